import Foundation
import Testing
import SharedElements
import SharedElementsTestSupport

/// Every path of the dispatched pixel loops (the Swift code and each C kernel this machine runs)
/// against the obvious one-pixel-at-a-time reference: byte-identical over run lengths 0...70 and
/// longer, every start alignment of a 64-byte line, random pixels (premultiplied or not) and every
/// alpha, and never a write outside the run.
@Suite struct PixelKernelsTests {
    /// Run lengths: every one up to 70 (all tails of 8- and 16-pixel vectors, twice over), and long runs.
    static let counts = Array(0...70) + [95, 96, 97, 127, 128, 129, 255, 256, 257, 780, 1023, 4099]
    /// Guard pixels around each run, which no path may change.
    static let margin = 20
    static let guardPixel: UInt32 = 0xA5C3_5A3C

    /// A source pixel: clear, opaque, translucent premultiplied, or any 32 bits.
    static func pixel(_ g: inout SeededGenerator) -> UInt32 {
        switch Int.random(in: 0..<5, using: &g) {
        case 0: return 0
        case 1: return 0xFF00_0000 | UInt32.random(in: 0...0xFF_FFFF, using: &g)
        case 2: return UInt32.random(in: 0...UInt32.max, using: &g)
        default:
            let a = UInt32.random(in: 0...255, using: &g)
            let r = UInt32.random(in: 0...a, using: &g), gr = UInt32.random(in: 0...a, using: &g)
            return a << 24 | UInt32.random(in: 0...a, using: &g) << 16 | gr << 8 | r
        }
    }

    /// Runs `body` on `count` pixels starting `offset` pixels into a buffer with guard pixels on
    /// both sides, and returns the run, or nil when a guard pixel changed.
    static func run(_ pixels: [UInt32], offset: Int, _ body: (UnsafeMutablePointer<UInt32>) -> Void) -> [UInt32]? {
        var buffer = [UInt32](repeating: guardPixel, count: margin + offset + pixels.count + margin)
        let start = margin + offset
        buffer.replaceSubrange(start..<(start + pixels.count), with: pixels)
        buffer.withUnsafeMutableBufferPointer { body($0.baseAddress! + start) }
        let guarded = buffer[..<start].allSatisfy { $0 == guardPixel }
            && buffer[(start + pixels.count)...].allSatisfy { $0 == guardPixel }
        return guarded ? Array(buffer[start..<(start + pixels.count)]) : nil
    }

    @Test func thePathsIncludeSwiftAndTheDetectedOne() {
        let available = PixelKernels.available
        #expect(available.first == .swift)
        #expect(available.last == PixelKernels.fastest)
        print("pixel kernel paths on this machine: \(available.map(\.description).joined(separator: ", "))")
    }

    #if arch(x86_64) && os(Linux)
    /// The detection agrees with the kernel's view of the CPU (its flags leave out what the OS
    /// does not enable), unless the environment caps the path.
    @Test func theFastestPathIsTheOneTheCPUFlagsAllow() throws {
        guard ProcessInfo.processInfo.environment["SHARED_ELEMENTS_KERNELS"] == nil else { return }
        let cpuinfo = try String(contentsOfFile: "/proc/cpuinfo", encoding: .utf8)
        let line = try #require(cpuinfo.split(separator: "\n").first { $0.hasPrefix("flags") })
        let flags = Set(line.split(separator: " ").map(String.init))
        let expected: PixelKernels.Path =
            flags.isSuperset(of: ["avx512f", "avx512bw"]) ? .avx512 : flags.contains("avx2") ? .avx2 : .swift
        #expect(PixelKernels.fastest == expected)
    }
    #elseif !arch(x86_64)
    @Test func onlyTheSwiftPathRunsOffX86() {
        #expect(PixelKernels.available == [.swift])
    }
    #endif

    @Test(arguments: PixelKernels.available)
    func translucentFillIsTheReferenceOnEveryPath(_ path: PixelKernels.Path) {
        var g = SeededGenerator(seed: 41)
        var mismatches: [String] = []
        func check(count: Int, offset: Int, color: UInt32, inv: UInt32) {
            let pixels = (0..<count).map { _ in Self.pixel(&g) }
            let fast = Self.run(pixels, offset: offset) {
                PixelOps.fillTranslucent(color, inverseAlpha: inv, $0, count: count, path: path)
            }
            let slow = pixels.map { color &+ PixelOps.scale($0, inv) }
            if fast != slow { mismatches.append("count \(count) offset \(offset) color \(color) inverse alpha \(inv)") }
        }
        for count in Self.counts {
            for offset in 0..<16 {
                check(count: count, offset: offset, color: Self.pixel(&g), inv: UInt32.random(in: 0...255, using: &g))
            }
        }
        for inv in UInt32(0)...255 {
            check(count: Int.random(in: 0...70, using: &g), offset: Int.random(in: 0..<16, using: &g),
                  color: Self.pixel(&g), inv: inv)
        }
        #expect(mismatches.isEmpty, "\(path): \(mismatches.count) mismatches, first \(mismatches.prefix(3))")
    }

