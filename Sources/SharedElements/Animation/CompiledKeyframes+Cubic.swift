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
        r.translation = Self.weighted(p0.translation, p1.translation, p2.translation, p3.translation, w)
        r.scale = Self.weighted(p0.scale, p1.scale, p2.scale, p3.scale, w)
        r.skew = Self.weighted(p0.skew, p1.skew, p2.skew, p3.skew, w)
        r.perspective = Self.weighted(p0.perspective, p1.perspective, p2.perspective, p3.perspective, w)
        // p1's own rotation is zero.
        var turn: SIMD3<Double> = rotation(p0) * w[0]
        turn += rotation(p2) * w[2]
        turn += rotation(p3) * w[3]
        r.quaternion = Quaternion.product(base, Quaternion.exp(turn))
        return r.recomposed()
    }

    /// `a w0 + b w1 + c w2 + d w3`, added left to right as the expression would be (written a
    /// term at a time: as one expression it took the type checker seconds).
    @inline(__always)
    static func weighted(_ a: SIMD3<Double>, _ b: SIMD3<Double>, _ c: SIMD3<Double>, _ d: SIMD3<Double>,
                         _ w: SIMD4<Double>) -> SIMD3<Double> {
        var sum: SIMD3<Double> = a * w[0]
        sum += b * w[1]
        sum += c * w[2]
        sum += d * w[3]
        return sum
    }

    /// ``weighted(_:_:_:_:_:)-(SIMD3<Double>,_,_,_,_)`` of four-lane values.
    @inline(__always)
    static func weighted(_ a: SIMD4<Double>, _ b: SIMD4<Double>, _ c: SIMD4<Double>, _ d: SIMD4<Double>,
                         _ w: SIMD4<Double>) -> SIMD4<Double> {
        var sum: SIMD4<Double> = a * w[0]
        sum += b * w[1]
        sum += c * w[2]
        sum += d * w[3]
        return sum
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
