import Foundation

// MARK: - Push and pop transitions

extension NavigationController {
    /// Runs a push or pop from `from` to `to` in the transition view.
    package func runTransition(
        from: ViewController, to: ViewController, operation: Operation, animated: Bool, in window: Window,
        oldStack: [ViewController], added: [ViewController], removed: [ViewController],
        finishContainment: @escaping () -> Void
    ) {
        let container = transitionView
        let fromView: View = from.view
        let toView: View = to.view
        var saved = [SavedViewState(fromView), SavedViewState(toView), SavedViewState(navigationBar)]
        saved += [navigationBar.titleLabel, navigationBar.backButton].map(SavedViewState.init)
        if let tabBar = tabBarController?.tabBar { saved.append(SavedViewState(tabBar)) }
        let oldChildren = children

        let finalFrame = container.bounds
        toView.frame = finalFrame
        toView.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        var who = ContainerTransitionContext.Participants(from: from, to: to)
        who.fromView = fromView
        who.toView = toView
        who.initialFrames = [ObjectIdentifier(from): fromView.frame]
        who.finalFrames = [ObjectIdentifier(to): finalFrame]
        who.appearing = to
        who.disappearing = from

        let custom = animated ? delegate?.navigationController(self, animationControllerFor: operation, from: from, to: to) : nil
        let animator: ViewControllerAnimatedTransitioning = animated
            ? custom ?? NavigationSlideAnimator(operation: operation) : ImmediateAnimator()
        let interactor = custom.flatMap { delegate?.navigationController(self, interactionControllerFor: $0) }
        let verb = operation == .push ? "push" : "pop"
        let context = ContainerTransitionContext(
            name: "\(verb) from \(from.debugName) to \(to.debugName) in \(debugName)", window: window,
            containerView: container, participants: who, animator: animator, interactor: interactor,
            isAnimated: animated, saved: saved)
        context.applyOutcome = { [weak self] completed in
            guard let self else { return }
            if completed {
                fromView.removeFromSuperview()
                if toView.superview !== container {
                    context.report(.toViewNotAdded, "the animator of the \(context.name) did not add the new view to the container")
                    container.addSubview(toView)
                }
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
        }
        context.afterOutcome = { [weak self] completed in
            guard let self, completed else { return }
            self.delegate?.navigationController(self, didShow: to, animated: animated)
        }
        delegate?.navigationController(self, willShow: to, animated: animated)
        animateBarAndTabBar(for: context, operation: operation, from: oldStack, to: viewControllers)
        context.start()
    }
}
