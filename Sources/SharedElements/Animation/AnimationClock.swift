import Foundation

/// The only source of time for animations: a number of seconds that moves when told to.
///
/// Tests and the demo step it explicitly (``advance(by:)``, ``advance(frames:fps:)``), so every
/// frame is reproducible; an app can let it follow wall time (``followWallTime()`` then
/// ``tick()`` once per frame). Time never goes backwards: negative and non-finite steps are
/// ignored. Each step also delivers the completions of animations that ended by then.
///
/// Layers read their clock from ``Layer/animationClock`` (inherited from superlayers; a window
/// sets it on its root layer) and fall back to ``AnimationClock/default``.
///
/// ```swift
/// let clock = AnimationClock()
/// root.animationClock = clock
/// card.add(.basic(.opacity, from: 0.0, to: 1.0, duration: 0.3), forKey: "fade")
/// clock.advance(frames: 9, fps: 60)   // 0.15 s later
/// let shown = card.presentation()?.opacity
/// ```
///
/// A clock and the layers on it are used from one thread at a time (the main thread in an
/// app); the clock itself is safe to share.
public final class AnimationClock: @unchecked Sendable {
    private let lock = NSLock()
    private var time: TimeInterval
    // Held strongly while they have work, as Core Animation keeps animating layers alive;
    // weak references would give every layer a side table and slow all its retains.
    private var participants: [ObjectIdentifier: ClockParticipant] = [:]
    private var order: [ObjectIdentifier] = []
    private var pending: [() -> Void] = []
    private var wallOrigin: (clock: TimeInterval, wall: UInt64)?
    private var isDelivering = false
    private var needsAnotherPass = false

    /// Creates a clock reading `startTime` seconds.
    public init(startTime: TimeInterval = 0) {
        time = startTime.isFinite ? startTime : 0
    }

    /// The current time in seconds.
    public var now: TimeInterval {
        lock.lock(); defer { lock.unlock() }
        return time
    }

    // MARK: - Moving time

    /// Moves time forward by `seconds` and delivers completions due by the new time.
    /// Negative, zero and non-finite steps leave the time as it is (completions due are still
    /// delivered).
    public func advance(by seconds: TimeInterval) {
        lock.lock()
        if seconds.isFinite, seconds > 0 { time += seconds }
        lock.unlock()
        deliver()
    }

    /// Moves time forward to `newTime`; an earlier or non-finite time is ignored.
    public func advance(to newTime: TimeInterval) {
        lock.lock()
        if newTime.isFinite, newTime > time { time = newTime }
        lock.unlock()
        deliver()
    }

    /// Steps `frames` frames of `1 / fps` seconds each, delivering completions after every frame.
    /// Non-positive or non-finite `fps` does nothing.
    public func advance(frames: Int, fps: Double = 60) {
        guard fps.isFinite, fps > 0, frames > 0 else { return }
        for _ in 0..<frames { advance(by: 1 / fps) }
    }

    /// Lets ``tick()`` move the clock with the monotonic wall clock from now on.
    public func followWallTime() {
        lock.lock()
        wallOrigin = (time, DispatchTime.now().uptimeNanoseconds)
        lock.unlock()
    }

    /// Stops following wall time; the clock keeps its current reading.
    public func stopFollowingWallTime() {
        lock.lock()
        wallOrigin = nil
        lock.unlock()
    }

    /// Whether ``tick()`` follows wall time.
    public var followsWallTime: Bool {
        lock.lock(); defer { lock.unlock() }
        return wallOrigin != nil
    }

    /// Catches up with wall time when following it, then delivers due completions.
    /// Call once per displayed frame.
    public func tick() {
        lock.lock()
        if let o = wallOrigin {
            let elapsed = Double(DispatchTime.now().uptimeNanoseconds &- o.wall) / 1e9
            time = max(time, o.clock + elapsed)
        }
        lock.unlock()
        deliver()
    }

    // MARK: - Participants

    /// Registers an object to be told when time moves, until it says it is done.
    package func register(_ participant: ClockParticipant) {
        let id = ObjectIdentifier(participant)
        lock.lock()
        if participants[id] == nil { order.append(id) }
        participants[id] = participant
        lock.unlock()
    }

    /// Runs `callback` at the next step of the clock.
    package func schedule(_ callback: @escaping () -> Void) {
        lock.lock()
        pending.append(callback)
        lock.unlock()
    }

    private func deliver() {
        lock.lock()
        if isDelivering {
            // A completion moved the clock: the running pass goes round once more.
            needsAnotherPass = true
            lock.unlock()
            return
        }
        isDelivering = true
        lock.unlock()
        defer {
            lock.lock()
            isDelivering = false
            lock.unlock()
        }
        // A participant or callback may add more work; go round until nothing is due.
        for _ in 0..<64 {
            lock.lock()
            let now = time
            let ids = order
            let snapshot = ids.map { participants[$0] }
            let callbacks = pending
            pending = []
            lock.unlock()
            // Work scheduled earlier (removals) runs before the ends seen now.
            for c in callbacks { c() }
            var finished: [ObjectIdentifier] = []
            for (id, p) in zip(ids, snapshot) {
                guard let p else { finished.append(id); continue }
                if !p.clockDidAdvance(to: now, clock: self) { finished.append(id) }
            }
            lock.lock()
            for id in finished {
                // Only drop it if it did not register again meanwhile.
                if let p = participants[id], p.isWaitingForClock { continue }
                participants[id] = nil
            }
            order.removeAll { participants[$0] == nil }
            let again = !pending.isEmpty || needsAnotherPass
            needsAnotherPass = false
            lock.unlock()
            if !again { break }
        }
    }
}

/// An object that needs to hear when its clock moves (layers with animations, animators).
package protocol ClockParticipant: AnyObject {
    /// Handles time `now`; returns whether it still wants to hear about later steps.
    func clockDidAdvance(to now: TimeInterval, clock: AnimationClock) -> Bool
    /// Whether it still has work on the clock (checked before dropping it).
    var isWaitingForClock: Bool { get }
}
