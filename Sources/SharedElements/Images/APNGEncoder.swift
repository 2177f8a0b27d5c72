import Foundation

/// Encodes an ``AnimatedImage`` as an animated PNG (APNG: `acTL`, `fcTL`, `fdAT`), which browsers
/// and Pillow play and which plain PNG readers show as its first frame.
///
/// Frame delays are exact fractions of a second (`delay_num / delay_den` chosen as the closest
/// fraction with both parts under 65536, so 1/60 s stays 1/60 s). After the first frame only the
/// rectangle that changed is stored, drawn over the previous frame.
///
/// ```swift
/// let data = try APNGEncoder().encode(try AnimatedImage(frames: bitmaps, framesPerSecond: 60))
/// ```
public struct APNGEncoder: Sendable {
    /// An encoder.
    public init() {}

    /// The APNG file for `animation`.
    public func encode(_ animation: AnimatedImage) throws -> Data {
        let opaque = animation.frames.allSatisfy { PNGEncoder.isOpaque($0.bitmap) }
        let writer = try APNGWriter(width: animation.width, height: animation.height, opaque: opaque, loopCount: animation.loopCount)
        for frame in animation.frames { try writer.append(frame.bitmap, duration: frame.duration) }
        return try writer.finishData()
    }

    /// The bounding rectangle (x, y, width, height) of pixels that differ; 1x1 at the origin if none.
    static func changedRect(_ a: Bitmap, _ b: Bitmap) -> (Int, Int, Int, Int) {
        let w = a.width, h = a.height
        var minX = w, minY = h, maxX = -1, maxY = -1
        a.withUnsafePixels { pa in
            b.withUnsafePixels { pb in
                for y in 0..<h {
                    let row = y * w
                    // Most rows of a film do not change: compare them whole, as wide as memory goes.
                    if memcmp(pa + row, pb + row, w * 4) == 0 { continue }
                    var x = 0
                    while x < w && pa[row + x] == pb[row + x] { x += 1 }
                    guard x < w else { continue }
                    var last = w - 1
                    while pa[row + last] == pb[row + last] { last -= 1 }
                    minX = min(minX, x); maxX = max(maxX, last)
                    minY = min(minY, y); maxY = y
                }
            }
        }
        return maxX < 0 ? (0, 0, 1, 1) : (minX, minY, maxX - minX + 1, maxY - minY + 1)
    }

    static func crop(_ b: Bitmap, _ r: (Int, Int, Int, Int)) throws -> Bitmap {
        if r.0 == 0 && r.1 == 0 && r.2 == b.width && r.3 == b.height { return b }
        // Every row is copied over, so the pixels need no clearing first.
        var out = try Bitmap(uninitializedWidth: r.2, height: r.3)
        out.withUnsafeMutablePixels { dst in
            b.withUnsafePixels { src in
                for y in 0..<r.3 { (dst + y * r.2).update(from: src + (r.1 + y) * b.width + r.0, count: r.2) }
            }
        }
        return out
    }

    /// The fraction closest to `seconds` with numerator and denominator under 65536, for
    /// `fcTL`'s delay: the first continued-fraction convergent that is exact (to 1e-12), or the
    /// last one that fits.
    package static func fraction(_ seconds: Double) -> (Int, Int) {
        guard seconds < 65535 else { return (65535, 1) }
        var best = (max(1, Int((seconds * 1000).rounded())), 1000)
        var bestError = abs(Double(best.0) / 1000 - seconds)
        var (h0, h1, k0, k1) = (0, 1, 1, 0)
        var x = seconds
        for _ in 0..<40 {
            let a = x.rounded(.down)
            guard a < 65536 else { break }
            let ai = Int(a)
            let (h2, k2) = (ai * h1 + h0, ai * k1 + k0)
            guard h2 <= 65535, k2 <= 65535 else { break }
            (h0, h1, k0, k1) = (h1, h2, k1, k2)
            let e = abs(Double(h2) / Double(k2) - seconds)
            if h2 > 0 && (e <= bestError || e < 1e-12) { best = (h2, k2); bestError = e }
            if e < 1e-12 { break }
            let f = x - a
            guard f > 1e-12 else { break }
            x = 1 / f
        }
        return best
    }
}
