import Foundation

// MARK: - Coordinate conversion

extension View {
    /// Converts a point from this view's bounds space to `view`'s (`nil`: the window's space, or
    /// the root's space for a view outside any window), through every transform and perspective.
    ///
    /// A point that lands behind the perspective eye (or cannot be mapped back into a view turned
    /// edge-on) has no image: the result is `CGPoint(x: .nan, y: .nan)`. Use
    /// ``convertChecked(_:to:)`` to get `nil` instead.
    ///
    /// ```swift
    /// let tapInWindow = card.convert(CGPoint(x: 10, y: 10), to: nil)
    /// ```
    public func convert(_ point: CGPoint, to view: View?) -> CGPoint {
        convertChecked(point, to: view) ?? CGPoint(x: CGFloat.nan, y: .nan)
    }

    /// Converts a point from `view`'s bounds space (`nil`: window space) into this view's.
    /// Non-finite when there is no image; see ``convert(_:to:)->CGPoint``.
    public func convert(_ point: CGPoint, from view: View?) -> CGPoint {
        convertChecked(point, from: view) ?? CGPoint(x: CGFloat.nan, y: .nan)
    }

    /// Like ``convert(_:to:)->CGPoint``, but `nil` when the point has no image.
    public func convertChecked(_ point: CGPoint, to view: View?) -> CGPoint? {
        let target = view?.layer ?? windowSpaceLayer
        return layer.convertChecked(point, to: target)
    }

    /// Like ``convert(_:from:)->CGPoint``, but `nil` when the point has no image.
    public func convertChecked(_ point: CGPoint, from view: View?) -> CGPoint? {
        guard let source = view?.layer ?? windowSpaceLayer else { return layer.mapPointFromRoot(point) }
        return source.convertChecked(point, to: layer)
    }

    /// Converts a rectangle from this view's bounds space to `view`'s (`nil`: window space): the
    /// bounding box of its image, with any part behind the eye clipped away; `CGRect.null` when
    /// nothing of it is in front of the eye.
    public func convert(_ rect: CGRect, to view: View?) -> CGRect {
        layer.convert(rect, to: view?.layer ?? windowSpaceLayer)
    }

    /// Converts a rectangle from `view`'s bounds space (`nil`: window space) into this view's.
    public func convert(_ rect: CGRect, from view: View?) -> CGRect {
        layer.convert(rect, from: view?.layer ?? windowSpaceLayer)
    }

    /// The layer whose bounds space is "window coordinates" for this view: the window's layer,
    /// or the root layer's superlayer space (`nil`) outside a window.
    private var windowSpaceLayer: Layer? {
        window?.layer
    }
}
