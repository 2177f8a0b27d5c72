import Foundation

/// Writes a looping GIF one frame at a time, so a film of any length is encoded in the memory
/// of two frames: begin with the size, append each frame as it is rendered, finish. The output
/// is what ``GIFEncoder`` makes of the same frames (which uses this writer): sampled at the
/// encoder's rate, runs of samples merged, delays from rounded cumulative times.
///
/// Transparency is chosen up front: `opaque: true` stores only the changed rectangle after the
/// first frame, and a frame with a translucent pixel is then refused; `false` gives every frame
/// a transparent index (alpha under 128) and replaces the previous frame.
///
/// ```swift
/// let gif = try GIFWriter(url: URL(fileURLWithPath: "flip.gif"), width: 390, height: 844, opaque: true)
/// for frame in frames { try gif.append(frame, duration: 1.0 / 60) }   // sampled at 30 fps
/// try gif.finish()
/// ```
public final class GIFWriter {
    /// The width of every frame, in pixels.
    public let width: Int
    /// The height of every frame, in pixels.
    public let height: Int
    /// Whether every frame is opaque (no transparency in the file).
    public let opaque: Bool
    private let encoder: GIFEncoder
    private let sink: ByteSink
    private var clock: GIFTimeline
    /// Source frames appended so far.
    public private(set) var frameCount = 0
    /// The frames the GIF holds so far: one for each sample (at the encoder's frame rate) that
    /// falls on a new source frame, less a short last frame that ``finish()`` merges into the
    /// one before it. Fewer than ``frameCount`` when the source is faster than the encoder's
    /// rate (a 120 fps film held at 50 fps); exact once the GIF is finished.
    public private(set) var gifFrameCount = 0
    private var previous: Bitmap?
    /// Encoded GIF frames not yet written, with their start times: their delays may still change
    /// (a last sliver under 2/100 s joins the frame before it).
    private var pending: [(blocks: [UInt8], start: Double)] = []
    private var finished = false

    /// Begins a GIF file at `url` of frames `width` x `height` pixels, encoded as `encoder` says
    /// (its frame rate and dithering), played `loopCount` times (0: forever).
    /// - Throws: ``ImageError/invalidFrames(_:)`` for a frame rate outside (0, 50], an empty size
    ///   or one over 65535 a side, or a bad loop count; ``ImageError/cannotWrite(_:)``.
    public convenience init(url: URL, width: Int, height: Int, opaque: Bool = false, encoder: GIFEncoder = GIFEncoder(),
                            loopCount: Int = 0) throws {
        try Self.check(encoder, width: width, height: height, loopCount: loopCount)
        try self.init(sink: ByteSink(file: url), encoder: encoder, width: width, height: height, opaque: opaque, loopCount: loopCount)
    }

    /// A GIF built in memory; ``finishData()`` returns it.
    package convenience init(encoder: GIFEncoder, width: Int, height: Int, opaque: Bool, loopCount: Int) throws {
        try Self.check(encoder, width: width, height: height, loopCount: loopCount)
        try self.init(sink: ByteSink(), encoder: encoder, width: width, height: height, opaque: opaque, loopCount: loopCount)
    }

    private init(sink: ByteSink, encoder: GIFEncoder, width: Int, height: Int, opaque: Bool, loopCount: Int) throws {
        self.sink = sink
        self.encoder = encoder
        self.width = width
        self.height = height
        self.opaque = opaque
        clock = GIFTimeline(framesPerSecond: encoder.framesPerSecond)
        var out = Array("GIF89a".utf8)
        out += encoder.le16(width) + encoder.le16(height) + [0x70, 0, 0]  // no global colour table, 8-bit colour resolution
        out += [0x21, 0xFF, 11] + Array("NETSCAPE2.0".utf8) + [3, 1] + encoder.le16(loopCount) + [0]
        try sink.write(out)
    }

