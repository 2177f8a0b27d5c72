import Foundation

/// A 4x4 homogeneous transform with Core Animation's `CATransform3D` layout and conventions.
///
/// Points are row vectors: a point maps as `[x y z 1] * M`. Translation lives in `m41 m42 m43`
/// and perspective in `m34` (for example `-1 / 500` for an eye 500 points in front of the plane).
/// `a.concatenating(b)` is `a * b`: `a` applies first, exactly like `CATransform3DConcat(a, b)`.
///
/// ```swift
/// var t = Transform3D.perspective(distance: 500)
/// t = Transform3D(rotationAngle: .pi / 4, x: 0, y: 1, z: 0).concatenating(t)
/// layer.transform = t
/// ```
public struct Transform3D: Sendable, Hashable {
    /// The first row: the x axis's image (with `m14` the perspective from x).
    public var m11: CGFloat, m12: CGFloat, m13: CGFloat, m14: CGFloat
    /// The second row: the y axis's image (with `m24` the perspective from y).
    public var m21: CGFloat, m22: CGFloat, m23: CGFloat, m24: CGFloat
    /// The third row: the z axis's image (with `m34` the perspective from z, `-1 / distance` for a view from in front).
    public var m31: CGFloat, m32: CGFloat, m33: CGFloat, m34: CGFloat
    /// The fourth row: the translation (`m41`, `m42`, `m43`) and the homogeneous scale `m44`.
    public var m41: CGFloat, m42: CGFloat, m43: CGFloat, m44: CGFloat

    /// Creates a transform from its sixteen entries, row by row.
    public init(
        m11: CGFloat, m12: CGFloat, m13: CGFloat, m14: CGFloat,
        m21: CGFloat, m22: CGFloat, m23: CGFloat, m24: CGFloat,
        m31: CGFloat, m32: CGFloat, m33: CGFloat, m34: CGFloat,
        m41: CGFloat, m42: CGFloat, m43: CGFloat, m44: CGFloat
    ) {
        self.m11 = m11; self.m12 = m12; self.m13 = m13; self.m14 = m14
        self.m21 = m21; self.m22 = m22; self.m23 = m23; self.m24 = m24
        self.m31 = m31; self.m32 = m32; self.m33 = m33; self.m34 = m34
        self.m41 = m41; self.m42 = m42; self.m43 = m43; self.m44 = m44
    }

    /// Creates a transform from sixteen entries in `m11 m12 … m44` order; `nil` for any other count.
    public init?(_ entries: [CGFloat]) {
        guard entries.count == 16 else { return nil }
        let e = entries
        self.init(
            m11: e[0], m12: e[1], m13: e[2], m14: e[3],
            m21: e[4], m22: e[5], m23: e[6], m24: e[7],
            m31: e[8], m32: e[9], m33: e[10], m34: e[11],
            m41: e[12], m42: e[13], m43: e[14], m44: e[15])
    }

    /// The identity transform.
    public static let identity = Transform3D(
        m11: 1, m12: 0, m13: 0, m14: 0,
        m21: 0, m22: 1, m23: 0, m24: 0,
        m31: 0, m32: 0, m33: 1, m34: 0,
        m41: 0, m42: 0, m43: 0, m44: 1)

    /// The sixteen entries in `m11 m12 … m44` order.
    public var entries: [CGFloat] {
        [m11, m12, m13, m14, m21, m22, m23, m24, m31, m32, m33, m34, m41, m42, m43, m44]
    }

