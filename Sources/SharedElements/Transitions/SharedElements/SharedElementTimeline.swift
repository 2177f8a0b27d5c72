import Foundation

/// A plan's flights prepared for evaluation every frame: each flight's transform decomposed once
/// (two flat ends into a short planar track) and its numbers packed into a small lane, so a frame
/// costs a curve solve, at most one slerp and a recompose per flight. A running
/// ``SharedElementTransition`` moves its flyers with one; tools can use it to sample a plan
/// without views.
///
/// ```swift
/// let timeline = SharedElementTimeline(plan: plan)
/// var frames: [SharedElementGeometry] = []
/// timeline.evaluate(at: 0.1, into: &frames)
/// print(frames.map(\.frame))
/// ```
public struct SharedElementTimeline: Sendable {
    package let tracks: [Track]
    /// What a frame reads: one lane per flight, ...
    private let lanes: [Lane]
    /// ... the general transform tracks of the flights that are not flat, ...
    private let spatial: [TransformTrack]
    /// ... and the distinct curves and springs the lanes' easings index.
    private let curves: [TimingCurve]
    private let springs: [Lane.SpringEase]
    /// The transition's timing (flights with per-element options follow their own).
    public let timing: AnimationTiming

    /// Prepares `plan`'s pairs, each with its own timing (its curve or spring), or all with
    /// `timing` when one is given.
    /// Flights share one table entry per distinct curve or spring.
    public init(plan: SharedElementPlan, timing: AnimationTiming? = nil) {
        var curves: [TimingCurve] = [], springs: [Lane.SpringEase] = [], spatial: [TransformTrack] = []
        var curveIndex: [TimingCurve: Int] = [:], springIndex: [Lane.SpringEase: Int] = [:]
        var tracks: [Track] = []
        tracks.reserveCapacity(plan.pairs.count)
        for pair in plan.pairs {
            let track = Track(pair: pair, timing: timing ?? pair.timing) { ease in
                switch ease {
                case .curve(let c):
                    if let i = curveIndex[c] { return i }
                    curveIndex[c] = curves.count
                    curves.append(c)
                    return curves.count - 1
                case .spring(let s, _):
                    if let i = springIndex[s] { return -1 - i }
                    springIndex[s] = springs.count
                    springs.append(s)
                    return -springs.count
                }
            } spatialIndex: { transform in
                spatial.append(transform)
                return spatial.count - 1
            }
            tracks.append(track)
        }
        self.tracks = tracks
        lanes = tracks.map(\.lane)
        self.spatial = spatial
        self.curves = curves
        self.springs = springs
        self.timing = timing ?? plan.timing
    }

    /// How many flights.
    public var count: Int { tracks.count }

    /// The seconds from the start to the end of the last flight.
    public var duration: TimeInterval { lanes.map { $0.delay + $0.duration }.max() ?? 0 }

    /// Flight `index`'s geometry at `elapsed` seconds into the transition. `index` must lie in
    /// `0..<count`, as for an array.
    public func geometry(ofFlight index: Int, at elapsed: TimeInterval) -> SharedElementGeometry {
        let track = tracks[index]
        return track.geometry(at: track.progress(at: elapsed))
    }

    /// Every flight's geometry at `elapsed` seconds, written over `frames` (resized to fit).
    ///
    /// Equal to ``geometry(ofFlight:at:)`` for every flight, but reads only the lanes and shared
    /// tables, through pointers, writing in place.
    public func evaluate(at elapsed: TimeInterval, into frames: inout [SharedElementGeometry]) {
        if frames.count != lanes.count { frames = tracks.map(\.from) }
        frames.withUnsafeMutableBufferPointer { evaluate(at: elapsed, frames: $0.baseAddress, progress: nil) }
    }

    /// ``evaluate(at:into:)`` that also writes each flight's eased progress over `progress`
    /// (resized to fit): what a running transition shows each frame.
    package func evaluate(at elapsed: TimeInterval, into frames: inout [SharedElementGeometry], progress: inout [Double]) {
        if frames.count != lanes.count { frames = tracks.map(\.from) }
        if progress.count != lanes.count { progress = Array(repeating: 0, count: lanes.count) }
        frames.withUnsafeMutableBufferPointer { frames in
            progress.withUnsafeMutableBufferPointer { progress in
                evaluate(at: elapsed, frames: frames.baseAddress, progress: progress.baseAddress)
            }
        }
    }

    /// The frame loop: one lane, at most one table entry and one transform track per flight.
    private func evaluate(at elapsed: TimeInterval, frames: UnsafeMutablePointer<SharedElementGeometry>?,
                          progress: UnsafeMutablePointer<Double>?) {
        lanes.withUnsafeBufferPointer { lanes in
            spatial.withUnsafeBufferPointer { spatial in
                curves.withUnsafeBufferPointer { curves in
                    springs.withUnsafeBufferPointer { springs in
                        guard let lane = lanes.baseAddress, let frame = frames else { return }
                        // Flights keeping the same time share their eased progress: solve each
                        // easing once per distinct linear progress in a row of lanes.
                        var last = (easing: Int.min, span: Double.nan, x: Double.nan, p: 0.0)
                        for i in 0..<lanes.count {
                            let x = lane[i].linearProgress(at: elapsed)
                            let p: Double
                            if x == last.x && lane[i].easing == last.easing && lane[i].springSpan == last.span {
                                p = last.p
                            } else {
                                p = lane[i].eased(x, curves: curves, springs: springs)
                                last = (lane[i].easing, lane[i].springSpan, x, p)
                            }
                            progress?[i] = p
                            let s = lane[i].spatial
                            let m = lane[i].mainProgress(p)
                            let transform = s < 0 ? lane[i].planar.value(at: m) : spatial[s].value(at: m)
                            lane[i].write(transform: transform, at: p, into: &frame[i])
                        }
                    }
                }
            }
        }
    }
}
