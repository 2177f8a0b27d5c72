import Foundation

/// Drives a view controller transition with a pan (EasyTransitions' interactive controller):
/// wire a view controller, a ``Pan`` and an ``Action``; when the pan begins the action runs
/// (present, dismiss, push, pop or select a tab) and the pan drives the transition's progress by
/// its translation along the pan's direction over ``distance``.
///
/// On release the ``thresholds`` decide: the transition is cancelled when the velocity along
/// the direction is below -5 pt/s (moving back); otherwise it completes when past half way or
/// when the velocity is above 100 pt/s; otherwise it is cancelled. Either way it plays on from
/// where it is on screen. A new pan caught while it plays on takes it over from there.
///
/// The controller whose transition runs (the presented, dismissed, pushed or popped controller,
/// or the tab further right) needs a ``TransitionController/transition``; pushes and pops need
/// ``TransitionNavigationControllerDelegate`` as the navigation controller's delegate, tab
/// switches ``TransitionTabBarControllerDelegate``. Without a transition the pan does nothing.
/// The pan recognizer is attached to the wired controller's view and keeps this object alive.
/// While the transition runs, a pan on its container catches it too: a touch anywhere on the
/// moving screens takes it over, even where the leaving view's final frame is off screen.
///
/// ```swift
/// detail.transitionController.transition = SharedElementTransition()
/// let swipeDown = TransitionInteractiveController(viewController: detail, pan: .regular(.down), action: .dismiss)
/// swipeDown.completion = { completed in print(completed ? "dismissed" : "stayed") }
/// ```
@MainActor
public final class TransitionInteractiveController {
    /// The way the finger moves to advance the transition.
    public enum Direction: Sendable, Hashable, CaseIterable {
        /// The direction the finger moves to drive the transition forward.
        case up, down, left, right
    }

    /// Which pan drives the transition.
    public enum Pan: Sendable, Hashable {
        /// A pan anywhere on the view; progress is its translation along the direction.
        case regular(Direction)
        /// A pan that starts at an edge of the screen (``ScreenEdgePanGestureRecognizer``) and
        /// moves away from it: `.left` advances rightwards.
        case edge(RectEdge)

        /// The way the finger moves to advance.
        public var direction: Direction {
            switch self {
            case .regular(let direction): direction
            case .edge(let edge):
                if edge.contains(.left) { .right } else if edge.contains(.right) { .left }
                else if edge.contains(.top) { .down } else { .up }
            }
        }
    }

    /// What the pan does when it begins.
    public enum Action {
        /// Presents the controller over the wired one.
        case present(ViewController)
        /// Dismisses what the wired controller presents, or the wired controller itself.
        case dismiss
        /// Pushes the controller onto the wired controller's navigation controller (or the wired
        /// navigation controller).
        case push(ViewController)
        /// Pops the top controller of the wired controller's navigation controller.
        case pop
        /// Selects a tab of the wired controller's tab bar controller (or the wired one).
        case selectTab(Int)
        /// Runs your closure, which starts the transition itself (EasyTransitions'
        /// `navigationAction`): a transition made by a ``TransitionController`` takes this
        /// controller's interaction; a transitioning delegate of your own returns
        /// ``TransitionInteractiveController/interactionController`` while
        /// ``TransitionInteractiveController/interactionInProgress``.
        case custom(() -> Void)
    }

    /// When a released transition completes (EasyTransitions' numbers by default).
    public struct ReleaseThresholds: Sendable, Hashable {
        /// Below this velocity along the direction (points per second) the transition is
        /// cancelled whatever its progress: the finger was moving back.
        public var cancelVelocity: CGFloat
        /// Past this progress (0...1) the transition completes.
        public var completionProgress: CGFloat
        /// Above this velocity along the direction (points per second) the transition completes
        /// however short the drag (a flick).
        public var completionVelocity: CGFloat

        /// Thresholds in points per second and progress.
        public init(cancelVelocity: CGFloat = -5, completionProgress: CGFloat = 0.5, completionVelocity: CGFloat = 100) {
            self.cancelVelocity = cancelVelocity
            self.completionProgress = completionProgress
            self.completionVelocity = completionVelocity
        }

