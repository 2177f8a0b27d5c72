/// Frames of one size with their durations, ready for ``APNGEncoder`` or ``GIFEncoder``.
///
/// ```swift
/// let animation = try AnimatedImage(frames: bitmaps, framesPerSecond: 60)
/// try APNGEncoder().encode(animation).write(to: URL(fileURLWithPath: "flip.png"))
/// try GIFEncoder().encode(animation).write(to: URL(fileURLWithPath: "flip.gif"))   // resampled to 30 fps
/// ```
public struct AnimatedImage: Sendable, Equatable {
    /// One frame: pixels and how long they show, in seconds.
    public struct Frame: Sendable, Equatable {
        /// The frame's pixels.
        public var bitmap: Bitmap
        /// Seconds, finite and above zero.
        public var duration: Double

        /// A frame shown for `duration` seconds.
        public init(bitmap: Bitmap, duration: Double) {
            self.bitmap = bitmap
            self.duration = duration
        }
    }

    /// The frames, in order, all the same size.
    public let frames: [Frame]
    /// Times to play the animation; 0 plays it forever.
    public let loopCount: Int

    /// - Throws: ``ImageError/invalidFrames(_:)`` when there are no frames, sizes differ, a
    ///   duration is not a positive finite number of seconds, or `loopCount` is outside 0...65535.
    public init(frames: [Frame], loopCount: Int = 0) throws {
        guard let first = frames.first else { throw ImageError.invalidFrames("an animation needs at least one frame") }
        for (i, f) in frames.enumerated() {
            guard f.bitmap.width == first.bitmap.width, f.bitmap.height == first.bitmap.height else {
                throw ImageError.invalidFrames(
                    "frame \(i) is \(f.bitmap.width)x\(f.bitmap.height), frame 0 is \(first.bitmap.width)x\(first.bitmap.height)")
            }
            guard f.duration.isFinite, f.duration > 0 else {
                throw ImageError.invalidFrames("frame \(i) lasts \(f.duration) s; durations must be positive and finite")
            }
        }
        guard first.bitmap.width > 0, first.bitmap.height > 0 else { throw ImageError.invalidFrames("frames are empty (0 pixels)") }
        guard (0...65535).contains(loopCount) else { throw ImageError.invalidFrames("loop count \(loopCount) is not 0...65535") }
        self.frames = frames
        self.loopCount = loopCount
    }

    /// Frames shown for `1 / framesPerSecond` seconds each.
    public init(frames: [Bitmap], framesPerSecond: Double, loopCount: Int = 0) throws {
        guard framesPerSecond.isFinite, framesPerSecond > 0 else {
            throw ImageError.invalidFrames("\(framesPerSecond) frames per second is not a positive finite rate")
        }
        try self.init(frames: frames.map { Frame(bitmap: $0, duration: 1 / framesPerSecond) }, loopCount: loopCount)
    }

    /// Width in pixels.
    public var width: Int { frames[0].bitmap.width }
    /// Height in pixels.
    public var height: Int { frames[0].bitmap.height }
    /// Total length in seconds.
    public var duration: Double { frames.reduce(0) { $0 + $1.duration } }
}
