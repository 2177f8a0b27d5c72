import Foundation

/// ``Keyframes`` ready to evaluate: vectors or decomposed transforms, key times checked (or,
/// for the paced modes, computed from the distances between the values).
package final class CompiledKeyframes {
    package let vectors: [SIMD4<Double>]
    let transforms: [TransformEnd]
    package let keyTimes: [Double]
    package let curves: [TimingCurve]?
    package let mode: Keyframes.CalculationMode
    /// Whether values between keyframes follow the cubic spline.
    let isCubic: Bool

    package init(_ k: Keyframes, isTransform: Bool) throws(AnimationError) {
        mode = k.calculationMode
        isCubic = mode == .cubic || mode == .cubicPaced
        let paced = mode == .paced || mode == .cubicPaced
        // A value repeating the one before adds no path: the paced modes drop it, so that a
        // held value leaves no corner in the cubic curve.
        var values = k.values
        if paced {
            values = values.enumerated().filter { $0.offset == 0 || $0.element != values[$0.offset - 1] }.map(\.element)
        }
        let n = values.count
        if isTransform {
            transforms = values.map { TransformEnd($0.transformValue) }
            vectors = []
        } else {
            vectors = values.map(\.vector)
            transforms = []
        }
        if paced {
            // Core Animation ignores key times and timing functions in the paced modes.
            keyTimes = CompiledKeyframes.pacedKeyTimes(vectors: vectors, transforms: transforms, count: n)
            curves = nil
            return
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
            keyTimes = CompiledKeyframes.evenKeyTimes(n)
        }
        if let c = k.timingCurves {
            guard c.count == max(n - 1, 0) else {
                throw .mismatchedValues("\(c.count) timing curves for \(n - 1) keyframe segments")
            }
            curves = c
        } else {
            curves = nil
        }
    }

    static func evenKeyTimes(_ n: Int) -> [Double] {
        n == 1 ? [0] : (0..<n).map { Double($0) / Double(n - 1) }
    }

    /// Key times in proportion to the distance travelled (constant speed along the straight
    /// path); evenly spaced when the values do not move.
    static func pacedKeyTimes(vectors: [SIMD4<Double>], transforms: [TransformEnd], count n: Int) -> [Double] {
        guard n > 1 else { return [0] }
        var lengths: [Double] = [0]
        lengths.reserveCapacity(n)
        for i in 1..<n {
            let d: Double
            if vectors.isEmpty {
                let a = transforms[i - 1].matrix.entries, b = transforms[i].matrix.entries
                d = zip(a, b).reduce(0) { $0 + Double(($1.0 - $1.1) * ($1.0 - $1.1)) }.squareRoot()
            } else {
                let v = vectors[i] - vectors[i - 1]
                d = (v * v).sum().squareRoot()
            }
            lengths.append(lengths[i - 1] + (d.isFinite ? d : 0))
        }
        guard let total = lengths.last, total > 0 else { return evenKeyTimes(n) }
        var times = lengths.map { $0 / total }
        times[n - 1] = 1
        return times
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
        guard isCubic else { return vectors[i] + (vectors[i + 1] - vectors[i]) * u }
        let c = cubicWeights(segment: i, local: u)
        return Self.weighted(vectors[c.indices.0], vectors[c.indices.1], vectors[c.indices.2], vectors[c.indices.3], c.weights)
    }

    /// The transform value at overall progress `f`.
    package func transform(at f: Double) -> Transform3D {
        let n = transforms.count
        if n == 1 { return transforms[0].matrix }
        let (i, u) = locate(f)
        if mode == .discrete { return transforms[min(i, n - 1)].matrix }
        if isCubic, let t = cubicTransform(segment: i, local: u) { return t }
        return transforms[i].interpolated(to: transforms[i + 1], progress: u)
    }
}