    /// Entry at `row` and `column`, both 0-based (`self[3, 2]` is `m43`).
    public subscript(row: Int, column: Int) -> CGFloat {
        get {
            switch (row, column) {
            case (0, 0): m11
            case (0, 1): m12
            case (0, 2): m13
            case (0, 3): m14
            case (1, 0): m21
            case (1, 1): m22
            case (1, 2): m23
            case (1, 3): m24
            case (2, 0): m31
            case (2, 1): m32
            case (2, 2): m33
            case (2, 3): m34
            case (3, 0): m41
            case (3, 1): m42
            case (3, 2): m43
            case (3, 3): m44
            default: preconditionFailure("Transform3D index (\(row), \(column)) out of range")
            }
        }
        set {
            switch (row, column) {
            case (0, 0): m11 = newValue
            case (0, 1): m12 = newValue
            case (0, 2): m13 = newValue
            case (0, 3): m14 = newValue
            case (1, 0): m21 = newValue
            case (1, 1): m22 = newValue
            case (1, 2): m23 = newValue
            case (1, 3): m24 = newValue
            case (2, 0): m31 = newValue
            case (2, 1): m32 = newValue
            case (2, 2): m33 = newValue
            case (2, 3): m34 = newValue
            case (3, 0): m41 = newValue
            case (3, 1): m42 = newValue
            case (3, 2): m43 = newValue
            case (3, 3): m44 = newValue
            default: preconditionFailure("Transform3D index (\(row), \(column)) out of range")
            }
        }
    }
}

// MARK: - Builders

extension Transform3D {
    // Entry builders (translation, scale, the sixteen entries) keep what they are given, as
    // Core Animation does: a NaN or infinite argument gives a transform whose `isFinite` is
    // false, which `decompose()` refuses with `.notFinite` and the compositor draws nothing for.

    /// A translation by `tx`, `ty`, `tz` points (`CATransform3DMakeTranslation`). Non-finite
    /// arguments are kept (``isFinite`` is then false; a layer with it draws nothing).
    public init(translationX tx: CGFloat, y ty: CGFloat, z tz: CGFloat = 0) {
        self = .identity
        m41 = tx; m42 = ty; m43 = tz
    }

    /// A scale by `sx`, `sy`, `sz` (`CATransform3DMakeScale`). Non-finite arguments are kept
    /// (``isFinite`` is then false; a layer with it draws nothing).
    public init(scaleX sx: CGFloat, y sy: CGFloat, z sz: CGFloat = 1) {
        self = .identity
        m11 = sx; m22 = sy; m33 = sz
    }

    /// A rotation by `angle` radians about the axis `(x, y, z)` (`CATransform3DMakeRotation`).
    ///
    /// About z, a positive angle turns +x toward +y: clockwise on UIKit's y-down screen. A zero
    /// axis, or a non-finite one, gives the identity, as Core Animation does; so does a NaN or
    /// infinite `angle`.
    public init(rotationAngle angle: CGFloat, x: CGFloat, y: CGFloat, z: CGFloat) {
        let length = (x * x + y * y + z * z).squareRoot()
        guard length > 0, length.isFinite, angle.isFinite else {
            self = .identity
            return
        }
        let (ux, uy, uz) = (x / length, y / length, z / length)
        let c = cos(angle), s = sin(angle), t = 1 - c
        self.init(
            m11: t * ux * ux + c, m12: t * ux * uy + s * uz, m13: t * ux * uz - s * uy, m14: 0,
            m21: t * ux * uy - s * uz, m22: t * uy * uy + c, m23: t * uy * uz + s * ux, m24: 0,
            m31: t * ux * uz + s * uy, m32: t * uy * uz - s * ux, m33: t * uz * uz + c, m34: 0,
            m41: 0, m42: 0, m43: 0, m44: 1)
    }

    /// A perspective projection for an eye `distance` points in front of the z = 0 plane:
    /// the identity with `m34 = -1 / distance`. A non-positive or infinite distance gives the identity.
    ///
    /// ```swift
    /// containerView.layer.sublayerTransform = .perspective(distance: 500)
    /// ```
    public static func perspective(distance: CGFloat) -> Transform3D {
        var t = Transform3D.identity
        if distance > 0, distance.isFinite { t.m34 = -1 / distance }
        return t
    }

    /// `self` followed by a translation (`CATransform3DTranslate`: the translation applies first).
    public func translatedBy(x tx: CGFloat, y ty: CGFloat, z tz: CGFloat = 0) -> Transform3D {
        Transform3D(translationX: tx, y: ty, z: tz).concatenating(self)
    }

