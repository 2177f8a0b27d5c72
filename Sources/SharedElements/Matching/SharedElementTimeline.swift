import Foundation

/// A plan's flights prepared for evaluation every frame: each flight's transform decomposed once,
/// so a frame costs a curve lookup, one slerp and a recompose per flight. This is what the
/// transition runs each clock step; tools can use it to sample a plan without views.
///
/// ```swift
/// let timeline = SharedElementTimeline(plan: plan)
/// var frames: [SharedElementGeometry] = []
/// timeline.evaluate(at: 0.1, into: &frames)
/// print(frames.map(\.frame))
/// ```
public struct SharedElementTimeline: Sendable {
    struct Track: Sendable {
        let from: SharedElementGeometry
        let to: SharedElementGeometry
        let transform: TransformTrack
        let delay: TimeInterval
        let duration: TimeInterval
        /// The path's bow, as a fraction of the distance travelled.
        var arc: CGFloat = 0
        /// How linear time maps to progress.
        let easing: SharedElementEasing
        /// A spring easing's span in seconds, worked out once (0 for a curve).
        let springSpan: Double

        init(from: SharedElementGeometry, to: SharedElementGeometry, transform: TransformTrack, delay: TimeInterval,
             duration: TimeInterval, arc: CGFloat = 0,
             easing: SharedElementEasing = .curve(SharedElementOptions.standardCurve)) {
            self.from = from
            self.to = to
            self.transform = transform
            self.delay = delay
            self.duration = duration
            self.arc = arc
            self.easing = easing
            springSpan = easing.springSpan
        }

        /// The eased progress at `elapsed` seconds into the transition.
        func progress(at elapsed: TimeInterval) -> Double {
            easing.value(at: linearProgress(at: elapsed), springSpan: springSpan)
        }

        /// The flight's progress at `elapsed` seconds into the transition, 0...1, before the curve.
        func linearProgress(at elapsed: TimeInterval) -> Double {
            guard duration > 0 else { return elapsed >= delay ? 1 : 0 }
            return min(max((elapsed - delay) / duration, 0), 1)
        }

        func geometry(at p: Double) -> SharedElementGeometry {
            var t = transform.value(at: p)
            if arc != 0 {
                // Bow the centre's path sideways, most in the middle, none at the ends.
                let a = from.center, b = to.center
                let bow = arc * CGFloat(sin(Double.pi * p))
                t.m41 += -(b.y - a.y) * bow * t.m44
                t.m42 += (b.x - a.x) * bow * t.m44
            }
            return SharedElementGeometry(
                size: from.size.interpolated(to: to.size, progress: p),
                transform: t,
                alpha: from.alpha.interpolated(to: to.alpha, progress: p),
                cornerRadius: max(0, from.cornerRadius.interpolated(to: to.cornerRadius, progress: p)),
                borderWidth: max(0, from.borderWidth.interpolated(to: to.borderWidth, progress: p)))
        }
    }

    let tracks: [Track]
    /// The transition's curve (flights with per-element options or a spring follow their own
    /// easing).
    public let curve: TimingCurve

    /// Prepares `plan`'s pairs, each with its own easing (its curve or spring), or all with
    /// `curve` when one is given.
    public init(plan: SharedElementPlan, curve: TimingCurve? = nil) {
        tracks = plan.pairs.map {
            Track(from: $0.from, to: $0.to, transform: TransformTrack(from: $0.from.transform, to: $0.to.transform),
                  delay: $0.delay, duration: $0.duration, arc: $0.arc, easing: curve.map { .curve($0) } ?? $0.easing)
        }
        let points = plan.curve
        self.curve = curve ?? (points.count == 4
            ? (try? TimingCurve(controlPoints: points[0], points[1], points[2], points[3])) ?? .linear
            : SharedElementOptions.standardCurve)
    }

    /// How many flights.
    public var count: Int { tracks.count }

    /// The seconds from the start to the end of the last flight.
    public var duration: TimeInterval { tracks.map { $0.delay + $0.duration }.max() ?? 0 }

    /// Flight `index`'s geometry at `elapsed` seconds into the transition.
    public func geometry(ofFlight index: Int, at elapsed: TimeInterval) -> SharedElementGeometry {
        let track = tracks[index]
        return track.geometry(at: track.progress(at: elapsed))
    }

    /// Every flight's geometry at `elapsed` seconds, written over `frames` (resized to fit).
    public func evaluate(at elapsed: TimeInterval, into frames: inout [SharedElementGeometry]) {
        if frames.count != tracks.count {
            frames = tracks.map(\.from)
        }
        // Through buffers: a track is large, and indexing the array would copy each one.
        tracks.withUnsafeBufferPointer { tracks in
            frames.withUnsafeMutableBufferPointer { frames in
                for i in tracks.indices {
                    frames[i] = tracks[i].geometry(at: tracks[i].progress(at: elapsed))
                }
            }
        }
    }
}
