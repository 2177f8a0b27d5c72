import Foundation

/// A value pulled towards a target by a ``Spring``, moved by ``advance(by:)`` (Advance's
/// spring animator as a value type): for gesture hand-off and anything driven frame by frame
/// outside layer animations.
///
/// Retargeting keeps the current value and velocity, so the motion bends towards the new
/// target without a jump. Each step is solved in closed form, so many small steps and one big
/// step agree (to rounding).
///
/// ```swift
/// var sim = SpringSimulation(spring: try Spring(response: 0.4, dampingRatio: 0.8),
///                            value: card.position, target: home)
/// sim.velocity = gestureVelocity            // points per second
/// sim.advance(by: 1.0 / 60)
/// card.position = sim.value
/// if sim.hasSettled { … }
/// ```
public struct SpringSimulation<Value: AnimationVectorConvertible>: Sendable where Value: Sendable {
    /// The spring (mass, stiffness, damping).
    public var spring: Spring
    /// The current value.
    public var value: Value
    /// The current velocity, in value units per second.
    public var velocity: Value
    /// Where the spring pulls; changing it keeps value and velocity.
    public var target: Value
    /// Distance and speed (value units, per second) under which the simulation counts as
    /// settled and snaps to the target.
    public var restThreshold: Double = 0.001

    /// Creates a simulation at rest at `value` unless `velocity` is given.
    public init(spring: Spring, value: Value, target: Value, velocity: Value? = nil) {
        self.spring = spring
        self.value = value
        self.target = target
        self.velocity = velocity ?? Value(animationVector: .zero)
    }

    /// Whether the value sits at the target with no velocity.
    public var hasSettled: Bool {
        value.animationVector == target.animationVector && velocity.animationVector == .zero
    }

    /// Moves the simulation `seconds` forward; zero, negative and non-finite steps do nothing.
    /// A step whose result is not finite (a NaN or infinite value, velocity or target) snaps the
    /// value to the target with zero velocity and stops.
    public mutating func advance(by seconds: TimeInterval) {
        guard seconds.isFinite, seconds > 0, !hasSettled else { return }
        let goal = target.animationVector
        let y0 = value.animationVector - goal
        let v0 = velocity.animationVector
        let (y, v) = Self.step(y0: y0, v0: v0, t: seconds, spring: spring)
        let settled = max(y.replacing(with: -y, where: y .< 0).max(), v.replacing(with: -v, where: v .< 0).max()) < restThreshold
        guard !settled, (y + v).x.isFinite, (y + v).y.isFinite, (y + v).z.isFinite, (y + v).w.isFinite else {
            value = target
            velocity = Value(animationVector: .zero)
            return
        }
        value = Value(animationVector: goal + y)
        velocity = Value(animationVector: v)
    }

    /// Displacement and velocity after `t` seconds of `m y'' + c y' + k y = 0`.
    package static func step(y0: SIMD4<Double>, v0: SIMD4<Double>, t: Double, spring: Spring) -> (SIMD4<Double>, SIMD4<Double>) {
        let w0 = spring.angularFrequency, z = spring.dampingRatio
        if z < 1 {
            let wd = w0 * (1 - z * z).squareRoot()
            let e = exp(-z * w0 * t), c = cos(wd * t), s = sin(wd * t)
            let b = (v0 + y0 * (z * w0)) / wd
            let y = (y0 * c + b * s) * e
            let v = (b * (wd * c - z * w0 * s) - y0 * (wd * s + z * w0 * c)) * e
            return (y, v)
        } else if z == 1 {
            let e = exp(-w0 * t)
            let b = v0 + y0 * w0
            return ((y0 + b * t) * e, (b - (y0 + b * t) * w0) * e)
        } else {
            let root = (z * z - 1).squareRoot()
            let r1 = -w0 / (z + root), r2 = -z * w0 - w0 * root
            // y = c1 e^(r1 t) + c2 e^(r2 t) with c1 + c2 = y0, r1 c1 + r2 c2 = v0.
            let c2 = (v0 - y0 * r1) / (r2 - r1)
            let c1 = y0 - c2
            let e1 = exp(r1 * t), e2 = exp(r2 * t)
            return (c1 * e1 + c2 * e2, c1 * (r1 * e1) + c2 * (r2 * e2))
        }
    }
}

// MARK: - Vector form

/// A value with up to four components that can be added and scaled (for simulations).
public protocol AnimationVectorConvertible {
    /// The components (unused ones 0).
    var animationVector: SIMD4<Double> { get }
    /// The value of the components.
    init(animationVector: SIMD4<Double>)
}

/// A number is a spring simulation's vector in its first lane.
extension Double: AnimationVectorConvertible {
    public var animationVector: SIMD4<Double> { SIMD4(self, 0, 0, 0) }
    public init(animationVector v: SIMD4<Double>) { self = v.x }
}

/// A number is a spring simulation's vector in its first lane.
extension CGFloat: AnimationVectorConvertible {
    public var animationVector: SIMD4<Double> { SIMD4(Double(self), 0, 0, 0) }
    public init(animationVector v: SIMD4<Double>) { self = CGFloat(v.x) }
}

/// A point is a spring simulation's vector in its first two lanes.
extension CGPoint: AnimationVectorConvertible {
    public var animationVector: SIMD4<Double> { SIMD4(Double(x), Double(y), 0, 0) }
    public init(animationVector v: SIMD4<Double>) { self.init(x: v.x, y: v.y) }
}

/// A size is a spring simulation's vector in its first two lanes.
extension CGSize: AnimationVectorConvertible {
    public var animationVector: SIMD4<Double> { SIMD4(Double(width), Double(height), 0, 0) }
    public init(animationVector v: SIMD4<Double>) { self.init(width: v.x, height: v.y) }
}

/// A rectangle is a spring simulation's vector: origin and size.
extension CGRect: AnimationVectorConvertible {
    public var animationVector: SIMD4<Double> {
        SIMD4(Double(origin.x), Double(origin.y), Double(size.width), Double(size.height))
    }
    public init(animationVector v: SIMD4<Double>) { self.init(x: v.x, y: v.y, width: v.z, height: v.w) }
}
