import Foundation

// MARK: - Appearance

extension ViewController {
    /// Starts an appearance change: `viewWillAppear` (`isAppearing`) or `viewWillDisappear`,
    /// forwarded to the children whose views are inside this controller's view.
    ///
    /// A call that asks for the state the controller is already in or heading to is ignored, so
    /// each callback comes once per transition. Containers call this for their children;
    /// transitions call it for you.
    public func beginAppearanceTransition(_ isAppearing: Bool, animated: Bool) {
        switch (isAppearing, appearanceState) {
        case (true, .appearing), (true, .appeared), (false, .disappearing), (false, .disappeared):
            return
        default:
            break
        }
        appearanceState = isAppearing ? .appearing : .disappearing
        appearanceAnimated = animated
        if isAppearing { viewWillAppear(animated) } else { viewWillDisappear(animated) }
        appearanceForwardees = children.filter { child in
            guard let childView = child.viewIfLoaded, let own = viewIfLoaded else { return false }
            return childView.isDescendant(of: own)
        }
        for child in appearanceForwardees { child.beginAppearanceTransition(isAppearing, animated: animated) }
    }

    /// Ends the appearance change begun by ``beginAppearanceTransition(_:animated:)``:
    /// `viewDidAppear` or `viewDidDisappear`, then the same children.
    public func endAppearanceTransition() {
        switch appearanceState {
        case .appearing:
            appearanceState = .appeared
            viewDidAppear(appearanceAnimated)
        case .disappearing:
            appearanceState = .disappeared
            viewDidDisappear(appearanceAnimated)
        case .appeared, .disappeared:
            return
        }
        let forwardees = appearanceForwardees
        appearanceForwardees = []
        for child in forwardees { child.endAppearanceTransition() }
    }

    /// Whether the controller's view is on screen (appeared or appearing).
    var isVisibleOnScreen: Bool {
        appearanceState == .appeared || appearanceState == .appearing
    }
}

// MARK: - Containment

extension ViewController {
    /// Adds a child controller: calls its `willMove(toParent: self)`. Add its view to your view
    /// yourself, then call the child's `didMove(toParent: self)`, as in UIKit.
    public func addChild(_ child: ViewController) {
        guard child !== self, child.parent !== self else { return }
        child.removeFromParent()
        child.willMove(toParent: self)
        children.append(child)
        child.parent = self
    }

    /// Removes the controller from its parent: calls `didMove(toParent: nil)`. Call
    /// `willMove(toParent: nil)` first and remove its view yourself, as in UIKit.
    public func removeFromParent() {
        guard let p = parent else { return }
        p.children.removeAll { $0 === self }
        parent = nil
        didMove(toParent: nil)
    }

    /// The nearest navigation controller up the parent chain.
    public var navigationController: NavigationController? {
        var c = parent
        while let current = c {
            if let nav = current as? NavigationController { return nav }
            c = current.parent
        }
        return nil
    }

    /// The nearest tab bar controller up the parent chain.
    public var tabBarController: TabBarController? {
        var c = parent
        while let current = c {
            if let tab = current as? TabBarController { return tab }
            c = current.parent
        }
        return nil
    }

    /// The top of the parent chain: the controller that presents and is presented on behalf of
    /// its descendants.
    package var presentationContext: ViewController {
        var c = self
        while let p = c.parent { c = p }
        return c
    }

    /// The log diagnostics about this controller go to: its window's, or its own while it is
    /// not in a window.
    public var transitionDiagnostics: TransitionDiagnostics {
        if let window = hostWindow { return window.transitionDiagnostics }
        let context = presentationContext
        if let log = context.ownDiagnostics { return log }
        let log = TransitionDiagnostics()
        context.ownDiagnostics = log
        return log
    }

    /// The window this controller's screen belongs to: its view's window, or for a controller
    /// whose view a full-screen presentation removed, the window of the controllers presented
    /// over it (or of its presenter).
    var hostWindow: Window? {
        if let w = viewIfLoaded?.window { return w }
        let context = presentationContext
        var next = context.presentedStorage
        while let vc = next {
            if let w = vc.viewIfLoaded?.window { return w }
            next = vc.presentedStorage
        }
        var previous = context.presentingStorage
        while let vc = previous {
            if let w = vc.viewIfLoaded?.window { return w }
            previous = vc.presentationContext.presentingStorage
        }
        return nil
    }

    package func report(_ kind: TransitionDiagnostic.Kind, _ message: String) {
        let time = hostWindow?.clock.now ?? 0
        transitionDiagnostics.report(kind, message, time: time)
    }

    /// A short name for diagnostics: the type and, when set, the title.
    var debugName: String {
        let type = String(describing: Swift.type(of: self))
        if let title { return "\(type) \"\(title)\"" }
        return type
    }
}
