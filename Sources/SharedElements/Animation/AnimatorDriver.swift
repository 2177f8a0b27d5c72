import Foundation

/// The progress of a ``PropertyAnimator``, read by the layer animations it drives every frame.
///
/// Progress 0 shows the start values, 1 the end values. While running, the driver follows one
/// *segment*: from a fraction and progress at a start time towards an end (0 or 1) with a
/// timing, over a duration.
final class AnimatorDriver {
    struct Segment {
        var startTime: Double
        var startFraction: Double
        var startProgress: Double
        var target: Double
        var duration: Double
        var timing: ResolvedTiming
    }

    enum State {
        case paused(fraction: Double, progress: Double)
        case running(Segment)
    }

    private(set) var state: State = .paused(fraction: 0, progress: 0)
    private var cachedTime = Double.nan
    private var cachedProgress = 0.0

    func set(_ s: State) {
        state = s
        cachedTime = .nan
    }

    /// Progress shown at clock time `t`.
    @inline(__always)
    func progress(at t: Double) -> Double {
        if t == cachedTime { return cachedProgress }
        let p = sample(at: t).progress
        cachedTime = t
        cachedProgress = p
        return p
    }

    /// Fraction of the time elapsed (as `fractionComplete`) and progress shown at clock time `t`.
    func sample(at t: Double) -> (fraction: Double, progress: Double) {
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
    func hasReachedEnd(at t: Double) -> Bool {
        guard case .running(let s) = state else { return false }
        return t - s.startTime >= s.duration && t >= s.startTime
    }
}
