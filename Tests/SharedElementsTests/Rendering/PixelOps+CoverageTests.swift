import Testing
import Foundation
import SharedElements
import SharedElementsTestSupport

@Suite struct PixelOpsCoverageTests {
    /// Coverage values that round to every 8-bit level, the values either side of each rounding
    /// boundary, and the ends.
    static func coverage(_ g: inout SeededGenerator) -> Float {
        switch Int.random(in: 0..<4, using: &g) {
        case 0: return [0, 1, 0.5 / 255, 254.5 / 255].randomElement(using: &g)!
        case 1:
            let boundary = (Float(Int.random(in: 0...254, using: &g)) + 0.5) / 255
            return min(max(boundary + Float(Int.random(in: -2...2, using: &g)) * .ulpOfOne, 0), 1)
        default: return Float.random(in: 0...1, using: &g)
        }
    }

    @Test func aCoverageRunIsOverOfScaleOnePixelAtATime() {
        var g = SeededGenerator(seed: 515)
        for count in 0...41 {
            for _ in 0..<60 {
                let color = PixelOpsTests.pixel(&g)
                let before = (0..<count).map { _ in PixelOpsTests.pixel(&g) }
                let coverage = (0..<count).map { _ in Self.coverage(&g) }
                var fast = before
                fast.withUnsafeMutableBufferPointer { d in
                    coverage.withUnsafeBufferPointer { c in
                        PixelOps.blendCoverage(color, d.baseAddress!, count: count, coverage: c.baseAddress!)
                    }
                }
                let slow = zip(before, coverage).map { d, c in PixelOps.over(PixelOps.scale(color, PixelOps.coverage8(c)), d) }
                #expect(fast == slow, "count \(count), colour \(String(color, radix: 16))")
            }
        }
    }

    @Test func aCoverageRunLeavesThePixelsAfterItAlone() {
        var pixels = [UInt32](repeating: 0x8040_2010, count: 7)
        let coverage: [Float] = [1, 1, 1, 1, 1, 1, 1]
        pixels.withUnsafeMutableBufferPointer { d in
            coverage.withUnsafeBufferPointer { PixelOps.blendCoverage(0xFF00_00FF, d.baseAddress!, count: 5, coverage: $0.baseAddress!) }
        }
        #expect(pixels == [0xFF00_00FF, 0xFF00_00FF, 0xFF00_00FF, 0xFF00_00FF, 0xFF00_00FF, 0x8040_2010, 0x8040_2010])
    }
}
