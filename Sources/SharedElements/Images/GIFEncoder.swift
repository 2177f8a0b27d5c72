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
/// ``GIFWriter`` writes the same file frame by frame, for films too long to hold in memory.
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

    /// An encoder sampling at `framesPerSecond` (at most 50), with 8x8 ordered dithering when `dithering`.
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
        var clock = GIFTimeline(framesPerSecond: fps)
        var groups: [(frame: Int, start: Double)] = []
        for (i, d) in durations.enumerated() {
            if let start = clock.add(duration: d) { groups.append((i, start)) }
        }
        var out: [Timed] = []
        for (i, g) in groups.enumerated() {
            let end = i + 1 < groups.count ? groups[i + 1].start : clock.total
            out.append(Timed(frame: g.frame, centiseconds: GIFTimeline.centiseconds(from: g.start, to: end)))
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
        let opaque = animation.frames.allSatisfy { PNGEncoder.isOpaque($0.bitmap) }
        let writer = try GIFWriter(encoder: self, width: animation.width, height: animation.height, opaque: opaque,
                                   loopCount: animation.loopCount)
        for frame in animation.frames { try writer.append(frame.bitmap, duration: frame.duration) }
        return try writer.finishData()
    }

    /// Graphic control extension, image descriptor, local colour table and LZW data of one frame.
    package func frameBlocks(_ region: Bitmap, at rect: (Int, Int, Int, Int), centiseconds: Int, transparent: Bool) -> [UInt8] {
        // A GIF without transparency holds opaque frames only (its writer checks each), whose
        // premultiplied bytes are their straight bytes: no converted copy is needed.
        let straight = transparent ? region.straightBytes : region.bytes
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
