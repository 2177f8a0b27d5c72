import Foundation
import SharedElements

/// Stands for the runtime's default modal animation (cover vertical, 0.5 s) when the delegate
/// gives no animator: only its duration is used.
@MainActor
package final class DefaultDurationAnimator: ViewControllerAnimatedTransitioning {
    static let placeholder = DefaultDurationAnimator()
    package func transitionDuration(using transitionContext: ViewControllerContextTransitioning?) -> TimeInterval { 0.5 }
    package func animateTransition(using transitionContext: ViewControllerContextTransitioning) {
        transitionContext.completeTransition(true)
    }
}
