import Foundation
import SharedElements

/// Whole-frame measures and crops, on contiguous pixels.
extension TransitionLinter {
    /// The mean luminance (0...1, Rec. 709 weights, premultiplied over black) of `frame` outside
    /// `rects` (window points at `scale`); `nil` when less than `minimumFraction` of the frame is
    /// left to measure.
    nonisolated static func meanLuminance(_ frame: Bitmap, excluding rects: [CGRect], scale: CGFloat,
                                          minimumFraction: Double = 0) -> Double? {
        let w = frame.width, h = frame.height
        guard w > 0, h > 0 else { return nil }
        let boxes = rects.compactMap { r -> (Int, Int, Int, Int)? in
            guard r.minX.isFinite, r.maxX.isFinite, r.minY.isFinite, r.maxY.isFinite else { return nil }
            let x0 = pixel(r.minX * scale, .down, limit: w), x1 = pixel(r.maxX * scale, .up, limit: w)
            let y0 = pixel(r.minY * scale, .down, limit: h), y1 = pixel(r.maxY * scale, .up, limit: h)
            return x0 < x1 && y0 < y1 ? (x0, x1, y0, y1) : nil
        }
        var total: UInt64 = 0
        var counted = 0
        frame.withUnsafePixels { p in
            var spans: [(Int, Int)] = []
            for y in 0..<h {
                spans.removeAll(keepingCapacity: true)
                for b in boxes where y >= b.2 && y < b.3 { spans.append((b.0, b.1)) }
                spans.sort { $0.0 < $1.0 }
                var x = 0
                func add(_ from: Int, _ to: Int) {
                    var i = y * w + from
                    let end = y * w + to
                    while i < end {
                        // Up to 4,096 weights of at most 65,280 fit a 32-bit sum, which the
                        // loop takes in SIMD lanes.
                        let row = p + i, n = min(4_096, end - i)
                        var sum: UInt32 = 0
                        for k in 0..<n {
                            let v = row[k]
                            sum &+= 54 &* (v & 0xFF) &+ 183 &* ((v >> 8) & 0xFF) &+ 19 &* ((v >> 16) & 0xFF)
                        }
                        total &+= UInt64(sum)
                        i += n
                    }
                    counted += to - from
                }
                for (a, b) in spans {
                    if a > x { add(x, a) }
                    x = max(x, b)
                }
                if x < w { add(x, w) }
            }
        }
        guard counted > 0, Double(counted) >= minimumFraction * Double(w * h) else { return nil }
        return Double(total) / Double(counted) / (256 * 255)
    }

    /// The largest difference between two packed RGBA pixels' channels, 0...255.
    @inline(__always)
    nonisolated static func largestChannelDifference(_ x: UInt32, _ y: UInt32) -> UInt32 {
        @inline(__always) func d(_ shift: UInt32) -> UInt32 {
            let u = (x >> shift) & 0xFF, v = (y >> shift) & 0xFF
            return u > v ? u - v : v - u
        }
        return max(max(d(0), d(8)), max(d(16), d(24)))
    }

    /// The frame-difference energy of two frames: the mean over pixels of the largest channel
    /// difference, 0...1 (1 for frames of different sizes).
    package nonisolated static func differenceEnergy(_ a: Bitmap, _ b: Bitmap) -> Double {
        guard a.width == b.width, a.height == b.height else { return 1 }
        let n = a.width * a.height
        guard n > 0 else { return 0 }
        var total: UInt64 = 0
        a.withUnsafePixels { pa in
            b.withUnsafePixels { pb in
                // Four pixels at a time: per channel |x - y| as bytes, then the largest of each
                // pixel's four bytes by two shifted maxima within its 32-bit lane.
                let byte = SIMD4<UInt32>(repeating: 0xFF)
                var sum = SIMD4<UInt32>(repeating: 0)
                var i = 0
                var pending = 0
                while i + 4 <= n {
                    let x = UnsafeRawPointer(pa + i).loadUnaligned(as: SIMD16<UInt8>.self)
                    let y = UnsafeRawPointer(pb + i).loadUnaligned(as: SIMD16<UInt8>.self)
                    if x != y {
                        let d = pointwiseMax(x, y) &- pointwiseMin(x, y)
                        let pairs = pointwiseMax(d, unsafeBitCast(unsafeBitCast(d, to: SIMD4<UInt32>.self) &>> 8, to: SIMD16<UInt8>.self))
                        let quads = pointwiseMax(pairs, unsafeBitCast(unsafeBitCast(pairs, to: SIMD4<UInt32>.self) &>> 16, to: SIMD16<UInt8>.self))
                        sum &+= unsafeBitCast(quads, to: SIMD4<UInt32>.self) & byte
                        pending += 1
                        // Flush before a lane could overflow (255 per step).
                        if pending == 1 << 23 {
                            total &+= UInt64(sum.wrappedSum())
                            sum = .zero
                            pending = 0
                        }
                    }
                    i += 4
                }
                total &+= UInt64(sum[0]) + UInt64(sum[1]) + UInt64(sum[2]) + UInt64(sum[3])
                while i < n {
                    total &+= UInt64(largestChannelDifference(pa[i], pb[i]))
                    i += 1
                }
            }
        }
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
                    let m = largestChannelDifference(x, y)
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
