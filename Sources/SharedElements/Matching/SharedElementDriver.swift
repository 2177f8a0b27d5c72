import Foundation

/// Moves the flights of one shared-element transition on the window's clock: every clock step
/// puts each flyer where its curve says, and fades the background; at the end it calls `done`.
@MainActor
final class SharedElementDriver: ClockParticipant {
    let flights: [SharedElementFlight]
    let unmatched: [SharedElementUnmatchedTrack]
    let curve: TimingCurve
    let background: View?
    let backgroundFrom: CGFloat
    let backgroundTo: CGFloat
    let total: TimeInterval
    /// The dimming view of ``SharedElementOptions/Background/dim(_:)``, faded with the background.
    var dimming: (view: View, from: CGFloat, to: CGFloat)?
    private let start: TimeInterval
    private var done: (() -> Void)?
    /// Set by a cancellation: flights run back from where they are to 0 over `reverseSpan`.
    private var reverseStart: TimeInterval?
    private var reverseFrom: TimeInterval = 0

    init(flights: [SharedElementFlight], unmatched: [SharedElementUnmatchedTrack] = [], curve: TimingCurve, background: View?, backgroundFrom: CGFloat,
         backgroundTo: CGFloat, minimumDuration: TimeInterval, start: TimeInterval, done: @escaping () -> Void) {
        self.flights = flights
        self.unmatched = unmatched
        self.curve = curve
        self.background = background
        self.backgroundFrom = backgroundFrom
        self.backgroundTo = backgroundTo
        self.start = start
        self.done = done
        // Without flights the background still fades over the transition's own duration.
        let flightEnd = flights.map { $0.delay + $0.duration }.max() ?? (background == nil ? 0 : max(minimumDuration, 0))
        total = max(flightEnd, unmatched.map { $0.delay + $0.duration }.max() ?? 0)
    }

    nonisolated var isWaitingForClock: Bool { MainActor.assumeIsolated { done != nil } }

    /// Shows the transition `elapsed` seconds in.
    func show(elapsed: TimeInterval) {
        View.performWithoutAnimation {
            for flight in flights { flight.apply(flight.progress(at: elapsed)) }
            for track in unmatched { track.apply(elapsed: elapsed, curve: curve) }
            let p = total > 0 ? min(max(elapsed / total, 0), 1) : 1
            if let background {
                background.alpha = backgroundFrom.interpolated(to: backgroundTo, progress: curve.value(at: p))
            }
            if let dimming {
                dimming.view.alpha = dimming.from.interpolated(to: dimming.to, progress: curve.value(at: p))
            }
        }
    }

    /// Runs the flights back to their start from where they are now, then ends.
    func reverse(at now: TimeInterval) {
        guard done != nil, reverseStart == nil else { return }
        reverseStart = now
        reverseFrom = min(now - start, total)
    }

    nonisolated func clockDidAdvance(to now: TimeInterval, clock: AnimationClock) -> Bool {
        MainActor.assumeIsolated { step(to: now) }
    }

    private func step(to now: TimeInterval) -> Bool {
        guard done != nil else { return false }
        let elapsed: TimeInterval
        let finished: Bool
        if let reverseStart {
            elapsed = max(reverseFrom - (now - reverseStart), 0)
            finished = elapsed <= 0
        } else {
            elapsed = now - start
            finished = elapsed >= total - 1e-9
        }
        show(elapsed: finished && reverseStart == nil ? total : elapsed)
        if finished { finish() }
        return done != nil
    }

    /// Ends now (from the clock, or at once for a transition with nothing to fly).
    func finish() {
        let callback = done
        done = nil
        callback?()
    }
}
