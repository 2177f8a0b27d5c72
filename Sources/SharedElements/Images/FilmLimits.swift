/// The most a film (an animation rendered frame by frame) may hold, checked before its first
/// frame is rendered so that a film too long, too fast or too large is refused at once instead
/// of running out of time or memory part way.
///
/// The defaults: 3600 frames (a minute at 60 fps), frames of at most 4096 pixels a side and
/// 8 megapixels (2^23 pixels), and 2^34 pixels in all (about 2,000 frames of 8 megapixels).
///
/// ```swift
/// try FilmLimits().check(frames: 144, width: 780, height: 1688)
/// // ImageError.filmTooLarge("240000 frames is 236400 over the limit of 3600 frames")
/// ```
public struct FilmLimits: Sendable, Equatable {
    /// The most frames a film may have.
    public var maxFrames = 3600
    /// The most pixels a frame may have on a side.
    public var maxSide = 4096
    /// The most pixels a frame may have.
    public var maxFramePixels = 1 << 23
    /// The most pixels all frames together may have.
    public var maxTotalPixels = 1 << 34

    /// The standard limits.
    public init() {}

    /// Which limit a film passes.
    public enum Limit: Sendable, Equatable {
        /// No frames, or frames of no pixels.
        case empty
        /// The frame count, the longest side, a frame's pixels, or the pixels of the whole film.
        case frames, side, framePixels, totalPixels
    }

    /// The limit a film of `frames` frames of `width` x `height` pixels passes, and a message
    /// saying by how much; `nil` when it is within them all.
    public func violation(frames: Int, width: Int, height: Int) -> (limit: Limit, message: String)? {
        if frames <= 0 { return (.empty, "a film of \(frames) frames is empty") }
        if width <= 0 || height <= 0 { return (.empty, "frames of \(width)x\(height) pixels are empty (a side under half a pixel)") }
        if frames > maxFrames { return (.frames, "\(frames) frames is \(frames - maxFrames) over the limit of \(maxFrames) frames") }
        if width > maxSide || height > maxSide {
            return (.side, "frames of \(width)x\(height) pixels are \(max(width, height) - maxSide) pixels over the limit of \(maxSide) a side")
        }
        let pixels = width * height
        if pixels > maxFramePixels {
            return (.framePixels,
                    "frames of \(width)x\(height) pixels (\(pixels)) are \(pixels - maxFramePixels) pixels over the limit of \(maxFramePixels) a frame")
        }
        let (total, overflow) = pixels.multipliedReportingOverflow(by: frames)
        if overflow || total > maxTotalPixels {
            return (.totalPixels, "\(frames) frames of \(pixels) pixels make \(total) pixels, \(total - maxTotalPixels) over the limit of "
                    + "\(maxTotalPixels) pixels in all")
        }
        return nil
    }

    /// Checks a film of `frames` frames of `width` x `height` pixels.
    /// - Throws: ``ImageError/filmTooLarge(_:)`` saying which limit the film passes and by how
    ///   much, or that it would be empty (no frames, or frames of no pixels).
    public func check(frames: Int, width: Int, height: Int) throws {
        if let v = violation(frames: frames, width: width, height: height) { throw ImageError.filmTooLarge(v.message) }
    }

    /// The pixel size of frames of `width` x `height` points at `scale` pixels per point (each
    /// side `floor(points × scale + 0.5)`, as the compositor sizes its canvas), clamped to
    /// 10^12 so that any size can be checked; `nil` when not finite.
    public static func pixelSize(width: Double, height: Double, scale: Double) -> (width: Int, height: Int)? {
        let w = (width * scale + 0.5).rounded(.down), h = (height * scale + 0.5).rounded(.down)
        guard w.isFinite, h.isFinite else { return nil }
        return (Int(min(max(w, 0), 1e12)), Int(min(max(h, 0), 1e12)))
    }

    /// Checks a film of `frames` frames of a canvas of `width` x `height` points at `scale`
    /// pixels per point (see ``pixelSize(width:height:scale:)``); non-finite sizes are refused too.
    public func check(frames: Int, width: Double, height: Double, scale: Double) throws {
        guard let size = Self.pixelSize(width: width, height: height, scale: scale) else {
            throw ImageError.filmTooLarge("frames of \(width)x\(height) points at scale \(scale) have no finite size")
        }
        try check(frames: frames, width: size.width, height: size.height)
    }
}
