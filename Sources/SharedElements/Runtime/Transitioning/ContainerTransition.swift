import Foundation

/// One transition between two controllers, as an operation (present, dismiss, push, pop, tab
/// switch) describes it: what differs between the operations. ``run()`` is the one recipe that
/// carries it out.
///
/// The recipe, in order:
/// 1. record the state of every view in ``savedViews`` (``SavedViewState``);
/// 2. ``prepare``: the operation's own set-up, which names the participants;
/// 3. ``controllers``: the animator and interaction controller;
/// 4. build the ``ContainerTransitionContext``, with ``outcome`` as its structural update (on
///    cancellation the recorded views are put back first) and ``ended`` as its end callbacks;
/// 5. ``willStart``, then start the context (appearance callbacks, animator or interactor).
@MainActor
package struct ContainerTransition {
    package typealias Participants = ContainerTransitionContext.Participants
    package typealias Controllers = (
        animator: ViewControllerAnimatedTransitioning, interactor: ViewControllerInteractiveTransitioning?
    )

    /// A description for diagnostics ("push from List to Detail in Navigation").
    package var name: String
    package var window: Window
    package var containerView: View
    package var isAnimated: Bool
    var presentationStyle: ModalPresentationStyle = .fullScreen
    /// Every view the transition may move, recorded before ``prepare`` runs and put back
    /// exactly (superview, index, geometry, opacity, hidden flag) when it is cancelled.
    var savedViews: [View]
    /// The operation's set-up after the views are recorded; returns the participants.
    var prepare: () -> Participants
    /// The animator and the interaction controller, asked for after ``prepare``.
    var controllers: () -> Controllers
    /// The structural update once the outcome is known (`true`: completed), before the
    /// appearance callbacks.
    package var outcome: (_ completed: Bool, _ context: ContainerTransitionContext) -> Void
    /// Runs just before the context starts (a presentation controller's will-begin, a
    /// navigation bar animated alongside).
    var willStart: (ContainerTransitionContext) -> Void = { _ in }
    /// The end callbacks, after the animator's `animationEnded`.
    package var ended: (_ completed: Bool) -> Void = { _ in }

    /// Records the views, prepares, builds the context and starts it; returns the context.
    @discardableResult
    package func run() -> ContainerTransitionContext {
        let saved = savedViews.map(SavedViewState.init)
        let participants = prepare()
        let (animator, interactor) = controllers()
        let context = ContainerTransitionContext(
            name: name, window: window, containerView: containerView, participants: participants,
            animator: animator, interactor: interactor, isAnimated: isAnimated,
            presentationStyle: presentationStyle, saved: saved)
        let outcome = outcome
        context.applyOutcome = { completed in outcome(completed, context) }
        context.afterOutcome = ended
        willStart(context)
        context.start()
        return context
    }
}

extension ContainerTransition {
    /// A transition that replaces `from`'s view by `to`'s, which fills `containerView` (push,
    /// pop, tab switch). Once completed, the "from" view is out of the hierarchy and the "to"
    /// view in the container before `outcome` runs; `prepare` runs after the participants are
    /// worked out.
    package static func replacing(
        _ from: ViewController, by to: ViewController, name: String, window: Window, containerView: View,
        isAnimated: Bool, savedViews: [View], prepare: @escaping () -> Void = {},
        controllers: @escaping () -> Controllers,
        outcome: @escaping (_ completed: Bool, _ context: ContainerTransitionContext) -> Void
    ) -> ContainerTransition {
        let fromView: View = from.view
        let toView: View = to.view
        return ContainerTransition(
            name: name, window: window, containerView: containerView, isAnimated: isAnimated,
            savedViews: [fromView, toView] + savedViews,
            prepare: {
                let finalFrame = containerView.bounds
                toView.frame = finalFrame
                toView.autoresizingMask = [.flexibleWidth, .flexibleHeight]
                var who = Participants(from: from, to: to)
                who.fromView = fromView
                who.toView = toView
                who.initialFrames = [ObjectIdentifier(from): fromView.frame]
                who.finalFrames = [ObjectIdentifier(to): finalFrame]
                who.appearing = to
                who.disappearing = from
                prepare()
                return who
            },
            controllers: controllers,
            outcome: { completed, context in
                if completed {
                    fromView.removeFromSuperview()
                    context.placeInContainer(toView, described: "the new view")
                }
                outcome(completed, context)
            })
    }
}

extension ContainerTransitionContext {
    /// Adds `view` to the container when the animator did not, with a
    /// ``TransitionDiagnostic/Kind/toViewNotAdded`` diagnostic: a completed transition leaves
    /// its incoming view there.
    func placeInContainer(_ view: View, described what: String) {
        guard view.superview !== containerView else { return }
        report(.toViewNotAdded, "the animator of the \(name) did not add \(what) to the container")
        containerView.addSubview(view)
    }
}
