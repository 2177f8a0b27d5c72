/// Reduces a frame to at most 256 colours by median cut, and maps pixels to the palette, with
/// optional 8x8 ordered (Bayer) dithering so smooth UI gradients do not band.
///
/// Colours are binned at 6 bits per channel; each palette entry is the pixel-weighted mean of
/// the exact colours in its box, and boxes are split at their weighted median along their
/// longest side, the box with the most pixels times extent first.
package struct ColorQuantizer {
    static let binBits = 6
    static let bins = 1 << (3 * binBits)

    /// Straight RGB palette entries.
    package private(set) var palette: [(r: UInt8, g: UInt8, b: UInt8)] = []
    /// Palette index by colour bin, filled on first use (-1: not yet).
    private var lookup: [Int16]

    /// Builds a palette of at most `maxColors` for the straight RGBA pixels whose alpha is at
    /// least 128 (the rest will be transparent).
    package init(straight pixels: UnsafePointer<UInt8>, count: Int, maxColors: Int) {
        var counts = [UInt32](repeating: 0, count: ColorQuantizer.bins)
        var sums = [UInt64](repeating: 0, count: 3 * ColorQuantizer.bins)
        for i in 0..<count {
            let p = pixels + 4 * i
            guard p[3] >= 128 else { continue }
            let bin = ColorQuantizer.bin(p[0], p[1], p[2])
            counts[bin] += 1
            sums[3 * bin] += UInt64(p[0]); sums[3 * bin + 1] += UInt64(p[1]); sums[3 * bin + 2] += UInt64(p[2])
        }
        struct Entry { var bin: Int; var count: UInt32 }
        var entries: [Entry] = []
        for b in 0..<ColorQuantizer.bins where counts[b] != 0 { entries.append(Entry(bin: b, count: counts[b])) }
        // Boxes are ranges of `entries`.
        var boxes: [Range<Int>] = entries.isEmpty ? [] : [0..<entries.count]
        func channel(_ bin: Int, _ c: Int) -> Int { (bin >> ((2 - c) * ColorQuantizer.binBits)) & ((1 << ColorQuantizer.binBits) - 1) }
        func extent(_ box: Range<Int>) -> (axis: Int, size: Int) {
            var lo = [63, 63, 63], hi = [0, 0, 0]
            for e in entries[box] {
                for c in 0..<3 { let v = channel(e.bin, c); lo[c] = min(lo[c], v); hi[c] = max(hi[c], v) }
            }
            let sizes = (0..<3).map { hi[$0] - lo[$0] }
            let axis = sizes[1] >= sizes[0] && sizes[1] >= sizes[2] ? 1 : sizes[0] >= sizes[2] ? 0 : 2
            return (axis, sizes[axis])
        }
        // Each box's split score (pixels times extent along its longest axis), kept per box.
        func score(_ box: Range<Int>) -> (score: Double, axis: Int) {
            guard box.count > 1 else { return (0, 0) }
            let (axis, size) = extent(box)
            let pixels = entries[box].reduce(0.0) { $0 + Double($1.count) }
            return (pixels * Double(size), axis)
        }
        var scores = boxes.map(score)
        while boxes.count < maxColors {
            var pick = -1
            for i in scores.indices where scores[i].score > 0 && (pick < 0 || scores[i].score > scores[pick].score) { pick = i }
            guard pick >= 0 else { break }
            let box = boxes[pick], pickAxis = scores[pick].axis
            entries[box].sort { channel($0.bin, pickAxis) < channel($1.bin, pickAxis) }
            let total = entries[box].reduce(UInt64(0)) { $0 + UInt64($1.count) }
            var running: UInt64 = 0
            var split = box.lowerBound + 1
            for i in box {
                running += UInt64(entries[i].count)
                if running * 2 >= total { split = min(max(i + 1, box.lowerBound + 1), box.upperBound - 1); break }
            }
            boxes[pick] = box.lowerBound..<split
            boxes.append(split..<box.upperBound)
            scores[pick] = score(boxes[pick])
            scores.append(score(boxes[boxes.count - 1]))
        }
        for box in boxes {
            var n: UInt64 = 0, r: UInt64 = 0, g: UInt64 = 0, b: UInt64 = 0
            for e in entries[box] {
                n += UInt64(e.count); r += sums[3 * e.bin]; g += sums[3 * e.bin + 1]; b += sums[3 * e.bin + 2]
            }
            palette.append((UInt8((r + n / 2) / n), UInt8((g + n / 2) / n), UInt8((b + n / 2) / n)))
        }
        if palette.isEmpty { palette = [(0, 0, 0)] }
        lookup = [Int16](repeating: -1, count: ColorQuantizer.bins)
    }

    @inline(__always)
    static func bin(_ r: UInt8, _ g: UInt8, _ b: UInt8) -> Int {
        let s = UInt8(8 - binBits)
        return Int(r >> s) << (2 * binBits) | Int(g >> s) << binBits | Int(b >> s)
    }

    /// The 8x8 Bayer matrix, thresholds 0...63.
    static let bayer: [Int] = [
        0, 32, 8, 40, 2, 34, 10, 42, 48, 16, 56, 24, 50, 18, 58, 26, 12, 44, 4, 36, 14, 46, 6, 38, 60, 28, 52, 20, 62, 30, 54, 22,
        3, 35, 11, 43, 1, 33, 9, 41, 51, 19, 59, 27, 49, 17, 57, 25, 15, 47, 7, 39, 13, 45, 5, 37, 63, 31, 55, 23, 61, 29, 53, 21,
    ]

    /// Palette indices for straight RGBA pixels (`width * height` of them); pixels with alpha
    /// under 128 get `transparentIndex`. `dither` is the ordered-dither spread in levels (0: none).
    package mutating func map(
        _ pixels: UnsafePointer<UInt8>, width: Int, height: Int, dither: Int, transparentIndex: UInt8?,
        into out: UnsafeMutablePointer<UInt8>
    ) {
        for y in 0..<height {
            for x in 0..<width {
                let p = pixels + 4 * (y * width + x)
                if let t = transparentIndex, p[3] < 128 {
                    out[y * width + x] = t
                    continue
                }
                var r = Int(p[0]), g = Int(p[1]), b = Int(p[2])
                if dither > 0 {
                    let offset = (ColorQuantizer.bayer[(y & 7) * 8 + (x & 7)] * 2 - 63) * dither / 128
                    r = min(255, max(0, r + offset)); g = min(255, max(0, g + offset)); b = min(255, max(0, b + offset))
                }
                out[y * width + x] = nearest(UInt8(r), UInt8(g), UInt8(b))
            }
        }
    }

    /// The palette entry closest to a colour's bin centre (squared distance), cached per bin.
    @inline(__always)
    mutating func nearest(_ r: UInt8, _ g: UInt8, _ b: UInt8) -> UInt8 {
        let bin = ColorQuantizer.bin(r, g, b)
        let cached = lookup[bin]
        if cached >= 0 { return UInt8(cached) }
        let half = 1 << (7 - ColorQuantizer.binBits)
        let s = 8 - ColorQuantizer.binBits
        let cr = (Int(r) >> s) << s + half, cg = (Int(g) >> s) << s + half, cb = (Int(b) >> s) << s + half
        var best = 0, bestDistance = Int.max
        for (i, c) in palette.enumerated() {
            let dr = Int(c.r) - cr, dg = Int(c.g) - cg, db = Int(c.b) - cb
            let d = 2 * dr * dr + 4 * dg * dg + 3 * db * db
            if d < bestDistance { best = i; bestDistance = d }
        }
        lookup[bin] = Int16(best)
        return UInt8(best)
    }
}
