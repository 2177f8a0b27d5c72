import Foundation

/// The card flip of the pet guessing game: the tapped card turns edge-on about its vertical axis
/// in perspective, the next screen turns in at the card's size with the card's corner radius, then
/// grows to fill the screen. Dismissing runs the same thirds backwards. A card its transform (or
/// an ancestor's) turns flips about its own tilted axis, and the screen straightens as it turns in.
///
/// ```swift
/// let reveal = RevealViewController()
/// reveal.transitionController.transition = CardFlipTransition(card: tappedCardView)
/// cards.present(reveal, animated: true)
/// ```
@MainActor
public final class CardFlipTransition: Transition, TransitionWithCustomDuration, TransitionWithReducedMotion {
    /// The card on the back screen the flip starts from (held weakly).
    public weak var card: View?
    /// Seconds for the whole flip.
    public var duration: TimeInterval
    /// Distance from the eye to the screen for the perspective, in points.
    public var perspectiveDistance: CGFloat

    /// A flip from `card` over `duration` seconds, seen from `perspectiveDistance` points.
    public init(card: View, duration: TimeInterval = 0.6, perspectiveDistance: CGFloat = 500) {
        self.card = card
        self.duration = duration
        self.perspectiveDistance = perspectiveDistance
    }

    public func transitionDuration(with context: TransitionContext) -> TimeInterval { duration }

    package static func yRotation(_ angle: CGFloat) -> Transform3D { Transform3D(rotationAngle: angle, x: 0, y: 1, z: 0) }

    /// A turn by `angle` about the layer's own vertical axis, seen in perspective from in front
    /// of the layer's own centre (Core Animation's `m34` idiom): a card anywhere on screen flips
    /// the same way, and edge-on it is a line.
    package func turn(_ angle: CGFloat) -> Transform3D {
        Self.yRotation(angle).concatenating(.perspective(distance: perspectiveDistance))
    }

    /// ``turn(_:)`` of a card that rests turned by `tilt` about its centre (`nil`: upright): the
    /// card turns about its own vertical axis, tilted as it is.
    private func turn(_ angle: CGFloat, tilted tilt: Transform3D?) -> Transform3D {
        guard let tilt else { return turn(angle) }
        return Self.yRotation(angle).concatenating(tilt).concatenating(.perspective(distance: perspectiveDistance))
    }

    public func start(with context: TransitionContext) {
        let container = context.containerView
        let fore: View = context.foreViewController.view
        guard let card, card.window != nil, let screen = fore.snapshotView(afterScreenUpdates: true),
            let cardFace = card.snapshotView(afterScreenUpdates: false, leavingOut: [.background, .border, .shadow, .alpha])
        else {
            // Without a card on screen there is nothing to flip: fade instead.
            return FadeTransition(duration: context.duration).start(with: context)
        }
        // A turned card flies at its own size about its centre, turned as it rests; an upright
        // one at its frame in the container.
        let tilt = ElementTilt(of: card, in: container)
        let cardFrame = tilt?.frame ?? card.convert(card.bounds, to: container)
        let cardTilt = tilt?.tilt
        let fullFrame = fore.frame
        let radius = card.layer.cornerRadius
        let (cardHidden, foreHidden) = (card.isHidden, fore.isHidden)
        let holder = Self.makeHolder(like: card, frame: cardFrame, face: cardFace)
        screen.layer.masksToBounds = true
        container.addSubview(holder)
        container.addSubview(screen)
        card.isHidden = true
        fore.isHidden = true
        let forward = context.direction == .forward
        View.performWithoutAnimation {
            if forward {
                screen.bounds = CGRect(origin: .zero, size: cardFrame.size)
                screen.center = CGPoint(x: cardFrame.midX, y: cardFrame.midY)
                screen.layer.cornerRadius = radius
                screen.layer.transform = turn(.pi / 2, tilted: cardTilt)
                holder.layer.transform = turn(0, tilted: cardTilt)
            } else {
                screen.frame = fullFrame
                screen.layer.transform = turn(0)
                holder.layer.transform = turn(-.pi / 2, tilted: cardTilt)
            }
        }
        // Going forward, a turned card shows itself on the first frame (its face is resampled).
        if forward, cardTilt != nil, !cardHidden, let clock = card.window?.clock {
            FirstFrameStandIn.start(element: card, flying: [holder, screen], clock: clock)
        }
        // Each third at constant speed: keyframes ease as a whole unless a curve is given.
        let linear = View.KeyframeAnimationOptions(rawValue: View.AnimationOptions.curveLinear.rawValue)
        View.animateKeyframes(withDuration: context.duration, delay: 0, options: linear, animations: {
            self.addFlipKeyframes(
                forward: forward, holder: holder, screen: screen, card: (cardFrame, cardTilt), fullFrame: fullFrame, radius: radius)
        }, completion: { _ in
            screen.removeFromSuperview()
            holder.removeFromSuperview()
            card.isHidden = cardHidden
            fore.isHidden = foreHidden
            context.transitionDidEnd()
        })
    }

