import Foundation

/// The clip a flight keeps from where its views sit: a view inside a clipping ancestor (a rounded
/// card with `clipsToBounds`, a scroll view) is drawn cut by that ancestor's rounded bounds, so
/// its flyer starts cut the same way — the first frame is the screen at rest — and the clip
/// opens up to the container (or closes on the destination's ancestor) over the flight, as
/// Compose's `clipInOverlayDuringTransition` keeps a shared element inside its parent's clip.
package struct SharedElementClip: Equatable, Sendable {
    /// A clipping ancestor's bounds in the element's own bounds space, and its corner radius there.
    package struct Edge: Equatable, Sendable {
        package var rect: CGRect
        package var radius: CGFloat

        package init(rect: CGRect, radius: CGFloat) {
            self.rect = rect
            self.radius = radius
        }
    }

    /// The clips at each end (`nil`: that view is not clipped; the clip is the container there).
    package let source: Edge?
    package let destination: Edge?

    /// The clip of a pair, `nil` when neither view sits inside a clipping ancestor.
    @MainActor
    package init?(source: View, destination: View, container: View) {
        let a = Self.clippingAncestor(of: source, container: container)
        let b = Self.clippingAncestor(of: destination, container: container)
        guard a != nil || b != nil else { return nil }
        self.source = a
        self.destination = b
    }

    /// The nearest ancestor of `view` (below `container`) that clips and so cuts something of the
    /// screen: its bounds in `view`'s space, when it is axis-aligned with the view.
    @MainActor
    package static func clippingAncestor(of view: View, container: View) -> Edge? {
        var v = view.superview
        let containerInView = container.convert(container.bounds, to: view)
        while let ancestor = v, ancestor !== container {
            if ancestor.clipsToBounds, ancestor.bounds.width > 0, ancestor.bounds.height > 0 {
                let rect = ancestor.convert(ancestor.bounds, to: view)
                let k = rect.width / ancestor.bounds.width
                let aligned = abs(rect.height - ancestor.bounds.height * k) < 1e-6 * max(1, rect.height)
                // An ancestor covering the whole container clips nothing: look further out.
                if aligned, k.isFinite, k > 0, !rect.contains(containerInView) {
                    return Edge(rect: rect, radius: min(ancestor.layer.cornerRadius * k, min(rect.width, rect.height) / 2))
                }
            }
            v = ancestor.superview
        }
        return nil
    }

    /// The clip's rectangle (container points) and corner radius at progress `p`, the flyer being
    /// at `from` at 0 and at `to` at 1; an end without a clip is `bounds` (the container's).
    package func clip(at p: Double, from: SharedElementGeometry, to: SharedElementGeometry, bounds: CGRect) -> (rect: CGRect, radius: CGFloat) {
        func place(_ edge: Edge?, _ g: SharedElementGeometry) -> (CGRect, CGFloat) {
            guard let edge, let r = g.transform.mapRect(edge.rect.offsetBy(dx: -g.size.width / 2, dy: -g.size.height / 2)),
                  r.minX.isFinite, r.minY.isFinite, r.width.isFinite, r.height.isFinite else { return (bounds, 0) }
            let k = edge.rect.width > 0 ? r.width / edge.rect.width : 1
            return (r, edge.radius * k)
        }
        let (a, ra) = place(source, from), (b, rb) = place(destination, to)
        let t = CGFloat(p.isFinite ? min(max(p, 0), 1) : 1)
        func mix(_ x: CGFloat, _ y: CGFloat) -> CGFloat { x + (y - x) * t }
        return (CGRect(x: mix(a.minX, b.minX), y: mix(a.minY, b.minY), width: mix(a.width, b.width), height: mix(a.height, b.height)),
                mix(ra, rb))
    }
}
