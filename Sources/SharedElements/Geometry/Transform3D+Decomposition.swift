import Foundation

// MARK: - Decomposing

extension DecomposedTransform3D {
    /// Decomposes `matrix`, or returns `nil` when it cannot be: `m44` is 0, the upper 3×3 is
    /// singular (after dividing by `m44`), or an entry is not finite.
    /// ``Transform3D/decompose()`` says which.
    public init?(_ matrix: Transform3D) {
        guard let d = try? DecomposedTransform3D(checking: matrix) else { return nil }
        self = d
    }

    /// Decomposes `matrix`, or throws why it cannot be.
    /// - Throws: ``TransformDecompositionError/notFinite`` when an entry is NaN or infinite (or
    ///   the decomposition overflows), ``TransformDecompositionError/zeroW`` when `m44` is 0,
    ///   ``TransformDecompositionError/singular`` when the upper 3×3 is singular.
    init(checking matrix: Transform3D) throws(TransformDecompositionError) {
        guard matrix.isFinite else { throw .notFinite }
        guard matrix.m44 != 0 else { throw .zeroW }
        let d = 1 / matrix.m44
        var rows = [
            SIMD3<Double>(Double(matrix.m11), Double(matrix.m12), Double(matrix.m13)) * Double(d),
            SIMD3<Double>(Double(matrix.m21), Double(matrix.m22), Double(matrix.m23)) * Double(d),
            SIMD3<Double>(Double(matrix.m31), Double(matrix.m32), Double(matrix.m33)) * Double(d),
        ]
        let lastColumn = SIMD4<Double>(Double(matrix.m14), Double(matrix.m24), Double(matrix.m34), Double(matrix.m44)) * Double(d)
        let t = SIMD3<Double>(Double(matrix.m41), Double(matrix.m42), Double(matrix.m43)) * Double(d)

        // The upper 3×3 A; the perspective-free matrix is [[A, 0], [t, 1]].
        let det = Self.dot(rows[0], Self.cross(rows[1], rows[2]))
        guard det.isFinite else { throw .notFinite }
        guard abs(det) > 1e-12 else { throw .singular }

        var perspective = SIMD4<Double>(0, 0, 0, 1)
        if lastColumn.x != 0 || lastColumn.y != 0 || lastColumn.z != 0 {
            // p = N⁻¹ · c with N = [[A, 0], [t, 1]], so N⁻¹ = [[A⁻¹, 0], [-t A⁻¹, 1]].
            let c = SIMD3<Double>(lastColumn.x, lastColumn.y, lastColumn.z)
            let inv = Self.inverse3(rows, det: det)
            let p = SIMD3<Double>(Self.dot(inv[0], c), Self.dot(inv[1], c), Self.dot(inv[2], c))
            let tInv = SIMD3<Double>(
                t.x * inv[0].x + t.y * inv[1].x + t.z * inv[2].x,
                t.x * inv[0].y + t.y * inv[1].y + t.z * inv[2].y,
                t.x * inv[0].z + t.y * inv[1].z + t.z * inv[2].z)
            perspective = SIMD4(p.x, p.y, p.z, lastColumn.w - Self.dot(tInv, c))
        }

        var scale = SIMD3<Double>.zero
        var skew = SIMD3<Double>.zero
        scale.x = Self.length(rows[0])
        rows[0] /= scale.x
        skew.x = Self.dot(rows[0], rows[1])
        rows[1] -= rows[0] * skew.x
        scale.y = Self.length(rows[1])
        rows[1] /= scale.y
        skew.x /= scale.y
        skew.y = Self.dot(rows[0], rows[2])
        rows[2] -= rows[0] * skew.y
        skew.z = Self.dot(rows[1], rows[2])
        rows[2] -= rows[1] * skew.z
        scale.z = Self.length(rows[2])
        rows[2] /= scale.z
        skew.y /= scale.z
        skew.z /= scale.z

        if Self.dot(rows[0], Self.cross(rows[1], rows[2])) < 0 {
            scale = -scale
            rows = rows.map { -$0 }
        }
        let u = rows
        var q = SIMD4<Double>(
            0.5 * max(1 + u[0].x - u[1].y - u[2].z, 0).squareRoot(),
            0.5 * max(1 - u[0].x + u[1].y - u[2].z, 0).squareRoot(),
            0.5 * max(1 - u[0].x - u[1].y + u[2].z, 0).squareRoot(),
            0.5 * max(1 + u[0].x + u[1].y + u[2].z, 0).squareRoot())
        if u[2].y > u[1].z { q.x = -q.x }
        if u[0].z > u[2].x { q.y = -q.y }
        if u[1].x > u[0].y { q.z = -q.z }

        guard scale.x.isFinite, scale.y.isFinite, scale.z.isFinite, skew.x.isFinite, skew.y.isFinite, skew.z.isFinite,
              perspective.x.isFinite, perspective.y.isFinite, perspective.z.isFinite, perspective.w.isFinite,
              t.x.isFinite, t.y.isFinite, t.z.isFinite, q.x.isFinite, q.y.isFinite, q.z.isFinite, q.w.isFinite
        else { throw .notFinite }
        self.init(translation: t, scale: scale, skew: skew, perspective: perspective, quaternion: q)
    }

