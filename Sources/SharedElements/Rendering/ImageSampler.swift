import Foundation

/// Bilinear, perspective-correct sampling of a premultiplied image at device pixel centres.
///
/// `deviceToTexel` maps a device point to continuous texel coordinates (texel `i` spans
/// `[i, i + 1)`, its centre at `i + 0.5`). Samples clamp at the image edges.
package struct ImageSampler {
    package let pixels: UnsafePointer<UInt32>
    package let width: Int
    package let height: Int
    package let deviceToTexel: ProjectiveTransform
    private let offsetX: Int
    private let offsetY: Int
    private let isPixelAligned: Bool
    /// The code of the sampling loops (see ``PixelKernels``); every path gives the same samples.
    package var kernelPath = PixelKernels.fastest

    package init(pixels: UnsafePointer<UInt32>, width: Int, height: Int, deviceToTexel m: ProjectiveTransform) {
        self.pixels = pixels
        self.width = width
        self.height = height
        self.deviceToTexel = m
        // A unit-scale translation by whole pixels samples texel centres exactly: copy instead.
        let aligned = m.m13 == 0 && m.m23 == 0 && m.m33 == 1 && m.m11 == 1 && m.m22 == 1 && m.m12 == 0 && m.m21 == 0
            && abs(m.m31) < 1e9 && abs(m.m32) < 1e9
            && abs(m.m31 - m.m31.rounded()) < 1e-9 && abs(m.m32 - m.m32.rounded()) < 1e-9
        isPixelAligned = aligned
        offsetX = aligned ? Int(m.m31.rounded()) : 0
        offsetY = aligned ? Int(m.m32.rounded()) : 0
    }

    /// The image row itself when pixels `x0 ..< x0 + count` of row `y` map one to one onto
    /// texels inside the image: no sampling needed.
    @inline(__always)
    package func directRow(y: Int, x0: Int, count: Int) -> UnsafePointer<UInt32>? {
        guard isPixelAligned else { return nil }
        let ty = y + offsetY, tx = x0 + offsetX
        guard ty >= 0, ty < height, tx >= 0, tx + count <= width else { return nil }
        return pixels + ty * width + tx
    }

    /// Writes the samples for device pixels `x0 ..< x0 + count` of row `y` into `out`.
    @inline(__always)
    package func sampleRow(y: Int, x0: Int, count: Int, into out: UnsafeMutablePointer<UInt32>) {
        let w = width, h = height
        if isPixelAligned {
            let ty = min(max(y + offsetY, 0), h - 1)
            let row = pixels + ty * w
            // Columns that fall inside the image are copied; the rest repeat the edge texel.
            let first = x0 + offsetX
            let lo = min(max(-first, 0), count), hi = max(min(w - first, count), lo)
            if lo > 0 { (out).update(repeating: row[0], count: lo) }
            if hi > lo { (out + lo).update(from: row + first + lo, count: hi - lo) }
            if hi < count { (out + hi).update(repeating: row[w - 1], count: count - hi) }
            return
        }
        let m = deviceToTexel
        let px = Double(x0) + 0.5, py = Double(y) + 0.5
        var X = px * m.m11 + py * m.m21 + m.m31
        var Y = px * m.m12 + py * m.m22 + m.m32
        let W = px * m.m13 + py * m.m23 + m.m33
        let maxU = Double(w - 1), maxV = Double(h - 1)
        if m.m13 == 0 && m.m23 == 0 {
            let inv = 1 / W
            X *= inv; Y *= inv
            let dX = m.m11 * inv, dY = m.m12 * inv
            if dY == 0 {
                // The row maps onto one texel row pair: work out its rows and weight once. The
                // arithmetic is the general path's, so the samples are the same.
                let mu = Float(maxU)
                let (v0, v1, wy) = Self.taps(Float(Y - 0.5), limit: Float(maxV), count: h)
                if PixelKernels.uprightRow(pixels + v0 * w, pixels + v1 * w, width: w, x: X, dx: dX, limit: mu,
                                           wy: wy, out, count, kernelPath) {
                    return
                }
                let row0 = UnsafeRawPointer(pixels + v0 * w), row1 = UnsafeRawPointer(pixels + v1 * w)
                for i in 0..<count {
                    let (f, wx) = Self.fixed(Float(X - 0.5), limit: mu)
                    X += dX
                    // Both columns inside the image (no clamp): load each row's two texels at once.
                    let u0 = f &- 2
                    if u0 >= 0 && u0 < w &- 1 {
                        out[i] = Self.mix(row0.loadUnaligned(fromByteOffset: u0 &* 4, as: UInt64.self),
                                          row1.loadUnaligned(fromByteOffset: u0 &* 4, as: UInt64.self), wx: wx, wy: wy)
                    } else {
                        out[i] = blend(u0: min(max(u0, 0), w - 1), u1: min(max(f &- 1, 0), w - 1), v0: v0, v1: v1, wx: wx, wy: wy)
                    }
                }
                return
            }
            for i in 0..<count {
                out[i] = bilinear(u: X - 0.5, v: Y - 0.5, maxU: maxU, maxV: maxV)
                X += dX; Y += dY
            }
        } else {
            // Single precision is ample here (texel coordinates stay under 2^14). Coordinates are
            // made in a branch-free loop the compiler vectorises, then texels are fetched.
            let x0f = Float(X), y0f = Float(Y), w0f = Float(W)
            let dx = Float(m.m11), dy = Float(m.m12), dw = Float(m.m13)
            let hiU = Float(maxU) + 3, hiV = Float(maxV) + 3
            let chunk = 256
            // Whether the samples from `a` to `b` (pixel steps along the row) all lie inside the
            // image with their four taps, clear of every clamp, judged from the two ends: along a
            // row the map is a ratio of linear functions whose denominator stays positive between
            // two positive ends, so it is monotonic and every sample lies between the ends' values
            // (give or take a rounding error far below the margin of 1/20 texel kept here).
            @inline(__always) func inside(from a: Float, to b: Float) -> Bool {
                let wa = w0f + a * dw, wb = w0f + b * dw
                guard wa > 1e-6, wb > 1e-6 else { return false }
                let ua = (x0f + a * dx) / wa + 1.5, ub = (x0f + b * dx) / wb + 1.5
                let va = (y0f + a * dy) / wa + 1.5, vb = (y0f + b * dy) / wb + 1.5
                let loU: Float = 2.05, highU = Float(w) + 0.95, highV = Float(h) + 0.95
                return ua >= loU && ub >= loU && ua <= highU && ub <= highU
                    && va >= loU && vb >= loU && va <= highV && vb <= highV
            }
            withUnsafeTemporaryAllocation(of: UInt32.self, capacity: 2 * chunk) { scratch in
                let su = scratch.baseAddress!, sv = su + chunk
                var start = 0
                while start < count {
                    let n = min(chunk, count - start)
                    let first = Int32(truncatingIfNeeded: start)
                    let o = out + start
                    if inside(from: Float(first), to: Float(first &+ Int32(truncatingIfNeeded: n &- 1))) {
                        // Every sample lies well inside: the loop below without its clamps
                        // (which would change nothing) or its bounds pass.
                        if PixelKernels.perspectiveInside(
                            pixels, width, height, x0: x0f, y0: y0f, w0: w0f, dx: dx, dy: dy, dw: dw, first: first, o, n, kernelPath
                        ) {
                            start &+= n
                            continue
                        }
                        for k in 0..<Int32(truncatingIfNeeded: n) {
                            let t = Float(first &+ k)
                            let inv = 1 / (w0f + t * dw)
                            let u = (x0f + t * dx) * inv + 1.5, v = (y0f + t * dy) * inv + 1.5
                            su[Int(k)] = ((u * 256 - 0.5) + 8_388_608).bitPattern & 0x7F_FFFF
                            sv[Int(k)] = ((v * 256 - 0.5) + 8_388_608).bitPattern & 0x7F_FFFF
                        }
                        for k in 0..<n { o[k] = bilinearInside(su[k], sv[k]) }
                        start &+= n
                        continue
                    }
                    for k in 0..<Int32(truncatingIfNeeded: n) {
                        // From 32-bit integers, which convert four at a time (the same floats).
                        let t = Float(first &+ k)
                        let ww = w0f + t * dw
                        let inv = 1 / (ww > 1e-12 ? ww : 1e-12)
                        // Shift by 2 texels (+1.5 = -0.5 + 2) so clamped values are positive;
                        // NaN clamps to the low end.
                        var u = (x0f + t * dx) * inv + 1.5
                        var v = (y0f + t * dy) * inv + 1.5
                        u = u > 1 ? u : 1
                        u = u < hiU ? u : hiU
                        v = v > 1 ? v : 1
                        v = v < hiV ? v : hiV
                        // 24.8 fixed point without a trapping conversion: the mantissa of
                        // (x - 0.5) + 2^23 holds floor(x) for 0 <= x < 2^22.
                        su[Int(k)] = ((u * 256 - 0.5) + 8_388_608).bitPattern & 0x7F_FFFF
                        sv[Int(k)] = ((v * 256 - 0.5) + 8_388_608).bitPattern & 0x7F_FFFF
                    }
                    // When every sample's four taps lie inside the image, skip the clamping.
                    var firstU = UInt32.max, lastU = UInt32(0), firstV = UInt32.max, lastV = UInt32(0)
                    for k in 0..<n {
                        firstU = min(firstU, su[k]); lastU = max(lastU, su[k])
                        firstV = min(firstV, sv[k]); lastV = max(lastV, sv[k])
                    }
                    if firstU >> 8 >= 2, Int(lastU >> 8) <= w, firstV >> 8 >= 2, Int(lastV >> 8) <= h {
                        for k in 0..<n { o[k] = bilinearInside(su[k], sv[k]) }
                    } else {
                        for k in 0..<n { o[k] = bilinearFixed(su[k], sv[k]) }
                    }
                    start &+= n
                }
            }
        }
    }

    /// ``bilinearFixed(_:_:)`` for coordinates whose four taps all lie inside the image
    /// (2 <= integer part <= width, likewise for rows), so no tap needs clamping.
    @inline(__always)
    private func bilinearInside(_ fu: UInt32, _ fv: UInt32) -> UInt32 {
        let row: Int = (Int(fv >> 8) &- 2) &* width
        let column: Int = Int(fu >> 8) &- 2
        let r0 = UnsafeRawPointer(pixels + (row &+ column))
        let r1 = r0 + width &* 4
        return Self.mix(r0.loadUnaligned(as: UInt64.self), r1.loadUnaligned(as: UInt64.self), wx: fu & 255, wy: fv & 255)
    }

    /// A bilinear sample at 24.8 fixed-point coordinates shifted by +2 texels.
    @inline(__always)
    private func bilinearFixed(_ fu: UInt32, _ fv: UInt32) -> UInt32 {
        let iu = Int(fu >> 8), iv = Int(fv >> 8)
        let wx = fu & 255, wy = fv & 255
        let u0 = min(max(iu - 2, 0), width - 1), u1 = min(max(iu - 1, 0), width - 1)
        let v0 = min(max(iv - 2, 0), height - 1), v1 = min(max(iv - 1, 0), height - 1)
        return blend(u0: u0, u1: u1, v0: v0, v1: v1, wx: wx, wy: wy)
    }

    @inline(__always)
    private func bilinear(u: Double, v: Double, maxU: Double, maxV: Double) -> UInt32 {
        bilinear(u: Float(u), v: Float(v), maxU: Float(maxU), maxV: Float(maxV))
    }

    @inline(__always)
    private func bilinear(u: Float, v: Float, maxU: Float, maxV: Float) -> UInt32 {
        let (u0, u1, wx) = Self.taps(u, limit: maxU, count: width)
        let (v0, v1, wy) = Self.taps(v, limit: maxV, count: height)
        return blend(u0: u0, u1: u1, v0: v0, v1: v1, wx: wx, wy: wy)
    }

    /// The two texel indices along one axis of `count` texels (last index `limit`) around the
    /// coordinate `t` (texel centres at whole numbers), and the 8-bit weight of the second.
    @inline(__always)
    private static func taps(_ t: Float, limit: Float, count: Int) -> (Int, Int, UInt32) {
        let (i, weight) = fixed(t, limit: limit)
        return (min(max(i - 2, 0), count - 1), min(max(i - 1, 0), count - 1), weight)
    }

    /// The coordinate `t` clamped to `-1...limit + 1` (NaN goes to -1) and shifted by 2 texels,
    /// so truncation is floor and never traps; one conversion, in 24.8 fixed point: the integer
    /// part (the second tap's index plus 1) and the 8-bit weight of the second tap.
    @inline(__always)
    private static func fixed(_ t: Float, limit: Float) -> (Int, UInt32) {
        let c = (t > -1 ? (t < limit + 1 ? t : limit + 1) : -1) + 2
        let f = Int32(c * 256)
        return (Int(f >> 8), UInt32(truncatingIfNeeded: f & 255))
    }

    @inline(__always)
    private func blend(u0: Int, u1: Int, v0: Int, v1: Int, wx: UInt32, wy: UInt32) -> UInt32 {
        let r0 = pixels + v0 * width, r1 = pixels + v1 * width
        return Self.mix(r0[u0], r0[u1], r1[u0], r1[u1], wx: wx, wy: wy)
    }

    /// The four texels weighted by 8-bit fractions `wx` (towards the second column) and `wy`
    /// (towards the second row), each channel rounded down: all four channels at once in the
    /// 16-bit lanes of a 64-bit word (a channel times a weight of at most 256 fits a lane).
    @inline(__always)
    package static func mix(_ p00: UInt32, _ p10: UInt32, _ p01: UInt32, _ p11: UInt32, wx: UInt32, wy: UInt32) -> UInt32 {
        if wx == 0 && wy == 0 { return p00 }
        let w11 = (wx &* wy) >> 8
        let w10 = (wx &* (256 &- wy)) >> 8
        let w01 = ((256 &- wx) &* wy) >> 8
        let w00 = 256 &- w11 &- w10 &- w01
        let top: UInt64 = spread(p00) &* UInt64(w00) &+ spread(p10) &* UInt64(w10)
        let bottom: UInt64 = spread(p01) &* UInt64(w01) &+ spread(p11) &* UInt64(w11)
        let sum = top &+ bottom
        let r = (sum >> 8) & 0x00FF_00FF_00FF_00FF
        let low = UInt32(truncatingIfNeeded: r), high = UInt32(truncatingIfNeeded: r >> 32)
        return low | high << 8
    }

    /// ``mix(_:_:_:_:wx:wy:)`` of two texel pairs as loaded from memory (`top` holds the first
    /// row's two texels, left in the low half; `bottom` the second row's): red and blue, then
    /// green and alpha of both texels in the 16-bit lanes of one vector, times their weights.
    /// Each channel's weighted sum is at most 255 * 256, so no lane overflows, and the result is
    /// the same, channel for channel.
    @inline(__always)
    package static func mix(_ top: UInt64, _ bottom: UInt64, wx: UInt32, wy: UInt32) -> UInt32 {
        let w11 = (wx &* wy) >> 8
        let w10 = (wx &* (256 &- wy)) >> 8
        let w01 = ((256 &- wx) &* wy) >> 8
        let w00 = 256 &- w11 &- w10 &- w01
        let t = SIMD8<UInt16>(truncatingIfNeeded: unsafeBitCast(top, to: SIMD8<UInt8>.self))
        let b = SIMD8<UInt16>(truncatingIfNeeded: unsafeBitCast(bottom, to: SIMD8<UInt8>.self))
        let wt = SIMD8<UInt16>(lowHalf: SIMD4(repeating: UInt16(truncatingIfNeeded: w00)),
                               highHalf: SIMD4(repeating: UInt16(truncatingIfNeeded: w10)))
        let wb = SIMD8<UInt16>(lowHalf: SIMD4(repeating: UInt16(truncatingIfNeeded: w01)),
                               highHalf: SIMD4(repeating: UInt16(truncatingIfNeeded: w11)))
        let sum = t &* wt &+ b &* wb
        let channels = (sum.lowHalf &+ sum.highHalf) &>> 8
        return unsafeBitCast(SIMD4<UInt8>(truncatingIfNeeded: channels), to: UInt32.self)
    }

    /// A pixel's channels in the 16-bit lanes of a word: red, blue, green, alpha.
    @inline(__always)
    private static func spread(_ p: UInt32) -> UInt64 {
        let x = UInt64(p)
        return (x | x << 24) & 0x00FF_00FF_00FF_00FF
    }
}
