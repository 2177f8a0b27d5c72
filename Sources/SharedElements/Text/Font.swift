import Foundation

/// A typeface at a point size (`UIFont`'s role): a TrueType ``FontFace`` and a size.
///
/// Metrics are in points. The system font is DejaVu Sans (DejaVu Sans Bold from semibold up),
/// found in the usual Linux font folders; without it ``systemFont(ofSize:weight:)`` throws an
/// error naming the package to install.
///
/// ```swift
/// let body = try Font.systemFont(ofSize: 17)
/// let title = try Font.systemFont(ofSize: 28, weight: .bold)
/// let mono = try Font(name: "DejaVu Sans Mono", size: 13)
/// let custom = try Font(contentsOf: URL(fileURLWithPath: "MyFont.ttf"), size: 15)
/// ```
public struct Font: Sendable, Hashable {
    /// The typeface.
    public let face: FontFace
    /// The size of the em, points. Non-finite or negative sizes are taken as 0.
    public let pointSize: CGFloat

    /// A font of `face` at `size` points.
    public init(face: FontFace, size: CGFloat) {
        self.face = face
        pointSize = size.isFinite && size > 0 ? size : 0
    }

    /// The font in the file at `url`, at `size` points.
    /// - Throws: ``TextError`` when the file is missing, truncated, corrupt or CFF.
    public init(contentsOf url: URL, size: CGFloat) throws(TextError) {
        self.init(face: try FontFace.load(contentsOf: url), size: size)
    }

    /// The installed font whose file is named after `name` (a family such as "DejaVu Sans", or
    /// a family and style such as "DejaVu Sans Bold"), compared without case, spaces or dashes,
    /// found in ``searchFolders``.
    /// - Throws: ``TextError/fontNotFound(name:searched:hint:)`` when no file matches.
    public init(name: String, size: CGFloat) throws(TextError) {
        guard let url = Font.installedFile(named: name) else {
            throw .fontNotFound(name: name, searched: Font.searchFolders, hint: Font.installHint)
        }
        try self.init(contentsOf: url, size: size)
    }

    /// The same face at another size.
    public func withSize(_ size: CGFloat) -> Font { Font(face: face, size: size) }

    // MARK: - Metrics (points)

    /// Points per font unit.
    public var scale: CGFloat { pointSize / CGFloat(face.font.unitsPerEm) }
    /// Height of the ascender above the baseline, points.
    public var ascender: CGFloat { CGFloat(face.font.ascender) * scale }
    /// Depth of the descender, points (negative: below the baseline), as `UIFont.descender`.
    public var descender: CGFloat { CGFloat(face.font.descender) * scale }
    /// Extra space between lines the font asks for, points.
    public var leading: CGFloat { CGFloat(max(face.font.lineGap, 0)) * scale }
    /// Distance from one baseline to the next, points: ascender − descender + leading.
    public var lineHeight: CGFloat { ascender - descender + leading }

    // MARK: - Equality

    /// Whether two fonts are the same face at the same size.
    public static func == (a: Font, b: Font) -> Bool { a.face === b.face && a.pointSize == b.pointSize }

    /// Hashes the face and the size.
    public func hash(into h: inout Hasher) {
        h.combine(ObjectIdentifier(face))
        h.combine(pointSize)
    }
}
