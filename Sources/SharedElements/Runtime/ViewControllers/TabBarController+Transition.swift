import Foundation

// MARK: - Switching tabs

extension TabBarController {
    /// Switches to tab `index`: a transition when on screen and the delegate supplies an
    /// animator, otherwise at once (with appearance callbacks when on screen).
    func select(_ index: Int) {
        guard let vcs = viewControllers, vcs.indices.contains(index) else {
            return report(.invalidTab, "tab \(index) is out of range for \(debugName)")
        }
        guard index != selectedIndex else { return }
        let window = viewIfLoaded?.window
        if let window, window.runningTransition != nil {
            return report(.transitionInProgress, "cannot switch tabs of \(debugName) while a transition is running")
        }
        let from = selectedViewController
        guard let window, isVisibleOnScreen, let from else {
            setSelected(index)
            installSelectedView(appearing: false)
            updateTabBarVisibility(animated: false)
            return
        }
        let to = vcs[index]
        let animator = delegate?.tabBarController(self, animationControllerForTransitionFrom: from, to: to)
        let interactor = animator.flatMap { delegate?.tabBarController(self, interactionControllerFor: $0) }
        let previous = selectedIndex
        ContainerTransition.replacing(
            from, by: to, name: "tab switch from \(from.debugName) to \(to.debugName)", window: window,
            containerView: transitionView, isAnimated: animator != nil, savedViews: [tabBar],
            prepare: { [unowned self] in setSelected(index) },
            controllers: { (animator ?? ImmediateAnimator(), interactor) },
            outcome: { [weak self] completed, _ in
                guard let self else { return }
                if completed {
                    self.updateTabBarVisibility(animated: false)
                } else {
                    self.setSelected(previous)
                }
            }
        ).run()
    }

    private func setSelected(_ index: Int) {
        selectedStorage = index
        tabBar.selectedIndex = index
    }
}
