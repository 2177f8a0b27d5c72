import Foundation

/// Where the flying image of a ``ZoomTransition`` is at one moment, in container points: the
/// rounded window it shows through (`clip`, `cornerRadius`) and the whole image's rectangle
/// (`image`), which always has the image's aspect ratio — so the picture is never stretched.
///
/// Interpolating two geometries whose images have the same aspect ratio keeps that ratio at every
/// progress (a linear blend of two proportional sizes is proportional), which is what lets an
/// aspect-fill thumbnail become an aspect-fit photo without distortion.
///
/// ```swift
/// let thumb = ZoomGeometry.resting(frame: CGRect(x: 20, y: 100, width: 80, height: 80), contentMode: .scaleAspectFill,
///                                  clipsToBounds: true, cornerRadius: 8, imageSize: CGSize(width: 400, height: 300))
/// thumb?.image    // (6.67, 100, 106.67, 80): covers the square, cropped at the sides
/// ```
public struct ZoomGeometry: Sendable, Equatable, Interpolatable {
    /// The visible window onto the image, points.
    public var clip: CGRect
    /// The whole image, points; its aspect ratio is the image's.
    public var image: CGRect
    /// The clip's corner radius, points.
    public var cornerRadius: CGFloat

    /// The clip rectangle, the image's rectangle and the clip's corner radius, in container points.
    public init(clip: CGRect, image: CGRect, cornerRadius: CGFloat) {
        self.clip = clip
        self.image = image
        self.cornerRadius = cornerRadius
    }

    /// The image's rectangle relative to the clip's origin (the frame of the image inside a
    /// clipping view placed at `clip`).
    public var imageInClip: CGRect { image.offsetBy(dx: -clip.minX, dy: -clip.minY) }

    /// How an image of `imageSize` rests in a view of `frame` (container points) drawn with
    /// `contentMode`: aspect-fit shows the whole image (the clip is the image); aspect-fill covers
    /// the frame (clipped to it when the view clips); `.scaleToFill` and `.center` are treated as
    /// aspect-fill, because the flying image is never distorted. `nil` when a size is empty or a
    /// value is not finite.
    public static func resting(
        frame: CGRect, contentMode: ContentMode, clipsToBounds: Bool, cornerRadius: CGFloat, imageSize: CGSize
    ) -> ZoomGeometry? {
        guard frame.isFiniteAndNonEmpty, imageSize.width.isFinite, imageSize.height.isFinite,
              imageSize.width > 0, imageSize.height > 0 else { return nil }
        let radius = cornerRadius.isFinite ? max(cornerRadius, 0) : 0
        switch contentMode {
        case .scaleAspectFit:
            let fitted = fit(imageSize, in: frame, filling: false)
            return ZoomGeometry(clip: fitted, image: fitted, cornerRadius: min(radius, min(fitted.width, fitted.height) / 2))
        case .scaleAspectFill, .scaleToFill, .center:
            let covered = fit(imageSize, in: frame, filling: true)
            let clips = clipsToBounds || contentMode != .scaleAspectFill
            return ZoomGeometry(clip: clips ? frame : covered, image: covered, cornerRadius: radius)
        }
    }

    /// `size` scaled uniformly to fit inside (or, `filling`, to cover) `frame`, centred on it.
    package static func fit(_ size: CGSize, in frame: CGRect, filling: Bool) -> CGRect {
        let sx = frame.width / size.width, sy = frame.height / size.height
        let s = filling ? max(sx, sy) : min(sx, sy)
        let w = size.width * s, h = size.height * s
        return CGRect(x: frame.midX - w / 2, y: frame.midY - h / 2, width: w, height: h)
    }

    public func interpolated(to other: ZoomGeometry, progress: Double) -> ZoomGeometry {
        ZoomGeometry(
            clip: clip.interpolated(to: other.clip, progress: progress),
            image: image.interpolated(to: other.image, progress: progress),
            cornerRadius: max(0, cornerRadius.interpolated(to: other.cornerRadius, progress: progress)))
    }
}

extension CGRect {
    /// Every coordinate finite and both sides above zero.
    var isFiniteAndNonEmpty: Bool {
        origin.x.isFinite && origin.y.isFinite && size.width.isFinite && size.height.isFinite
            && size.width > 0 && size.height > 0
    }
}
