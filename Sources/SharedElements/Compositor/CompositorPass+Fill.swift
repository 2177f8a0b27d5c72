import Foundation

extension CompositorPass {
    /// Maps polygons of a layer's plane into device space, clipping away what is behind the eye.
    func deviceContours(_ contours: [[CGPoint]], matrix m: ProjectiveTransform, planes: [ClipPlane]) -> [[CGPoint]] {
        var out: [[CGPoint]] = []
        out.reserveCapacity(contours.count)
        for c in contours {
            let visible = planes.isEmpty ? c : ClipPlane.clip(c, to: planes)
            guard visible.count >= 3 else { continue }
            if m.isAffine {
                out.append(visible.map { p in
                    CGPoint(x: (p.x * m.m11 + p.y * m.m21 + m.m31) / m.m33, y: (p.x * m.m12 + p.y * m.m22 + m.m32) / m.m33)
                })
            } else {
                out.append(visible.map { p in
                    let h = m.homogeneous(p)
                    let w = max(h.w, Transform3D.eyeEpsilon)
                    return CGPoint(x: h.x / w, y: h.y / w)
                })
            }
        }
        return out
    }

    /// Fills polygons of a layer's plane with a paint.
    package func fill(
        _ contours: [[CGPoint]], matrix m: ProjectiveTransform, planes: [ClipPlane], paint: Paint,
        surface: RenderSurface, clip: ClipRegion
    ) {
        let device = deviceContours(contours, matrix: m, planes: planes)
        guard !device.isEmpty else { return }
        fillDevice(device, paint: paint, surface: surface, clip: clip)
    }

    /// Fills polygons given in device coordinates.
    func fillDevice(_ device: [[CGPoint]], paint: Paint, surface: RenderSurface, clip: ClipRegion) {
        let area = clip.rect.intersection(surface.rect)
        guard !area.isEmpty else { return }
        switch paint {
        case .solid(let color):
            if color == 0 { return }
            rasterizer.fillSolid(device, clip: area, color: color, surface: surface, mask: clip.mask)
        case .image(let sampler):
            ensureRowBuffer(area.width)
            rasterizer.fillImage(device, clip: area, sampler: sampler, alpha: 255, samples: rowBufferPointer, surface: surface,
                                 mask: clip.mask)
        }
    }

    /// Draws an image placed at `rect` of the layer's plane, covering `shape`, faded by `alpha`.
    func drawImage(
        _ image: Bitmap, in rect: CGRect, shape: [CGPoint], holes: [[CGPoint]] = [], matrix m: ProjectiveTransform,
        planes: [ClipPlane], alpha: UInt32, surface: RenderSurface, clip: ClipRegion
    ) {
        guard rect.width > 0, rect.height > 0, shape.count >= 3 else { return }
        let texelToLocal = ProjectiveTransform(
            m11: rect.width / CGFloat(image.width), m12: 0, m13: 0,
            m21: 0, m22: rect.height / CGFloat(image.height), m23: 0,
            m31: rect.minX, m32: rect.minY, m33: 1)
        guard let inverse = texelToLocal.concatenating(m).inverse else { return }
        let device = deviceContours([shape] + holes, matrix: m, planes: planes)
        guard !device.isEmpty else { return }
        image.withUnsafePixels { pixels in
            let sampler = ImageSampler(pixels: pixels, width: image.width, height: image.height, deviceToTexel: inverse)
            if alpha == 255 {
                fillDevice(device, paint: .image(sampler), surface: surface, clip: clip)
            } else {
                fillImageFaded(device, sampler: sampler, alpha: alpha, surface: surface, clip: clip)
            }
        }
    }

    private func fillImageFaded(_ device: [[CGPoint]], sampler: ImageSampler, alpha: UInt32, surface: RenderSurface, clip: ClipRegion) {
        let area = clip.rect.intersection(surface.rect)
        guard !area.isEmpty else { return }
        ensureRowBuffer(area.width)
        rasterizer.fillImage(device, clip: area, sampler: sampler, alpha: alpha, samples: rowBufferPointer, surface: surface,
                             mask: clip.mask)
    }

    /// Blends an offscreen group into a surface at `alpha`, by `filter`.
    package func composite(_ group: RenderSurface, into surface: RenderSurface, alpha: UInt32,
                           filter: CompositingFilter = .sourceOver) {
        let area = group.rect.intersection(surface.rect)
        guard !area.isEmpty else { return }
        if filter == .plusLighter {
            for y in area.y0..<area.y1 {
                PixelOps.plusRun(group.row(y) + area.x0, surface.row(y) + area.x0, count: area.width, alpha: alpha)
            }
            return
        }
        // Runs, with opaque stretches copied at once at full opacity: the same pixels as one at a
        // time (over() of a clear pixel leaves the destination).
        for y in area.y0..<area.y1 {
            PixelOps.overRun(group.row(y) + area.x0, surface.row(y) + area.x0, count: area.width, alpha: alpha)
        }
    }

    /// The clip region narrowed to polygons of a layer's plane (a masking layer's rounded bounds).
    package func intersect(_ clip: ClipRegion, with contours: [[CGPoint]], matrix m: ProjectiveTransform, planes: [ClipPlane]) -> ClipRegion {
        let device = deviceContours(contours, matrix: m, planes: planes)
        guard !device.isEmpty else { return ClipRegion(rect: PixelRect(x0: 0, y0: 0, x1: 0, y1: 0), mask: nil) }
        var minX = CGFloat.infinity, minY = CGFloat.infinity, maxX = -CGFloat.infinity, maxY = -CGFloat.infinity
        for c in device { for p in c { minX = min(minX, p.x); maxX = max(maxX, p.x); minY = min(minY, p.y); maxY = max(maxY, p.y) } }
        let rect = clip.rect.intersection(PixelRect(coveringMinX: minX, minY: minY, maxX: maxX, maxY: maxY))
        guard !rect.isEmpty else { return ClipRegion(rect: rect, mask: nil) }
        // A pixel-aligned axis-aligned rectangle needs no mask: the rect alone clips exactly.
        if clip.mask == nil, device.count == 1, device[0].count == 4, CompositorPass.isPixelAlignedRect(device[0]) {
            return ClipRegion(rect: rect, mask: nil)
        }
        let mask = ClipMask(rect: rect)
        rasterizer.fillMask(device, clip: rect, into: mask, outer: clip.mask)
        return ClipRegion(rect: rect, mask: mask)
    }

    static func isPixelAlignedRect(_ q: [CGPoint]) -> Bool {
        func whole(_ v: CGFloat) -> Bool { abs(v - v.rounded()) < 1e-9 }
        guard q.allSatisfy({ whole($0.x) && whole($0.y) }) else { return false }
        let xs = Set(q.map { $0.x.rounded() }), ys = Set(q.map { $0.y.rounded() })
        return xs.count == 2 && ys.count == 2
            && (0..<4).allSatisfy { q[$0].x == q[($0 + 1) % 4].x || q[$0].y == q[($0 + 1) % 4].y }
    }
}
