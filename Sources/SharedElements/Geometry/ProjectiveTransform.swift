import Foundation

/// A 3x3 projective map of the plane in row-vector form: `[x y 1] * M = [X Y W]`, then divide by W.
///
/// This is what a ``Transform3D`` becomes when a layer is flattened into its superlayer's plane:
/// the z row and z column are dropped (Core Animation's rule for layers that are not transform
/// layers). Composing flattened maps is the same as flattening at every step.
public struct ProjectiveTransform: Sendable, Hashable {
    /// The first row.
    public var m11: CGFloat, m12: CGFloat, m13: CGFloat
    /// The second row.
    public var m21: CGFloat, m22: CGFloat, m23: CGFloat
    /// The third row.
    public var m31: CGFloat, m32: CGFloat, m33: CGFloat

    /// A matrix from its nine entries, row by row.
    public init(
        m11: CGFloat, m12: CGFloat, m13: CGFloat,
        m21: CGFloat, m22: CGFloat, m23: CGFloat,
        m31: CGFloat, m32: CGFloat, m33: CGFloat
    ) {
        self.m11 = m11; self.m12 = m12; self.m13 = m13
        self.m21 = m21; self.m22 = m22; self.m23 = m23
        self.m31 = m31; self.m32 = m32; self.m33 = m33
    }

    /// The identity map.
    public static let identity = ProjectiveTransform(m11: 1, m12: 0, m13: 0, m21: 0, m22: 1, m23: 0, m31: 0, m32: 0, m33: 1)

    /// The flattened form of a 4x4 transform: rows x, y, w and columns X, Y, W.
    public init(flattening t: Transform3D) {
        self.init(
            m11: t.m11, m12: t.m12, m13: t.m14,
            m21: t.m21, m22: t.m22, m23: t.m24,
            m31: t.m41, m32: t.m42, m33: t.m44)
    }

    /// A scale then translation: `p * s + t`.
    public init(scale s: CGFloat, translation t: CGPoint = .zero) {
        self.init(m11: s, m12: 0, m13: 0, m21: 0, m22: s, m23: 0, m31: t.x, m32: t.y, m33: 1)
    }

    /// `self * o`: `self` applies first.
    @inlinable
    public func concatenating(_ o: ProjectiveTransform) -> ProjectiveTransform {
        ProjectiveTransform(
            m11: m11 * o.m11 + m12 * o.m21 + m13 * o.m31,
            m12: m11 * o.m12 + m12 * o.m22 + m13 * o.m32,
            m13: m11 * o.m13 + m12 * o.m23 + m13 * o.m33,
            m21: m21 * o.m11 + m22 * o.m21 + m23 * o.m31,
            m22: m21 * o.m12 + m22 * o.m22 + m23 * o.m32,
            m23: m21 * o.m13 + m22 * o.m23 + m23 * o.m33,
            m31: m31 * o.m11 + m32 * o.m21 + m33 * o.m31,
            m32: m31 * o.m12 + m32 * o.m22 + m33 * o.m32,
            m33: m31 * o.m13 + m32 * o.m23 + m33 * o.m33)
    }

    /// Whether the map has no perspective part (W is constant).
    public var isAffine: Bool { m13 == 0 && m23 == 0 && m33 != 0 }

    /// Whether every entry is finite.
    public var isFinite: Bool {
        m11.isFinite && m12.isFinite && m13.isFinite && m21.isFinite && m22.isFinite
            && m23.isFinite && m31.isFinite && m32.isFinite && m33.isFinite
    }

    /// The determinant.
    public var determinant: CGFloat {
        m11 * (m22 * m33 - m23 * m32) - m12 * (m21 * m33 - m23 * m31) + m13 * (m21 * m32 - m22 * m31)
    }

    /// The inverse, or `nil` when singular or not finite.
    public var inverse: ProjectiveTransform? {
        let det = determinant
        guard det != 0, det.isFinite, isFinite else { return nil }
        let i = 1 / det
        let r = ProjectiveTransform(
            m11: (m22 * m33 - m23 * m32) * i, m12: (m13 * m32 - m12 * m33) * i, m13: (m12 * m23 - m13 * m22) * i,
            m21: (m23 * m31 - m21 * m33) * i, m22: (m11 * m33 - m13 * m31) * i, m23: (m13 * m21 - m11 * m23) * i,
            m31: (m21 * m32 - m22 * m31) * i, m32: (m12 * m31 - m11 * m32) * i, m33: (m11 * m22 - m12 * m21) * i)
        return r.isFinite ? r : nil
    }

