import Foundation

/// One run of a ``Transition`` as the runtime's animator: it owns the contexts of the
/// participants, starts them, and calls `completeTransition` once all of them ended.
@MainActor
package final class TransitionRun: ReversibleTransitionAnimator {
    package let direction: TransitionDirection
    package let fore: ViewController
    package let back: ViewController
    package let source: ViewController?
    package let presentationController: PresentationController?
    package var containerView: View
    /// Seconds; fixed when the transition was resolved.
    package var duration: TimeInterval = TransitionController.defaultDuration
    /// The transition after the fallback chain; set before the run is handed out.
    package var transition: Transition?
    package weak var controller: TransitionController?
    /// The interaction controller that drives this run, taken from the controller's
    /// ``TransitionController/interactionController`` when the run was made.
    package var interaction: ViewControllerInteractiveTransitioning?

    private var system: ViewControllerContextTransitioning?
    /// A participant asked for the transition to end cancelled.
    var cancelRequested = false
    private var nextPart = 1
    /// The parts that have started and not ended, with a name for diagnostics.
    private var pending: [(part: Int, name: String)] = []
    private var isStarting = false
    package private(set) var isFinished = false

    package init(
        direction: TransitionDirection, fore: ViewController, back: ViewController, source: ViewController?,
        containerView: View, presentationController: PresentationController?
    ) {
        self.direction = direction
        self.fore = fore
        self.back = back
        self.source = source
        self.containerView = containerView
        self.presentationController = presentationController
    }

    /// The context of the main transition (part 0), also used to ask capability questions.
    package private(set) lazy var mainContext = TransitionContext(run: self, part: 0)

    var wasCancelled: Bool { cancelRequested || system?.transitionWasCancelled == true }

    /// Whether an interaction drives the transition right now.
    package var isInteractive: Bool { system?.isInteractive == true }

    // MARK: - ViewControllerAnimatedTransitioning

    package func transitionDuration(using transitionContext: ViewControllerContextTransitioning?) -> TimeInterval { duration }

    package func animateTransition(using transitionContext: ViewControllerContextTransitioning) {
        guard system == nil, let transition else { return transitionContext.completeTransition(true) }
        system = transitionContext
        containerView = transitionContext.containerView
        (transitionContext as? ContainerTransitionContext)?.pendingDescription = { [weak self] in self?.pendingSummary }
        controller?.activeTransition = transition
        placeArrivingView(transitionContext)
        isStarting = true
        if let presentation = presentationController as? Transition {
            start(presentation, part: takePart())
        }
        start(transition, part: 0)
        isStarting = false
        finishIfDone()
    }

    package func animationEnded(_ transitionCompleted: Bool) {
        if let controller, controller.activeTransition === transition { controller.activeTransition = nil }
    }

    /// Turns a running transition round (``TransitionWithRetargeting``) so it ends cancelled.
    /// Returns whether it did.
    package var incomingController: ViewController? { direction == .forward ? fore : nil }

    package func retargetToStart() -> Bool {
        guard system != nil, !isFinished, let transition = transition as? TransitionWithRetargeting,
              transition.retargetToStart(with: mainContext) else { return false }
        cancelRequested = true
        return true
    }

    // MARK: - Parts

    package func compose(_ transition: Transition) {
        guard system != nil, !isFinished else { return }
        let resolved = TransitionController.resolve(transition, with: mainContext)
        start(resolved, part: takePart())
    }

    func partDidEnd(_ part: Int) {
        guard let i = pending.firstIndex(where: { $0.part == part }) else { return }
        pending.remove(at: i)
        finishIfDone()
    }

    private func start(_ transition: Transition, part: Int) {
        let context = part == 0 ? mainContext : TransitionContext(run: self, part: part)
        // With reduced motion a transition that moves things runs its stand-in (a cross-fade).
        var transition = transition
        if Accessibility.isReduceMotionEnabled, let moving = transition as? TransitionWithReducedMotion {
            transition = moving.reducedMotionTransition(with: context)
        }
        pending.append((part, String(describing: type(of: transition))))
        transition.start(with: context)
    }

    private func takePart() -> Int {
        defer { nextPart += 1 }
        return nextPart
    }

    private func finishIfDone() {
        guard !isStarting, pending.isEmpty, !isFinished, let system else { return }
        isFinished = true
        system.completeTransition(!wasCancelled)
    }

    private var pendingSummary: String? {
        pending.isEmpty ? nil : "transitionDidEnd from " + pending.map(\.name).joined(separator: ", ")
    }

    /// Puts the arriving view in the container at its final frame when it is not on screen.
    private func placeArrivingView(_ context: ViewControllerContextTransitioning) {
        guard let toView = context.view(forKey: .to), toView.superview == nil else { return }
        if let toVC = context.viewController(forKey: .to) {
            let frame = context.finalFrame(for: toVC)
            if !frame.isEmpty { toView.frame = frame }
        }
        let container = context.containerView
        if direction == .forward {
            container.addSubview(toView)
        } else if let fromView = context.view(forKey: .from), fromView.superview === container {
            container.insertSubview(toView, belowSubview: fromView)
        } else {
            container.insertSubview(toView, at: 0)
        }
    }
}
