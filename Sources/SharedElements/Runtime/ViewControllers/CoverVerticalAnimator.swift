import Foundation

/// UIKit's default modal animation: the presented screen slides up from the bottom, and down
/// again on dismissal, over ``duration`` seconds.
@MainActor
package final class CoverVerticalAnimator: ViewControllerAnimatedTransitioning {
    /// Seconds.
    package static let duration: TimeInterval = 0.5

    package func transitionDuration(using transitionContext: ViewControllerContextTransitioning?) -> TimeInterval {
        CoverVerticalAnimator.duration
    }

    package func animateTransition(using transitionContext: ViewControllerContextTransitioning) {
        let container = transitionContext.containerView
        let height = container.bounds.height
        let presenting = transitionContext.viewController(forKey: .to)?.isBeingPresented ?? false
        let moving = presenting ? transitionContext.view(forKey: .to) : transitionContext.view(forKey: .from)
        guard let moving else { return transitionContext.completeTransition(true) }
        View.performWithoutAnimation {
            if presenting {
                container.addSubview(moving)
                moving.transform = AffineTransform(translationX: 0, y: height)
            }
        }
        View.animate(withDuration: CoverVerticalAnimator.duration, usingSpringWithDamping: 1, initialSpringVelocity: 0, animations: {
            moving.transform = presenting ? .identity : AffineTransform(translationX: 0, y: height)
        }, completion: { _ in
            View.performWithoutAnimation { moving.transform = .identity }
            transitionContext.completeTransition(!transitionContext.transitionWasCancelled)
        })
    }
}
