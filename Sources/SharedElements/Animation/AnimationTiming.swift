import Foundation

/// How an animation moves through its change over time: a Bézier curve of the time fraction,
/// or a spring — evaluated in seconds, fitted to the duration as UIKit does, or stretched over
/// the duration so that it covers the spring's settling. One type for layer animations,
/// property animators, the catalog's transitions and shared-element flights.
///
/// ```swift
/// let eased: AnimationTiming = .curve(.easeInEaseOut)
/// let bouncy: AnimationTiming = .spring(try Spring(response: 0.4, dampingRatio: 0.7))
/// let uikit: AnimationTiming = .springDampingRatio(0.8, initialVelocity: 0)  // fits the duration
/// let settling: AnimationTiming = .settlingSpring(try Spring(response: 0.45, dampingRatio: 0.8))
/// ```
public enum AnimationTiming: Sendable, Hashable {
    /// Progress is `curve(elapsed / duration)`.
    case curve(TimingCurve)
    /// Progress follows `spring` from rest-at-0 with `initialVelocity` (units of the whole
    /// change per second), in seconds of the animation's own time; the animation still ends
    /// at its duration (`CASpringAnimation`).
    case spring(Spring, initialVelocity: Double = 0)
    /// UIKit's spring over a duration (`usingSpringWithDamping:initialSpringVelocity:`): the
    /// spring of ``Spring/init(uikitDuration:dampingRatio:initialVelocity:)`` for the
    /// animation's duration.
    case springDampingRatio(Double, initialVelocity: Double = 0)
    /// A spring released from rest at 0 toward 1, its step response stretched so that the
    /// duration covers the spring's settling (``settlingSpan(of:)``): an under-damped spring
    /// overshoots and settles by the end, and the end is exactly 1.
    case settlingSpring(Spring)

    /// `.curve(.linear)`.
    public static let linear = AnimationTiming.curve(.linear)
    /// `.curve(.default)`: Core Animation's default.
    public static let `default` = AnimationTiming.curve(.default)
    /// `.curve(.easeIn)`.
    public static let easeIn = AnimationTiming.curve(.easeIn)
    /// `.curve(.easeOut)`.
    public static let easeOut = AnimationTiming.curve(.easeOut)
    /// `.curve(.easeInEaseOut)`: UIKit's default.
    public static let easeInEaseOut = AnimationTiming.curve(.easeInEaseOut)

    /// The curve, or `nil` for a spring.
    public var curve: TimingCurve? {
        if case .curve(let c) = self { return c }
        return nil
    }

    /// Progress at `fraction` (linear time, clamped to 0...1) of a change lasting `duration`
    /// seconds: exactly 0 at 0 and 1 at 1 (a spring that has not settled jumps to the end).
    ///
    /// ```swift
    /// AnimationTiming.curve(.linear).progress(at: 0.25, duration: 0.4)   // 0.25
    /// ```
    public func progress(at fraction: Double, duration: TimeInterval) -> Double {
        switch self {
        case .curve(let c):
            return Self.ease(fraction, curve: c, spring: nil, initialVelocity: 0, span: 0)
        default:
            let s = spring(duration: duration)
            return Self.ease(fraction, curve: .linear, spring: s?.spring, initialVelocity: s?.initialVelocity ?? 0,
                             span: s?.span ?? 0)
        }
    }

    /// The spring of a spring timing for a change lasting `duration` seconds, its initial
    /// velocity, and the seconds of its motion the change covers; `nil` for a curve (and for a
    /// UIKit spring that does not fit, which then moves linearly).
    package func spring(duration: TimeInterval) -> (spring: Spring, initialVelocity: Double, span: Double)? {
        let span = duration.isFinite ? max(duration, 0) : 0
        switch self {
        case .curve:
            return nil
        case .spring(let s, let v):
            return (s, v.isFinite ? v : 0, span)
        case .springDampingRatio(let z, let v):
            guard let s = try? Spring(uikitDuration: duration, dampingRatio: z, initialVelocity: v) else { return nil }
            return (s, v, span)
        case .settlingSpring(let s):
            return (s, 0, Self.settlingSpan(of: s))
        }
    }

    /// A spring's settling duration, at most 10 s (10 s when it never settles): the seconds of
    /// motion ``settlingSpring(_:)`` stretches over the duration.
    public static func settlingSpan(of spring: Spring) -> Double {
        let settling = spring.settlingDuration()
        return settling.isFinite && settling > 0 ? min(settling, 10) : 10
    }

    /// Linear progress `x` through `curve` or, when given, `spring` moving from rest-at-0 with
    /// `initialVelocity`, `x` of the way through `span` seconds of its motion. Exactly 0 at 0 and
    /// 1 at 1 (and for non-finite input, by its sign); a spring value that is not finite is 1.
    @inlinable @inline(__always)
    package static func ease(
        _ x: Double, curve: borrowing TimingCurve, spring: Spring?, initialVelocity: Double, span: Double
    ) -> Double {
        guard x.isFinite else { return x > 0 ? 1 : 0 }
        if x <= 0 { return 0 }
        if x >= 1 { return 1 }
        guard let spring else { return curve.value(at: x) }
        let v = spring.value(at: x * span, initialVelocity: initialVelocity)
        return v.isFinite ? v : 1
    }

    /// The timing with its spring resolved for `duration` seconds (as ``spring(duration:)``
    /// resolves it; a UIKit spring that fits no spring moves linearly); `nil` for non-finite or
    /// non-positive inputs, and for a spring with a non-finite velocity, which a layer animation
    /// refuses.
    package func resolved(duration: TimeInterval) -> ResolvedTiming? {
        if case .spring(_, let v) = self, !v.isFinite { return nil }
        if let curve { return ResolvedTiming(curve: curve) }
        if let s = spring(duration: duration) {
            return ResolvedTiming(spring: s.spring, initialVelocity: s.initialVelocity, span: s.span, duration: duration)
        }
        // A UIKit spring that does not fit its duration moves linearly (see `spring(duration:)`);
        // non-finite or non-positive inputs have no timing.
        if case .springDampingRatio(let z, let v) = self, z.isFinite, z > 0, v.isFinite, duration.isFinite, duration > 0 {
            return ResolvedTiming(curve: .linear)
        }
        return nil
    }
}

/// A timing ready to evaluate every frame: flat, so reading it copies nothing.
package struct ResolvedTiming {
    private enum Kind { case linear, curve, spring }
    private let kind: Kind
    private let curve: TimingCurve
    private let motion: SpringMotion?
    /// Seconds of spring motion per second of the animation (1 but for a settling spring).
    private let timeScale: Double

    package init(curve c: TimingCurve) {
        kind = c.isLinear ? .linear : .curve
        curve = c
        motion = nil
        timeScale = 1
    }

    /// A spring whose `span` seconds of motion play over `duration` seconds (the same seconds
    /// but for a settling spring).
    package init(spring s: Spring, initialVelocity v: Double, span: Double, duration: TimeInterval) {
        kind = .spring
        curve = .linear
        motion = SpringMotion(s, initialVelocity: v)
        timeScale = duration > 0 && duration.isFinite ? span / duration : 1
    }

    package static let linear = ResolvedTiming(curve: .linear)
    package static let easeInEaseOut = ResolvedTiming(curve: .easeInEaseOut)

    /// Progress for `fraction` of the duration, `time` seconds into it.
    @inline(__always)
    package func progress(fraction: Double, time: Double) -> Double {
        switch kind {
        case .linear: fraction
        case .curve: curve.solve(fraction)
        case .spring: motion?.position(at: time * timeScale) ?? 1
        }
    }
}
