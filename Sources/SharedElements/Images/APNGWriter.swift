import Foundation

/// Writes an animated PNG one frame at a time, so a film of any length is encoded in the
/// memory of two frames: begin with the size, append each frame as it is rendered, finish.
/// The output is what ``APNGEncoder`` makes of the same frames (which uses this writer).
///
/// The colour type is chosen up front: `opaque: true` stores RGB, and a frame with a
/// translucent pixel is then refused; `false` stores RGBA. The frame count in `acTL` is
/// filled in by ``finish()``.
///
/// ```swift
/// let apng = try APNGWriter(url: URL(fileURLWithPath: "flip.png"), width: 780, height: 1688, opaque: true)
/// for frame in frames { try apng.append(frame, duration: 1.0 / 60) }
/// try apng.finish()
/// ```
public final class APNGWriter {
    /// The width of every frame, in pixels.
    public let width: Int
    /// The height of every frame, in pixels.
    public let height: Int
    /// Whether frames are stored as RGB (every pixel opaque) rather than RGBA.
    public let opaque: Bool
    /// Times the animation plays; 0 plays it forever.
    public let loopCount: Int
    private let sink: ByteSink
    private var previous: Bitmap?
    private var sequence = 0
    /// Frames appended so far.
    public private(set) var frameCount = 0
    private var finished = false
    /// Where `acTL`'s data starts: after the signature (8 bytes) and `IHDR` (25 bytes), past its
    /// length and type.
    private static let animationControlOffset = 8 + 25 + 8

    /// Begins an APNG file at `url` of frames `width` x `height` pixels, played `loopCount`
    /// times (0: forever).
    /// - Throws: ``ImageError/invalidFrames(_:)`` for an empty size or a loop count outside
    ///   0...65535; ``ImageError/cannotWrite(_:)`` when the file cannot be created.
    public convenience init(url: URL, width: Int, height: Int, opaque: Bool = false, loopCount: Int = 0) throws {
        try Self.check(width: width, height: height, loopCount: loopCount)
        try self.init(sink: ByteSink(file: url), width: width, height: height, opaque: opaque, loopCount: loopCount)
    }

    /// An APNG built in memory; ``finishData()`` returns it.
    package convenience init(width: Int, height: Int, opaque: Bool, loopCount: Int = 0) throws {
        try Self.check(width: width, height: height, loopCount: loopCount)
        try self.init(sink: ByteSink(), width: width, height: height, opaque: opaque, loopCount: loopCount)
    }

    private init(sink: ByteSink, width: Int, height: Int, opaque: Bool, loopCount: Int) throws {
        self.sink = sink
        self.width = width
        self.height = height
        self.opaque = opaque
        self.loopCount = loopCount
        var out = PNGDecoder.signature
        PNGEncoder.appendChunk("IHDR", PNGEncoder.header(width: width, height: height, colorType: opaque ? .rgb : .rgba), to: &out)
        PNGEncoder.appendChunk("acTL", PNGEncoder.be32(0) + PNGEncoder.be32(loopCount), to: &out)
        try sink.write(out)
    }

    private static func check(width: Int, height: Int, loopCount: Int) throws {
        guard width > 0, height > 0 else { throw ImageError.invalidFrames("frames of \(width)x\(height) pixels are empty") }
        guard width <= Bitmap.maxSide, height <= Bitmap.maxSide else {
            throw ImageError.invalidFrames("frames of \(width)x\(height) pixels are over \(Bitmap.maxSide) a side")
        }
        guard (0...65535).contains(loopCount) else { throw ImageError.invalidFrames("loop count \(loopCount) is not 0...65535") }
    }

    /// Adds a frame shown for `duration` seconds (positive and finite); after the first frame
    /// only the rectangle that changed is stored.
    /// - Throws: ``ImageError/invalidFrames(_:)`` for a frame of another size, a bad duration or
    ///   (when `opaque`) a translucent pixel; ``ImageError/cannotWrite(_:)``.
    public func append(_ bitmap: Bitmap, duration: Double) throws {
        try sink.ensureOpen()
        // Whether an opaque film's frame is opaque is checked on the changed rectangle alone:
        // the pixels outside it are the frame before's, which passed the same check.
        try AnimationFrameCheck.validate(bitmap, index: frameCount, width: width, height: height, duration: duration,
                                         opaque: false, format: "APNG", finished: finished)
        try write(try Self.compressed(bitmap, index: frameCount, after: previous, opaque: opaque), duration: duration)
    }

    /// A frame compressed away from its writer (see ``compress(_:index:after:width:height:opaque:)``).
    package struct CompressedFrame: @unchecked Sendable {
        /// The frame number it was compressed as.
        let index: Int
        /// The frame itself (the next frame's previous one).
        let bitmap: Bitmap
        /// The rectangle stored (x, y, width, height in pixels).
        let rect: (Int, Int, Int, Int)
        /// The rectangle's zlib stream.
        let data: [UInt8]
    }

