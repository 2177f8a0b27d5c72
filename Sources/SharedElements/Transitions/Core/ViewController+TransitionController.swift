import Foundation

// MARK: - Transition controller

extension ViewController {
    /// This controller's own ``TransitionController``, created on first access. Its
    /// `transition` is used whenever this controller is presented or dismissed.
    ///
    /// ```swift
    /// detail.transitionController.transition = FadeTransition()
    /// list.present(detail, animated: true)
    /// ```
    public var transitionController: TransitionController {
        if let existing = associations[TransitionController.self] { return existing }
        let created = TransitionController(viewController: self)
        associations[TransitionController.self] = created
        return created
    }

    /// The transition set on this controller's transition controller, without creating one.
    var assignedTransitionController: TransitionController? {
        associations[TransitionController.self]?.transition == nil ? nil : associations[TransitionController.self]
    }
}
