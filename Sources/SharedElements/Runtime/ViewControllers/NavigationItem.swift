import Foundation

/// What a navigation bar shows for one controller (`UINavigationItem`).
@MainActor
public final class NavigationItem {
    private weak var owner: ViewController?
    private var explicitTitle: String?

    package init(owner: ViewController) { self.owner = owner }

    /// The title; defaults to the controller's `title`.
    public var title: String? {
        get { explicitTitle ?? owner?.title }
        set { explicitTitle = newValue }
    }

    /// The back button's title when this controller is just below the top (default: ``title``,
    /// or "Back").
    public var backButtonTitle: String?

    /// Whether the back button is hidden while this controller is on top.
    public var hidesBackButton = false
}