    /// The homogeneous image `(X, Y, W)` of a point, before the divide.
    @inline(__always)
    public func homogeneous(_ p: CGPoint) -> (x: CGFloat, y: CGFloat, w: CGFloat) {
        (p.x * m11 + p.y * m21 + m31, p.x * m12 + p.y * m22 + m32, p.x * m13 + p.y * m23 + m33)
    }

    /// The image of a point, or `nil` when it lands behind the eye (`w <= 1e-6`).
    public func map(_ p: CGPoint) -> CGPoint? {
        let h = homogeneous(p)
        guard h.w > Transform3D.eyeEpsilon else { return nil }
        let r = CGPoint(x: h.x / h.w, y: h.y / h.w)
        return r.x.isFinite && r.y.isFinite ? r : nil
    }

    /// The bounding box of the image of a rectangle, clipping away what is behind the eye.
    public func mapRect(_ r: CGRect) -> CGRect? {
        mapRect(r, clampedTo: .infinity)
    }

    /// The bounding box of the image of a rectangle, clipping away what is behind the eye, with
    /// its edges clamped to `-limit ... limit`; `nil` as ``mapRect(_:)``.
    ///
    /// A `CGRect` keeps an origin and a size, so a box reaching far past the area that matters
    /// loses its near edges to rounding (from -1e18 to 4 reads back a `maxX` of 0): clamped
    /// first, to a limit well past that area, its edges there stay exact.
    package func mapRect(_ r: CGRect, clampedTo limit: CGFloat) -> CGRect? {
        guard r.origin.x.isFinite, r.origin.y.isFinite, r.width.isFinite, r.height.isFinite else { return nil }
        let s = r.standardized
        let quad = [CGPoint(x: s.minX, y: s.minY), CGPoint(x: s.maxX, y: s.minY),
                    CGPoint(x: s.maxX, y: s.maxY), CGPoint(x: s.minX, y: s.maxY)]
        let visible = Polygon.clip(quad, keepingPositive: (m13, m23, m33 - Transform3D.eyeEpsilon))
        var minX = CGFloat.infinity, minY = CGFloat.infinity, maxX = -CGFloat.infinity, maxY = -CGFloat.infinity
        for p in visible {
            let h = homogeneous(p)
            let w = max(h.w, Transform3D.eyeEpsilon)
            let x = h.x / w, y = h.y / w
            guard x.isFinite, y.isFinite else { continue }
            minX = min(minX, x); maxX = max(maxX, x); minY = min(minY, y); maxY = max(maxY, y)
        }
        guard minX <= maxX, minY <= maxY else { return nil }
        // A box wholly past the limit on one side becomes a line along it.
        minX = min(max(minX, -limit), limit); maxX = max(min(maxX, limit), -limit)
        minY = min(max(minY, -limit), limit); maxY = max(min(maxY, limit), -limit)
        return CGRect(x: minX, y: minY, width: maxX - minX, height: maxY - minY)
    }
}

/// Polygon helpers shared by geometry and rendering.
public enum Polygon {
    /// Clips a polygon to the half-plane `a*x + b*y + c >= 0` (Sutherland–Hodgman).
    public static func clip(_ points: [CGPoint], keepingPositive plane: (a: CGFloat, b: CGFloat, c: CGFloat)) -> [CGPoint] {
        guard !points.isEmpty else { return [] }
        func value(_ p: CGPoint) -> CGFloat { plane.a * p.x + plane.b * p.y + plane.c }
        var out: [CGPoint] = []
        out.reserveCapacity(points.count + 2)
        var prev = points[points.count - 1]
        var prevValue = value(prev)
        for p in points {
            let v = value(p)
            if v >= 0 {
                if prevValue < 0 { out.append(intersect(prev, prevValue, p, v)) }
                out.append(p)
            } else if prevValue >= 0 {
                out.append(intersect(prev, prevValue, p, v))
            }
            prev = p
            prevValue = v
        }
        return out
    }

    @inline(__always)
    private static func intersect(_ a: CGPoint, _ va: CGFloat, _ b: CGPoint, _ vb: CGFloat) -> CGPoint {
        let t = va / (va - vb)
        return CGPoint(x: a.x + (b.x - a.x) * t, y: a.y + (b.y - a.y) * t)
    }
}
