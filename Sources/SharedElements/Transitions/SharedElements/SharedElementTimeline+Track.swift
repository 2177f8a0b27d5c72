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
        /// The timing's curve (linear for a spring) and spring, resolved for the duration, kept
        /// apart from the enum so they are read in place.
        package let curve: TimingCurve
        package let spring: Lane.SpringEase?
        /// The per-frame numbers; its easing and spatial indices point into its timeline's tables.
        package let lane: Lane

        /// The track of `pair` following `timing`, its easing and general transform entered in
        /// a timeline's tables by `easingIndex` and `spatialIndex`.
        package init(
            pair: SharedElementPlan.Pair, timing: AnimationTiming, easingIndex: (Lane.Ease) -> Int,
            spatialIndex: (TransformTrack) -> Int
        ) {
            from = pair.from
            to = pair.to
            transform = TransformTrack(from: pair.from.transform, to: pair.to.transform)
            let ease = Lane.Ease(timing, duration: pair.duration)
            switch ease {
            case .curve(let c): (curve, spring) = (c, nil)
            case .spring(let s, _): (curve, spring) = (.linear, s)
            }
            lane = Lane(
                from: from, to: to, transform: transform, spatial: transform.planar == nil ? spatialIndex(transform) : -1,
                delay: pair.delay, duration: pair.duration, arc: pair.arc, easing: easingIndex(ease),
                springSpan: ease.span)
        }

        /// The eased progress at `elapsed` seconds into the transition.
        package func progress(at elapsed: TimeInterval) -> Double {
            AnimationTiming.ease(lane.linearProgress(at: elapsed), curve: curve, spring: spring?.spring,
                                 initialVelocity: spring?.initialVelocity ?? 0, span: lane.springSpan)
        }

        /// The geometry at eased progress `p` (any real number).
        package func geometry(at p: Double) -> SharedElementGeometry {
            var g = from
            lane.write(transform: transform.value(at: p), at: p, into: &g)
            return g
        }
    }
}
