import Foundation
import Testing
import SharedElements
import SharedElementsTestSupport

/// The frame measures' sums on every path this machine runs (the Swift code and each C kernel)
/// against their definitions written out per channel: every run length through the vector
/// tails, every start alignment, and runs long enough for the kernels to widen their lanes.
@Suite struct PixelMeasuresTests {
    static let counts = Array(0...70) + [127, 128, 129, 1023, 4099]

    static func channels(_ v: UInt32) -> [Int] { (0..<4).map { Int((v >> UInt32(8 * $0)) & 0xFF) } }

    /// A pair of pixels: equal, apart in one channel (any of the four), or apart in all.
    static func pair(_ g: inout SeededGenerator) -> (UInt32, UInt32) {
        let x = UInt32.random(in: 0...UInt32.max, using: &g)
        switch Int.random(in: 0..<3, using: &g) {
        case 0: return (x, x)
        case 1:
            let shift = UInt32(8 * Int.random(in: 0..<4, using: &g))
            return (x, x & ~(0xFF << shift) | UInt32.random(in: 0...255, using: &g) << shift)
        default: return (x, UInt32.random(in: 0...UInt32.max, using: &g))
        }
    }

    @Test func differenceSumIsTheSumOfLargestChannelDifferences() {
        var g = SeededGenerator(seed: 907)
        for count in Self.counts {
            for offset in [0, 1, 3, 7] {
                let pairs = (0..<(offset + count)).map { _ in Self.pair(&g) }
                let a = pairs.map(\.0), b = pairs.map(\.1)
                let expected = (offset..<(offset + count)).reduce(UInt64(0)) { sum, i in
                    sum + UInt64(zip(Self.channels(a[i]), Self.channels(b[i])).map { abs($0 - $1) }.max()!)
                }
                for path in PixelKernels.available {
                    let got = a.withUnsafeBufferPointer { pa in
                        b.withUnsafeBufferPointer { pb in
                            PixelMeasures.differenceSum(pa.baseAddress! + offset, pb.baseAddress! + offset, count: count, path: path)
                        }
                    }
                    #expect(got == expected, "\(path), \(count) pixels from \(offset)")
                }
            }
        }
    }

    @Test func luminanceSumWeighsRedGreenAndBlueAndIgnoresAlpha() {
        var g = SeededGenerator(seed: 908)
        for count in Self.counts {
            for offset in [0, 1, 5] {
                let pixels = (0..<(offset + count)).map { _ in UInt32.random(in: 0...UInt32.max, using: &g) }
                let expected = pixels[offset...].reduce(UInt64(0)) { sum, v in
                    let c = Self.channels(v)
                    return sum + UInt64(54 * c[0] + 183 * c[1] + 19 * c[2])
                }
                for path in PixelKernels.available {
                    let got = pixels.withUnsafeBufferPointer { PixelMeasures.luminanceSum($0.baseAddress! + offset, count: count, path: path) }
                    #expect(got == expected, "\(path), \(count) pixels from \(offset)")
                }
            }
        }
    }

    /// White pixels give each kernel lane its largest step: more of them than a 32-bit lane can
    /// sum must still add up exactly (the kernels widen their lanes in time).
    @Test func longRunsOfTheLargestValuesDoNotOverflow() {
        let count = 8 << 17 + 13
        let white = [UInt32](repeating: 0xFFFF_FFFF, count: count), black = [UInt32](repeating: 0xFF00_0000, count: count)
        for path in PixelKernels.available {
            let luminance = white.withUnsafeBufferPointer { PixelMeasures.luminanceSum($0.baseAddress!, count: count, path: path) }
            #expect(luminance == UInt64(count) * 65_280, "\(path)")
            let difference = white.withUnsafeBufferPointer { w in
                black.withUnsafeBufferPointer { PixelMeasures.differenceSum(w.baseAddress!, $0.baseAddress!, count: count, path: path) }
            }
            #expect(difference == UInt64(count) * 255, "\(path)")
        }
    }
}
