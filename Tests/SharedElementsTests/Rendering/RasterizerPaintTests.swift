import Foundation
import Testing
import SharedElements
import SharedElementsTestSupport

/// The painting fills (the sweep specialised per paint) against the slow, obvious route: the
/// closure-based fill handing each run to the one-row pixel loops, on random shapes, colours,
/// images, clip masks and surfaces placed anywhere in device space. Every pixel must be the same.
@Suite struct RasterizerPaintTests {
    /// A random premultiplied pixel (no channel above alpha).
    static func pixel(_ g: inout SeededGenerator, alpha: ClosedRange<UInt32> = 0...255) -> UInt32 {
        let a = UInt32.random(in: alpha, using: &g)
        let r = UInt32.random(in: 0...a, using: &g), gr = UInt32.random(in: 0...a, using: &g)
        let b = UInt32.random(in: 0...a, using: &g)
        return r | gr << 8 | b << 16 | a << 24
    }

    /// A random polygon around the surface: triangles, rotated rectangles and star-like shapes
    /// that cross themselves, some reaching past the surface's edges.
    static func contours(_ g: inout SeededGenerator, in rect: PixelRect) -> [[CGPoint]] {
        let cx = CGFloat.random(in: CGFloat(rect.x0 - 8)...CGFloat(rect.x1 + 8), using: &g)
        let cy = CGFloat.random(in: CGFloat(rect.y0 - 8)...CGFloat(rect.y1 + 8), using: &g)
        let n = [3, 4, 5, 7, 24].randomElement(using: &g)!
        let size = CGFloat.random(in: 0.5...70, using: &g)
        return [(0..<n).map { k in
            let a = CGFloat(k) / CGFloat(n) * 2 * .pi * (n == 5 ? 2 : 1) + CGFloat.random(in: 0...0.3, using: &g)
            let r = size * CGFloat.random(in: 0.6...1, using: &g)
            return CGPoint(x: cx + r * cos(a), y: cy + r * sin(a))
        }]
    }

    static func surface(_ g: inout SeededGenerator) -> RenderSurface {
        let x0 = Int.random(in: -40...40, using: &g), y0 = Int.random(in: -40...40, using: &g)
        let s = RenderSurface(rect: PixelRect(x0: x0, y0: y0, x1: x0 + Int.random(in: 1...90, using: &g),
                                              y1: y0 + Int.random(in: 1...90, using: &g)))
        for i in 0..<(s.rect.width * s.rect.height) { s.pixels[i] = pixel(&g) }
        return s
    }

    static func copy(_ s: RenderSurface) -> RenderSurface {
        let c = RenderSurface(rect: s.rect)
        c.pixels.update(from: s.pixels, count: s.rect.width * s.rect.height)
        return c
    }

    static func mask(_ g: inout SeededGenerator, over rect: PixelRect) -> ClipMask? {
        guard Bool.random(using: &g) else { return nil }
        let m = ClipMask(rect: rect)
        for i in 0..<(rect.width * rect.height) {
            m.coverage[i] = [0, 255, UInt8.random(in: 0...255, using: &g)].randomElement(using: &g)!
        }
        return m
    }

    static func same(_ a: RenderSurface, _ b: RenderSurface) -> Bool {
        (0..<(a.rect.width * a.rect.height)).allSatisfy { a.pixels[$0] == b.pixels[$0] }
    }

    /// Part of the surface, or all of it.
    static func clip(_ g: inout SeededGenerator, _ rect: PixelRect) -> PixelRect {
        guard Bool.random(using: &g) else { return rect }
        let x0 = Int.random(in: rect.x0...rect.x1, using: &g), y0 = Int.random(in: rect.y0...rect.y1, using: &g)
        return PixelRect(x0: x0, y0: y0, x1: Int.random(in: x0...rect.x1, using: &g), y1: Int.random(in: y0...rect.y1, using: &g))
    }

