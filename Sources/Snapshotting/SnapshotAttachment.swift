import Foundation

/// A file written with the artifacts of a failed snapshot, `<name>.<kind>.<extension>`: the
/// reference and the actual snapshot are always written; a ``Diffing`` may add more (a diff
/// image).
///
/// ```swift
/// SnapshotAttachment(kind: "diff", pathExtension: "png", data: Image(bitmap: diffBitmap).pngData())
/// ```
public struct SnapshotAttachment: Sendable, Equatable {
    /// The part of the file name between the snapshot's name and the extension (`diff`).
    public var kind: String
    /// The file's extension without the dot, or `nil` for the extension of the diffing's format.
    public var pathExtension: String?
    /// The file's bytes.
    public var data: Data

    /// An attachment of `kind` holding `data`, written with `pathExtension` (`nil`: the format's).
    public init(kind: String, pathExtension: String? = nil, data: Data) {
        self.kind = kind
        self.pathExtension = pathExtension
        self.data = data
    }
}
