import Foundation

// MARK: - Snapshots

extension View {
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
    /// empty or too large to render.
    ///
    /// ```swift
    /// guard let snapshot = toVC.view.snapshotView(afterScreenUpdates: true) else { return }
    /// snapshot.frame = originFrame
    /// container.addSubview(snapshot)
    /// ```
    public func snapshotView(afterScreenUpdates: Bool) -> View? {
        let scale = snapshotScale
        guard bounds.width > 0, bounds.height > 0,
              let bitmap = try? renderedBitmap(afterScreenUpdates: afterScreenUpdates, scale: scale)
        else { return nil }
        let snapshot = View(frame: CGRect(origin: .zero, size: bounds.size))
        snapshot.layer.contents = bitmap
        snapshot.layer.contentsScale = scale
        snapshot.layer.contentsGravity = .resize
        return snapshot
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