    /// What `PixelOps.blendSolid` does to each pixel, one at a time: a constant coverage fades
    /// the colour once and the mask fades that; a coverage per pixel is multiplied by the mask
    /// before it fades the colour.
    static func blendSolidPixelByPixel(
        _ color: UInt32, into dst: UnsafeMutablePointer<UInt32>, count: Int,
        coverage: UnsafePointer<Float>?, constant: Float, mask: UnsafePointer<UInt8>?
    ) {
        for i in 0..<count {
            if let coverage {
                var c = PixelOps.coverage8(coverage[i])
                if let mask { c = PixelOps.scale255(c, UInt32(mask[i])) }
                if c != 0 { dst[i] = PixelOps.over(c == 255 ? color : PixelOps.scale(color, c), dst[i]) }
            } else {
                let c = PixelOps.coverage8(constant)
                let src = c == 255 ? color : PixelOps.scale(color, c)
                let m = mask.map { UInt32($0[i]) } ?? 255
                if m != 0 { dst[i] = PixelOps.over(m == 255 ? src : PixelOps.scale(src, m), dst[i]) }
            }
        }
    }

    @Test func solidFillsPaintWhatTheRunByRunRouteDoes() {
        var g = SeededGenerator(seed: 2024)
        for _ in 0..<400 {
            let fast = Self.surface(&g)
            let slow = Self.copy(fast)
            let clip = Self.clip(&g, fast.rect)
            let mask = Self.mask(&g, over: clip)
            let color = Self.pixel(&g, alpha: [0...255, 255...255].randomElement(using: &g)!)
            let shape = Self.contours(&g, in: fast.rect)
            Rasterizer().fillSolid(shape, clip: clip, color: color, surface: fast, mask: mask)
            Rasterizer().fill(shape, clip: clip) { y, x0, x1, coverage, constant in
                Self.blendSolidPixelByPixel(color, into: slow.row(y) + x0, count: x1 - x0, coverage: coverage, constant: constant,
                                            mask: mask.map { UnsafePointer($0.row(y) + x0) })
            }
            #expect(Self.same(fast, slow), "shape \(shape), clip \(clip), colour \(String(color, radix: 16))")
        }
    }

    @Test func imageFillsPaintWhatTheRunByRunRouteDoes() {
        var g = SeededGenerator(seed: 77)
        let (iw, ih) = (37, 29)
        let texels = (0..<(iw * ih)).map { _ in Self.pixel(&g) }
        texels.withUnsafeBufferPointer { image in
            for trial in 0..<300 {
                let fast = Self.surface(&g)
                let slow = Self.copy(fast)
                let clip = Self.clip(&g, fast.rect)
                let mask = Self.mask(&g, over: clip)
                let alpha: UInt32 = [255, 255, UInt32.random(in: 0...255, using: &g)].randomElement(using: &g)!
                // Whole-pixel shifts (copied rows), scales and rotations, and perspective.
                let map: ProjectiveTransform
                switch trial % 3 {
                case 0:
                    map = ProjectiveTransform(m11: 1, m12: 0, m13: 0, m21: 0, m22: 1, m23: 0,
                                              m31: CGFloat(Int.random(in: -30...30, using: &g)),
                                              m32: CGFloat(Int.random(in: -30...30, using: &g)), m33: 1)
                case 1:
                    let a = CGFloat.random(in: 0...6.3, using: &g), s = CGFloat.random(in: 0.3...3, using: &g)
                    map = ProjectiveTransform(m11: s * cos(a), m12: s * sin(a), m13: 0, m21: -s * sin(a), m22: s * cos(a), m23: 0,
                                              m31: .random(in: -20...20, using: &g), m32: .random(in: -20...20, using: &g), m33: 1)
                default:
                    map = ProjectiveTransform(m11: .random(in: 0.5...2, using: &g), m12: .random(in: -0.3...0.3, using: &g),
                                              m13: .random(in: -0.004...0.004, using: &g),
                                              m21: .random(in: -0.3...0.3, using: &g), m22: .random(in: 0.5...2, using: &g),
                                              m23: .random(in: -0.004...0.004, using: &g),
                                              m31: .random(in: -20...20, using: &g), m32: .random(in: -20...20, using: &g), m33: 1)
                }
                let sampler = ImageSampler(pixels: image.baseAddress!, width: iw, height: ih, deviceToTexel: map)
                let shape = Self.contours(&g, in: fast.rect)
                let scratch = UnsafeMutablePointer<UInt32>.allocate(capacity: fast.rect.width + 1)
                defer { scratch.deallocate() }
                Rasterizer().fillImage(shape, clip: clip, sampler: sampler, alpha: alpha, samples: scratch, surface: fast, mask: mask)
                var row = [UInt32](repeating: 0, count: fast.rect.width + 1)
                Rasterizer().fill(shape, clip: clip) { y, x0, x1, coverage, constant in
                    row.withUnsafeMutableBufferPointer { samples in
                        let n = x1 - x0
                        sampler.sampleRow(y: y, x0: x0, count: n, into: samples.baseAddress!)
                        for i in 0..<n { samples[i] = PixelOps.scale(samples[i], alpha) }
                        PixelOps.blendRow(samples.baseAddress!, into: slow.row(y) + x0, count: n, coverage: coverage,
                                          constant: constant, mask: mask.map { UnsafePointer($0.row(y) + x0) })
                    }
                }
                #expect(Self.same(fast, slow), "trial \(trial): shape \(shape), clip \(clip), alpha \(alpha)")
            }
        }
    }

