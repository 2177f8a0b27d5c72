import Foundation
import Testing
import SharedElements
import Snapshotting

/// The linter's frame-difference energy, sixteen bytes at a time, against its definition one
/// pixel at a time: the mean over pixels of the largest of the four channel differences.
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
}
