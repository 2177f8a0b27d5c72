import Foundation

extension SharedElementTimeline {
    /// One flight's end points, transform track and lane, for evaluating it alone (a flight's
    /// hand-off to a finger, a single sample); a timeline evaluates all of them at once through
    /// their lanes. Both paths ease with ``AnimationTiming/ease(_:curve:spring:initialVelocity:span:)``.
    package struct Track: Sendable {
        package let from: SharedElementGeometry
        package let to: SharedElementGeometry
        package let transform: TransformTrack
        package var delay: TimeInterval { lane.delay }
        package var duration: TimeInterval { lane.duration }
        /// The timing resolved for the flight's duration.
        package let ease: Lane.Ease
        /// The per-frame numbers; its easing and spatial indices point into its timeline's tables.
        package let lane: Lane

        /// The track of `pair` following `timing`, its easing and general transform entered in
        /// a timeline's tables by `easingIndex` and `spatialIndex`.
        package init(
            pair: SharedElementPlan.Pair, timing: AnimationTiming, easingIndex: (Lane.Ease) -> Int,
            spatialIndex: (TransformTrack) -> Int
        ) {
            from = pair.from
            to = pair.settle ?? pair.to
            transform = TransformTrack(from: pair.from.transform, to: pair.to.transform)
            let ease = Lane.Ease(timing, duration: pair.duration)
            self.ease = ease
            lane = Lane(
                from: from, to: pair.to, transform: transform, spatial: transform.planar == nil ? spatialIndex(transform) : -1,
                delay: pair.delay, duration: pair.duration, arc: pair.arc, easing: easingIndex(ease),
                springSpan: ease.span, settle: pair.settle)
        }

        /// The eased progress at `elapsed` seconds into the transition.
        package func progress(at elapsed: TimeInterval) -> Double {
            let x = lane.linearProgress(at: elapsed)
            switch ease {
            case .curve(let c):
                return AnimationTiming.ease(x, curve: c, spring: nil, initialVelocity: 0, span: 0)
            case .spring(let s, let span):
                return AnimationTiming.ease(x, curve: .linear, spring: s.spring, initialVelocity: s.initialVelocity, span: span)
            }
        }

        /// The geometry at eased progress `p` (any real number).
        package func geometry(at p: Double) -> SharedElementGeometry {
            var g = from
            lane.write(transform: transform.value(at: lane.mainProgress(p)), at: p, into: &g)
            return g
        }
    }
}
