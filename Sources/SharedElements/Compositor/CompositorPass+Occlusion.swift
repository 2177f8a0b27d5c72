import Foundation

/// Layers hidden under an opaque one: a sublayer that paints every pixel of the clip opaquely
/// (a full-screen view with an opaque background or picture, upright and at full opacity) hides
/// everything drawn before it in its superlayer's content, which is then not drawn at all. The
/// pixels are the same bytes as when everything is drawn: source-over of an opaque pixel is that
/// pixel, whatever was under it (`CompositorOcclusionTests` renders random trees both ways).
extension CompositorPass {
    /// The index in `order` (a superlayer's sublayers in drawing order) of the last sublayer that
    /// paints every pixel of `clip` opaquely, or `nil`. `parent` and `matrix` are the superlayer's
    /// values and map; under a clip mask or clip planes nothing is taken as covering.
    func lastCovering(
        _ order: [(Layer, LayerProperties)], parent: LayerProperties, matrix: ProjectiveTransform, planes: [ClipPlane],
        clip: ClipRegion
    ) -> Int? {
        guard cullsCovered, clip.mask == nil, planes.isEmpty, !clip.rect.isEmpty else { return nil }
        var i = order.count &- 1
        while i >= 0 {
            if CompositorPass.covers(order[i].0, order[i].1, parent: parent, parentMatrix: matrix, rect: clip.rect) { return i }
            i &-= 1
        }
        return nil
    }

    /// Whether `layer` (values `p`, in a superlayer with values `parent` mapped by `parentMatrix`)
    /// paints every pixel of `rect` with an opaque colour before anything else of its own: shown,
    /// drawn at full opacity with source-over, a square-cornered rectangle whose opaque background
    /// (or opaque picture filling its bounds) contains `rect`, mapped by a translation and a
    /// positive scale. Its shadow, sublayers and border are drawn after that fill, as usual.
    static func covers(_ layer: Layer, _ p: LayerProperties, parent: LayerProperties?, parentMatrix: ProjectiveTransform,
                       rect: PixelRect) -> Bool {
        guard !p.isHidden, p.compositingFilter == .sourceOver, p.zPosition.isFinite,
              alpha(p) == 255 else { return false }
        // Square corners only: a rounded corner leaves what is under it in sight.
        if let radii = layer.cornerRadii {
            guard radii.largest <= 0 else { return false }
        } else if p.effectiveCornerRadius > 0 && !p.maskedCorners.isEmpty {
            return false
        }
        let b = p.bounds
        guard b.width > 0, b.height > 0, b.minX.isFinite, b.minY.isFinite, b.width.isFinite, b.height.isFinite else { return false }
        // Opaque throughout: the background, or a picture of opaque pixels covering the bounds exactly.
        if (p.backgroundColor?.alpha ?? 0) < 1 {
            guard let image = layer.contents, image.width > 0, image.height > 0 else { return false }
            let shown = contentsRect(p, image: image)
            guard shown.minX <= b.minX, shown.minY <= b.minY, shown.maxX >= b.maxX, shown.maxY >= b.maxY,
                  layer.contentsAreOpaque else { return false }
        }
        let m = ProjectiveTransform(flattening: p.transformToSuperlayer(parent)).concatenating(parentMatrix)
        guard m.isFinite, m.m13 == 0, m.m23 == 0, m.m33 == 1, m.m12 == 0, m.m21 == 0, m.m11 > 0, m.m22 > 0 else { return false }
        let x0 = b.minX * m.m11 + m.m31, x1 = b.maxX * m.m11 + m.m31
        let y0 = b.minY * m.m22 + m.m32, y1 = b.maxY * m.m22 + m.m32
        // Far-reaching rectangles are left to the rasterizer's clamps rather than trusted here.
        let reach: CGFloat = 16_777_216
        guard abs(x0) < reach, abs(x1) < reach, abs(y0) < reach, abs(y1) < reach else { return false }
        return x0 <= CGFloat(rect.x0) && y0 <= CGFloat(rect.y0) && x1 >= CGFloat(rect.x1) && y1 >= CGFloat(rect.y1)
    }
}
