import Foundation

/// The time source a ``Window`` renders and runs transitions by: seconds that move only when
/// advanced, so every frame is reproducible.
///
/// Actions scheduled for a time run, in time order, while the clock is advanced past it.
///
/// ```swift
/// let window = Window()
/// window.clock.advance(by: 1.0 / 60)   // one frame
/// let frame = try window.render()
/// ```
@MainActor
public final class WindowClock {
    /// The current time, in seconds.
    public private(set) var now: TimeInterval
    /// Frames per second for ``advance(frames:)``.
    public var framesPerSecond: Double = 60

    private var scheduled: [Scheduled] = []
    private var nextID = 0

    private struct Scheduled {
        let id: Int
        let time: TimeInterval
        let action: @MainActor () -> Void
    }

    /// A clock starting at `time` seconds.
    public init(time: TimeInterval = 0) {
        now = time
    }

    /// Moves time forward by `seconds` (negative or non-finite values are ignored), running the
    /// actions that fall due on the way, each with ``now`` set to its own time.
    public func advance(by seconds: TimeInterval) {
        guard seconds.isFinite, seconds > 0 else { return runDue() }
        let target = now + seconds
        while let i = nextDueIndex(before: target) {
            let item = scheduled.remove(at: i)
            now = max(now, item.time)
            item.action()
        }
        now = target
    }

    /// Moves time forward by `frames` frames of ``framesPerSecond``.
    public func advance(frames: Int) {
        guard frames > 0 else { return }
        advance(by: Double(frames) / framesPerSecond)
    }

    /// Runs `action` once the clock reaches `delay` seconds from now (at once for a delay of
    /// zero or less, on the next advance). Returns an id for ``cancel(_:)``.
    @discardableResult
    public func schedule(after delay: TimeInterval, _ action: @escaping @MainActor () -> Void) -> Int {
        nextID += 1
        let d = delay.isFinite ? max(delay, 0) : .infinity
        scheduled.append(Scheduled(id: nextID, time: now + d, action: action))
        return nextID
    }

    /// Cancels a scheduled action.
    public func cancel(_ id: Int) {
        scheduled.removeAll { $0.id == id }
    }

    /// The number of actions still waiting.
    public var pendingActionCount: Int { scheduled.count }

    private func runDue() {
        while let i = nextDueIndex(before: now) {
            scheduled.remove(at: i).action()
        }
    }

    private func nextDueIndex(before limit: TimeInterval) -> Int? {
        var best: Int?
        for (i, s) in scheduled.enumerated() where s.time <= limit {
            if let b = best, scheduled[b].time <= s.time { continue }
            best = i
        }
        return best
    }
}
