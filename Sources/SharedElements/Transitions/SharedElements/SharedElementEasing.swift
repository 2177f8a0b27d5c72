import Foundation

/// How a flight maps its linear time (0...1 over its duration) to progress along its path:
/// a cubic Bézier timing curve, or a spring's step response stretched over the duration (so an
/// under-damped spring overshoots and settles by the end).
public enum SharedElementEasing: Sendable, Equatable {
    /// A timing curve (CSS's `cubic-bezier`, `CAMediaTimingFunction`).
    case curve(TimingCurve)
    /// A spring released from rest at 0 toward 1; the flight's duration covers its settling.
    case spring(Spring)

    /// Progress at linear time `x` (clamped to 0...1). Exactly 0 at 0 and 1 at 1.
    public func value(at x: Double) -> Double { value(at: x, springSpan: springSpan) }

    /// ``value(at:)`` with the spring's span already worked out.
    package func value(at x: Double, springSpan: Double) -> Double {
        guard x.isFinite else { return x > 0 ? 1 : 0 }
        if x <= 0 { return 0 }
        if x >= 1 { return 1 }
        switch self {
        case .curve(let curve):
            return curve.value(at: x)
        case .spring(let spring):
            let v = spring.value(at: x * springSpan)
            return v.isFinite ? v : 1
        }
    }

    /// The seconds of spring motion a flight's duration covers: its settling duration, at most
    /// 10 s (0 for a curve).
    package var springSpan: Double {
        guard case .spring(let spring) = self else { return 0 }
        return Self.span(of: spring)
    }

    /// A spring's settling duration, at most 10 s (10 s when it never settles).
    package static func span(of spring: Spring) -> Double {
        let settling = spring.settlingDuration()
        return settling.isFinite && settling > 0 ? min(settling, 10) : 10
    }

    /// The curve's control points, or `nil` for a spring.
    package var controlPoints: [Double]? {
        if case .curve(let curve) = self { return curve.controlPoints }
        return nil
    }
}
