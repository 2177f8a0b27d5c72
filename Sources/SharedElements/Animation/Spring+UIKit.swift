import Foundation

// MARK: - UIKit's damping-ratio-over-a-duration springs

extension Spring {
    /// The spring of `View.animate(withDuration:delay:usingSpringWithDamping:initialSpringVelocity:…)`:
    /// mass 1 and the stiffest spring of this damping ratio that is within 0.001 of its target
    /// after `duration` seconds.
    ///
    /// - Parameters:
    ///   - duration: seconds, > 0.
    ///   - dampingRatio: > 0; values above 1 are clamped to 1.
    ///   - initialVelocity: UIKit's `initialSpringVelocity`, in units of the whole distance per
    ///     second (a view moving at 100 pt/s over a 200 pt animation is 0.5; see
    ///     ``uikitInitialVelocity(viewVelocity:distance:)``).
    /// - Throws: ``AnimationError/invalidSpring(_:)`` for a non-finite or non-positive input,
    ///   or when no such spring exists (from rest, a damping ratio under about 0.001); an
    ///   animation with such a timing moves linearly over its duration.
    ///
    /// ```swift
    /// let s = try Spring(uikitDuration: 0.5, dampingRatio: 0.8, initialVelocity: 0)
    /// ```
    public init(uikitDuration duration: Double, dampingRatio: Double, initialVelocity v0: Double = 0) throws(AnimationError) {
        guard duration.isFinite, duration > 0, dampingRatio.isFinite, dampingRatio > 0, v0.isFinite else {
            throw .invalidSpring("duration \(duration), dampingRatio \(dampingRatio), initialSpringVelocity \(v0): need duration > 0, dampingRatio > 0")
        }
        let z = min(dampingRatio, 1)
        let eps = Spring.settlingEpsilon
        let T = duration
        func residual(_ w: Double) -> Double {
            if z < 1 {
                return (z * w - v0) / (w * (1 - z * z).squareRoot()) * exp(-z * w * T)
            }
            return (1 + (w - v0) * T) * exp(-w * T)
        }
        // Where the residual is certainly below epsilon.
        var hi = max(1.0, 1 / T)
        for _ in 0..<2000 {
            let bound = z < 1
                ? (z * hi + abs(v0)) / (hi * (1 - z * z).squareRoot()) * exp(-z * hi * T)
                : (1 + (hi + abs(v0)) * T) * exp(-hi * T)
            if bound < eps / 10 { break }
            hi *= 1.5
        }
        // The largest root of f(ω) = epsilon below `start` (where f is below it): walk down
        // geometrically to the first point at or above it, then bisect.
        func largestRoot(_ f: (Double) -> Double, below start: Double) -> Double? {
            var lo = start, upper = start
            var found = false
            while lo > 1e-9 {
                let next = lo * 0.97
                if f(next) >= eps { found = true; upper = lo; lo = next; break }
                lo = next
            }
            guard found else { return nil }
            for _ in 0..<200 {
                let mid = (lo + upper) / 2
                if f(mid) >= eps { lo = mid } else { upper = mid }
                if upper - lo <= 1e-15 * upper { break }
            }
            return (lo + upper) / 2
        }
        // UIKit's root. A fast initial velocity can keep the residual under epsilon everywhere
        // (it turns negative under v0 / ζ): then the root of the whole distance's bound, which
        // always exists, so the spring still arrives by the end.
        func bound(_ w: Double) -> Double {
            guard z < 1 else { return abs(residual(w)) }
            let b = (z * w - v0) / (w * (1 - z * z).squareRoot())
            return (1 + b * b).squareRoot() * exp(-z * w * T)
        }
        func fallback() -> Double? {
            guard v0 != 0 else { return nil }
            var start = hi, steps = 0
            while bound(start) >= eps / 10, steps < 2000 {
                start *= 1.5
                steps += 1
            }
            return largestRoot(bound, below: start)
        }
        guard let w0 = largestRoot(residual, below: hi) ?? fallback() else {
            throw .invalidSpring("no spring with damping ratio \(z) settles in \(T) s from velocity \(v0)")
        }
        self.init(unchecked: 1, w0 * w0, 2 * z * w0)
    }

    /// UIKit's `initialSpringVelocity` for a view moving at `viewVelocity` points per second
    /// over an animation of `distance` points: `viewVelocity / distance`. 0 when `distance` is
    /// 0 or either input is not finite.
    public static func uikitInitialVelocity(viewVelocity: Double, distance: Double) -> Double {
        guard viewVelocity.isFinite, distance.isFinite, distance != 0 else { return 0 }
        return viewVelocity / distance
    }
}
