import Foundation
import Testing
import SharedElements

// The card flip of the pet guessing game walkthrough, written from its description: the
// destination's snapshot starts at the tapped card's frame with its corner radius, the
// container has perspective, and keyframes in thirds turn the source edge-on about y, turn the
// snapshot in, then grow it to the final frame. Dismissal reverses it; an edge pan drives the
// dismissal with progress = translation / 200 and completes past one half.

@MainActor
private enum Flip {
    static let cornerRadius: CGFloat = 25
    static let duration: TimeInterval = 0.6

    static func yRotation(_ angle: CGFloat) -> Transform3D {
        Transform3D(rotationAngle: angle, x: 0, y: 1, z: 0)
    }

    static func addPerspective(to view: View) {
        var t = Transform3D.identity
        t.m34 = -0.002
        view.layer.sublayerTransform = t
    }
}

@MainActor
private final class FlipPresentAnimator: ViewControllerAnimatedTransitioning {
    let originFrame: CGRect
    init(originFrame: CGRect) { self.originFrame = originFrame }

    func transitionDuration(using transitionContext: ViewControllerContextTransitioning?) -> TimeInterval { Flip.duration }

    func animateTransition(using transitionContext: ViewControllerContextTransitioning) {
        guard let fromVC = transitionContext.viewController(forKey: .from),
              let toVC = transitionContext.viewController(forKey: .to),
              let snapshot = toVC.view.snapshotView(afterScreenUpdates: true) else { return }
        let container = transitionContext.containerView
        let finalFrame = transitionContext.finalFrame(for: toVC)
        snapshot.frame = originFrame
        snapshot.layer.cornerRadius = Flip.cornerRadius
        snapshot.layer.masksToBounds = true
        container.addSubview(toVC.view)
        container.addSubview(snapshot)
        toVC.view.isHidden = true
        Flip.addPerspective(to: container)
        snapshot.layer.transform = Flip.yRotation(.pi / 2)
        View.animateKeyframes(withDuration: Flip.duration, options: .calculationModeCubic, animations: {
            View.addKeyframe(withRelativeStartTime: 0, relativeDuration: 1.0 / 3) {
                fromVC.view.layer.transform = Flip.yRotation(-.pi / 2)
            }
            View.addKeyframe(withRelativeStartTime: 1.0 / 3, relativeDuration: 1.0 / 3) {
                snapshot.layer.transform = Flip.yRotation(0)
            }
            View.addKeyframe(withRelativeStartTime: 2.0 / 3, relativeDuration: 1.0 / 3) {
                snapshot.frame = finalFrame
                snapshot.layer.cornerRadius = 0
            }
        }, completion: { _ in
            toVC.view.isHidden = false
            snapshot.removeFromSuperview()
            fromVC.view.layer.transform = .identity
            transitionContext.completeTransition(!transitionContext.transitionWasCancelled)
        })
    }
}

@MainActor
private final class FlipDismissAnimator: ViewControllerAnimatedTransitioning {
    let destinationFrame: CGRect
    init(destinationFrame: CGRect) { self.destinationFrame = destinationFrame }

    func transitionDuration(using transitionContext: ViewControllerContextTransitioning?) -> TimeInterval { Flip.duration }

    func animateTransition(using transitionContext: ViewControllerContextTransitioning) {
        guard let fromVC = transitionContext.viewController(forKey: .from),
              let toVC = transitionContext.viewController(forKey: .to),
              let snapshot = fromVC.view.snapshotView(afterScreenUpdates: false) else { return }
        let container = transitionContext.containerView
        snapshot.layer.cornerRadius = Flip.cornerRadius
        snapshot.layer.masksToBounds = true
        container.insertSubview(toVC.view, at: 0)
        container.addSubview(snapshot)
        fromVC.view.isHidden = true
        Flip.addPerspective(to: container)
        toVC.view.layer.transform = Flip.yRotation(-.pi / 2)
        View.animateKeyframes(withDuration: Flip.duration, animations: {
            View.addKeyframe(withRelativeStartTime: 0, relativeDuration: 1.0 / 3) {
                snapshot.frame = self.destinationFrame
            }
            View.addKeyframe(withRelativeStartTime: 1.0 / 3, relativeDuration: 1.0 / 3) {
                snapshot.layer.transform = Flip.yRotation(.pi / 2)
            }
            View.addKeyframe(withRelativeStartTime: 2.0 / 3, relativeDuration: 1.0 / 3) {
                toVC.view.layer.transform = Flip.yRotation(0)
            }
        }, completion: { _ in
            fromVC.view.isHidden = false
            snapshot.removeFromSuperview()
            if transitionContext.transitionWasCancelled { toVC.view.removeFromSuperview() }
            transitionContext.completeTransition(!transitionContext.transitionWasCancelled)
        })
    }
}

