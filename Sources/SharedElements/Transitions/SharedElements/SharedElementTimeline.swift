import Foundation

/// A plan's flights prepared for evaluation every frame: each flight's transform decomposed once
/// (two flat ends into a short planar track) and its numbers packed into a small lane, so a frame
/// costs a curve solve, at most one slerp and a recompose per flight. This is what the transition
/// runs each clock step; tools can use it to sample a plan without views.
///
/// ```swift
/// let timeline = SharedElementTimeline(plan: plan)
/// var frames: [SharedElementGeometry] = []
/// timeline.evaluate(at: 0.1, into: &frames)
/// print(frames.map(\.frame))
/// ```
public struct SharedElementTimeline: Sendable {
    /// One flight's timing and end points, for evaluating it alone (a running flight, a hand-off).
    package struct Track: Sendable {
        package let from: SharedElementGeometry
        package let to: SharedElementGeometry
        package let transform: TransformTrack
        package var delay: TimeInterval { lane.delay }
        package var duration: TimeInterval { lane.duration }
        /// The easing's curve, kept apart from the enum so it is read in place (a curve is
        /// large, and matching the enum would copy it); linear for a spring.
        package let curve: TimingCurve
        /// The easing's spring, `nil` for a curve.
        package let spring: Spring?
        /// The per-frame numbers. Its easing and spatial indices point into a timeline's tables
        /// (the defaults for a flight evaluated alone, which uses ``curve``, ``spring`` and
        /// ``transform`` instead).
        package let lane: Lane

        package init(from: SharedElementGeometry, to: SharedElementGeometry, transform: TransformTrack, delay: TimeInterval,
             duration: TimeInterval, arc: CGFloat = 0,
             easing: SharedElementEasing = .curve(SharedElementOptions.standardCurve), easingIndex: Int = 0,
             spatialIndex: Int = 0) {
            self.from = from
            self.to = to
            self.transform = transform
            switch easing {
            case .curve(let curve):
                self.curve = curve
                spring = nil
            case .spring(let spring):
                curve = .linear
                self.spring = spring
            }
            lane = Lane(from: from, to: to, transform: transform, spatial: spatialIndex, delay: delay, duration: duration,
                        arc: arc, easing: easingIndex, springSpan: easing.springSpan)
        }

        /// The eased progress at `elapsed` seconds into the transition.
        package func progress(at elapsed: TimeInterval) -> Double {
            Lane.ease(lane.linearProgress(at: elapsed), curve: curve, spring: spring, springSpan: lane.springSpan)
        }

        /// The flight's progress at `elapsed` seconds into the transition, 0...1, before the curve.
        package func linearProgress(at elapsed: TimeInterval) -> Double { lane.linearProgress(at: elapsed) }

        /// The geometry at eased progress `p` (any real number).
        package func geometry(at p: Double) -> SharedElementGeometry {
            var g = from
            lane.write(transform: transform.value(at: p), at: p, into: &g)
            return g
        }
    }

    package let tracks: [Track]
    /// What a frame reads: one lane per flight, ...
    private let lanes: [Lane]
    /// ... the general transform tracks of the flights that are not flat, ...
    private let spatial: [TransformTrack]
    /// ... and the distinct curves and springs the lanes' easings index.
    private let curves: [TimingCurve]
    private let springs: [Spring]
    /// The transition's curve (flights with per-element options or a spring follow their own
    /// easing).
    public let curve: TimingCurve

    /// Prepares `plan`'s pairs, each with its own easing (its curve or spring), or all with
    /// `curve` when one is given.
    public init(plan: SharedElementPlan, curve: TimingCurve? = nil) {
        var curves: [TimingCurve] = [], springs: [Spring] = [], spatial: [TransformTrack] = []
        var curveIndex: [TimingCurve: Int] = [:], springIndex: [Spring: Int] = [:]
        var tracks: [Track] = []
        tracks.reserveCapacity(plan.pairs.count)
        for pair in plan.pairs {
            let easing = curve.map { .curve($0) } ?? pair.easing
            let index: Int
            switch easing {
            case .curve(let c):
                if let i = curveIndex[c] { index = i } else { index = curves.count; curveIndex[c] = index; curves.append(c) }
            case .spring(let s):
                if let i = springIndex[s] { index = -1 - i } else { springIndex[s] = springs.count; index = -1 - springs.count; springs.append(s) }
            }
            let transform = TransformTrack(from: pair.from.transform, to: pair.to.transform)
            if transform.planar == nil { spatial.append(transform) }
            tracks.append(Track(
                from: pair.from, to: pair.to, transform: transform, delay: pair.delay, duration: pair.duration,
                arc: pair.arc, easing: easing, easingIndex: index, spatialIndex: spatial.count - 1))
        }
        self.tracks = tracks
        lanes = tracks.map(\.lane)
        self.spatial = spatial
        self.curves = curves
        self.springs = springs
        let points = plan.curve
        self.curve = curve ?? (points.count == 4
            ? (try? TimingCurve(controlPoints: points[0], points[1], points[2], points[3])) ?? .linear
            : SharedElementOptions.standardCurve)
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
        if frames.count != lanes.count {
            frames = tracks.map(\.from)
        }
        lanes.withUnsafeBufferPointer { lanes in
            spatial.withUnsafeBufferPointer { spatial in
                curves.withUnsafeBufferPointer { curves in
                    springs.withUnsafeBufferPointer { springs in
                        frames.withUnsafeMutableBufferPointer { frames in
                            guard let lane = lanes.baseAddress, let frame = frames.baseAddress else { return }
                            for i in 0..<lanes.count {
                                let x = lane[i].linearProgress(at: elapsed)
                                let e = lane[i].easing
                                let p = e >= 0
                                    ? Lane.ease(x, curve: curves[e], spring: nil, springSpan: 0)
                                    : Lane.ease(x, curve: .linear, spring: springs[-1 - e], springSpan: lane[i].springSpan)
                                let s = lane[i].spatial
                                let transform = s < 0 ? lane[i].planar.value(at: p) : spatial[s].value(at: p)
                                lane[i].write(transform: transform, at: p, into: &frame[i])
                            }
                        }
                    }
                }
            }
        }
    }
}
