import Foundation

/// The progress of a ``PropertyAnimator``, read by the layer animations it drives every frame.
///
/// Progress 0 shows the start values, 1 the end values. While running, the driver follows one
/// *segment*: from a fraction and progress at a start time towards an end (0 or 1) with a
/// timing, over a duration.
package final class AnimatorDriver {
    package init() {}

    package struct Segment {
        package var startTime: Double
        package var startFraction: Double
        package var startProgress: Double
        package var target: Double
        package var duration: Double
        package var timing: ResolvedTiming

        package init(startTime: Double, startFraction: Double, startProgress: Double, target: Double,
            duration: Double, timing: ResolvedTiming) {
            self.startTime = startTime
            self.startFraction = startFraction
            self.startProgress = startProgress
            self.target = target
            self.duration = duration
            self.timing = timing
        }
    }

    package enum State {
        case paused(fraction: Double, progress: Double)
        case running(Segment)
    }

    package private(set) var state: State = .paused(fraction: 0, progress: 0)
    private var cachedTime = Double.nan
    private var cachedProgress = 0.0

    package func set(_ s: State) {
        state = s
        cachedTime = .nan
    }

    /// Progress shown at clock time `t`.
    @inline(__always)
    package func progress(at t: Double) -> Double {
        if t == cachedTime { return cachedProgress }
        let p = sample(at: t).progress
        cachedTime = t
        cachedProgress = p
        return p
    }

    /// Fraction of the time elapsed (as `fractionComplete`) and progress shown at clock time `t`.
    package func sample(at t: Double) -> (fraction: Double, progress: Double) {
        switch state {
        case .paused(let f, let p):
            return (f, p)
        case .running(let s):
            let elapsed = max(0, t - s.startTime)
            let tau = s.duration > 0 ? min(elapsed / s.duration, 1) : 1
            let fraction = s.startFraction + (s.target - s.startFraction) * tau
            if tau >= 1 { return (s.target, s.target) }
            let eased = s.timing.progress(fraction: tau, time: elapsed)
            return (fraction, s.startProgress + (s.target - s.startProgress) * eased)
        }
    }

    /// Whether the running segment has reached its end by clock time `t`.
    package func hasReachedEnd(at t: Double) -> Bool {
        guard case .running(let s) = state else { return false }
        return t - s.startTime >= s.duration && t >= s.startTime
    }
}
