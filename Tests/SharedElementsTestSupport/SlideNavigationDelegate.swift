import Foundation
import SharedElements

/// A navigation delegate that pushes and pops with the default slide (or `animator`), driven by `interaction`
/// when there is one (an interactive pop), for tests of the navigation controller's transitions.
@MainActor
package final class SlideNavigationDelegate: NavigationControllerDelegate {
    package var interaction: PercentDrivenInteractiveTransition?
    /// The animator for each push or pop (the navigation controller's slide unless given).
    package let animator: (NavigationController.Operation) -> ViewControllerAnimatedTransitioning

    package init(interaction: PercentDrivenInteractiveTransition? = nil,
         animator: @escaping (NavigationController.Operation) -> ViewControllerAnimatedTransitioning = { NavigationSlideAnimator(operation: $0) }) {
        self.interaction = interaction
        self.animator = animator
    }

    package func navigationController(
        _ navigationController: NavigationController, animationControllerFor operation: NavigationController.Operation,
        from fromVC: ViewController, to toVC: ViewController
    ) -> ViewControllerAnimatedTransitioning? { animator(operation) }

    package func navigationController(
        _ navigationController: NavigationController, interactionControllerFor animationController: ViewControllerAnimatedTransitioning
    ) -> ViewControllerInteractiveTransitioning? { interaction }
}