    @Test func clipMasksHoldWhatTheRunByRunRouteWrites() {
        var g = SeededGenerator(seed: 9)
        for _ in 0..<300 {
            let rect = Self.clip(&g, PixelRect(x0: -20, y0: -10, x1: 50, y1: 60))
            let outer = Self.mask(&g, over: rect)
            let shape = Self.contours(&g, in: rect)
            let fast = ClipMask(rect: rect), slow = ClipMask(rect: rect)
            Rasterizer().fillMask(shape, clip: rect, into: fast, outer: outer)
            Rasterizer().fill(shape, clip: rect) { y, x0, x1, coverage, constant in
                for x in x0..<x1 {
                    var c = PixelOps.coverage8(coverage.map { $0[x - x0] } ?? constant)
                    if let outer { c = PixelOps.scale255(c, UInt32(outer.row(y)[x])) }
                    slow.row(y)[x] = UInt8(c)
                }
            }
            let n = rect.width * rect.height
            #expect((0..<n).allSatisfy { fast.coverage[$0] == slow.coverage[$0] }, "shape \(shape), rect \(rect)")
        }
    }

    /// The texel-pair mix against the four-texel one, for every pair of 8-bit weights.
    @Test func texelPairMixMatchesTheFourTexelMixForEveryWeight() {
        var g = SeededGenerator(seed: 31)
        var mismatches = 0
        for wx in UInt32(0)...255 {
            for wy in UInt32(0)...255 {
                let p = (0..<4).map { _ in Self.pixel(&g) }
                let top = UInt64(p[0]) | UInt64(p[1]) << 32, bottom = UInt64(p[2]) | UInt64(p[3]) << 32
                if ImageSampler.mix(top, bottom, wx: wx, wy: wy) != ImageSampler.mix(p[0], p[1], p[2], p[3], wx: wx, wy: wy) {
                    mismatches += 1
                }
            }
        }
        let white: UInt64 = 0xFFFF_FFFF_FFFF_FFFF
        #expect(ImageSampler.mix(white, white, wx: 255, wy: 255) == 0xFFFF_FFFF)
        #expect(mismatches == 0)
    }

