import Foundation

/// EasyTransitions' transitioning delegate for modal presentations: one
/// ``ModalTransitionAnimator`` for presenting and dismissing, an optional presentation
/// controller, and a pan that dismisses interactively.
///
/// Keep it alive yourself (a controller's `transitioningDelegate` is weak, as in UIKit). When
/// asked for an animator it sets the animator as the presented controller's
/// ``ViewController/transitionController`` transition (and stays its `transitioningDelegate`),
/// so a pan wired with ``wire(viewController:with:)`` drives the dismissal through
/// ``TransitionInteractiveController`` with EasyTransitions' release rule.
///
/// ```swift
/// let modalTransitionDelegate = ModalTransitionDelegate()
/// modalTransitionDelegate.set(animator: SlideUpAnimator())
/// modalTransitionDelegate.wire(viewController: detail, with: .regular(.fromTop))
/// detail.transitioningDelegate = modalTransitionDelegate
/// detail.modalPresentationStyle = .custom
/// list.present(detail, animated: true, completion: nil)
/// ```
@MainActor
open class ModalTransitionDelegate: ViewControllerTransitioningDelegate {
    /// The animator of presentations and dismissals (`nil`: the system's).
    public private(set) var animator: ModalTransitionAnimator?
    /// The presentation controller handed to a `.custom` presentation (`nil`: a plain one).
    public private(set) var presentationController: PresentationController?
    /// The pan wired by ``wire(viewController:with:)``, if any.
    public private(set) var interactiveController: TransitionInteractiveController?

    /// A delegate with no animator (the system's transitions) until ``set(animator:)``.
    public init() {}

    /// Uses `animator` for presenting and dismissing.
    open func set(animator: ModalTransitionAnimator?) {
        self.animator = animator
    }

    /// Hands `presentationController` to the next `.custom` presentation (EasyTransitions'
    /// `set(presentationController:)`); create it for the controller you will present.
    open func set(presentationController: PresentationController?) {
        self.presentationController = presentationController
    }

    /// Adds a pan to `viewController`'s view that dismisses it interactively: the pan's
    /// translation along its direction over the container's size is the progress, released
    /// past half way or with a flick it completes (``TransitionInteractiveController``).
    open func wire(viewController: ViewController, with pan: Pan) {
        if let animator { adopt(animator, for: viewController) }
        interactiveController = TransitionInteractiveController(viewController: viewController, pan: pan.interactivePan,
                                                                action: .dismiss)
    }

    /// Adds a pan to `viewController`'s view that runs `navigationAction` when it begins and then
    /// drives the transition the action started (EasyTransitions' `wire(viewController:with:navigationAction:)`):
    /// a dismissal, a push, anything a ``TransitionController`` or this delegate animates.
    ///
    /// ```swift
    /// modalTransitionDelegate.wire(viewController: detail, with: .regular(.fromTop),
    ///                              navigationAction: { detail.dismiss(animated: true) })
    /// ```
    open func wire(viewController: ViewController, with pan: Pan, navigationAction: @escaping () -> Void) {
        if let animator { adopt(animator, for: viewController) }
        let interactive = TransitionInteractiveController()
        interactive.navigationAction = navigationAction
        interactive.wireTo(viewController: viewController, with: pan)
        interactiveController = interactive
    }

    /// Makes `animator` the transition of `vc`'s transition controller, keeping this object as
    /// its transitioning delegate.
    private func adopt(_ animator: ModalTransitionAnimator, for vc: ViewController) {
        let controller = vc.transitionController
        if controller.transition !== animator { controller.transition = animator }
        vc.transitioningDelegate = self
    }

    // MARK: - ViewControllerTransitioningDelegate

    open func animationController(
        forPresented presented: ViewController, presenting: ViewController, source: ViewController
    ) -> ViewControllerAnimatedTransitioning? {
        guard let animator else { return nil }
        adopt(animator, for: presented)
        return presented.transitionController.animationController(forPresented: presented, presenting: presenting, source: source)
    }

    open func animationController(forDismissed dismissed: ViewController) -> ViewControllerAnimatedTransitioning? {
        guard let animator else { return nil }
        adopt(animator, for: dismissed)
        return dismissed.transitionController.animationController(forDismissed: dismissed)
    }

    open func interactionControllerForPresentation(
        using animator: ViewControllerAnimatedTransitioning
    ) -> ViewControllerInteractiveTransitioning? {
        TransitionController.interaction(of: animator)
    }

    open func interactionControllerForDismissal(
        using animator: ViewControllerAnimatedTransitioning
    ) -> ViewControllerInteractiveTransitioning? {
        TransitionController.interaction(of: animator)
    }

    open func presentationController(
        forPresented presented: ViewController, presenting: ViewController?, source: ViewController
    ) -> PresentationController? {
        presentationController
    }
}