/// The edge swipe: progress is the pan's translation over 200 points; letting go past one half
/// completes the dismissal, otherwise it is cancelled.
@MainActor
private final class SwipeInteractionController: PercentDrivenInteractiveTransition {
    private(set) var interactionInProgress = false
    private weak var viewController: ViewController?

    init(viewController: ViewController) {
        self.viewController = viewController
        super.init()
    }

    func panBegan() {
        interactionInProgress = true
        viewController?.dismiss(animated: true)
    }

    func panChanged(translationX: CGFloat) {
        update(min(max(translationX / 200, 0), 1))
    }

    func panEnded(translationX: CGFloat) {
        interactionInProgress = false
        if translationX / 200 > 0.5 { finish() } else { cancel() }
    }
}

@MainActor
private final class CardFlipTransitions: ViewControllerTransitioningDelegate {
    let cardFrame: CGRect
    var swipe: SwipeInteractionController?
    init(cardFrame: CGRect) { self.cardFrame = cardFrame }

    func animationController(
        forPresented presented: ViewController, presenting: ViewController, source: ViewController
    ) -> ViewControllerAnimatedTransitioning? { FlipPresentAnimator(originFrame: cardFrame) }

    func animationController(forDismissed dismissed: ViewController) -> ViewControllerAnimatedTransitioning? {
        FlipDismissAnimator(destinationFrame: cardFrame)
    }

    func interactionControllerForDismissal(
        using animator: ViewControllerAnimatedTransitioning
    ) -> ViewControllerInteractiveTransitioning? {
        guard let swipe, swipe.interactionInProgress else { return nil }
        return swipe
    }
}

@MainActor
@Suite struct CardFlipTransitionTests {
    let window = Window()
    let cards = ViewController()
    let reveal = ViewController()
    let card = View(frame: CGRect(x: 45, y: 150, width: 300, height: 450))
    fileprivate let transitions: CardFlipTransitions

    static let cardColor = Color.systemOrange
    static let revealColor = Color.systemBlue

    init() {
        cards.view.backgroundColor = .white
        card.backgroundColor = CardFlipTransitionTests.cardColor
        card.layer.cornerRadius = Flip.cornerRadius
        cards.view.addSubview(card)
        reveal.view.backgroundColor = CardFlipTransitionTests.revealColor
        window.rootViewController = cards
        transitions = CardFlipTransitions(cardFrame: card.frame)
        reveal.transitioningDelegate = transitions
    }

    func pixel(_ bitmap: Bitmap, _ x: CGFloat, _ y: CGFloat) -> PremultipliedColor {
        bitmap[Int(x * window.scale), Int(y * window.scale)]
    }

    func step(to fraction: Double, from start: TimeInterval) {
        let target = start + fraction * Flip.duration
        window.clock.advance(by: target - window.clock.now)
    }

    @Test func presentationFlipsTheCardInThirds() throws {
        let start = window.clock.now
        cards.present(reveal, animated: true)
        // First third: the source turns edge-on about y, so its sides pull in toward the centre.
        step(to: 1.0 / 6, from: start)
        var frame = try window.render()
        #expect(pixel(frame, 195, 400) == Self.cardColor.premultiplied)
        #expect(pixel(frame, 8, 400) == Color.black.premultiplied)
        // Second third: the source is edge-on; the snapshot turns in at the card's place.
        step(to: 0.5, from: start)
        frame = try window.render()
        #expect(pixel(frame, 195, 375) == Self.revealColor.premultiplied)
        #expect(pixel(frame, 195, 100) == Color.black.premultiplied)
        #expect(pixel(frame, 195, 700) == Color.black.premultiplied)
        // Last third: the snapshot grows from the card's frame to the whole screen.
        step(to: 5.0 / 6, from: start)
        frame = try window.render()
        #expect(pixel(frame, 195, 120) == Self.revealColor.premultiplied)
        #expect(pixel(frame, 195, 20) == Color.black.premultiplied)
        step(to: 1.05, from: start)
        frame = try window.render()
        #expect(pixel(frame, 5, 5) == Self.revealColor.premultiplied)
        #expect(!window.isTransitioning)
        #expect(reveal.view.superview?.subviews.map(ObjectIdentifier.init) == [ObjectIdentifier(reveal.view)])
        #expect(cards.view.superview == nil)
        #expect(cards.view.layer.transform == .identity)
        #expect(isAtRest(reveal.view, frame: window.bounds))
        #expect(window.transitionDiagnostics.entries.isEmpty)
    }

