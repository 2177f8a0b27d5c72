import Foundation

/// Delivers a window's touches to the gesture recognizers of the view each touch began in and of
/// that view's ancestors, as UIKit does, and records them when asked.
@MainActor
package final class TouchRouter {
    private var touches: [Int: Touch] = [:]
    private var listeners: [Int: [GestureRecognizer]] = [:]
    package var recording: [TouchScript.Step]?
    var recordingStart: TimeInterval = 0

    package func deliver(_ phase: Touch.Phase, at location: CGPoint, finger: Int, in window: Window) {
        let now = window.clock.now
        if var rec = recording {
            rec.append(TouchScript.Step(time: now - recordingStart, phase: phase, location: location, finger: finger))
            recording = rec
        }
        guard location.x.isFinite, location.y.isFinite else { return }
        switch phase {
        case .began:
            if touches[finger] != nil { deliver(.cancelled, at: location, finger: finger, in: window) }
            let hit = window.hitTest(location)
            let touch = Touch(window: window, view: hit, location: location, timestamp: now)
            touches[finger] = touch
            var chain: [GestureRecognizer] = []
            var v = hit
            while let view = v {
                chain += view.gestureRecognizers.filter { $0.isEnabled && ($0.state == .possible || $0.state == .began || $0.state == .changed) }
                v = view.superview
            }
            listeners[finger] = chain
            let event = Event(timestamp: now, touches: Array(touches.values))
            for g in chain {
                g.touches.append(touch)
                g.touchesBegan([touch], with: event)
            }
        case .moved, .stationary:
            guard let touch = touches[finger] else { return }
            touch.previousWindowLocation = touch.windowLocation
            touch.windowLocation = location
            touch.timestamp = now
            touch.phase = phase
            let event = Event(timestamp: now, touches: Array(touches.values))
            for g in listeners[finger] ?? [] where g.state != .failed && g.state != .cancelled {
                g.touchesMoved([touch], with: event)
            }
        case .ended, .cancelled:
            guard let touch = touches[finger] else { return }
            touch.previousWindowLocation = touch.windowLocation
            touch.windowLocation = location
            touch.timestamp = now
            touch.phase = phase
            let event = Event(timestamp: now, touches: Array(touches.values))
            for g in listeners[finger] ?? [] {
                if g.state != .failed && g.state != .cancelled {
                    if phase == .ended { g.touchesEnded([touch], with: event) } else { g.touchesCancelled([touch], with: event) }
                }
                g.touches.removeAll { $0 === touch }
                g.finishIfIdle()
            }
            touches[finger] = nil
            listeners[finger] = nil
        }
    }
}

extension Window {
    /// Delivers one touch event now, at the clock's current time. Locations are window
    /// coordinates in points; `finger` tells simultaneous touches apart. Non-finite locations
    /// are ignored.
    public func sendTouch(_ phase: Touch.Phase, at location: CGPoint, finger: Int = 0) {
        touchRouter.deliver(phase, at: location, finger: finger, in: self)
    }

    /// Plays a touch script from now: before each event the clock advances to the event's time,
    /// in steps of at most one frame at `fps`, so animations run between touches as on a device.
    public func play(_ script: TouchScript, fps: Double = 60) {
        guard let first = script.steps.first else { return }
        let start = clock.now - first.time
        let frame = 1 / (fps.isFinite && fps > 0 ? fps : 60)
        for step in script.steps {
            let due = start + step.time
            while clock.now + frame < due - 1e-9 { clock.advance(by: frame) }
            if due > clock.now { clock.advance(to: due) }
            sendTouch(step.phase, at: step.location, finger: step.finger)
        }
    }

    /// Starts recording every touch delivered to this window (a bug report's exact swipe).
    public func startRecordingTouches() {
        touchRouter.recording = []
        touchRouter.recordingStart = clock.now
    }

    /// Stops recording and returns the touches as a script that ``play(_:fps:)`` replays.
    @discardableResult
    public func stopRecordingTouches() -> TouchScript {
        let steps = touchRouter.recording ?? []
        touchRouter.recording = nil
        return TouchScript(steps: steps)
    }
}
