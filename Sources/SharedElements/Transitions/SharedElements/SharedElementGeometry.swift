import Foundation

/// How an element looks at one end of its flight, in the container's coordinates: its size,
/// the 3D transform that places its centre (translation, rotation, scale, perspective), its
/// opacity and its layer styles. Flights interpolate it with
/// ``interpolated(to:progress:)``: sizes and styles linearly, the transform by the CSS
/// Transforms decomposition rules.
///
/// ```swift
/// let mid = plan.pairs[0].from.interpolated(to: plan.pairs[0].to, progress: 0.5)
/// print(mid.frame)
/// ```
public struct SharedElementGeometry: Sendable, Equatable, Interpolatable {
    /// The bounds size, in points.
    public var size: CGSize
    /// Maps points relative to the element's centre into the container (translation = centre).
    public var transform: Transform3D
    /// Opacity, 0...1 (the product of the element's and its ancestors').
    public var alpha: CGFloat
    /// Points.
    public var cornerRadius: CGFloat
    /// Points.
    public var borderWidth: CGFloat

    /// Geometry of a view of `size` points under `transform` in the container, with its opacity, corner radius and border width.
    public init(size: CGSize, transform: Transform3D, alpha: CGFloat = 1, cornerRadius: CGFloat = 0, borderWidth: CGFloat = 0) {
        self.size = size
        self.transform = transform
        self.alpha = alpha
        self.cornerRadius = cornerRadius
        self.borderWidth = borderWidth
    }

    /// The bounding box of the element in container coordinates (`.null` when it is behind the
    /// perspective eye).
    public var frame: CGRect {
        let local = CGRect(x: -size.width / 2, y: -size.height / 2, width: size.width, height: size.height)
        return transform.mapRect(local) ?? .null
    }

    /// A side at progress `t`: `from + change × t`, except where an overshoot (a spring's, or a
    /// curve's that runs back) takes it below the smaller end `m`: there it eases towards zero,
    /// `m × e^((side − m) / m)`, with the same value and speed where it passes `m`. A photo
    /// shrinking into a thumbnail on a bouncy spring bounces smaller and back, never to a line
    /// or inside out (a size below zero).
    @inline(__always)
    package static func side(_ from: CGFloat, _ change: CGFloat, _ t: CGFloat) -> CGFloat {
        let side = from + change * t
        let m = min(from, from + change)
        guard side < m, m > 0 else { return side }
        return m * CGFloat(exp(Double((side - m) / m)))
    }

    /// The centre in container coordinates (for flat transforms).
    public var center: CGPoint { CGPoint(x: transform.m41 / transform.m44, y: transform.m42 / transform.m44) }

    /// The geometry at `progress` (0 here, 1 at `other`; beyond either end for curves and
    /// springs that overshoot): each value interpolated linearly, the transform through its
    /// decomposition, except that a side never overshoots to nothing: where an overshoot takes
    /// it below the smaller end `m`, it eases towards zero, `m × e^((side − m) / m)`, with the
    /// same value and speed where it passes `m`.
    public func interpolated(to other: SharedElementGeometry, progress: Double) -> SharedElementGeometry {
        let t = CGFloat(progress)
        return SharedElementGeometry(
            size: CGSize(width: Self.side(size.width, other.size.width - size.width, t),
                         height: Self.side(size.height, other.size.height - size.height, t)),
            transform: transform.interpolated(to: other.transform, progress: progress),
            alpha: alpha.interpolated(to: other.alpha, progress: progress),
            cornerRadius: max(0, cornerRadius.interpolated(to: other.cornerRadius, progress: progress)),
            borderWidth: max(0, borderWidth.interpolated(to: other.borderWidth, progress: progress)))
    }

    /// This geometry as seen from inside a view at `parent`: in `parent`'s bounds coordinates
    /// (origin at its top-left corner), with the opacity `parent` does not already apply. What a
    /// flyer inside another flyer at `parent` is given to appear here. `nil` when `parent`'s
    /// transform cannot be inverted.
    public func relative(to parent: SharedElementGeometry) -> SharedElementGeometry? {
        guard let inverse = parent.transform.inverse else { return nil }
        let toBounds = Transform3D(translationX: parent.size.width / 2, y: parent.size.height / 2)
        let t = transform.concatenating(inverse).concatenating(toBounds)
        guard t.isFinite else { return nil }
        var g = self
        g.transform = t
        g.alpha = parent.alpha > 0 && parent.alpha.isFinite ? min(alpha / parent.alpha, 1) : alpha
        return g
    }
}
