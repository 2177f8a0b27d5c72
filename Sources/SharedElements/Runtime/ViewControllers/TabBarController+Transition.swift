import Foundation

// MARK: - Switching tabs

extension TabBarController {
    /// Switches to tab `index`: a transition when on screen and the delegate supplies an
    /// animator, otherwise at once (with appearance callbacks when on screen).
    package func select(_ index: Int) {
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
        let container = transitionView
        let fromView: View = from.view
        let toView: View = to.view
        let saved = [SavedViewState(fromView), SavedViewState(toView), SavedViewState(tabBar)]
        toView.frame = container.bounds
        toView.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        var who = ContainerTransitionContext.Participants(from: from, to: to)
        who.fromView = fromView
        who.toView = toView
        who.initialFrames = [ObjectIdentifier(from): fromView.frame]
        who.finalFrames = [ObjectIdentifier(to): container.bounds]
        who.appearing = to
        who.disappearing = from
        let previous = selectedIndex
        setSelected(index)
        let context = ContainerTransitionContext(
            name: "tab switch from \(from.debugName) to \(to.debugName)", window: window, containerView: container,
            participants: who, animator: animator ?? ImmediateAnimator(), interactor: interactor,
            isAnimated: animator != nil, saved: saved)
        context.applyOutcome = { [weak self] completed in
            guard let self else { return }
            if completed {
                fromView.removeFromSuperview()
                if toView.superview !== container {
                    context.report(.toViewNotAdded, "the animator of the \(context.name) did not add the new view to the container")
                    container.addSubview(toView)
                }
                self.updateTabBarVisibility(animated: false)
            } else {
                self.setSelected(previous)
            }
        }
        context.start()
    }

    private func setSelected(_ index: Int) {
        selectedStorage = index
        tabBar.selectedIndex = index
    }
}
