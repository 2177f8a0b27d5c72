import Foundation
import SharedElements

/// DejaVu Sans for text tests. Tests that need it fail (never skip) with the error naming the
/// package to install when it is missing.
package enum TextFixtures {
    package static func regular(size: CGFloat = 17) throws -> Font { try Font.systemFont(ofSize: size) }
    package static func bold(size: CGFloat = 17) throws -> Font { try Font.systemFont(ofSize: size, weight: .bold) }
    package static func trueType() throws -> TrueTypeFont { try regular().face.font }

    /// The bytes of the regular face's file.
    package static func regularFileData() throws -> Data {
        let face = try regular().face
        guard let path = face.path else { throw TextError.unsupported("system font has no path") }
        return try Data(contentsOf: URL(fileURLWithPath: path))
    }

    /// `Tests/SharedElementsTests/Fixtures/text/`.
    package static var folder: URL {
        URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .appendingPathComponent("SharedElementsTests/Fixtures/text")
    }

    /// A 200-word paragraph of ordinary English prose (also the benchmark's).
    package static let paragraph = Array(repeating: "The quick brown fox jumps over the lazy dog while a curious cat watches from the warm windowsill, waiting for supper.", count: 10).joined(separator: " ")
}
