import Foundation
import Testing
import SharedElements
import Snapshotting

/// The linter's frame-difference energy, through the kernels of ``PixelMeasures``, against its
/// definition one pixel at a time: the mean over pixels of the largest of the four channel differences.
@Suite struct TransitionLinterPixelsTests {
    /// A fixed sequence of random numbers (SplitMix64), so every run checks the same frames.
    struct SeededGenerator: RandomNumberGenerator {
        var state: UInt64
        init(seed: UInt64) { state = seed }
        mutating func next() -> UInt64 {
            state &+= 0x9E37_79B9_7F4A_7C15
            var z = state
            z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
            z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
            return z ^ (z >> 31)
        }
    }

    @Test func differenceEnergyIsTheMeanLargestChannelDifference() throws {
        var g = SeededGenerator(seed: 61)
        for trial in 0..<40 {
            let (w, h) = (Int.random(in: 1...45, using: &g), Int.random(in: 1...9, using: &g))
            var a: [UInt8] = [], b: [UInt8] = []
            for _ in 0..<(w * h) {
                let p = (0..<4).map { _ in UInt8.random(in: 0...255, using: &g) }
                a += p
                // Some pixels equal, some apart in one channel (any of the four), some in all.
                switch Int.random(in: 0..<3, using: &g) {
                case 0: b += p
                case 1:
                    var q = p
                    let c = Int.random(in: 0..<4, using: &g)
                    q[c] = UInt8.random(in: 0...255, using: &g)
                    b += q
                default: b += (0..<4).map { _ in UInt8.random(in: 0...255, using: &g) }
                }
            }
            // Straight bytes stand in for pixels here: the measure reads bytes, not colours.
            func bitmap(_ bytes: [UInt8]) throws -> Bitmap {
                var premultiplied = bytes
                for i in stride(from: 0, to: bytes.count, by: 4) {
                    for c in 0..<3 { premultiplied[i + c] = min(bytes[i + c], bytes[i + 3]) }
                }
                return try Bitmap(width: w, height: h, premultipliedBytes: premultiplied)
            }
            let x = try bitmap(a), y = try bitmap(b)
            let expected = stride(from: 0, to: x.bytes.count, by: 4).reduce(0) { sum, i in
                sum + (0..<4).map { abs(Int(x.bytes[i + $0]) - Int(y.bytes[i + $0])) }.max()!
            }
            let energy = TransitionLinter.differenceEnergy(x, y)
            #expect(abs(energy - Double(expected) / Double(w * h) / 255) < 1e-12, "trial \(trial): \(w)x\(h)")
        }
    }

    /// The mean luminance outside rectangles, with the frame's total known or not, against the
    /// mean over the pixels outside them one at a time: rectangles that overlap, reach past the
    /// frame, cover a little or most of it, or too much of it to measure.
    @Test func meanLuminanceOutsideRectanglesIsTheMeanOfThePixelsLeft() throws {
        var g = SeededGenerator(seed: 62)
        for trial in 0..<60 {
            let (w, h) = (Int.random(in: 1...40, using: &g), Int.random(in: 1...30, using: &g))
            var bytes: [UInt8] = []
            for _ in 0..<(w * h) {
                let a = UInt8.random(in: 0...255, using: &g)
                bytes += [UInt8.random(in: 0...a, using: &g), UInt8.random(in: 0...a, using: &g), UInt8.random(in: 0...a, using: &g), a]
            }
            let frame = try Bitmap(width: w, height: h, premultipliedBytes: bytes)
            func weighted(_ i: Int) -> Int {
                let r = Int(bytes[4 * i]), gr = Int(bytes[4 * i + 1]), b = Int(bytes[4 * i + 2])
                return 54 * r + 183 * gr + 19 * b
            }
            let scale = [1.0, 2.0, 0.5][trial % 3]
            let rects = (0..<Int.random(in: 0...4, using: &g)).map { _ in
                CGRect(x: Double.random(in: -5...Double(w), using: &g) / scale, y: Double.random(in: -5...Double(h), using: &g) / scale,
                       width: Double.random(in: 0...Double(w), using: &g) / scale, height: Double.random(in: 0...Double(h), using: &g) / scale)
            }
            // The pixels the rectangles leave: those whose cell lies outside every rectangle's
            // pixel cover (edges rounded outward).
            var sum = 0, left = 0
            for y in 0..<h {
                for x in 0..<w {
                    let hidden = rects.contains { r in
                        let x0 = max(0, Int((r.minX * scale).rounded(.down))), x1 = min(w, Int((r.maxX * scale).rounded(.up)))
                        let y0 = max(0, Int((r.minY * scale).rounded(.down))), y1 = min(h, Int((r.maxY * scale).rounded(.up)))
                        return x >= x0 && x < x1 && y >= y0 && y < y1
                    }
                    guard !hidden else { continue }
                    sum += weighted(y * w + x)
                    left += 1
                }
            }
            let expected: Double? = left > 0 && Double(left) >= 0.3 * Double(w * h) ? Double(sum) / Double(left) / (256 * 255) : nil
            var unknown: UInt64?
            let fresh = TransitionLinter.meanLuminance(frame, excluding: rects, scale: scale, minimumFraction: 0.3, total: &unknown)
            var known: UInt64? = UInt64((0..<(w * h)).reduce(0) { $0 + weighted($1) })
            let reused = TransitionLinter.meanLuminance(frame, excluding: rects, scale: scale, minimumFraction: 0.3, total: &known)
            #expect(fresh == expected, "trial \(trial)")
            #expect(reused == expected, "trial \(trial)")
            // Once computed, the total is the whole frame's.
            if let unknown { #expect(unknown == known, "trial \(trial)") }
        }
    }
}
