import Foundation

/// A view controller transition written once, in terms of fore and back: it runs forward when
/// its controller is presented (or pushed) and backward when it is dismissed (or popped).
///
/// ``start(with:)`` is called once per presentation and once per dismissal. It must eventually
/// call ``TransitionContext/transitionDidEnd()``; until every participant has, the transition
/// keeps running. Optional behaviour comes from the capability protocols
/// ``TransitionWithPresentation``, ``TransitionWithFallback``, ``TransitionWithFeasibility``
/// and ``TransitionWithCustomDuration``.
///
/// ```swift
/// final class FadeTransition: Transition {
///     func start(with context: TransitionContext) {
///         let fore = context.foreViewController.view!
///         fore.alpha = context.direction == .forward ? 0 : 1
///         View.animate(withDuration: context.duration, animations: {
///             fore.alpha = context.direction == .forward ? 1 : 0
///         }, completion: { _ in context.transitionDidEnd() })
///     }
/// }
/// detail.transitionController.transition = FadeTransition()
/// list.present(detail, animated: true)
/// ```
@MainActor
public protocol Transition: AnyObject {
    /// Starts the transition's motion; end it with ``TransitionContext/transitionDidEnd()``.
    func start(with context: TransitionContext)
}

/// Which way a ``Transition`` runs.
public enum TransitionDirection: Sendable, Hashable, CaseIterable {
    /// Presenting or pushing: the fore controller arrives.
    case forward
    /// Dismissing or popping: the fore controller leaves.
    case backward
}
