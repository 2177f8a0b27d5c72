import Foundation

// MARK: - Gesture-driven dismissal

extension TransitionController {
    /// Dismisses this controller's view controller interactively when `gestureRecognizer`
    /// begins (MotionTransitioning's API): the pan then drives the dismissal by its translation
    /// along `direction` over the container's height (or width), and its release completes or
    /// cancels it by ``TransitionInteractiveController/ReleaseThresholds``. Attach the recognizer
    /// to a view yourself; it keeps the returned controller alive, which you can tune
    /// (`distance`, `thresholds`, `completion`).
    ///
    /// Needs ``transition`` to be set; a transition that is a ``TransitionWithInteraction``
    /// (``SharedElementTransition``) follows the finger, every other one is scrubbed by progress.
    ///
    /// ```swift
    /// detail.transitionController.transition = SharedElementTransition()
    /// let pan = PanGestureRecognizer()
    /// detail.view.addGestureRecognizer(pan)
    /// detail.transitionController.dismissWhenGestureRecognizerBegins(pan)
    /// ```
    @discardableResult
    public func dismissWhenGestureRecognizerBegins(
        _ gestureRecognizer: PanGestureRecognizer, direction: TransitionInteractiveController.Direction = .down
    ) -> TransitionInteractiveController? {
        guard let viewController else { return nil }
        return TransitionInteractiveController(
            viewController: viewController, gestureRecognizer: gestureRecognizer, pan: .regular(direction), action: .dismiss)
    }
}
