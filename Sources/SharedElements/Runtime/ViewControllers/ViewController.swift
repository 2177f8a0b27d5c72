import Foundation

/// Manages one screen's view and its part in transitions (`UIViewController`'s role).
///
/// The view is created lazily by ``loadView()`` the first time ``view`` is read, then
/// ``viewDidLoad()`` runs. Appearance callbacks come in UIKit's order, once per transition;
/// override them and the other `open` hooks, calling `super` is not needed.
///
/// ```swift
/// final class DetailViewController: ViewController {
///     override func viewDidLoad() {
///         view.backgroundColor = .systemOrange
///     }
/// }
/// root.present(DetailViewController(), animated: true)
/// ```
@MainActor
open class ViewController {
    /// A view controller whose view is made on first use by `loadView()`.
    public init() {}

    /// A short human-readable title: shown by a navigation bar and used in diagnostics.
    /// The controller's title; the navigation bar shows it (through ``navigationItem``) at once
    /// when it changes.
    open var title: String? { didSet { navigationItem.itemDidChange() } }

    private var loadedView: View?

    /// The controller's root view, loaded on first access.
    public var view: View! {
        get {
            loadViewIfNeeded()
            return loadedView
        }
        set {
            loadedView?.owningViewController = nil
            loadedView = newValue
            newValue?.owningViewController = self
        }
    }

    /// The view if it has been loaded, without loading it.
    public var viewIfLoaded: View? { loadedView }
    /// Whether ``view`` has been loaded.
    public var isViewLoaded: Bool { loadedView != nil }

    /// Loads the view now if it has not been loaded.
    public func loadViewIfNeeded() {
        guard loadedView == nil else { return }
        loadView()
        if loadedView == nil { view = View(frame: CGRect(origin: .zero, size: Window.defaultSize)) }
        viewDidLoad()
    }

    // MARK: - Overridable hooks

    /// Creates the view. The default makes a plain view of the default screen size that follows
    /// its superview's size; override to build your own and assign it to ``ViewController/view``.
    open func loadView() {
        let v = View(frame: CGRect(origin: .zero, size: Window.defaultSize))
        v.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        view = v
    }

    /// Called once after the view was loaded.
    open func viewDidLoad() {}
    /// Called before the view is added to the screen (or a cancelled disappearance reverses).
    open func viewWillAppear(_ animated: Bool) {}
    /// Called after the view appeared.
    open func viewDidAppear(_ animated: Bool) {}
    /// Called before the view leaves the screen (or a cancelled appearance reverses).
    open func viewWillDisappear(_ animated: Bool) {}
    /// Called after the view left the screen.
    open func viewDidDisappear(_ animated: Bool) {}
    /// Called before the view lays out its subviews.
    open func viewWillLayoutSubviews() {}
    /// Called after the view laid out its subviews.
    open func viewDidLayoutSubviews() {}
    /// Called when the safe area of the controller's view may have changed
    /// (`viewSafeAreaInsetsDidChange()`; see ``View/safeAreaInsets``). A layout pass follows.
    open func viewSafeAreaInsetsDidChange() {}

    /// The part of the window this container's bars cover for views below `inner`, one of the
    /// container view's subviews on the way to the view asking: the top and bottom edges of
    /// what is left uncovered, in window coordinates; `nil` when the container has no bars.
    func coveredRegion(in window: Window, below inner: View?) -> (top: CGFloat, bottom: CGFloat)? { nil }
    /// Called before the controller is added to (non-nil) or removed from (nil) a parent.
    open func willMove(toParent parent: ViewController?) {}
    /// Called after the controller was added to or removed from a parent.
    open func didMove(toParent parent: ViewController?) {}

    // MARK: - State

    /// Child controllers, in the order they were added.
    public package(set) var children: [ViewController] = []
    /// The container this controller is a child of.
    public package(set) weak var parent: ViewController?

    /// Backs ``additionalSafeAreaInsets``.
    var additionalSafeAreaInsetsStorage = EdgeInsets.zero

    /// How the controller covers the screen when presented.
    public var modalPresentationStyle: ModalPresentationStyle = .fullScreen
    /// Supplies the animator, interaction controller and presentation controller when this
    /// controller is presented or dismissed. Held weakly, as in UIKit.
    public weak var transitioningDelegate: ViewControllerTransitioningDelegate?
    /// When pushed onto a navigation stack inside a tab bar controller, the tab bar hides.
    public var hidesBottomBarWhenPushed = false
    /// Whether this controller, presented in a style other than `.fullScreen`, takes over the
    /// status bar's appearance from its presenter (`modalPresentationCapturesStatusBarAppearance`;
    /// a `.fullScreen` presentation always does).
    public var modalPresentationCapturesStatusBarAppearance = false

    // MARK: - Status bar

    /// The style of the window's status bar while this controller is in charge of it
    /// (`UIViewController.preferredStatusBarStyle`; see ``Window/showsStatusBar``). Override it
    /// and call ``setNeedsStatusBarAppearanceUpdate()`` when the answer changes.
    ///
    /// ```swift
    /// override var preferredStatusBarStyle: StatusBarStyle {
    ///     presentingViewController == nil ? .default : .lightContent
    /// }
    /// ```
    open var preferredStatusBarStyle: StatusBarStyle { .default }

    /// Whether the window's status bar hides while this controller is in charge of it
    /// (`UIViewController.prefersStatusBarHidden`; default `false`). The bar fades out and in
    /// with transitions as its style does; the safe area keeps the bar's height, as on an iPhone
    /// with a notch. Call ``setNeedsStatusBarAppearanceUpdate()`` when the answer changes.
    ///
    /// ```swift
    /// override var prefersStatusBarHidden: Bool { true }   // a full-bleed story
    /// ```
    open var prefersStatusBarHidden: Bool { false }

    /// The child whose ``prefersStatusBarHidden`` is used instead of this controller's
    /// (`childForStatusBarHidden`); `nil`, the default, uses this controller's own.
    open var childForStatusBarHidden: ViewController? { nil }

    /// The child whose ``preferredStatusBarStyle`` is used instead of this controller's
    /// (`childForStatusBarStyle`); `nil` (the default, also for navigation and tab bar
    /// controllers, as in UIKit) uses this controller's own.
    open var childForStatusBarStyle: ViewController? { nil }

    /// The items a navigation bar shows for this controller.
    public private(set) lazy var navigationItem = NavigationItem(owner: self)

    var appearanceState: AppearanceState = .disappeared
    var appearanceAnimated = false
    var appearanceForwardees: [ViewController] = []

    package var presentedStorage: ViewController?
    package weak var presentingStorage: ViewController?
    var presentationControllerStorage: PresentationController?
    var presentationContainer: PresentationContainerView?
    /// Where the view was when a full-screen presentation over this controller removed it.
    package var detachedHome: (superview: View, index: Int)?
    var ownDiagnostics: TransitionDiagnostics?
    /// Objects that higher layers attach to this controller, keyed by their type (the transition
    /// framework keeps the controller's `transitionController` here).
    package var associations = Associations()

    /// Whether the controller is in the middle of being presented.
    public package(set) var isBeingPresented = false
    /// Whether the controller is in the middle of being dismissed.
    public package(set) var isBeingDismissed = false
}

/// Where a controller is in its appearance cycle.
package enum AppearanceState: Sendable, Equatable {
    case disappeared, appearing, appeared, disappearing
}
