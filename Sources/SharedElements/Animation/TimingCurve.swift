import Foundation

/// A cubic Bézier timing function through (0, 0), (x1, y1), (x2, y2), (1, 1)
/// (`CAMediaTimingFunction`, CSS `cubic-bezier()`): maps the fraction of time elapsed to the
/// fraction of the change shown.
///
/// x1 and x2 must lie in 0...1; y1 and y2 may be any finite number (overshoot). The curve is
/// solved for x to 1e-6 or better. Outside 0...1 it continues along the tangent at the nearer end.
///
/// ```swift
/// let curve = try TimingCurve(controlPoints: 0.2, 0, 0, 1)
/// let shown = curve.value(at: 0.5)      // fraction of the change at half time
/// let ease = TimingCurve.easeInEaseOut
/// ```
public struct TimingCurve: Sendable, Equatable, Hashable {
    /// The two inner control points.
    public let x1: Double, y1: Double, x2: Double, y2: Double

    // Polynomial coefficients: x(t) = ((ax t + bx) t + cx) t, likewise y.
    @usableFromInline let ax: Double, bx: Double, cx: Double
    @usableFromInline let ay: Double, by: Double, cy: Double
    @usableFromInline let startSlope: Double, endSlope: Double
    /// The parameter t where x(t) = j / 31, for j in 0...31: a first guess within about 1e-3
    /// of the answer, so Newton's method needs a step or two.
    @usableFromInline let inverse: SIMD32<Float>

    /// Creates a curve from its inner control points.
    /// - Throws: ``AnimationError/invalidCurve(_:)`` when a point is not finite or x1, x2 lie
    ///   outside 0...1.
    public init(controlPoints x1: Double, _ y1: Double, _ x2: Double, _ y2: Double) throws(AnimationError) {
        guard x1.isFinite, y1.isFinite, x2.isFinite, y2.isFinite else {
            throw .invalidCurve("control points (\(x1), \(y1), \(x2), \(y2)) are not all finite")
        }
        guard (0...1).contains(x1), (0...1).contains(x2) else {
            throw .invalidCurve("x1 = \(x1) and x2 = \(x2) must lie in 0...1")
        }
        self.init(unchecked: x1, y1, x2, y2)
    }

    package init(unchecked x1: Double, _ y1: Double, _ x2: Double, _ y2: Double) {
        self.x1 = x1; self.y1 = y1; self.x2 = x2; self.y2 = y2
        cx = 3 * x1; bx = 3 * (x2 - x1) - cx; ax = 1 - cx - bx
        cy = 3 * y1; by = 3 * (y2 - y1) - cy; ay = 1 - cy - by
        var table = SIMD32<Float>()
        let (ax, bx, cx) = (ax, bx, cx)
        for j in 0..<32 {
            // x(t) is non-decreasing on 0...1 because x1 and x2 lie in 0...1: bisect.
            let x = Double(j) / 31
            var lo = 0.0, hi = 1.0
            for _ in 0..<30 {
                let mid = (lo + hi) / 2
                if ((ax * mid + bx) * mid + cx) * mid < x { lo = mid } else { hi = mid }
            }
            table[j] = Float((lo + hi) / 2)
        }
        inverse = table
        // Tangent at (0, 0): towards the first of P1, P2, P3 that is not the origin.
        if x1 != 0 || y1 != 0 { startSlope = x1 > 0 ? y1 / x1 : 0 }
        else if x2 != 0 || y2 != 0 { startSlope = x2 > 0 ? y2 / x2 : 0 }
        else { startSlope = 1 }
        // Tangent at (1, 1): towards the first of P2, P1, P0 that is not (1, 1).
        if x2 != 1 || y2 != 1 { endSlope = x2 < 1 ? (1 - y2) / (1 - x2) : 0 }
        else if x1 != 1 || y1 != 1 { endSlope = x1 < 1 ? (1 - y1) / (1 - x1) : 0 }
        else { endSlope = 1 }
    }

    /// The control points as `[x1, y1, x2, y2]`.
    public var controlPoints: [Double] { [x1, y1, x2, y2] }

    /// Whether the curve is the identity (`y = x`).
    public var isLinear: Bool { x1 == y1 && x2 == y2 }

    // MARK: - Evaluation

    /// The curve's y where its x is `x` (the fraction of the change shown at time fraction `x`).
    /// A non-finite `x` gives the value at the end it points to, never NaN: 1 for `+∞`, 0
    /// for `-∞` and NaN. Use ``checkedValue(at:)`` to have it refused.
    @inlinable
    public func value(at x: Double) -> Double {
        guard x.isFinite else { return x == .infinity ? 1 : 0 }
        if x1 == y1 && x2 == y2 { return x }
        return solve(x)
    }

    /// ``value(at:)`` that throws ``AnimationError/invalidInput(_:)`` for a non-finite `x`.
    public func checkedValue(at x: Double) throws(AnimationError) -> Double {
        guard x.isFinite else { throw .invalidInput("timing curve evaluated at x = \(x)") }
        return value(at: x)
    }

    @inlinable @inline(__always)
    package func solve(_ x: Double) -> Double {
        guard x.isFinite else { return x == .infinity ? 1 : 0 }
        if x <= 0 { return x == 0 ? 0 : startSlope * x }
        if x >= 1 { return x == 1 ? 1 : 1 + endSlope * (x - 1) }
        let t = parameter(forX: x)
        return ((ay * t + by) * t + cy) * t
    }

    /// The curve parameter whose x is `x` (0 < x < 1), to 1e-7 in x (the promise is 1e-6).
    @inlinable @inline(__always)
    func parameter(forX x: Double) -> Double {
        // Newton's method from a guess interpolated in the inverse table, then bisection if it
        // strays or stalls.
        let f = x * 31
        let j = min(Int(f), 30)
        let t0 = Double(inverse[j]), t1 = Double(inverse[j + 1])
        var t = t0 + (t1 - t0) * (f - Double(j))
        for _ in 0..<8 {
            let err = ((ax * t + bx) * t + cx) * t - x
            if abs(err) < 1e-7 { return t }
            let d = (3 * ax * t + 2 * bx) * t + cx
            if abs(d) < 1e-7 { break }
            t -= err / d
            if !(t > 0 && t < 1) { break }
        }
        var lo = 0.0, hi = 1.0
        t = x
        for _ in 0..<64 {
            let v = ((ax * t + bx) * t + cx) * t
            if abs(v - x) < 1e-7 { return t }
            if v < x { lo = t } else { hi = t }
            t = (lo + hi) / 2
        }
        return t
    }
}
