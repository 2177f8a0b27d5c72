import Foundation

extension PixelOps {
    /// Source-over of one colour faded by a coverage per pixel, four pixels at a time: for each
    /// pixel, `over(scale(color, coverage8(coverage[i])), dst[i])`, the same bytes as that
    /// expression one pixel at a time (``blendSolid(_:into:count:coverage:constant:mask:)``).
    ///
    /// Branch-free, as both ends of the scale are exact: a clear pixel of the faded colour
    /// scales the destination by 255 (unchanged), an opaque one by 0. A run shorter than four,
    /// or the last pixels of a longer one, go through the same lanes, partly filled.
    @inline(never)
    package static func blendCoverage(_ color: UInt32, _ dst: UnsafeMutablePointer<UInt32>, count: Int, coverage: UnsafePointer<Float>) {
        var k = 0
        while k &+ 4 <= count {
            let raw = UnsafeMutableRawPointer(dst + k)
            let d = raw.loadUnaligned(as: SIMD4<UInt32>.self)
            let c = SIMD4(coverage8(coverage[k]), coverage8(coverage[k &+ 1]), coverage8(coverage[k &+ 2]), coverage8(coverage[k &+ 3]))
            raw.storeBytes(of: blendCoverage(color, d, c), as: SIMD4<UInt32>.self)
            k &+= 4
        }
        // The last one to three pixels: lanes built from registers, so no vector is read back
        // from scalar stores (which stalls), and only those pixels are written.
        let p = dst + k, q = coverage + k
        switch count &- k {
        case 1:
            p[0] = blendCoverage(color, SIMD4(p[0], 0, 0, 0), SIMD4(coverage8(q[0]), 0, 0, 0))[0]
        case 2:
            let out = blendCoverage(color, SIMD4(p[0], p[1], 0, 0), SIMD4(coverage8(q[0]), coverage8(q[1]), 0, 0))
            p[0] = out[0]
            p[1] = out[1]
        case 3:
            let out = blendCoverage(color, SIMD4(p[0], p[1], p[2], 0), SIMD4(coverage8(q[0]), coverage8(q[1]), coverage8(q[2]), 0))
            p[0] = out[0]
            p[1] = out[1]
            p[2] = out[2]
        default:
            break
        }
    }

    /// Four pixels of ``blendCoverage(_:_:count:coverage:)``: the colour scaled by each 8-bit
    /// coverage, then each destination pixel scaled by the inverse of that result's alpha,
    /// in 16-bit lanes as ``scale(_:_:)`` splits a pixel. (The coverage is converted lane by
    /// lane: the standard library's vector conversion from floats is not vectorised.)
    @inline(__always)
    static func blendCoverage(_ color: UInt32, _ d: SIMD4<UInt32>, _ c8: SIMD4<UInt32>) -> SIMD4<UInt32> {
        let a = unsafeBitCast(c8 | (c8 &<< 16), to: SIMD8<UInt16>.self)
        let rbColor = unsafeBitCast(SIMD4<UInt32>(repeating: color & lowMask), to: SIMD8<UInt16>.self)
        let agColor = unsafeBitCast(SIMD4<UInt32>(repeating: (color >> 8) & lowMask), to: SIMD8<UInt16>.self)
        let src = unsafeBitCast(divide255(rbColor &* a &+ 128) | (divide255(agColor &* a &+ 128) &<< 8), to: SIMD4<UInt32>.self)
        let inv = 255 &- (src &>> 24)
        let f = unsafeBitCast(inv | (inv &<< 16), to: SIMD8<UInt16>.self)
        let v = unsafeBitCast(d, to: SIMD8<UInt16>.self)
        let rb = divide255((v & 0x00FF) &* f &+ 128)
        let ag = divide255((v &>> 8) &* f &+ 128) &<< 8
        return src &+ unsafeBitCast(rb | ag, to: SIMD4<UInt32>.self)
    }
}
