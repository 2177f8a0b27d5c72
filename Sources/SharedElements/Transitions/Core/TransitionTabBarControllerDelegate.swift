import Foundation

/// A tab bar controller delegate that runs tab switches with the tabs' own
/// ``ViewController/transitionController``s. The tab further right is the fore controller:
/// switching right runs its transition forward, switching left runs it backward (so one
/// transition covers both ways). A switch whose fore tab has no transition is not animated, as
/// UIKit's default. A tab's ``TransitionController/interactionController`` drives the switch
/// it is set for. It keeps no state.
///
/// ```swift
/// tabs.delegate = TransitionTabBarControllerDelegate.shared
/// second.transitionController.transition = FadeTransition()
/// tabs.selectedIndex = 1   // fades the second tab in; back to 0 fades it out
/// ```
@MainActor
public final class TransitionTabBarControllerDelegate: TabBarControllerDelegate {
    /// The shared delegate (tab bar controllers hold their delegate weakly).
    public static let shared = TransitionTabBarControllerDelegate()

    /// A delegate; most code uses `shared`.
    public init() {}

    public func tabBarController(
        _ tabBarController: TabBarController, animationControllerForTransitionFrom fromVC: ViewController, to toVC: ViewController
    ) -> ViewControllerAnimatedTransitioning? {
        let tabs = tabBarController.viewControllers ?? []
        guard let fromIndex = tabs.firstIndex(where: { $0 === fromVC }),
              let toIndex = tabs.firstIndex(where: { $0 === toVC }) else { return nil }
        let direction: TransitionDirection = toIndex > fromIndex ? .forward : .backward
        let fore = direction == .forward ? toVC : fromVC
        let back = direction == .forward ? fromVC : toVC
        return fore.assignedTransitionController?.makeRun(
            direction: direction, fore: fore, back: back, source: back,
            containerView: tabBarController.transitionView, presentationController: nil)
    }

    /// The interaction controller the fore tab's ``TransitionController`` was given
    /// (``TransitionController/interactionController``), when the animator is its transition.
    public func tabBarController(
        _ tabBarController: TabBarController, interactionControllerFor animationController: ViewControllerAnimatedTransitioning
    ) -> ViewControllerInteractiveTransitioning? {
        TransitionController.interaction(of: animationController)
    }
}
