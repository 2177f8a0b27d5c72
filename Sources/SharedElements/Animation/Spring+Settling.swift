import Foundation

// MARK: - Settling

extension Spring {
    /// The distance from the target under which a spring counts as settled (SwiftUI's epsilon
    /// for `Spring.settlingDuration`).
    public static let settlingEpsilon = 0.001

    /// The earliest time (seconds) after which `|x(t) - 1| < 0.001` holds for ever
    /// (`CASpringAnimation.settlingDuration`, with SwiftUI's definition); `+infinity` for an
    /// undamped spring, NaN for a non-finite `initialVelocity` (a motion that never starts: a
    /// layer animation with such a velocity is refused with ``AnimationError/invalidSpring(_:)``).
    public func settlingDuration(initialVelocity v0: Double = 0) -> Double {
        let eps = Spring.settlingEpsilon
        let w0 = angularFrequency
        let z = dampingRatio
        guard z > 0, w0.isFinite, w0 > 0, v0.isFinite else { return z == 0 ? .infinity : .nan }
        // An upper bound on the settling time from the envelope, and a step that cannot jump
        // over a crossing of the epsilon band.
        let upper: Double
        let step: Double
        if z < 1 {
            let wd = w0 * (1 - z * z).squareRoot()
            let amplitude = (1 + pow((v0 - z * w0) / wd, 2)).squareRoot()
            upper = max(0, log(amplitude / eps) / (z * w0))
            step = min(2 * Double.pi / wd / 64, max(upper, 1e-3) / 64)
        } else if z == 1 {
            // |y| ≤ e^(-ω₀t)(1 + |v0 - ω₀| t), decreasing once past its peak.
            let b = abs(v0 - w0)
            var t = 1 / w0
            for _ in 0..<200 where exp(-w0 * t) * (1 + b * t) >= eps / 2 || b * t < 1 { t *= 1.5 }
            upper = t
            step = upper / 4096
        } else {
            // y = c1·e^(r1 t) + c2·e^(r2 t); each term bounded separately.
            let root = (z * z - 1).squareRoot()
            let wd = w0 * root
            let b = (v0 - z * w0) / wd
            let r1 = -w0 / (z + root), r2 = -z * w0 - wd
            let c1 = abs(-1 + b) / 2, c2 = abs(-1 - b) / 2
            upper = max(0, log(2 * c1 / eps) / -r1, log(2 * c2 / eps) / -r2)
            step = max(upper, 1e-3) / 4096
        }
        guard upper.isFinite else { return .infinity }
        // Walk back from the bound to the last time the motion is outside the band.
        var hi = upper
        var lo = upper
        var found = false
        var iterations = 0
        while lo > 0, iterations < 1_000_000 {
            iterations += 1
            lo = max(0, hi - step)
            if abs(value(at: lo, initialVelocity: v0) - 1) >= eps { found = true; break }
            hi = lo
        }
        guard found else { return 0 }
        for _ in 0..<80 {
            let mid = (lo + hi) / 2
            if abs(value(at: mid, initialVelocity: v0) - 1) >= eps { lo = mid } else { hi = mid }
        }
        return hi
    }
}
