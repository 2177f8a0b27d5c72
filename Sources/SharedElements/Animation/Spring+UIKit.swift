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
    ///   or when no such spring exists.
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
        // Start where the residual is certainly below epsilon, walk down geometrically to the
        // first point at or above it, then bisect: the largest root.
        var hi = max(1.0, 1 / T)
        for _ in 0..<2000 {
            let bound = z < 1
                ? (z * hi + abs(v0)) / (hi * (1 - z * z).squareRoot()) * exp(-z * hi * T)
                : (1 + (hi + abs(v0)) * T) * exp(-hi * T)
            if bound < eps / 10 { break }
            hi *= 1.5
        }
        var lo = hi
        var found = false
        while lo > 1e-9 {
            let next = lo * 0.97
            if residual(next) >= eps { found = true; hi = lo; lo = next; break }
            lo = next
        }
        guard found else {
            throw .invalidSpring("no spring with damping ratio \(z) settles in \(T) s from velocity \(v0)")
        }
        for _ in 0..<200 {
            let mid = (lo + hi) / 2
            if residual(mid) >= eps { lo = mid } else { hi = mid }
            if hi - lo <= 1e-15 * hi { break }
        }
        let w0 = (lo + hi) / 2
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
