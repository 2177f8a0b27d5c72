import Foundation

/// A stack of controllers, the top one on screen under a navigation bar
/// (`UINavigationController`'s role).
///
/// Pushes and pops run as transitions in ``transitionView``: the delegate may supply an
/// animator and an interaction controller; otherwise the default slide runs (the new screen
/// comes in from the right over 0.35 s while the old one moves a third of the way left).
/// While the navigation controller is not on screen, stack changes happen at once, without
/// appearance callbacks.
///
/// ```swift
/// let nav = NavigationController(rootViewController: list)
/// window.rootViewController = nav
/// nav.pushViewController(detail, animated: true)
/// ```
@MainActor
open class NavigationController: ViewController {
    /// The kind of stack change (`UINavigationController.Operation`).
    public enum Operation: Sendable, Hashable {
        /// No operation, a push, or a pop.
        case none, push, pop
    }

    /// The stack, root first.
    public package(set) var viewControllers: [ViewController] = []
    /// Supplies animators and hears about shown controllers. Held weakly.
    public weak var delegate: NavigationControllerDelegate?
    /// The bar at the top.
    public let navigationBar = NavigationBar(frame: CGRect(x: 0, y: 0, width: Window.defaultSize.width, height: NavigationBar.height))
    /// Whether the bar is hidden.
    public package(set) var isNavigationBarHidden = false
    /// The view pushes and pops happen in (the transition's container); it fills the
    /// navigation controller's view, under the bar.
    public let transitionView = View(frame: CGRect(origin: .zero, size: Window.defaultSize))

    /// A navigation controller showing `rootViewController`.
    public init(rootViewController: ViewController) {
        super.init()
        setViewControllers([rootViewController], animated: false)
    }

    /// A navigation controller with no view controllers.
    public override init() {
        super.init()
    }

    /// The controller on top of the stack.
    public var topViewController: ViewController? { viewControllers.last }

    /// The controller whose view is visible: a controller presented over the stack, else the top.
    public var visibleViewController: ViewController? { presentedViewController ?? topViewController }

    open override func loadView() {
        let v = NavigationContainerView(frame: CGRect(origin: .zero, size: Window.defaultSize))
        v.controller = self
        v.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        transitionView.frame = v.bounds
        transitionView.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        navigationBar.frame = CGRect(x: 0, y: 0, width: v.bounds.width, height: NavigationBar.height)
        navigationBar.autoresizingMask = [.flexibleWidth]
        navigationBar.isHidden = isNavigationBarHidden
        v.addSubview(transitionView)
        v.addSubview(navigationBar)
        view = v
        installTopViewImmediately()
        navigationBar.show(stack: viewControllers)
    }

    /// Places the bar just below the top of the safe area (the status bar), its background
    /// reaching up behind the status bar as on iOS.
    func layoutNavigationBar() {
        let top = view.safeAreaInsets.top
        let frame = CGRect(x: 0, y: top, width: view.bounds.width, height: NavigationBar.height)
        if navigationBar.frame != frame { navigationBar.frame = frame }
        navigationBar.backgroundExtension = top
    }

    /// Views in the transition view (the controllers' views) keep clear of a visible bar.
    override func coveredRegion(in window: Window, below inner: View?) -> (top: CGFloat, bottom: CGFloat)? {
        guard isViewLoaded, inner === transitionView, !isNavigationBarHidden, !navigationBar.isHidden else { return nil }
        return (navigationBar.convert(navigationBar.bounds, to: window).maxY, .infinity)
    }

    /// Puts the top controller's view alone in the transition view, filling it.
    func installTopViewImmediately() {
        guard isViewLoaded else { return }
        for sub in transitionView.subviews where sub !== topViewController?.viewIfLoaded { sub.removeFromSuperview() }
        guard let top = topViewController else { return }
        let v: View = top.view
        v.frame = transitionView.bounds
        v.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        if v.superview !== transitionView { transitionView.addSubview(v) }
    }

    /// Hides or shows the bar; `animated: true` slides it up out of view or back down.
    public func setNavigationBarHidden(_ hidden: Bool, animated: Bool) {
        guard hidden != isNavigationBarHidden else { return }
        isNavigationBarHidden = hidden
        guard isViewLoaded else { return }
        animateNavigationBar(hidden: hidden, animated: animated)
    }
}

/// A navigation controller's view: lays the bar out against the safe area.
final class NavigationContainerView: View {
    weak var controller: NavigationController?

    override func layoutSubviews() {
        super.layoutSubviews()
        controller?.layoutNavigationBar()
    }
}
