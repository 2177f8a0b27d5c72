import Foundation

// MARK: - Snapshots

extension View {
    /// The most pixels a snapshot holds (4096 x 4096, 64 MiB): larger views are captured at a
    /// lower scale.
    public static let maximumSnapshotPixels: CGFloat = 4096 * 4096

    /// The scale snapshots of this view are taken at: its window's; for a view outside any
    /// window, the window of the controller that owns it or an ancestor (a presented
    /// controller's view before the animator adds it); else ``Window/defaultScale``.
    public var snapshotScale: CGFloat {
        if let window { return window.scale }
        var v: View? = self
        while let current = v {
            if let w = current.owningViewController?.hostWindow { return w.scale }
            v = current.superview
        }
        return Window.defaultScale
    }

    /// A new view showing this view's current rendering as a bitmap: its own background, corners,
    /// border and opacity, its subtree, clipped as it is, at the values of the window's clock
    /// time. The view's own transform and position are left out (the snapshot has its own); a
    /// hidden view gives a transparent snapshot.
    ///
    /// The snapshot's frame is the receiver's bounds moved to the origin. With
    /// `afterScreenUpdates: true` pending layout is applied first. `nil` when the bounds are
    /// empty or not finite. A view so large that its snapshot would pass
    /// ``maximumSnapshotPixels`` at the window's scale is captured at a lower scale (its pixels
    /// cover more than one device pixel each), so memory stays bounded whatever its size.
    ///
    /// ```swift
    /// guard let snapshot = toVC.view.snapshotView(afterScreenUpdates: true) else { return }
    /// snapshot.frame = originFrame
    /// container.addSubview(snapshot)
    /// ```
    public func snapshotView(afterScreenUpdates: Bool) -> View? {
        snapshotView(afterScreenUpdates: afterScreenUpdates, overflowing: false)
    }

    /// ``snapshotView(afterScreenUpdates:)``, with `overflowing` also what the subviews draw past
    /// the bounds of a view that does not clip to them (a badge across an icon's corner): the
    /// snapshot's frame is then that larger area in the view's bounds moved to the origin (its
    /// origin negative where the content reaches past the top or left), at most the bounds'
    /// larger side past each edge, on the same pixel grid as the bounds.
    package func snapshotView(afterScreenUpdates: Bool, overflowing: Bool) -> View? {
        guard bounds.width > 0, bounds.height > 0, bounds.width.isFinite, bounds.height.isFinite else { return nil }
        var scale = snapshotScale
        if afterScreenUpdates { layoutIfNeeded() }
        let time = window?.clock.now ?? layer.effectiveClock.now
        var region = bounds
        if overflowing, !clipsToBounds, let extent = Compositor.contentExtent(of: layer, time: time) {
            let reach = max(bounds.width, bounds.height)
            let limit = bounds.insetBy(dx: -reach, dy: -reach)
            let e = extent.intersection(limit)
            // Whole pixels past each edge, so the bounds keep their place on the pixel grid.
            func out(_ v: CGFloat) -> CGFloat { v > 0.5 / scale ? (v * scale).rounded(.up) / scale : 0 }
            if !e.isNull {
                let left = out(bounds.minX - e.minX), top = out(bounds.minY - e.minY)
                let right = out(e.maxX - bounds.maxX), bottom = out(e.maxY - bounds.maxY)
                region = CGRect(x: bounds.minX - left, y: bounds.minY - top,
                                width: bounds.width + left + right, height: bounds.height + top + bottom)
            }
        }
        let pixels = region.width * region.height * scale * scale
        let reduced = pixels > Self.maximumSnapshotPixels
        if reduced { scale *= (Self.maximumSnapshotPixels / pixels).squareRoot() }
        // On screen at a fraction of a pixel, the view is rasterized on the screen's pixel grid
        // (a pixel wider and taller) and the snapshot shows the part that is the view: put back
        // where the view is, it matches it pixel for pixel instead of being resampled.
        let phase = reduced ? .zero : pixelPhase(scale: scale)
        guard let bitmap = try? Compositor().renderContent(
            of: layer, region: region == bounds ? nil : region, scale: scale, time: time, pixelOffset: phase) else { return nil }
        let snapshot = View(frame: CGRect(x: region.minX - bounds.minX, y: region.minY - bounds.minY,
                                          width: region.width, height: region.height))
        snapshot.layer.contents = bitmap
        snapshot.layer.contentsScale = scale
        snapshot.layer.contentsGravity = .resize
        if phase != .zero {
            let w = CGFloat(bitmap.width), h = CGFloat(bitmap.height)
            snapshot.layer.contentsRect = CGRect(x: phase.x / w, y: phase.y / h,
                                                 width: region.width * scale / w, height: region.height * scale / h)
        }
        return snapshot
    }

