import Foundation

/// Renders a layer tree into premultiplied RGBA pixels with Core Animation's rules, as the
/// layer-scene specification writes them down: flattening into each superlayer's plane,
/// perspective with clipping behind the eye, group opacity, rounded masking, borders above
/// sublayers, Gaussian shadows, zPosition ordering, plus-lighter groups (``Layer/compositingFilter``),
/// bilinear perspective-correct images and anti-aliased edges by exact area coverage.
///
/// ```swift
/// let pixels = try Compositor().render(rootLayer, size: CGSize(width: 390, height: 844), scale: 2)
/// ```
public struct Compositor: Sendable {
    /// The most offscreen buffer memory one render may hold at once, in bytes (512 MiB): opacity
    /// and filter groups and clip masks, each clipped to the canvas and to what its layer
    /// covers, and shadow sources. A tree that needs more is refused with
    /// ``CompositorError/overBudget(bytes:budget:depth:)`` instead of exhausting memory.
    public static let workingMemoryBudget = 512 << 20

    /// How many threads one render may draw on, at least 1 (the default). With more, the canvas
    /// is cut into that many horizontal bands of whole rows, each drawn by its own pass with the
    /// band as clip, at once: the pixels are the same bytes as with one thread, as every pixel's
    /// value depends only on the layers over it, never on where the clip starts. The layer tree is
    /// read, never changed, while the bands draw (each layer's properties are evaluated once
    /// first, so animation caches are written before the threads start); nothing may change it
    /// from another thread meanwhile.
    ///
    /// Each band holds only its rows of each group and mask and has an equal share of the
    /// ``workingMemoryBudget``: the bands' peaks add up to at least the one-thread peak, so when
    /// every band stays within its share the tree is within the budget on one thread too; when a
    /// band passes its share, the render starts again on one thread, which decides. Whether a
    /// tree is refused never depends on `jobs`.
    public var jobs: Int

    /// A compositor that draws on `jobs` threads (see ``jobs``).
    ///
    /// ```swift
    /// let compositor = Compositor(jobs: ProcessInfo.processInfo.activeProcessorCount)
    /// ```
    public init(jobs: Int = 1) {
        self.jobs = max(1, jobs)
    }

    /// The working memory one render may hold, in bytes: ``workingMemoryBudget`` unless a test
    /// sets a smaller one to reach the edge quickly.
    package var workingMemory = Compositor.workingMemoryBudget

    /// Whether layers hidden under an opaque layer covering what they would draw on are left out,
    /// and the canvas is not filled first when such a layer covers all of it: the same pixels
    /// either way (tests turn it off to compare).
    package var cullsCovered = true

    /// Rows a band has at least: thinner bands would spend more on walking the tree than they save.
    static let minimumBandRows = 64

    /// Renders `root` (positioned in a canvas of `size` points) at `scale` pixels per point.
    ///
    /// The canvas is `floor(size * scale + 0.5)` pixels a side and starts as `background`.
    /// Every layer is drawn with ``Layer/renderProperties(at:)`` at `time` (seconds on the
    /// animation clock). Layers with non-finite geometry draw nothing.
    /// - Throws: ``BitmapError`` when the canvas is over the size limits or not finite;
    ///   ``CompositorError`` when drawing would pass ``workingMemoryBudget``.
    public func render(
        _ root: Layer, size: CGSize, scale: CGFloat = 1, background: Color = .clear, time: TimeInterval = 0
    ) throws -> Bitmap {
        let (w, h) = try Compositor.canvasPixelSize(size: size, scale: scale)
        // Under a layer that paints every pixel opaquely, the background would not show: the
        // canvas is left as it comes (every pixel is written over at full coverage).
        let covered = cullsCovered && w > 0 && h > 0 && Compositor.coversCanvas(root, scale: scale, time: time, width: w, height: h)
        var bitmap = covered ? try Bitmap(uninitializedWidth: w, height: h) : try Bitmap(width: w, height: h, fill: background.premultiplied)
        guard w > 0, h > 0 else { return bitmap }
        let bands = min(jobs, h / Compositor.minimumBandRows)
        if bands > 1 {
            if renderBands(root, into: &bitmap, bands: bands, scale: scale, time: time) { return bitmap }
            // Again on the same pixels: a fresh canvas made while this one is held would double
            // the peak (2 GiB for the largest canvas).
            let fill = background.premultiplied.packed
            bitmap.withUnsafeMutablePixels { $0.update(repeating: fill, count: w * h) }
        }
        let pass = CompositorPass(time: time, budget: workingMemory)
        pass.cullsCovered = cullsCovered
        bitmap.withUnsafeMutablePixels { p in
            let surface = RenderSurface(rect: PixelRect(width: w, height: h), borrowing: p)
            pass.drawLayer(root, parent: nil, parentMatrix: ProjectiveTransform(scale: scale), planes: [],
                           surface: surface, clip: ClipRegion(rect: surface.rect, mask: nil))
        }
        if let failure = pass.overBudget { throw failure }
        return bitmap
    }

