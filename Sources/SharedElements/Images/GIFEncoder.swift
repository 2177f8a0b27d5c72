import Foundation

/// Encodes an ``AnimatedImage`` as a looping GIF89a.
///
/// - Frame rate: GIF delays are whole hundredths of a second and browsers slow down delays
///   under 2/100 s, so the animation is sampled at ``framesPerSecond`` (at most 50, 30 by
///   default). Runs of samples showing the same frame merge into one, and each delay is the
///   difference of the rounded cumulative times, so rounding never accumulates: the delays add
///   up to the animation's duration rounded to 1/100 s.
/// - Colours: a median-cut palette of up to 256 colours per frame (local colour tables), with
///   optional 8x8 ordered dithering for gradients.
/// - Transparency: when any frame has a pixel with alpha under 255, pixels with alpha under 128
///   become the transparent index and each frame replaces the previous one (disposal 2);
///   opaque animations store only the changed rectangle after the first frame.
///
/// ```swift
/// var gif = GIFEncoder()
/// gif.dithering = true
/// let data = try gif.encode(try AnimatedImage(frames: bitmaps, framesPerSecond: 60))   // 30 fps GIF
/// ```
public struct GIFEncoder: Sendable {
    /// Samples per second, 0 < rate <= 50.
    public var framesPerSecond: Double
    /// Whether to apply ordered (Bayer 8x8) dithering.
    public var dithering: Bool

    public init(framesPerSecond: Double = 30, dithering: Bool = false) {
        self.framesPerSecond = framesPerSecond
        self.dithering = dithering
    }

    /// One GIF frame: which source frame it shows and for how many hundredths of a second.
    package struct Timed: Equatable {
        package var frame: Int
        package var centiseconds: Int
    }

    /// The GIF frames for `animation`: sampled at `framesPerSecond`, merged, delays from rounded
    /// cumulative times.
    package static func timeline(_ durations: [Double], framesPerSecond fps: Double) -> [Timed] {
        let total = durations.reduce(0, +)
        var ends: [Double] = []
        var t = 0.0
        for d in durations { t += d; ends.append(t) }
        // Samples at k / fps: the source frame showing at each.
        var groups: [(frame: Int, start: Double)] = []
        var k = 0, source = 0
        while true {
            let time = Double(k) / fps
            guard time < total - 1e-9 else { break }
            while source < durations.count - 1 && ends[source] <= time + 1e-9 { source += 1 }
            if groups.last?.frame != source { groups.append((source, time)) }
            k += 1
        }
        var out: [Timed] = []
        for (i, g) in groups.enumerated() {
            let end = i + 1 < groups.count ? groups[i + 1].start : total
            let cs = Int((end * 100).rounded()) - Int((g.start * 100).rounded())
            out.append(Timed(frame: g.frame, centiseconds: cs))
        }
        // A last sliver under 2/100 s joins the frame before it (the total stays exact).
        while out.count > 1, let last = out.last, last.centiseconds < 2 {
            out.removeLast()
            out[out.count - 1].centiseconds += last.centiseconds
        }
        return out
    }

    /// The GIF file for `animation`.
    /// - Throws: ``ImageError/invalidFrames(_:)`` when the frame rate is not in (0, 50] or a
    ///   frame would last over 655.35 s (GIF's longest delay).
    public func encode(_ animation: AnimatedImage) throws -> Data {
        guard framesPerSecond > 0, framesPerSecond <= 50 else {
            throw ImageError.invalidFrames("GIF frame rate \(framesPerSecond) is not above 0 and at most 50 per second")
        }
        let timeline = GIFEncoder.timeline(animation.frames.map(\.duration), framesPerSecond: framesPerSecond)
        if let long = timeline.first(where: { $0.centiseconds > 65535 }) {
            throw ImageError.invalidFrames("frame \(long.frame) lasts \(long.centiseconds)/100 s, over GIF's 65535/100 s")
        }
        let w = animation.width, h = animation.height
        guard w <= 65535, h <= 65535 else { throw ImageError.invalidFrames("GIF sides are at most 65535 pixels") }
        let hasAlpha = !animation.frames.allSatisfy { PNGEncoder.isOpaque($0.bitmap) }
        var out = Array("GIF89a".utf8)
        out += le16(w) + le16(h) + [0x70, 0, 0]  // no global colour table, 8-bit colour resolution
        out += [0x21, 0xFF, 11] + Array("NETSCAPE2.0".utf8) + [3, 1] + le16(animation.loopCount) + [0]
        var previous: Bitmap?
        for item in timeline {
            let bitmap = animation.frames[item.frame].bitmap
            let rect = hasAlpha ? (0, 0, w, h) : previous.map { APNGEncoder.changedRect($0, bitmap) } ?? (0, 0, w, h)
            let region = try APNGEncoder.crop(bitmap, rect)
            out += frameBlocks(region, at: rect, centiseconds: item.centiseconds, transparent: hasAlpha)
            previous = bitmap
        }
        out.append(0x3B)
        return Data(out)
    }

    /// Graphic control extension, image descriptor, local colour table and LZW data of one frame.
    func frameBlocks(_ region: Bitmap, at rect: (Int, Int, Int, Int), centiseconds: Int, transparent: Bool) -> [UInt8] {
        let straight = region.straightBytes
        let count = region.width * region.height
        var indices = [UInt8](repeating: 0, count: count)
        var quantizer = straight.withUnsafeBufferPointer {
            ColorQuantizer(straight: $0.baseAddress.unsafelyUnwrapped, count: count, maxColors: transparent ? 255 : 256)
        }
        let transparentIndex: UInt8? = transparent ? UInt8(quantizer.palette.count) : nil
        straight.withUnsafeBufferPointer { src in
            indices.withUnsafeMutableBufferPointer { dst in
                quantizer.map(src.baseAddress.unsafelyUnwrapped, width: region.width, height: region.height,
                              dither: dithering ? 24 : 0, transparentIndex: transparentIndex, into: dst.baseAddress.unsafelyUnwrapped)
            }
        }
        let colors = quantizer.palette.count + (transparent ? 1 : 0)
        var tableBits = 1
        while 1 << tableBits < colors { tableBits += 1 }
        var out: [UInt8] = [0x21, 0xF9, 4]
        out.append(transparent ? (2 << 2 | 1) : (1 << 2))  // disposal: restore background / leave in place
        out += le16(centiseconds) + [transparentIndex ?? 0, 0]
        out += [0x2C] + le16(rect.0) + le16(rect.1) + le16(rect.2) + le16(rect.3)
        out.append(0x80 | UInt8(tableBits - 1))  // local colour table of 2^tableBits entries
        for i in 0..<(1 << tableBits) {
            let c = i < quantizer.palette.count ? quantizer.palette[i] : (0, 0, 0)
            out += [c.0, c.1, c.2]
        }
        let minCodeSize = max(2, tableBits)
        out.append(UInt8(minCodeSize))
        let lzw = indices.withUnsafeBufferPointer { LZWEncoder.encode($0.baseAddress.unsafelyUnwrapped, count: count, minCodeSize: minCodeSize) }
        var i = 0
        while i < lzw.count {
            let n = min(255, lzw.count - i)
            out.append(UInt8(n))
            out += lzw[i..<(i + n)]
            i += n
        }
        out.append(0)
        return out
    }

    package func le16(_ v: Int) -> [UInt8] { [UInt8(truncatingIfNeeded: v), UInt8(truncatingIfNeeded: v >> 8)] }
}