    @Test(arguments: PixelKernels.available)
    func fullCoverageOverRunIsOverOnEveryPath(_ path: PixelKernels.Path) {
        var g = SeededGenerator(seed: 43)
        var mismatches: [String] = []
        for count in Self.counts {
            for offset in 0..<16 {
                let src = (0..<count).map { _ in Self.pixel(&g) }, dst = (0..<count).map { _ in Self.pixel(&g) }
                // The source at its own alignment.
                let sourceOffset = Int.random(in: 0..<16, using: &g)
                let padded = [UInt32](repeating: 0, count: sourceOffset) + src
                let fast = padded.withUnsafeBufferPointer { s in
                    Self.run(dst, offset: offset) { PixelOps.overRun(s.baseAddress! + sourceOffset, $0, count: count, path: path) }
                }
                let slow = zip(src, dst).map { PixelOps.over($0, $1) }
                if fast != slow { mismatches.append("count \(count) offset \(offset)/\(sourceOffset)") }
            }
        }
        #expect(mismatches.isEmpty, "\(path): \(mismatches.count) mismatches, first \(mismatches.prefix(3))")
    }

    /// A run faded by a layer's opacity (every alpha, some runs with clear stretches, which the
    /// Swift loop skips and the kernel blends as no change): the same as `over` of `scale` one
    /// pixel at a time, and nothing written outside the run.
    @Test(arguments: PixelKernels.available)
    func fadedOverRunIsOverOfTheScaledSourceOnEveryPath(_ path: PixelKernels.Path) {
        var g = SeededGenerator(seed: 49)
        var mismatches: [String] = []
        func check(count: Int, offset: Int, alpha: UInt32) {
            let clear = Bool.random(using: &g)
            let src = (0..<count).map { _ in clear && Bool.random(using: &g) ? 0 : Self.pixel(&g) }
            let dst = (0..<count).map { _ in Self.pixel(&g) }
            let fast = src.withUnsafeBufferPointer { s in
                Self.run(dst, offset: offset) { PixelOps.overRun(s.baseAddress!, $0, count: count, alpha: alpha, path: path) }
            }
            let slow = zip(src, dst).map { PixelOps.over(PixelOps.scale($0, alpha), $1) }
            if fast != slow { mismatches.append("count \(count) offset \(offset) alpha \(alpha)") }
        }
        for count in Self.counts {
            for offset in 0..<16 { check(count: count, offset: offset, alpha: UInt32.random(in: 0...254, using: &g)) }
        }
        for alpha in UInt32(0)...255 {
            check(count: Int.random(in: 0...70, using: &g), offset: Int.random(in: 0..<16, using: &g), alpha: alpha)
        }
        #expect(mismatches.isEmpty, "\(path): \(mismatches.count) mismatches, first \(mismatches.prefix(3))")
    }

    /// Sources in opaque stretches (a picture), which the kernels store without reading the
    /// destination, between stretches of any pixels, at every alignment: the same as `over` one
    /// pixel at a time, and the opaque stretches come out as the source exactly.
    @Test(arguments: PixelKernels.available)
    func opaqueStretchesOverRunAsOverOnEveryPath(_ path: PixelKernels.Path) {
        var g = SeededGenerator(seed: 47)
        var mismatches: [String] = [], opaqueCopied = true
        for count in [8, 16, 17, 40, 64, 100, 257] {
            for offset in 0..<16 {
                var src: [UInt32] = []
                while src.count < count {
                    let stretch = Int.random(in: 1...40, using: &g)
                    let opaque = Bool.random(using: &g)
                    for _ in 0..<stretch { src.append(opaque ? 0xFF00_0000 | UInt32.random(in: 0...0xFF_FFFF, using: &g) : Self.pixel(&g)) }
                }
                src.removeLast(src.count - count)
                let dst = (0..<count).map { _ in Self.pixel(&g) }
                let fast = src.withUnsafeBufferPointer { s in
                    Self.run(dst, offset: offset) { PixelOps.overRun(s.baseAddress!, $0, count: count, path: path) }
                }
                let slow = zip(src, dst).map { PixelOps.over($0, $1) }
                if fast != slow { mismatches.append("count \(count) offset \(offset)") }
                if let fast { opaqueCopied = opaqueCopied && zip(src, fast).allSatisfy { $0 >> 24 != 255 || $0 == $1 } }
            }
        }
        #expect(mismatches.isEmpty, "\(path): \(mismatches.count) mismatches, first \(mismatches.prefix(3))")
        #expect(opaqueCopied, "\(path): an opaque source pixel did not come out as itself")
    }

