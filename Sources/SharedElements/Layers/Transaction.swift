import Foundation

/// Groups layer property changes into animations (`CATransaction`, and the mechanism behind
/// `View.animate`).
///
/// While a transaction is open on a thread, setting an animatable property of a layer changes
/// its model at once and adds an animation from the old value: an *additive* one, as UIKit has
/// done since iOS 8, so a property that is already animating continues from where it is on
/// screen with no jump. Settings are inherited by nested transactions. Without an open
/// transaction nothing animates implicitly (like the layers of UIKit views).
///
/// ```swift
/// Transaction.begin()
/// Transaction.setAnimationDuration(0.35)
/// Transaction.setAnimationTiming(.easeInEaseOut)
/// Transaction.setCompletionBlock { print("done") }
/// card.position = CGPoint(x: 200, y: 120)
/// card.opacity = 0.5
/// Transaction.commit()
/// ```
public enum Transaction {
    /// The duration of a transaction that sets none, seconds (`CATransaction`'s 0.25).
    public static let defaultDuration: TimeInterval = 0.25

    // MARK: - Opening and closing

    /// Opens a transaction on this thread.
    public static func begin() {
        let stack = TransactionStack.forThisThread
        let frame = TransactionFrame()
        frame.delay = stack.delay
        stack.frames.append(frame)
    }

    /// Closes the innermost transaction; its completion runs once its animations end.
    /// Without an open transaction it does nothing.
    public static func commit() {
        guard let stack = TransactionStack.current, let frame = stack.frames.popLast() else { return }
        frame.group?.commit()
    }

    /// Whether a transaction is open on this thread.
    public static var isOpen: Bool { TransactionStack.isOpen }

    // MARK: - Settings of the innermost transaction

    /// Seconds the animations of this transaction take; zero, negative or NaN means no animation.
    public static func setAnimationDuration(_ seconds: TimeInterval) { frame?.duration = seconds }

    /// The duration in effect, seconds.
    public static func animationDuration() -> TimeInterval { TransactionStack.current?.duration ?? defaultDuration }

    /// The timing of this transaction's animations (curve or spring).
    public static func setAnimationTiming(_ timing: AnimationTiming) { frame?.timing = timing }

    /// `CATransaction.setAnimationTimingFunction`; `nil` restores the default.
    public static func setAnimationTimingFunction(_ curve: TimingCurve?) { frame?.timing = curve.map { .curve($0) } }

    /// The timing in effect.
    public static func animationTiming() -> AnimationTiming { TransactionStack.current?.timing ?? .default }

    /// Seconds to wait before this transaction's animations begin (UIKit's `delay`).
    public static func setAnimationDelay(_ seconds: TimeInterval) {
        guard let frame else { return }
        let parent = TransactionStack.current.flatMap { $0.frames.dropLast().last?.delay } ?? 0
        frame.delay = parent + (seconds.isFinite && seconds > 0 ? seconds : 0)
    }

    /// How many times this transaction's animations play (UIKit's `.repeat` option with
    /// `setAnimationRepeatCount`; `.infinity` for ever, 0 for once). When they end the layer
    /// shows the model value.
    public static func setAnimationRepeatCount(_ count: Float) { frame?.repeatCount = count.isNaN ? 0 : max(count, 0) }

    /// Whether each pass of this transaction's animations plays forward then back (UIKit's
    /// `.autoreverse`).
    public static func setAnimationRepeatAutoreverses(_ autoreverses: Bool) { frame?.autoreverses = autoreverses }

    /// Whether property changes in this transaction skip animating.
    public static func setDisableActions(_ disable: Bool) { frame?.disableActions = disable }

    /// Whether property changes skip animating now.
    public static func disableActions() -> Bool { TransactionStack.current?.disablesActions ?? false }

    /// Runs `block` once every animation added to this transaction from now on has ended or
    /// been removed (at the next clock step when there are none).
    public static func setCompletionBlock(_ block: (() -> Void)?) {
        setCompletion(block.map { b in { _ in b() } })
    }

