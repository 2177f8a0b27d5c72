import Foundation
import SharedElements

/// Whole-frame measures and crops, on contiguous pixels.
extension TransitionLinter {
    /// The mean luminance (0...1, Rec. 709 weights, premultiplied over black) of `frame` outside
    /// `rects` (window points at `scale`); `nil` when less than `minimumFraction` of the frame is
    /// left to measure.
    ///
    /// `total` is the frame's luminance sum over every pixel (``PixelMeasures/luminanceSum``),
    /// `nil` when not known yet. When the rectangles cover less than half the frame, the sum
    /// outside them is that total less the sum inside them (the same integer), and `total` is
    /// filled in for the next measure of the same frame; otherwise the pixels outside are summed.
    package nonisolated static func meanLuminance(_ frame: Bitmap, excluding rects: [CGRect], scale: CGFloat,
                                                  minimumFraction: Double = 0, total: inout UInt64?) -> Double? {
        let w = frame.width, h = frame.height
        guard w > 0, h > 0 else { return nil }
        let boxes = rects.compactMap { r -> (Int, Int, Int, Int)? in
            guard r.minX.isFinite, r.maxX.isFinite, r.minY.isFinite, r.maxY.isFinite else { return nil }
            let x0 = pixel(r.minX * scale, .down, limit: w), x1 = pixel(r.maxX * scale, .up, limit: w)
            let y0 = pixel(r.minY * scale, .down, limit: h), y1 = pixel(r.maxY * scale, .up, limit: h)
            return x0 < x1 && y0 < y1 ? (x0, x1, y0, y1) : nil
        }
        // Each row's excluded stretches, merged: (row, from, to).
        var excluded: [(Int, Int, Int)] = []
        var spans: [(Int, Int)] = []
        for y in 0..<h {
            spans.removeAll(keepingCapacity: true)
            for b in boxes where y >= b.2 && y < b.3 { spans.append((b.0, b.1)) }
            spans.sort { $0.0 < $1.0 }
            var x = 0
            for (a, b) in spans where b > max(a, x) {
                excluded.append((y, max(a, x), b))
                x = b
            }
        }
        let hidden = excluded.reduce(0) { $0 + $1.2 - $1.1 }
        let counted = w * h - hidden
        guard counted > 0, Double(counted) >= minimumFraction * Double(w * h) else { return nil }
        let sum: UInt64 = frame.withUnsafePixels { p in
            if 2 * hidden < w * h {
                let whole = total ?? PixelMeasures.luminanceSum(p, count: w * h)
                total = whole
                return excluded.reduce(whole) { $0 - PixelMeasures.luminanceSum(p + $1.0 * w + $1.1, count: $1.2 - $1.1) }
            }
            var outside: UInt64 = 0
            var k = 0
            for y in 0..<h {
                var x = 0
                while k < excluded.count, excluded[k].0 == y {
                    outside += PixelMeasures.luminanceSum(p + y * w + x, count: excluded[k].1 - x)
                    x = excluded[k].2
                    k += 1
                }
                outside += PixelMeasures.luminanceSum(p + y * w + x, count: w - x)
            }
            return outside
        }
        return Double(sum) / Double(counted) / (256 * 255)
    }

    /// The frame-difference energy of two frames: the mean over pixels of the largest channel
    /// difference, 0...1 (1 for frames of different sizes).
    package nonisolated static func differenceEnergy(_ a: Bitmap, _ b: Bitmap) -> Double {
        guard a.width == b.width, a.height == b.height else { return 1 }
        let n = a.width * a.height
        guard n > 0 else { return 0 }
        let total = a.withUnsafePixels { pa in b.withUnsafePixels { pb in PixelMeasures.differenceSum(pa, pb, count: n) } }
        return Double(total) / Double(n) / 255
    }

