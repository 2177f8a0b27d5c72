import Foundation

// MARK: - Push and pop transitions

extension NavigationController {
    /// Runs a push or pop from `from` to `to` in the transition view.
    func runTransition(
        from: ViewController, to: ViewController, operation: Operation, animated: Bool, in window: Window,
        oldStack: [ViewController], added: [ViewController], removed: [ViewController],
        finishContainment: @escaping () -> Void
    ) {
        var extraViews: [View] = [navigationBar, navigationBar.titleLabel, navigationBar.backButton]
        if let tabBar = tabBarController?.tabBar { extraViews.append(tabBar) }
        let oldChildren = children
        let verb = operation == .push ? "push" : "pop"
        var transition = ContainerTransition.replacing(
            from, by: to, name: "\(verb) from \(from.debugName) to \(to.debugName) in \(debugName)", window: window,
            containerView: transitionView, isAnimated: animated, savedViews: extraViews,
            controllers: { [unowned self] in
                let custom = animated ? delegate?.navigationController(self, animationControllerFor: operation, from: from, to: to) : nil
                let animator: ViewControllerAnimatedTransitioning = animated
                    ? custom ?? NavigationSlideAnimator(operation: operation) : ImmediateAnimator()
                return (animator, custom.flatMap { delegate?.navigationController(self, interactionControllerFor: $0) })
            },
            outcome: { [weak self] completed, _ in
                guard let self else { return }
                if completed {
                    self.navigationBar.show(stack: self.viewControllers)
                    finishContainment()
                    self.tabBarController?.updateTabBarVisibility(animated: false)
                } else {
                    self.viewControllers = oldStack
                    for vc in added {
                        vc.willMove(toParent: nil)
                        vc.removeFromParent()
                    }
                    self.children = oldChildren.filter { c in !added.contains { $0 === c } }
                    for vc in removed { vc.didMove(toParent: self) }
                    self.navigationBar.show(stack: oldStack)
                }
            })
        transition.willStart = { [unowned self] context in
            delegate?.navigationController(self, willShow: to, animated: animated)
            animateBarAndTabBar(for: context, operation: operation, from: oldStack, to: viewControllers)
        }
        transition.ended = { [weak self] completed in
            guard let self, completed else { return }
            self.delegate?.navigationController(self, didShow: to, animated: animated)
        }
        transition.run()
    }
}
