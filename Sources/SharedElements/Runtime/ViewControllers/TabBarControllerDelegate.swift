import Foundation

/// Decides and hears about tab switches and supplies their animators
/// (`UITabBarControllerDelegate`). Every method is optional.
@MainActor
public protocol TabBarControllerDelegate: AnyObject {
    /// Whether a tap on a tab may select it (default true).
    func tabBarController(_ tabBarController: TabBarController, shouldSelect viewController: ViewController) -> Bool
    /// Called after a tap selected a tab.
    func tabBarController(_ tabBarController: TabBarController, didSelect viewController: ViewController)
    /// The animator for a switch; `nil` switches without animation, as UIKit does.
    func tabBarController(
        _ tabBarController: TabBarController, animationControllerForTransitionFrom fromVC: ViewController, to toVC: ViewController
    ) -> ViewControllerAnimatedTransitioning?
    /// An interaction controller for a switch using `animationController`.
    func tabBarController(
        _ tabBarController: TabBarController, interactionControllerFor animationController: ViewControllerAnimatedTransitioning
    ) -> ViewControllerInteractiveTransitioning?
}

extension TabBarControllerDelegate {
    public func tabBarController(_ tabBarController: TabBarController, shouldSelect viewController: ViewController) -> Bool { true }
    public func tabBarController(_ tabBarController: TabBarController, didSelect viewController: ViewController) {}
    public func tabBarController(
        _ tabBarController: TabBarController, animationControllerForTransitionFrom fromVC: ViewController, to toVC: ViewController
    ) -> ViewControllerAnimatedTransitioning? { nil }
    public func tabBarController(
        _ tabBarController: TabBarController, interactionControllerFor animationController: ViewControllerAnimatedTransitioning
    ) -> ViewControllerInteractiveTransitioning? { nil }
}