    /// How many pixels differ in some channel by more than `tolerance`, and the largest difference.
    nonisolated static func differingPixels(_ a: Bitmap, _ b: Bitmap, tolerance: Int) -> (count: Int, worst: Int) {
        guard a.width == b.width, a.height == b.height else { return (max(a.width * a.height, b.width * b.height), 255) }
        var count = 0, worst: UInt32 = 0
        let t = UInt32(max(0, tolerance))
        a.withUnsafePixels { pa in
            b.withUnsafePixels { pb in
                for i in 0..<(a.width * a.height) {
                    let x = pa[i], y = pb[i]
                    if x == y { continue }
                    let m = PixelMeasures.largestChannelDifference(x, y)
                    if m > t { count += 1 }
                    worst = max(worst, m)
                }
            }
        }
        return (count, Int(worst))
    }

    /// A finite device coordinate `v` rounded by `rule` and clamped to `0...limit` (a flyer
    /// thrown far off by a wild curve has coordinates no integer holds).
    nonisolated static func pixel(_ v: CGFloat, _ rule: FloatingPointRoundingRule, limit: Int) -> Int {
        let r = v.rounded(rule)
        return r <= 0 ? 0 : r >= CGFloat(limit) ? limit : Int(r)
    }

    /// `rect` (window points, with a margin) cut out of `frame`.
    nonisolated static func crop(_ frame: Bitmap, _ rect: CGRect, scale: CGFloat) -> Bitmap? {
        let r = rect.insetBy(dx: -16, dy: -16)
        guard r.minX.isFinite, r.minY.isFinite, r.maxX.isFinite, r.maxY.isFinite else { return thumbnail(frame) }
        let x0 = pixel(r.minX * scale, .down, limit: frame.width), y0 = pixel(r.minY * scale, .down, limit: frame.height)
        let x1 = pixel(r.maxX * scale, .up, limit: frame.width), y1 = pixel(r.maxY * scale, .up, limit: frame.height)
        guard x0 < x1, y0 < y1, var out = try? Bitmap(width: x1 - x0, height: y1 - y0) else { return thumbnail(frame) }
        frame.withUnsafePixels { src in
            out.withUnsafeMutablePixels { dst in
                for y in y0..<y1 {
                    (dst + (y - y0) * (x1 - x0)).update(from: src + y * frame.width + x0, count: x1 - x0)
                }
            }
        }
        return out
    }

    /// `frame` at half size.
    nonisolated static func thumbnail(_ frame: Bitmap) -> Bitmap? {
        sideBySide([frame])
    }

    /// `a` and `b` at half size, side by side (before, after).
    nonisolated static func sideBySide(_ a: Bitmap, _ b: Bitmap) -> Bitmap? { sideBySide([a, b]) }

    nonisolated static func sideBySide(_ frames: [Bitmap]) -> Bitmap? {
        guard let first = frames.first else { return nil }
        let w = max(1, first.width / 2), h = max(1, first.height / 2), gap = frames.count > 1 ? 4 : 0
        guard var out = try? Bitmap(width: frames.count * w + (frames.count - 1) * gap, height: h,
                                    fill: PremultipliedColor(r: 255, g: 0, b: 255, a: 255)) else { return nil }
        let stride = out.width
        for (k, f) in frames.enumerated() where f.width >= 2 * w && f.height >= 2 * h {
            let x0 = k * (w + gap)
            f.withUnsafePixels { src in
                out.withUnsafeMutablePixels { dst in
                    for y in 0..<h {
                        for x in 0..<w {
                            let i = 2 * y * f.width + 2 * x
                            var sum: (UInt32, UInt32, UInt32, UInt32) = (0, 0, 0, 0)
                            for v in [src[i], src[i + 1], src[i + f.width], src[i + f.width + 1]] {
                                sum.0 += v & 0xFF; sum.1 += (v >> 8) & 0xFF; sum.2 += (v >> 16) & 0xFF; sum.3 += v >> 24
                            }
                            dst[y * stride + x0 + x] = (sum.0 / 4) | (sum.1 / 4) << 8 | (sum.2 / 4) << 16 | (sum.3 / 4) << 24
                        }
                    }
                }
            }
        }
        return out
    }
}
