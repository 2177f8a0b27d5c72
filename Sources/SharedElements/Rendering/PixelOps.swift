import Foundation

/// Packed premultiplied RGBA8 arithmetic on little-endian `UInt32` pixels (red in the low byte),
/// two channels at a time in 16-bit lanes.
package enum PixelOps {
    static let lowMask: UInt32 = 0x00FF_00FF

    /// Every channel of `c` times `a / 255`, rounded (exact for all inputs), `a` in 0...255.
    @inline(__always)
    package static func scale(_ c: UInt32, _ a: UInt32) -> UInt32 {
        var rb = (c & lowMask) &* a &+ 0x0080_0080
        rb = ((rb &+ ((rb >> 8) & lowMask)) >> 8) & lowMask
        var ag = ((c >> 8) & lowMask) &* a &+ 0x0080_0080
        ag = (ag &+ ((ag >> 8) & lowMask)) & 0xFF00_FF00
        return rb | ag
    }

    /// Source-over: `src + dst * (1 - src.alpha)`.
    @inline(__always)
    package static func over(_ src: UInt32, _ dst: UInt32) -> UInt32 {
        let sa = src >> 24
        if sa == 255 { return src }
        if sa == 0 { return dst &+ src }
        return src &+ scale(dst, 255 &- sa)
    }

    /// Coverage in 0...1 to 0...255, rounded.
    @inline(__always)
    package static func coverage8(_ c: Float) -> UInt32 { UInt32(c * 255 + 0.5) }

    /// Whether a coverage value rounds to full (255).
    @inline(__always)
    static func isFull(_ c: Float) -> Bool { c * 255 + 0.5 >= 255 }

    /// Blends one colour over a row of pixels with per-pixel coverage and an optional clip mask row.
    @inline(__always)
    package static func blendSolid(
        _ color: UInt32, into dst: UnsafeMutablePointer<UInt32>, count: Int,
        coverage: UnsafePointer<Float>?, constant: Float, mask: UnsafePointer<UInt8>?
    ) {
        guard let coverage else {
            let c = coverage8(constant)
            let src = c == 255 ? color : scale(color, c)
            if let mask {
                for i in 0..<count where mask[i] != 0 {
                    dst[i] = over(mask[i] == 255 ? src : scale(src, UInt32(mask[i])), dst[i])
                }
            } else if src >> 24 == 255 {
                dst.update(repeating: src, count: count)
            } else {
                fillTranslucent(src, inverseAlpha: 255 &- (src >> 24), dst, count: count)
            }
            return
        }
        if let mask {
            for i in 0..<count {
                let c = scale255(coverage8(coverage[i]), UInt32(mask[i]))
                if c == 0 { continue }
                dst[i] = over(c == 255 ? color : scale(color, c), dst[i])
            }
            return
        }
        blendCoverage(color, dst, count: count, coverage: coverage)
    }

    /// `color + dst * inverseAlpha / 255` over a run, eight pixels at a time: the 16-bit lanes
    /// of 128-bit vectors hold red and blue, then green and alpha, as ``scale(_:_:)`` splits them,
    /// with the same rounding, so the result is identical. `path` picks the code (see ``PixelKernels``).
    @inline(never)
    package static func fillTranslucent(
        _ color: UInt32, inverseAlpha inv: UInt32, _ dst: UnsafeMutablePointer<UInt32>, count: Int,
        path: PixelKernels.Path = PixelKernels.fastest
    ) {
        if PixelKernels.fillTranslucent(color, inv, dst, count, path) { return }
        var k = 0
        if count >= 4 {
            let colors = SIMD4<UInt32>(repeating: color)
            let factor = SIMD8<UInt16>(repeating: UInt16(truncatingIfNeeded: inv))
            @inline(__always) func blend(_ raw: UnsafeMutableRawPointer) {
                let v = unsafeBitCast(raw.loadUnaligned(as: SIMD4<UInt32>.self), to: SIMD8<UInt16>.self)
                let rb = divide255((v & 0x00FF) &* factor &+ 128)
                let ag = divide255((v &>> 8) &* factor &+ 128) &<< 8
                raw.storeBytes(of: unsafeBitCast(rb | ag, to: SIMD4<UInt32>.self) &+ colors, as: SIMD4<UInt32>.self)
            }
            while k &+ 8 <= count {
                blend(UnsafeMutableRawPointer(dst + k))
                blend(UnsafeMutableRawPointer(dst + (k &+ 4)))
                k &+= 8
            }
            if k &+ 4 <= count {
                blend(UnsafeMutableRawPointer(dst + k))
                k &+= 4
            }
        }
        while k < count {
            dst[k] = color &+ scale(dst[k], inv)
            k &+= 1
        }
    }

    /// `(t + t >> 8) >> 8` in every lane: the rounding of ``scale(_:_:)``.
    @inline(__always)
    static func divide255(_ t: SIMD8<UInt16>) -> SIMD8<UInt16> { (t &+ (t &>> 8)) &>> 8 }

    /// Source-over of a row of colours with coverage and an optional mask row.
    @inline(__always)
    package static func blendRow(
        _ src: UnsafePointer<UInt32>, into dst: UnsafeMutablePointer<UInt32>, count: Int,
        coverage: UnsafePointer<Float>?, constant: Float, mask: UnsafePointer<UInt8>?
    ) {
        guard let coverage else {
            let c = coverage8(constant)
            if let mask {
                var i = 0
                while i < count {
                    // Inside a clip at full coverage (most of a clipped picture's rows), runs
                    // of the mask at 255 are plain source-over: the run kernel takes them.
                    if c == 255 && mask[i] == 255 {
                        var j = i &+ 1
                        while j < count && mask[j] == 255 { j &+= 1 }
                        overRun(src + i, dst + i, count: j &- i)
                        i = j
                        continue
                    }
                    if mask[i] != 0 {
                        let k = scale255(c, UInt32(mask[i]))
                        dst[i] = over(k == 255 ? src[i] : scale(src[i], k), dst[i])
                    }
                    i &+= 1
                }
            } else if c == 255 {
                overRun(src, dst, count: count)
            } else {
                for i in 0..<count { dst[i] = over(scale(src[i], c), dst[i]) }
            }
            return
        }
        if let mask {
            for i in 0..<count {
                let c = scale255(coverage8(coverage[i]), UInt32(mask[i]))
                if c == 0 { continue }
                dst[i] = over(c == 255 ? src[i] : scale(src[i], c), dst[i])
            }
            return
        }
        var i = 0
        while i < count {
            let cv = coverage[i]
            if isFull(cv) {
                var j = i &+ 1
                while j < count && isFull(coverage[j]) { j &+= 1 }
                overRun(src + i, dst + i, count: j &- i)
                i = j
            } else {
                let c = coverage8(cv)
                if c != 0 { dst[i] = over(scale(src[i], c), dst[i]) }
                i &+= 1
            }
        }
    }

    /// Source-over of a run at full coverage. Opaque stretches (checked four pixels at a time)
    /// are found first and copied at once; the rest is branch-free: scale(d, 0) is 0 and
    /// scale(d, 255) is d. `path` picks the code (see ``PixelKernels``).
    @inline(never)
    package static func overRun(
        _ src: UnsafePointer<UInt32>, _ dst: UnsafeMutablePointer<UInt32>, count: Int,
        path: PixelKernels.Path = PixelKernels.fastest
    ) {
        if PixelKernels.overRun(src, dst, count, path) { return }
        var k = 0
        while k &+ 4 <= count {
            var j = k
            while j &+ 4 <= count && src[j] & src[j &+ 1] & src[j &+ 2] & src[j &+ 3] >= 0xFF00_0000 { j &+= 4 }
            if j > k {
                (dst + k).update(from: src + k, count: j &- k)
                k = j
                if k &+ 4 > count { break }
            }
            let s0 = src[k], s1 = src[k &+ 1], s2 = src[k &+ 2], s3 = src[k &+ 3]
            dst[k] = s0 &+ scale(dst[k], 255 &- (s0 >> 24))
            dst[k &+ 1] = s1 &+ scale(dst[k &+ 1], 255 &- (s1 >> 24))
            dst[k &+ 2] = s2 &+ scale(dst[k &+ 2], 255 &- (s2 >> 24))
            dst[k &+ 3] = s3 &+ scale(dst[k &+ 3], 255 &- (s3 >> 24))
            k &+= 4
        }
        while k < count {
            let s = src[k]
            dst[k] = s &+ scale(dst[k], 255 &- (s >> 24))
            k &+= 1
        }
    }

    /// Source-over of a run of colours faded by `alpha` (0...255): the same pixels as
    /// ``over(_:_:)`` of ``scale(_:_:)`` one at a time, clear source pixels skipped. `path`
    /// picks the code as in ``overRun(_:_:count:path:)``.
    @inline(never)
    package static func overRun(_ src: UnsafePointer<UInt32>, _ dst: UnsafeMutablePointer<UInt32>, count: Int, alpha: UInt32,
                                path: PixelKernels.Path = PixelKernels.fastest) {
        if alpha == 255 { return overRun(src, dst, count: count, path: path) }
        if PixelKernels.overRun(src, dst, count, alpha: alpha, path) { return }
        var k = 0
        while k < count {
            let s = src[k]
            if s != 0 {
                let c = scale(s, alpha)
                dst[k] = c &+ scale(dst[k], 255 &- (c >> 24))
            }
            k &+= 1
        }
    }

    /// Plus-lighter: `min(255, src + dst)` for each channel, alpha included. Two premultiplied
    /// colours add up to a premultiplied colour (each channel stays at most the alpha).
    @inline(__always)
    package static func plus(_ src: UInt32, _ dst: UInt32) -> UInt32 {
        // Bytewise add with saturation: the low seven bits of each byte add without carrying
        // into the next byte, and the carry out of bit 7 turns the whole byte to 255.
        let low = (src & 0x7F7F_7F7F) &+ (dst & 0x7F7F_7F7F)
        let sum = low ^ ((src ^ dst) & 0x8080_8080)
        let carry = ((src & dst) | ((src | dst) & low)) & 0x8080_8080
        return sum | ((carry >> 7) &* 0xFF)
    }

    /// Plus-lighter of a run of colours faded by `alpha` (0...255) onto a run of pixels, sixteen
    /// bytes at a time with saturating vector adds; the same result as ``plus(_:_:)`` of
    /// ``scale(_:_:)`` pixel by pixel.
    @inline(never)
    package static func plusRun(_ src: UnsafePointer<UInt32>, _ dst: UnsafeMutablePointer<UInt32>, count: Int, alpha: UInt32) {
        var k = 0
        if alpha == 255 {
            while k &+ 4 <= count {
                let s = UnsafeRawPointer(src + k).loadUnaligned(as: SIMD16<UInt8>.self)
                let raw = UnsafeMutableRawPointer(dst + k)
                let d = raw.loadUnaligned(as: SIMD16<UInt8>.self)
                let t = s &+ d
                raw.storeBytes(of: t.replacing(with: 255, where: t .< d), as: SIMD16<UInt8>.self)
                k &+= 4
            }
            while k < count {
                dst[k] = plus(src[k], dst[k])
                k &+= 1
            }
        } else {
            while k < count {
                let s = src[k]
                if s != 0 { dst[k] = plus(scale(s, alpha), dst[k]) }
                k &+= 1
            }
        }
    }

    /// `a * b / 255` for two bytes, rounded.
    @inline(__always)
    package static func scale255(_ a: UInt32, _ b: UInt32) -> UInt32 {
        let t = a &* b &+ 128
        return (t &+ (t >> 8)) >> 8
    }
}