    /// Perspective rows sampled on each path against the one-sample-at-a-time reference: most
    /// maps minify a tilted plane well inside the image (the kernels' case), the rest reach past
    /// its edges; rows from one sample to several 256-sample chunks.
    @Test(arguments: PixelKernels.available)
    func perspectiveSamplingIsTheReferenceOnEveryPath(_ path: PixelKernels.Path) {
        var g = SeededGenerator(seed: 47)
        let (w, h) = (401, 307)
        let texels = (0..<(w * h)).map { _ in Self.pixel(&g) }
        var mismatches: [String] = []
        texels.withUnsafeBufferPointer { image in
            for trial in 0..<300 {
                let inside = trial % 4 != 0
                let s = inside ? CGFloat.random(in: 0.05...0.3, using: &g) : CGFloat.random(in: 0.2...3, using: &g)
                let tilt: CGFloat = inside ? 0.0004 : 0.003
                let map = ProjectiveTransform(
                    m11: s * .random(in: 0.5...1.5, using: &g), m12: s * .random(in: -0.4...0.4, using: &g),
                    m13: .random(in: -tilt...tilt, using: &g),
                    m21: s * .random(in: -0.4...0.4, using: &g), m22: s * .random(in: 0.5...1.5, using: &g),
                    m23: .random(in: -tilt...tilt, using: &g),
                    m31: inside ? 200 : .random(in: -80...250, using: &g), m32: inside ? 153 : .random(in: -60...160, using: &g),
                    m33: 1)
                guard map.m13 != 0 || map.m23 != 0 else { continue }
                var sampler = ImageSampler(pixels: image.baseAddress!, width: w, height: h, deviceToTexel: map)
                sampler.kernelPath = path
                let y = Int.random(in: -40...40, using: &g), x0 = Int.random(in: -40...40, using: &g)
                let count = trial % 3 == 0 ? Int.random(in: 1...20, using: &g) : Int.random(in: 1...700, using: &g)
                var fast = [UInt32](repeating: 0, count: count)
                fast.withUnsafeMutableBufferPointer { sampler.sampleRow(y: y, x0: x0, count: count, into: $0.baseAddress!) }
                let slow = RasterizerPaintTests.perspectiveReference(image.baseAddress!, width: w, height: h, map: map, y: y, x0: x0, count: count)
                if fast != slow { mismatches.append("trial \(trial): row \(y), x0 \(x0), count \(count)") }
            }
        }
        #expect(mismatches.isEmpty, "\(path): \(mismatches.count) mismatches, first \(mismatches.prefix(3))")
    }

