import Foundation

/// A transition with its own duration; others last
/// ``TransitionController/defaultDuration`` (0.35 s). The value becomes
/// ``TransitionContext/duration`` for every participant and the animator's duration the runtime
/// (and an interaction) sees. Negative or non-finite values count as 0.
///
/// ```swift
/// extension FadeTransition: TransitionWithCustomDuration {
///     func transitionDuration(with context: TransitionContext) -> TimeInterval { 0.5 }
/// }
/// ```
@MainActor
public protocol TransitionWithCustomDuration: Transition {
    /// The transition's length, in seconds.
    func transitionDuration(with context: TransitionContext) -> TimeInterval
}
