import Foundation

/// How the background, the dimming and the views without a partner ease over the run: by the
/// flights' curve, or — when the flights follow a spring — by that spring's own motion, held
/// once it first gets to its end, so they arrive with the flyers instead of over the spring's
/// whole settling time (a bouncy photo landing in a third of a second left the gallery dark for
/// most of a second more), and never dip back while the spring swings about its end.
package struct SharedElementBackgroundEase: Sendable {
    /// The curve, for flights that follow one.
    private let curve: TimingCurve?
    /// For a curve: the fraction of the run by which it gets to its end (1 but where flights
    /// with springs of their own arrive well before the longest one settles).
    private let arrival: Double
    /// For a spring: its progress at `i / (count - 1)` of the span, clamped to 0...1 and never
    /// below an earlier sample's.
    private let samples: [Double]

    /// How many samples a spring's table holds.
    static let sampleCount = 257

    /// The ease for flights following `timing` over `duration` seconds; a curve that is not
    /// the flights' own (`fallback`) for a timing with neither. With a curve, it gets to its end
    /// at `arrival` (a fraction of the run, 0 < arrival ≤ 1) and stays there: ``arrival(of:)``.
    package init(timing: AnimationTiming, duration: TimeInterval, fallback: TimingCurve, arrival: Double = 1) {
        self.arrival = arrival.isFinite && arrival > 0 ? min(arrival, 1) : 1
        switch SharedElementTimeline.Lane.Ease(timing, duration: duration.isFinite ? max(duration, 0) : 0) {
        case .curve(let c):
            curve = timing.curve == nil ? fallback : c
            samples = []
        case .spring(let s, let span):
            curve = nil
            var table = [Double](repeating: 0, count: Self.sampleCount)
            var highest = 0.0
            for i in 0..<Self.sampleCount {
                let x = Double(i) / Double(Self.sampleCount - 1)
                let y = AnimationTiming.ease(x, curve: .linear, spring: s.spring, initialVelocity: s.initialVelocity, span: span)
                if y.isFinite { highest = max(highest, min(max(y, 0), 1)) }
                table[i] = highest
            }
            table[Self.sampleCount - 1] = 1
            samples = table
        }
    }

    /// When `flights` arrive, as a fraction of the run (the latest flight's end): a flight on
    /// a curve arrives at its end, one on a spring when the spring first gets to its end (within
    /// a thousandth), not when it settles. A contact's avatar on a bouncy spring of its own lands
    /// in half a second but settles in over one: the list behind the profile fades out with it,
    /// instead of showing through the profile for most of a second more.
    package static func arrival(of flights: [SharedElementFlight]) -> Double {
        var latest = 0.0, end = 0.0
        for flight in flights {
            let track = flight.track
            var arrives = track.duration
            if case .spring(let s, let span) = track.ease {
                for i in 1...sampleCount {
                    let x = Double(i) / Double(sampleCount)
                    let y = AnimationTiming.ease(x, curve: .linear, spring: s.spring, initialVelocity: s.initialVelocity, span: span)
                    if !y.isFinite || y >= 0.999 { arrives = x * track.duration; break }
                }
            }
            guard arrives.isFinite, track.delay.isFinite, track.duration.isFinite else { return 1 }
            latest = max(latest, track.delay + arrives)
            end = max(end, track.delay + track.duration)
        }
        return end > 0 ? latest / end : 1
    }

    /// The eased progress at linear progress `x` (0...1; outside it, or NaN, the nearer end).
    package func value(at x: Double) -> Double {
        let x = x.isNaN ? 1 : min(max(x, 0), 1)
        if let curve { return curve.value(at: arrival < 1 ? min(x / arrival, 1) : x) }
        let position = x * Double(samples.count - 1)
        let i = min(Int(position), samples.count - 2)
        let f = position - Double(i)
        return samples[i] + (samples[i + 1] - samples[i]) * f
    }
}
