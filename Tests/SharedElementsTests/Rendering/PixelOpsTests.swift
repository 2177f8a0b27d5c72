import Foundation
import Testing
import SharedElements
import SharedElementsTestSupport

/// The vectorised pixel loops against their one-pixel-at-a-time references.
@Suite struct PixelOpsTests {
    /// A random premultiplied pixel (no channel above alpha).
    static func pixel(_ g: inout SeededGenerator) -> UInt32 {
        let a = UInt32.random(in: 0...255, using: &g)
        let r = UInt32.random(in: 0...a, using: &g), gr = UInt32.random(in: 0...a, using: &g)
        let b = UInt32.random(in: 0...a, using: &g)
        return r | gr << 8 | b << 16 | a << 24
    }

    @Test func translucentFillMatchesTheReferenceForEveryRunLengthAndAlpha() {
        var g = SeededGenerator(seed: 5)
        var mismatches = 0
        for count in 0..<23 {
            for alpha in [1, 2, 64, 102, 127, 128, 200, 254] as [UInt32] {
                // A premultiplied colour of that alpha.
                let c = UInt32.random(in: 0...alpha, using: &g)
                let color = c | (alpha / 2) << 8 | (alpha - c / 3) << 16 | alpha << 24
                let pixels = (0..<count).map { _ in Self.pixel(&g) }
                var fast = pixels, slow = pixels
                fast.withUnsafeMutableBufferPointer { p in
                    if let base = p.baseAddress { PixelOps.fillTranslucent(color, inverseAlpha: 255 - alpha, base, count: count) }
                }
                // The reference: one pixel at a time.
                for k in slow.indices { slow[k] = color &+ PixelOps.scale(slow[k], 255 - alpha) }
                if fast != slow { mismatches += 1 }
            }
        }
        #expect(mismatches == 0)
    }

    /// A row of source pixels blended under coverage (one value for the row, or one per pixel)
    /// and an optional clip mask, against one pixel at a time: the coverage and the mask
    /// multiplied, then source-over of the source scaled by that. Masks and coverage come in
    /// runs of 0 and 255 (inside and outside a clip) with stretches of any value between.
    @Test func blendedRowsAreOverOfTheScaledSourceOnePixelAtATime() {
        var g = SeededGenerator(seed: 6)
        var mismatches: [String] = []
        func runs(_ count: Int) -> [UInt8] {
            var out: [UInt8] = []
            while out.count < count {
                let value: UInt8 = [0, 255, 255, UInt8.random(in: 0...255, using: &g)].randomElement(using: &g)!
                out += [UInt8](repeating: value, count: Int.random(in: 1...30, using: &g))
            }
            return Array(out.prefix(count))
        }
        for trial in 0..<400 {
            let count = Int.random(in: 0...120, using: &g)
            let src = (0..<count).map { _ in Self.pixel(&g) }, dst = (0..<count).map { _ in Self.pixel(&g) }
            let mask: [UInt8]? = trial % 3 == 0 ? nil : runs(count)
            let perPixel: [Float]? = trial % 2 == 0 ? nil : runs(count).map { Float($0) / 255 }
            let constant: Float = [1, 0, Float.random(in: 0...1, using: &g)].randomElement(using: &g)!
            func optional<T>(_ a: [T]?, _ body: (UnsafePointer<T>?) -> Void) {
                guard let a else { return body(nil) }
                a.withUnsafeBufferPointer { body($0.baseAddress) }
            }
            var fast = dst
            if count > 0 {
                src.withUnsafeBufferPointer { s in
                    fast.withUnsafeMutableBufferPointer { d in
                        optional(mask) { m in
                            optional(perPixel) { c in
                                PixelOps.blendRow(s.baseAddress!, into: d.baseAddress!, count: count, coverage: c, constant: constant, mask: m)
                            }
                        }
                    }
                }
            }
            let slow = (0..<count).map { i -> UInt32 in
                let c = PixelOps.coverage8(perPixel?[i] ?? constant)
                let k = mask.map { PixelOps.scale255(c, UInt32($0[i])) } ?? c
                return k == 0 ? dst[i] : PixelOps.over(k == 255 ? src[i] : PixelOps.scale(src[i], k), dst[i])
            }
            if fast != slow { mismatches.append("trial \(trial): \(count) pixels") }
        }
        #expect(mismatches.isEmpty, "\(mismatches.count) mismatches, first \(mismatches.prefix(3))")
    }

    @Test func translucentFillRoundsEachChannelExactly() {
        // Half-transparent black over white: 255 * 127 / 255 rounds to 127 in every channel.
        var pixels = [UInt32](repeating: 0xFFFF_FFFF, count: 9)
        let color: UInt32 = 128 << 24
        pixels.withUnsafeMutableBufferPointer { p in PixelOps.fillTranslucent(color, inverseAlpha: 127, p.baseAddress!, count: 9) }
        #expect(pixels.allSatisfy { $0 == 0xFF7F_7F7F })
    }

