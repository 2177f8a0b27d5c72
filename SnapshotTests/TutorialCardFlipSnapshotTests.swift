import Foundation
import SharedElements
import Snapshotting
import Testing

/// The tutorial's card flip, presented by a percent-driven interaction that an upward drag on
/// the card scrubs: `scrubbedFlip.gesture.<seconds>.png` in `__Snapshots__/TutorialCardFlipSnapshotTests/`.
/// The finger rests at a sixth, a half and five sixths of the travel; each frame is taken after
/// it rested 0.4 s and must show the flip held there, then the release plays it to the end.
@MainActor
@Suite struct TutorialCardFlipSnapshotTests {
    static let size = CGSize(width: 180, height: 320)
    /// Points of upward drag for the whole flip.
    static let travel: CGFloat = 240

    /// The flip of the tutorial, as the seed port in the unit tests writes it.
    final class FlipPresentAnimator: ViewControllerAnimatedTransitioning {
        let originFrame: CGRect
        init(originFrame: CGRect) { self.originFrame = originFrame }

        func transitionDuration(using transitionContext: ViewControllerContextTransitioning?) -> TimeInterval { 1.5 }

        func animateTransition(using transitionContext: ViewControllerContextTransitioning) {
            guard let fromVC = transitionContext.viewController(forKey: .from),
                  let toVC = transitionContext.viewController(forKey: .to),
                  let snapshot = toVC.view.snapshotView(afterScreenUpdates: true) else { return }
            let containerView = transitionContext.containerView
            let finalFrame = transitionContext.finalFrame(for: toVC)
            snapshot.frame = originFrame
            snapshot.layer.cornerRadius = CardScreen.cardCornerRadius
            snapshot.layer.masksToBounds = true
            containerView.addSubview(toVC.view)
            containerView.addSubview(snapshot)
            toVC.view.isHidden = true
            var perspective = Transform3DIdentity
            perspective.m34 = -0.0025
            containerView.layer.sublayerTransform = perspective
            snapshot.layer.transform = Transform3DMakeRotation(.pi / 2, 0, 1, 0)
            View.animateKeyframes(withDuration: transitionDuration(using: transitionContext), delay: 0,
                                  options: .calculationModeCubic, animations: {
                View.addKeyframe(withRelativeStartTime: 0.0, relativeDuration: 1/3) {
                    fromVC.view.layer.transform = Transform3DMakeRotation(-.pi / 2, 0, 1, 0)
                }
                View.addKeyframe(withRelativeStartTime: 1/3, relativeDuration: 1/3) {
                    snapshot.layer.transform = Transform3DMakeRotation(0, 0, 1, 0)
                }
                View.addKeyframe(withRelativeStartTime: 2/3, relativeDuration: 1/3) {
                    snapshot.frame = finalFrame
                    snapshot.layer.cornerRadius = 0
                }
            }, completion: { _ in
                toVC.view.isHidden = false
                snapshot.removeFromSuperview()
                fromVC.view.layer.transform = Transform3DIdentity
                transitionContext.completeTransition(!transitionContext.transitionWasCancelled)
            })
        }
    }

    /// The swipe controller in the tutorial's style, driving the presentation.
    final class SwipeToReveal: PercentDrivenInteractiveTransition {
        var interactionInProgress = false
        private var shouldCompleteTransition = false
        private weak var viewController: CardScreen?

        init(viewController: CardScreen) {
            self.viewController = viewController
            super.init()
            viewController.view.addGestureRecognizer(PanGestureRecognizer(target: self, action: SwipeToReveal.handleGesture))
        }

        func handleGesture(_ gestureRecognizer: PanGestureRecognizer) {
            let translation = gestureRecognizer.translation(in: gestureRecognizer.view!.superview!)
            let progress = CGFloat(fminf(fmaxf(Float(-translation.y / TutorialCardFlipSnapshotTests.travel), 0.0), 1.0))
            switch gestureRecognizer.state {
            case .began:
                interactionInProgress = true
                viewController?.reveal()
            case .changed:
                shouldCompleteTransition = progress > 0.5
                update(progress)
            case .cancelled:
                interactionInProgress = false
                cancel()
            case .ended:
                interactionInProgress = false
                if shouldCompleteTransition { finish() } else { cancel() }
            default:
                break
            }
        }
    }