        /// Whether a release at `progress` with `velocity` (points per second along the
        /// direction) completes. Non-finite inputs count as 0.
        ///
        /// ```swift
        /// ReleaseThresholds().completes(progress: 0.2, velocity: 400)   // true: a flick
        /// ```
        public func completes(progress: CGFloat, velocity: CGFloat) -> Bool {
            let p = progress.isFinite ? progress : 0
            let v = velocity.isFinite ? velocity : 0
            if v < cancelVelocity { return false }
            return p > completionProgress || v > completionVelocity
        }
    }

    /// The wired view controller.
    public private(set) weak var viewController: ViewController?
    /// The pan that drives the transition.
    public private(set) var pan: Pan
    /// What the pan does when it begins.
    public var action: Action
    /// The travel that makes the whole transition, in points; `nil` (the default) uses the
    /// transition container's width for left and right, its height for up and down — for a
    /// dismissal, the presented screen's own when it is smaller (a half-height sheet pulled down
    /// by its height dismisses, and follows the finger on the way). Values that are not finite
    /// and positive count as `nil`.
    public var distance: CGFloat?
    /// The release rule.
    public var thresholds = ReleaseThresholds()
    /// How fast the rest plays after release (1: the transition's own speed).
    public var completionSpeed: CGFloat = 1
    /// Called once per transition this controller drove, when it ended, with whether it
    /// completed.
    public var completion: ((_ completed: Bool) -> Void)?
    /// The recognizer (it keeps this object alive; `nil` once it is released).
    public private(set) weak var gestureRecognizer: PanGestureRecognizer?

    /// Whether a finger drives a transition right now.
    public private(set) var isInteracting = false
    /// The progress of the driven transition, 0...1.
    public private(set) var percentComplete: CGFloat = 0

    private var interaction: TransitionInteraction?
    private var startProgress: CGFloat = 0
    /// The recognizer whose finger drives right now.
    private var driver: PanGestureRecognizer?
    /// A pan on the transition's container while it runs, so a touch anywhere on the moving
    /// screens catches it (hit-testing uses the views' final, model geometry, where a leaving
    /// view may already be off screen).
    private var catcher: PanGestureRecognizer?

    /// Wires `viewController` to a new pan recognizer, attached to its view (loading it).
    public convenience init(viewController: ViewController, pan: Pan, action: Action) {
        let recognizer = Self.makeRecognizer(for: pan)
        viewController.view.addGestureRecognizer(recognizer)
        self.init(viewController: viewController, gestureRecognizer: recognizer, pan: pan, action: action)
    }

    /// Wires `viewController` to an existing recognizer (attached wherever the caller put it).
    public init(viewController: ViewController, gestureRecognizer: PanGestureRecognizer, pan: Pan, action: Action) {
        self.viewController = viewController
        self.gestureRecognizer = gestureRecognizer
        self.pan = pan
        self.action = action
        gestureRecognizer.addTarget { [self] g in handle(g) }
    }

    /// A controller wired to nothing yet, in EasyTransitions' order: set ``navigationAction``,
    /// then ``wireTo(viewController:with:)``. Until it is wired no pan drives anything.
    ///
    /// ```swift
    /// let interactive = TransitionInteractiveController()
    /// interactive.navigationAction = { detail.dismiss(animated: true) }
    /// interactive.wireTo(viewController: detail, with: .regular(.fromTop))
    /// ```
    public init() {
        pan = .regular(.down)
        action = .custom {}
    }

    /// EasyTransitions' closure that starts the transition when the pan begins (the same as
    /// ``action`` `.custom`); reading it gives an empty closure when ``action`` is another case.
    public var navigationAction: () -> Void {
        get { if case .custom(let perform) = action { perform } else { {} } }
        set { action = .custom(newValue) }
    }

    /// Wires `viewController` to a new pan recognizer for `pan` (EasyTransitions' top-level
    /// ``Pan``), attached to its view (loading it); the recognizer of an
    /// earlier wiring is taken off its view. The recognizer keeps this object alive.
    public func wireTo(viewController: ViewController, with pan: SharedElementsTransitions.Pan) {
        if let old = gestureRecognizer { old.view?.removeGestureRecognizer(old) }
        let pan = pan.interactivePan
        let recognizer = Self.makeRecognizer(for: pan)
        viewController.view.addGestureRecognizer(recognizer)
        self.viewController = viewController
        self.gestureRecognizer = recognizer
        self.pan = pan
        recognizer.addTarget { [self] g in handle(g) }
    }

