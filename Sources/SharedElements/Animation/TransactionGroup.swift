import Foundation

/// Waits for the animations of a transaction to end, then runs its completion once.
package final class TransactionGroup {
    private var pending = 0
    private var allFinished = true
    private var committed = false
    private var done = false
    private let completion: (Bool) -> Void
    package var clock: AnimationClock?

    package init(completion: @escaping (Bool) -> Void) {
        self.completion = completion
    }

    package func animationAdded(clock: AnimationClock) {
        pending += 1
        if self.clock == nil { self.clock = clock }
    }

    package func animationEnded(finished: Bool) {
        pending -= 1
        allFinished = allFinished && finished
        finishIfDone(fromClock: true)
    }

    package func commit() {
        committed = true
        finishIfDone(fromClock: false)
    }

    private func finishIfDone(fromClock: Bool) {
        guard committed, pending <= 0, !done else { return }
        done = true
        let finished = allFinished
        let completion = completion
        if fromClock {
            completion(finished)
        } else {
            // Nothing to wait for: run at the next step of the clock, as UIKit runs it on the
            // next turn of the run loop.
            (clock ?? AnimationClock.default).schedule { completion(finished) }
        }
    }
}