    /// Full-coverage source-over of runs mixing opaque stretches (copied at once) with
    /// translucent pixels, against one pixel at a time.
    @Test func fullCoverageRunsCopyOpaqueStretchesAndBlendTheRest() {
        var g = SeededGenerator(seed: 4)
        for count in 0..<70 {
            for _ in 0..<20 {
                let src: [UInt32] = (0..<count).map { _ in
                    Int.random(in: 0..<4, using: &g) == 0 ? Self.pixel(&g) : Self.pixel(&g, alpha: 255...255)
                }
                var fast = (0..<count).map { _ in Self.pixel(&g) }
                var slow = fast
                fast.withUnsafeMutableBufferPointer { d in
                    src.withUnsafeBufferPointer { s in
                        if let sb = s.baseAddress, let db = d.baseAddress {
                            PixelOps.blendRow(sb, into: db, count: count, coverage: nil, constant: 1, mask: nil)
                        }
                    }
                }
                for i in 0..<count { slow[i] = PixelOps.over(src[i], slow[i]) }
                #expect(fast == slow, "count \(count)")
            }
        }
    }

    /// Perspective sampling, one sample at a time with every clamp, as the sampler's general
    /// path does it: the reference for its fast paths (whole chunks well inside the image).
    static func perspectiveReference(
        _ texels: UnsafePointer<UInt32>, width w: Int, height h: Int, map m: ProjectiveTransform, y: Int, x0: Int, count: Int
    ) -> [UInt32] {
        let px = Double(x0) + 0.5, py = Double(y) + 0.5
        let x0f = Float(px * m.m11 + py * m.m21 + m.m31), y0f = Float(px * m.m12 + py * m.m22 + m.m32)
        let w0f = Float(px * m.m13 + py * m.m23 + m.m33)
        let dx = Float(m.m11), dy = Float(m.m12), dw = Float(m.m13)
        let hiU = Float(w - 1) + 3, hiV = Float(h - 1) + 3
        return (0..<count).map { i in
            let t = Float(i)
            let ww = w0f + t * dw
            let inv = 1 / (ww > 1e-12 ? ww : 1e-12)
            var u = (x0f + t * dx) * inv + 1.5, v = (y0f + t * dy) * inv + 1.5
            u = u > 1 ? u : 1
            u = u < hiU ? u : hiU
            v = v > 1 ? v : 1
            v = v < hiV ? v : hiV
            let fu = ((u * 256 - 0.5) + 8_388_608).bitPattern & 0x7F_FFFF
            let fv = ((v * 256 - 0.5) + 8_388_608).bitPattern & 0x7F_FFFF
            let iu = Int(fu >> 8), iv = Int(fv >> 8)
            let u0 = min(max(iu - 2, 0), w - 1), u1 = min(max(iu - 1, 0), w - 1)
            let v0 = min(max(iv - 2, 0), h - 1), v1 = min(max(iv - 1, 0), h - 1)
            return ImageSampler.mix(texels[v0 * w + u0], texels[v0 * w + u1], texels[v1 * w + u0], texels[v1 * w + u1],
                                    wx: fu & 255, wy: fv & 255)
        }
    }

    @Test func perspectiveRowsMatchTheOneSampleAtATimeReference() {
        var g = SeededGenerator(seed: 35)
        let (w, h) = (311, 197)
        let texels = (0..<(w * h)).map { _ in Self.pixel(&g) }
        var rows = 0
        texels.withUnsafeBufferPointer { image in
            for trial in 0..<400 {
                // Tilted planes about both axes, magnified or minified, some reaching past the
                // image or towards the horizon; runs long enough to cross the 256-sample chunks.
                let s = CGFloat.random(in: 0.2...3, using: &g)
                let map = ProjectiveTransform(
                    m11: s * .random(in: 0.5...1.5, using: &g), m12: .random(in: -0.4...0.4, using: &g),
                    m13: .random(in: -0.003...0.003, using: &g),
                    m21: .random(in: -0.4...0.4, using: &g), m22: s * .random(in: 0.5...1.5, using: &g),
                    m23: .random(in: -0.003...0.003, using: &g),
                    m31: .random(in: -80...250, using: &g), m32: .random(in: -60...160, using: &g), m33: 1)
                guard map.m13 != 0 || map.m23 != 0 else { continue }
                let sampler = ImageSampler(pixels: image.baseAddress!, width: w, height: h, deviceToTexel: map)
                let y = Int.random(in: 0...200, using: &g), x0 = Int.random(in: -50...200, using: &g)
                let count = trial % 4 == 0 ? Int.random(in: 1...8, using: &g) : Int.random(in: 1...700, using: &g)
                var fast = [UInt32](repeating: 0, count: count)
                fast.withUnsafeMutableBufferPointer { sampler.sampleRow(y: y, x0: x0, count: count, into: $0.baseAddress!) }
                let slow = Self.perspectiveReference(image.baseAddress!, width: w, height: h, map: map, y: y, x0: x0, count: count)
                #expect(fast == slow, "trial \(trial): map \(map), row \(y), x0 \(x0), count \(count)")
                rows += 1
            }
        }
        #expect(rows > 300)
    }

