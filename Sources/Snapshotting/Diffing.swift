import Foundation

/// How to store and compare one snapshot format: how a value of `Format` becomes the bytes of a
/// reference file and back, and how a reference and a fresh snapshot are compared.
///
/// A ``Snapshotting`` strategy carries one, so a strategy knows its format end to end. The
/// built-in diffings are ``image`` (PNG files of a ``/SharedElements/Bitmap``, compared pixel by pixel with a
/// ``SnapshotTolerance``), ``text(pathExtension:)`` (UTF-8 text compared line by line, the
/// timeline JSON of a transition) and ``filmStrip`` (a whole ``FilmStrip`` in one document).
///
/// ```swift
/// let csv = Diffing<String>.text(pathExtension: "csv")
/// let data = try csv.toData("a,b\n1,2\n")
/// #expect(try csv.fromData(data) == "a,b\n1,2\n")
/// #expect(csv.diff("a\n", "b\n", .exact)?.message.contains("line 1") == true)
/// ```
public struct Diffing<Format>: Sendable {
    /// The extension of reference and artifact files, without the dot (`png`, `json`).
    public var pathExtension: String
    /// The format's name in failure messages (`PNG`, `text`).
    public var formatName: String
    /// Serializes a snapshot into the bytes of its reference file.
    public var toData: @Sendable (Format) throws -> Data
    /// Reads a reference file back; throws when the bytes are not this format.
    public var fromData: @Sendable (Data) throws -> Format
    /// Compares a reference (first) with a fresh snapshot (second) under a tolerance (formats
    /// without pixels may ignore it): `nil` when they match, else what differs and the extra
    /// artifacts (such as a diff image) that show it.
    public var diff: @Sendable (_ reference: Format, _ actual: Format, _ tolerance: SnapshotTolerance) -> DiffFailure?

    /// A diffing from its parts.
    ///
    /// ```swift
    /// let count = Diffing<Int>(pathExtension: "txt", formatName: "count",
    ///                          toData: { Data(String($0).utf8) },
    ///                          fromData: { Int(String(decoding: $0, as: UTF8.self)) ?? -1 },
    ///                          diff: { old, new, _ in old == new ? nil : DiffFailure(message: "is \(new), not \(old)") })
    /// ```
    public init(
        pathExtension: String, formatName: String,
        toData: @escaping @Sendable (Format) throws -> Data,
        fromData: @escaping @Sendable (Data) throws -> Format,
        diff: @escaping @Sendable (_ reference: Format, _ actual: Format, _ tolerance: SnapshotTolerance) -> DiffFailure?
    ) {
        self.pathExtension = pathExtension
        self.formatName = formatName
        self.toData = toData
        self.fromData = fromData
        self.diff = diff
    }
}