    /// Whether `root`, drawn at `scale` into a `width` by `height` canvas, paints every pixel with
    /// an opaque colour whatever is under it: shown at full opacity, not clipping to its bounds,
    /// with a sublayer that covers the canvas (see `CompositorPass.covers`).
    package static func coversCanvas(_ root: Layer, scale: CGFloat, time: TimeInterval, width: Int, height: Int) -> Bool {
        let p = root.renderProperties(at: time)
        guard !p.isHidden, !p.masksToBounds, p.zPosition.isFinite, p.compositingFilter == .sourceOver,
              CompositorPass.alpha(p) == 255, !root.sublayers.isEmpty else { return false }
        let local = ProjectiveTransform(flattening: p.transformToSuperlayer(nil))
        let m = local.concatenating(ProjectiveTransform(scale: scale))
        guard m.isFinite, let planes = ClipPlane.planes(local: local, parent: []), planes.isEmpty else { return false }
        let canvas = PixelRect(width: width, height: height)
        // Any one covering is enough, wherever it is drawn: no need to sort them by zPosition.
        return root.sublayers.contains {
            CompositorPass.covers($0, $0.renderProperties(at: time), parent: p, parentMatrix: m, rect: canvas)
        }
    }

    /// Renders `layer` and its sublayers alone, placed as they are in their superlayer, into a
    /// canvas that shows `region` of the superlayer's coordinate space (points) at `scale` pixels
    /// per point: what the layer adds to the screen there, over transparency. Tools use it to
    /// measure one element of a frame (its coverage, its ink) without the rest of the screen.
    package func render(
        _ layer: Layer, region: CGRect, scale: CGFloat, time: TimeInterval = 0
    ) throws -> Bitmap {
        let (w, h) = try Compositor.canvasPixelSize(size: region.size, scale: scale)
        var bitmap = try Bitmap(width: w, height: h)
        guard w > 0, h > 0, region.origin.x.isFinite, region.origin.y.isFinite else { return bitmap }
        let m = ProjectiveTransform(m11: scale, m12: 0, m13: 0, m21: 0, m22: scale, m23: 0,
                                    m31: -region.minX * scale, m32: -region.minY * scale, m33: 1)
        let pass = CompositorPass(time: time, budget: workingMemory)
        pass.cullsCovered = cullsCovered
        bitmap.withUnsafeMutablePixels { p in
            let surface = RenderSurface(rect: PixelRect(width: w, height: h), borrowing: p)
            pass.drawLayer(layer, parent: nil, parentMatrix: m, planes: [], surface: surface,
                           clip: ClipRegion(rect: surface.rect, mask: nil))
        }
        if let failure = pass.overBudget { throw failure }
        return bitmap
    }

    /// Renders `layer` and its sublayers alone, as though it were a root layer whose bounds'
    /// top-left corner sits at the canvas origin: the canvas is the layer's bounds size, and the
    /// layer's own transform is not applied (a snapshot of how the layer draws itself).
    public func renderContent(
        of layer: Layer, scale: CGFloat = 1, background: Color = .clear, time: TimeInterval = 0
    ) throws -> Bitmap {
        try renderContent(of: layer, scale: scale, background: background, time: time, pixelOffset: .zero)
    }

    /// ``renderContent(of:scale:background:time:)`` with the bounds' top-left corner `pixelOffset`
    /// pixels (each 0..<1) into the canvas, which grows to hold it: the layer rasterized on the
    /// pixel grid of a screen where it sits at that fraction of a pixel.
    package func renderContent(
        of layer: Layer, scale: CGFloat, background: Color = .clear, time: TimeInterval, pixelOffset: CGPoint
    ) throws -> Bitmap {
        try renderContent(of: layer, region: nil, scale: scale, background: background, time: time, pixelOffset: pixelOffset)
    }

