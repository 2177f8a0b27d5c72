import Foundation

/// A navigation controller delegate that makes pushes and pops honour the pushed or popped
/// controller's ``ViewController/transitionController``, as though it were presented or
/// dismissed: a push runs its transition forward, a pop backward. Controllers without a
/// transition get the default slide. A transition controller's
/// ``TransitionController/interactionController`` drives the push or pop it is set for. It keeps
/// no state.
///
/// ```swift
/// navigationController.delegate = TransitionNavigationControllerDelegate.shared
/// detail.transitionController.transition = FadeTransition()
/// navigationController.pushViewController(detail, animated: true)   // fades in
/// navigationController.popViewController(animated: true)            // fades out
/// ```
@MainActor
public final class TransitionNavigationControllerDelegate: NavigationControllerDelegate {
    /// The shared delegate (navigation controllers hold their delegate weakly).
    public static let shared = TransitionNavigationControllerDelegate()

    /// The shared delegate, in MotionTransitioning's spelling
    /// (`TransitionNavigationControllerDelegate.sharedDelegate()`): the same object as ``shared``.
    ///
    /// ```swift
    /// navigationController.delegate = TransitionNavigationControllerDelegate.sharedDelegate()
    /// ```
    public static func sharedDelegate() -> TransitionNavigationControllerDelegate { shared }

    /// A delegate; most code uses `shared`.
    public init() {}

    public func navigationController(
        _ navigationController: NavigationController, animationControllerFor operation: NavigationController.Operation,
        from fromVC: ViewController, to toVC: ViewController
    ) -> ViewControllerAnimatedTransitioning? {
        let direction: TransitionDirection
        switch operation {
        case .push: direction = .forward
        case .pop: direction = .backward
        case .none: return nil
        }
        let fore = direction == .forward ? toVC : fromVC
        let back = direction == .forward ? fromVC : toVC
        return fore.assignedTransitionController?.makeRun(
            direction: direction, fore: fore, back: back, source: back,
            containerView: navigationController.transitionView, presentationController: nil)
    }

    /// The interaction controller the fore controller's ``TransitionController`` was given
    /// (``TransitionController/interactionController``), when the animator is its transition.
    public func navigationController(
        _ navigationController: NavigationController,
        interactionControllerFor animationController: ViewControllerAnimatedTransitioning
    ) -> ViewControllerInteractiveTransitioning? {
        TransitionController.interaction(of: animationController)
    }
}
