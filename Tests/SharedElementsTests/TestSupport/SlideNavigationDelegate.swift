import Foundation
import SharedElements

/// A navigation delegate that pushes and pops with the default slide, driven by `interaction`
/// when there is one (an interactive pop), for tests of the navigation controller's transitions.
@MainActor
final class SlideNavigationDelegate: NavigationControllerDelegate {
    var interaction: PercentDrivenInteractiveTransition?

    init(interaction: PercentDrivenInteractiveTransition? = nil) {
        self.interaction = interaction
    }

    func navigationController(
        _ navigationController: NavigationController, animationControllerFor operation: NavigationController.Operation,
        from fromVC: ViewController, to toVC: ViewController
    ) -> ViewControllerAnimatedTransitioning? { NavigationSlideAnimator(operation: operation) }

    func navigationController(
        _ navigationController: NavigationController, interactionControllerFor animationController: ViewControllerAnimatedTransitioning
    ) -> ViewControllerInteractiveTransitioning? { interaction }
}
