import Foundation

/// Actions due at times of an ``AnimationClock``, run at the first clock step at or past their
/// time, earliest first. A ``Window`` keeps one for transition timeouts and its users'
/// ``Window/schedule(after:_:)``.
package final class ClockTimers: ClockParticipant {
    private struct Item {
        let id: Int
        let time: TimeInterval
        let action: @MainActor () -> Void
    }

    private let clock: AnimationClock
    private var items: [Item] = []
    private var nextID = 0

    package init(clock: AnimationClock) { self.clock = clock }

    /// Runs `action` once the clock reaches `delay` seconds from now. Returns an id for
    /// ``cancel(_:)``.
    package func schedule(after delay: TimeInterval, _ action: @escaping @MainActor () -> Void) -> Int {
        nextID += 1
        let d = delay.isFinite ? max(delay, 0) : .infinity
        items.append(Item(id: nextID, time: clock.now + d, action: action))
        clock.register(self)
        return nextID
    }

    package func cancel(_ id: Int) {
        items.removeAll { $0.id == id }
    }

    var pendingCount: Int { items.count }

    package var isWaitingForClock: Bool { !items.isEmpty }

    package func clockDidAdvance(to now: TimeInterval, clock: AnimationClock) -> Bool {
        // Tolerate float drift of frame steps (12 steps of 1/60 s fall short of 0.2 by 1e-17).
        let limit = now + 1e-9
        while let i = nextDue(before: limit) {
            let item = items.remove(at: i)
            MainActor.assumeIsolated { item.action() }
        }
        return !items.isEmpty
    }

    private func nextDue(before limit: TimeInterval) -> Int? {
        var best: Int?
        for (i, item) in items.enumerated() where item.time <= limit {
            if let b = best, items[b].time <= item.time { continue }
            best = i
        }
        return best
    }
}
