import Foundation
import SharedElements

/// How to turn a value into the pixels a snapshot test records and compares: a strategy, in the
/// manner of swift-snapshot-testing, that is a small struct holding one closure.
///
/// Strategies are derived from one another with ``pullback(_:)``: the view-controller strategy
/// is the view strategy pulled back through the controller's view, and so on. Every snapshot in
/// this module is stored as a PNG of the rendered ``Bitmap`` (premultiplied RGBA8 in memory,
/// straight RGBA8 on disk).
///
/// ```swift
/// let card: Snapshotting<ProfileCard> = Snapshotting<View>.image(scale: 2).pullback { $0.view }
/// assertSnapshot(of: profileCard, as: card)
/// ```
public struct Snapshotting<Value>: Sendable {
    /// Renders a value into premultiplied pixels. Throws when the value cannot be rendered (for
    /// example a view whose bounds are too large for a ``Bitmap``).
    public var render: @MainActor @Sendable (Value) throws -> Bitmap

    /// A strategy rendering values with `render`.
    public init(render: @escaping @MainActor @Sendable (Value) throws -> Bitmap) {
        self.render = render
    }

    /// A strategy for `NewValue` that first transforms it into a `Value`, then renders it the
    /// way this strategy does.
    ///
    /// ```swift
    /// let byTitle: Snapshotting<String> = Snapshotting<View>.image(scale: 2).pullback { title in
    ///     let label = Label(frame: CGRect(x: 0, y: 0, width: 200, height: 44))
    ///     label.text = title
    ///     return label
    /// }
    /// ```
    public func pullback<NewValue>(
        _ transform: @escaping @MainActor @Sendable (NewValue) throws -> Value
    ) -> Snapshotting<NewValue> {
        let render = self.render
        return Snapshotting<NewValue> { try render(transform($0)) }
    }
}

// MARK: - Built-in strategies

extension Snapshotting where Value == Bitmap {
    /// The bitmap itself.
    public static var image: Snapshotting<Bitmap> { Snapshotting { $0 } }
}

extension Snapshotting where Value == Image {
    /// The image's pixels (its scale is not part of the snapshot).
    public static var image: Snapshotting<Image> { Snapshotting<Bitmap>.image.pullback { $0.bitmap } }
}

extension Snapshotting where Value == Layer {
    /// The layer and its sublayers drawn alone at `scale` pixels per point (default: the
    /// window's, 2), at the current time of the layer's clock, over transparency. The layer's
    /// own transform and position are left out (``Compositor/renderContent(of:scale:background:time:)``).
    @MainActor public static func image(scale: CGFloat = Window.defaultScale) -> Snapshotting<Layer> {
        Snapshotting { layer in
            try Compositor().renderContent(of: layer, scale: scale, time: layer.effectiveClock.now)
        }
    }
}

extension Snapshotting where Value == View {
    /// The view's subtree after pending layout, at `scale` pixels per point (`nil`: the scale of
    /// its window, 2 outside one) over transparency (``View/renderedBitmap(afterScreenUpdates:scale:)``).
    public static func image(scale: CGFloat? = nil) -> Snapshotting<View> {
        Snapshotting { view in try view.renderedBitmap(afterScreenUpdates: true, scale: scale) }
    }
}

extension Snapshotting where Value == ViewController {
    /// A whole screen. A controller whose view is already in a window is drawn as its view; any
    /// other becomes, for the snapshot, the root of a fresh ``Window`` of `size` points at
    /// `scale`, which is rendered over black like a device screen and then released.
    @MainActor public static func image(
        size: CGSize = Window.defaultSize, scale: CGFloat? = nil
    ) -> Snapshotting<ViewController> {
        Snapshotting { controller in
            if let view = controller.viewIfLoaded, view.window != nil {
                return try view.renderedBitmap(afterScreenUpdates: true, scale: scale)
            }
            let window = Window(size: size, scale: scale ?? Window.defaultScale)
            window.rootViewController = controller
            defer { window.rootViewController = nil }
            return try window.render()
        }
    }
}
