import Foundation

/// A spring's motion from rest-at-0 towards 1 with a given initial velocity, with the
/// closed-form constants worked out once so each frame costs one exponential and a sine and
/// cosine (or two exponentials).
package struct SpringMotion: Sendable {
    private enum Regime { case under, critical, over }
    private let regime: Regime
    private let w0: Double, z: Double, wd: Double, b: Double, v0: Double
    private let r1: Double, r2: Double

    package init(_ s: Spring, initialVelocity v0: Double) {
        let w0 = s.angularFrequency, z = s.dampingRatio
        self.w0 = w0; self.z = z; self.v0 = v0
        if z < 1 {
            regime = .under
            wd = w0 * (1 - z * z).squareRoot()
            b = (v0 - z * w0) / wd
            r1 = 0; r2 = 0
        } else if z == 1 {
            regime = .critical
            wd = 0
            b = v0 - w0
            r1 = 0; r2 = 0
        } else {
            regime = .over
            let root = (z * z - 1).squareRoot()
            wd = w0 * root
            b = (v0 - z * w0) / wd
            r1 = -w0 / (z + root); r2 = -z * w0 - wd
        }
    }

    /// Position and velocity at `t` seconds. With y = x - 1: y(0) = -1, y'(0) = v0.
    @inline(__always)
    package func state(at t: Double) -> (position: Double, velocity: Double) {
        switch regime {
        case .under:
            let e = exp(-z * w0 * t)
            let (s, c) = Trigonometry.sinCos(wd * t)
            let y = e * (-c + b * s)
            let dy = e * ((z * w0 + b * wd) * c + (-z * w0 * b + wd) * s)
            return (1 + y, dy)
        case .critical:
            let e = exp(-w0 * t)
            let y = e * (-1 + b * t)
            return (1 + y, e * (b - w0 * (-1 + b * t)))
        case .over:
            if wd * t < 20 {
                let e = exp(-z * w0 * t)
                let ch = cosh(wd * t), sh = sinh(wd * t)
                let y = e * (-ch + b * sh)
                return (1 + y, -z * w0 * y + e * wd * (-sh + b * ch))
            }
            // e^(-ζω₀t)·cosh and ·sinh as sums of two decaying exponentials.
            let e1 = exp(r1 * t), e2 = exp(r2 * t)
            let c1 = (-1 + b) / 2, c2 = (-1 - b) / 2
            return (1 + c1 * e1 + c2 * e2, c1 * r1 * e1 + c2 * r2 * e2)
        }
    }

    /// Position at `t` seconds.
    @inline(__always)
    package func position(at t: Double) -> Double {
        switch regime {
        case .under:
            let (s, c) = Trigonometry.sinCos(wd * t)
            return 1 + exp(-z * w0 * t) * (-c + b * s)
        case .critical: return 1 + exp(-w0 * t) * (-1 + b * t)
        case .over: return state(at: t).position
        }
    }
}
