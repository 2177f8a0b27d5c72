import Foundation

// MARK: - Rendering a subtree as if it were a root

extension Compositor {
    /// Renders `layer` and its sublayers with the layer's bounds filling the canvas: its bounds
    /// origin at the canvas origin, its own position, anchor point, transform, z position and
    /// opacity and hidden flag ignored, its superlayer left out. The canvas is the bounds size at `scale`.
    ///
    /// While the compositor has no such entry point, the layer is detached for the duration of
    /// the call and its placement values are neutralised, then everything is restored; the
    /// layer's own timing is therefore the only one that applies (an ancestor's paused time is
    /// not inherited).
    ///
    /// - Throws: ``BitmapError`` when the canvas is over the size limits or not finite.
    @MainActor
    func renderSubtree(_ layer: Layer, scale: CGFloat, background: Color = .clear, time: TimeInterval) throws -> Bitmap {
        let parent = layer.superlayer
        let index = parent?.sublayers.firstIndex { $0 === layer }
        let saved = layer.model
        layer.removeFromSuperlayer()
        defer {
            layer.model = saved
            if let parent, let index { parent.insertSublayer(layer, at: index) }
        }
        layer.model.transform = .identity
        layer.model.zPosition = 0
        layer.model.opacity = 1
        layer.model.isHidden = false
        layer.model.position = CGPoint(x: saved.anchorPoint.x * saved.bounds.width,
                                       y: saved.anchorPoint.y * saved.bounds.height)
        return try render(layer, size: saved.bounds.size, scale: scale, background: background, time: time)
    }
}