    // MARK: - Recomposing

    /// The matrix `S · K · R · T · P` these parts describe.
    @inlinable @inline(__always)
    public func recomposed() -> Transform3D {
        let r = Self.rotationRows(quaternion)
        return recomposed(rotationRows: r)
    }

    /// The rows of the rotation matrix of quaternion `q`, in Core Animation's convention
    /// (rotate(a, n) of Transform3D).
    @inlinable @inline(__always)
    package static func rotationRows(_ q: SIMD4<Double>) -> (SIMD3<Double>, SIMD3<Double>, SIMD3<Double>) {
        let (x, y, z, w) = (q.x, q.y, q.z, q.w)
        return (SIMD3<Double>(1 - 2 * (y * y + z * z), 2 * (x * y + z * w), 2 * (x * z - y * w)),
                SIMD3<Double>(2 * (x * y - z * w), 1 - 2 * (x * x + z * z), 2 * (y * z + x * w)),
                SIMD3<Double>(2 * (x * z + y * w), 2 * (y * z - x * w), 1 - 2 * (x * x + y * y)))
    }

    /// ``recomposed()`` with the quaternion's rotation rows already worked out.
    @inlinable @inline(__always)
    package func recomposed(rotationRows r: (SIMD3<Double>, SIMD3<Double>, SIMD3<Double>)) -> Transform3D {
        let (r0, r1, r2) = r
        // Rows of S · K · R.
        let a0 = r0 * scale.x
        let a1 = (r0 * skew.x + r1) * scale.y
        let a2 = (r0 * skew.y + r1 * skew.z + r2) * scale.z
        let p = SIMD3<Double>(perspective.x, perspective.y, perspective.z)
        let t = translation
        return Transform3D(
            m11: CGFloat(a0.x), m12: CGFloat(a0.y), m13: CGFloat(a0.z), m14: CGFloat(Self.dot(a0, p)),
            m21: CGFloat(a1.x), m22: CGFloat(a1.y), m23: CGFloat(a1.z), m24: CGFloat(Self.dot(a1, p)),
            m31: CGFloat(a2.x), m32: CGFloat(a2.y), m33: CGFloat(a2.z), m34: CGFloat(Self.dot(a2, p)),
            m41: CGFloat(t.x), m42: CGFloat(t.y), m43: CGFloat(t.z), m44: CGFloat(Self.dot(t, p) + perspective.w))
    }

    // MARK: - 3-vector helpers

    @inlinable @inline(__always) package static func dot(_ a: SIMD3<Double>, _ b: SIMD3<Double>) -> Double { (a * b).sum() }

    @inline(__always) package static func length(_ a: SIMD3<Double>) -> Double { dot(a, a).squareRoot() }

    @inline(__always) package static func cross(_ a: SIMD3<Double>, _ b: SIMD3<Double>) -> SIMD3<Double> {
        SIMD3(a.y * b.z - a.z * b.y, a.z * b.x - a.x * b.z, a.x * b.y - a.y * b.x)
    }

    /// The inverse of the 3×3 matrix with these rows and determinant.
    static func inverse3(_ m: [SIMD3<Double>], det: Double) -> [SIMD3<Double>] {
        // Columns of the adjugate are the cross products of the rows.
        let c0 = cross(m[1], m[2]), c1 = cross(m[2], m[0]), c2 = cross(m[0], m[1])
        let i = 1 / det
        return [SIMD3(c0.x, c1.x, c2.x) * i, SIMD3(c0.y, c1.y, c2.y) * i, SIMD3(c0.z, c1.z, c2.z) * i]
    }
}

// MARK: - Decomposition on Transform3D

extension Transform3D {
    /// The CSS Transforms Level 2 decomposition, or `nil` when the matrix is not decomposable
    /// (non-finite, `m44` of 0, or singular; ``decompose()`` says which).
    public var decomposed: DecomposedTransform3D? { DecomposedTransform3D(self) }

    /// The CSS Transforms Level 2 decomposition; every part of the result is finite.
    /// - Throws: ``TransformDecompositionError/notFinite`` for a matrix with a NaN or infinite
    ///   entry (or whose decomposition overflows), ``TransformDecompositionError/zeroW`` when
    ///   `m44` is 0, ``TransformDecompositionError/singular`` when it flattens space.
    ///
    /// ```swift
    /// var t = Transform3D.identity
    /// t.m11 = .nan
    /// try t.decompose()   // throws TransformDecompositionError.notFinite
    /// ```
    public func decompose() throws(TransformDecompositionError) -> DecomposedTransform3D {
        try DecomposedTransform3D(checking: self)
    }
}