    /// A recognizer for `pan`: a pan anywhere, or a screen-edge pan from its edges.
    private static func makeRecognizer(for pan: Pan) -> PanGestureRecognizer {
        switch pan {
        case .regular: return PanGestureRecognizer()
        case .edge(let edges):
            let edge = ScreenEdgePanGestureRecognizer()
            edge.edges = edges
            return edge
        }
    }

    /// Whether a pan is starting or driving a transition (EasyTransitions' name): true from the
    /// moment the pan begins, before the action runs, until the finger lifts.
    public var interactionInProgress: Bool { starting || isInteracting }

    /// The interaction controller of the transition this controller is starting or driving:
    /// what a transitioning delegate of your own returns from
    /// `interactionControllerForDismissal(using:)` (and the other `interactionController…`
    /// methods) while ``interactionInProgress``.
    public var interactionController: ViewControllerInteractiveTransitioning? { interaction }

    /// The interaction a `.custom` action is starting right now: a ``TransitionController``
    /// making a run without an interaction controller of its own takes it.
    package static var startingInteraction: ViewControllerInteractiveTransitioning? { startingCustom?.interaction }
    private static weak var startingCustom: TransitionInteractiveController?
    private var starting = false

    /// Whether a transition this controller started has not ended yet.
    public var isTransitioning: Bool { interaction != nil }

    // MARK: - Gesture

    private func handle(_ g: GestureRecognizer) {
        guard let recognizer = g as? PanGestureRecognizer,
              recognizer === gestureRecognizer || recognizer === catcher else { return }
        switch g.state {
        case .began: begin(recognizer)
        case .changed: if driver === recognizer { update(recognizer) }
        case .ended: if driver === recognizer { release(recognizer, cancelled: false) }
        case .cancelled, .failed: if driver === recognizer { release(recognizer, cancelled: true) }
        case .possible: break
        }
    }

    private func begin(_ recognizer: PanGestureRecognizer) {
        // One finger drives at a time; another touch meanwhile is ignored.
        guard driver == nil else { return }
        if let interaction {
            // Catch a transition that plays on after a release.
            guard let progress = interaction.catchTransition() else { return }
            startProgress = progress
            percentComplete = progress
            driver = recognizer
            isInteracting = true
            return
        }
        guard recognizer === gestureRecognizer, let vc = viewController, let window = vc.viewIfLoaded?.window,
              !window.isTransitioning else { return }
        if case .custom(let perform) = action { return beginCustom(recognizer, perform) }
        guard let (fore, perform) = resolveAction(from: vc), let controller = fore.assignedTransitionController else { return }
        let interaction = makeInteraction()
        controller.interactionController = interaction
        perform()
        if controller.interactionController === interaction { controller.interactionController = nil }
        adopt(interaction, driver: recognizer)
    }

    /// A new interaction, held as ``interaction`` until its transition ends.
    private func makeInteraction() -> TransitionInteraction {
        let interaction = TransitionInteraction(completionSpeed: completionSpeed)
        interaction.onEnd = { [weak self, weak interaction] completed in
            guard let self, let interaction, self.interaction === interaction else { return }
            self.interaction = nil
            self.driver = nil
            self.isInteracting = false
            self.removeCatcher()
            self.completion?(completed)
        }
        self.interaction = interaction
        return interaction
    }

    /// After the action ran: drives the transition it started with `driver`, or lets the
    /// interaction go when nothing took it.
    private func adopt(_ interaction: TransitionInteraction, driver recognizer: PanGestureRecognizer) {
        switch interaction.phase {
        case .interacting:
            startProgress = 0
            percentComplete = 0
            driver = recognizer
            isInteracting = true
            installCatcher(on: interaction.containerView)
        case .waiting:
            // The action ran without a transition to drive (refused, or not animated).
            self.interaction = nil
        case .settling, .ended:
            break
        }
    }

