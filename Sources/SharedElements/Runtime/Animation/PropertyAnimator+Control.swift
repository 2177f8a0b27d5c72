import Foundation

// MARK: - Control

extension PropertyAnimator {
    /// Starts or resumes from the current progress towards the end (the start when reversed).
    public func startAnimation() {
        guard state != .stopped, !isRunning else { return }
        state = .active
        run(timing: currentTiming, durationFactor: 1)
    }

    /// Starts after `delay` seconds of the clock (negative or NaN counts as 0); until then
    /// the start values show.
    public func startAnimation(afterDelay delay: TimeInterval) {
        guard state != .stopped, !isRunning else { return }
        state = .active
        run(timing: currentTiming, durationFactor: 1, delay: delay.isFinite && delay > 0 ? delay : 0)
    }

    /// Freezes the animation where it is; ``fractionComplete`` can then be scrubbed.
    public func pauseAnimation() {
        guard state != .stopped else { return }
        state = .active
        let s = driver.sample(at: clock.now)
        driver.set(.paused(fraction: s.fraction, progress: s.progress))
        isRunning = false
    }

    /// Resumes with new timing (`nil` keeps the current one). The rest of the way takes
    /// `durationFactor × duration × (fraction left)` seconds; a factor of 0, negative or NaN
    /// counts as 1. A spring's initial velocity is in units of the distance left per second.
    public func continueAnimation(withTimingParameters timing: AnimationTiming?, durationFactor: Double = 1) {
        guard state == .active else { return }
        if let timing { currentTiming = timing }
        run(timing: currentTiming, durationFactor: durationFactor.isFinite && durationFactor > 0 ? durationFactor : 1)
    }

    /// Stops where it is: the model takes the values on screen and the animations go.
    /// With `withoutFinishing` the animator becomes inactive and its completions never run
    /// (UIKit's rule); otherwise it waits in ``State/stopped`` for ``finishAnimation(at:)``.
    public func stopAnimation(_ withoutFinishing: Bool) {
        guard state == .active else { return }
        let p = driver.sample(at: clock.now).progress
        settle { $0.value(at: p) }
        isRunning = false
        state = withoutFinishing ? .inactive : .stopped
        if withoutFinishing { completions = [] }
    }

    /// Ends a stopped animator: the model takes the end values, the start values, or keeps
    /// the current ones; completions run once with `position`. An animator that is still
    /// active is stopped first.
    public func finishAnimation(at position: Position) {
        if state == .active { stopAnimation(false) }
        guard state == .stopped else { return }
        finish(at: position)
    }

    // MARK: - Internals

    /// A new segment from where the animator is towards its end.
    package func run(timing: AnimationTiming, durationFactor: Double, delay: TimeInterval = 0) {
        let now = clock.now
        let s = driver.sample(at: now)
        let target: Double = reversed ? 0 : 1
        let left = abs(target - s.fraction)
        let segmentDuration = duration * left * durationFactor
        let resolved = timing.resolved(duration: segmentDuration) ?? .easeInEaseOut
        var length = segmentDuration
        if case .spring(let spring, let v) = timing { length = spring.settlingDuration(initialVelocity: v) }
        driver.set(.running(.init(
            startTime: now + delay, startFraction: s.fraction, startProgress: s.progress, target: target,
            duration: length.isFinite ? length : 0, timing: resolved)))
        isRunning = true
        state = .active
        clock.register(self)
    }

    package func attach(_ change: ChangeRecorder.Change) {
        let layer = change.layer
        var animation = LayerAnimation(
            property: change.property, content: .basic(from: nil, to: nil, by: nil), timing: .linear, duration: 1)
        var delta: SIMD4<Double>?
        if case .transform(let a) = change.from, case .transform(let b) = change.to {
            if let inv = b.inverse, DecomposedTransform3D(a.concatenating(inv)) != nil {
                animation.isAdditive = true
                animation.content = .basic(from: .transform(a.concatenating(inv)), to: .transform(.identity), by: nil)
            } else {
                animation.content = .basic(from: change.from, to: change.to, by: nil)
            }
        } else {
            animation.isAdditive = true
            delta = change.from.vector - change.to.vector
            animation.content = .basic(from: change.to.zero, to: change.to.zero, by: nil)
        }
        let key = layer.uniqueAnimationKey("animator-\(ObjectIdentifier(self).hashValue)-\(change.property.rawValue)")
        guard let compiled = try? layer.compile(animation, key: key, clock: clock) else { return }
        if let delta { compiled.from = delta; compiled.to = .zero }
        compiled.driver = driver
        layer.attach(compiled, clock: clock)
        tracks.append(Track(layer: layer, property: change.property, from: change.from, to: change.to, key: key))
    }

    /// Writes each track's value into its layer's model and removes the animations.
    func settle(_ value: (Track) -> AnimationValue) {
        for t in tracks {
            t.layer.model.setValue(value(t), of: t.property)
            t.layer.removeAnimation(forKey: t.key)
        }
        tracks = []
    }

    package func finish(at position: Position) {
        switch position {
        case .end: settle(\.to)
        case .start: settle(\.from)
        case .current: settle { $0.layer.model.value(of: $0.property) }
        }
        isRunning = false
        state = .inactive
        reversed = false
        driver.set(.paused(fraction: 0, progress: 0))
        let c = completions
        completions = []
        for completion in c { completion(position) }
    }
}

// MARK: - Clock

extension PropertyAnimator: ClockParticipant {
    package func clockDidAdvance(to now: TimeInterval, clock: AnimationClock) -> Bool {
        guard isRunning, state == .active else { return false }
        if driver.hasReachedEnd(at: now) { finish(at: reversed ? .start : .end) }
        return isRunning
    }

    package var isWaitingForClock: Bool { isRunning }
}

