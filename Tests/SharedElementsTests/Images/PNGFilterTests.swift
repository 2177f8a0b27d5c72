import Foundation
import Testing
import SharedElements
import SharedElementsTestSupport

/// The encoder's filter choice on every path (the portable Swift loop and each C kernel this
/// machine runs) against the specification's filters written out one byte at a time.
@Suite struct PNGFilterTests {
    /// The filter-type byte and residuals of the filter among None, Sub, Up and Paeth whose
    /// residuals, read as signed bytes, have the smallest absolute sum (the first on a tie).
    static func reference(_ cur: [UInt8], _ prev: [UInt8], bpp: Int) -> [UInt8] {
        func paeth(_ a: Int, _ b: Int, _ c: Int) -> Int {
            let p = a + b - c, pa = abs(p - a), pb = abs(p - b), pc = abs(p - c)
            return pa <= pb && pa <= pc ? a : pb <= pc ? b : c
        }
        let n = cur.count
        let left = { (i: Int) in i >= bpp ? Int(cur[i - bpp]) : 0 }
        let upLeft = { (i: Int) in i >= bpp ? Int(prev[i - bpp]) : 0 }
        let filters: [(UInt8, [UInt8])] = [
            (0, cur),
            (1, (0..<n).map { UInt8(truncatingIfNeeded: Int(cur[$0]) - left($0)) }),
            (2, (0..<n).map { UInt8(truncatingIfNeeded: Int(cur[$0]) - Int(prev[$0])) }),
            (4, (0..<n).map { UInt8(truncatingIfNeeded: Int(cur[$0]) - paeth(left($0), Int(prev[$0]), upLeft($0))) }),
        ]
        let sums = filters.map { $0.1.reduce(0) { $0 + abs(Int(Int8(bitPattern: $1))) } }
        let best = sums.indices.min { sums[$0] < sums[$1] || (sums[$0] == sums[$1] && $0 < $1) }!
        return [filters[best].0] + filters[best].1
    }

    @Test(arguments: PixelKernels.available)
    func theChosenFilterIsTheReferenceOnEveryPath(_ path: PixelKernels.Path) {
        var g = SeededGenerator(seed: 53)
        var mismatches: [String] = [], chosen = Set<UInt8>()
        for trial in 0..<600 {
            let bpp = trial % 2 == 0 ? 3 : 4
            let n = trial % 5 == 0 ? Int.random(in: 1...20, using: &g) * bpp : Int.random(in: 1...1_300, using: &g) * bpp
            // Noise, smooth gradients, flat stretches and rows like the one above.
            let kind = trial % 4
            func row() -> [UInt8] {
                let base = Int.random(in: 0...255, using: &g), step = Int.random(in: -3...3, using: &g)
                return (0..<n).map { i in
                    switch kind {
                    case 0: UInt8.random(in: 0...255, using: &g)
                    case 1: UInt8(truncatingIfNeeded: base + step * (i / bpp) + (i % bpp) * 40)
                    case 2: UInt8(truncatingIfNeeded: i / 97 % 2 == 0 ? base : base + 9)
                    default: UInt8(truncatingIfNeeded: base + Int.random(in: -2...2, using: &g))
                    }
                }
            }
            let cur = row(), prev = trial % 7 == 0 ? cur : row()
            let expected = Self.reference(cur, prev, bpp: bpp)
            // Each row with `bpp` zero bytes before it, as the encoder keeps them.
            let paddedCur = [UInt8](repeating: 0, count: bpp) + cur, paddedPrev = [UInt8](repeating: 0, count: bpp) + prev
            var out = [UInt8](repeating: 0xA5, count: n + 2)
            paddedCur.withUnsafeBufferPointer { c in
                paddedPrev.withUnsafeBufferPointer { p in
                    out.withUnsafeMutableBufferPointer {
                        PNGFilter.filterBest(c.baseAddress! + bpp, p.baseAddress! + bpp, count: n, bpp: bpp, into: $0.baseAddress!, path: path)
                    }
                }
            }
            if Array(out.prefix(n + 1)) != expected || out[n + 1] != 0xA5 { mismatches.append("trial \(trial): bpp \(bpp), \(n) bytes") }
            chosen.insert(expected[0])
        }
        #expect(mismatches.isEmpty, "\(path): \(mismatches.count) mismatches, first \(mismatches.prefix(3))")
        #expect(chosen == [0, 1, 2, 4], "every filter was chosen somewhere: \(chosen.sorted())")
    }
}
