import Foundation

/// Styles ``View/snapshotView(afterScreenUpdates:leavingOut:)`` takes off a view for the capture,
/// for a transition that draws them itself (on a flyer, a holder, a clip).
package struct SnapshotStyles: OptionSet, Sendable {
    package let rawValue: Int
    package init(rawValue: Int) { self.rawValue = rawValue }

    /// The layer's background colour.
    package static let background = SnapshotStyles(rawValue: 1)
    /// The corner radius (the snapshot keeps square corners).
    package static let cornerRadius = SnapshotStyles(rawValue: 2)
    /// The border.
    package static let border = SnapshotStyles(rawValue: 4)
    /// The shadow.
    package static let shadow = SnapshotStyles(rawValue: 8)
    /// The view's own opacity (the snapshot is taken at 1).
    package static let alpha = SnapshotStyles(rawValue: 16)
}
