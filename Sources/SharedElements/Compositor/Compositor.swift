import Foundation

/// Renders a layer tree into premultiplied RGBA pixels, following Core Animation's rules as
/// written down in the layer-scene specification.
public struct Compositor: Sendable {
    public init() {}

    /// Renders `root` (positioned in a canvas of `size` points) at `scale` pixels per point.
    ///
    /// The canvas is `floor(size * scale + 0.5)` pixels a side and starts as `background`.
    /// Layers are drawn with the values they have at `time` on the animation clock.
    /// - Throws: ``BitmapError`` when the canvas is over the size limits or not finite.
    public func render(
        _ root: Layer, size: CGSize, scale: CGFloat = 1, background: Color = .clear, time: TimeInterval = 0
    ) throws -> Bitmap {
        let (w, h) = try Compositor.canvasPixelSize(size: size, scale: scale)
        let bitmap = try Bitmap(width: w, height: h, fill: background.premultiplied)
        return bitmap
    }

    /// The pixel size of a canvas: `floor(size * scale + 0.5)` on each side.
    public static func canvasPixelSize(size: CGSize, scale: CGFloat) throws -> (width: Int, height: Int) {
        let w = (size.width * scale + 0.5).rounded(.down)
        let h = (size.height * scale + 0.5).rounded(.down)
        guard w.isFinite, h.isFinite, scale > 0 else { throw BitmapError.tooLarge(width: Int.max, height: Int.max) }
        guard w >= 0, h >= 0 else { throw BitmapError.negativeSize(width: Int(max(w, -1e9)), height: Int(max(h, -1e9))) }
        guard w <= CGFloat(Bitmap.maxSide), h <= CGFloat(Bitmap.maxSide) else {
            throw BitmapError.tooLarge(width: Int(min(w, 1e9)), height: Int(min(h, 1e9)))
        }
        try Bitmap.validate(width: Int(w), height: Int(h))
        return (Int(w), Int(h))
    }
}
