import Foundation
import SharedElements
import Testing
import Snapshotting

/// The comparison strip of a failed film strip marks exactly the pixels the test's tolerance
/// counted, and a single one survives the shrinking of tall frames.
@Suite struct ComparisonStripTests {
    /// A 30x1300 frame (shrunk by 3 in a strip) and the same with pixel (14, 650)'s blue raised by 8.
    static func frames() throws -> (reference: Bitmap, actual: Bitmap) {
        let frame = try Pictures.solid(30, 1_300)
        let nudged = PremultipliedColor(r: Pictures.blue.r, g: Pictures.blue.g, b: Pictures.blue.b + 8, a: 255)
        return (frame, Pictures.changing(frame, 14, 650, to: nudged))
    }

    /// The marked pixels `[x, y]` of the difference cell (third column) of a one-row strip of
    /// cells `width` x `height`, from the cell's top-left.
    static func marks(in strip: Bitmap, width: Int, height: Int) -> [[Int]] {
        let left = 8 + 2 * (width + 8), top = 8
        var points: [[Int]] = []
        for y in 0..<height {
            for x in 0..<width where strip[left + x, top + y] == ComparisonStrip.mark {
                points.append([x, y])
            }
        }
        return points
    }

    @Test(arguments: [
        (SnapshotTolerance.exact, true),
        (.perceptual(threshold: 0.005), true),
        (.perceptual(), false),
    ])
    func aOnePixelChangeIsMarkedWhenItsToleranceCountsIt(_ tolerance: SnapshotTolerance, _ counted: Bool) throws {
        let (reference, actual) = try Self.frames()
        #expect((ImageComparison.diff(reference, actual, tolerance: tolerance) != nil) == counted)
        let strip = try ComparisonStrip.make([(reference, actual)], tolerance: tolerance)
        #expect(strip.width == 8 + 3 * (10 + 8) && strip.height == 8 + 433 + 8)
        let marks = Self.marks(in: strip, width: 10, height: 433)
        #expect(marks == (counted ? [[14 / 3, 650 / 3]] : []))
    }

    @Test func unchangedFramesAndFramesWithoutAReferenceHaveNoMarks() throws {
        let (reference, _) = try Self.frames()
        let same = try ComparisonStrip.make([(reference, reference)], tolerance: .exact)
        #expect(Self.marks(in: same, width: 10, height: 433).isEmpty)
        let none = try ComparisonStrip.make([(nil, reference)], tolerance: .exact)
        #expect(none[8 + 2 * 18 + 4, 8 + 216] == ContactSheet.background, "no reference: the cell stays empty")
    }
}
