import Foundation

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
        // The histogram's 7 MB of tables come from a pool, cleared where they were used: a frame
        // touches a few thousand of the 262,144 bins, and clearing them all took longer than
        // counting.
        let histogram = Histogram.take()
        defer { histogram.giveBack() }
        let counts = histogram.counts, sums = histogram.sums
        // A run of one colour (a flat fill, most of a UI frame) is counted at once: the same
        // counts and sums as pixel by pixel.
        let words = UnsafeRawPointer(pixels)
        var i = 0
        while i < count {
            let p = UInt32(littleEndian: words.loadUnaligned(fromByteOffset: 4 &* i, as: UInt32.self))
            var j = i &+ 1
            while j < count && UInt32(littleEndian: words.loadUnaligned(fromByteOffset: 4 &* j, as: UInt32.self)) == p { j &+= 1 }
            let n = j &- i
            i = j
            guard p >> 24 >= 128 else { continue }
            let r = UInt8(truncatingIfNeeded: p), g = UInt8(truncatingIfNeeded: p >> 8), b = UInt8(truncatingIfNeeded: p >> 16)
            let bin = ColorQuantizer.bin(r, g, b)
            if counts[bin] == 0 { histogram.touched.append(Int32(truncatingIfNeeded: bin)) }
            counts[bin] += UInt32(n)
            sums[3 &* bin] += UInt64(r) &* UInt64(n)
            sums[3 &* bin &+ 1] += UInt64(g) &* UInt64(n)
            sums[3 &* bin &+ 2] += UInt64(b) &* UInt64(n)
        }
        struct Entry { var bin: Int; var count: UInt32 }
        var entries: [Entry] = []
        histogram.touched.sort()
        entries.reserveCapacity(histogram.touched.count)
        for b in histogram.touched { entries.append(Entry(bin: Int(b), count: counts[Int(b)])) }
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
        let palette = self.palette
        let words = UnsafeRawPointer(pixels)
        lookup.withUnsafeMutableBufferPointer { table in
            let lookup = table.baseAddress.unsafelyUnwrapped
            // Along a row the dither offset depends on the column's place in the 8x8 matrix
            // only, so the last pixel mapped at each of the eight places (and its index) is kept:
            // a run of one colour is looked up once per place.
            let lastPixel = UnsafeMutablePointer<UInt32>.allocate(capacity: 8)
            let lastIndex = UnsafeMutablePointer<UInt8>.allocate(capacity: 8)
            let offsets = UnsafeMutablePointer<Int>.allocate(capacity: 8)
            defer { lastPixel.deallocate(); lastIndex.deallocate(); offsets.deallocate() }
            for y in 0..<height {
                for k in 0..<8 {
                    offsets[k] = dither > 0 ? (ColorQuantizer.bayer[(y & 7) * 8 + k] * 2 - 63) * dither / 128 : 0
                    // Clear black (alpha under 128) as the first pixel kept at each place.
                    (lastPixel + k).initialize(to: 0)
                    (lastIndex + k).initialize(to: transparentIndex ?? Self.nearest(0, 0, 0, offset: offsets[k], lookup, palette))
                }
                let row = y &* width
                for x in 0..<width {
                    let p = UInt32(littleEndian: words.loadUnaligned(fromByteOffset: 4 &* (row &+ x), as: UInt32.self))
                    let place = x & 7
                    if p == lastPixel[place] {
                        out[row &+ x] = lastIndex[place]
                        continue
                    }
                    let index: UInt8
                    if let t = transparentIndex, p >> 24 < 128 {
                        index = t
                    } else {
                        index = Self.nearest(Int(p & 0xFF), Int((p >> 8) & 0xFF), Int((p >> 16) & 0xFF), offset: offsets[place],
                                             lookup, palette)
                    }
                    lastPixel[place] = p
                    lastIndex[place] = index
                    out[row &+ x] = index
                }
            }
        }
    }

    /// The palette index of a colour moved by a dither offset (each channel clamped).
    @inline(__always)
    private static func nearest(
        _ r: Int, _ g: Int, _ b: Int, offset: Int, _ lookup: UnsafeMutablePointer<Int16>, _ palette: [(r: UInt8, g: UInt8, b: UInt8)]
    ) -> UInt8 {
        let r = UInt8(min(255, max(0, r + offset))), g = UInt8(min(255, max(0, g + offset))), b = UInt8(min(255, max(0, b + offset)))
        let bin = ColorQuantizer.bin(r, g, b)
        let cached = lookup[bin]
        if cached >= 0 { return UInt8(truncatingIfNeeded: cached) }
        let best = nearestEntry(r, g, b, palette)
        lookup[bin] = Int16(best)
        return UInt8(best)
    }

    /// The palette entry closest to a colour's bin centre (squared distance).
    static func nearestEntry(_ r: UInt8, _ g: UInt8, _ b: UInt8, _ palette: [(r: UInt8, g: UInt8, b: UInt8)]) -> Int {
        let half = 1 << (7 - ColorQuantizer.binBits)
        let s = 8 - ColorQuantizer.binBits
        let cr = (Int(r) >> s) << s + half, cg = (Int(g) >> s) << s + half, cb = (Int(b) >> s) << s + half
        var best = 0, bestDistance = Int.max
        for (i, c) in palette.enumerated() {
            let dr = Int(c.r) - cr, dg = Int(c.g) - cg, db = Int(c.b) - cb
            let d = 2 * dr * dr + 4 * dg * dg + 3 * db * db
            if d < bestDistance { best = i; bestDistance = d }
        }
        return best
    }

    /// A colour histogram's tables: pixel counts and channel sums per bin, all zero between
    /// uses, and the bins a use has touched. Up to two are kept for reuse (a GIF encodes its
    /// frames one after another; another film on another queue may take the second).
    private final class Histogram: @unchecked Sendable {
        let counts: UnsafeMutablePointer<UInt32>
        let sums: UnsafeMutablePointer<UInt64>
        var touched: [Int32] = []

        private static let lock = NSLock()
        nonisolated(unsafe) private static var kept: [Histogram] = []

        private init() {
            counts = .allocate(capacity: ColorQuantizer.bins)
            counts.initialize(repeating: 0, count: ColorQuantizer.bins)
            sums = .allocate(capacity: 3 * ColorQuantizer.bins)
            sums.initialize(repeating: 0, count: 3 * ColorQuantizer.bins)
        }

        deinit {
            counts.deallocate()
            sums.deallocate()
        }

        /// A histogram with every count and sum zero.
        static func take() -> Histogram {
            lock.lock()
            defer { lock.unlock() }
            return kept.popLast() ?? Histogram()
        }

        /// Clears the touched bins and keeps the tables for the next frame (or frees them when
        /// two are kept already).
        func giveBack() {
            for b in touched {
                let bin = Int(b)
                counts[bin] = 0
                sums[3 &* bin] = 0; sums[3 &* bin &+ 1] = 0; sums[3 &* bin &+ 2] = 0
            }
            touched.removeAll(keepingCapacity: true)
            Histogram.lock.lock()
            defer { Histogram.lock.unlock() }
            if Histogram.kept.count < 2 { Histogram.kept.append(self) }
        }
    }
}