    @Test func dismissalReversesTheFlip() throws {
        cards.present(reveal, animated: false)
        let start = window.clock.now
        reveal.dismiss(animated: true)
        step(to: 1.0 / 6, from: start)
        var frame = try window.render()
        // The snapshot shrinks toward the card: the screen's corners show the edge-on source.
        #expect(pixel(frame, 195, 375) == Self.revealColor.premultiplied)
        #expect(pixel(frame, 5, 5) == Color.black.premultiplied)
        step(to: 5.0 / 6, from: start)
        frame = try window.render()
        #expect(pixel(frame, 195, 375) == Self.cardColor.premultiplied)
        step(to: 1.05, from: start)
        frame = try window.render()
        #expect(pixel(frame, 5, 5) == Color.white.premultiplied)
        #expect(pixel(frame, 195, 375) == Self.cardColor.premultiplied)
        #expect(window.subviews.map(ObjectIdentifier.init) == [ObjectIdentifier(cards.view)])
        #expect(isAtRest(cards.view, frame: window.bounds))
        #expect(reveal.view.superview == nil && !reveal.view.isHidden)
    }

    @Test func edgeSwipeCancelledBeforeHalfwayKeepsTheRevealOnScreen() throws {
        cards.present(reveal, animated: false)
        let swipe = SwipeInteractionController(viewController: reveal)
        transitions.swipe = swipe
        swipe.panBegan()
        swipe.panChanged(translationX: 30)
        window.clock.advance(frames: 3)
        swipe.panChanged(translationX: 60)
        #expect(isClose(swipe.percentComplete, 0.3))
        window.clock.advance(frames: 3)
        swipe.panEnded(translationX: 60)
        window.clock.advance(frames: 30)
        #expect(!window.isTransitioning)
        #expect(cards.presentedViewController === reveal)
        #expect(window.subviews.count == 1)
        #expect(reveal.view.superview?.subviews.map(ObjectIdentifier.init) == [ObjectIdentifier(reveal.view)])
        #expect(isAtRest(reveal.view, frame: window.bounds))
        #expect(cards.view.superview == nil)
        #expect(cards.view.layer.transform == .identity)
        let frame = try window.render()
        #expect(pixel(frame, 5, 5) == Self.revealColor.premultiplied)
        #expect(window.transitionDiagnostics.entries.isEmpty)
    }

    @Test func edgeSwipePastHalfwayCompletesTheDismissal() throws {
        cards.present(reveal, animated: false)
        let swipe = SwipeInteractionController(viewController: reveal)
        transitions.swipe = swipe
        swipe.panBegan()
        swipe.panChanged(translationX: 80)
        window.clock.advance(frames: 2)
        // Scrubbed to 0.4 of the flip: the snapshot has shrunk to the card and started turning.
        var frame = try window.render()
        #expect(pixel(frame, 5, 5) == Color.black.premultiplied)
        swipe.panChanged(translationX: 140)
        swipe.panEnded(translationX: 140)
        window.clock.advance(frames: 30)
        #expect(!window.isTransitioning)
        #expect(cards.presentedViewController == nil)
        frame = try window.render()
        #expect(pixel(frame, 5, 5) == Color.white.premultiplied)
        #expect(window.subviews.map(ObjectIdentifier.init) == [ObjectIdentifier(cards.view)])
        #expect(isAtRest(cards.view, frame: window.bounds))
        #expect(window.transitionDiagnostics.entries.isEmpty)
    }
}