    /// ``renderContent(of:scale:background:time:pixelOffset:)`` of `region` of the layer's own
    /// space (its bounds when `nil`): what a sublayer draws past the bounds of a layer that does
    /// not mask to them shows in a region larger than the bounds.
    package func renderContent(
        of layer: Layer, region: CGRect?, scale: CGFloat, background: Color = .clear, time: TimeInterval, pixelOffset: CGPoint
    ) throws -> Bitmap {
        let props = layer.renderProperties(at: time)
        let area = region ?? props.bounds
        let size = area.size
        var (w, h) = try Compositor.canvasPixelSize(size: CGSize(width: max(size.width, 0), height: max(size.height, 0)), scale: scale)
        if pixelOffset != .zero {
            w = Int((max(size.width, 0) * scale + pixelOffset.x).rounded(.up))
            h = Int((max(size.height, 0) * scale + pixelOffset.y).rounded(.up))
            try Bitmap.validate(width: w, height: h)
        }
        var bitmap = try Bitmap(width: w, height: h, fill: background.premultiplied)
        guard w > 0, h > 0 else { return bitmap }
        let origin = area.origin
        let m = ProjectiveTransform(m11: scale, m12: 0, m13: 0, m21: 0, m22: scale, m23: 0,
                                    m31: -origin.x * scale + pixelOffset.x, m32: -origin.y * scale + pixelOffset.y, m33: 1)
        let pass = CompositorPass(time: time, budget: workingMemory)
        pass.cullsCovered = cullsCovered
        bitmap.withUnsafeMutablePixels { p in
            let surface = RenderSurface(rect: PixelRect(width: w, height: h), borrowing: p)
            pass.drawLayer(layer, properties: props, matrix: m, planes: [], surface: surface,
                           clip: ClipRegion(rect: surface.rect, mask: nil))
        }
        if let failure = pass.overBudget { throw failure }
        return bitmap
    }

    /// Where `layer` draws, in its superlayer's coordinates (points), placed as
    /// ``render(_:region:scale:time:)`` places it: everything it and its sublayers draw at
    /// `time`, its shadow included; `nil` when it draws nothing. Tools use it to capture a layer
    /// as it is on screen, text ink past its bounds and shadow included.
    package static func drawnExtent(of layer: Layer, time: TimeInterval = 0) -> CGRect? {
        let p = layer.renderProperties(at: time)
        let m = ProjectiveTransform(flattening: p.transformToSuperlayer(nil))
        guard m.isFinite else { return nil }
        return CompositorPass(time: time).deviceExtent(of: layer, properties: p, matrix: m, includeShadow: true)
    }

    /// The bounding box, in `layer`'s own space (its bounds' coordinates), of its bounds and the
    /// bounds of the sublayers shown at `time`, down through every sublayer that does not mask
    /// to its bounds (shadows and text ink left out); `nil` when it has no area. Larger than the
    /// bounds where a sublayer reaches past the bounds of a layer that does not mask to them (a
    /// badge across a bag icon's corner).
    package static func contentExtent(of layer: Layer, time: TimeInterval = 0) -> CGRect? {
        let p = layer.renderProperties(at: time)
        var result: CGRect?
        func add(_ r: CGRect?) {
            guard let r, !r.isNull, r.minX.isFinite, r.minY.isFinite, r.maxX.isFinite, r.maxY.isFinite else { return }
            result = result.map { $0.union(r) } ?? r
        }
        func visit(_ layer: Layer, _ p: LayerProperties, _ m: ProjectiveTransform, depth: Int) {
            guard depth < 256 else { return }
            for sub in layer.sublayers {
                let sp = sub.renderProperties(at: time)
                guard !sp.isHidden, sp.clampedOpacity > 0, sp.zPosition.isFinite else { continue }
                let sm = ProjectiveTransform(flattening: sp.transformToSuperlayer(p)).concatenating(m)
                guard sm.isFinite else { continue }
                if sp.bounds.width > 0, sp.bounds.height > 0 { add(sm.mapRect(sp.bounds, clampedTo: CompositorPass.extentLimit)) }
                if !sp.masksToBounds { visit(sub, sp, sm, depth: depth + 1) }
            }
        }
        guard p.bounds.width > 0, p.bounds.height > 0 else { return nil }
        add(p.bounds)
        if !p.masksToBounds { visit(layer, p, .identity, depth: 0) }
        return result
    }

    /// The pixel size of a canvas: `floor(size * scale + 0.5)` on each side.
    /// - Throws: ``BitmapError/negativeSize(width:height:)`` for a negative side;
    ///   ``BitmapError/invalidCanvas(width:height:scale:)``, which names the size in points and
    ///   the scale, when not finite or over the limits.
    public static func canvasPixelSize(size: CGSize, scale: CGFloat) throws -> (width: Int, height: Int) {
        let w = (size.width * scale + 0.5).rounded(.down)
        let h = (size.height * scale + 0.5).rounded(.down)
        let invalid = BitmapError.invalidCanvas(width: Double(size.width), height: Double(size.height), scale: Double(scale))
        guard !w.isNaN, !h.isNaN, scale > 0 else { throw invalid }
        guard w >= 0, h >= 0 else { throw BitmapError.negativeSize(width: Int(max(w, -1e9)), height: Int(max(h, -1e9))) }
        guard w <= CGFloat(Bitmap.maxSide), h <= CGFloat(Bitmap.maxSide), w * h <= CGFloat(Bitmap.maxPixels) else { throw invalid }
        return (Int(w), Int(h))
    }
}
