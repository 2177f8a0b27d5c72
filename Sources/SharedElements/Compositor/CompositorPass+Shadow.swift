import Foundation

extension CompositorPass {
    /// Draws a layer's shadow: the alpha of everything the layer draws (background, contents,
    /// sublayers, border), rendered in the layer's own plane, blurred by a Gaussian of standard
    /// deviation `shadowRadius / 2`, offset by `shadowOffset`, tinted, and projected like the layer.
    func drawShadow(
        _ layer: Layer, properties p: LayerProperties, matrix m: ProjectiveTransform, planes: [ClipPlane],
        surface: RenderSurface, clip: ClipRegion, alpha: UInt32
    ) {
        // Under its clip, such a layer's shadow lies beneath opaque content everywhere (Core
        // Animation draws the shadow and the content, then clips both): none of it shows, and
        // drawing it would only darken the outline's anti-aliased pixels, which the content
        // covers only in part.
        if p.masksToBounds, CompositorPass.isOpaqueThroughout(layer, properties: p) { return }
        let sigma = p.shadowRadius.isFinite ? max(p.shadowRadius, 0) / 2 : 0
        let offset = p.shadowOffset
        guard offset.width.isFinite, offset.height.isFinite,
            var region = localExtent(of: layer, properties: p), region.width > 0, region.height > 0
        else { return }
        // A Gaussian spreads the layer's area over 2πσ² at least: when even the brightest point
        // of the blurred shadow stays under half a step of 8-bit alpha, there is nothing to draw.
        let opacityBound = CGFloat(min(max(p.shadowOpacity, 0), 1)) * CGFloat(alpha) / 255
        if sigma > 0, region.width * region.height * opacityBound * 255 / (2 * .pi * sigma * sigma) < 0.5 { return }
        // Resolution of the shadow source: about the device's, capped so the buffer stays small.
        var s = min(max(CompositorPass.approximateScale(m, region), 0.05), 8)
        // A blurred shadow has no detail finer than its blur: render its source at a resolution
        // where the blur spans about 2.5 pixels, which is much cheaper and looks the same; and
        // never where it spans over 24, so the blur's cost stops growing with the radius.
        if sigma > 0 { s = min(s, max(2.5 / sigma, 0.05), 24 / sigma) }
        let maxPixels: CGFloat = 4_000_000
        let area = (region.width * s + 6 * sigma * s + 4) * (region.height * s + 6 * sigma * s + 4)
        if area > maxPixels { s *= (maxPixels / area).squareRoot() }
        // The source's pixel grid starts on a whole pixel from the layer's origin, wherever its
        // extent starts: a label whose glyphs may overhang its bounds must not shift the grid,
        // or the same outline casts a shadow a few levels different (as a flyer, whose
        // snapshot has no overhang, would from the view it stands in for).
        let gridX = (region.minX * s).rounded(.down) / s, gridY = (region.minY * s).rounded(.down) / s
        if gridX.isFinite, gridY.isFinite, gridX <= region.minX, gridY <= region.minY {
            region = CGRect(x: gridX, y: gridY, width: region.maxX - gridX, height: region.maxY - gridY)
        }
        // Sized in floating point and checked before any conversion: a region far longer than
        // wide (a sublayer moved 1e300 points away) keeps its area under the cap above at a
        // length no Int holds. Past the cap the shadow is left out, as any other too large.
        let maxSourcePixels: CGFloat = 16_000_000
        let padding = (3 * sigma * s).rounded(.up) + 2
        let wide = (region.width * s).rounded(.up) + 2 * padding, high = (region.height * s).rounded(.up) + 2 * padding
        guard s > 0, wide.isFinite, high.isFinite, wide > 0, high > 0, wide * high <= maxSourcePixels else { return }
        let pad = Int(padding), w = Int(wide), h = Int(high)
        // The source, its alpha plane and the tinted shadow live at once.
        withBuffer(bytes: w * h * 10) {
            drawShadow(layer, properties: p, matrix: m, planes: planes, surface: surface, clip: clip, alpha: alpha,
                       region: region, scale: s, sigma: sigma, pad: pad, width: w, height: h)
        }
    }

