import Foundation

extension CompositorPass {
    /// How far from the origin of their plane extents reach, in points or pixels (2^30, where
    /// ``PixelRect`` stops too): a box that reaches further, kept as an origin and a size, would
    /// lose its near edges to rounding (a layer scaled by 1e18 from -1e18 to 4 would end at 0
    /// and be culled), so its far edges are clamped here first.
    static let extentLimit = CGFloat(1 << 30)

    /// The device-space bounding box of everything `layer` draws (with sublayers, and its own
    /// shadow when asked), or `nil` when it draws nothing visible.
    func deviceExtent(of layer: Layer, properties p: LayerProperties, matrix m: ProjectiveTransform, includeShadow: Bool) -> CGRect? {
        var r = extent(of: layer, properties: p, matrix: m)
        if includeShadow, p.shadowOpacity > 0, let local = localExtent(of: layer, properties: p) {
            let sigma = p.shadowRadius.isFinite ? max(p.shadowRadius, 0) / 2 : 0
            let moved = local.offsetBy(dx: p.shadowOffset.width, dy: p.shadowOffset.height).insetBy(dx: -3 * sigma - 1, dy: -3 * sigma - 1)
            if let shadow = m.mapRect(moved, clampedTo: CompositorPass.extentLimit) { r = r.map { $0.union(shadow) } ?? shadow }
        }
        return r
    }

    /// The bounding box, in the layer's own plane, of what the layer draws besides its shadow.
    /// Worked out once per layer and render (``localExtents``): a shadowed sublayer's device
    /// extent needs its own local one, so without the record each level of nested shadows
    /// would double the work.
    func localExtent(of layer: Layer, properties p: LayerProperties) -> CGRect? {
        let id = ObjectIdentifier(layer)
        if let known = localExtents[id] { return known }
        let e = extent(of: layer, properties: p, matrix: .identity)
        localExtents[id] = e
        return e
    }

    private func extent(of layer: Layer, properties p: LayerProperties, matrix m: ProjectiveTransform) -> CGRect? {
        if p.isHidden || !(p.clampedOpacity > 0) { return nil }
        var result: CGRect?
        func add(_ r: CGRect?) {
            guard let r, !r.isNull, r.minX.isFinite, r.minY.isFinite, r.maxX.isFinite, r.maxY.isFinite else { return }
            result = result.map { $0.union(r) } ?? r
        }
        let b = p.bounds
        let hasArea = b.size.width > 0 && b.size.height > 0
        if hasArea { add(m.mapRect(b, clampedTo: CompositorPass.extentLimit)) }
        if hasArea, !p.masksToBounds, let image = layer.contents {
            add(m.mapRect(CompositorPass.contentsRect(p, image: image), clampedTo: CompositorPass.extentLimit))
        }
        if hasArea, !p.masksToBounds, let text = layer.textContent {  // Text hook: glyphs may overhang the bounds.
            add(m.mapRect(text.drawingExtent(in: b), clampedTo: CompositorPass.extentLimit))
        }
        var subs: CGRect?
        for sub in layer.sublayers {
            let sp = sub.renderProperties(at: time)
            guard !sp.isHidden, sp.zPosition.isFinite else { continue }
            let local = ProjectiveTransform(flattening: sp.transformToSuperlayer(p))
            guard local.isFinite else { continue }
            let sm = local.concatenating(m)
            guard let e = deviceExtent(of: sub, properties: sp, matrix: sm, includeShadow: true) else { continue }
            subs = subs.map { $0.union(e) } ?? e
        }
        if var subs {
            if p.masksToBounds {
                guard hasArea, let clip = m.mapRect(b, clampedTo: CompositorPass.extentLimit) else { return result }
                subs = subs.intersection(clip)
            }
            add(subs.isNull ? nil : subs)
        }
        return result
    }
}
