import Foundation

// MARK: - Stack operations

extension NavigationController {
    /// Pushes `viewController` on the stack and shows it. Refused with a diagnostic when it is
    /// already on a stack or in another container, or while a transition runs.
    public func pushViewController(_ viewController: ViewController, animated: Bool) {
        guard !viewControllers.contains(where: { $0 === viewController }), viewController.parent == nil,
              viewController.presentingStorage == nil else {
            return report(.invalidStack, "cannot push \(viewController.debugName): it is already on a stack or in a container")
        }
        changeStack(to: viewControllers + [viewController], operation: .push, animated: animated)
    }

    /// Pops the top controller and returns it; with only the root on the stack this is a no-op
    /// reported as ``TransitionDiagnostic/Kind/popRoot`` and returns `nil`. While the animated
    /// push of the top controller still runs with a ``TransitionWithRetargeting`` transition, the
    /// push turns round from where it is and ends cancelled (appearance callbacks as for a
    /// cancelled push).
    @discardableResult
    public func popViewController(animated: Bool) -> ViewController? {
        guard viewControllers.count > 1, let top = viewControllers.last else {
            report(.popRoot, "cannot pop the root controller of \(debugName)")
            return nil
        }
        // A pop during the push of the same controller turns that push round where it is.
        if animated, let running = viewIfLoaded?.window?.runningTransition, running.containerView === transitionView,
           let run = running.animator as? ReversibleTransitionAnimator, run.incomingController === top,
           !running.isInteractive, run.retargetToStart() {
            return top
        }
        return changeStack(to: Array(viewControllers.dropLast()), operation: .pop, animated: animated) ? top : nil
    }

    /// Pops everything above the root; returns the popped controllers (empty at the root).
    @discardableResult
    public func popToRootViewController(animated: Bool) -> [ViewController]? {
        guard let root = viewControllers.first else { return nil }
        return popToViewController(root, animated: animated)
    }

    /// Pops everything above `viewController`; returns the popped controllers (empty when it is
    /// on top), `nil` with a diagnostic when it is not on the stack.
    @discardableResult
    public func popToViewController(_ viewController: ViewController, animated: Bool) -> [ViewController]? {
        guard let i = viewControllers.firstIndex(where: { $0 === viewController }) else {
            report(.invalidStack, "cannot pop to \(viewController.debugName): it is not on the stack of \(debugName)")
            return nil
        }
        let popped = Array(viewControllers[(i + 1)...])
        guard !popped.isEmpty else { return [] }
        return changeStack(to: Array(viewControllers[...i]), operation: .pop, animated: animated) ? popped : nil
    }

    /// Replaces the stack. The change animates as a push when the new top was not on the stack,
    /// as a pop when it was. Refused with a diagnostic for an empty stack, duplicates, or
    /// controllers in another container.
    public func setViewControllers(_ viewControllers: [ViewController], animated: Bool) {
        let ids = Set(viewControllers.map(ObjectIdentifier.init))
        guard !viewControllers.isEmpty, ids.count == viewControllers.count,
              viewControllers.allSatisfy({ $0.parent == nil || $0.parent === self }) else {
            return report(.invalidStack, "setViewControllers on \(debugName) needs a non-empty stack of distinct controllers without other parents")
        }
        let newTop = viewControllers.last
        let operation: Operation = newTop === topViewController ? .none
            : self.viewControllers.contains { $0 === newTop } ? .pop : .push
        changeStack(to: viewControllers, operation: operation, animated: animated)
    }

    /// Moves the stack to `newStack`, as a transition when on screen. Returns false when
    /// refused.
    @discardableResult
    func changeStack(to newStack: [ViewController], operation: Operation, animated: Bool) -> Bool {
        let window = viewIfLoaded?.window
        if let window, window.runningTransition != nil {
            report(.transitionInProgress, "cannot change the stack of \(debugName) while a transition is running")
            return false
        }
        let oldStack = viewControllers
        let added = newStack.filter { n in !oldStack.contains { $0 === n } }
        let removed = oldStack.filter { o in !newStack.contains { $0 === o } }
        for vc in added { addChild(vc) }
        for vc in removed { vc.willMove(toParent: nil) }
        viewControllers = newStack
        children = newStack + removed

        let finishContainment = {
            for vc in added { vc.didMove(toParent: self) }
            for vc in removed { vc.removeFromParent() }
        }
        guard let window, isVisibleOnScreen, operation != .none,
              let from = oldStack.last, let to = newStack.last, from !== to else {
            installTopViewImmediately()
            if isViewLoaded { navigationBar.show(stack: viewControllers) }
            finishContainment()
            tabBarController?.updateTabBarVisibility(animated: false)
            return true
        }
        runTransition(from: from, to: to, operation: operation, animated: animated, in: window,
                      oldStack: oldStack, added: added, removed: removed, finishContainment: finishContainment)
        return true
    }
}
