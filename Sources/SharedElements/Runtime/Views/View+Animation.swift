import Foundation

// MARK: - Block animations

extension View {
    /// Animates the view property changes `animations` makes over `duration` seconds, after
    /// `delay`, on the clock of the layers it touches (a window's clock); `completion` runs
    /// with `true` at the clock step where the last animation ends (`false` if one was removed).
    /// `options` pick the curve (ease in and out by default) and `.repeat` / `.autoreverse`.
    ///
    /// ```swift
    /// View.animate(withDuration: 0.3, animations: { card.alpha = 0 }, completion: { _ in card.removeFromSuperview() })
    /// ```
    public static func animate(
        withDuration duration: TimeInterval, delay: TimeInterval = 0, options: AnimationOptions = [],
        animations: () -> Void, completion: ((Bool) -> Void)? = nil
    ) {
        Transaction.animate(duration: duration, delay: delay, timing: options.timing, {
            options.applyRepetition()
            animations()
        }, completion: completion)
    }

    /// The spring form (`usingSpringWithDamping:initialSpringVelocity:`): a spring with damping
    /// ratio `dampingRatio` (1: no overshoot) that settles in `duration` seconds, starting with
    /// `velocity` in units of the whole change per second.
    public static func animate(
        withDuration duration: TimeInterval, delay: TimeInterval = 0, usingSpringWithDamping dampingRatio: CGFloat,
        initialSpringVelocity velocity: CGFloat, options: AnimationOptions = [],
        animations: () -> Void, completion: ((Bool) -> Void)? = nil
    ) {
        Transaction.animate(
            duration: duration, delay: delay,
            timing: .springDampingRatio(Double(dampingRatio), initialVelocity: Double(velocity)),
            {
                options.applyRepetition()
                animations()
            }, completion: completion)
    }

    /// Animates keyframes added with ``addKeyframe(withRelativeStartTime:relativeDuration:animations:)``
    /// inside `animations` over `duration` seconds, after `delay`.
    ///
    /// As on iOS, each changed property gets one keyframe animation over the whole duration,
    /// paced as a whole by ease in and out unless `options` hold a curve (observed on iOS;
    /// Apple's reference is silent): at 1/6 of a flip whose first keyframe turns a view by
    /// π/2 over the first third, it has turned by about 0.26 rad, not π/4. The calculation
    /// mode in `options` shapes the path between the keyframes' values (linear, cubic, paced,
    /// discrete, cubic paced: ``Keyframes/CalculationMode``), and `.repeat` / `.autoreverse`
    /// repeat the whole animation. `completion` runs once the whole duration is over.
    ///
    /// ```swift
    /// View.animateKeyframes(withDuration: 0.6, delay: 0, options: .calculationModeCubic, animations: {
    ///     View.addKeyframe(withRelativeStartTime: 0, relativeDuration: 0.5) { card.alpha = 0.5 }
    ///     View.addKeyframe(withRelativeStartTime: 0.5, relativeDuration: 0.5) { card.alpha = 1 }
    /// })
    /// ```
    public static func animateKeyframes(
        withDuration duration: TimeInterval, delay: TimeInterval = 0, options: KeyframeAnimationOptions = [],
        animations: () -> Void, completion: ((Bool) -> Void)? = nil
    ) {
        Transaction.animateKeyframes(
            duration: duration, delay: delay, timing: options.timing, calculationMode: options.calculationMode, {
                options.animationOptions.applyRepetition()
                animations()
            }, completion: completion)
    }

    /// One keyframe of the enclosing ``animateKeyframes(withDuration:delay:options:animations:completion:)``:
    /// its changes run from `frameStartTime` to `frameStartTime + frameDuration`, both fractions
    /// of the whole duration (out-of-range and NaN values: see
    /// `Transaction.addKeyframe(relativeStartTime:relativeDuration:_:)`).
    public static func addKeyframe(
        withRelativeStartTime frameStartTime: Double, relativeDuration frameDuration: Double, animations: () -> Void
    ) {
        Transaction.addKeyframe(relativeStartTime: frameStartTime, relativeDuration: frameDuration, animations)
    }

    /// Inside an animation block, makes the animations of the changes `animations` makes play
    /// `count` times (fractional counts end part way; `.infinity` for ever; 0 or less, or NaN,
    /// once), forward then back each time when `autoreverses`
    /// (`UIView.modifyAnimations(withRepeatCount:autoreverses:animations:)`). Outside one the
    /// changes apply without animation, as in UIKit.
    ///
    /// ```swift
    /// View.animate(withDuration: 0.2, animations: {
    ///     View.modifyAnimations(withRepeatCount: 3, autoreverses: true) { badge.alpha = 0.4 }
    /// })
    /// ```
    public static func modifyAnimations(withRepeatCount count: CGFloat, autoreverses: Bool, animations: () -> Void) {
        guard Transaction.isOpen else { return performWithoutAnimation(animations) }
        Transaction.begin()
        Transaction.setAnimationRepeatCount(Float(count))
        Transaction.setAnimationRepeatAutoreverses(autoreverses)
        animations()
        Transaction.commit()
    }

    /// Applies the changes without animating, even inside an animation block.
    public static func performWithoutAnimation(_ actions: () -> Void) {
        Transaction.performWithoutAnimation(actions)
    }
}
