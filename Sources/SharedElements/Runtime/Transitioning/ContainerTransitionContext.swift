import Foundation

/// The runtime's transition context: it runs one transition between two controllers, checks
/// the animator's calls, sends the appearance callbacks and puts views back on cancellation.
/// Every operation (present, dismiss, push, pop, tab switch) builds and starts it the same way,
/// through ``ContainerTransition/run()``.
///
/// Calling order, as in UIKit:
/// 1. disappearing `viewWillDisappear`, appearing `viewWillAppear`;
/// 2. the interaction controller's `startInteractiveTransition` if there is one, else the
///    animator's `animateTransition`;
/// 3. on `completeTransition(true)`: the owner's structural update (the "from" view removed…),
///    disappearing `viewDidDisappear`, appearing `viewDidAppear`; on `completeTransition(false)`:
///    every recorded view put back, then appearing `viewWillDisappear`/`viewDidDisappear` and
///    disappearing `viewWillAppear`/`viewDidAppear`;
/// 4. the animator's `animationEnded`, then the owner's end callbacks (presentation
///    controller, completion block).
@MainActor
package final class ContainerTransitionContext: ViewControllerContextTransitioning {
    /// The controllers, views and frames of one transition, as the owner worked them out.
    package struct Participants {
        package var from: ViewController
        package var to: ViewController
        package var fromView: View?
        package var toView: View?
        var initialFrames: [ObjectIdentifier: CGRect] = [:]
        var finalFrames: [ObjectIdentifier: CGRect] = [:]
        /// Who gets `viewWillAppear`/`viewDidAppear` (nil: nobody's appearance changes).
        var appearing: ViewController?
        /// Who gets `viewWillDisappear`/`viewDidDisappear`.
        var disappearing: ViewController?
    }

    package let containerView: View
    package let isAnimated: Bool
    package let presentationStyle: ModalPresentationStyle
    package var targetTransform: AffineTransform { .identity }
    package private(set) var isInteractive = false
    package private(set) var transitionWasCancelled = false
    /// The last progress an interaction reported, 0...1.
    package private(set) var percentComplete: CGFloat = 0
    /// Whether `completeTransition` was called.
    package private(set) var isFinished = false

    package let participants: Participants
    package let animator: ViewControllerAnimatedTransitioning
    package let interactor: ViewControllerInteractiveTransitioning?
    /// A description for diagnostics ("push of Detail over List").
    package let name: String
    /// The structural update after the outcome is known, before the appearance callbacks.
    var applyOutcome: (Bool) -> Void = { _ in }
    /// The end callbacks, after `animationEnded`.
    var afterOutcome: (Bool) -> Void = { _ in }
    /// Clean-ups of helpers (an interaction's paused layer timing, temporary bar labels), run
    /// first when the transition ends.
    package var endHooks: [() -> Void] = []
    /// Layers animated alongside the transition before the animator starts (the status bar's
    /// cross-fade, a navigation bar's titles, a tab bar): an interaction controller that scrubs by progress
    /// (``ScrubsAlongsideAnimations``) holds them with the container, so they follow the finger.
    package var alongsideLayers: [Layer] = []
    /// Names what the animator still waits for (the parts of a ``TransitionContext`` that have
    /// not ended), added to the timeout diagnostic.
    package var pendingDescription: (() -> String?)?

    private let saved: [SavedViewState]
    private let diagnostics: TransitionDiagnostics
    private let clock: AnimationClock
    private let timers: ClockTimers
    private weak var window: Window?
    private var timeoutID: Int?

    /// - Parameter saved: the states of every view the transition may move, recorded before
    ///   the owner prepared anything.
    package init(
        name: String, window: Window, containerView: View, participants: Participants,
        animator: ViewControllerAnimatedTransitioning, interactor: ViewControllerInteractiveTransitioning?,
        isAnimated: Bool, presentationStyle: ModalPresentationStyle = .fullScreen, saved: [SavedViewState]
    ) {
        self.name = name
        self.window = window
        self.diagnostics = window.transitionDiagnostics
        self.clock = window.clock
        self.timers = window.timers
        self.containerView = containerView
        self.participants = participants
        self.animator = animator
        self.interactor = interactor
        self.isAnimated = isAnimated
        self.presentationStyle = presentationStyle
        self.saved = saved
    }

    /// The animator's duration for this transition, in seconds (0 when not finite or negative).
    package var duration: TimeInterval {
        let d = animator.transitionDuration(using: self)
        return d.isFinite ? max(d, 0) : 0
    }

    /// Sends the will-callbacks and hands the transition to the interactor or the animator.
    package func start() {
        window?.runningTransition = self
        participants.disappearing?.beginAppearanceTransition(false, animated: isAnimated)
        participants.appearing?.beginAppearanceTransition(true, animated: isAnimated)
        window?.statusBarTransitionWillStart(self)
        // Block animations that touch no layer of the window still complete on its clock.
        AnimationClock.withDefault(clock) {
            if let interactor {
                isInteractive = interactor.wantsInteractiveStart
                if !isInteractive { scheduleTimeout(after: duration) }
                interactor.startInteractiveTransition(self)
            } else {
                scheduleTimeout(after: duration)
                animator.animateTransition(using: self)
            }
        }
    }

    // MARK: - ViewControllerContextTransitioning

    package func viewController(forKey key: TransitionContextViewControllerKey) -> ViewController? {
        key == .from ? participants.from : participants.to
    }

    package func view(forKey key: TransitionContextViewKey) -> View? {
        key == .from ? participants.fromView : participants.toView
    }

    package func initialFrame(for viewController: ViewController) -> CGRect {
        participants.initialFrames[ObjectIdentifier(viewController)] ?? .zero
    }

    package func finalFrame(for viewController: ViewController) -> CGRect {
        participants.finalFrames[ObjectIdentifier(viewController)] ?? .zero
    }

    package func updateInteractiveTransition(_ percentComplete: CGFloat) {
        guard percentComplete.isFinite else { return }
        self.percentComplete = min(max(percentComplete, 0), 1)
    }

    package func finishInteractiveTransition() {
        guard isInteractive, !isFinished else { return }
        isInteractive = false
        let speed = max(interactor?.completionSpeed ?? 1, 0.01)
        scheduleTimeout(after: (1 - percentComplete) * duration / speed)
    }

    package func cancelInteractiveTransition() {
        guard isInteractive, !isFinished else { return }
        isInteractive = false
        transitionWasCancelled = true
        let speed = max(interactor?.completionSpeed ?? 1, 0.01)
        scheduleTimeout(after: percentComplete * duration / speed)
    }

    package func pauseInteractiveTransition() {
        guard !isInteractive, !isFinished, interactor != nil else { return }
        isInteractive = true
        transitionWasCancelled = false
        if let timeoutID {
            timers.cancel(timeoutID)
            self.timeoutID = nil
        }
    }

    package func completeTransition(_ didComplete: Bool) {
        guard !isFinished else {
            report(.completedTwice, "completeTransition(\(didComplete)) called again for the \(name); ignored")
            return
        }
        isFinished = true
        isInteractive = false
        if let timeoutID { timers.cancel(timeoutID) }
        transitionWasCancelled = !didComplete
        let hooks = endHooks
        endHooks = []
        for hook in hooks { hook() }
        if !didComplete { SavedViewState.restore(saved) }
        applyOutcome(didComplete)
        if didComplete {
            participants.disappearing?.endAppearanceTransition()
            participants.appearing?.endAppearanceTransition()
        } else {
            participants.appearing?.beginAppearanceTransition(false, animated: isAnimated)
            participants.appearing?.endAppearanceTransition()
            participants.disappearing?.beginAppearanceTransition(true, animated: isAnimated)
            participants.disappearing?.endAppearanceTransition()
        }
        if window?.runningTransition === self { window?.runningTransition = nil }
        window?.statusBarTransitionDidEnd()
        animator.animationEnded(didComplete)
        afterOutcome(didComplete)
    }

    // MARK: - Checks

    package func report(_ kind: TransitionDiagnostic.Kind, _ message: String) {
        diagnostics.report(kind, message, time: clock.now)
    }

    private func scheduleTimeout(after seconds: TimeInterval) {
        if let timeoutID { timers.cancel(timeoutID) }
        let limit = seconds + TransitionDiagnostics.completionTimeout
        timeoutID = timers.schedule(after: limit) { [weak self] in
            guard let self, !self.isFinished else { return }
            self.report(.completionTimedOut,
                        "the animator of the \(self.name) has not called completeTransition \(limit) s after it started"
                        + " (its duration plus \(TransitionDiagnostics.completionTimeout) s); the transition is still running"
                        + (self.pendingDescription?().map { "; waiting for \($0)" } ?? ""))
        }
    }
}
