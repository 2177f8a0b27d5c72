import Foundation

/// Packed premultiplied RGBA8 arithmetic on little-endian `UInt32` pixels (red in the low byte),
/// two channels at a time in 16-bit lanes.
enum PixelOps {
    static let lowMask: UInt32 = 0x00FF_00FF

    /// Every channel of `c` times `a / 255`, rounded (exact for all inputs), `a` in 0...255.
    @inline(__always)
    static func scale(_ c: UInt32, _ a: UInt32) -> UInt32 {
        var rb = (c & lowMask) &* a &+ 0x0080_0080
        rb = ((rb &+ ((rb >> 8) & lowMask)) >> 8) & lowMask
        var ag = ((c >> 8) & lowMask) &* a &+ 0x0080_0080
        ag = (ag &+ ((ag >> 8) & lowMask)) & 0xFF00_FF00
        return rb | ag
    }

    /// Source-over: `src + dst * (1 - src.alpha)`.
    @inline(__always)
    static func over(_ src: UInt32, _ dst: UInt32) -> UInt32 {
        let sa = src >> 24
        if sa == 255 { return src }
        if sa == 0 { return dst &+ src }
        return src &+ scale(dst, 255 &- sa)
    }

    /// Coverage in 0...1 to 0...255, rounded.
    @inline(__always)
    static func coverage8(_ c: Float) -> UInt32 { UInt32(c * 255 + 0.5) }

    /// Blends one colour over a row of pixels with per-pixel coverage and an optional clip mask
    /// row, scaled by `alpha` (0...255).
    @inline(__always)
    static func blendSolid(
        _ color: UInt32, into dst: UnsafeMutablePointer<UInt32>, count: Int,
        coverage: UnsafePointer<Float>, mask: UnsafePointer<UInt8>?
    ) {
        let opaque = color >> 24 == 255
        if let mask {
            for i in 0..<count {
                let c = scale255(coverage8(coverage[i]), UInt32(mask[i]))
                if c == 0 { continue }
                dst[i] = over(c == 255 ? color : scale(color, c), dst[i])
            }
        } else {
            for i in 0..<count {
                let c = coverage8(coverage[i])
                if c == 255 {
                    dst[i] = opaque ? color : over(color, dst[i])
                } else if c != 0 {
                    dst[i] = over(scale(color, c), dst[i])
                }
            }
        }
    }

    /// `a * b / 255` for two bytes, rounded.
    @inline(__always)
    static func scale255(_ a: UInt32, _ b: UInt32) -> UInt32 {
        let t = a &* b &+ 128
        return (t &+ (t >> 8)) >> 8
    }
}
