import Foundation
import Testing
import SharedElements
import SharedElementsTestSupport

/// What a percent-driven interaction holds: every animation the animator started, in the
/// container and elsewhere in the window, and the full-screen presentation's "from" view in the
/// container, put back where it was when the interaction is cancelled.
@MainActor
@Suite struct PercentDrivenHoldTests {
    /// Fades the presented view in and slides the presenting view, wherever it is, to the left.
    final class SlideAsideAnimator: ViewControllerAnimatedTransitioning, ViewControllerTransitioningDelegate {
        let interaction = PercentDrivenInteractiveTransition()
        private(set) var containerAtStart: [View] = []

        func transitionDuration(using transitionContext: ViewControllerContextTransitioning?) -> TimeInterval { 1 }

        func animateTransition(using transitionContext: ViewControllerContextTransitioning) {
            guard let fromVC = transitionContext.viewController(forKey: .from),
                  let toView = transitionContext.view(forKey: .to) else { return }
            containerAtStart = transitionContext.containerView.subviews
            transitionContext.containerView.addSubview(toView)
            toView.alpha = 0
            View.animate(withDuration: 1, options: .curveLinear, animations: {
                toView.alpha = 1
                fromVC.view.transform = AffineTransform(translationX: -100, y: 0)
            }, completion: { _ in
                fromVC.view.transform = .identity
                transitionContext.completeTransition(!transitionContext.transitionWasCancelled)
            })
        }

        func animationController(forPresented presented: ViewController, presenting: ViewController,
                                 source: ViewController) -> ViewControllerAnimatedTransitioning? { self }
        func interactionControllerForPresentation(
            using animator: ViewControllerAnimatedTransitioning
        ) -> ViewControllerInteractiveTransitioning? { interaction }
    }

    let window = Window(size: CGSize(width: 200, height: 300), scale: 1)
    let back = transitionTestController(.white, title: "back")
    let fore = transitionTestController(.darkGray, title: "fore")
    let animator = SlideAsideAnimator()

    init() {
        window.rootViewController = back
        fore.transitioningDelegate = animator
    }

    /// Over full screen the presenter's view stays outside the container; its animation is held too.
    @Test func animationsOutsideTheContainerFollowTheProgress() {
        fore.modalPresentationStyle = .overFullScreen
        back.present(fore, animated: true)
        #expect(animator.containerAtStart.isEmpty && back.view.superview === window)
        animator.interaction.update(0.25)
        window.clock.advance(by: 2)
        #expect(window.isTransitioning)
        #expect(isClose(presentedOffset(back.view).x, -25, abs: 1e-6), "held at a quarter, outside the container")
        #expect(isClose(Double(fore.view.layer.presentation()!.opacity), 0.25, abs: 1e-6))
        animator.interaction.update(0.5)
        #expect(isClose(presentedOffset(back.view).x, -50, abs: 1e-6))
        animator.interaction.finish()
        window.clock.advance(by: 0.25)
        #expect(isClose(presentedOffset(back.view).x, -75, abs: 1e-6), "plays on from where it was")
        window.clock.advance(by: 1)
        #expect(!window.isTransitioning && back.presentedViewController === fore)
        #expect(back.view.transform.isIdentity && back.view.layer.speed == 1 && back.view.superview === window)
    }

    /// Full screen: the container holds the presenter's view; a cancel puts it back in the
    /// window at its place, with its own geometry and timing.
    @Test func aCancelledFullScreenPresentationPutsTheFromViewBack() {
        back.present(fore, animated: true)
        #expect(animator.containerAtStart.count == 1 && animator.containerAtStart.first === back.view)
        animator.interaction.update(0.4)
        window.clock.advance(by: 1)
        #expect(isClose(presentedOffset(back.view).x, -40, abs: 1e-6))
        animator.interaction.cancel()
        window.clock.advance(by: 1)
        #expect(!window.isTransitioning && back.presentedViewController == nil)
        #expect(back.view.superview === window && window.subviews.first === back.view)
        #expect(isAtRest(back.view, frame: window.bounds) && back.view.layer.speed == 1)
        #expect(fore.view.superview == nil)
    }
}
