import Foundation

extension View {
    /// A view that draws this one as it is on screen now, pixel for pixel, for `container`: its
    /// layer and sublayers rendered with its own transform and opacity on the window's pixel
    /// grid, over all it draws (text ink past a label's bounds, a shadow) within the window, at
    /// its ancestors' opacity up to `container` (``opacityOnScreen(in:)``), framed at its place there.
    ///
    /// `nil` when it cannot stand in so: not in a window, inside a clipping ancestor (which the
    /// capture would leave out) unless `ignoringClips`, under an ancestor that is not a plain
    /// translation away from `container`, or not drawable (not finite, too large).
    func pixelCapture(in container: View, ignoringClips: Bool = false) -> View? {
        guard let superview, let window, superview.mapsToWindowByTranslation, container.mapsToWindowByTranslation else { return nil }
        var ancestor: View? = superview
        while let current = ancestor, current !== container {
            if current.clipsToBounds && !ignoringClips || current.isHidden { return nil }
            ancestor = current.superview
        }
        guard ancestor === container else { return nil }
        let scale = window.scale
        // All it draws (text ink past its bounds, its shadow, edge pixels), within what the
        // window shows.
        let drawn = Compositor.drawnExtent(of: layer, time: window.clock.now) ?? superview.convert(bounds, from: self)
        var region = drawn.insetBy(dx: -1, dy: -1)
            .intersection(superview.convert(window.bounds, from: window).insetBy(dx: -2, dy: -2))
        guard !region.isNull, region.width > 0, region.height > 0 else { return nil }
        // Aligned to the window's pixel grid, so the pixels are the screen's own.
        let origin = superview.convert(region.origin, to: nil)
        let fx = origin.x * scale - (origin.x * scale).rounded(.down), fy = origin.y * scale - (origin.y * scale).rounded(.down)
        region.origin.x -= fx / scale
        region.origin.y -= fy / scale
        // Whole pixels a side, so the capture is drawn one texel per pixel, never resampled.
        region.size.width = ((region.width * scale + fx).rounded(.up)) / scale
        region.size.height = ((region.height * scale + fy).rounded(.up)) / scale
        guard region.origin.x.isFinite, region.origin.y.isFinite, region.width.isFinite, region.height.isFinite,
              let bitmap = try? Compositor().render(layer, region: region, scale: scale, time: window.clock.now)
        else { return nil }
        let capture = View(frame: container.convert(region, from: superview))
        capture.isUserInteractionEnabled = false
        capture.layer.contents = bitmap
        capture.layer.contentsScale = scale
        capture.layer.contentsGravity = .resize
        // Its ancestors' opacity (its own is in the capture).
        capture.alpha = superview === container ? 1 : superview.opacityOnScreen(in: container)
        return capture
    }

    /// The view's opacity as it is on screen, leaving out its own hidden flag (a view is hidden
    /// while a stand-in draws it): its own times its ancestors' up to `container` (0 when one is
    /// hidden), clamped to 0...1.
    func opacityOnScreen(in container: View) -> CGFloat {
        var alpha = self.alpha
        var v = superview
        while let current = v, current !== container {
            alpha = current.isHidden ? 0 : alpha * current.alpha
            v = current.superview
        }
        return alpha.isFinite ? min(max(alpha, 0), 1) : 1
    }
}
