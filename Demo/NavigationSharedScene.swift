import Foundation
import SharedElements
import ShowcaseScreens

extension ShowcaseScene {
    /// A navigation push and pop where a list row's portrait and name fly into the detail header.
    static func navigationShared() -> ShowcaseScene {
        ShowcaseScene(
            name: "navigation-shared",
            caption: "SharedElementTransition in a navigation controller (delegate TransitionNavigationControllerDelegate.shared): the row's round portrait and name fly into the detail's header while the detail fades in; the pop flies them back."
        ) { window in
            let size = window.bounds.size
            let list = PetListScreen(size: size)
            let navigation = NavigationController(rootViewController: list)
            navigation.delegate = TransitionNavigationControllerDelegate.shared
            window.rootViewController = navigation
            let detail = PetDetailScreen(size: size, index: 1)
            detail.transitionController.transition = SharedElementTransition()
            return [
                Step(time: 0.25) { navigation.pushViewController(detail, animated: true) },
                Step(time: 1.35) { _ = navigation.popViewController(animated: true) },
            ]
        }
    }
}
