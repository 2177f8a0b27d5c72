import Foundation

/// UIKit's default push and pop: the new screen slides in from the right while the old one
/// moves a third of the way left (reversed for a pop), over ``duration``.
@MainActor
final class NavigationSlideAnimator: ViewControllerAnimatedTransitioning {
    /// Seconds.
    static let duration: TimeInterval = 0.35
    let operation: NavigationController.Operation

    init(operation: NavigationController.Operation) { self.operation = operation }

    func transitionDuration(using transitionContext: ViewControllerContextTransitioning?) -> TimeInterval {
        NavigationSlideAnimator.duration
    }

    func animateTransition(using transitionContext: ViewControllerContextTransitioning) {
        guard let toView = transitionContext.view(forKey: .to) else { return transitionContext.completeTransition(true) }
        let container = transitionContext.containerView
        if operation == .pop, let fromView = transitionContext.view(forKey: .from) {
            container.insertSubview(toView, belowSubview: fromView)
        } else {
            container.addSubview(toView)
        }
        let clock = container.window?.clock
        clock?.schedule(after: NavigationSlideAnimator.duration) {
            transitionContext.completeTransition(!transitionContext.transitionWasCancelled)
        }
        if clock == nil { transitionContext.completeTransition(true) }
    }
}

/// UIKit's default modal animation: the presented screen slides up from the bottom, and down
/// again on dismissal, over ``duration``.
@MainActor
final class CoverVerticalAnimator: ViewControllerAnimatedTransitioning {
    /// Seconds.
    static let duration: TimeInterval = 0.5

    func transitionDuration(using transitionContext: ViewControllerContextTransitioning?) -> TimeInterval {
        CoverVerticalAnimator.duration
    }

    func animateTransition(using transitionContext: ViewControllerContextTransitioning) {
        let container = transitionContext.containerView
        if let toVC = transitionContext.viewController(forKey: .to), toVC.isBeingPresented, let toView = transitionContext.view(forKey: .to) {
            container.addSubview(toView)
        }
        let clock = container.window?.clock
        clock?.schedule(after: CoverVerticalAnimator.duration) {
            transitionContext.completeTransition(!transitionContext.transitionWasCancelled)
        }
        if clock == nil { transitionContext.completeTransition(true) }
    }
}
