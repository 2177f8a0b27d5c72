import Foundation

/// An interruptible animation of layer property changes (`UIViewPropertyAnimator` at the
/// layer level): start, pause, scrub ``fractionComplete``, reverse, continue with new timing,
/// stop, with completions told where it ended.
///
/// The changes made in ``addAnimations(_:)`` take effect in the model at once; the animator
/// shows the way from the old values to the new ones, driven by its own progress rather than
/// the layers' time. Time comes from its clock.
///
/// ```swift
/// let animator = PropertyAnimator(duration: 0.4, timing: .easeInEaseOut, clock: clock) {
///     card.position = CGPoint(x: 300, y: 200)
///     card.opacity = 0.5
/// }
/// animator.addCompletion { position in print(position) }   // .end
/// animator.startAnimation()
/// // interactive: animator.pauseAnimation(); animator.fractionComplete = 0.3
/// //              animator.isReversed = true; animator.continueAnimation(withTimingParameters: nil)
/// ```
public final class PropertyAnimator {
    /// `UIViewAnimatingState`.
    public enum State: Sendable, Hashable {
        /// Not started, or finished: no animations attached.
        case inactive
        /// Started or paused.
        case active
        /// Stopped with `stopAnimation(false)`, waiting for ``finishAnimation(at:)``.
        case stopped
    }

    /// `UIViewAnimatingPosition`: where an animator ended.
    public enum Position: Sendable, Hashable {
        /// Where the animation stops: at its end, at its start, or where it is now.
        case end, start, current
    }

    /// Seconds from start to end at full speed.
    public let duration: TimeInterval
    /// The timing given at creation.
    public let timingParameters: AnimationTiming
    /// The clock time comes from.
    public let clock: AnimationClock

    /// Where the animator is in its life.
    public package(set) var state: State = .inactive
    /// Whether it is moving (started and not paused).
    public package(set) var isRunning = false
    /// When linear scrubbing of ``fractionComplete`` while paused shows progress linearly
    /// (always true here, as UIKit's default).
    public let scrubsLinearly = true

    package struct Track {
        package let layer: Layer
        package let property: AnimatableProperty
        package let from: AnimationValue
        package let to: AnimationValue
        package let key: String

        /// The value `progress` of the way from `from` to `to`.
        package func value(at progress: Double) -> AnimationValue {
            if case .transform(let a) = from, case .transform(let b) = to {
                return .transform(a.interpolated(to: b, progress: progress))
            }
            return AnimationValue(vector: from.vector + (to.vector - from.vector) * progress, like: to)
        }
    }

    package let driver = AnimatorDriver()
    package var tracks: [Track] = []
    package var completions: [(Position) -> Void] = []
    var currentTiming: AnimationTiming
    package var reversed = false

    /// Creates an animator.
    /// - Parameters:
    ///   - duration: seconds; zero, negative or NaN makes it end at its first clock step.
    ///   - timing: curve or spring (`.springDampingRatio` fits a UIKit spring to `duration`).
    ///   - clock: its time source; ``AnimationClock/default`` when `nil`.
    ///   - animations: a first block of changes.
    public init(duration: TimeInterval, timing: AnimationTiming = .easeInEaseOut, clock: AnimationClock? = nil,
                animations: (() -> Void)? = nil) {
        self.duration = duration.isFinite && duration > 0 ? duration : 0
        timingParameters = timing
        currentTiming = timing
        self.clock = clock ?? AnimationClock.default
        if let animations { addAnimations(animations) }
    }

    /// `UIViewPropertyAnimator(duration:curve:animations:)`.
    public convenience init(duration: TimeInterval, curve: AnimationCurve, clock: AnimationClock? = nil,
                            animations: (() -> Void)? = nil) {
        self.init(duration: duration, timing: .curve(curve.timingCurve), clock: clock, animations: animations)
    }

    /// `UIViewPropertyAnimator(duration:dampingRatio:animations:)`.
    public convenience init(duration: TimeInterval, dampingRatio: Double, clock: AnimationClock? = nil,
                            animations: (() -> Void)? = nil) {
        self.init(duration: duration, timing: .springDampingRatio(dampingRatio), clock: clock, animations: animations)
    }

    /// An animator released while active leaves its layers showing what they show now, with
    /// no animations of its own left behind (UIKit would trap instead).
    deinit {
        guard !tracks.isEmpty else { return }
        let p = driver.sample(at: clock.now).progress
        settle { $0.value(at: p) }
    }

    // MARK: - Building

    /// Runs `changes`, capturing every animatable layer change it makes; the model takes the
    /// new values now and the animator animates towards them. Changes added while active
    /// follow the animator's current progress.
    public func addAnimations(_ changes: () -> Void) {
        let recorder = ChangeRecorder()
        let frame = TransactionFrame()
        frame.recorder = recorder
        TransactionStack.forThisThread.frames.append(frame)
        changes()
        _ = TransactionStack.current?.frames.popLast()
        for change in recorder.changes { attach(change) }
        if state == .inactive, !recorder.changes.isEmpty || !tracks.isEmpty { state = .active }
    }

    /// Adds a block run once when the animator ends, with where it ended.
    public func addCompletion(_ completion: @escaping (_ position: Position) -> Void) {
        completions.append(completion)
    }

    // MARK: - Progress

    /// Fraction of the animation done, 0...1 (`fractionComplete`). Setting it while paused
    /// (or before starting) scrubs linearly; while running it is ignored, as in UIKit.
    public var fractionComplete: Double {
        get { driver.sample(at: clock.now).fraction }
        set {
            guard !isRunning, state != .stopped, newValue.isFinite else { return }
            let f = min(max(newValue, 0), 1)
            if state == .inactive { state = .active }
            driver.set(.paused(fraction: f, progress: f))
        }
    }

    /// Whether it runs towards the start values. Flipping it while running turns round at once.
    public var isReversed: Bool {
        get { reversed }
        set {
            guard newValue != reversed else { return }
            reversed = newValue
            if isRunning { run(timing: currentTiming, durationFactor: 1) }
        }
    }
}
