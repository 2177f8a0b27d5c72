import Foundation

// MARK: - The status bar

extension Window {
    /// Adds or removes the status bar for ``showsStatusBar``.
    func statusBarVisibilityDidChange() {
        if showsStatusBar {
            let bar = StatusBarView(width: bounds.width)
            statusBarView = bar
            addSubview(bar)
            updateStatusBarAppearance()
        } else {
            statusBarView?.removeFromSuperview()
            statusBarView = nil
        }
        for subview in subviews where subview !== statusBarView { subview.safeAreaMayHaveChanged() }
    }

    /// The controller in charge of the status bar: down the chain of presented controllers
    /// that capture it (full screen, or ``ViewController/modalPresentationCapturesStatusBarAppearance``),
    /// then down ``ViewController/childForStatusBarStyle``. While a transition runs, `leaving`
    /// (its "from" controller) counts as replaced by `arriving`, so the answer is the one after it.
    /// `child` names the controller that answers for a container (``ViewController/childForStatusBarStyle``
    /// by default, or ``ViewController/childForStatusBarHidden``).
    func statusBarController(
        replacing leaving: ViewController? = nil, with arriving: ViewController? = nil,
        child: (ViewController) -> ViewController? = { $0.childForStatusBarStyle }
    ) -> ViewController? {
        var owner = rootViewController
        var next = owner?.presentedViewController
        var steps = 0
        while let presented = next, steps < 64 {
            steps += 1
            // A controller being dismissed, and anything above it, gives the bar back.
            if presented === leaving { break }
            if presented.modalPresentationStyle == .fullScreen || presented.modalPresentationCapturesStatusBarAppearance {
                owner = presented
            }
            next = presented.presentedViewController
        }
        while let current = owner, let next = child(current), steps < 128 {
            steps += 1
            owner = next === leaving ? arriving : next
        }
        return owner
    }

    /// Shows the style of the controller in charge now (animated inside an animation block).
    /// During a transition nothing changes: the bar takes the style in charge when it ends.
    func updateStatusBarAppearance() {
        guard let bar = statusBarView, runningTransition == nil else { return }
        statusBarStyle = statusBarController()?.preferredStatusBarStyle ?? .default
        isStatusBarHidden = statusBarController(child: { $0.childForStatusBarHidden })?.prefersStatusBarHidden ?? false
        bar.show(statusBarStyle, hidden: isStatusBarHidden)
    }

    /// Starts the status bar's cross-fade to the style in charge after `context`, over its
    /// duration (ease in and out, as the bar fades alongside a presentation on iOS).
    func statusBarTransitionWillStart(_ context: ContainerTransitionContext) {
        guard let bar = statusBarView else { return }
        let who = context.participants
        let target = statusBarController(replacing: who.from, with: who.to)?.preferredStatusBarStyle ?? .default
        let hidden = statusBarController(replacing: who.from, with: who.to, child: { $0.childForStatusBarHidden })?
            .prefersStatusBarHidden ?? false
        statusBarStyle = target
        isStatusBarHidden = hidden
        let duration = context.isAnimated ? context.duration : 0
        let changes = hidden != bar.isShownHidden || (!hidden && target.hasLightContent != bar.shownStyle.hasLightContent)
        if duration > 0, changes {
            View.animate(withDuration: duration, animations: { bar.show(target, hidden: hidden) })
            context.alongsideLayers.append(bar.layer)
        } else {
            View.performWithoutAnimation { bar.show(target, hidden: hidden) }
        }
    }

    /// Settles the bar when a transition ended: the style in charge now, without animation (a
    /// cancelled transition's controller, or a change asked for while the transition ran).
    func statusBarTransitionDidEnd() {
        guard let bar = statusBarView else { return }
        for content in [bar.darkContent, bar.lightContent] { content.layer.removeAllAnimations() }
        View.performWithoutAnimation { updateStatusBarAppearance() }
    }
}

extension ViewController {
    /// Tells the window to read ``preferredStatusBarStyle`` again
    /// (`UIViewController.setNeedsStatusBarAppearanceUpdate()`). Inside an animation block the bar
    /// cross-fades, outside it changes at once (as Apple documents). While a transition runs the
    /// change waits for its end and then shows without animation: Apple leaves that case open,
    /// and this is the runtime's defined answer.
    ///
    /// ```swift
    /// View.animate(withDuration: 0.3) { self.setNeedsStatusBarAppearanceUpdate() }
    /// ```
    public func setNeedsStatusBarAppearanceUpdate() {
        hostWindow?.updateStatusBarAppearance()
    }
}
