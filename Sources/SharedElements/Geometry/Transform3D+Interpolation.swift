import Foundation

/// How two transforms were blended.
public enum TransformInterpolationMethod: String, Sendable, Equatable {
    /// Decomposed, blended part by part (quaternion slerp), recomposed.
    case decomposed
    /// Entry-by-entry linear interpolation, used when either end cannot be decomposed.
    case lerpFallback = "lerp-fallback"
}

// MARK: - Interpolation

extension Transform3D: Interpolatable {
    /// The transform a fraction `progress` of the way to `other`, by CSS Transforms Level 2:
    /// decompose both, blend the parts (quaternion slerp), recompose; entry-by-entry
    /// interpolation when either end cannot be decomposed. `progress` may lie outside 0...1.
    /// A non-finite end or `progress` gives a non-finite result (plain arithmetic); use
    /// ``checkedInterpolation(to:progress:)`` to have it refused.
    ///
    /// ```swift
    /// let quarterTurn = Transform3D.identity.interpolated(
    ///     to: Transform3D(rotationAngle: .pi, x: 0, y: 0, z: 1), progress: 0.5)   // 90° about z
    /// ```
    public func interpolated(to other: Transform3D, progress: Double) -> Transform3D {
        interpolatedWithMethod(to: other, progress: progress).transform
    }

    /// ``interpolated(to:progress:)`` that also says which path was taken.
    public func interpolatedWithMethod(
        to other: Transform3D, progress: Double
    ) -> (transform: Transform3D, method: TransformInterpolationMethod) {
        if let a = DecomposedTransform3D(self), let b = DecomposedTransform3D(other) {
            return (a.interpolated(to: b, progress: progress).recomposed(), .decomposed)
        }
        return (lerp(to: other, progress: progress), .lerpFallback)
    }

    /// ``interpolated(to:progress:)`` that refuses non-finite input: `nil` when an entry of
    /// either end or `progress` is not finite.
    public func checkedInterpolation(
        to other: Transform3D, progress: Double
    ) -> (transform: Transform3D, method: TransformInterpolationMethod)? {
        guard isFinite, other.isFinite, progress.isFinite else { return nil }
        let r = interpolatedWithMethod(to: other, progress: progress)
        return r.transform.isFinite ? r : nil
    }

    /// Entry-by-entry linear interpolation.
    public func lerp(to o: Transform3D, progress: Double) -> Transform3D {
        let t = CGFloat(progress)
        func l(_ a: CGFloat, _ b: CGFloat) -> CGFloat { a + (b - a) * t }
        return Transform3D(
            m11: l(m11, o.m11), m12: l(m12, o.m12), m13: l(m13, o.m13), m14: l(m14, o.m14),
            m21: l(m21, o.m21), m22: l(m22, o.m22), m23: l(m23, o.m23), m24: l(m24, o.m24),
            m31: l(m31, o.m31), m32: l(m32, o.m32), m33: l(m33, o.m33), m34: l(m34, o.m34),
            m41: l(m41, o.m41), m42: l(m42, o.m42), m43: l(m43, o.m43), m44: l(m44, o.m44))
    }

    /// A perspective for an eye `distance` points away that refuses bad distances: `nil` for
    /// zero, negative or NaN; the identity for `+infinity` (an eye infinitely far away).
    public static func checkedPerspective(distance: CGFloat) -> Transform3D? {
        if distance == .infinity { return .identity }
        guard distance.isFinite, distance > 0 else { return nil }
        return perspective(distance: distance)
    }
}
