import Foundation

/// The modal animator shape of EasyTransitions, usable directly as a ``Transition``: lay the
/// modal view out for the start in ``layout(presenting:modalView:in:)``, change it to the end
/// state in ``animate(presenting:modalView:in:)`` (run inside an animation of ``duration``
/// seconds), and hear about the end through ``onPresented`` and ``onDismissed``.
///
/// The modal view is the fore controller's view; `presenting` is true when moving forward.
///
/// ```swift
/// final class SlideUpAnimator: ModalTransitionAnimator {
///     var duration: TimeInterval = 0.4
///     var onPresented: (() -> Void)?
///     var onDismissed: (() -> Void)?
///     func layout(presenting: Bool, modalView: View, in container: View) {
///         if presenting { modalView.transform = AffineTransform(translationX: 0, y: container.bounds.height) }
///     }
///     func animate(presenting: Bool, modalView: View, in container: View) {
///         modalView.transform = presenting ? .identity : AffineTransform(translationX: 0, y: container.bounds.height)
///     }
/// }
/// detail.transitionController.transition = SlideUpAnimator()
/// ```
@MainActor
public protocol ModalTransitionAnimator: TransitionWithCustomDuration {
    /// The animation's length, in seconds.
    var duration: TimeInterval { get }
    /// Called after a presentation's animation ended (not when an interaction cancelled it).
    var onPresented: (() -> Void)? { get set }
    /// Called after a dismissal's animation ended (not when an interaction cancelled it).
    var onDismissed: (() -> Void)? { get set }
    /// Sets the modal view up for the start of the animation (not animated).
    func layout(presenting: Bool, modalView: View, in container: View)
    /// Changes the modal view to its end state (animated).
    func animate(presenting: Bool, modalView: View, in container: View)
}

extension ModalTransitionAnimator {
    public func transitionDuration(with context: TransitionContext) -> TimeInterval { duration }

    public func start(with context: TransitionContext) {
        let presenting = context.direction == .forward
        let container = context.containerView
        guard let modalView = context.foreViewController.viewIfLoaded else { return context.transitionDidEnd() }
        View.performWithoutAnimation { layout(presenting: presenting, modalView: modalView, in: container) }
        View.animate(withDuration: context.duration, animations: {
            animate(presenting: presenting, modalView: modalView, in: container)
        }, completion: { _ in
            // A cancelled transition presented or dismissed nothing: no callback.
            if !context.transitionWasCancelled {
                if presenting { self.onPresented?() } else { self.onDismissed?() }
            }
            context.transitionDidEnd()
        })
    }
}
