import Foundation

/// One run of a ``Transition`` as the runtime's animator: it owns the contexts of the
/// participants, starts them, and calls `completeTransition` once all of them ended.
@MainActor
final class TransitionRun: ViewControllerAnimatedTransitioning {
    let direction: TransitionDirection
    let fore: ViewController
    let back: ViewController
    let source: ViewController?
    let presentationController: PresentationController?
    var containerView: View
    /// Seconds; fixed when the transition was resolved.
    var duration: TimeInterval = TransitionController.defaultDuration
    /// The transition after the fallback chain; set before the run is handed out.
    var transition: Transition?
    weak var controller: TransitionController?
    /// The interaction controller that drives this run, taken from the controller's
    /// ``TransitionController/interactionController`` when the run was made.
    var interaction: ViewControllerInteractiveTransitioning?

    private var system: ViewControllerContextTransitioning?
    /// A participant asked for the transition to end cancelled.
    var cancelRequested = false
    private var nextPart = 1
    /// The parts that have started and not ended, with a name for diagnostics.
    private var pending: [(part: Int, name: String)] = []
    private var isStarting = false
    private(set) var isFinished = false

    init(
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
    private(set) lazy var mainContext = TransitionContext(run: self, part: 0)

    var wasCancelled: Bool { cancelRequested || system?.transitionWasCancelled == true }

    /// Whether an interaction drives the transition right now.
    var isInteractive: Bool { system?.isInteractive == true }

    // MARK: - ViewControllerAnimatedTransitioning

    func transitionDuration(using transitionContext: ViewControllerContextTransitioning?) -> TimeInterval { duration }

    func animateTransition(using transitionContext: ViewControllerContextTransitioning) {
        guard system == nil, let transition else { return transitionContext.completeTransition(true) }
        system = transitionContext
        containerView = transitionContext.containerView
        (transitionContext as? TransitioningContext)?.pendingDescription = { [weak self] in self?.pendingSummary }
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

    func animationEnded(_ transitionCompleted: Bool) {
        if let controller, controller.activeTransition === transition { controller.activeTransition = nil }
    }

    /// Turns a running transition round (``TransitionWithRetargeting``) so it ends cancelled.
    /// Returns whether it did.
    func retargetToStart() -> Bool {
        guard system != nil, !isFinished, let transition = transition as? TransitionWithRetargeting,
              transition.retargetToStart(with: mainContext) else { return false }
        cancelRequested = true
        return true
    }

    // MARK: - Parts

    func compose(_ transition: Transition) {
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
        pending.append((part, String(describing: type(of: transition))))
        transition.start(with: part == 0 ? mainContext : TransitionContext(run: self, part: part))
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
