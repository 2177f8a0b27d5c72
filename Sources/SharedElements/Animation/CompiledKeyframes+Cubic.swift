import Foundation

// MARK: - The cubic spline

extension CompiledKeyframes {
    /// The Hermite segment `i` at `u` as weights of the keyframes around it (`i - 1` to `i + 2`,
    /// clamped at the ends; the weights sum to 1). The tangents are Kochanek–Bartels' with
    /// tension, continuity and bias 0, adjusted for uneven key times:
    /// `m_k = (p_{k+1} − p_{k−1}) · h / (t_{k+1} − t_{k−1})` for a segment lasting `h`.
    @inline(__always)
    func cubicWeights(segment i: Int, local u: Double) -> (indices: (Int, Int, Int, Int), weights: SIMD4<Double>) {
        let n = keyTimes.count
        let a = max(i - 1, 0), b = i, c = i + 1, d = min(i + 2, n - 1)
        let t = keyTimes
        let h = t[c] - t[b]
        let s0 = t[c] - t[a] > 0 ? h / (t[c] - t[a]) : 0
        let s1 = t[d] - t[b] > 0 ? h / (t[d] - t[b]) : 0
        let u2 = u * u, u3 = u2 * u
        let h00 = 2 * u3 - 3 * u2 + 1, h10 = u3 - 2 * u2 + u, h01 = -2 * u3 + 3 * u2, h11 = u3 - u2
        return ((a, b, c, d), SIMD4(-h10 * s0, h00 - h11 * s1, h01 + h10 * s0, h11 * s1))
    }

    /// The cubic spline through decomposed transforms: translation, scale, skew and perspective
    /// weighted component by component, the rotation as rotation vectors relative to the
    /// segment's start (so a turn about one axis follows the spline of its angle). `nil` when a
    /// transform around the segment cannot be decomposed.
    func cubicTransform(segment i: Int, local u: Double) -> Transform3D? {
        let c = cubicWeights(segment: i, local: u)
        guard let p0 = transforms[c.indices.0].parts, let p1 = transforms[c.indices.1].parts,
              let p2 = transforms[c.indices.2].parts, let p3 = transforms[c.indices.3].parts
        else { return nil }
        let w = c.weights
        let base = p1.quaternion
        let inverse = Quaternion.conjugate(base)
        func rotation(_ p: DecomposedTransform3D) -> SIMD3<Double> {
            Quaternion.log(Quaternion.product(inverse, p.quaternion))
        }
        var r = DecomposedTransform3D.identity
        r.translation = p0.translation * w[0] + p1.translation * w[1] + p2.translation * w[2] + p3.translation * w[3]
        r.scale = p0.scale * w[0] + p1.scale * w[1] + p2.scale * w[2] + p3.scale * w[3]
        r.skew = p0.skew * w[0] + p1.skew * w[1] + p2.skew * w[2] + p3.skew * w[3]
        r.perspective = p0.perspective * w[0] + p1.perspective * w[1] + p2.perspective * w[2] + p3.perspective * w[3]
        let turn = rotation(p0) * w[0] + rotation(p2) * w[2] + rotation(p3) * w[3]  // p1's own is zero
        r.quaternion = Quaternion.product(base, Quaternion.exp(turn))
        return r.recomposed()
    }
}

/// Unit quaternions `(x, y, z, w)`, as ``DecomposedTransform3D`` stores them.
enum Quaternion {
    static func conjugate(_ q: SIMD4<Double>) -> SIMD4<Double> { SIMD4(-q.x, -q.y, -q.z, q.w) }

    /// The Hamilton product `a · b`.
    static func product(_ a: SIMD4<Double>, _ b: SIMD4<Double>) -> SIMD4<Double> {
        SIMD4(
            a.w * b.x + a.x * b.w + a.y * b.z - a.z * b.y,
            a.w * b.y - a.x * b.z + a.y * b.w + a.z * b.x,
            a.w * b.z + a.x * b.y - a.y * b.x + a.z * b.w,
            a.w * b.w - a.x * b.x - a.y * b.y - a.z * b.z)
    }

    /// The rotation vector (axis × angle in radians, angle in 0...2π) of a unit quaternion.
    static func log(_ q: SIMD4<Double>) -> SIMD3<Double> {
        let v = SIMD3(q.x, q.y, q.z)
        let s = (v * v).sum().squareRoot()
        guard s > 1e-12 else { return v * 2 }
        return v / s * (2 * atan2(s, q.w))
    }

    /// The unit quaternion of a rotation vector.
    static func exp(_ r: SIMD3<Double>) -> SIMD4<Double> {
        let angle = (r * r).sum().squareRoot()
        guard angle > 1e-12 else {
            let q = SIMD4(r.x / 2, r.y / 2, r.z / 2, 1)
            return q / (q * q).sum().squareRoot()
        }
        let axis = r / angle * sin(angle / 2)
        return SIMD4(axis.x, axis.y, axis.z, cos(angle / 2))
    }
}
