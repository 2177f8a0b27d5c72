import Foundation

/// Why the animation engine refused an input. Each case names what was wrong and where.
public enum AnimationError: Error, Sendable, Equatable, CustomStringConvertible {
    /// A cubic Bézier timing curve with x1 or x2 outside 0...1, or a non-finite control point.
    case invalidCurve(String)
    /// A time, progress, duration or value that is not usable (NaN, infinite, out of range).
    case invalidInput(String)
    /// Spring parameters that describe no spring (non-positive mass or stiffness, negative
    /// damping, a bounce outside (-1, 1], a non-finite number).
    case invalidSpring(String)
    /// A transform that cannot be built or blended (non-finite entries, a non-positive
    /// perspective distance).
    case invalidTransform(String)
    /// Values that do not fit the animated property (a point for `opacity`, mismatched
    /// keyframe counts).
    case mismatchedValues(String)

    /// What went wrong, for people.
    public var description: String {
        switch self {
        case .invalidCurve(let m): "invalid timing curve: \(m)"
        case .invalidInput(let m): "invalid input: \(m)"
        case .invalidSpring(let m): "invalid spring: \(m)"
        case .invalidTransform(let m): "invalid transform: \(m)"
        case .mismatchedValues(let m): "mismatched values: \(m)"
        }
    }
}
