import Foundation

/// UIKit's default push and pop: the new screen slides in from the right while the old one
/// moves a third of the way left (reversed for a pop), over ``duration`` seconds with a
/// critically damped spring, or linearly while a finger drives it (a back swipe keeps the screen
/// under the finger). Return it from a navigation delegate to keep the default look while
/// adding an interaction controller (UIKit asks for one only when an animator was given).
///
/// ```swift
/// func navigationController(_ nav: NavigationController, animationControllerFor operation: NavigationController.Operation,
///                           from: ViewController, to: ViewController) -> ViewControllerAnimatedTransitioning? {
///     NavigationSlideAnimator(operation: operation)
/// }
/// ```
@MainActor
public final class NavigationSlideAnimator: ViewControllerAnimatedTransitioning {
    /// Seconds.
    public static let duration: TimeInterval = 0.35
    /// Push or pop.
    public let operation: NavigationController.Operation

    /// The default slide for a push or a pop.
    public init(operation: NavigationController.Operation) { self.operation = operation }

    public func transitionDuration(using transitionContext: ViewControllerContextTransitioning?) -> TimeInterval {
        NavigationSlideAnimator.duration
    }

    public func animateTransition(using transitionContext: ViewControllerContextTransitioning) {
        guard let toView = transitionContext.view(forKey: .to), let fromView = transitionContext.view(forKey: .from) else {
            return transitionContext.completeTransition(true)
        }
        let container = transitionContext.containerView
        let width = container.bounds.width
        let push = operation != .pop
        View.performWithoutAnimation {
            if push {
                container.addSubview(toView)
                toView.transform = AffineTransform(translationX: width, y: 0)
            } else {
                container.insertSubview(toView, belowSubview: fromView)
                toView.transform = AffineTransform(translationX: -width / 3, y: 0)
            }
        }
        let animations = {
            toView.transform = .identity
            fromView.transform = AffineTransform(translationX: push ? -width / 3 : width, y: 0)
        }
        let completion: (Bool) -> Void = { _ in
            View.performWithoutAnimation { fromView.transform = .identity }
            transitionContext.completeTransition(!transitionContext.transitionWasCancelled)
        }
        if transitionContext.isInteractive {
            // A back swipe holds the screen: linear in the progress, so it stays under the
            // finger (the spring, scrubbed, ran ahead of it), as UIKit's own interactive pop.
            View.animate(withDuration: NavigationSlideAnimator.duration, options: .curveLinear, animations: animations, completion: completion)
        } else {
            View.animate(withDuration: NavigationSlideAnimator.duration, usingSpringWithDamping: 1, initialSpringVelocity: 0,
                         animations: animations, completion: completion)
        }
    }
}
