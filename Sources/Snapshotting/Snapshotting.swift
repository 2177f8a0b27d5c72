import Foundation
import SharedElements

/// A snapshot strategy, in the manner of swift-snapshot-testing: how to turn a `Value` into a
/// snapshot `Format`, and — through its ``Diffing`` — how that format is stored in reference
/// files and compared.
///
/// Strategies are derived from one another with ``pullback(_:)``: the view-controller strategy is
/// the view strategy pulled back through the controller's view; a film strip of a custom scene
/// is ``filmStrip`` pulled back through the ``TransitionRecording`` the scene makes. The built-in
/// strategies are `image` (a ``/SharedElements/Bitmap``, stored as PNG) for bitmaps, images, layers, views and
/// controllers, and ``filmStrip`` and ``timeline`` for a ``TransitionRecording``.
///
/// ```swift
/// let card: Snapshotting<ProfileCard, Bitmap> = Snapshotting<View, Bitmap>.image(scale: 2).pullback { $0.view }
/// assertSnapshot(of: profileCard, as: card)
/// ```
public struct Snapshotting<Value, Format>: Sendable {
    /// Makes the snapshot of a value. Throws when the value cannot be rendered (for example a
    /// view whose bounds are too large for a ``/SharedElements/Bitmap``).
    public var snapshot: @MainActor @Sendable (Value) throws -> Format
    /// How snapshots of this format are stored and compared.
    public var diffing: Diffing<Format>
    /// How the snapshot is laid out in reference files: one file, or one per film-strip frame.
    package var storage: SnapshotStorage<Format>

    /// A strategy storing each snapshot made by `snapshot` as one reference file of `diffing`'s
    /// format, `<testName>.<name or N>.<extension>`.
    ///
    /// ```swift
    /// let titles = Snapshotting<[Label], String>(diffing: .text()) { labels in
    ///     labels.map { $0.text ?? "" }.joined(separator: "\n")
    /// }
    /// assertSnapshot(of: screen.labels, as: titles)   // <testName>.1.txt
    /// ```
    public init(diffing: Diffing<Format>, snapshot: @escaping @MainActor @Sendable (Value) throws -> Format) {
        self.init(diffing: diffing, storage: .file, snapshot: snapshot)
    }

    package init(
        diffing: Diffing<Format>, storage: SnapshotStorage<Format>,
        snapshot: @escaping @MainActor @Sendable (Value) throws -> Format
    ) {
        self.snapshot = snapshot
        self.diffing = diffing
        self.storage = storage
    }

    /// A strategy for `NewValue` that first transforms it into a `Value`, then snapshots, stores
    /// and compares it the way this strategy does.
    ///
    /// ```swift
    /// let byTitle: Snapshotting<String, Bitmap> = Snapshotting<View, Bitmap>.image(scale: 2).pullback { title in
    ///     let label = Label(frame: CGRect(x: 0, y: 0, width: 200, height: 44))
    ///     label.text = title
    ///     return label
    /// }
    /// ```
    public func pullback<NewValue>(
        _ transform: @escaping @MainActor @Sendable (NewValue) throws -> Value
    ) -> Snapshotting<NewValue, Format> {
        let snapshot = self.snapshot
        return Snapshotting<NewValue, Format>(diffing: diffing, storage: storage) { try snapshot(transform($0)) }
    }
}