    private func drawShadow(
        _ layer: Layer, properties p: LayerProperties, matrix m: ProjectiveTransform, planes: [ClipPlane],
        surface: RenderSurface, clip: ClipRegion, alpha: UInt32, region: CGRect, scale s: CGFloat, sigma: CGFloat, pad: Int,
        width w: Int, height h: Int
    ) {
        let offset = p.shadowOffset
        // Whether the layer's alpha is its outline's coverage: decides the source and the hole below.
        let castsOutline = CompositorPass.coverageIsOutline(layer, properties: p, time: time)
        // Bands of one render share it (see ShadowPlanes.swift).
        let alphaPlane = shadowPlane(layer, region: region, scale: s, sigma: sigma, width: w, height: h) {
            let source = makeSurface(PixelRect(width: w, height: h))
            defer { recycle(source) }
            let localToSource = ProjectiveTransform(
                m11: s, m12: 0, m13: 0, m21: 0, m22: s, m23: 0,
                m31: -region.minX * s + CGFloat(pad), m32: -region.minY * s + CGFloat(pad), m33: 1)
            if castsOutline {
                // An opaque layer whose content stays inside its outline casts the outline's
                // shadow: its exact coverage, without drawing (and shrinking) its images.
                let tolerance = 0.1 / max(s, 1e-6)
                let outline = CompositorPass.outline(layer, p, p.bounds, tolerance: tolerance)
                fill([outline], matrix: localToSource, planes: [], paint: .solid(0xFF00_0000), surface: source,
                     clip: ClipRegion(rect: source.rect, mask: nil))
            } else {
                shadowSourceDepth += 1
                drawContent(layer, properties: p, matrix: localToSource, planes: [], surface: source,
                            clip: ClipRegion(rect: source.rect, mask: nil), alpha: 255, includeShadow: false)
                shadowSourceDepth -= 1
            }

            var alphaPlane = [UInt8](repeating: 0, count: w * h)
            for i in 0..<(w * h) { alphaPlane[i] = UInt8(truncatingIfNeeded: source.pixels[i] >> 24) }
            GaussianBlur.blur(&alphaPlane, width: w, height: h, sigma: Double(sigma * s))
            return alphaPlane
        }

        let opacity = CGFloat(min(max(p.shadowOpacity, 0), 1))
        let tint = PixelOps.scale(p.shadowColor.premultiplied.packed, UInt32((opacity * 255 + 0.5).rounded(.down)))
        let tinted = alpha == 255 ? tint : PixelOps.scale(tint, alpha)
        guard tinted != 0 else { return }
        guard var shadow = try? Bitmap(width: w, height: h) else { return }
        shadow.withUnsafeMutablePixels { px in
            for i in 0..<(w * h) where alphaPlane[i] != 0 { px[i] = PixelOps.scale(tinted, UInt32(alphaPlane[i])) }
        }
        // The shadow image covers the source region, moved by the offset, in the layer's plane.
        let rect = CGRect(x: region.minX - CGFloat(pad) / s + offset.width, y: region.minY - CGFloat(pad) / s + offset.height,
                          width: CGFloat(w) / s, height: CGFloat(h) / s)
        var shadowClip = clip
        var shape = [CGPoint(x: rect.minX, y: rect.minY), CGPoint(x: rect.maxX, y: rect.minY),
                     CGPoint(x: rect.maxX, y: rect.maxY), CGPoint(x: rect.minX, y: rect.maxY)]
        if p.masksToBounds {
            let tolerance = 0.1 / max(CompositorPass.approximateScale(m, p.bounds), 1e-6)
            let outline = CompositorPass.outline(layer, p, p.bounds, tolerance: tolerance)
            shadowClip = intersect(clip, with: [outline], matrix: m, planes: planes)
            shape = Shapes.clip(shape, to: p.bounds)
        }
        guard !shadowClip.rect.isEmpty else { return }
        // Under an opaque layer drawn at full opacity whose content stays inside its outline, the
        // shadow is painted over everywhere but along the edge: leave out what lies two device
        // pixels inside the outline (those pixels come out the same bytes either way).
        var holes: [[CGPoint]] = []
        if alpha == 255, castsOutline {
            let scale = CompositorPass.smallestScale(m, p.bounds)
            let inset = 2.5 / max(scale, 1e-6)
            let inner = p.bounds.insetBy(dx: inset, dy: inset)
            if scale.isFinite, scale > 0, inner.width > 0, inner.height > 0 {
                let tolerance = 0.1 / scale
                holes = [CompositorPass.outline(layer, p, inner, inset: inset, tolerance: tolerance).reversed()]
            }
        }
        drawImage(shadow, in: rect, shape: shape, holes: holes, matrix: m, planes: planes, alpha: 255, surface: surface, clip: shadowClip)
    }