    /// Frame `index` of a film of `width` x `height` frames compressed as ``append(_:duration:)``
    /// would, given the frame appended before it (`nil` for the first): the rectangle that
    /// changed and its filtered, deflated pixels. It reads nothing of a writer, so a film's
    /// frames can be compressed on several threads, then appended in order with
    /// ``append(_:duration:)-(CompressedFrame,_)``; the file has the same bytes.
    /// - Throws: ``ImageError/invalidFrames(_:)`` for a frame of another size or (when
    ///   `opaque`) a translucent pixel.
    package static func compress(_ bitmap: Bitmap, index: Int, after previous: Bitmap?, width: Int, height: Int,
                                 opaque: Bool) throws -> CompressedFrame {
        try AnimationFrameCheck.validate(bitmap, index: index, width: width, height: height, duration: 1,
                                         opaque: false, format: "APNG", finished: false)
        return try compressed(bitmap, index: index, after: previous, opaque: opaque)
    }

    private static func compressed(_ bitmap: Bitmap, index: Int, after previous: Bitmap?, opaque: Bool) throws -> CompressedFrame {
        // The changed rectangle (or 1x1 when nothing changed); the first frame is whole.
        let rect = index > 0 ? previous.map { APNGEncoder.changedRect($0, bitmap) } ?? (0, 0, bitmap.width, bitmap.height)
            : (0, 0, bitmap.width, bitmap.height)
        let region = try APNGEncoder.crop(bitmap, rect)
        if opaque, !PNGEncoder.isOpaque(region) {
            throw ImageError.invalidFrames("frame \(index) has translucent pixels but the APNG was begun opaque (RGB)")
        }
        return CompressedFrame(index: index, bitmap: bitmap, rect: rect, data: PNGEncoder.imageData(region, opaque: opaque))
    }

    /// Adds a frame compressed by ``compress(_:index:after:width:height:opaque:)`` against the
    /// frame appended just before it, shown for `duration` seconds.
    /// - Throws: ``ImageError/invalidFrames(_:)`` for a bad duration, or a frame compressed as
    ///   another frame number or for another size; ``ImageError/cannotWrite(_:)``.
    package func append(_ frame: CompressedFrame, duration: Double) throws {
        try sink.ensureOpen()
        try AnimationFrameCheck.validatePrepared(frame.bitmap, preparedAs: frame.index, verb: "compressed", index: frameCount, width: width,
                                                 height: height, duration: duration, finished: finished)
        try write(frame, duration: duration)
    }

    private func write(_ frame: CompressedFrame, duration: Double) throws {
        let rect = frame.rect
        let (num, den) = APNGEncoder.fraction(duration)
        var fctl = PNGEncoder.be32(sequence) + PNGEncoder.be32(rect.2) + PNGEncoder.be32(rect.3)
        fctl += PNGEncoder.be32(rect.0) + PNGEncoder.be32(rect.1)
        fctl += [UInt8(num >> 8), UInt8(num & 0xFF), UInt8(den >> 8), UInt8(den & 0xFF)]
        fctl += [0, 0]  // dispose: none; blend: source (the rectangle replaces what is under it)
        var out: [UInt8] = []
        PNGEncoder.appendChunk("fcTL", fctl, to: &out)
        sequence += 1
        if frameCount == 0 {
            PNGEncoder.appendChunk("IDAT", frame.data, to: &out)
        } else {
            PNGEncoder.appendChunk("fdAT", PNGEncoder.be32(sequence) + frame.data, to: &out)
            sequence += 1
        }
        try sink.write(out)
        previous = frame.bitmap
        frameCount += 1
    }

    /// Gives up the film before ``finish()``: nothing more is written, the unfinished bytes
    /// are removed, and a file already at the URL is left as it was (a previous APNG the new
    /// one was to replace survives a failed render).
    ///
    /// ```swift
    /// do { for frame in frames { try writer.append(frame, duration: 1.0 / 30) }; try writer.finish() }
    /// catch { writer.cancel() }
    /// ```
    public func cancel() {
        sink.discard()
    }

    /// Ends the file: the frame count goes into `acTL` and the file is closed.
    /// - Throws: ``ImageError/invalidFrames(_:)`` when no frame was appended;
    ///   ``ImageError/cannotWrite(_:)``.
    public func finish() throws {
        guard !finished else { return }
        guard frameCount > 0 else { throw ImageError.invalidFrames("an animation needs at least one frame") }
        finished = true
        previous = nil
        var end: [UInt8] = []
        PNGEncoder.appendChunk("IEND", [], to: &end)
        try sink.write(end)
        // Patch the frame count into `acTL`, and the chunk's CRC.
        let body = PNGEncoder.be32(frameCount) + PNGEncoder.be32(loopCount)
        try sink.patch(body, at: Self.animationControlOffset)
        try sink.patch(PNGEncoder.be32(Int(CRC32.checksum(Array("acTL".utf8) + body))), at: Self.animationControlOffset + 8)
        try sink.close()
    }

    /// Finishes an in-memory APNG and returns its bytes.
    package func finishData() throws -> Data {
        try finish()
        return sink.data
    }
}