    /// One sample at a time along an axis-aligned row (a scaled or moved image), each tap
    /// clamped to the image: the route the sampler takes for rows that keep to one texel row.
    static func alignedReference(
        _ texels: UnsafePointer<UInt32>, width w: Int, height h: Int, map m: ProjectiveTransform, y: Int, x0: Int, count: Int
    ) -> [UInt32] {
        func taps(_ t: Float, limit: Float, count: Int) -> (Int, Int, UInt32) {
            let c = (t > -1 ? (t < limit + 1 ? t : limit + 1) : -1) + 2
            let f = Int32(c * 256)
            return (min(max(Int(f >> 8) - 2, 0), count - 1), min(max(Int(f >> 8) - 1, 0), count - 1), UInt32(f & 255))
        }
        let px = Double(x0) + 0.5, py = Double(y) + 0.5
        let W = px * m.m13 + py * m.m23 + m.m33
        var X = (px * m.m11 + py * m.m21 + m.m31) * (1 / W)
        let Y = (px * m.m12 + py * m.m22 + m.m32) * (1 / W)
        let (v0, v1, wy) = taps(Float(Y - 0.5), limit: Float(h - 1), count: h)
        return (0..<count).map { _ in
            let (u0, u1, wx) = taps(Float(X - 0.5), limit: Float(w - 1), count: w)
            X += m.m11 * (1 / W)
            return ImageSampler.mix(texels[v0 * w + u0], texels[v0 * w + u1], texels[v1 * w + u0], texels[v1 * w + u1], wx: wx, wy: wy)
        }
    }

    @Test func scaledRowsMatchTheOneSampleAtATimeReference() {
        var g = SeededGenerator(seed: 36)
        let (w, h) = (97, 61)
        let texels = (0..<(w * h)).map { _ in Self.pixel(&g) }
        texels.withUnsafeBufferPointer { image in
            for trial in 0..<400 {
                // Magnified and minified, mirrored, skewed down the rows, reaching past the image.
                let sx = CGFloat.random(in: 0.1...4, using: &g) * (trial % 9 == 0 ? -1 : 1)
                let map = ProjectiveTransform(
                    m11: sx, m12: 0, m13: 0, m21: trial % 3 == 0 ? .random(in: -0.5...0.5, using: &g) : 0,
                    m22: .random(in: 0.1...4, using: &g), m23: 0,
                    m31: .random(in: -120...120, using: &g), m32: .random(in: -80...80, using: &g), m33: 1)
                let sampler = ImageSampler(pixels: image.baseAddress!, width: w, height: h, deviceToTexel: map)
                let y = Int.random(in: -10...90, using: &g), x0 = Int.random(in: -50...150, using: &g)
                let count = Int.random(in: 1...300, using: &g)
                var fast = [UInt32](repeating: 0, count: count)
                fast.withUnsafeMutableBufferPointer { sampler.sampleRow(y: y, x0: x0, count: count, into: $0.baseAddress!) }
                let slow = Self.alignedReference(image.baseAddress!, width: w, height: h, map: map, y: y, x0: x0, count: count)
                #expect(fast == slow, "trial \(trial): map \(map), row \(y), x0 \(x0), count \(count)")
            }
        }
    }
}