    /// ``snapshotView(afterScreenUpdates:)`` with `styles` taken off the view for the capture and
    /// put back at once, without animation: what a transition that draws those styles itself
    /// snapshots.
    package func snapshotView(afterScreenUpdates: Bool, leavingOut styles: SnapshotStyles, overflowing: Bool = false) -> View? {
        let l = layer
        let saved = (l.backgroundColor, l.cornerRadius, l.borderWidth, l.shadowOpacity, alpha)
        View.performWithoutAnimation {
            if styles.contains(.background) { l.backgroundColor = nil }
            if styles.contains(.cornerRadius) { l.cornerRadius = 0 }
            if styles.contains(.border) { l.borderWidth = 0 }
            if styles.contains(.shadow) { l.shadowOpacity = 0 }
            if styles.contains(.alpha) { alpha = 1 }
        }
        let snapshot = snapshotView(afterScreenUpdates: afterScreenUpdates, overflowing: overflowing)
        View.performWithoutAnimation {
            (l.backgroundColor, l.cornerRadius, l.borderWidth, l.shadowOpacity) = (saved.0, saved.1, saved.2, saved.3)
            alpha = saved.4
        }
        return snapshot
    }

    /// Where, within a device pixel, the view's top-left corner sits on screen (0..<1 each way);
    /// zero off screen, or when the view is rotated, scaled or in perspective there.
    func pixelPhase(scale: CGFloat) -> CGPoint {
        guard mapsToWindowByTranslation else { return .zero }
        let a = convert(CGPoint(x: bounds.minX, y: bounds.minY), to: nil)
        func fraction(_ v: CGFloat) -> CGFloat {
            let f = v * scale - (v * scale).rounded(.down)
            return f.isFinite && f > 1e-4 && f < 1 - 1e-4 ? f : 0
        }
        return CGPoint(x: fraction(a.x), y: fraction(a.y))
    }

    /// Whether the view is in a window and lands on it by a translation alone: no rotation,
    /// scale or perspective on the way. A snapshot put back where such a view is matches it
    /// pixel for pixel; any other view's snapshot is resampled when it is drawn in place.
    package var mapsToWindowByTranslation: Bool {
        guard window != nil else { return false }
        let a = convert(CGPoint(x: bounds.minX, y: bounds.minY), to: nil)
        let b = convert(CGPoint(x: bounds.maxX, y: bounds.maxY), to: nil)
        let c = convert(CGPoint(x: bounds.maxX, y: bounds.minY), to: nil)
        let d = convert(CGPoint(x: bounds.minX, y: bounds.maxY), to: nil)
        return abs((b.x - a.x) - bounds.width) < 1e-6 && abs((b.y - a.y) - bounds.height) < 1e-6
            && abs(c.y - a.y) < 1e-6 && abs(d.x - a.x) < 1e-6
    }

    /// Renders the view's subtree into a bitmap of its bounds size at `scale` pixels per point
    /// (`drawHierarchy(in:afterScreenUpdates:)`'s role), over a transparent background.
    ///
    /// - Throws: ``BitmapError`` when the bounds are too large or not finite.
    public func renderedBitmap(afterScreenUpdates: Bool = true, scale: CGFloat? = nil) throws -> Bitmap {
        if afterScreenUpdates { layoutIfNeeded() }
        let time = window?.clock.now ?? layer.effectiveClock.now
        return try Compositor().renderContent(of: layer, scale: scale ?? snapshotScale, time: time)
    }

    /// Draws the view's subtree into `bitmap`, scaled to fill `rect` (in the bitmap's points at
    /// `scale` pixels per point): `drawHierarchy(in:afterScreenUpdates:)`. Returns `false` when
    /// nothing could be rendered.
    @discardableResult
    public func drawHierarchy(
        in rect: CGRect, of bitmap: inout Bitmap, scale: CGFloat = 1, afterScreenUpdates: Bool = true
    ) -> Bool {
        guard bounds.width > 0, bounds.height > 0, rect.width > 0, rect.height > 0,
              let drawn = try? renderedBitmap(afterScreenUpdates: afterScreenUpdates,
                                              scale: scale * max(rect.width / bounds.width, rect.height / bounds.height))
        else { return false }
        bitmap.blendSnapshot(drawn, into: CGRect(x: rect.minX * scale, y: rect.minY * scale,
                                             width: rect.width * scale, height: rect.height * scale))
        return true
    }
}
