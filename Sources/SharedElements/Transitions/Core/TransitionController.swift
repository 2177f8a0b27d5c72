import Foundation

/// A view controller's own transition settings (``ViewController/transitionController``): the
/// ``Transition`` used whenever that controller is presented or dismissed — and pushed or popped
/// when its navigation controller's delegate is ``TransitionNavigationControllerDelegate/shared``.
///
/// Setting ``transition`` makes this object the controller's `transitioningDelegate` and, for a
/// ``TransitionWithPresentation``, sets the controller's `modalPresentationStyle` to the one the
/// transition asks for. Setting it to `nil` gives the controller back the system transitions.
///
/// ```swift
/// let detail = DetailViewController()
/// detail.transitionController.transition = FadeTransition()
/// list.present(detail, animated: true)
/// ```
@MainActor
public final class TransitionController: ViewControllerTransitioningDelegate {
    /// The duration of transitions without ``TransitionWithCustomDuration``, in seconds.
    public static let defaultDuration: TimeInterval = 0.35
    /// How many ``TransitionWithFallback`` steps are followed before the chain is cut.
    public static let maximumFallbackDepth = 32

    package private(set) weak var viewController: ViewController?
    /// The controller `present` was last called on, the dismissal's source.
    private weak var presentationSource: ViewController?

    package init(viewController: ViewController) {
        self.viewController = viewController
    }

    /// The transition for this controller's presentations and dismissals (`nil`: the system's).
    public var transition: Transition? {
        didSet {
            guard let viewController else { return }
            if transition == nil {
                if viewController.transitioningDelegate === self { viewController.transitioningDelegate = nil }
                return
            }
            viewController.transitioningDelegate = self
            if let presenting = transition as? TransitionWithPresentation {
                viewController.modalPresentationStyle = presenting.defaultModalPresentationStyle()
            }
        }
    }

    /// The transition running right now for this controller (after its fallback chain), `nil`
    /// when none runs.
    public package(set) var activeTransition: Transition?

    /// An interaction controller for the next transition of this controller: the next
    /// presentation, dismissal, push, pop or tab switch that runs ``transition`` takes it (and
    /// clears this property), and is then driven by it instead of playing on its own. Gesture
    /// helpers (``TransitionInteractiveController``, ``dismissWhenGestureRecognizerBegins(_:direction:)``)
    /// set it for you; set it yourself to drive a transition with your own interactor.
    ///
    /// ```swift
    /// let interaction = PercentDrivenInteractiveTransition()
    /// detail.transitionController.interactionController = interaction
    /// detail.dismiss(animated: true)
    /// interaction.update(0.3)
    /// interaction.finish()
    /// ```
    public var interactionController: ViewControllerInteractiveTransitioning?

    // MARK: - ViewControllerTransitioningDelegate

    public func animationController(
        forPresented presented: ViewController, presenting: ViewController, source: ViewController
    ) -> ViewControllerAnimatedTransitioning? {
        presentationSource = source
        let pc = presented.presentationController
        return makeRun(direction: .forward, fore: presented, back: presenting, source: source,
                       containerView: pc?.containerView, presentationController: pc)
    }

    public func animationController(forDismissed dismissed: ViewController) -> ViewControllerAnimatedTransitioning? {
        guard let presenting = dismissed.presentingViewController else { return nil }
        let pc = dismissed.presentationController
        return makeRun(direction: .backward, fore: dismissed, back: presenting, source: presentationSource ?? presenting,
                       containerView: pc?.containerView, presentationController: pc)
    }

    public func interactionControllerForPresentation(
        using animator: ViewControllerAnimatedTransitioning
    ) -> ViewControllerInteractiveTransitioning? {
        Self.interaction(of: animator)
    }

    public func interactionControllerForDismissal(
        using animator: ViewControllerAnimatedTransitioning
    ) -> ViewControllerInteractiveTransitioning? {
        Self.interaction(of: animator)
    }

    /// The interaction controller a run made by a transition controller took, if any.
    package static func interaction(of animator: ViewControllerAnimatedTransitioning) -> ViewControllerInteractiveTransitioning? {
        (animator as? TransitionRun)?.interaction
    }

    public func presentationController(
        forPresented presented: ViewController, presenting: ViewController?, source: ViewController
    ) -> PresentationController? {
        (transition as? TransitionWithPresentation)?.presentationController(
            forPresented: presented, presenting: presenting, source: source)
    }

    // MARK: - Resolution

    /// The animator running ``transition`` between `fore` and `back`, or `nil` for the system
    /// default (no transition, or the resolved one is not feasible).
    func makeRun(
        direction: TransitionDirection, fore: ViewController, back: ViewController, source: ViewController?,
        containerView: View?, presentationController: PresentationController?
    ) -> TransitionRun? {
        guard let requested = transition else { return nil }
        let run = TransitionRun(direction: direction, fore: fore, back: back, source: source,
                                containerView: containerView ?? View(), presentationController: presentationController)
        run.controller = self
        let context = run.mainContext
        let resolved = Self.resolve(requested, with: context)
        if let feasibility = resolved as? TransitionWithFeasibility, !feasibility.canPerformTransition(with: context) {
            return nil
        }
        if let custom = resolved as? TransitionWithCustomDuration {
            let d = custom.transitionDuration(with: context)
            run.duration = d.isFinite ? max(d, 0) : 0
        }
        run.transition = resolved
        run.interaction = interactionController ?? TransitionInteractiveController.startingInteraction
        interactionController = nil
        return run
    }

    /// Follows `transition`'s fallback chain until a transition returns itself.
    package static func resolve(_ transition: Transition, with context: TransitionContext) -> Transition {
        var current = transition
        for _ in 0..<maximumFallbackDepth {
            guard let fallback = current as? TransitionWithFallback else { return current }
            let next = fallback.fallbackTransition(with: context)
            if next === current { return current }
            current = next
        }
        return current
    }
}
