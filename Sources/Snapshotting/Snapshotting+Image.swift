import Foundation
import SharedElements

// MARK: - Image strategies

extension Snapshotting where Value == Bitmap, Format == Bitmap {
    /// The bitmap itself.
    public static var image: Snapshotting<Bitmap, Bitmap> { Snapshotting(diffing: .image) { $0 } }
}

extension Snapshotting where Value == Image, Format == Bitmap {
    /// The image's pixels (its scale is not part of the snapshot).
    public static var image: Snapshotting<Image, Bitmap> { Snapshotting<Bitmap, Bitmap>.image.pullback { $0.bitmap } }
}

extension Snapshotting where Value == Layer, Format == Bitmap {
    /// The layer and its sublayers drawn alone at `scale` pixels per point (default: the
    /// window's, 2), at the current time of the layer's clock, over transparency. The layer's
    /// own transform and position are left out (``/SharedElements/Compositor/renderContent(of:scale:background:time:)``).
    @MainActor public static func image(scale: CGFloat = Window.defaultScale) -> Snapshotting<Layer, Bitmap> {
        Snapshotting<Bitmap, Bitmap>.image.pullback { layer in
            try Compositor().renderContent(of: layer, scale: scale, time: layer.effectiveClock.now)
        }
    }
}

extension Snapshotting where Value == View, Format == Bitmap {
    /// The view's subtree after pending layout, at `scale` pixels per point (`nil`: the scale of
    /// its window, 2 outside one) over transparency (``/SharedElements/View/renderedBitmap(afterScreenUpdates:scale:)``).
    public static func image(scale: CGFloat? = nil) -> Snapshotting<View, Bitmap> {
        Snapshotting<Bitmap, Bitmap>.image.pullback { view in try view.renderedBitmap(afterScreenUpdates: true, scale: scale) }
    }
}

extension Snapshotting where Value == ViewController, Format == Bitmap {
    /// A whole screen. A controller whose view is already in a window is drawn as its view (the
    /// view strategy pulled back); any other becomes, for the snapshot, the root of a fresh
    /// ``/SharedElements/Window`` of `size` points at `scale`, which is rendered over black like a device screen
    /// and then released.
    @MainActor public static func image(
        size: CGSize = Window.defaultSize, scale: CGFloat? = nil
    ) -> Snapshotting<ViewController, Bitmap> {
        let asView = Snapshotting<View, Bitmap>.image(scale: scale)
        return Snapshotting<Bitmap, Bitmap>.image.pullback { controller in
            if let view = controller.viewIfLoaded, view.window != nil {
                return try asView.snapshot(view)
            }
            let window = Window(size: size, scale: scale ?? Window.defaultScale)
            window.rootViewController = controller
            defer { window.rootViewController = nil }
            return try window.render()
        }
    }
}