    /// ``setCompletionBlock(_:)`` with UIKit's `finished` flag: `false` when an animation was
    /// removed before it ended.
    public static func setCompletion(_ block: ((_ finished: Bool) -> Void)?) {
        guard let frame else { return }
        frame.group?.commit()  // the previous block runs as if committed
        frame.group = block.map { TransactionGroup(completion: $0) }
        frame.group?.clock = frame.clock
    }

    /// The clock whose next step runs a completion when no animation was added (by default
    /// the clock of the first animated layer, else ``AnimationClock/default``).
    public static func setClock(_ clock: AnimationClock?) {
        frame?.clock = clock
        if let clock { frame?.group?.clock = clock }
    }

    private static var frame: TransactionFrame? { TransactionStack.current?.frames.last }
}

// MARK: - Block forms (what View.animate wraps)

extension Transaction {
    /// Animates the changes `changes` makes: `View.animate(withDuration:delay:options:animations:completion:)`
    /// and, with a `.springDampingRatio` timing, its spring variant.
    ///
    /// - Parameters:
    ///   - duration: seconds; zero, negative or NaN applies the changes without animation.
    ///   - delay: seconds before the animations begin.
    ///   - timing: UIKit's default is `.easeInEaseOut`.
    ///   - completion: runs once, at the clock step where the last animation ends, with
    ///     `finished == false` if one was removed first.
    ///
    /// ```swift
    /// Transaction.animate(duration: 0.3, timing: .springDampingRatio(0.8)) {
    ///     card.position = target
    /// } completion: { finished in print(finished) }
    /// ```
    public static func animate(
        duration: TimeInterval, delay: TimeInterval = 0, timing: AnimationTiming = .easeInEaseOut,
        clock: AnimationClock? = nil, _ changes: () -> Void, completion: ((_ finished: Bool) -> Void)? = nil
    ) {
        begin()
        setClock(clock)
        setAnimationDuration(duration)
        setAnimationTiming(timing)
        setAnimationDelay(delay)
        setDisableActions(false)
        if let completion { setCompletion(completion) }
        changes()
        commit()
    }

    /// `View.animateKeyframes(withDuration:delay:options:animations:completion:)`: call
    /// ``addKeyframe(relativeStartTime:relativeDuration:_:)`` inside `keyframes`.
    ///
    /// ```swift
    /// Transaction.animateKeyframes(duration: 1) {
    ///     Transaction.addKeyframe(relativeStartTime: 0, relativeDuration: 0.5) { dot.position.x = 100 }
    ///     Transaction.addKeyframe(relativeStartTime: 0.5, relativeDuration: 0.5) { dot.position.y = 100 }
    /// }
    /// ```
    public static func animateKeyframes(
        duration: TimeInterval, delay: TimeInterval = 0, timing: AnimationTiming = .linear,
        clock: AnimationClock? = nil, _ keyframes: () -> Void, completion: ((_ finished: Bool) -> Void)? = nil
    ) {
        animate(duration: duration, delay: delay, timing: timing, clock: clock, keyframes, completion: completion)
    }

    /// One keyframe of the enclosing transaction: its changes animate from
    /// `relativeStartTime × duration` for `relativeDuration × duration` (both fractions, clamped
    /// to 0...1). Changes before it hold their earlier values until it starts.
    public static func addKeyframe(
        relativeStartTime: Double, relativeDuration: Double, _ changes: () -> Void
    ) {
        let stack = TransactionStack.forThisThread
        let parentDuration = stack.frames.isEmpty ? 0 : stack.duration
        let parentDelay = stack.delay
        func unit(_ v: Double) -> Double { v.isFinite ? min(max(v, 0), 1) : 0 }
        let start = unit(relativeStartTime), length = min(unit(relativeDuration), 1 - start)
        begin()
        frame?.duration = parentDuration * length
        frame?.delay = parentDelay + (parentDuration.isFinite && parentDuration > 0 ? parentDuration * start : 0)
        changes()
        commit()
    }

    /// Runs `changes` with animations off (`View.performWithoutAnimation`), even inside an
    /// animating transaction.
    public static func performWithoutAnimation(_ changes: () -> Void) {
        begin()
        setDisableActions(true)
        changes()
        commit()
    }
}
