import Foundation

/// One rendering of a layer tree: walks the tree, keeps the scratch buffers, and draws each
/// layer's shadow, background, contents, sublayers and border in Core Animation's order.
package final class CompositorPass {
    package let time: TimeInterval
    package let rasterizer = Rasterizer()
    /// A row of image samples, reused by every fill.
    private(set) var rowBufferPointer: UnsafeMutablePointer<UInt32>
    private var rowCapacity = 0

    /// What a fill paints with.
    package enum Paint {
        case solid(UInt32)
        case image(ImageSampler)
    }

    package init(time: TimeInterval) {
        self.time = time
        rowBufferPointer = .allocate(capacity: 1)
    }

    deinit { rowBufferPointer.deallocate() }

    func ensureRowBuffer(_ n: Int) {
        guard n > rowCapacity else { return }
        rowBufferPointer.deallocate()
        rowBufferPointer = .allocate(capacity: n)
        rowCapacity = n
    }

    // MARK: - Tree walk

    /// Draws `layer` given its superlayer's values and map into the surface's device space.
    func drawLayer(
        _ layer: Layer, parent: LayerProperties?, parentMatrix: ProjectiveTransform, planes parentPlanes: [ClipPlane],
        surface: RenderSurface, clip: ClipRegion
    ) {
        drawLayer(layer, properties: layer.renderProperties(at: time), parent: parent, parentMatrix: parentMatrix,
                  planes: parentPlanes, surface: surface, clip: clip)
    }

    /// Draws `layer` with its values already evaluated.
    func drawLayer(
        _ layer: Layer, properties p: LayerProperties, parent: LayerProperties?, parentMatrix: ProjectiveTransform,
        planes parentPlanes: [ClipPlane], surface: RenderSurface, clip: ClipRegion
    ) {
        if p.isHidden { return }
        let local = ProjectiveTransform(flattening: p.transformToSuperlayer(parent))
        guard local.isFinite else { return }
        let m = local.concatenating(parentMatrix)
        guard m.isFinite, let planes = ClipPlane.planes(local: local, parent: parentPlanes) else { return }
        drawLayer(layer, properties: p, matrix: m, planes: planes, surface: surface, clip: clip)
    }

    /// Draws `layer` with known values, map into device space and clip planes.
    func drawLayer(
        _ layer: Layer, properties p: LayerProperties, matrix m: ProjectiveTransform, planes: [ClipPlane],
        surface: RenderSurface, clip: ClipRegion
    ) {
        if p.isHidden { return }
        let alpha = UInt32((p.clampedOpacity * 255 + 0.5).rounded(.down))
        if alpha == 0 || clip.rect.isEmpty { return }
        let hasShadow = p.shadowOpacity.isFinite && p.shadowOpacity > 0
        let hasBorder = p.borderWidth.isFinite && p.borderWidth > 0
        let hasBackground = (p.backgroundColor?.alpha ?? 0) > 0
        // Text hook: text over a background or an image is a second paint, so it fades as a group.
        let paints = (hasBackground ? 1 : 0) + (layer.contents != nil ? 1 : 0) + (layer.textContent != nil ? 1 : 0)
        let single = layer.sublayers.isEmpty && !hasShadow && !hasBorder && paints <= 1
        // A filter other than source-over isolates the layer, and its superlayer, as groups.
        let filter = p.compositingFilter
        let isolated = filter != .sourceOver
            || (!layer.sublayers.isEmpty && layer.sublayers.contains { $0.model.compositingFilter != .sourceOver })
        if (alpha < 255 && !single) || isolated {
            guard let extent = deviceExtent(of: layer, properties: p, matrix: m, includeShadow: true) else { return }
            let groupRect = PixelRect(covering: extent).intersection(clip.rect)
            guard !groupRect.isEmpty else { return }
            let group = RenderSurface(rect: groupRect)
            var inner = clip
            inner.rect = groupRect
            drawContent(layer, properties: p, matrix: m, planes: planes, surface: group, clip: inner, alpha: 255)
            composite(group, into: surface, alpha: alpha, filter: filter)
        } else {
            drawContent(layer, properties: p, matrix: m, planes: planes, surface: surface, clip: clip, alpha: alpha)
        }
    }

    /// Shadow, background, contents, sublayers, border — with every paint scaled by `alpha`.
    func drawContent(
        _ layer: Layer, properties p: LayerProperties, matrix m: ProjectiveTransform, planes: [ClipPlane],
        surface: RenderSurface, clip: ClipRegion, alpha: UInt32, includeShadow: Bool = true
    ) {
        let bounds = p.bounds
        let hasArea = bounds.size.width > 0 && bounds.size.height > 0 && bounds.size.width.isFinite && bounds.size.height.isFinite
            && bounds.minX.isFinite && bounds.minY.isFinite
        let radius = p.effectiveCornerRadius
        let tolerance = 0.1 / max(CompositorPass.approximateScale(m, bounds), 1e-6)
        lazy var outline = Shapes.roundedRect(bounds, radius: radius, tolerance: tolerance)

        if includeShadow, hasArea || !layer.sublayers.isEmpty, p.shadowOpacity.isFinite, p.shadowOpacity > 0 {
            drawShadow(layer, properties: p, matrix: m, planes: planes, surface: surface, clip: clip, alpha: alpha)
        }
        if hasArea, let bg = p.backgroundColor, bg.alpha > 0 {
            fill([outline], matrix: m, planes: planes, paint: .solid(PixelOps.scale(bg.premultiplied.packed, alpha)),
                 surface: surface, clip: clip)
        }
        if hasArea, let image = layer.contents, image.width > 0, image.height > 0 {
            let rect = CompositorPass.contentsRect(p, image: image)
            var area = [CGPoint(x: rect.minX, y: rect.minY), CGPoint(x: rect.maxX, y: rect.minY),
                        CGPoint(x: rect.maxX, y: rect.maxY), CGPoint(x: rect.minX, y: rect.maxY)]
            if p.masksToBounds { area = Shapes.clip(outline, to: rect) }
            drawImage(image, in: rect, shape: area, matrix: m, planes: planes, alpha: alpha, surface: surface, clip: clip)
        }
        if hasArea, let text = layer.textContent {  // Text hook: see CompositorPass+Text.swift.
            drawText(text, properties: p, matrix: m, planes: planes, surface: surface, clip: clip, alpha: alpha)
        }
        if !layer.sublayers.isEmpty {
            var subclip = clip
            if p.masksToBounds {
                guard hasArea else { return drawBorder(p, outline: [], hasArea: false, m, planes, surface, clip, alpha) }
                subclip = intersect(clip, with: [outline], matrix: m, planes: planes)
            }
            if !subclip.rect.isEmpty {
                for (sub, sp) in CompositorPass.drawingOrder(layer.sublayers, time: time) {
                    drawLayer(sub, properties: sp, parent: p, parentMatrix: m, planes: planes, surface: surface, clip: subclip)
                }
            }
        }
        drawBorder(p, outline: hasArea ? outline : [], hasArea: hasArea, m, planes, surface, clip, alpha)
    }

    private func drawBorder(
        _ p: LayerProperties, outline: [CGPoint], hasArea: Bool, _ m: ProjectiveTransform, _ planes: [ClipPlane],
        _ surface: RenderSurface, _ clip: ClipRegion, _ alpha: UInt32
    ) {
        guard hasArea, p.borderWidth.isFinite, p.borderWidth > 0, p.borderColor.alpha > 0 else { return }
        let bw = p.borderWidth
        let b = p.bounds
        let inner = CGRect(x: b.minX + bw, y: b.minY + bw, width: b.width - 2 * bw, height: b.height - 2 * bw)
        var contours = [outline]
        if inner.width > 0 && inner.height > 0 {
            let tolerance = 0.1 / max(CompositorPass.approximateScale(m, b), 1e-6)
            contours.append(Shapes.roundedRect(inner, radius: max(0, p.effectiveCornerRadius - bw), tolerance: tolerance).reversed())
        }
        fill(contours, matrix: m, planes: planes, paint: .solid(PixelOps.scale(p.borderColor.premultiplied.packed, alpha)),
             surface: surface, clip: clip)
    }

    /// Sublayers with their values at `time`, in ascending zPosition, ties in array order.
    static func drawingOrder(_ layers: [Layer], time: TimeInterval) -> [(Layer, LayerProperties)] {
        let items = layers.map { ($0, $0.renderProperties(at: time)) }
        guard let z0 = items.first?.1.zPosition, items.contains(where: { $0.1.zPosition != z0 }) else { return items }
        return items.indices.sorted {
            let a = items[$0].1.zPosition, b = items[$1].1.zPosition
            return a != b ? a < b : $0 < $1
        }.map { items[$0] }
    }

    /// Where the contents image goes in the layer's bounds space, by gravity.
    static func contentsRect(_ p: LayerProperties, image: Bitmap) -> CGRect {
        let cs = p.contentsScale > 0 && p.contentsScale.isFinite ? p.contentsScale : 1
        let size = CGSize(width: CGFloat(image.width) / cs, height: CGFloat(image.height) / cs)
        return p.contentsGravity.rect(forContentsOf: size, in: p.bounds)
    }

    /// Roughly how many device pixels one unit of the layer's plane spans near `rect`.
    static func approximateScale(_ m: ProjectiveTransform, _ rect: CGRect) -> CGFloat {
        if m.isAffine {
            let sx = (m.m11 * m.m11 + m.m12 * m.m12).squareRoot(), sy = (m.m21 * m.m21 + m.m22 * m.m22).squareRoot()
            let s = max(sx, sy) / abs(m.m33)
            return s.isFinite ? s : 1
        }
        var best: CGFloat = 0
        let c = [CGPoint(x: rect.minX, y: rect.minY), CGPoint(x: rect.maxX, y: rect.minY),
                 CGPoint(x: rect.maxX, y: rect.maxY), CGPoint(x: rect.minX, y: rect.maxY)]
        for i in 0..<4 {
            let a = c[i], b = c[(i + 1) % 4]
            let len = hypot(b.x - a.x, b.y - a.y)
            guard len > 0, let da = m.map(a), let db = m.map(b) else { continue }
            best = max(best, hypot(db.x - da.x, db.y - da.y) / len)
        }
        return best > 0 && best.isFinite ? min(best, 64) : 1
    }
}