    /// `self` with a scale applied first (`CATransform3DScale`).
    public func scaledBy(x sx: CGFloat, y sy: CGFloat, z sz: CGFloat = 1) -> Transform3D {
        Transform3D(scaleX: sx, y: sy, z: sz).concatenating(self)
    }

    /// `self` with a rotation applied first (`CATransform3DRotate`).
    public func rotated(by angle: CGFloat, x: CGFloat, y: CGFloat, z: CGFloat) -> Transform3D {
        Transform3D(rotationAngle: angle, x: x, y: y, z: z).concatenating(self)
    }
}

// MARK: - Algebra

extension Transform3D {
    /// `self * other`: `self` applies first, then `other` (`CATransform3DConcat(self, other)`).
    public func concatenating(_ o: Transform3D) -> Transform3D {
        let a = self
        return Transform3D(
            m11: a.m11 * o.m11 + a.m12 * o.m21 + a.m13 * o.m31 + a.m14 * o.m41,
            m12: a.m11 * o.m12 + a.m12 * o.m22 + a.m13 * o.m32 + a.m14 * o.m42,
            m13: a.m11 * o.m13 + a.m12 * o.m23 + a.m13 * o.m33 + a.m14 * o.m43,
            m14: a.m11 * o.m14 + a.m12 * o.m24 + a.m13 * o.m34 + a.m14 * o.m44,
            m21: a.m21 * o.m11 + a.m22 * o.m21 + a.m23 * o.m31 + a.m24 * o.m41,
            m22: a.m21 * o.m12 + a.m22 * o.m22 + a.m23 * o.m32 + a.m24 * o.m42,
            m23: a.m21 * o.m13 + a.m22 * o.m23 + a.m23 * o.m33 + a.m24 * o.m43,
            m24: a.m21 * o.m14 + a.m22 * o.m24 + a.m23 * o.m34 + a.m24 * o.m44,
            m31: a.m31 * o.m11 + a.m32 * o.m21 + a.m33 * o.m31 + a.m34 * o.m41,
            m32: a.m31 * o.m12 + a.m32 * o.m22 + a.m33 * o.m32 + a.m34 * o.m42,
            m33: a.m31 * o.m13 + a.m32 * o.m23 + a.m33 * o.m33 + a.m34 * o.m43,
            m34: a.m31 * o.m14 + a.m32 * o.m24 + a.m33 * o.m34 + a.m34 * o.m44,
            m41: a.m41 * o.m11 + a.m42 * o.m21 + a.m43 * o.m31 + a.m44 * o.m41,
            m42: a.m41 * o.m12 + a.m42 * o.m22 + a.m43 * o.m32 + a.m44 * o.m42,
            m43: a.m41 * o.m13 + a.m42 * o.m23 + a.m43 * o.m33 + a.m44 * o.m43,
            m44: a.m41 * o.m14 + a.m42 * o.m24 + a.m43 * o.m34 + a.m44 * o.m44)
    }

    /// Whether this is exactly the identity (`CATransform3DIsIdentity`). Entry by entry with an
    /// early exit (checked per layer and per frame; the same answer as `== .identity`).
    @inlinable
    public var isIdentity: Bool {
        m11 == 1 && m22 == 1 && m41 == 0 && m42 == 0 && m12 == 0 && m21 == 0 && m33 == 1 && m44 == 1
            && m13 == 0 && m14 == 0 && m23 == 0 && m24 == 0 && m31 == 0 && m32 == 0 && m34 == 0 && m43 == 0
    }

    /// Whether the transform only acts in the x-y plane as a 2D affine map
    /// (`CATransform3DIsAffine`): no z mixing and no perspective.
    public var isAffine: Bool {
        m13 == 0 && m14 == 0 && m23 == 0 && m24 == 0
            && m31 == 0 && m32 == 0 && m33 == 1 && m34 == 0
            && m43 == 0 && m44 == 1
    }

    /// Whether it moves points in the x-y plane without turning, scaling or perspective (a 2D
    /// translation, possibly by zero).
    package var isTranslation: Bool { isAffine && m11 == 1 && m22 == 1 && m12 == 0 && m21 == 0 }