    /// Upright rows (a scaled or moved image) sampled on each path against the one-sample-at-a-
    /// time reference: most rows lie inside the image (the kernel's case), some reach past an
    /// edge or run mirrored, a few have infinite or NaN steps; rows from one sample to several
    /// 256-sample stretches, at the top and bottom texel rows too.
    @Test(arguments: PixelKernels.available)
    func uprightSamplingIsTheReferenceOnEveryPath(_ path: PixelKernels.Path) {
        var g = SeededGenerator(seed: 48)
        let (w, h) = (613, 211)
        let texels = (0..<(w * h)).map { _ in Self.pixel(&g) }
        var mismatches: [String] = []
        var kernelSamples = 0
        texels.withUnsafeBufferPointer { image in
            for trial in 0..<400 {
                let inside = trial % 4 != 0
                let sx = inside ? CGFloat.random(in: 0.3...1.6, using: &g) : CGFloat.random(in: 0.1...4, using: &g) * (trial % 8 == 0 ? -1 : 1)
                var map = ProjectiveTransform(
                    m11: sx, m12: 0, m13: 0, m21: trial % 5 == 0 ? .random(in: -0.5...0.5, using: &g) : 0,
                    m22: .random(in: 0.2...3, using: &g), m23: 0,
                    m31: inside ? .random(in: 2...8, using: &g) : .random(in: -300...300, using: &g),
                    m32: .random(in: -20...230, using: &g), m33: 1)
                if trial % 40 == 39 {
                    // Hostile maps: infinite or NaN steps and offsets (a step that meets an
                    // infinity of the other sign makes NaN part way along the row).
                    let odd: [CGFloat] = [.infinity, -.infinity, .nan, 1e300, -1e300]
                    map.m11 = odd[(trial / 40) % odd.count]
                    map.m31 = trial % 80 == 79 ? odd[(trial / 80) % odd.count] : map.m31
                }
                var sampler = ImageSampler(pixels: image.baseAddress!, width: w, height: h, deviceToTexel: map)
                sampler.kernelPath = path
                let y = Int.random(in: -10...120, using: &g), x0 = inside ? 0 : Int.random(in: -200...400, using: &g)
                let count = trial % 3 == 0 ? Int.random(in: 1...20, using: &g)
                    : inside ? Int.random(in: 1...Int((CGFloat(w) - 12) / sx), using: &g) : Int.random(in: 1...900, using: &g)
                var fast = [UInt32](repeating: 0, count: count)
                fast.withUnsafeMutableBufferPointer { sampler.sampleRow(y: y, x0: x0, count: count, into: $0.baseAddress!) }
                let slow = RasterizerPaintTests.alignedReference(image.baseAddress!, width: w, height: h, map: map, y: y, x0: x0, count: count)
                if fast != slow { mismatches.append("trial \(trial): map \(map), row \(y), x0 \(x0), count \(count)") }
                // Samples whose texel pairs all lie inside the image, every column clear of
                // the clamps (the kernel's vector route): the row's two ends decide.
                let rowY = (CGFloat(y) + 0.5) * map.m21 + map.m31
                let firstX = (CGFloat(x0) + 0.5) * map.m11 + rowY, lastX = (CGFloat(x0 + count) - 0.5) * map.m11 + rowY
                if min(firstX, lastX) >= 0.6, max(firstX, lastX) <= CGFloat(w) - 0.6 { kernelSamples += count }
            }
        }
        #expect(mismatches.isEmpty, "\(path): \(mismatches.count) mismatches, first \(mismatches.prefix(3))")
        #expect(kernelSamples > 20_000, "too few rows inside the image to exercise the kernel's vector route")
    }

    /// The rows of one scaled picture map onto the same columns, which the kernel keeps from
    /// one row to the next: rows sampled one after another from two images of the same width,
    /// with now and then a row that starts elsewhere or is longer, each against the reference.
    @Test(arguments: PixelKernels.available)
    func uprightRowsThatShareTheirColumnsAreTheReference(_ path: PixelKernels.Path) {
        var g = SeededGenerator(seed: 49)
        let (w, h) = (300, 90)
        let images = [(0..<(w * h)).map { _ in Self.pixel(&g) }, (0..<(w * h)).map { _ in Self.pixel(&g) }]
        var mismatches: [String] = []
        for trial in 0..<30 {
            let sx = CGFloat.random(in: 0.3...1.4, using: &g)
            let map = ProjectiveTransform(m11: sx, m12: 0, m13: 0, m21: 0, m22: .random(in: 0.2...2, using: &g), m23: 0,
                                          m31: .random(in: 2...6, using: &g), m32: .random(in: -5...20, using: &g), m33: 1)
            let count = Int.random(in: 1...Int((CGFloat(w) - 16) / sx), using: &g)
            for y in 0..<40 {
                let image = images[(y / 3) % 2]
                let x0 = y % 7 == 6 ? 1 : 0, n = y % 11 == 10 ? count + 3 : count
                image.withUnsafeBufferPointer { texels in
                    var sampler = ImageSampler(pixels: texels.baseAddress!, width: w, height: h, deviceToTexel: map)
                    sampler.kernelPath = path
                    var fast = [UInt32](repeating: 0, count: n)
                    fast.withUnsafeMutableBufferPointer { sampler.sampleRow(y: y, x0: x0, count: n, into: $0.baseAddress!) }
                    let slow = RasterizerPaintTests.alignedReference(texels.baseAddress!, width: w, height: h, map: map, y: y, x0: x0, count: n)
                    if fast != slow { mismatches.append("trial \(trial): row \(y), x0 \(x0), count \(n)") }
                }
            }
        }
        #expect(mismatches.isEmpty, "\(path): \(mismatches.count) mismatches, first \(mismatches.prefix(3))")
    }
}
