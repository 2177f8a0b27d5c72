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
        let indices = [c.indices.0, c.indices.1, c.indices.2, c.indices.3]
        var parts: [DecomposedTransform3D] = []
        for k in indices {
            guard let p = transforms[k].parts else { return nil }
            parts.append(p)
        }
        let base = parts[1].quaternion
        var result = DecomposedTransform3D(
            translation: .zero, scale: .zero, skew: .zero, perspective: .zero, quaternion: base)
        var rotation = SIMD3<Double>.zero
        for (p, w) in zip(parts, [c.weights[0], c.weights[1], c.weights[2], c.weights[3]]) {
            result.translation += p.translation * w
            result.scale += p.scale * w
            result.skew += p.skew * w
            result.perspective += p.perspective * w
            rotation += Quaternion.log(Quaternion.product(Quaternion.conjugate(base), p.quaternion)) * w
        }
        result.quaternion = Quaternion.product(base, Quaternion.exp(rotation))
        return result.recomposed()
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
