import Foundation

/// An object that animates one transition (`UIViewControllerAnimatedTransitioning`): it is
/// asked for its duration, then told to animate; it ends the transition by calling
/// ``ViewControllerContextTransitioning/completeTransition(_:)``.
///
/// ```swift
/// final class FadeAnimator: ViewControllerAnimatedTransitioning {
///     func transitionDuration(using context: ViewControllerContextTransitioning?) -> TimeInterval { 0.3 }
///     func animateTransition(using context: ViewControllerContextTransitioning) { ... }
/// }
/// ```
@MainActor
public protocol ViewControllerAnimatedTransitioning: AnyObject {
    /// The length of the animation, in seconds. An interactive transition maps its progress
    /// onto this duration.
    func transitionDuration(using transitionContext: ViewControllerContextTransitioning?) -> TimeInterval
    /// Adds the "to" view to the container and animates; must end with `completeTransition`.
    func animateTransition(using transitionContext: ViewControllerContextTransitioning)
    /// Called after the transition ended, with whether it completed. Optional.
    func animationEnded(_ transitionCompleted: Bool)
}

extension ViewControllerAnimatedTransitioning {
    public func animationEnded(_ transitionCompleted: Bool) {}
}
