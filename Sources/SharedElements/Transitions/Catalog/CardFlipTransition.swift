import Foundation

/// The card flip of the pet guessing game: the tapped card turns edge-on about its vertical axis
/// in perspective, the next screen turns in at the card's size with the card's corner radius, then
/// grows to fill the screen. Dismissing runs the same thirds backwards.
///
/// ```swift
/// let reveal = RevealViewController()
/// reveal.transitionController.transition = CardFlipTransition(card: tappedCardView)
/// cards.present(reveal, animated: true)
/// ```
@MainActor
public final class CardFlipTransition: Transition, TransitionWithCustomDuration {
    /// The card on the back screen the flip starts from (held weakly).
    public weak var card: View?
    /// Seconds for the whole flip.
    public var duration: TimeInterval
    /// Distance from the eye to the screen for the perspective, in points.
    public var perspectiveDistance: CGFloat

    public init(card: View, duration: TimeInterval = 0.6, perspectiveDistance: CGFloat = 500) {
        self.card = card
        self.duration = duration
        self.perspectiveDistance = perspectiveDistance
    }

    public func transitionDuration(with context: TransitionContext) -> TimeInterval { duration }

    package static func yRotation(_ angle: CGFloat) -> Transform3D { Transform3D(rotationAngle: angle, x: 0, y: 1, z: 0) }

    public func start(with context: TransitionContext) {
        let container = context.containerView
        let fore: View = context.foreViewController.view
        guard let card, card.window != nil, let screen = fore.snapshotView(afterScreenUpdates: true),
            let cardFace = card.snapshotView(afterScreenUpdates: false)
        else {
            // Without a card on screen there is nothing to flip: fade instead.
            return FadeTransition(duration: context.duration).start(with: context)
        }
        let cardFrame = card.convert(card.bounds, to: container)
        let fullFrame = fore.frame
        let radius = card.layer.cornerRadius
        let savedPerspective = container.layer.sublayerTransform
        let (cardHidden, foreHidden) = (card.isHidden, fore.isHidden)
        container.layer.sublayerTransform = .perspective(distance: perspectiveDistance)
        for v in [cardFace, screen] {
            v.layer.masksToBounds = true
            container.addSubview(v)
        }
        cardFace.frame = cardFrame
        cardFace.layer.cornerRadius = radius
        card.isHidden = true
        fore.isHidden = true
        let forward = context.direction == .forward
        View.performWithoutAnimation {
            if forward {
                screen.frame = cardFrame
                screen.layer.cornerRadius = radius
                screen.layer.transform = CardFlipTransition.yRotation(.pi / 2)
            } else {
                screen.frame = fullFrame
                cardFace.layer.transform = CardFlipTransition.yRotation(-.pi / 2)
            }
        }
        View.animateKeyframes(withDuration: context.duration, animations: {
            CardFlipTransition.addFlipKeyframes(
                forward: forward, cardFace: cardFace, screen: screen, cardFrame: cardFrame, fullFrame: fullFrame,
                radius: radius)
        }, completion: { _ in
            screen.removeFromSuperview()
            cardFace.removeFromSuperview()
            card.isHidden = cardHidden
            fore.isHidden = foreHidden
            container.layer.sublayerTransform = savedPerspective
            context.transitionDidEnd()
        })
    }

    /// The three thirds of the flip: the card face turns edge-on, the screen turns face-on, and
    /// the screen grows from the card's frame to its own (the other way round going backward).
    private static func addFlipKeyframes(
        forward: Bool, cardFace: View, screen: View, cardFrame: CGRect, fullFrame: CGRect, radius: CGFloat
    ) {
        if forward {
            View.addKeyframe(withRelativeStartTime: 0, relativeDuration: 1.0 / 3) {
                cardFace.layer.transform = CardFlipTransition.yRotation(-.pi / 2)
            }
            View.addKeyframe(withRelativeStartTime: 1.0 / 3, relativeDuration: 1.0 / 3) {
                screen.layer.transform = .identity
            }
            View.addKeyframe(withRelativeStartTime: 2.0 / 3, relativeDuration: 1.0 / 3) {
                screen.frame = fullFrame
                screen.layer.cornerRadius = 0
            }
        } else {
            View.addKeyframe(withRelativeStartTime: 0, relativeDuration: 1.0 / 3) {
                screen.frame = cardFrame
                screen.layer.cornerRadius = radius
            }
            View.addKeyframe(withRelativeStartTime: 1.0 / 3, relativeDuration: 1.0 / 3) {
                screen.layer.transform = CardFlipTransition.yRotation(.pi / 2)
            }
            View.addKeyframe(withRelativeStartTime: 2.0 / 3, relativeDuration: 1.0 / 3) {
                cardFace.layer.transform = .identity
            }
        }
    }
}
