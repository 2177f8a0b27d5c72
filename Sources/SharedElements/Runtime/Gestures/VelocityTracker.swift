import Foundation

/// Estimates a finger's velocity from its recent samples: a least-squares line through the
/// samples of the last 100 ms (at least the last two), so one jittery sample does not dominate.
package struct VelocityTracker {
    private var samples: [(time: TimeInterval, point: CGPoint)] = []
    /// How far back samples count, in seconds.
    package static let window: TimeInterval = 0.1

    package mutating func reset() { samples.removeAll() }

    package mutating func add(_ point: CGPoint, at time: TimeInterval) {
        if let last = samples.last, time < last.time { samples.removeAll() }
        samples.append((time, point))
        let cutoff = time - VelocityTracker.window
        while samples.count > 2, let first = samples.first, first.time < cutoff { samples.removeFirst() }
    }

    /// Points per second in window coordinates; zero with fewer than two distinct times.
    package var velocity: CGPoint {
        guard samples.count >= 2 else { return .zero }
        let n = Double(samples.count)
        let t0 = samples[0].time
        let ts = samples.map { $0.time - t0 }
        let mt = ts.reduce(0, +) / n
        let mx = samples.map(\.point.x).reduce(0, +) / n
        let my = samples.map(\.point.y).reduce(0, +) / n
        var stt = 0.0, stx = 0.0, sty = 0.0
        for (i, s) in samples.enumerated() {
            let dt = ts[i] - mt
            stt += dt * dt
            stx += dt * (s.point.x - mx)
            sty += dt * (s.point.y - my)
        }
        guard stt > 1e-12 else { return .zero }
        let v = CGPoint(x: stx / stt, y: sty / stt)
        return v.x.isFinite && v.y.isFinite ? v : .zero
    }
}
