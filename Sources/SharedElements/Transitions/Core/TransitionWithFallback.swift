import Foundation

/// A transition that may hand the work to another one for a given context (for example a
/// shared-element transition falling back to a fade when nothing matches).
///
/// Before a transition starts, ``fallbackTransition(with:)`` is asked repeatedly — of the
/// returned transition too, when it also conforms — until a transition returns itself. A chain
/// that never settles is cut after ``TransitionController/maximumFallbackDepth`` steps, using the
/// last transition returned.
///
/// ```swift
/// extension HeroTransition: TransitionWithFallback {
///     func fallbackTransition(with context: TransitionContext) -> Transition {
///         hasMatches(context) ? self : FadeTransition()
///     }
/// }
/// ```
@MainActor
public protocol TransitionWithFallback: Transition {
    /// The transition to run instead of this one, or `self` to run this one.
    func fallbackTransition(with context: TransitionContext) -> Transition
}
