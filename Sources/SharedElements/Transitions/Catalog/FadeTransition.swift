import Foundation

/// Cross-fades the fore screen in when presenting or pushing, and out when dismissing or popping.
///
/// ```swift
/// detail.transitionController.transition = FadeTransition()
/// list.present(detail, animated: true)
/// ```
@MainActor
public final class FadeTransition: Transition, TransitionWithCustomDuration {
    /// Seconds; `nil` uses the context's default (0.35 s).
    public var duration: TimeInterval?

    /// A fade of `duration` seconds (`nil`: the context's duration, 0.35 s by default).
    public init(duration: TimeInterval? = nil) { self.duration = duration }

    public func transitionDuration(with context: TransitionContext) -> TimeInterval { duration ?? 0.35 }

    public func start(with context: TransitionContext) {
        let fore: View = context.foreViewController.view
        let forward = context.direction == .forward
        let alpha = fore.alpha
        View.performWithoutAnimation { fore.alpha = forward ? 0 : alpha }
        View.animate(withDuration: context.duration, options: .curveEaseInOut, animations: {
            fore.alpha = forward ? alpha : 0
        }, completion: { _ in
            View.performWithoutAnimation { fore.alpha = alpha }
            context.transitionDidEnd()
        })
    }
}