    /// Whether `layer` is opaque everywhere inside its rounded outline: an opaque background,
    /// or opaque contents whose image covers the bounds.
    static func isOpaqueThroughout(_ layer: Layer, properties p: LayerProperties) -> Bool {
        if let bg = p.backgroundColor, bg.alpha >= 1 { return true }
        guard let image = layer.contents, image.width > 0, image.height > 0 else { return false }
        let rect = contentsRect(p, image: image), b = p.bounds
        let slack = 1e-9 * max(abs(b.width), abs(b.height), 1)
        guard rect.minX <= b.minX + slack, rect.minY <= b.minY + slack,
              rect.maxX >= b.maxX - slack, rect.maxY >= b.maxY - slack else { return false }
        return layer.contentsAreOpaque
    }

    /// Whether everything `layer` draws lies inside its rounded outline, which its opaque
    /// background fills: then the alpha it casts a shadow from is the outline's coverage. True
    /// for an opaque background when the layer masks to its bounds, or when it has no contents
    /// or text and each sublayer masks to the same rectangle (no transform, no shadow of its own,
    /// corners at least as round where the layer's are).
    static func coverageIsOutline(_ layer: Layer, properties p: LayerProperties, time: TimeInterval) -> Bool {
        guard let bg = p.backgroundColor, bg.alpha >= 1, p.bounds.width > 0, p.bounds.height > 0,
              p.bounds.width.isFinite, p.bounds.height.isFinite else { return false }
        if p.masksToBounds { return true }
        guard layer.contents == nil, layer.textContent == nil else { return false }
        // A sublayer transform that is not finite hides the sublayers: nothing of theirs to cast.
        if !p.sublayerTransform.entries.allSatisfy(\.isFinite) { return true }
        guard p.sublayerTransform.isIdentity, layer.cornerRadii == nil else { return false }
        let radius = p.effectiveCornerRadius
        for sub in layer.sublayers {
            let q = sub.renderProperties(at: time)
            if q.isHidden { continue }
            let frame = CGRect(x: q.position.x - q.anchorPoint.x * q.bounds.width, y: q.position.y - q.anchorPoint.y * q.bounds.height,
                               width: q.bounds.width, height: q.bounds.height)
            guard q.masksToBounds, q.transform.isIdentity, q.shadowOpacity <= 0, frame == p.bounds, sub.cornerRadii == nil,
                  q.effectiveCornerRadius >= radius, q.maskedCorners.isSuperset(of: p.maskedCorners) || radius == 0
            else { return false }
        }
        return true
    }

    /// The fewest device pixels a layer-space unit spans, along either axis, at the corners of
    /// `rect` under `m` (where a projective map stretches least); 0 when a corner has no image.
    static func smallestScale(_ m: ProjectiveTransform, _ rect: CGRect) -> CGFloat {
        var smallest = CGFloat.infinity
        for corner in [CGPoint(x: rect.minX, y: rect.minY), CGPoint(x: rect.maxX, y: rect.minY),
                       CGPoint(x: rect.maxX, y: rect.maxY), CGPoint(x: rect.minX, y: rect.maxY)] {
            guard let o = m.map(corner), let x = m.map(CGPoint(x: corner.x + 1, y: corner.y)),
                  let y = m.map(CGPoint(x: corner.x, y: corner.y + 1)) else { return 0 }
            smallest = min(smallest, hypot(x.x - o.x, x.y - o.y), hypot(y.x - o.x, y.y - o.y))
        }
        return smallest.isFinite ? smallest : 0
    }
}