    private static func check(_ encoder: GIFEncoder, width: Int, height: Int, loopCount: Int) throws {
        let fps = encoder.framesPerSecond
        guard fps > 0, fps <= 50 else {
            throw ImageError.invalidFrames("GIF frame rate \(fps) is not above 0 and at most 50 per second")
        }
        guard width > 0, height > 0 else { throw ImageError.invalidFrames("frames of \(width)x\(height) pixels are empty") }
        guard width <= 65535, height <= 65535 else { throw ImageError.invalidFrames("GIF sides are at most 65535 pixels") }
        guard (0...65535).contains(loopCount) else { throw ImageError.invalidFrames("loop count \(loopCount) is not 0...65535") }
    }

    /// Adds a source frame shown for `duration` seconds (positive and finite).
    /// - Throws: ``ImageError/invalidFrames(_:)`` for a frame of another size, a bad duration,
    ///   (when `opaque`) a translucent pixel, or a GIF frame over 655.35 s;
    ///   ``ImageError/cannotWrite(_:)``.
    public func append(_ bitmap: Bitmap, duration: Double) throws {
        try sink.ensureOpen()
        try AnimationFrameCheck.validate(bitmap, index: frameCount, width: width, height: height, duration: duration,
                                         opaque: opaque, format: "GIF", finished: finished)
        var kept = clock
        let keeps = kept.add(duration: duration) != nil
        try take(Self.encoded(bitmap, index: frameCount, after: previous, keeps: keeps, opaque: opaque, encoder: encoder), duration: duration)
    }

    /// A source frame encoded away from its writer (see
    /// ``encode(_:index:after:keeps:width:height:opaque:encoder:)``).
    package struct EncodedFrame: @unchecked Sendable {
        /// The source frame number it was encoded as.
        let index: Int
        /// The frame itself (the next kept frame's previous one).
        let bitmap: Bitmap
        /// Its GIF frame's blocks (the delay filled in later); `nil` for a frame no sample falls on.
        let blocks: [UInt8]?
    }

    /// Source frame `index` of a film of `width` x `height` frames encoded as
    /// ``append(_:duration:)`` would, given the last frame the GIF keeps before it (`previous`,
    /// `nil` for none): checked, then (when `keeps`, as a ``GIFTimeline`` of the encoder's rate
    /// fed the same durations says) quantized and LZW-coded. It reads nothing of a writer, so a
    /// film's frames can be encoded on several threads, then appended in order with
    /// ``append(_:duration:)-(EncodedFrame,_)``; the file has the same bytes.
    /// - Throws: ``ImageError/invalidFrames(_:)`` for a frame of another size or (when `opaque`)
    ///   a translucent pixel.
    package static func encode(_ bitmap: Bitmap, index: Int, after previous: Bitmap?, keeps: Bool, width: Int, height: Int,
                               opaque: Bool, encoder: GIFEncoder) throws -> EncodedFrame {
        try AnimationFrameCheck.validate(bitmap, index: index, width: width, height: height, duration: 1,
                                         opaque: opaque, format: "GIF", finished: false)
        return try encoded(bitmap, index: index, after: previous, keeps: keeps, opaque: opaque, encoder: encoder)
    }

    private static func encoded(_ bitmap: Bitmap, index: Int, after previous: Bitmap?, keeps: Bool, opaque: Bool,
                                encoder: GIFEncoder) throws -> EncodedFrame {
        guard keeps else { return EncodedFrame(index: index, bitmap: bitmap, blocks: nil) }
        let whole = (0, 0, bitmap.width, bitmap.height)
        let rect = !opaque ? whole : previous.map { APNGEncoder.changedRect($0, bitmap) } ?? whole
        let region = try APNGEncoder.crop(bitmap, rect)
        return EncodedFrame(index: index, bitmap: bitmap, blocks: encoder.frameBlocks(region, at: rect, centiseconds: 0, transparent: !opaque))
    }

