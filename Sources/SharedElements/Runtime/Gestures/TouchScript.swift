import Foundation

/// A finger's path as timed events, to inject into a ``Window`` (tests, the demo, bug reports).
///
/// Times are seconds from the start of the script; locations are window coordinates in points.
/// Scripts are `Codable` (JSON), so a swipe recorded with ``Window/startRecordingTouches()`` can
/// be saved and replayed exactly.
///
/// ```swift
/// let swipe = TouchScript.swipe(from: CGPoint(x: 5, y: 400), to: CGPoint(x: 300, y: 400), duration: 0.3)
/// window.play(swipe)
/// ```
public struct TouchScript: Sendable, Codable, Equatable {
    /// One touch event.
    public struct Step: Sendable, Codable, Equatable {
        /// Seconds from the script's start.
        public var time: TimeInterval
        /// Whether the finger goes down, moves, rests or lifts.
        public var phase: Touch.Phase
        /// Window coordinates, in points.
        public var location: CGPoint
        /// Which finger (for several simultaneous touches).
        public var finger: Int

        /// A step of finger `finger` at `time` seconds, at `location` in window points.
        public init(time: TimeInterval, phase: Touch.Phase, location: CGPoint, finger: Int = 0) {
            self.time = time
            self.phase = phase
            self.location = location
            self.finger = finger
        }
    }

    /// The events in time order.
    public var steps: [Step]

    /// A script of `steps`, in time order.
    public init(steps: [Step]) {
        self.steps = steps.sorted { $0.time < $1.time }
    }

    /// Seconds from the first to the last event.
    public var duration: TimeInterval { (steps.last?.time ?? 0) - (steps.first?.time ?? 0) }

    /// A finger going down at `start`, moving to `end` over `duration` seconds with samples at
    /// `fps` per second (positions follow `timing`, linear by default), and lifting there.
    /// Pass `lift: false` to keep the finger down at the end.
    public static func swipe(
        from start: CGPoint, to end: CGPoint, duration: TimeInterval, fps: Double = 60,
        timing: TimingCurve = .linear, lift: Bool = true, finger: Int = 0
    ) -> TouchScript {
        drag(through: [start, end], duration: duration, fps: fps, timing: timing, lift: lift, finger: finger)
    }

    /// A finger going down at the first point and moving through the others (straight segments
    /// of equal time) over `duration` seconds, sampled at `fps`.
    public static func drag(
        through points: [CGPoint], duration: TimeInterval, fps: Double = 60, timing: TimingCurve = .linear,
        lift: Bool = true, finger: Int = 0
    ) -> TouchScript {
        guard let first = points.first else { return TouchScript(steps: []) }
        let d = duration.isFinite && duration > 0 ? duration : 0
        let rate = fps.isFinite && fps > 0 ? min(fps, 1000) : 60
        var steps = [Step(time: 0, phase: .began, location: first, finger: finger)]
        let frames = max(1, Int((d * rate).rounded(.up)))
        for i in 1...frames {
            let t = min(Double(i) / rate, d)
            let progress = d > 0 ? timing.value(at: t / d) : 1
            steps.append(Step(time: t, phase: .moved, location: point(along: points, at: progress), finger: finger))
        }
        if lift, let last = steps.last {
            steps.append(Step(time: last.time, phase: .ended, location: last.location, finger: finger))
        }
        return TouchScript(steps: steps)
    }

    /// This script followed by `other`, shifted to start `gap` seconds after this one ends.
    public func followed(by other: TouchScript, after gap: TimeInterval = 0) -> TouchScript {
        let offset = (steps.last?.time ?? 0) + max(gap, 0) - (other.steps.first?.time ?? 0)
        return TouchScript(steps: steps + other.steps.map { var s = $0; s.time += offset; return s })
    }

    /// The script as JSON.
    public func jsonData() throws -> Data {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys]
        return try encoder.encode(self)
    }

    /// A script read from JSON written by ``jsonData()``.
    public init(jsonData: Data) throws {
        self = try JSONDecoder().decode(TouchScript.self, from: jsonData)
        steps.sort { $0.time < $1.time }
    }

    package static func point(along points: [CGPoint], at progress: Double) -> CGPoint {
        guard points.count > 1 else { return points.first ?? .zero }
        let p = min(max(progress, 0), 1) * Double(points.count - 1)
        let i = min(Int(p), points.count - 2)
        let f = p - Double(i)
        let a = points[i], b = points[i + 1]
        return CGPoint(x: a.x + (b.x - a.x) * f, y: a.y + (b.y - a.y) * f)
    }
}