    final class CardScreen: ViewController, ViewControllerTransitioningDelegate {
        static let cardCornerRadius: CGFloat = 14
        let cardView = View(frame: CGRect(x: 30, y: 70, width: 120, height: 170))
        var swipe: SwipeToReveal?

        override func viewDidLoad() {
            view.backgroundColor = Color(red: 0.2, green: 0.35, blue: 0.6)
            cardView.backgroundColor = .white
            cardView.layer.cornerRadius = Self.cardCornerRadius
            let spot = View(frame: CGRect(x: 45, y: 70, width: 30, height: 30))
            spot.backgroundColor = Color(red: 0.2, green: 0.35, blue: 0.6)
            spot.layer.cornerRadius = 15
            cardView.addSubview(spot)
            view.addSubview(cardView)
        }

        func reveal() {
            let pet = ViewController()
            pet.view.backgroundColor = Color(red: 0.95, green: 0.75, blue: 0.3)
            let badge = View(frame: CGRect(x: 50, y: 80, width: 80, height: 80))
            badge.backgroundColor = Color(red: 0.5, green: 0.3, blue: 0.1)
            badge.layer.cornerRadius = 40
            pet.view.addSubview(badge)
            pet.transitioningDelegate = self
            present(pet, animated: true)
        }

        func animationController(forPresented presented: ViewController, presenting: ViewController,
                                 source: ViewController) -> ViewControllerAnimatedTransitioning? {
            FlipPresentAnimator(originFrame: cardView.frame)
        }

        func interactionControllerForPresentation(
            using animator: ViewControllerAnimatedTransitioning
        ) -> ViewControllerInteractiveTransitioning? {
            swipe?.interactionInProgress == true ? swipe : nil
        }
    }

    /// The finger's path: down on the card, past the slop, then up to each scrub position,
    /// resting 0.6 s at each, and lifted past half way.
    static let drag = TouchScript(steps: [
        .init(time: 0, phase: .began, location: CGPoint(x: 90, y: 290)),
        .init(time: 0.05, phase: .moved, location: CGPoint(x: 90, y: 280)),
        .init(time: 0.2, phase: .moved, location: CGPoint(x: 90, y: 240)),   // 1/6
        .init(time: 0.8, phase: .moved, location: CGPoint(x: 90, y: 160)),   // 1/2
        .init(time: 1.4, phase: .moved, location: CGPoint(x: 90, y: 80)),    // 5/6
        .init(time: 2.0, phase: .ended, location: CGPoint(x: 90, y: 80)),
    ])

    func makeWindow() -> (Window, CardScreen) {
        let window = Window(size: Self.size, scale: 1)
        let cards = CardScreen()
        window.rootViewController = cards
        cards.swipe = SwipeToReveal(viewController: cards)
        return (window, cards)
    }

    @Test func scrubbedFlip() {
        let (window, _) = makeWindow()
        assertSnapshot(of: TransitionRecording(playing: Self.drag, in: window, at: [0.6, 1.2, 1.8, 3.6]), as: .filmStrip)
    }

    /// The frame right after the finger reached a scrub position and the frame after it rested
    /// there are the same pixels: the flip is held, not running on the clock.
    @Test func eachScrubPositionHoldsStill() throws {
        let (window, cards) = makeWindow()
        var reached: [Bitmap] = []
        var rested: [Bitmap] = []
        var next = 0
        for (i, step) in Self.drag.steps.enumerated() {
            window.clock.advance(to: step.time)
            window.sendTouch(step.phase, at: step.location, finger: step.finger)
            guard (2...4).contains(i) else { continue }
            reached.append(try window.render())
            window.clock.advance(by: 0.55)
            rested.append(try window.render())
            next += 1
        }
        #expect(next == 3 && reached == rested)
        #expect(reached[0] != reached[1] && reached[1] != reached[2])
        window.clock.advance(by: 2)
        #expect(!window.isTransitioning && cards.presentedViewController != nil)
    }

    @Test func noOrphanedSnapshots() {
        assertNoOrphanedSnapshots()
    }
}
