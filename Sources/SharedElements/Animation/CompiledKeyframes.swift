import Foundation

/// ``Keyframes`` ready to evaluate: vectors or decomposed transforms, key times checked.
package final class CompiledKeyframes {
    package let vectors: [SIMD4<Double>]
    let transforms: [TransformEnd]
    package let keyTimes: [Double]
    package let curves: [TimingCurve]?
    package let mode: Keyframes.CalculationMode

    package init(_ k: Keyframes, isTransform: Bool) throws(AnimationError) {
        let n = k.values.count
        if isTransform {
            transforms = k.values.map { TransformEnd($0.transformValue) }
            vectors = []
        } else {
            vectors = k.values.map(\.vector)
            transforms = []
        }
        if let kt = k.keyTimes {
            guard kt.count == n else {
                throw .mismatchedValues("\(kt.count) key times for \(n) keyframe values")
            }
            for (i, t) in kt.enumerated() {
                guard t.isFinite, (0...1).contains(t), i == 0 || t >= kt[i - 1] else {
                    throw .invalidInput("key time \(i) (\(t)) is not in 0...1 or goes backwards")
                }
            }
            keyTimes = kt
        } else {
            keyTimes = n == 1 ? [0] : (0..<n).map { Double($0) / Double(n - 1) }
        }
        if let c = k.timingCurves {
            guard c.count == max(n - 1, 0) else {
                throw .mismatchedValues("\(c.count) timing curves for \(n - 1) keyframe segments")
            }
            curves = c
        } else {
            curves = nil
        }
        mode = k.calculationMode
    }

    /// The segment containing `f` (clamped to the first and last) and the progress within it.
    @inline(__always)
    func locate(_ f: Double) -> (index: Int, local: Double) {
        let n = keyTimes.count
        if n < 2 { return (0, 0) }
        var i = 0
        while i < n - 2, f >= keyTimes[i + 1] { i += 1 }
        let t0 = keyTimes[i], t1 = keyTimes[i + 1]
        var local = t1 > t0 ? (f - t0) / (t1 - t0) : (f >= t1 ? 1 : 0)
        if mode == .discrete { return (f >= t1 ? i + 1 : i, 0) }
        if let curves { local = curves[i].solve(local) }
        return (i, local)
    }

    /// The vector value at overall progress `f`.
    package func vector(at f: Double) -> SIMD4<Double> {
        let n = vectors.count
        if n == 1 { return vectors[0] }
        let (i, u) = locate(f)
        if mode == .discrete { return vectors[min(i, n - 1)] }
        let p0 = vectors[i], p1 = vectors[i + 1]
        guard mode == .cubic else { return p0 + (p1 - p0) * u }
        // Hermite segment with Catmull-Rom tangents scaled to the key times.
        let h = keyTimes[i + 1] - keyTimes[i]
        func tangent(_ k: Int) -> SIMD4<Double> {
            let a = max(k - 1, 0), b = min(k + 1, n - 1)
            let dt = keyTimes[b] - keyTimes[a]
            return dt > 0 ? (vectors[b] - vectors[a]) / dt : .zero
        }
        let m0 = tangent(i) * h, m1 = tangent(i + 1) * h
        let u2 = u * u, u3 = u2 * u
        let h00 = 2 * u3 - 3 * u2 + 1, h10 = u3 - 2 * u2 + u, h01 = -2 * u3 + 3 * u2, h11 = u3 - u2
        return p0 * h00 + m0 * h10 + p1 * h01 + m1 * h11
    }

    /// The transform value at overall progress `f` (cubic mode interpolates linearly).
    package func transform(at f: Double) -> Transform3D {
        let n = transforms.count
        if n == 1 { return transforms[0].matrix }
        let (i, u) = locate(f)
        if mode == .discrete { return transforms[min(i, n - 1)].matrix }
        return transforms[i].interpolated(to: transforms[i + 1], progress: u)
    }
}
