import Foundation
import Testing
import SharedElements
import SharedElementsTestSupport

/// The decoder's unfiltering (whole pixels at once for 3- and 4-byte pixels) against the PNG
/// specification's byte-at-a-time definition, on hand-made files whose rows use every filter.
@Suite struct PNGUnfilterTests {
    /// A PNG file of `rows` (each a filter-type byte and its residuals), 8-bit RGB or RGBA.
    static func file(width: Int, height: Int, rgba: Bool, rows: [UInt8]) -> Data {
        var out = PNGDecoder.signature
        PNGEncoder.appendChunk("IHDR", PNGEncoder.header(width: width, height: height, colorType: rgba ? .rgba : .rgb), to: &out)
        PNGEncoder.appendChunk("IDAT", Deflate.zlib(rows), to: &out)
        PNGEncoder.appendChunk("IEND", [], to: &out)
        return Data(out)
    }

    /// The specification's unfiltering, one byte at a time (section 9).
    static func unfiltered(_ rows: [UInt8], rowBytes n: Int, bpp: Int) -> [UInt8] {
        var out: [UInt8] = []
        var prev = [UInt8](repeating: 0, count: n)
        for y in 0..<(rows.count / (n + 1)) {
            let type = rows[y * (n + 1)]
            var cur = Array(rows[(y * (n + 1) + 1)..<((y + 1) * (n + 1))])
            for i in 0..<n {
                let a = i >= bpp ? Int(cur[i - bpp]) : 0, b = Int(prev[i]), c = i >= bpp ? Int(prev[i - bpp]) : 0
                let predicted: Int
                switch type {
                case 1: predicted = a
                case 2: predicted = b
                case 3: predicted = (a + b) / 2
                case 4:
                    let p = a + b - c, pa = abs(p - a), pb = abs(p - b), pc = abs(p - c)
                    predicted = pa <= pb && pa <= pc ? a : pb <= pc ? b : c
                default: predicted = 0
                }
                cur[i] = UInt8(truncatingIfNeeded: Int(cur[i]) + predicted)
            }
            out += cur
            prev = cur
        }
        return out
    }

    @Test(arguments: [false, true])
    func everyFilterOnEveryWidthUnfiltersAsTheSpecificationSays(rgba: Bool) throws {
        var rng = SeededGenerator(seed: rgba ? 4 : 3)
        let bpp = rgba ? 4 : 3
        // Every filter type after every other; runs of Paeth rows of every length up to 9, which
        // the decoder takes four and two rows at a time.
        let patterns: [[UInt8]] = [
            (0..<15).map { UInt8(($0 * 2 + $0 / 5) % 5) },
            [4, 4, 4, 4, 4, 4, 4, 4, 4, 1, 4, 4, 4, 2, 4, 4, 3, 4, 0, 4, 4, 4, 4, 4, 4, 4],
        ]
        for width in [1, 2, 3, 4, 5, 8, 17, 64, 333] {
            for types in patterns {
                let height = types.count
                var rows: [UInt8] = []
                for y in 0..<height {
                    rows.append(types[y])
                    for _ in 0..<(width * bpp) { rows.append(Bool.random(using: &rng) ? UInt8.random(in: 0...255, using: &rng) : UInt8.random(in: 0...3, using: &rng)) }
                }
                let expected = Self.unfiltered(rows, rowBytes: width * bpp, bpp: bpp)
                let decoded = try PNGDecoder.decode(Self.file(width: width, height: height, rgba: rgba, rows: rows))
                var rgba8: [UInt8] = []
                for p in 0..<(width * height) {
                    rgba8 += expected[(p * bpp)..<(p * bpp + 3)]
                    rgba8.append(rgba ? expected[p * bpp + 3] : 255)
                }
                #expect(decoded.rgba8 == rgba8, "width \(width), \(rgba ? "RGBA" : "RGB"), filters \(types)")
            }
        }
    }
}
