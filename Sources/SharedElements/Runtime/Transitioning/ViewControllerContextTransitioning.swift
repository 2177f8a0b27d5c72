import Foundation

/// Which of the two view controllers of a transition (`UITransitionContextViewControllerKey`).
public enum TransitionContextViewControllerKey: Sendable, Hashable {
    /// The controller visible when the transition starts.
    case from
    /// The controller visible when it ends.
    case to
}

/// Which of the two views of a transition (`UITransitionContextViewKey`).
public enum TransitionContextViewKey: Sendable, Hashable {
    /// The view leaving; `nil` from ``ViewControllerContextTransitioning/view(forKey:)`` when it
    /// stays on screen (a presenter under an over-full-screen presentation).
    case from
    /// The view arriving; `nil` when it never left (the presenter under an over-full-screen
    /// presentation being dismissed).
    case to
}

/// What a transition's animator is given: the container the transition happens in, the two
/// controllers and views, their frames, and the calls that end it
/// (`UIViewControllerContextTransitioning`). The runtime creates it; animators never do.
///
/// Rules, as in UIKit:
/// - The "to" view is not in ``containerView`` until the animator adds it.
/// - The animator must call ``completeTransition(_:)`` exactly once, when its animations end,
///   passing `!transitionWasCancelled`. On completion the "from" view is removed unless the
///   presentation keeps it; on cancellation every participating view is put back as it was.
///
/// ```swift
/// func animateTransition(using context: ViewControllerContextTransitioning) {
///     guard let toView = context.view(forKey: .to) else { return context.completeTransition(true) }
///     context.containerView.addSubview(toView)
///     toView.alpha = 0
///     View.animate(withDuration: transitionDuration(using: context), animations: { toView.alpha = 1 },
///                  completion: { _ in context.completeTransition(!context.transitionWasCancelled) })
/// }
/// ```
@MainActor
public protocol ViewControllerContextTransitioning: AnyObject {
    /// The view the transition's views live in while it runs.
    var containerView: View { get }
    /// Whether the transition was started with `animated: true`.
    var isAnimated: Bool { get }
    /// Whether an interaction controller is driving it right now (false again after
    /// ``finishInteractiveTransition()`` or ``cancelInteractiveTransition()``).
    var isInteractive: Bool { get }
    /// Whether the transition was cancelled (interactively, or by `completeTransition(false)`).
    var transitionWasCancelled: Bool { get }
    /// The presentation style of a modal transition; `.fullScreen` for containers' transitions.
    var presentationStyle: ModalPresentationStyle { get }
    /// A rotation to apply during the transition; always the identity here (no rotation).
    var targetTransform: AffineTransform { get }

    /// Reports the progress of an interactive transition, 0...1.
    func updateInteractiveTransition(_ percentComplete: CGFloat)
    /// Reports that the interaction ended and the transition will complete.
    func finishInteractiveTransition()
    /// Reports that the interaction ended and the transition will go back.
    func cancelInteractiveTransition()
    /// Reports that a new interaction caught the transition after ``finishInteractiveTransition()``
    /// or ``cancelInteractiveTransition()``: it is interactive again and no longer cancelled.
    /// Ignored while interactive or after ``completeTransition(_:)``.
    func pauseInteractiveTransition()
    /// Ends the transition; `didComplete` false puts everything back. Calls after the first are
    /// ignored with a diagnostic.
    func completeTransition(_ didComplete: Bool)

    /// The controller for `key`.
    func viewController(forKey key: TransitionContextViewControllerKey) -> ViewController?
    /// The view for `key`, `nil` when that view does not take part (see the key's cases).
    func view(forKey key: TransitionContextViewKey) -> View?
    /// A controller's view frame when the transition starts, in container coordinates
    /// (`.zero` when it is not on screen yet).
    func initialFrame(for viewController: ViewController) -> CGRect
    /// A controller's view frame when the transition ends, in container coordinates
    /// (`.zero` when it leaves the screen).
    func finalFrame(for viewController: ViewController) -> CGRect
}