    /// The bilinear mix two channels at a time in 32-bit words, each channel rounded down.
    static func mixReference(_ p00: UInt32, _ p10: UInt32, _ p01: UInt32, _ p11: UInt32, wx: UInt32, wy: UInt32) -> UInt32 {
        if wx == 0 && wy == 0 { return p00 }
        let w11 = (wx * wy) >> 8, w10 = (wx * (256 - wy)) >> 8, w01 = ((256 - wx) * wy) >> 8
        let w00 = 256 - w11 - w10 - w01
        let m: UInt32 = 0x00FF_00FF
        let rb = (p00 & m) * w00 + (p10 & m) * w10 + (p01 & m) * w01 + (p11 & m) * w11
        let ag = ((p00 >> 8) & m) * w00 + ((p10 >> 8) & m) * w10 + ((p01 >> 8) & m) * w01 + ((p11 >> 8) & m) * w11
        return ((rb >> 8) & m) | (ag & 0xFF00_FF00)
    }

    @Test func bilinearMixMatchesTheTwoChannelReference() {
        var g = SeededGenerator(seed: 11)
        var mismatches = 0
        for _ in 0..<20_000 {
            let p = (0..<4).map { _ in Self.pixel(&g) }
            let wx = UInt32.random(in: 0...255, using: &g), wy = UInt32.random(in: 0...255, using: &g)
            let fast = ImageSampler.mix(p[0], p[1], p[2], p[3], wx: wx, wy: wy)
            if fast != Self.mixReference(p[0], p[1], p[2], p[3], wx: wx, wy: wy) { mismatches += 1 }
        }
        // Extremes: opaque white everywhere, and each corner alone at full weight.
        let white: UInt32 = 0xFFFF_FFFF
        #expect(ImageSampler.mix(white, white, white, white, wx: 255, wy: 255) == white)
        #expect(ImageSampler.mix(1, 2, 3, 4, wx: 0, wy: 0) == 1)
        #expect(mismatches == 0)
    }
}

extension PixelOpsTests {
    @Test func plusAddsEveryChannelAndClampsAt255() {
        var g = SeededGenerator(seed: 17)
        for _ in 0..<20_000 {
            let s = UInt32.random(in: 0...UInt32.max, using: &g), d = UInt32.random(in: 0...UInt32.max, using: &g)
            var expected: UInt32 = 0
            for shift in stride(from: 0, to: 32, by: 8) as StrideTo<UInt32> {
                expected |= min(255, (s >> shift) & 0xFF + (d >> shift) & 0xFF) << shift
            }
            #expect(PixelOps.plus(s, d) == expected)
            if PixelOps.plus(s, d) != expected { return }
        }
    }

    @Test func plusRunMatchesTheReferenceForEveryRunLengthAndAlpha() {
        var g = SeededGenerator(seed: 23)
        var mismatches = 0
        for count in 0..<23 {
            for alpha in [0, 1, 64, 128, 200, 254, 255] as [UInt32] {
                let src = (0..<count).map { _ in Self.pixel(&g) }
                let dst = (0..<count).map { _ in Self.pixel(&g) }
                var fast = dst, slow = dst
                src.withUnsafeBufferPointer { s in
                    fast.withUnsafeMutableBufferPointer { d in
                        if let sb = s.baseAddress, let db = d.baseAddress { PixelOps.plusRun(sb, db, count: count, alpha: alpha) }
                    }
                }
                for k in slow.indices { slow[k] = PixelOps.plus(PixelOps.scale(src[k], alpha), slow[k]) }
                if fast != slow { mismatches += 1 }
            }
        }
        #expect(mismatches == 0)
    }

    /// A run of colours faded by an alpha and drawn source-over gives, pixel for pixel, what
    /// over() of scale() gives one at a time: random premultiplied colours with clear, opaque
    /// and translucent stretches, every alpha from 0 to 255.
    @Test func aFadedRunIsOverOfScaleOneAtATime() {
        var rng = SeededGenerator(seed: 31)
        func colour() -> UInt32 {
            switch Int.random(in: 0..<4, using: &rng) {
            case 0: return 0
            case 1: return 0xFF00_0000 | UInt32.random(in: 0...0xFF_FFFF, using: &rng)
            default:
                let a = UInt32.random(in: 0...255, using: &rng)
                let c = { UInt32.random(in: 0...a, using: &rng) }
                return a << 24 | c() << 16 | c() << 8 | c()
            }
        }
        for alpha in UInt32(0)...255 {
            let count = Int.random(in: 0...37, using: &rng)
            let src = (0..<count).map { _ in colour() }, dst = (0..<count).map { _ in colour() }
            var fast = dst
            src.withUnsafeBufferPointer { s in
                fast.withUnsafeMutableBufferPointer { d in
                    guard let sb = s.baseAddress, let db = d.baseAddress else { return }
                    PixelOps.overRun(sb, db, count: count, alpha: alpha)
                }
            }
            let slow = zip(src, dst).map { s, d in s == 0 ? d : PixelOps.over(PixelOps.scale(s, alpha), d) }
            #expect(fast == slow, "alpha \(alpha)")
        }
    }
}
