import Foundation

/// The content of a flight between two image views (views whose layer draws an image and has
/// nothing else inside): instead of stretching snapshots, the flyer draws each side's image at
/// a rectangle interpolated between where the image sits in the source (by its content mode)
/// and where it sits in the destination. Both rectangles keep the image's aspect ratio, so an
/// aspect-fill thumbnail turns into an aspect-fit photo without distortion; the flyer clips.
@MainActor
package final class SharedElementImageContent {
    /// One image and its rectangle at each end, in flyer-local points.
    package struct Placement {
        package let view: View
        package let from: CGRect
        package let to: CGRect
        /// The image's size in points, and how the source and the destination place it.
        let imageSize: CGSize
        let gravities: (from: ContentsGravity, to: ContentsGravity)
    }

    package let placements: [Placement]

    /// Image content for a flight from `source` to `destination`, or `nil` unless both are
    /// image-only views with drawable sizes.
    package init?(source: View, destination: View) {
        guard let sourceImage = Self.image(of: source), let destinationImage = Self.image(of: destination) else { return nil }
        let s = source.bounds.size, d = destination.bounds.size
        var placements: [Placement] = []
        for (bitmap, scale) in [sourceImage, destinationImage] {
            let size = CGSize(width: CGFloat(bitmap.width) / scale, height: CGFloat(bitmap.height) / scale)
            let view = View(frame: .zero)
            view.layer.contents = bitmap
            view.layer.contentsScale = scale
            view.layer.contentsGravity = .resize
            view.isUserInteractionEnabled = false
            placements.append(Placement(
                view: view,
                from: source.layer.contentsGravity.rect(forContentsOf: size, in: CGRect(origin: .zero, size: s)),
                to: destination.layer.contentsGravity.rect(forContentsOf: size, in: CGRect(origin: .zero, size: d)),
                imageSize: size, gravities: (source.layer.contentsGravity, destination.layer.contentsGravity)))
        }
        self.placements = placements
    }

    /// The source's image view and the destination's, in that order.
    package var sourceView: View { placements[0].view }
    package var destinationView: View { placements[1].view }

    /// Lays the images out at progress `p` in a flyer of `size` (points). Past either end (a
    /// spring's overshoot) each image is placed in the flyer as that end places it, by its
    /// content mode, so an aspect-fill photo still fills a flyer that bounces past the
    /// thumbnail's size (the rectangles carried on past the end would leave bars).
    ///
    /// With `followingSize` (a flight that matches only part of the geometry, so the flyer's
    /// size is not the one between the two views'), each image is placed in the flyer as it is
    /// now, blending how the source and the destination place it: a flyer that keeps the
    /// source's size while it moves keeps its picture filling it as the source does.
    package func layout(at p: Double, size: CGSize, followingSize: Bool = false) {
        let beyond = p > 1 ? 1 : p < 0 ? 0 : -1
        let box = CGRect(origin: .zero, size: size)
        let drawable = size.width > 0 && size.height > 0 && size.width.isFinite && size.height.isFinite
        let fits = beyond >= 0 && drawable
        for placement in placements {
            if fits {
                let gravity = beyond == 1 ? placement.gravities.to : placement.gravities.from
                placement.view.frame = gravity.rect(forContentsOf: placement.imageSize, in: box)
            } else if followingSize && drawable {
                let a = placement.gravities.from.rect(forContentsOf: placement.imageSize, in: box)
                let b = placement.gravities.to.rect(forContentsOf: placement.imageSize, in: box)
                placement.view.frame = a.interpolated(to: b, progress: p.isFinite ? p : 1)
            } else {
                placement.view.frame = placement.from.interpolated(to: placement.to, progress: p)
            }
        }
    }

    /// The image a view draws, when that is all it draws: contents, no subviews or sublayers
    /// of its own, a finite positive contents scale and a non-empty bitmap.
    package static func image(of view: View) -> (Bitmap, CGFloat)? {
        let layer = view.layer
        guard let bitmap = layer.contents, bitmap.width > 0, bitmap.height > 0,
              view.subviews.isEmpty, layer.sublayers.isEmpty,
              view.bounds.width > 0, view.bounds.height > 0 else { return nil }
        let scale = layer.contentsScale.isFinite && layer.contentsScale > 0 ? layer.contentsScale : 1
        return (bitmap, scale)
    }
}
