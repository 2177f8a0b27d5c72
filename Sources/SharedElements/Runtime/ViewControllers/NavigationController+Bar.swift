import Foundation

// MARK: - Bar choreography

extension NavigationController {
    /// Seconds the bar takes to hide or show (`UINavigationControllerHideShowBarDuration`).
    public static let hideShowBarDuration: TimeInterval = 0.2

    /// Shows or hides the navigation bar, sliding it up out of view or back down when animated.
    func animateNavigationBar(hidden: Bool, animated: Bool) {
        let bar = navigationBar
        let offset = AffineTransform(translationX: 0, y: -bar.frame.maxY)
        guard animated, view.window != nil else {
            bar.isHidden = hidden
            return
        }
        if hidden {
            View.animate(withDuration: NavigationController.hideShowBarDuration, animations: { bar.transform = offset }, completion: { _ in
                guard self.isNavigationBarHidden else { return }
                bar.isHidden = true
                View.performWithoutAnimation { bar.transform = .identity }
            })
        } else {
            View.performWithoutAnimation { bar.transform = offset }
            bar.isHidden = false
            View.animate(withDuration: NavigationController.hideShowBarDuration, animations: { bar.transform = .identity })
        }
    }

    /// Runs the bar's part of a push or pop alongside `context`: the old title fades out while
    /// the new one fades in, the back button slides in from the title's place (push) or out to
    /// it (pop); a tab bar that the new stack hides slides out with the old screen, and one it
    /// shows again slides back in with the new screen.
    func animateBarAndTabBar(
        for context: ContainerTransitionContext, operation: Operation, from oldStack: [ViewController], to newStack: [ViewController]
    ) {
        // An interactive transition's bar changes at its end: bar animations are not scrubbed.
        guard context.isAnimated, context.interactor == nil, isViewLoaded else { return }
        let duration = context.duration
        let bar = navigationBar
        let width = bar.bounds.width
        let push = operation != .pop

        let outgoingTitle = Label(frame: bar.titleLabel.frame)
        outgoingTitle.text = bar.titleLabel.text
        outgoingTitle.fontSize = bar.titleLabel.fontSize
        let backWasVisible = !bar.backButton.isHidden
        View.performWithoutAnimation {
            bar.addSubview(outgoingTitle)
            bar.show(stack: newStack)
            bar.layoutIfNeeded()
            bar.titleLabel.alpha = 0
            bar.titleLabel.transform = AffineTransform(translationX: push ? width / 4 : -width / 4, y: 0)
            if !bar.backButton.isHidden {
                bar.backButton.alpha = backWasVisible ? 1 : 0
                bar.backButton.transform = AffineTransform(translationX: push ? width / 4 : -width / 4, y: 0)
            }
        }
        View.animate(withDuration: duration, animations: {
            outgoingTitle.alpha = 0
            outgoingTitle.transform = AffineTransform(translationX: push ? -width / 4 : width / 4, y: 0)
            bar.titleLabel.alpha = 1
            bar.titleLabel.transform = .identity
            bar.backButton.alpha = 1
            bar.backButton.transform = .identity
        }, completion: { _ in
            outgoingTitle.removeFromSuperview()
        })
        context.endHooks.append { outgoingTitle.removeFromSuperview() }
        animateTabBar(for: context, from: oldStack, to: newStack, duration: duration)
    }

    private func animateTabBar(for context: ContainerTransitionContext, from oldStack: [ViewController], to newStack: [ViewController], duration: TimeInterval) {
        guard let tabs = tabBarController, tabs.selectedViewController === self, tabs.isViewLoaded else { return }
        let bar = tabs.tabBar
        let wasHidden = tabs.wantsTabBarHidden(for: oldStack), willHide = tabs.wantsTabBarHidden(for: newStack)
        guard wasHidden != willHide else { return }
        let width = bar.bounds.width
        if willHide {
            View.animate(withDuration: duration, usingSpringWithDamping: 1, initialSpringVelocity: 0, animations: {
                bar.transform = AffineTransform(translationX: -width, y: 0)
            })
        } else {
            View.performWithoutAnimation {
                bar.isHidden = false
                bar.transform = AffineTransform(translationX: -width / 3, y: 0)
            }
            View.animate(withDuration: duration, usingSpringWithDamping: 1, initialSpringVelocity: 0, animations: {
                bar.transform = .identity
            })
        }
    }
}
