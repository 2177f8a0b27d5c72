import Foundation
import Testing
import SharedElements
import SharedElementsTestSupport

/// The row-at-a-time blur against a pixel-at-a-time sum over the full kernel.
@Suite struct GaussianBlurTests {
    /// The reference: every output pixel sums its neighbours times the full kernel's weights,
    /// pixels outside the plane counting as zero, horizontally then vertically.
    static func reference(_ plane: [UInt8], width w: Int, height h: Int, sigma: Double) -> [UInt8] {
        let half = GaussianBlur.kernel(sigma: sigma)
        let r = half.count - 1
        let full = (0...(2 * r)).map { half[abs($0 - r)] }
        func pass(_ src: [UInt8], count: Int, lines: Int, at: (Int, Int) -> Int) -> [UInt8] {
            var out = src
            for line in 0..<lines {
                for i in 0..<count {
                    var acc: UInt32 = 0
                    for j in max(0, i - r)...min(count - 1, i + r) { acc += UInt32(src[at(line, j)]) * full[j - i + r] }
                    out[at(line, i)] = UInt8(min(255, (acc + 32768) >> 16))
                }
            }
            return out
        }
        let rows = pass(plane, count: w, lines: h) { y, x in y * w + x }
        return pass(rows, count: h, lines: w) { x, y in y * w + x }
    }

    @Test(arguments: [0.3, 1, 2.5, 6, 17])
    func matchesThePixelByPixelSum(sigma: Double) {
        var g = SeededGenerator(seed: UInt64(sigma * 10))
        for (w, h) in [(1, 1), (3, 40), (37, 5), (64, 48)] {
            // Shapes with soft edges, random noise, and empty rows.
            var plane = [UInt8](repeating: 0, count: w * h)
            for y in 0..<h where y % 7 != 3 {
                for x in 0..<w { plane[y * w + x] = x % 5 == 0 ? 255 : UInt8.random(in: 0...255, using: &g) }
            }
            let expected = Self.reference(plane, width: w, height: h, sigma: sigma)
            GaussianBlur.blur(&plane, width: w, height: h, sigma: sigma)
            #expect(plane == expected, "\(w)x\(h), sigma \(sigma)")
        }
    }

    @Test func theKernelIsCentredAndSumsToOne() {
        let half = GaussianBlur.kernel(sigma: 4)
        #expect(half.count == 13)
        let total = half[0] + 2 * half.dropFirst().reduce(0, +)
        #expect(abs(Int(total) - 65536) <= 13)
        #expect(zip(half, half.dropFirst()).allSatisfy { $0 > $1 })
    }

    @Test func leavesThePlaneAloneForNoBlurOrBadInput() {
        let plane: [UInt8] = [0, 255, 9, 80]
        for sigma in [0, -3, .nan, .infinity, 0.01] {
            var p = plane
            GaussianBlur.blur(&p, width: 2, height: 2, sigma: sigma)
            #expect(p == plane)
        }
        var short: [UInt8] = [1, 2]
        GaussianBlur.blur(&short, width: 4, height: 4, sigma: 2)
        #expect(short == [1, 2])
    }
}
