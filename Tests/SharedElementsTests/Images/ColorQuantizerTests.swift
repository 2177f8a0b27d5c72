import Foundation
import Testing
import SharedElements
import SharedElementsTestSupport

/// The quantizer counts runs of one colour at once and remembers the last pixel mapped at each
/// place of the dither matrix; both must give what the pixel-by-pixel reference gives: the same
/// palette and the same index for every pixel.
@Suite struct ColorQuantizerTests {
    /// The pixel-by-pixel histogram: counts and channel sums per 6-bit colour bin of the pixels
    /// with alpha at least 128.
    static func referenceHistogram(_ bytes: [UInt8]) -> (counts: [Int: Int], sums: [Int: (Int, Int, Int)]) {
        var counts: [Int: Int] = [:], sums: [Int: (Int, Int, Int)] = [:]
        for i in stride(from: 0, to: bytes.count, by: 4) where bytes[i + 3] >= 128 {
            let bin = Int(bytes[i] >> 2) << 12 | Int(bytes[i + 1] >> 2) << 6 | Int(bytes[i + 2] >> 2)
            counts[bin, default: 0] += 1
            let s = sums[bin, default: (0, 0, 0)]
            sums[bin] = (s.0 + Int(bytes[i]), s.1 + Int(bytes[i + 1]), s.2 + Int(bytes[i + 2]))
        }
        return (counts, sums)
    }

    /// The pixel-by-pixel mapping: each pixel dithered by its place in the 8x8 Bayer matrix,
    /// then the palette entry nearest its bin's centre, or the transparent index.
    static func referenceMap(_ bytes: [UInt8], width: Int, height: Int, dither: Int, transparentIndex: UInt8?,
                             palette: [(r: UInt8, g: UInt8, b: UInt8)]) -> [UInt8] {
        let bayer = [
            0, 32, 8, 40, 2, 34, 10, 42, 48, 16, 56, 24, 50, 18, 58, 26, 12, 44, 4, 36, 14, 46, 6, 38, 60, 28, 52, 20, 62, 30, 54, 22,
            3, 35, 11, 43, 1, 33, 9, 41, 51, 19, 59, 27, 49, 17, 57, 25, 15, 47, 7, 39, 13, 45, 5, 37, 63, 31, 55, 23, 61, 29, 53, 21,
        ]
        var out: [UInt8] = []
        for y in 0..<height {
            for x in 0..<width {
                let p = 4 * (y * width + x)
                if let t = transparentIndex, bytes[p + 3] < 128 { out.append(t); continue }
                let offset = dither > 0 ? (bayer[(y & 7) * 8 + (x & 7)] * 2 - 63) * dither / 128 : 0
                let c = (0..<3).map { min(255, max(0, Int(bytes[p + $0]) + offset)) }
                let centre = c.map { ($0 >> 2) << 2 + 2 }
                var best = 0, bestDistance = Int.max
                for (i, e) in palette.enumerated() {
                    let dr = Int(e.r) - centre[0], dg = Int(e.g) - centre[1], db = Int(e.b) - centre[2]
                    let d = 2 * dr * dr + 4 * dg * dg + 3 * db * db
                    if d < bestDistance { best = i; bestDistance = d }
                }
                out.append(UInt8(best))
            }
        }
        return out
    }

    /// A frame of flat stretches (one colour, or clear), gradients and noise, straight RGBA.
    static func frame(width: Int, height: Int, colors: Int, _ g: inout SeededGenerator) -> [UInt8] {
        let swatches = (0..<colors).map { _ in (0..<4).map { _ in UInt8.random(in: 0...255, using: &g) } }
        var bytes: [UInt8] = []
        while bytes.count < 4 * width * height {
            let length = Int.random(in: 1...90, using: &g)
            switch Int.random(in: 0..<4, using: &g) {
            case 0: for _ in 0..<length { bytes += swatches[Int.random(in: 0..<colors, using: &g)] }
            case 1: let s = swatches.randomElement(using: &g)!; for _ in 0..<length { bytes += s }
            case 2: for i in 0..<length { bytes += [UInt8(i * 255 / 90), 40, UInt8(255 - i * 255 / 90), 255] }
            default: for _ in 0..<length { bytes += [0, 0, 0, 0] }
            }
        }
        return Array(bytes.prefix(4 * width * height))
    }

    @Test func runsCountedAtOnceGiveThePixelByPixelPaletteAndIndices() {
        var g = SeededGenerator(seed: 51)
        var checked = 0
        for trial in 0..<24 {
            let (w, h) = (Int.random(in: 1...70, using: &g), Int.random(in: 1...40, using: &g))
            let bytes = Self.frame(width: w, height: h, colors: trial % 3 == 0 ? 400 : Int.random(in: 1...40, using: &g), &g)
            let maxColors = trial % 2 == 0 ? 256 : 255
            var quantizer = bytes.withUnsafeBufferPointer { ColorQuantizer(straight: $0.baseAddress!, count: w * h, maxColors: maxColors) }
            let palette = quantizer.palette
            // Each palette entry is the rounded mean of whole bins: the histogram's sums over the
            // entry's bins, which the reference histogram gives.
            let (counts, sums) = Self.referenceHistogram(bytes)
            #expect(palette.count <= maxColors)
            #expect(palette.count == max(1, min(maxColors, counts.count)), "trial \(trial)")
            if counts.count <= maxColors {
                // Every bin is a box of its own: the palette is the bins' means, in bin order.
                let means = counts.keys.sorted().map { bin -> [UInt8] in
                    let n = counts[bin]!, s = sums[bin]!
                    return [UInt8((s.0 + n / 2) / n), UInt8((s.1 + n / 2) / n), UInt8((s.2 + n / 2) / n)]
                }
                #expect(Set(palette.map { [$0.r, $0.g, $0.b] }) == Set(means), "trial \(trial)")
                checked += 1
            }
            for dither in [0, 24] {
                for transparent in [nil, UInt8(palette.count)] as [UInt8?] {
                    var indices = [UInt8](repeating: 0, count: w * h)
                    bytes.withUnsafeBufferPointer { src in
                        indices.withUnsafeMutableBufferPointer {
                            quantizer.map(src.baseAddress!, width: w, height: h, dither: dither, transparentIndex: transparent, into: $0.baseAddress!)
                        }
                    }
                    let expected = Self.referenceMap(bytes, width: w, height: h, dither: dither, transparentIndex: transparent, palette: palette)
                    #expect(indices == expected, "trial \(trial), dither \(dither), transparent \(String(describing: transparent))")
                }
            }
        }
        #expect(checked >= 8)
    }
}
