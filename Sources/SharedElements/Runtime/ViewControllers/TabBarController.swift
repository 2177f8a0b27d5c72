import Foundation

/// Tabs of controllers, the selected one on screen above a tab bar (`UITabBarController`'s
/// role).
///
/// A switch runs as a transition in ``transitionView`` when the delegate supplies an animator,
/// and at once otherwise. A navigation controller in a tab hides the tab bar while a pushed
/// controller with ``ViewController/hidesBottomBarWhenPushed`` is on its stack.
///
/// ```swift
/// let tabs = TabBarController()
/// tabs.setViewControllers([feedNav, profile], animated: false)
/// window.rootViewController = tabs
/// tabs.selectedIndex = 1
/// ```
@MainActor
open class TabBarController: ViewController {
    /// The tabs' controllers.
    public private(set) var viewControllers: [ViewController]?
    /// Decides on and animates switches. Held weakly.
    public weak var delegate: TabBarControllerDelegate?
    /// The bar at the bottom.
    public let tabBar = TabBar(frame: CGRect(x: 0, y: Window.defaultSize.height - TabBar.height,
                                             width: Window.defaultSize.width, height: TabBar.height))
    /// The view switches happen in (the transition's container); it fills the view, under the bar.
    public let transitionView = View(frame: CGRect(origin: .zero, size: Window.defaultSize))

    var selectedStorage = 0

    /// A tab bar controller with no tabs.
    public override init() {
        super.init()
        tabBar.onSelect = { [weak self] index in self?.userSelected(index) }
    }

    /// The index of the selected tab. Setting it switches tabs (animated when the delegate
    /// supplies an animator); an index out of range is reported and ignored.
    public var selectedIndex: Int {
        get { selectedStorage }
        set { select(newValue) }
    }

    /// The selected tab's controller.
    public var selectedViewController: ViewController? {
        get {
            guard let vcs = viewControllers, vcs.indices.contains(selectedStorage) else { return nil }
            return vcs[selectedStorage]
        }
        set {
            guard let vc = newValue, let i = viewControllers?.firstIndex(where: { $0 === vc }) else {
                return report(.invalidTab, "cannot select a controller that is not one of \(debugName)'s tabs")
            }
            select(i)
        }
    }

    /// Replaces the tabs; the selection is kept when still valid, else the first tab.
    public func setViewControllers(_ viewControllers: [ViewController]?, animated: Bool) {
        let old = self.viewControllers ?? []
        let new = viewControllers ?? []
        let oldSelected = selectedViewController
        for vc in old where !new.contains(where: { $0 === vc }) {
            vc.willMove(toParent: nil)
            if vc === oldSelected, isVisibleOnScreen { vc.beginAppearanceTransition(false, animated: false) }
            vc.viewIfLoaded?.removeFromSuperview()
            if vc === oldSelected, isVisibleOnScreen { vc.endAppearanceTransition() }
            vc.removeFromParent()
        }
        for vc in new where vc.parent !== self {
            addChild(vc)
            vc.didMove(toParent: self)
        }
        self.viewControllers = viewControllers
        children = new
        if !new.indices.contains(selectedStorage) { selectedStorage = 0 }
        tabBar.setItemCount(new.count)
        tabBar.selectedIndex = selectedStorage
        installSelectedView(appearing: selectedViewController !== oldSelected)
        updateTabBarVisibility(animated: false)
    }

    /// Views in the transition view (the tabs' views) keep clear of a visible tab bar.
    override func coveredRegion(in window: Window, below inner: View?) -> (top: CGFloat, bottom: CGFloat)? {
        guard isViewLoaded, inner === transitionView, !tabBar.isHidden else { return nil }
        return (-.infinity, tabBar.convert(tabBar.bounds, to: window).minY)
    }

    open override func loadView() {
        let v = View(frame: CGRect(origin: .zero, size: Window.defaultSize))
        v.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        transitionView.frame = v.bounds
        transitionView.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        tabBar.frame = CGRect(x: 0, y: v.bounds.height - TabBar.height, width: v.bounds.width, height: TabBar.height)
        tabBar.autoresizingMask = [.flexibleWidth, .flexibleTopMargin]
        v.addSubview(transitionView)
        v.addSubview(tabBar)
        view = v
        installSelectedView(appearing: false)
    }

    /// Puts the selected tab's view alone in the transition view; with `appearing`, the
    /// appearance callbacks run when on screen.
    func installSelectedView(appearing: Bool) {
        guard isViewLoaded, let vc = selectedViewController else { return }
        let v: View = vc.view
        let sendAppearance = appearing && isVisibleOnScreen && v.superview !== transitionView
        for sub in transitionView.subviews where sub !== v { sub.removeFromSuperview() }
        v.frame = transitionView.bounds
        v.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        if sendAppearance { vc.beginAppearanceTransition(true, animated: false) }
        if v.superview !== transitionView { transitionView.addSubview(v) }
        if sendAppearance { vc.endAppearanceTransition() }
    }

    /// Hides the tab bar while the selected navigation controller has pushed a controller that
    /// hides it.
    func updateTabBarVisibility(animated: Bool) {
        guard isViewLoaded else { return }
        tabBar.transform = .identity
        tabBar.isHidden = wantsTabBarHidden(for: (selectedViewController as? NavigationController)?.viewControllers)
    }

    /// Whether a navigation stack in the selected tab hides the bar.
    func wantsTabBarHidden(for stack: [ViewController]?) -> Bool {
        stack?.dropFirst().contains { $0.hidesBottomBarWhenPushed } ?? false
    }

    private func userSelected(_ index: Int) {
        guard let vcs = viewControllers, vcs.indices.contains(index) else {
            return report(.invalidTab, "tab \(index) is out of range for \(debugName)")
        }
        guard delegate?.tabBarController(self, shouldSelect: vcs[index]) ?? true else { return }
        select(index)
        delegate?.tabBarController(self, didSelect: vcs[index])
    }
}
