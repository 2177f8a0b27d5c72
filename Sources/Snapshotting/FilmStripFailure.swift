import Foundation
import SharedElements

/// Why a film strip could not be taken.
package struct FilmStripFailure: Error, CustomStringConvertible {
    package let message: String
    package var description: String { message }
}

extension FilmStripFailure {
    /// The longest a touch-script film strip may run, seconds after the first touch.
    package static let maxTime: TimeInterval = 600

    /// The film limits of a strip: a strip keeps its frames to compare them, so it may hold at
    /// most 2^26 pixels in all (256 MB of pixels).
    package static var filmLimits: FilmLimits {
        var limits = FilmLimits()
        limits.maxTotalPixels = 1 << 26
        return limits
    }

    /// A failure when a strip of `frames` frames of `size` points at `scale` would pass
    /// ``filmLimits`` (checked before the first frame renders); `nil` when it is within them.
    package static func limits(frames: Int, size: CGSize, scale: CGFloat) -> FilmStripFailure? {
        guard let pixels = FilmLimits.pixelSize(width: Double(size.width), height: Double(size.height), scale: Double(scale)) else {
            return FilmStripFailure(message: "Film strip: a window of \(size.width)x\(size.height) points at scale \(scale) has no finite size")
        }
        guard let (_, message) = filmLimits.violation(frames: frames, width: pixels.width, height: pixels.height) else { return nil }
        return FilmStripFailure(message: "Film strip over the limits: \(message); take fewer frames or a smaller size or scale")
    }
}
