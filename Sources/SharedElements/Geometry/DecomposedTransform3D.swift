import Foundation

/// A ``Transform3D`` taken apart by the CSS Transforms Level 2 rules ("Decomposing a 3D
/// matrix"), so that two transforms can be blended component by component.
///
/// In row-vector order the matrix is `S · K · R · T · P`: scale first, then skew, rotation,
/// translation, and perspective last.
///
/// ```swift
/// let flip = Transform3D(rotationAngle: .pi / 2, x: 0, y: 1, z: 0)
/// if let parts = DecomposedTransform3D(flip) {
///     print(parts.quaternion)   // (0, sin(π/4), 0, cos(π/4))
///     let same = parts.recomposed()
/// }
/// ```
public struct DecomposedTransform3D: Sendable, Equatable {
    /// Translation in points, `(m41, m42, m43)` after normalising by `m44`.
    public var translation: SIMD3<Double>
    /// Scale factors along the orthogonalised rows (all three negated for a mirroring matrix).
    public var scale: SIMD3<Double>
    /// Shear factors: XY, XZ, YZ.
    public var skew: SIMD3<Double>
    /// The last column of the perspective matrix `P`; `(0, 0, 0, 1)` for none.
    public var perspective: SIMD4<Double>
    /// The rotation as a unit quaternion `(x, y, z, w)`: angle `a` about unit axis `n` is
    /// `(n · sin(a/2), cos(a/2))`.
    public var quaternion: SIMD4<Double>

    /// Creates a decomposition from its parts.
    public init(
        translation: SIMD3<Double> = .zero, scale: SIMD3<Double> = .one, skew: SIMD3<Double> = .zero,
        perspective: SIMD4<Double> = SIMD4(0, 0, 0, 1), quaternion: SIMD4<Double> = SIMD4(0, 0, 0, 1)
    ) {
        self.translation = translation
        self.scale = scale
        self.skew = skew
        self.perspective = perspective
        self.quaternion = quaternion
    }

    /// The parts of the identity transform.
    public static let identity = DecomposedTransform3D()

    // MARK: - Interpolation

    /// The parts a fraction `progress` of the way to `other`: translation, scale, skew and
    /// perspective linearly; the quaternion by spherical interpolation without the
    /// shortest-path flip (a negative dot product takes the long way round, as CSS specifies).
    /// `progress` may lie outside 0...1.
    public func interpolated(to other: DecomposedTransform3D, progress t: Double) -> DecomposedTransform3D {
        var r = self
        r.translation = translation + (other.translation - translation) * t
        r.scale = scale + (other.scale - scale) * t
        r.skew = skew + (other.skew - skew) * t
        r.perspective = perspective + (other.perspective - perspective) * t
        r.quaternion = DecomposedTransform3D.slerp(quaternion, other.quaternion, t)
        return r
    }

    /// Spherical interpolation between two unit quaternions, CSS Transforms Level 2 style.
    static func slerp(_ a: SIMD4<Double>, _ b: SIMD4<Double>, _ t: Double) -> SIMD4<Double> {
        let product = min(max((a * b).sum(), -1), 1)
        if abs(product) == 1 { return a }
        let theta = acos(product)
        let w = sin(t * theta) / (1 - product * product).squareRoot()
        return a * (cos(t * theta) - product * w) + b * w
    }
}
