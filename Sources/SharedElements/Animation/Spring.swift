import Foundation

/// A damped spring `m x'' + c x' + k (x - 1) = 0` that carries progress from 0 to 1
/// (`CASpringAnimation`'s physics, SwiftUI's `Spring`).
///
/// A spring is a small value; the initial velocity (progress per second, that is in units of
/// the whole distance per second) is given when it is evaluated.
///
/// ```swift
/// let bouncy = try Spring(response: 0.5, dampingRatio: 0.7)   // SwiftUI
/// let ca = try Spring(mass: 1, stiffness: 100, damping: 10)   // CASpringAnimation
/// let p = bouncy.value(at: 0.25)                               // progress at 0.25 s
/// ```
public struct Spring: Sendable, Equatable, Hashable {
    /// Mass, > 0.
    public let mass: Double
    /// Stiffness (spring constant), > 0.
    public let stiffness: Double
    /// Damping coefficient, ≥ 0.
    public let damping: Double

    /// A spring from physical parameters, with `CASpringAnimation`'s defaults.
    /// - Throws: ``AnimationError/invalidSpring(_:)`` unless mass > 0, stiffness > 0,
    ///   damping ≥ 0, all finite.
    public init(mass: Double = 1, stiffness: Double = 100, damping: Double = 10) throws(AnimationError) {
        guard mass.isFinite, stiffness.isFinite, damping.isFinite, mass > 0, stiffness > 0, damping >= 0 else {
            throw .invalidSpring("mass \(mass), stiffness \(stiffness), damping \(damping): need mass > 0, stiffness > 0, damping >= 0")
        }
        self.init(unchecked: mass, stiffness, damping)
    }

    package init(unchecked mass: Double, _ stiffness: Double, _ damping: Double) {
        self.mass = mass; self.stiffness = stiffness; self.damping = damping
    }

    /// The same motion played `factor` times faster (stiffness times factor², damping times
    /// factor: the damping ratio stays, the settling time divides by `factor`). A factor that
    /// is not finite and positive leaves the spring as it is.
    package func speeded(by factor: CGFloat) -> Spring {
        let f = Double(factor)
        guard f.isFinite, f > 0, f != 1 else { return self }
        let k = stiffness * f * f, c = damping * f
        guard k.isFinite, c.isFinite, k > 0 else { return self }
        return Spring(unchecked: mass, k, c)
    }

    /// SwiftUI's `Spring(response:dampingRatio:)`: mass 1, stiffness `(2π / response)²`,
    /// damping `4π · dampingRatio / response`. `response` in seconds, > 0; `dampingRatio` ≥ 0.
    public init(response: Double, dampingRatio: Double) throws(AnimationError) {
        guard response.isFinite, dampingRatio.isFinite, response > 0, dampingRatio >= 0 else {
            throw .invalidSpring("response \(response), dampingRatio \(dampingRatio): need response > 0, dampingRatio >= 0")
        }
        let w = 2 * Double.pi / response
        self.init(unchecked: 1, w * w, 4 * Double.pi * dampingRatio / response)
    }

    /// SwiftUI's `Spring(duration:bounce:)`: response = `duration` (seconds, > 0); damping
    /// ratio `1 - bounce` for bounce ≥ 0 and `1 / (1 + bounce)` below; bounce in (-1, 1].
    public init(duration: Double, bounce: Double) throws(AnimationError) {
        guard bounce.isFinite, bounce > -1, bounce <= 1 else {
            throw .invalidSpring("bounce \(bounce) must lie in (-1, 1]")
        }
        try self.init(response: duration, dampingRatio: bounce >= 0 ? 1 - bounce : 1 / (1 + bounce))
    }

    /// `CASpringAnimation`'s default spring: mass 1, stiffness 100, damping 10.
    public static let `default` = Spring(unchecked: 1, 100, 10)

    // MARK: - Derived values

    /// `c / (2 √(k m))`: below 1 the spring oscillates, 1 is critical, above 1 over-damped.
    public var dampingRatio: Double { damping / (2 * (stiffness * mass).squareRoot()) }

    /// The undamped angular frequency `√(k / m)`, radians per second.
    public var angularFrequency: Double { (stiffness / mass).squareRoot() }

    /// SwiftUI's perceptual duration `2π √(m / k)`, seconds.
    public var duration: Double { 2 * Double.pi * (mass / stiffness).squareRoot() }

    /// SwiftUI's bounce: `1 - ζ` for ζ ≤ 1, `1/ζ - 1` above.
    public var bounce: Double {
        let z = dampingRatio
        return z <= 1 ? 1 - z : 1 / z - 1
    }

    // MARK: - Evaluation

    /// Progress at `time` seconds for a start at rest at 0 moving with `initialVelocity`
    /// (progress per second). Non-finite input is neutralised as ``state(at:initialVelocity:)``
    /// says; the result is always finite.
    public func value(at time: Double, initialVelocity: Double = 0) -> Double {
        state(at: time, initialVelocity: initialVelocity).position
    }

    /// Progress and its velocity (per second) at `time` seconds.
    ///
    /// Never NaN or infinite: a non-finite `initialVelocity` counts as 0; a `time` of `+∞` is
    /// the rest state `(1, 0)`, and NaN or `-∞` the start `(0, initialVelocity)`; a state
    /// that overflows (a huge velocity or a time far before 0) is the rest state too. Use
    /// ``checkedState(at:initialVelocity:)`` to have non-finite input refused.
    public func state(at time: Double, initialVelocity v0: Double = 0) -> (position: Double, velocity: Double) {
        let v = v0.isFinite ? v0 : 0
        guard time.isFinite else { return time == .infinity ? (1, 0) : (0, v) }
        let s = SpringMotion(self, initialVelocity: v).state(at: time)
        return s.position.isFinite && s.velocity.isFinite ? s : (1, 0)
    }

    /// ``state(at:initialVelocity:)`` that refuses non-finite input.
    /// - Throws: ``AnimationError/invalidInput(_:)`` when `time` or `initialVelocity` is NaN or
    ///   infinite.
    public func checkedState(at time: Double, initialVelocity v0: Double = 0) throws(AnimationError)
        -> (position: Double, velocity: Double) {
        guard time.isFinite, v0.isFinite else {
            throw .invalidInput("spring evaluated at time \(time) with initial velocity \(v0)")
        }
        return state(at: time, initialVelocity: v0)
    }
}
