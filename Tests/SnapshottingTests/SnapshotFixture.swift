import Foundation
import SharedElements
import Snapshotting

/// A temporary folder for one test's references and artifacts, removed by ``remove()``.
struct SnapshotFixture {
    let root: URL
    var references: URL { root.appendingPathComponent("refs", isDirectory: true) }
    var artifacts: URL { root.appendingPathComponent("artifacts", isDirectory: true) }

    init() {
        root = FileManager.default.temporaryDirectory
            .appendingPathComponent("snapshotting-tests-\(UUID().uuidString)", isDirectory: true)
    }

    /// Runs `body` with this fixture's folders and `mode` as the task's snapshot settings.
    func run<R>(_ mode: SnapshotRecordMode, _ body: () throws -> R) rethrows -> R {
        try withSnapshotTesting(record: mode, artifacts: artifacts, snapshotDirectory: references, operation: body)
    }

    /// The reference file `name` (`"<test>.<suffix>.png"`).
    func reference(_ name: String) -> URL { references.appendingPathComponent(name) }

    /// The artifact file `name`; artifacts of a test file go in a folder named after it.
    func artifact(_ name: String, file: String = #filePath) -> URL {
        artifacts.appendingPathComponent(URL(fileURLWithPath: file).deletingPathExtension().lastPathComponent)
            .appendingPathComponent(name)
    }

    /// Whether a file exists at `url`.
    func exists(_ url: URL) -> Bool { FileManager.default.fileExists(atPath: url.path) }

    /// Decodes a PNG written by a test.
    func bitmap(at url: URL) -> Bitmap? {
        (try? Data(contentsOf: url)).flatMap { try? PNGDecoder.decodeBitmap($0) }
    }

    func remove() { try? FileManager.default.removeItem(at: root) }
}

/// Small images to compare.
enum Pictures {
    static let white = PremultipliedColor(r: 255, g: 255, b: 255, a: 255)
    static let black = PremultipliedColor(r: 0, g: 0, b: 0, a: 255)
    static let blue = PremultipliedColor(r: 20, g: 60, b: 200, a: 255)

    /// `width x height` of one colour.
    static func solid(_ width: Int = 16, _ height: Int = 12, _ color: PremultipliedColor = blue) throws -> Bitmap {
        try Bitmap(width: width, height: height, fill: color)
    }

    /// Black left of column 5, white right of it, the edge column a grey of `edge`.
    static func edge(_ edge: UInt8 = 128, width: Int = 12, height: Int = 10) throws -> Bitmap {
        var b = try Bitmap(width: width, height: height, fill: white)
        for y in 0..<height {
            for x in 0..<5 { b[x, y] = black }
            b[5, y] = PremultipliedColor(r: edge, g: edge, b: edge, a: 255)
        }
        return b
    }

    /// `bitmap` with pixel `(x, y)` set to `color`.
    static func changing(_ bitmap: Bitmap, _ x: Int, _ y: Int, to color: PremultipliedColor) -> Bitmap {
        var copy = bitmap
        copy[x, y] = color
        return copy
    }
}
