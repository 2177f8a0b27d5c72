import Foundation

/// The colour of the status bar's content (`UIStatusBarStyle`).
public enum StatusBarStyle: Sendable, Hashable, CaseIterable {
    /// Dark content, for light screens (what `.default` means in light mode).
    case `default`
    /// Light content, for dark screens.
    case lightContent
    /// Dark content, whatever the appearance.
    case darkContent

    /// Whether the content is drawn light (white).
    public var hasLightContent: Bool { self == .lightContent }
}
