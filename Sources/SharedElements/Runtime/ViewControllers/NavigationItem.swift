import Foundation

/// What a navigation bar shows for one controller (`UINavigationItem`).
@MainActor
public final class NavigationItem {
    private weak var owner: ViewController?
    private var explicitTitle: String?

    package init(owner: ViewController) { self.owner = owner }

    /// The title; defaults to the controller's `title`. A change shows in the navigation bar at
    /// once, as in UIKit (after the transition, when one is running).
    public var title: String? {
        get { explicitTitle ?? owner?.title }
        set {
            explicitTitle = newValue
            itemDidChange()
        }
    }

    /// The back button's title when this controller is just below the top (default: ``title``,
    /// or "Back").
    public var backButtonTitle: String? { didSet { itemDidChange() } }

    /// Whether the back button is hidden while this controller is on top.
    public var hidesBackButton = false { didSet { itemDidChange() } }

    /// Shows the change in the owner's navigation bar, unless a transition is moving the bar
    /// (it reads the items again when it ends).
    package func itemDidChange() {
        guard let navigation = owner?.navigationController else { return }
        if navigation.viewIfLoaded?.window?.isTransitioning == true { return }
        navigation.navigationBar.show(stack: navigation.viewControllers)
    }
}
