import Foundation

/// The animator of non-animated transitions: puts the "to" view at its final frame in the
/// container (unless it already has a place) and completes at once.
@MainActor
package final class ImmediateAnimator: ViewControllerAnimatedTransitioning {
    package func transitionDuration(using transitionContext: ViewControllerContextTransitioning?) -> TimeInterval { 0 }

    package func animateTransition(using transitionContext: ViewControllerContextTransitioning) {
        if let toView = transitionContext.view(forKey: .to), toView.superview == nil,
           let toVC = transitionContext.viewController(forKey: .to) {
            toView.frame = transitionContext.finalFrame(for: toVC)
            transitionContext.containerView.addSubview(toView)
        }
        transitionContext.completeTransition(true)
    }
}
