import Foundation

/// Which pan drives an interactive transition, in EasyTransitions' top-level spelling: a pan
/// anywhere on the view in a ``PanDirection``, or a pan from a screen edge. It is the same
/// choice as ``TransitionInteractiveController/Pan``, into which ``interactivePan`` converts it.
///
/// ```swift
/// modalTransitionDelegate.wire(viewController: detail, with: .regular(.fromTop))
/// ```
public enum Pan: Sendable, Hashable {
    /// A pan anywhere on the view, moving the way `PanDirection` says.
    case regular(PanDirection)
    /// A pan that starts within 20 points of the edge and moves away from it.
    case edge(RectEdge)

    /// The same pan as ``TransitionInteractiveController``'s.
    public var interactivePan: TransitionInteractiveController.Pan {
        switch self {
        case .regular(let direction): .regular(direction.fingerDirection)
        case .edge(let edge): .edge(edge)
        }
    }
}

/// The way the finger moves in a ``Pan/regular(_:)`` pan, named by where it starts
/// (EasyTransitions' `PanDirection`): `.fromTop` is a downward drag.
public enum PanDirection: Sendable, Hashable, CaseIterable {
    /// Downwards, from the top.
    case fromTop
    /// Upwards, from the bottom.
    case fromBottom
    /// Rightwards, from the left.
    case fromLeft
    /// Leftwards, from the right.
    case fromRight

    /// EasyTransitions' later name for a sideways pan: left to right.
    public static let horizontal = PanDirection.fromLeft
    /// EasyTransitions' later name for an up-and-down pan: top to bottom.
    public static let vertical = PanDirection.fromTop

    /// The direction of ``TransitionInteractiveController`` the finger moves in.
    public var fingerDirection: TransitionInteractiveController.Direction {
        switch self {
        case .fromTop: .down
        case .fromBottom: .up
        case .fromLeft: .right
        case .fromRight: .left
        }
    }
}
