import Foundation

/// The clip a flight keeps from where its views sit: a view inside a clipping ancestor (a rounded
/// card with `clipsToBounds`, a scroll view) is drawn cut by that ancestor's rounded bounds, so
/// its flyer starts cut the same way — the first frame is the screen at rest — and the clip
/// opens up to the container (or closes on the destination's ancestor) over the flight, as
/// Compose's `clipInOverlayDuringTransition` keeps a shared element inside its parent's clip.
package struct SharedElementClip: Equatable, Sendable {
    /// A clipping ancestor as it cuts the element: its bounds (`rect`, with its corner radius
    /// `radius`) in the element's own bounds space when the two are axis-aligned, and in any case
    /// its own bounds, corner radius and rounded corners with the map from its bounds space into
    /// the element's, so a flyer can reproduce a clip that is turned, skewed or in perspective.
    package struct Edge: Equatable, Sendable {
        package var rect: CGRect
        package var radius: CGFloat
        /// The ancestor's bounds in its own space (a scroll view's origin is its content offset).
        package var bounds: CGRect
        /// The ancestor's corner radius in its own space (at most half its shorter side).
        package var ownRadius: CGFloat
        /// The corners the ancestor rounds (its layer's `maskedCorners`).
        package var corners: CornerMask
        /// Maps the ancestor's bounds space into the element's.
        package var toElement: ProjectiveTransform
        /// Whether the ancestor's bounds are `rect` in the element's space, up to a uniform
        /// scale and a translation (then the axis-aligned `rect` and `radius` describe the clip).
        package var isAligned: Bool

        /// An axis-aligned clip: `rect` (the element's space) rounded by `radius` on all corners.
        package init(rect: CGRect, radius: CGFloat) {
            self.init(rect: rect, radius: radius, bounds: rect, ownRadius: radius, corners: .all, toElement: .identity, isAligned: true)
        }

        /// Where this clip and `other` (both axis-aligned in the element's space) cut together:
        /// the one inside the other when it is, else the rectangle they share, square; an empty
        /// rectangle when they share nothing.
        package func intersected(with other: Edge) -> Edge {
            let r = rect.intersection(other.rect)
            guard !r.isNull, r.width > 0, r.height > 0 else {
                return Edge(rect: CGRect(x: rect.minX, y: rect.minY, width: 0, height: 0), radius: 0)
            }
            if r == rect { return self }
            if r == other.rect { return other }
            return Edge(rect: r, radius: 0)
        }

        /// A clip with every field given.
        package init(rect: CGRect, radius: CGFloat, bounds: CGRect, ownRadius: CGFloat, corners: CornerMask,
                     toElement: ProjectiveTransform, isAligned: Bool) {
            self.rect = rect
            self.radius = radius
            self.bounds = bounds
            self.ownRadius = ownRadius
            self.corners = corners
            self.toElement = toElement
            self.isAligned = isAligned
        }
    }

    /// The clips at each end (`nil`: that view is not clipped; the clip is the container there).
    package let source: Edge?
    package let destination: Edge?
    /// The rectangles the clipping ancestors further out leave at each end, axis-aligned (see
    /// ``clippingAncestors(of:container:)``); `nil` where there is none.
    package let outerSource: Edge?
    package let outerDestination: Edge?

    /// The clip further out as an axis-aligned clip of its own, applied around this one;
    /// `nil` when no end has one.
    package var outer: SharedElementClip? {
        outerSource == nil && outerDestination == nil ? nil : SharedElementClip(source: outerSource, destination: outerDestination)
    }

    /// A clip of the given ends, with no clip further out.
    package init(source: Edge?, destination: Edge?) {
        self.source = source
        self.destination = destination
        outerSource = nil
        outerDestination = nil
    }

    /// The clip of a pair, `nil` when neither view sits inside a clipping ancestor.
    @MainActor
    package init?(source: View, destination: View, container: View) {
        let a = Self.clippingAncestors(of: source, container: container)
        let b = Self.clippingAncestors(of: destination, container: container)
        guard a.inner != nil || b.inner != nil else { return nil }
        self.source = a.inner
        self.destination = b.inner
        outerSource = a.outer
        outerDestination = b.outer
    }

    /// How the ancestors of `view` (below `container`) that clip, and so cut something of the
    /// screen, cut `view`: the nearest one (`inner`, as drawn, turned or not), and the
    /// rectangle every one further out leaves (`outer`, while they are all axis-aligned with
    /// `view`: a photo in a rounded card in a scroll view is cut by both). A clipping ancestor
    /// of zero width or height hides `view` at rest: the clip is then an empty rectangle where
    /// that ancestor sits, so the flyer starts hidden.
    @MainActor
    package static func clippingAncestors(of view: View, container: View) -> (inner: Edge?, outer: Edge?) {
        var v = view.superview
        let containerInView = container.convert(container.bounds, to: view)
        var inner: Edge?, outer: Edge?
        while let ancestor = v, ancestor !== container {
            if ancestor.clipsToBounds {
                let b = ancestor.bounds
                if !(b.width > 0 && b.height > 0) {
                    let at = ancestor.convert(CGPoint(x: b.minX, y: b.minY), to: view)
                    let origin = at.x.isFinite && at.y.isFinite ? at : .zero
                    return (Edge(rect: CGRect(origin: origin, size: .zero), radius: 0), nil)
                }
                let rect = ancestor.convert(b, to: view)
                let k = rect.width / b.width
                let aligned = abs(rect.height - b.height * k) < 1e-6 * max(1, rect.height) && k.isFinite && k > 0
                // An ancestor covering the whole container clips nothing: look further out.
                let covers = aligned ? rect.contains(containerInView)
                    : b.contains(container.convert(container.bounds, to: ancestor))
                if !covers, let edge = edge(ancestor, of: view, rect: rect, k: aligned ? k : nil) {
                    if let first = inner {
                        // Further out: kept while every clip so far is axis-aligned with the view.
                        guard first.isAligned, edge.isAligned, outer?.isAligned ?? true else { break }
                        if let o = outer { outer = o.intersected(with: edge) } else { outer = edge }
                        // One that leaves all of the inner clip cuts nothing the inner one does not.
                        if let o = outer, o.rect.contains(first.rect), o.radius == 0 { outer = nil }
                    } else {
                        inner = edge
                    }
                }
            }
            v = ancestor.superview
        }
        return (inner, outer)
    }

    /// `ancestor` as it cuts `view`, whose space shows its bounds as `rect`, scaled by `k` when
    /// the two are axis-aligned.
    @MainActor
    private static func edge(_ ancestor: View, of view: View, rect: CGRect, k: CGFloat?) -> Edge? {
        guard let back = view.layer.projectiveTransformToRoot().inverse else { return nil }
        let map = ancestor.layer.projectiveTransformToRoot().concatenating(back)
        guard map.isFinite, abs(map.determinant) > 1e-12 else { return nil }
        let bounds = ancestor.bounds, own = ancestor.layer.cornerRadius
        let ownRadius = own.isFinite ? min(max(own, 0), min(bounds.width, bounds.height) / 2) : 0
        let radius = k.map { min(own * $0, min(rect.width, rect.height) / 2) } ?? ownRadius
        return Edge(rect: rect, radius: radius, bounds: bounds, ownRadius: ownRadius, corners: ancestor.layer.maskedCorners,
                    toElement: map, isAligned: k != nil)
    }

    /// The clip's rectangle (container points) and corner radius at progress `p`, the flyer being
    /// at `from` at 0 and at `to` at 1; an end without a clip is `bounds` (the container's).
    package func clip(at p: Double, from: SharedElementGeometry, to: SharedElementGeometry, bounds: CGRect) -> (rect: CGRect, radius: CGFloat) {
        let (a, ra) = place(source, from, bounds: bounds), (b, rb) = place(destination, to, bounds: bounds)
        let t = CGFloat(p.isFinite ? min(max(p, 0), 1) : 1)
        func mix(_ x: CGFloat, _ y: CGFloat) -> CGFloat { x + (y - x) * t }
        return (CGRect(x: mix(a.minX, b.minX), y: mix(a.minY, b.minY), width: mix(a.width, b.width), height: mix(a.height, b.height)),
                mix(ra, rb))
    }

    /// `edge`'s rectangle in the container and its corner radius there, for an element at `g`;
    /// `bounds` without an edge.
    private func place(_ edge: Edge?, _ g: SharedElementGeometry, bounds: CGRect) -> (CGRect, CGFloat) {
        guard let edge, let r = g.transform.mapRect(edge.rect.offsetBy(dx: -g.size.width / 2, dy: -g.size.height / 2)),
              r.minX.isFinite, r.minY.isFinite, r.width.isFinite, r.height.isFinite else { return (bounds, 0) }
        let k = edge.rect.width > 0 ? r.width / edge.rect.width : 1
        return (r, edge.radius * k)
    }

    /// The clip at progress `p` as a rounded rectangle placed by a transform (in the geometry's
    /// size, transform and corner radius, with the corners it rounds), when either end is not an
    /// axis-aligned rectangle in the container: an ancestor turned, skewed or in perspective, or
    /// rounding only some corners. `nil` when both ends are axis-aligned (``clip(at:from:to:bounds:)``).
    /// An end without a clip is the container's `bounds`; the two ends interpolate as geometries do.
    package func transformedClip(at p: Double, from: SharedElementGeometry, to: SharedElementGeometry,
                                 bounds: CGRect) -> (shape: SharedElementGeometry, corners: CornerMask)? {
        let a = Self.shape(source, from), b = Self.shape(destination, to)
        guard a != nil || b != nil else { return nil }
        func rect(_ edge: Edge?, _ g: SharedElementGeometry) -> SharedElementGeometry {
            let (r, radius) = place(edge, g, bounds: bounds)
            return SharedElementGeometry(size: r.size, transform: Transform3D(translationX: r.midX, y: r.midY), cornerRadius: radius)
        }
        let start = a ?? rect(source, from), end = b ?? rect(destination, to)
        let t = p.isFinite ? min(max(p, 0), 1) : 1
        // Corners cannot blend: they switch half way (an end without a clip rounds nothing).
        let corners = t < 0.5 ? source?.corners ?? destination?.corners ?? .all : destination?.corners ?? source?.corners ?? .all
        return (start.interpolated(to: end, progress: t), corners)
    }

    /// Whether the clip is not an axis-aligned rectangle in the container at either end, for a
    /// flight from `from` to `to` (then ``transformedClip(at:from:to:bounds:)`` places it).
    package func isTurned(from: SharedElementGeometry, to: SharedElementGeometry) -> Bool {
        Self.shape(source, from) != nil || Self.shape(destination, to) != nil
    }

    /// `edge`'s ancestor in the container for an element at `g` (its bounds' centre, size,
    /// corner radius and transform), or `nil` when the axis-aligned rectangle of
    /// ``clip(at:from:to:bounds:)`` draws it exactly (or there is no edge).
    static func shape(_ edge: Edge?, _ g: SharedElementGeometry) -> SharedElementGeometry? {
        guard let edge else { return nil }
        let m = g.transform
        if edge.isAligned, edge.corners == .all, m.m12 == 0, m.m21 == 0, m.m14 == 0, m.m24 == 0 { return nil }
        let b = edge.bounds
        let centred = ProjectiveTransform(scale: 1, translation: CGPoint(x: b.midX, y: b.midY))
            .concatenating(edge.toElement)
            .concatenating(ProjectiveTransform(scale: 1, translation: CGPoint(x: -g.size.width / 2, y: -g.size.height / 2)))
            .concatenating(ProjectiveTransform(flattening: m))
        guard centred.isFinite else { return nil }
        let c = centred
        let transform = Transform3D(
            m11: c.m11, m12: c.m12, m13: 0, m14: c.m13, m21: c.m21, m22: c.m22, m23: 0, m24: c.m23,
            m31: 0, m32: 0, m33: 1, m34: 0, m41: c.m31, m42: c.m32, m43: 0, m44: c.m33)
        return SharedElementGeometry(size: b.size, transform: transform, cornerRadius: edge.ownRadius)
    }
}
