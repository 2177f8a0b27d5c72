import Foundation

/// One finger on the screen (`UITouch`'s role): where it is, when, and in which phase.
@MainActor
public final class Touch {
    /// The phases of a touch, as UIKit's.
    public enum Phase: String, Sendable, Codable {
        /// UIKit's phases of a touch.
        case began, moved, stationary, ended, cancelled
    }

    /// The phase of the latest event.
    public package(set) var phase: Phase
    /// Clock time of the latest event, in seconds.
    public package(set) var timestamp: TimeInterval
    /// The window the touch is in.
    public private(set) weak var window: Window?
    /// The view the touch began in (the hit-test result of its first location).
    public private(set) weak var view: View?
    /// The location in window coordinates, in points.
    public package(set) var windowLocation: CGPoint
    /// The location before the latest move, in window coordinates.
    public package(set) var previousWindowLocation: CGPoint

    package init(window: Window, view: View?, location: CGPoint, timestamp: TimeInterval) {
        self.window = window
        self.view = view
        self.phase = .began
        self.timestamp = timestamp
        self.windowLocation = location
        self.previousWindowLocation = location
    }

    /// The location in `view`'s coordinates (`nil`: the window's), in points.
    public func location(in view: View?) -> CGPoint {
        guard let view else { return windowLocation }
        return view.convert(windowLocation, from: window)
    }

    /// The previous location in `view`'s coordinates (`nil`: the window's).
    public func previousLocation(in view: View?) -> CGPoint {
        guard let view else { return previousWindowLocation }
        return view.convert(previousWindowLocation, from: window)
    }
}

/// The touches of one delivery (`UIEvent`'s role).
@MainActor
public final class Event {
    /// Clock time, in seconds.
    public let timestamp: TimeInterval
    /// Every touch on the screen.
    public let allTouches: Set<ObjectIdentifier>

    package init(timestamp: TimeInterval, touches: [Touch]) {
        self.timestamp = timestamp
        self.allTouches = Set(touches.map(ObjectIdentifier.init))
    }
}
