import Foundation

/// How an animation moves through its change over time: a Bézier curve of the time fraction,
/// or a spring evaluated in seconds.
///
/// ```swift
/// let eased: AnimationTiming = .curve(.easeInEaseOut)
/// let bouncy: AnimationTiming = .spring(try Spring(response: 0.4, dampingRatio: 0.7))
/// let uikit: AnimationTiming = .springDampingRatio(0.8, initialVelocity: 0)  // fits the duration
/// ```
public enum AnimationTiming: Sendable, Equatable {
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

    /// The timing with its spring resolved for `duration` seconds; `nil` when no spring fits.
    package func resolved(duration: TimeInterval) -> ResolvedTiming? {
        switch self {
        case .curve(let c): return ResolvedTiming(curve: c)
        case .spring(let s, let v): return v.isFinite ? ResolvedTiming(spring: s, initialVelocity: v) : nil
        case .springDampingRatio(let z, let v):
            guard let s = try? Spring(uikitDuration: duration, dampingRatio: z, initialVelocity: v) else { return nil }
            return ResolvedTiming(spring: s, initialVelocity: v)
        }
    }
}

/// A timing ready to evaluate every frame: flat, so reading it copies nothing.
package struct ResolvedTiming {
    private enum Kind { case linear, curve, spring }
    private let kind: Kind
    private let curve: TimingCurve
    private let motion: SpringMotion?

    package init(curve c: TimingCurve) {
        kind = c.isLinear ? .linear : .curve
        curve = c
        motion = nil
    }

    package init(spring s: Spring, initialVelocity v: Double) {
        kind = .spring
        curve = .linear
        motion = SpringMotion(s, initialVelocity: v)
    }

    package static let linear = ResolvedTiming(curve: .linear)
    package static let easeInEaseOut = ResolvedTiming(curve: .easeInEaseOut)

    /// Progress for `fraction` of the duration, `time` seconds into it.
    @inline(__always)
    package func progress(fraction: Double, time: Double) -> Double {
        switch kind {
        case .linear: fraction
        case .curve: curve.solve(fraction)
        case .spring: motion?.position(at: time) ?? 1
        }
    }
}
