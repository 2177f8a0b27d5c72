import Foundation

/// The checks every incremental animation writer (``APNGWriter``, ``GIFWriter``) makes of a
/// frame before appending it, with the same messages.
enum AnimationFrameCheck {
    /// Throws ``ImageError/invalidFrames(_:)`` when frame `index` cannot be appended: the writer
    /// has `finished`, the bitmap is not `width` x `height`, `duration` is not positive and
    /// finite, or the writer was begun `opaque` (its `format` named in the message, with what
    /// opaque means for it in `opaqueDetail`) and the bitmap has translucent pixels.
    static func validate(_ bitmap: Bitmap, index: Int, width: Int, height: Int, duration: Double,
                         opaque: Bool, format: String, opaqueDetail: String = "", finished: Bool) throws {
        try validateTiming(index: index, duration: duration, finished: finished)
        guard bitmap.width == width, bitmap.height == height else {
            throw ImageError.invalidFrames("frame \(index) is \(bitmap.width)x\(bitmap.height), frame 0 is \(width)x\(height)")
        }
        if opaque, !PNGEncoder.isOpaque(bitmap) {
            throw ImageError.invalidFrames("frame \(index) has translucent pixels but the \(format) was begun opaque\(opaqueDetail)")
        }
    }

    /// Throws ``ImageError/invalidFrames(_:)`` when frame `index` cannot be appended for
    /// `duration` seconds: the writer has `finished`, or `duration` is not positive and finite.
    static func validateTiming(index: Int, duration: Double, finished: Bool) throws {
        guard !finished else { throw ImageError.invalidFrames("frame \(index) appended after finish()") }
        guard duration.isFinite, duration > 0 else {
            throw ImageError.invalidFrames("frame \(index) lasts \(duration) s; durations must be positive and finite")
        }
    }

    /// Throws ``ImageError/invalidFrames(_:)`` when a frame prepared away from its writer
    /// (`verb`: compressed or encoded, as frame `prepared`, from `bitmap`) cannot be appended as
    /// frame `index` for `duration` seconds: it was prepared as another frame, or its timing or
    /// size does not fit (as ``validate(_:index:width:height:duration:opaque:format:opaqueDetail:finished:)``).
    static func validatePrepared(_ bitmap: Bitmap, preparedAs prepared: Int, verb: String, index: Int, width: Int, height: Int,
                                 duration: Double, finished: Bool) throws {
        guard prepared == index else {
            throw ImageError.invalidFrames("frame \(index) was \(verb) as frame \(prepared); append \(verb) frames in order")
        }
        try validateTiming(index: index, duration: duration, finished: finished)
        guard bitmap.width == width, bitmap.height == height else {
            throw ImageError.invalidFrames("frame \(index) is \(bitmap.width)x\(bitmap.height), frame 0 is \(width)x\(height)")
        }
    }
}