    /// Runs a `.custom` action with a new interaction on offer to the transition it starts.
    private func beginCustom(_ recognizer: PanGestureRecognizer, _ perform: () -> Void) {
        let interaction = makeInteraction()
        starting = true
        let outer = Self.startingCustom
        Self.startingCustom = self
        perform()
        Self.startingCustom = outer
        starting = false
        adopt(interaction, driver: recognizer)
    }

    private func installCatcher(on container: View?) {
        guard let container else { return }
        let pan = PanGestureRecognizer()
        pan.addTarget { [weak self] g in self?.handle(g) }
        container.addGestureRecognizer(pan)
        catcher = pan
    }

    private func removeCatcher() {
        if let catcher { catcher.view?.removeGestureRecognizer(catcher) }
        catcher = nil
    }

    private func update(_ recognizer: PanGestureRecognizer) {
        guard let interaction else { driver = nil; return }
        interaction.update(sample(recognizer))
        percentComplete = interaction.percentComplete
    }

    private func release(_ recognizer: PanGestureRecognizer, cancelled: Bool) {
        driver = nil
        isInteracting = false
        guard let interaction else { return }
        let s = sample(recognizer)
        let velocity = along(recognizer.velocity(in: nil))
        let completes = !cancelled && thresholds.completes(progress: s.progress, velocity: velocity)
        interaction.end(s, completing: completes)
    }

    // MARK: - Geometry

    /// The sample for the recognizer's translation and velocity now.
    private func sample(_ recognizer: PanGestureRecognizer) -> TransitionInteractionSample {
        let container = interaction?.containerView
        let d = resolvedDistance(container: container)
        let progress = startProgress + along(recognizer.translation(in: nil)) / d
        return TransitionInteractionSample(
            progress: progress, translation: recognizer.translation(in: container),
            velocity: recognizer.velocity(in: container), distance: d)
    }

    private func resolvedDistance(container: View?) -> CGFloat {
        if let distance, distance.isFinite, distance > 0 { return distance }
        var size = (container ?? viewController?.viewIfLoaded?.window)?.bounds.size ?? .zero
        if case .dismiss = action, let screen = (viewController?.presentedViewController ?? viewController)?.viewIfLoaded?.bounds.size {
            size = CGSize(width: screen.width > 0 && screen.width < size.width ? screen.width : size.width,
                          height: screen.height > 0 && screen.height < size.height ? screen.height : size.height)
        }
        let d: CGFloat
        switch pan.direction {
        case .left, .right: d = size.width
        case .up, .down: d = size.height
        }
        return d.isFinite && d > 0 ? d : 1
    }

    /// The component of a window-space vector along the direction (positive: advancing).
    private func along(_ v: CGPoint) -> CGFloat {
        let value: CGFloat
        switch pan.direction {
        case .right: value = v.x
        case .left: value = -v.x
        case .down: value = v.y
        case .up: value = -v.y
        }
        return value.isFinite ? value : 0
    }

    // MARK: - Actions

    /// The controller whose transition the action runs, and the call that runs it.
    private func resolveAction(from vc: ViewController) -> (ViewController, () -> Void)? {
        switch action {
        case .present(let presented):
            return (presented, { vc.present(presented, animated: true) })
        case .dismiss:
            let context = vc.presentationContext
            guard let dismissed = context.presentedStorage ?? (context.presentingStorage != nil ? context : nil) else { return nil }
            return (dismissed, { vc.dismiss(animated: true) })
        case .push(let pushed):
            guard let nav = vc as? NavigationController ?? vc.navigationController else { return nil }
            return (pushed, { nav.pushViewController(pushed, animated: true) })
        case .pop:
            guard let nav = vc as? NavigationController ?? vc.navigationController, nav.viewControllers.count > 1,
                  let top = nav.topViewController else { return nil }
            return (top, { _ = nav.popViewController(animated: true) })
        case .selectTab(let index):
            guard let tabs = vc as? TabBarController ?? vc.tabBarController, let vcs = tabs.viewControllers,
                  vcs.indices.contains(index), index != tabs.selectedIndex, vcs.indices.contains(tabs.selectedIndex) else { return nil }
            let fore = index > tabs.selectedIndex ? vcs[index] : vcs[tabs.selectedIndex]
            return (fore, { tabs.selectedIndex = index })
        case .custom:
            return nil    // runs through beginCustom: the closure names no controller
        }
    }
}