    /// Whether every entry is finite.
    public var isFinite: Bool {
        m11.isFinite && m12.isFinite && m13.isFinite && m14.isFinite
            && m21.isFinite && m22.isFinite && m23.isFinite && m24.isFinite
            && m31.isFinite && m32.isFinite && m33.isFinite && m34.isFinite
            && m41.isFinite && m42.isFinite && m43.isFinite && m44.isFinite
    }

    /// The determinant.
    public var determinant: CGFloat {
        let s0 = m11 * m22 - m21 * m12, s1 = m11 * m23 - m21 * m13, s2 = m11 * m24 - m21 * m14
        let s3 = m12 * m23 - m22 * m13, s4 = m12 * m24 - m22 * m14, s5 = m13 * m24 - m23 * m14
        let c5 = m33 * m44 - m43 * m34, c4 = m32 * m44 - m42 * m34, c3 = m32 * m43 - m42 * m33
        let c2 = m31 * m44 - m41 * m34, c1 = m31 * m43 - m41 * m33, c0 = m31 * m42 - m41 * m32
        return s0 * c5 - s1 * c4 + s2 * c3 + s3 * c2 - s4 * c1 + s5 * c0
    }

    /// The inverse, or `nil` when the transform is singular or not finite.
    ///
    /// `CATransform3DInvert` returns its argument unchanged in that case; this API makes the
    /// failure visible instead. Use ``inverted()`` for Core Animation's behaviour.
    public var inverse: Transform3D? {
        guard isFinite else { return nil }
        let s0 = m11 * m22 - m21 * m12, s1 = m11 * m23 - m21 * m13, s2 = m11 * m24 - m21 * m14
        let s3 = m12 * m23 - m22 * m13, s4 = m12 * m24 - m22 * m14, s5 = m13 * m24 - m23 * m14
        let c5 = m33 * m44 - m43 * m34, c4 = m32 * m44 - m42 * m34, c3 = m32 * m43 - m42 * m33
        let c2 = m31 * m44 - m41 * m34, c1 = m31 * m43 - m41 * m33, c0 = m31 * m42 - m41 * m32
        let det = s0 * c5 - s1 * c4 + s2 * c3 + s3 * c2 - s4 * c1 + s5 * c0
        let scaleOfEntries = entries.reduce(0) { max($0, abs($1)) }
        guard det != 0, det.isFinite,
            abs(det) > 1e-12 * pow(max(scaleOfEntries, 1e-300), 4)
        else { return nil }
        let i = 1 / det
        let r = Transform3D(
            m11: (m22 * c5 - m23 * c4 + m24 * c3) * i,
            m12: (-m12 * c5 + m13 * c4 - m14 * c3) * i,
            m13: (m42 * s5 - m43 * s4 + m44 * s3) * i,
            m14: (-m32 * s5 + m33 * s4 - m34 * s3) * i,
            m21: (-m21 * c5 + m23 * c2 - m24 * c1) * i,
            m22: (m11 * c5 - m13 * c2 + m14 * c1) * i,
            m23: (-m41 * s5 + m43 * s2 - m44 * s1) * i,
            m24: (m31 * s5 - m33 * s2 + m34 * s1) * i,
            m31: (m21 * c4 - m22 * c2 + m24 * c0) * i,
            m32: (-m11 * c4 + m12 * c2 - m14 * c0) * i,
            m33: (m41 * s4 - m42 * s2 + m44 * s0) * i,
            m34: (-m31 * s4 + m32 * s2 - m34 * s0) * i,
            m41: (-m21 * c3 + m22 * c1 - m23 * c0) * i,
            m42: (m11 * c3 - m12 * c1 + m13 * c0) * i,
            m43: (-m41 * s3 + m42 * s1 - m43 * s0) * i,
            m44: (m31 * s3 - m32 * s1 + m33 * s0) * i)
        return r.isFinite ? r : nil
    }

    /// The inverse, or `self` unchanged when singular (`CATransform3DInvert`'s behaviour).
    public func inverted() -> Transform3D { inverse ?? self }
}
