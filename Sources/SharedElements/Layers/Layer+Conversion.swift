import Foundation

extension Layer {
    /// The flattened map from this layer's bounds space into its superlayer's bounds space
    /// (for a root layer: the space its `position` lives in), from model values.
    public var projectiveTransformToSuperlayer: ProjectiveTransform {
        // Reads the two values it needs of the superlayer, not a copy of all of them.
        guard let parent = superlayer else { return ProjectiveTransform(flattening: model.transformToSuperlayer(nil)) }
        if model.transform.isIdentity && parent.model.sublayerTransform.isIdentity {
            // Most layers only move: the same numbers as the 4x4 chain (a translation by the
            // position less the anchor), without multiplying matrices of zeros.
            let a = model.anchorInBounds, p = model.position
            let tx = -a.x + p.x, ty = -a.y + p.y
            if tx.isFinite && ty.isFinite {
                return ProjectiveTransform(m11: 1, m12: 0, m13: 0, m21: 0, m22: 1, m23: 0, m31: tx, m32: ty, m33: 1)
            }
        }
        return ProjectiveTransform(flattening: model.transformToSuperlayer(
            parentSublayerTransform: parent.model.sublayerTransform, parentAnchor: parent.model.anchorInBounds))
    }

    /// The flattened map from this layer's bounds space to its root's superlayer space.
    ///
    /// Mapping a point with this composed map agrees with mapping it level by level wherever
    /// the point stays in front of the eye at every level; ``convertChecked(_:to:)`` checks each.
    public func projectiveTransformToRoot() -> ProjectiveTransform { walkToRoot().map }

    /// ``projectiveTransformToRoot()`` when this layer's tree has `root` at its top, else `nil`
    /// (one walk up for both answers).
    package func projectiveTransformToRoot(ifUnder root: Layer) -> ProjectiveTransform? {
        let (map, top) = walkToRoot()
        return top === root ? map : nil
    }

    /// The map to the root's superlayer space and the root reached.
    private func walkToRoot() -> (map: ProjectiveTransform, top: Layer) {
        var m = ProjectiveTransform.identity
        var layer = self
        while true {
            m = m.concatenating(layer.projectiveTransformToSuperlayer)
            guard let parent = layer.superlayer else { return (m, layer) }
            layer = parent
        }
    }

    /// Maps a point of this layer's bounds space up to the root's superlayer space, level by
    /// level; `nil` when it falls behind the eye at some level.
    package func mapPointToRoot(_ point: CGPoint) -> CGPoint? {
        var p = point
        var layer: Layer? = self
        while let l = layer {
            guard let q = l.projectiveTransformToSuperlayer.map(p) else { return nil }
            p = q
            layer = l.superlayer
        }
        return p
    }

    /// Maps a point of the root's superlayer space down into this layer's bounds space;
    /// `nil` when it has no preimage in front of the eye (an edge-on layer, a point beyond the
    /// horizon).
    package func mapPointFromRoot(_ point: CGPoint) -> CGPoint? {
        var chain: [Layer] = []
        var layer: Layer? = self
        while let l = layer {
            chain.append(l)
            layer = l.superlayer
        }
        var p = point
        for l in chain.reversed() {
            guard let inverse = l.projectiveTransformToSuperlayer.inverse, let q = inverse.map(p) else { return nil }
            p = q
        }
        return p
    }

    /// Converts a point from this layer's bounds space to `layer`'s (`nil`: the root's
    /// superlayer space), through every transform and perspective on the way.
    ///
    /// A point that lands behind the perspective eye, or cannot be mapped back into a layer
    /// turned edge-on, gives `CGPoint(x: .nan, y: .nan)`: use ``convertChecked(_:to:)`` to get
    /// `nil` instead. Layers of different trees convert through their roots' spaces.
    public func convert(_ point: CGPoint, to layer: Layer?) -> CGPoint {
        convertChecked(point, to: layer) ?? CGPoint(x: CGFloat.nan, y: .nan)
    }

    /// Converts a point from `layer`'s bounds space (`nil`: root space) into this layer's.
    public func convert(_ point: CGPoint, from layer: Layer?) -> CGPoint {
        if let layer { return layer.convert(point, to: self) }
        return mapPointFromRoot(point) ?? CGPoint(x: CGFloat.nan, y: .nan)
    }

    /// Like ``convert(_:to:)->CGPoint``, but `nil` when the point has no image.
    public func convertChecked(_ point: CGPoint, to layer: Layer?) -> CGPoint? {
        guard let inRoot = mapPointToRoot(point) else { return nil }
        guard let layer else { return inRoot }
        return layer.mapPointFromRoot(inRoot)
    }

    /// Converts a rectangle from this layer's bounds space to `layer`'s: the bounding box of its
    /// image, with any part behind the eye clipped away. `CGRect.null` when nothing is visible.
    public func convert(_ rect: CGRect, to layer: Layer?) -> CGRect {
        var m = projectiveTransformToRoot()
        if let layer {
            guard let back = layer.projectiveTransformToRoot().inverse else { return .null }
            m = m.concatenating(back)
        }
        return m.mapRect(rect) ?? .null
    }

    /// Converts a rectangle from `layer`'s bounds space (`nil`: root space) into this layer's.
    public func convert(_ rect: CGRect, from layer: Layer?) -> CGRect {
        guard let back = projectiveTransformToRoot().inverse else { return .null }
        let m = (layer?.projectiveTransformToRoot() ?? .identity).concatenating(back)
        return m.mapRect(rect) ?? .null
    }
}
