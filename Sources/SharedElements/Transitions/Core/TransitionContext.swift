import Foundation

/// What a ``Transition`` is given when it starts: which way it runs, how long, the fore and
/// back controllers, the container the motion happens in, and the call that ends its part.
///
/// Every participant of one transition — the main transition, each transition passed to
/// ``compose(with:)``, and a presentation controller that is itself a ``Transition`` — gets its
/// own context. The view-controller transition completes only after every one of them has called
/// ``transitionDidEnd()``, in any order; calls after the first are ignored. A part that never ends
/// leaves the transition running and is named in the window's
/// ``TransitionDiagnostic/Kind/completionTimedOut`` diagnostic.
///
/// Before the transition starts, the arriving view is placed in ``containerView`` at its final
/// frame when it is not on screen yet: on top when moving forward, below the leaving view when
/// moving backward.
///
/// ```swift
/// func start(with context: TransitionContext) {
///     context.compose(with: FadeTransition())       // runs alongside; both must end
///     let fore = context.foreViewController.view!
///     let height = context.containerView.bounds.height
///     fore.transform = AffineTransform(translationX: 0, y: context.direction == .forward ? height : 0)
///     View.animate(withDuration: context.duration, animations: {
///         fore.transform = AffineTransform(translationX: 0, y: context.direction == .forward ? 0 : height)
///     }, completion: { _ in context.transitionDidEnd() })
/// }
/// ```
@MainActor
public final class TransitionContext {
    private let run: TransitionRun
    private let part: Int

    package init(run: TransitionRun, part: Int) {
        self.run = run
        self.part = part
    }

    /// `.forward` when presenting or pushing, `.backward` when dismissing or popping.
    public var direction: TransitionDirection { run.direction }
    /// The transition's length, in seconds (see ``TransitionWithCustomDuration``).
    public var duration: TimeInterval { run.duration }
    /// The controller being presented, pushed, dismissed or popped.
    public var foreViewController: ViewController { run.fore }
    /// The controller the fore controller is presented over or pushed onto.
    public var backViewController: ViewController { run.back }
    /// The controller `present` was called on (for a dismissal, the one of the presentation);
    /// for navigation and tab transitions, the back controller.
    public var sourceViewController: ViewController? { run.source }
    /// The view the transition's views live in while it runs.
    public var containerView: View { run.containerView }
    /// The presentation controller of a modal transition; `nil` for navigation and tabs.
    public var presentationController: PresentationController? { run.presentationController }
    /// Whether the underlying view-controller transition was cancelled (by an interaction).
    public var transitionWasCancelled: Bool { run.wasCancelled }
    /// Whether a gesture drives the transition right now: true from the start of an interactive
    /// transition until the finger lifts (and again while a new touch holds it). A transition
    /// that is a ``TransitionWithInteraction`` then waits for its interaction calls instead of
    /// playing on time.
    public var isInteractive: Bool { run.isInteractive }

    /// Ends this participant's part. The view-controller transition completes once every
    /// participant has ended; calls after the first are ignored.
    public func transitionDidEnd() {
        run.partDidEnd(part)
    }

    /// Makes the view-controller transition end as cancelled once every participant has ended
    /// (the runtime then puts both screens back), as an interaction's cancel does.
    func requestCancellation() {
        run.cancelRequested = true
    }

    /// Runs `transition` as part of this one, at once, with its own context (same direction,
    /// duration, controllers and container). Its fallback chain is followed first. The whole
    /// transition ends only after `transition` has ended too. Ignored once the transition ended.
    ///
    /// ```swift
    /// context.compose(with: FadeTransition())
    /// ```
    public func compose(with transition: Transition) {
        run.compose(transition)
    }
}
