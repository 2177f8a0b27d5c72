import Foundation
import Synchronization

/// One loaded font file shared by every ``Font`` made from it (any point size): the parsed
/// ``TrueTypeFont`` and the cache of its rendered glyphs.
///
/// Faces loaded from a path are kept for the life of the process, the way `UIFont` keeps its
/// fonts, so asking for the same file twice parses it once.
///
/// ```swift
/// let face = try FontFace.load(contentsOf: URL(fileURLWithPath: "DejaVuSans.ttf"))
/// let title = Font(face: face, size: 28)
/// ```
public final class FontFace: Sendable {
    /// The font's tables.
    public let font: TrueTypeFont
    /// Where the face was read from (`nil` when made from bytes).
    public let path: String?
    /// Rendered glyph masks and parsed outlines of this face.
    package let cache: GlyphCache

    private static let loaded = Mutex<[String: FontFace]>([:])

    /// A face of already-read font tables.
    public init(font: TrueTypeFont, path: String? = nil) {
        self.font = font
        self.path = path
        cache = GlyphCache(font: font)
    }

    /// A face read from font bytes.
    /// - Throws: ``TextError`` as ``TrueTypeFont/init(data:)``.
    public convenience init(data: Data) throws(TextError) {
        self.init(font: try TrueTypeFont(data: data))
    }

    /// The face of the file at `url`, read on first use and shared afterwards.
    /// - Throws: ``TextError`` when the file is missing, truncated, corrupt or CFF.
    public static func load(contentsOf url: URL) throws(TextError) -> FontFace {
        let path = url.standardizedFileURL.path
        if let face = loaded.withLock({ $0[path] }) { return face }
        let face = FontFace(font: try TrueTypeFont(contentsOf: url), path: path)
        return loaded.withLock { faces in
            if let existing = faces[path] { return existing }
            faces[path] = face
            return face
        }
    }
}
