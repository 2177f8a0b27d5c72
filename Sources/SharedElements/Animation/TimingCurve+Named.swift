import Foundation

// MARK: - Core Animation names

extension TimingCurve {
    /// `y = x`.
    public static let linear = TimingCurve(unchecked: 0, 0, 1, 1)
    /// Core Animation's `default` (CSS `ease`): (0.25, 0.1, 0.25, 1).
    public static let `default` = TimingCurve(unchecked: 0.25, 0.1, 0.25, 1)
    /// `easeIn` (CSS `ease-in`): (0.42, 0, 1, 1).
    public static let easeIn = TimingCurve(unchecked: 0.42, 0, 1, 1)
    /// `easeOut` (CSS `ease-out`): (0, 0, 0.58, 1).
    public static let easeOut = TimingCurve(unchecked: 0, 0, 0.58, 1)
    /// `easeInEaseOut` (CSS `ease-in-out`, UIKit's default `curveEaseInOut`): (0.42, 0, 0.58, 1).
    public static let easeInEaseOut = TimingCurve(unchecked: 0.42, 0, 0.58, 1)

    /// A curve by its CSS name (`linear`, `ease`, `ease-in`, `ease-out`, `ease-in-out`), its
    /// Core Animation name (`linear`, `default`, `easeIn`, `easeOut`, `easeInEaseOut`) or its
    /// UIKit option name (`curveLinear`, `curveEaseIn`, `curveEaseOut`, `curveEaseInOut`);
    /// `nil` for any other name.
    public init?(named name: String) {
        switch name {
        case "linear", "curveLinear": self = .linear
        case "ease", "default": self = .default
        case "ease-in", "easeIn", "curveEaseIn": self = .easeIn
        case "ease-out", "easeOut", "curveEaseOut": self = .easeOut
        case "ease-in-out", "easeInEaseOut", "curveEaseInOut": self = .easeInEaseOut
        default: return nil
        }
    }
}

/// UIKit's animation curves (`UIView.AnimationCurve`).
public enum AnimationCurve: Sendable, Hashable, CaseIterable {
    /// Slow at both ends: the default of `View.animate`.
    case easeInOut
    /// Starts slowly and ends at speed.
    case easeIn
    /// Starts at speed and ends slowly.
    case easeOut
    /// Constant speed.
    case linear

    /// The Bézier curve this option stands for.
    public var timingCurve: TimingCurve {
        switch self {
        case .easeInOut: .easeInEaseOut
        case .easeIn: .easeIn
        case .easeOut: .easeOut
        case .linear: .linear
        }
    }
}
