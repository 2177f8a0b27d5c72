import Foundation

/// A half-plane `a x + b y + c >= 1e-6` of a layer's own plane: the points that stay in front of
/// the eye at one flattening step of the chain up to the canvas.
package struct ClipPlane {
    package var a: CGFloat, b: CGFloat, c: CGFloat

    /// The planes of a layer, given its superlayer's planes and the map `local` into the
    /// superlayer's plane. Planes that hold everywhere are dropped; `nil` when nothing of the
    /// layer's plane can be in front of the eye.
    static func planes(local: ProjectiveTransform, parent: [ClipPlane]) -> [ClipPlane]? {
        var out: [ClipPlane] = []
        func add(_ p: ClipPlane) -> Bool {
            if p.a == 0 && p.b == 0 { return p.c > Transform3D.eyeEpsilon }
            out.append(p)
            return true
        }
        for p in parent {
            let q = ClipPlane(
                a: local.m11 * p.a + local.m12 * p.b + local.m13 * p.c,
                b: local.m21 * p.a + local.m22 * p.b + local.m23 * p.c,
                c: local.m31 * p.a + local.m32 * p.b + local.m33 * p.c)
            guard add(q) else { return nil }
        }
        guard add(ClipPlane(a: local.m13, b: local.m23, c: local.m33)) else { return nil }
        return out
    }

    /// Clips a polygon to every plane.
    package static func clip(_ polygon: [CGPoint], to planes: [ClipPlane]) -> [CGPoint] {
        var p = polygon
        for plane in planes where !p.isEmpty {
            p = Polygon.clip(p, keepingPositive: (plane.a, plane.b, plane.c - Transform3D.eyeEpsilon))
        }
        return p
    }
}