    /// Adds a source frame encoded by ``encode(_:index:after:keeps:width:height:opaque:encoder:)``
    /// (against the last frame this writer kept), shown for `duration` seconds.
    /// - Throws: ``ImageError/invalidFrames(_:)`` for a bad duration, a frame encoded as another
    ///   frame number or for another size, or one encoded as skipped that the GIF keeps (or
    ///   the other way round); ``ImageError/cannotWrite(_:)``.
    package func append(_ frame: EncodedFrame, duration: Double) throws {
        try sink.ensureOpen()
        try AnimationFrameCheck.validatePrepared(frame.bitmap, preparedAs: frame.index, verb: "encoded", index: frameCount, width: width,
                                                 height: height, duration: duration, finished: finished)
        var kept = clock
        guard (kept.add(duration: duration) != nil) == (frame.blocks != nil) else {
            throw ImageError.invalidFrames("frame \(frameCount) was encoded as \(frame.blocks == nil ? "skipped" : "kept") but the GIF "
                + "\(frame.blocks == nil ? "keeps" : "skips") it at \(encoder.framesPerSecond) fps; plan with a GIFTimeline fed the same durations")
        }
        try take(frame, duration: duration)
    }

    private func take(_ frame: EncodedFrame, duration: Double) throws {
        frameCount += 1
        guard let start = clock.add(duration: duration), let blocks = frame.blocks else { return }
        if !pending.isEmpty { try close(pending.count - 1, at: start) }
        pending.append((blocks, start))
        gifFrameCount += 1
        previous = frame.bitmap
    }

    /// Sets pending frame `i`'s delay to end at `end` seconds; once a frame lasts 2/100 s or
    /// more, no sliver can reach the frames before it, and they are written.
    private func close(_ i: Int, at end: Double) throws {
        let cs = GIFTimeline.centiseconds(from: pending[i].start, to: end)
        try setDelay(i, cs)
        if cs >= 2 {
            for frame in pending[..<i] { try sink.write(frame.blocks) }
            pending.removeFirst(i)
        }
    }

    private func setDelay(_ i: Int, _ cs: Int) throws {
        guard cs <= 65535 else {
            throw ImageError.invalidFrames("a GIF frame from \(pending[i].start) s lasts \(cs)/100 s, over GIF's 65535/100 s")
        }
        // The graphic control extension opens each frame's blocks: its delay is at bytes 4 and 5.
        pending[i].blocks[4] = UInt8(truncatingIfNeeded: cs)
        pending[i].blocks[5] = UInt8(truncatingIfNeeded: cs >> 8)
    }

    private func delay(_ i: Int) -> Int { Int(pending[i].blocks[4]) | Int(pending[i].blocks[5]) << 8 }

    /// Gives up the film before ``finish()``: nothing more is written, the unfinished bytes
    /// are removed, and a file already at the URL is left as it was (a previous GIF the new
    /// one was to replace survives a failed render).
    ///
    /// ```swift
    /// do { for frame in frames { try writer.append(frame, duration: 1.0 / 30) }; try writer.finish() }
    /// catch { writer.cancel() }
    /// ```
    public func cancel() {
        sink.discard()
    }

    /// Ends the file: the last frame's delay, the trailer, and the file is closed.
    /// - Throws: ``ImageError/invalidFrames(_:)`` when no frame was appended;
    ///   ``ImageError/cannotWrite(_:)``.
    public func finish() throws {
        guard !finished else { return }
        guard frameCount > 0, !pending.isEmpty else { throw ImageError.invalidFrames("an animation needs at least one frame") }
        finished = true
        previous = nil
        let last = pending.count - 1
        var lastDelay = GIFTimeline.centiseconds(from: pending[last].start, to: clock.total)
        // A last sliver under 2/100 s joins the frame before it (the total stays exact).
        while pending.count > 1, lastDelay < 2 {
            pending.removeLast()
            gifFrameCount -= 1
            let merged = delay(pending.count - 1) + lastDelay
            try setDelay(pending.count - 1, merged)
            lastDelay = merged
        }
        try setDelay(pending.count - 1, lastDelay)
        for frame in pending { try sink.write(frame.blocks) }
        pending.removeAll()
        try sink.write([0x3B])
        try sink.close()
    }

    /// Finishes an in-memory GIF and returns its bytes.
    package func finishData() throws -> Data {
        try finish()
        return sink.data
    }
}
