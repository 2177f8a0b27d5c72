import Foundation

/// Groups layer property changes into animations (`CATransaction`, and the mechanism behind
/// `View.animate`).
///
/// While a transaction is open on a thread, setting an animatable property of a layer changes
/// its model at once and adds an animation from the old value: an *additive* one, as UIKit has
/// done since iOS 8, so a property that is already animating continues from where it is on
/// screen with no jump. Settings are inherited by nested transactions.
///
/// A view's own layer animates only inside block animations (``animate(duration:delay:timing:clock:_:completion:)``,
/// ``animateKeyframes(duration:delay:timing:calculationMode:clock:_:completion:)``, `View.animate`):
/// inside a plain `begin()`/`commit()` its changes just happen, as UIKit disables the actions of
/// views' layers outside animation blocks. Standalone layers animate in both.
///
/// A setting made with no transaction open (``setCompletionBlock(_:)``, ``setAnimationDuration(_:)``…)
/// opens the *implicit* transaction, as Core Animation attaches it to the run loop's: it closes
/// at the next step of its clock (Core Animation: at the end of the run-loop turn), and until
/// then explicit animations added to layers join its completion and changes to standalone
/// layers animate in it. Without one nothing animates implicitly outside a transaction (a
/// difference from Core Animation, which always has one).
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

    /// Closes the innermost transaction opened by ``begin()``; its completion runs once its
    /// animations end. A commit with no such transaction open (one too many, or with none ever
    /// begun) does nothing, and does not close the implicit transaction either
    /// (`CATransaction.commit` documents an exception for it; here it is ignored).
    public static func commit() {
        guard let stack = TransactionStack.current, let frame = stack.frames.last, !frame.isImplicit else { return }
        stack.frames.removeLast()
        frame.group?.commit()
    }

    /// Whether a transaction opened by ``begin()`` (or a block animation) is open on this
    /// thread; the implicit transaction does not count.
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
    /// been removed (at the next clock step when there are none). With no transaction open it
    /// belongs to the implicit transaction, which closes at the next clock step
    /// (`CATransaction.setCompletionBlock`: "the completion block object that is guaranteed to
    /// be called … when all animations subsequently added by this transaction group have
    /// completed").
    ///
    /// ```swift
    /// Transaction.setCompletionBlock { print("faded") }    // no begin(): the implicit transaction
    /// layer.add(.basic(.opacity, from: 1.0, to: 0.0, duration: 0.3), forKey: "fade")
    /// ```
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
    /// the clock of the first animated layer, else ``AnimationClock/default``); for the
    /// implicit transaction, also a clock whose next step closes it.
    public static func setClock(_ clock: AnimationClock?) {
        frame?.clock = clock
        if let clock {
            frame?.group?.clock = clock
            TransactionStack.current?.scheduleImplicitFlush(on: clock)
        }
    }

    /// The innermost transaction, for a setting: the implicit one is opened when none is.
    static var frame: TransactionFrame? {
        let stack = TransactionStack.forThisThread
        if let last = stack.frames.last { return last }
        let implicit = TransactionFrame()
        implicit.isImplicit = true
        implicit.clock = AnimationClock.default  // read now: the default may be task-local
        stack.frames.append(implicit)
        stack.scheduleImplicitFlush(on: AnimationClock.default)
        return implicit
    }
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
        frame?.isAnimationBlock = true
        setClock(clock)
        setAnimationDuration(duration)
        setAnimationTiming(timing)
        setAnimationDelay(delay)
        setDisableActions(false)
        if let completion { setCompletion(completion) }
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
