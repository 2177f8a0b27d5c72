import Foundation

/// A ``TransformTrack`` between two flat transforms (2D affine, not mirrored: what most views
/// carry), in 17 numbers.
///
/// The decomposition of a flat matrix rotates about z only, with unit z scale, no XZ or YZ
/// skew, no perspective and no z translation; the track does the general path's arithmetic with
/// those zero terms left out. The quaternion's x and y, which the general decomposition leaves
/// at rounding noise (about 1e-8) for a flat matrix, are taken as exactly zero, so every
/// in-between of two flat ends is exactly flat.
package struct PlanarTransformTrack: Sendable {
    @usableFromInline let tx: Double, ty: Double, dtx: Double, dty: Double
    @usableFromInline let sx: Double, sy: Double, dsx: Double, dsy: Double
    @usableFromInline let skew: Double, dskew: Double
    /// The quaternions' z and w at the start and the end.
    @usableFromInline let za: Double, wa: Double, zb: Double, wb: Double
    @usableFromInline let theta: Double, product: Double, inverseSine: Double
    @usableFromInline let sameRotation: Bool

    /// The track between two matrices and their decompositions, or `nil` unless both are flat.
    package init?(from matrixA: Transform3D, to matrixB: Transform3D, decomposed a: DecomposedTransform3D,
          _ b: DecomposedTransform3D) {
        guard Self.isFlat(matrixA), Self.isFlat(matrixB) else { return nil }
        tx = a.translation.x; ty = a.translation.y
        dtx = b.translation.x - a.translation.x; dty = b.translation.y - a.translation.y
        sx = a.scale.x; sy = a.scale.y
        dsx = b.scale.x - a.scale.x; dsy = b.scale.y - a.scale.y
        skew = a.skew.x; dskew = b.skew.x - a.skew.x
        za = a.quaternion.z; wa = a.quaternion.w; zb = b.quaternion.z; wb = b.quaternion.w
        let p = min(max(za * zb + wa * wb, -1), 1)
        product = p
        sameRotation = abs(p) == 1
        theta = sameRotation ? 0 : acos(p)
        inverseSine = sameRotation ? 0 : 1 / (1 - p * p).squareRoot()
    }

    /// The track that stays at the identity.
    package static let identity = PlanarTransformTrack(from: .identity, to: .identity, decomposed: .identity, .identity)!

    /// Whether `m` is a 2D affine map that keeps orientation: nothing in the z row and column
    /// but a 1 on the diagonal, no perspective, and a positive 2×2 determinant, each to within
    /// 1e-12 (so a rotation about z built from an axis and an angle, whose m33 can be off by
    /// one unit in the last place, counts).
    package static func isFlat(_ m: Transform3D) -> Bool {
        let e: CGFloat = 1e-12
        let zeros = abs(m.m13) <= e && abs(m.m14) <= e && abs(m.m23) <= e && abs(m.m24) <= e && abs(m.m31) <= e
            && abs(m.m32) <= e && abs(m.m34) <= e && abs(m.m43) <= e
        return zeros && abs(m.m33 - 1) <= e && abs(m.m44 - 1) <= e && m.m11 * m.m22 - m.m12 * m.m21 > 0
    }

    /// The transform at progress `t` (any real number).
    @inline(__always)
    @inlinable
    package func value(at t: Double) -> Transform3D {
        let x = tx + dtx * t, y = ty + dty * t
        let scaleX = sx + dsx * t, scaleY = sy + dsy * t
        let k = skew + dskew * t
        var z = za, w = wa
        if !sameRotation {
            let (sine, cosine) = Trigonometry.sinCos(t * theta)
            let s = sine * inverseSine
            let c = cosine - product * s
            z = za * c + zb * s
            w = wa * c + wb * s
        }
        // The rotation rows' x and y with the quaternion's x and y zero.
        let zz = 2 * (z * z), zw = 2 * (z * w)
        let r0x = 1 - zz, r0y = zw
        let r1x = -zw, r1y = 1 - zz
        return Transform3D(
            m11: CGFloat(r0x * scaleX), m12: CGFloat(r0y * scaleX), m13: 0, m14: 0,
            m21: CGFloat((r0x * k + r1x) * scaleY), m22: CGFloat((r0y * k + r1y) * scaleY), m23: 0, m24: 0,
            m31: 0, m32: 0, m33: 1, m34: 0,
            m41: CGFloat(x), m42: CGFloat(y), m43: 0, m44: 1)
    }
}
