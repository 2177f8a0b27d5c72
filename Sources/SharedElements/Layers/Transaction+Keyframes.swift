import Foundation

// MARK: - Keyframe animations (what View.animateKeyframes wraps)

extension Transaction {
    /// `View.animateKeyframes(withDuration:delay:options:animations:completion:)`: call
    /// ``addKeyframe(relativeStartTime:relativeDuration:_:)`` inside `keyframes`.
    ///
    /// Each property a keyframe changes gets one keyframe animation over the whole `duration`
    /// (UIKit builds one `CAKeyframeAnimation` per property): its value holds until a keyframe
    /// that changes it starts, moves to the keyframe's value by the keyframe's end, and holds
    /// after. `timing` paces the whole animation, not each keyframe: ease in and out unless a
    /// curve is given (observed on iOS; Apple's reference does not say). `calculationMode`
    /// shapes the path between the values (``Keyframes/CalculationMode``). Changes made outside
    /// any keyframe span the whole duration.
    ///
    /// - Parameters:
    ///   - duration: seconds; zero, negative or NaN applies the changes without animation.
    ///   - completion: runs once, after the whole duration (not when the last keyframe ends),
    ///     with `finished == false` if an animation was removed first.
    ///
    /// ```swift
    /// Transaction.animateKeyframes(duration: 1, timing: .linear) {
    ///     Transaction.addKeyframe(relativeStartTime: 0, relativeDuration: 0.5) { dot.position.x = 100 }
    ///     Transaction.addKeyframe(relativeStartTime: 0.5, relativeDuration: 0.5) { dot.position.y = 100 }
    /// }
    /// ```
    public static func animateKeyframes(
        duration: TimeInterval, delay: TimeInterval = 0, timing: AnimationTiming = .easeInEaseOut,
        calculationMode: Keyframes.CalculationMode = .linear,
        clock: AnimationClock? = nil, _ keyframes: () -> Void, completion: ((_ finished: Bool) -> Void)? = nil
    ) {
        begin()
        let collector = KeyframeCollector()
        frame?.isAnimationBlock = true
        frame?.keyframes = collector
        setClock(clock)
        setAnimationDuration(duration)
        setAnimationTiming(timing)
        setAnimationDelay(delay)
        setDisableActions(false)
        if let completion { setCompletion(completion) }
        keyframes()
        if let stack = TransactionStack.current {
            // Attached while the transaction is open, so that its completion waits for them.
            collector.attachAnimations(
                duration: stack.duration, delay: stack.delay, timing: stack.timing, mode: calculationMode,
                repeatCount: stack.repeatCount, autoreverses: stack.autoreverses)
        }
        commit()
    }

    /// One keyframe of the enclosing ``animateKeyframes(duration:delay:timing:calculationMode:clock:_:completion:)``:
    /// its changes reach their values over `relativeDuration × duration` seconds from
    /// `relativeStartTime × duration` (`UIView.addKeyframe(withRelativeStartTime:relativeDuration:animations:)`).
    ///
    /// Bad input has a defined result: a start outside 0...1 is clamped into it, a duration is
    /// clamped to what is left after the start (`0...(1 − start)`), and a NaN or infinite
    /// start or duration counts as 0 (a keyframe of no length jumps at its start in the linear
    /// and cubic modes). Outside a keyframe animation the changes apply without animation.
    public static func addKeyframe(
        relativeStartTime: Double, relativeDuration: Double, _ changes: () -> Void
    ) {
        guard let stack = TransactionStack.current, stack.frames.contains(where: { $0.keyframes != nil }) else {
            return performWithoutAnimation(changes)
        }
        func unit(_ v: Double) -> Double { v.isFinite ? min(max(v, 0), 1) : 0 }
        let start = unit(relativeStartTime), length = min(unit(relativeDuration), 1 - start)
        begin()
        frame?.keyframeSpan = KeyframeCollector.Span(start: start, length: length)
        changes()
        commit()
    }
}
