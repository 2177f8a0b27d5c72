import Foundation

// MARK: - Bar choreography

extension NavigationController {
    /// Shows or hides the navigation bar; animated once the animation engine drives views.
    func animateNavigationBar(hidden: Bool, animated: Bool) {
        navigationBar.isHidden = hidden
    }

    /// Runs the bar's part of a push or pop alongside `context`.
    func animateBarAndTabBar(
        for context: TransitioningContext, operation: Operation, from oldStack: [ViewController], to newStack: [ViewController]
    ) {}
}