    /// The card face turns in a holder at `frame` that draws `card`'s own background, corners,
    /// border and shadow over its content's snapshot `face`, so the first frame is the card as it was.
    static func makeHolder(like card: View, frame: CGRect, face: View) -> View {
        let holder = View(frame: frame)
        let style = card.layer
        holder.layer.backgroundColor = style.backgroundColor
        holder.layer.cornerRadius = style.cornerRadius
        holder.layer.masksToBounds = style.masksToBounds
        holder.layer.borderWidth = style.borderWidth
        holder.layer.borderColor = style.borderColor
        holder.layer.shadowColor = style.shadowColor
        holder.layer.shadowOpacity = style.shadowOpacity
        holder.layer.shadowRadius = style.shadowRadius
        holder.layer.shadowOffset = style.shadowOffset
        holder.alpha = card.alpha
        face.frame = holder.bounds
        holder.addSubview(face)
        return holder
    }

    /// The three thirds of the flip: the card face turns edge-on, the screen turns face-on, and
    /// the screen grows from the card's frame to its own (the other way round going backward).
    /// Sizes change through bounds and centre, which a transform leaves well defined. A card
    /// turned by `card.tilt` is turned so at its end of the screen's turn, which straightens it.
    private func addFlipKeyframes(
        forward: Bool, holder: View, screen: View, card: (frame: CGRect, tilt: Transform3D?), fullFrame: CGRect, radius: CGFloat
    ) {
        let cardFrame = card.frame
        func place(_ frame: CGRect) {
            screen.bounds = CGRect(origin: .zero, size: frame.size)
            screen.center = CGPoint(x: frame.midX, y: frame.midY)
        }
        if forward {
            View.addKeyframe(withRelativeStartTime: 0, relativeDuration: 1.0 / 3) {
                holder.layer.transform = self.turn(-.pi / 2, tilted: card.tilt)
            }
            View.addKeyframe(withRelativeStartTime: 1.0 / 3, relativeDuration: 1.0 / 3) {
                screen.layer.transform = self.turn(0)
            }
            View.addKeyframe(withRelativeStartTime: 2.0 / 3, relativeDuration: 1.0 / 3) {
                place(fullFrame)
                screen.layer.cornerRadius = 0
            }
        } else {
            View.addKeyframe(withRelativeStartTime: 0, relativeDuration: 1.0 / 3) {
                place(cardFrame)
                screen.layer.cornerRadius = radius
            }
            View.addKeyframe(withRelativeStartTime: 1.0 / 3, relativeDuration: 1.0 / 3) {
                screen.layer.transform = self.turn(.pi / 2, tilted: card.tilt)
            }
            View.addKeyframe(withRelativeStartTime: 2.0 / 3, relativeDuration: 1.0 / 3) {
                holder.layer.transform = self.turn(0, tilted: card.tilt)
            }
        }
    }
}
