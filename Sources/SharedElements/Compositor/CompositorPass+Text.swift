import Foundation

// The compositor's text step: `drawContent` calls `drawText` for layers with `textContent`,
// after their contents image and before their sublayers.
//
// Under a plain scale and translation (every view not rotated, skewed or in perspective) glyphs
// are blitted from the face's cache of coverage masks, rendered at the device pixel size with the
// pen on a quarter-pixel grid and baselines on whole pixels. Any other transform fills the glyph
// outlines themselves through the layer's matrix, so rotated or tilted text stays sharp.
extension CompositorPass {
    /// Largest device em size drawn from cached masks; larger text is filled as outlines.
    static let largestMaskedPixelsPerEm: CGFloat = 400

    func drawText(
        _ content: TextContent, properties p: LayerProperties, matrix m: ProjectiveTransform, planes: [ClipPlane],
        surface: RenderSurface, clip: ClipRegion, alpha: UInt32
    ) {
        let color = PixelOps.scale(content.color.premultiplied.packed, alpha)
        guard color != 0, content.font.pointSize > 0 else { return }
        let b = p.bounds
        let layout = content.layout(in: b.size)
        guard !layout.lines.isEmpty else { return }
        let font = content.font
        let top = b.minY + (b.height - layout.size.height) / 2
        // A turn interpolated from zero leaves rounding residue (1e-16) off the diagonal; text
        // under it must draw exactly as at rest, so shears that small count as none.
        let negligible = 1e-12 * max(abs(m.m11), abs(m.m22))
        let s = m.isAffine && abs(m.m12) <= negligible && abs(m.m21) <= negligible ? m.m11 / m.m33 : 0
        let axisAligned = planes.isEmpty && s > 0 && abs(m.m22 / m.m33 - s) <= 1e-9 * s
        if axisAligned && font.pointSize * s <= CompositorPass.largestMaskedPixelsPerEm {
            let tx = m.m31 / m.m33, ty = m.m32 / m.m33
            let ppem = Float(font.pointSize * s)
            for (i, line) in layout.lines.enumerated() {
                let x0 = b.minX + content.alignment.offset(lineWidth: line.width, in: b.width)
                let baseline = top + font.ascender + CGFloat(i) * font.lineHeight
                let by = (baseline * s + ty).rounded()
                guard by.isFinite, abs(by) < 1e9 else { continue }
                blitLine(line, face: font.face, ppem: ppem, penX: x0 * s + tx, scale: s, baseline: Int(by),
                         color: color, surface: surface, clip: clip)
            }
            return
        }
        let unitScale = Double(font.scale)
        let tolerance = 0.2 / max(Double(CompositorPass.approximateScale(m, b)), 1e-6)
        var contours: [[CGPoint]] = []
        for (i, line) in layout.lines.enumerated() {
            let x0 = b.minX + content.alignment.offset(lineWidth: line.width, in: b.width)
            let baseline = top + font.ascender + CGFloat(i) * font.lineHeight
            for g in line.glyphs {
                let outline = font.face.cache.outline(Int(g.index))
                contours += outline.flattened(scale: unitScale, origin: CGPoint(x: x0 + CGFloat(g.x), y: baseline),
                                              tolerance: tolerance)
            }
        }
        fill(contours, matrix: m, planes: planes, paint: .solid(color), surface: surface, clip: clip)
    }

    private func blitLine(
        _ line: TextLayout.Line, face: FontFace, ppem: Float, penX: CGFloat, scale s: CGFloat, baseline: Int,
        color: UInt32, surface: RenderSurface, clip: ClipRegion
    ) {
        let area = clip.rect.intersection(surface.rect)
        guard !area.isEmpty else { return }
        let steps = CGFloat(GlyphCache.subpixelSteps)
        for g in line.glyphs {
            let x = penX + CGFloat(g.x) * s
            guard x.isFinite, abs(x) < 1e9 else { continue }
            // A pen a rounding error short of a grid line (9.999999999999998) belongs on it.
            let quarters = Int((x * steps + 1e-6).rounded(.down))
            let whole = quarters >> 2, sub = quarters & (GlyphCache.subpixelSteps - 1)
            let mask = face.cache.mask(Int(g.index), pixelsPerEm: ppem, subpixel: sub, rasterizer: rasterizer)
            guard mask.width > 0 else { continue }
            blit(mask, x: whole + mask.left, y: baseline + mask.top, color: color, surface: surface, area: area,
                 clipMask: clip.mask)
        }
    }

    /// Blends `color` through a glyph's coverage placed with its top-left pixel at `(x, y)`.
    private func blit(_ mask: GlyphMask, x: Int, y: Int, color: UInt32, surface: RenderSurface, area: PixelRect,
                      clipMask: ClipMask?) {
        let y0 = max(y, area.y0), y1 = min(y + mask.height, area.y1)
        guard y0 < y1, x < area.x1, x + mask.width > area.x0 else { return }
        mask.coverage.withUnsafeBufferPointer { cov in
            guard let base = cov.baseAddress else { return }
            for py in y0..<y1 {
                let my = py - y
                let span = mask.spans[my]
                let c0 = max(x + Int(span.start), area.x0), c1 = min(x + Int(span.end), area.x1)
                guard c0 < c1 else { continue }
                let src = base + my * mask.width - x
                let dst = surface.row(py)
                if let clipRow = clipMask?.row(py) {
                    for px in c0..<c1 {
                        let c = PixelOps.scale255(UInt32(src[px]), UInt32(clipRow[px]))
                        if c != 0 { dst[px] = PixelOps.over(PixelOps.scale(color, c), dst[px]) }
                    }
                } else {
                    CompositorPass.blendCoverage(color, src + c0, dst + c0, count: c1 - c0)
                }
            }
        }
    }

    /// `color` scaled by each coverage byte, over the row: branch-free so it vectorises (glyph
    /// edges make coverage too irregular for branches to predict).
    @inline(never)
    static func blendCoverage(_ color: UInt32, _ coverage: UnsafePointer<UInt8>, _ dst: UnsafeMutablePointer<UInt32>, count: Int) {
        for k in 0..<count {
            let s = PixelOps.scale(color, UInt32(coverage[k]))
            dst[k] = s &+ PixelOps.scale(dst[k], 255 &- (s >> 24))
        }
    }
}
