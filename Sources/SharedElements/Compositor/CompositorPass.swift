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

    /// Bytes of offscreen buffers (groups, masks, shadow sources) the walk may hold at once.
    package let budget: Int
    /// Bytes of offscreen buffers held now, and how many.
    private var held = 0, holders = 0
    /// Bytes by which the kept buffers in use now are larger than their holders asked for (a
    /// group drawn on a kept buffer larger than it needs), and bytes of the buffers kept.
    private var slack = 0, spareBytes = 0
    /// The most bytes of offscreen buffers, in use and kept, the walk has had at once.
    package private(set) var peakOffscreenBytes = 0
    /// Set when a buffer would have passed the budget: what it would have needed. The walk
    /// then draws nothing more, and the compositor throws ``CompositorError/overBudget(bytes:budget:depth:)``.
    package private(set) var overBudget: CompositorError?

    /// Blurred shadow sources shared with the other bands of a render drawn in bands.
    package var shadowPlanes: ShadowPlanes?
    /// Each layer's extent in its own plane, once worked out (the tree does not change while it
    /// is drawn; see ``localExtent(of:properties:)``).
    var localExtents: [ObjectIdentifier: CGRect?] = [:]
    /// How many shadow sources are being drawn now, one inside another (a shadowed card's
    /// source holds its shadowed button's shadow).
    var shadowSourceDepth = 0
    /// The blurred planes of shadows drawn inside another shadow's source, kept for the rest of
    /// the render: the same layer's shadow is drawn again in the source of every shadowed layer
    /// around it and then on the surface, so without them nested shadows cost twice as much per
    /// level (a chain of 22 took 44 s); with them each plane is made once. At most
    /// ``nestedShadowPlaneLimit`` bytes; past that, shadows inside a shadow's source are left out
    /// of it (their blur under another blur changes little), so the cost stays linear.
    var nestedShadowPlanes: [ShadowPlanes.Key: [UInt8]] = [:]
    var nestedShadowPlaneBytes = 0
    static let nestedShadowPlaneLimit = 64 << 20
    /// Whether layers under an opaque sublayer that covers the clip are left out (see
    /// `CompositorPass+Occlusion.swift`); the same pixels either way. Tests turn it off to compare.
    package var cullsCovered = true

    package init(time: TimeInterval, budget: Int = Compositor.workingMemoryBudget) {
        self.time = time
        self.budget = budget
        rowBufferPointer = .allocate(capacity: 1)
    }

    /// Reserves `bytes` of offscreen buffer for the duration of `body`; when that would pass the
    /// budget, notes the failure and skips `body`.
    func withBuffer(bytes: Int, _ body: () -> Void) {
        guard overBudget == nil else { return }
        guard held + bytes <= budget else {
            overBudget = .overBudget(bytes: held + bytes, budget: budget, depth: holders + 1)
            return
        }
        held += bytes
        holders += 1
        defer { held -= bytes; holders -= 1 }
        // Kept buffers count too: those that would take the buffers in use and kept past the
        // budget together go first, so that offscreen memory, kept buffers included, stays
        // within it (on the largest canvas, 1 GiB, the two stay under 2 GB).
        releaseSpares(keeping: budget - held - slack)
        peakOffscreenBytes = max(peakOffscreenBytes, held + slack + spareBytes)
        body()
    }

    deinit {
        rowBufferPointer.deallocate()
        for buffer in spareBuffers { buffer.pointer.deallocate() }
    }

    // MARK: - Offscreen buffers

    /// Pixel buffers of surfaces that ended, kept for the next group or shadow source: sibling
    /// groups (a screen's flyers, cards) reuse one buffer instead of each mapping fresh memory.
    /// At most ``spareLimit`` are kept, the largest ones.
    private var spareBuffers: [(pointer: UnsafeMutablePointer<UInt32>, capacity: Int)] = []
    private static let spareLimit = 4

    /// A transparent offscreen surface over `rect`, on a kept buffer when one is large enough
    /// and what it has beyond `rect` fits in the budget; give it back with ``recycle(_:)`` when done.
    func makeSurface(_ rect: PixelRect) -> RenderSurface {
        let n = max(rect.width * rect.height, 1)
        // The smallest kept buffer that fits.
        var best: Int?
        for i in spareBuffers.indices where spareBuffers[i].capacity >= n {
            if best == nil || spareBuffers[i].capacity < spareBuffers[best!].capacity { best = i }
        }
        guard let i = best, held + slack + (spareBuffers[i].capacity - n) * 4 <= budget else { return RenderSurface(rect: rect) }
        let buffer = spareBuffers.remove(at: i)
        spareBytes -= buffer.capacity * 4
        slack += (buffer.capacity - n) * 4
        buffer.pointer.update(repeating: 0, count: n)
        return RenderSurface(rect: rect, adopting: buffer.pointer, capacity: buffer.capacity)
    }

    /// Keeps `surface`'s buffer for a later ``makeSurface(_:)``, or lets it go.
    func recycle(_ surface: RenderSurface) {
        let n = max(surface.rect.width * surface.rect.height, 1)
        guard let (pointer, capacity) = surface.takeBuffer() else { return }
        slack -= (capacity - n) * 4
        spareBuffers.append((pointer, capacity))
        spareBytes += capacity * 4
        if spareBuffers.count > Self.spareLimit { releaseSmallestSpare() }
    }

    /// Lets kept buffers go, smallest first, until they take at most `bytes`.
    private func releaseSpares(keeping bytes: Int) {
        while spareBytes > bytes, !spareBuffers.isEmpty { releaseSmallestSpare() }
    }

    private func releaseSmallestSpare() {
        let smallest = spareBuffers.indices.min { spareBuffers[$0].capacity < spareBuffers[$1].capacity }!
        let buffer = spareBuffers.remove(at: smallest)
        spareBytes -= buffer.capacity * 4
        buffer.pointer.deallocate()
    }

    func ensureRowBuffer(_ n: Int) {
        guard n > rowCapacity else { return }
        rowBufferPointer.deallocate()
        rowBufferPointer = .allocate(capacity: n)
        rowCapacity = n
    }

    // MARK: - Tree walk

    /// Draws `layer` given its superlayer's values and map into the surface's device space.
    package func drawLayer(
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
        // Non-finite geometry (position, bounds, anchor point, zPosition, transform, or a map
        // that overflows) places the layer nowhere: it and its sublayers draw nothing.
        guard p.zPosition.isFinite else { return }
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
        if p.isHidden || overBudget != nil { return }
        let alpha = CompositorPass.alpha(p)
        if alpha == 0 || clip.rect.isEmpty { return }
        // Shadow opacity clamps like opacity: +∞ is 1, NaN (never > 0) and -∞ are 0.
        let hasShadow = p.shadowOpacity > 0
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
            withBuffer(bytes: groupRect.width * groupRect.height * 4) {
                let group = makeSurface(groupRect)
                var inner = clip
                inner.rect = groupRect
                drawContent(layer, properties: p, matrix: m, planes: planes, surface: group, clip: inner, alpha: 255)
                if overBudget == nil { composite(group, into: surface, alpha: alpha, filter: filter) }
                recycle(group)
            }
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
        let tolerance = 0.1 / max(CompositorPass.approximateScale(m, bounds), 1e-6)
        lazy var outline = CompositorPass.outline(layer, p, bounds, tolerance: tolerance)
        // The sublayers in drawing order; those before the last one that covers the clip
        // opaquely are hidden under it, and so is this layer's own shadow, background, picture
        // and text when its sublayers are not clipped to its bounds (then they share its clip).
        let order = layer.sublayers.isEmpty ? [] : CompositorPass.drawingOrder(layer.sublayers, time: time)
        if !p.masksToBounds, !order.isEmpty, let k = lastCovering(order, parent: p, matrix: m, planes: planes, clip: clip) {
            drawSublayers(order[k...], of: layer, properties: p, matrix: m, planes: planes, surface: surface, clip: clip, outerClip: clip)
            return drawBorder(layer, p, outline: hasArea ? outline : [], hasArea: hasArea, m, planes, surface, clip, alpha)
        }

        if includeShadow, hasArea || !layer.sublayers.isEmpty, p.shadowOpacity > 0,
           shadowSourceDepth == 0 || nestedShadowPlaneBytes < CompositorPass.nestedShadowPlaneLimit {
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
            let whole = CompositorPass.imageRect(p, shown: rect)
            if p.masksToBounds {
                area = Shapes.clip(outline, to: rect)
            } else if let snapped = CompositorPass.pixelAlignedPart(image, whole: whole, shown: rect, matrix: m) {
                area = snapped
            }
            drawImage(image, in: whole, shape: area, matrix: m, planes: planes, alpha: alpha, surface: surface, clip: clip)
        }
        if hasArea, let text = layer.textContent {  // Text hook: see CompositorPass+Text.swift.
            drawText(text, properties: p, matrix: m, planes: planes, surface: surface, clip: clip, alpha: alpha)
        }
        if !order.isEmpty {
            var subclip = clip
            if p.masksToBounds {
                guard hasArea else { return drawBorder(layer, p, outline: [], hasArea: false, m, planes, surface, clip, alpha) }
                subclip = intersect(clip, with: [outline], matrix: m, planes: planes)
            }
            let firstShown = p.masksToBounds ? lastCovering(order, parent: p, matrix: m, planes: planes, clip: subclip) ?? 0 : 0
            drawSublayers(order[firstShown...], of: layer, properties: p, matrix: m, planes: planes, surface: surface,
                          clip: subclip, outerClip: clip)
        }
        drawBorder(layer, p, outline: hasArea ? outline : [], hasArea: hasArea, m, planes, surface, clip, alpha)
    }

    /// Draws `sublayers` of `layer` in order under `clip`, inside `layer`'s own `outerClip`.
    private func drawSublayers(
        _ sublayers: ArraySlice<(Layer, LayerProperties)>, of layer: Layer, properties p: LayerProperties, matrix m: ProjectiveTransform,
        planes: [ClipPlane], surface: RenderSurface, clip subclip: ClipRegion, outerClip clip: ClipRegion
    ) {
        guard !subclip.rect.isEmpty else { return }
        // A clip mask holds a byte per pixel of its rectangle while the sublayers draw.
        withBuffer(bytes: subclip.mask == nil || subclip.mask === clip.mask ? 0 : subclip.rect.width * subclip.rect.height) {
            for (sub, sp) in sublayers {
                drawLayer(sub, properties: sp, parent: p, parentMatrix: m, planes: planes, surface: surface, clip: subclip)
            }
        }
    }

    private func drawBorder(
        _ layer: Layer, _ p: LayerProperties, outline: [CGPoint], hasArea: Bool, _ m: ProjectiveTransform, _ planes: [ClipPlane],
        _ surface: RenderSurface, _ clip: ClipRegion, _ alpha: UInt32
    ) {
        guard hasArea, p.borderWidth.isFinite, p.borderWidth > 0, p.borderColor.alpha > 0 else { return }
        let bw = p.borderWidth
        let b = p.bounds
        // A border as wide as half the layer or wider fills it (Core Animation draws borders
        // inside the bounds): test the inset sizes themselves, as CGRect's width and height read
        // a negative size as positive and would turn the hole inside out.
        let innerWidth = b.width - 2 * bw, innerHeight = b.height - 2 * bw
        let inner = CGRect(x: b.minX + bw, y: b.minY + bw, width: max(innerWidth, 0), height: max(innerHeight, 0))
        var contours = [outline]
        if innerWidth > 0 && innerHeight > 0 {
            let tolerance = 0.1 / max(CompositorPass.approximateScale(m, b), 1e-6)
            contours.append(CompositorPass.outline(layer, p, inner, inset: bw, tolerance: tolerance).reversed())
        }
        fill(contours, matrix: m, planes: planes, paint: .solid(PixelOps.scale(p.borderColor.premultiplied.packed, alpha)),
             surface: surface, clip: clip)
    }

    /// The rounded outline of `layer` over `rect` (its bounds, or a rectangle `inset` inside
    /// them with each radius less `inset`): its own ``Layer/cornerRadii`` when it has them, else
    /// `p`'s radius on the masked corners.
    static func outline(_ layer: Layer, _ p: LayerProperties, _ rect: CGRect, inset: CGFloat = 0, tolerance: CGFloat) -> [CGPoint] {
        if let radii = layer.cornerRadii {
            return Shapes.roundedRect(rect, radii: inset > 0 ? radii.inset(by: inset) : radii, tolerance: tolerance)
        }
        return Shapes.roundedRect(rect, radius: max(0, p.effectiveCornerRadius - inset), tolerance: tolerance, corners: p.maskedCorners)
    }

    /// The 8-bit alpha a layer of values `p` is drawn with (its opacity, clamped and rounded).
    @inline(__always)
    static func alpha(_ p: LayerProperties) -> UInt32 { UInt32((p.clampedOpacity * 255 + 0.5).rounded(.down)) }

    /// Sublayers with their values at `time`, in ascending zPosition, ties in array order.
    static func drawingOrder(_ layers: [Layer], time: TimeInterval) -> [(Layer, LayerProperties)] {
        let items = layers.map { ($0, $0.renderProperties(at: time)) }
        guard let z0 = items.first?.1.zPosition, items.contains(where: { $0.1.zPosition != z0 }) else { return items }
        return items.indices.sorted {
            // NaN (whose layer draws nothing) sorts as 0, so the order stays a strict weak one.
            let a = items[$0].1.zPosition.isNaN ? 0 : items[$0].1.zPosition
            let b = items[$1].1.zPosition.isNaN ? 0 : items[$1].1.zPosition
            return a != b ? a < b : $0 < $1
        }.map { items[$0] }
    }

    /// Where the shown part of the contents image goes in the layer's bounds space, by gravity.
    static func contentsRect(_ p: LayerProperties, image: Bitmap) -> CGRect {
        let cs = p.contentsScale > 0 && p.contentsScale.isFinite ? p.contentsScale : 1
        let part = shownPart(p)
        let size = CGSize(width: CGFloat(image.width) * part.width / cs, height: CGFloat(image.height) * part.height / cs)
        return p.contentsGravity.rect(forContentsOf: size, in: p.bounds)
    }

    /// The layer's `contentsRect`, or the unit rectangle when it is not finite or has no area.
    static func shownPart(_ p: LayerProperties) -> CGRect {
        let r = p.contentsRect
        guard r.minX.isFinite, r.minY.isFinite, r.width.isFinite, r.height.isFinite, r.width > 0, r.height > 0 else {
            return CGRect(x: 0, y: 0, width: 1, height: 1)
        }
        return r
    }

    /// When a part of `image` is shown one image pixel per device pixel on the device grid, and
    /// the image has pixels beyond the part's edges, the part widened to whole device pixels (in
    /// layer space): those edge pixels already hold the content's own anti-aliasing, so cutting
    /// them again at the part's fractional edge would fade them twice. This is how a snapshot
    /// taken on the screen's pixel grid (``Layer/contentsRect`` picking the view out of it) draws
    /// exactly like the view. `nil` otherwise.
    static func pixelAlignedPart(_ image: Bitmap, whole: CGRect, shown: CGRect, matrix m: ProjectiveTransform) -> [CGPoint]? {
        // Within rounding of an axis-aligned map (a transform interpolated to its end, a
        // perspective that leaves a flat layer flat, recomposes with residues of 1e-12).
        let tiny: CGFloat = 1e-9
        guard whole != shown, abs(m.m13) < tiny, abs(m.m23) < tiny, abs(m.m12) < tiny, abs(m.m21) < tiny,
              abs(m.m33 - 1) < tiny, image.width > 0, image.height > 0 else { return nil }
        let sx = m.m11 * whole.width / CGFloat(image.width), sy = m.m22 * whole.height / CGFloat(image.height)
        guard abs(sx - 1) < 1e-6, abs(sy - 1) < 1e-6 else { return nil }
        let x0 = m.m11 * whole.minX + m.m31, y0 = m.m22 * whole.minY + m.m32
        guard abs(x0 - x0.rounded()) < 1e-4, abs(y0 - y0.rounded()) < 1e-4 else { return nil }
        let a = CGPoint(x: m.m11 * shown.minX + m.m31, y: m.m22 * shown.minY + m.m32)
        let b = CGPoint(x: m.m11 * shown.maxX + m.m31, y: m.m22 * shown.maxY + m.m32)
        let device = CGRect(x: (a.x + 1e-4).rounded(.down), y: (a.y + 1e-4).rounded(.down),
                            width: 0, height: 0)
        let right = (b.x - 1e-4).rounded(.up), bottom = (b.y - 1e-4).rounded(.up)
        let box = CGRect(x: max(device.minX, x0.rounded()), y: max(device.minY, y0.rounded()),
                         width: min(right, x0.rounded() + CGFloat(image.width)) - max(device.minX, x0.rounded()),
                         height: min(bottom, y0.rounded() + CGFloat(image.height)) - max(device.minY, y0.rounded()))
        guard box.width > 0, box.height > 0 else { return nil }
        let l = CGRect(x: (box.minX - m.m31) / m.m11, y: (box.minY - m.m32) / m.m22,
                       width: box.width / m.m11, height: box.height / m.m22).standardized
        return [CGPoint(x: l.minX, y: l.minY), CGPoint(x: l.maxX, y: l.minY), CGPoint(x: l.maxX, y: l.maxY), CGPoint(x: l.minX, y: l.maxY)]
    }

    /// Where the whole image goes so that its shown part lands on `shown`.
    static func imageRect(_ p: LayerProperties, shown: CGRect) -> CGRect {
        let part = shownPart(p)
        if part == CGRect(x: 0, y: 0, width: 1, height: 1) { return shown }
        let w = shown.width / part.width, h = shown.height / part.height
        return CGRect(x: shown.minX - part.minX * w, y: shown.minY - part.minY * h, width: w, height: h)
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
