import Foundation

/// Supplies a navigation controller's transition objects and hears about shown controllers
/// (`UINavigationControllerDelegate`). Every method is optional.
///
/// ```swift
/// final class FadePushDelegate: NavigationControllerDelegate {
///     func navigationController(_ navigationController: NavigationController,
///                               animationControllerFor operation: NavigationController.Operation,
///                               from fromVC: ViewController, to toVC: ViewController) -> ViewControllerAnimatedTransitioning? {
///         FadeAnimator()
///     }
/// }
/// ```
@MainActor
public protocol NavigationControllerDelegate: AnyObject {
    /// The animator for a push or pop; `nil` uses the default slide.
    func navigationController(
        _ navigationController: NavigationController, animationControllerFor operation: NavigationController.Operation,
        from fromVC: ViewController, to toVC: ViewController
    ) -> ViewControllerAnimatedTransitioning?
    /// An interaction controller for a transition using `animationController`.
    func navigationController(
        _ navigationController: NavigationController,
        interactionControllerFor animationController: ViewControllerAnimatedTransitioning
    ) -> ViewControllerInteractiveTransitioning?
    /// Called before a controller becomes the top one.
    func navigationController(_ navigationController: NavigationController, willShow viewController: ViewController, animated: Bool)
    /// Called after a controller became the top one.
    func navigationController(_ navigationController: NavigationController, didShow viewController: ViewController, animated: Bool)
}

extension NavigationControllerDelegate {
    public func navigationController(
        _ navigationController: NavigationController, animationControllerFor operation: NavigationController.Operation,
        from fromVC: ViewController, to toVC: ViewController
    ) -> ViewControllerAnimatedTransitioning? { nil }
    public func navigationController(
        _ navigationController: NavigationController,
        interactionControllerFor animationController: ViewControllerAnimatedTransitioning
    ) -> ViewControllerInteractiveTransitioning? { nil }
    public func navigationController(_ navigationController: NavigationController, willShow viewController: ViewController, animated: Bool) {}
    public func navigationController(_ navigationController: NavigationController, didShow viewController: ViewController, animated: Bool) {}
}
