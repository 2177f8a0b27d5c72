import Foundation
import SharedElements
import Testing
import Snapshotting

/// The comparisons of pixelmatch v7's own test suite, on its fixture images: same options, same
/// mismatch counts, same diff images byte for byte.
@Suite struct PixelmatchConformanceTests {
    struct Case: Sendable, CustomStringConvertible {
        let a: String, b: String, diff: String
        let expected: Int
        var options = ImageDiff.Options()
        var description: String { "\(a) vs \(b) → \(diff)" }

        init(_ a: String, _ b: String, _ diff: String, _ expected: Int, _ configure: (inout ImageDiff.Options) -> Void = { _ in }) {
            self.a = a; self.b = b; self.diff = diff; self.expected = expected
            configure(&options)
        }
    }

    static let cases: [Case] = [
        Case("1a", "1b", "1diff", 143) { $0.threshold = 0.05 },
        Case("1a", "1b", "1diffdefaultthreshold", 106),
        Case("1a", "1b", "1diffmask", 143) { $0.threshold = 0.05; $0.diffMask = true },
        Case("1a", "1a", "1emptydiffmask", 0) { $0.threshold = 0; $0.diffMask = true },
        Case("2a", "2b", "2diff", 12437) {
            $0.threshold = 0.05; $0.alpha = 0.5
            $0.antialiasingColor = ImageDiff.RGB(0, 192, 0); $0.diffColor = ImageDiff.RGB(255, 0, 255)
        },
        Case("3a", "3b", "3diff", 212) { $0.threshold = 0.05 },
        Case("4a", "4b", "4diff", 36049) { $0.threshold = 0.05 },
        Case("5a", "5b", "5diff", 6) { $0.threshold = 0.05 },
        Case("6a", "6b", "6diff", 51) { $0.threshold = 0.05 },
        Case("6a", "6a", "6empty", 0) { $0.threshold = 0 },
        Case("7a", "7b", "7diff", 2448) { $0.darkerDiffColor = ImageDiff.RGB(0, 255, 0) },
        Case("8a", "5b", "8diff", 32896) { $0.threshold = 0.05 },
    ]

    static let folder = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .appendingPathComponent("Fixtures/pixelmatch", isDirectory: true)

    static func pixels(_ name: String) throws -> PNGPixels {
        try PNGDecoder.decode(Data(contentsOf: folder.appendingPathComponent("\(name).png")))
    }

    @Test(arguments: cases)
    func sameCountAndDiffImageAsPixelmatch(_ c: Case) throws {
        let a = try Self.pixels(c.a), b = try Self.pixels(c.b), expectedDiff = try Self.pixels(c.diff)
        let result = try ImageDiff.compare(a.rgba8, b.rgba8, width: a.width, height: a.height,
                                           options: c.options, drawsDiff: true)
        #expect(result.differentPixels == c.expected)
        let withoutDiff = try ImageDiff.compare(a.rgba8, b.rgba8, width: a.width, height: a.height, options: c.options)
        #expect(withoutDiff.differentPixels == c.expected, "the count does not depend on drawing the diff")
        let diff = result.diffImage ?? []
        let sameDiff = diff == expectedDiff.rgba8
        let differingBytes = zip(diff, expectedDiff.rgba8).filter { $0 != $1 }.count
        #expect(sameDiff, "diff image differs from pixelmatch's in \(differingBytes) bytes")
    }

    @Test func inputsOfTheWrongLengthAreRefused() {
        #expect(throws: SnapshotError.byteCountMismatch(expected: 16, first: 16, second: 12)) {
            try ImageDiff.compare([UInt8](repeating: 0, count: 16), [UInt8](repeating: 0, count: 12), width: 2, height: 2)
        }
    }
}
