import Foundation

/// A transition that can decline a context: when ``canPerformTransition(with:)`` returns
/// false, the system default transition runs instead (the modal cover-vertical slide, the
/// navigation slide, an unanimated tab switch). Asked after the fallback chain settled.
///
/// ```swift
/// extension SheetTransition: TransitionWithFeasibility {
///     func canPerformTransition(with context: TransitionContext) -> Bool {
///         context.presentationController != nil
///     }
/// }
/// ```
@MainActor
public protocol TransitionWithFeasibility: Transition {
    /// Whether this transition can run in `context`.
    func canPerformTransition(with context: TransitionContext) -> Bool
}
