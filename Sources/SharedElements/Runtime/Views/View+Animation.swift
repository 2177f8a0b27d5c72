import Foundation

// MARK: - Block animations

extension View {
    /// Options of a block animation (`UIView.AnimationOptions`): the timing curve. Other UIKit
    /// options have no effect here and are not offered.
    public struct AnimationOptions: OptionSet, Sendable, Hashable {
        public let rawValue: UInt
        public init(rawValue: UInt) { self.rawValue = rawValue }

        /// Ease in and out (the default).
        public static let curveEaseInOut = AnimationOptions([])
        public static let curveEaseIn = AnimationOptions(rawValue: 1 << 16)
        public static let curveEaseOut = AnimationOptions(rawValue: 2 << 16)
        public static let curveLinear = AnimationOptions(rawValue: 3 << 16)

        package var timing: AnimationTiming {
            switch rawValue & (3 << 16) {
            case 1 << 16: .easeIn
            case 2 << 16: .easeOut
            case 3 << 16: .linear
            default: .easeInEaseOut
            }
        }
    }

    /// Options of a keyframe animation (`UIView.KeyframeAnimationOptions`). Keyframes are
    /// interpolated linearly within each keyframe's own span; `calculationModeCubic` is
    /// accepted for ported code and currently behaves like `calculationModeLinear`.
    public struct KeyframeAnimationOptions: OptionSet, Sendable, Hashable {
        public let rawValue: UInt
        public init(rawValue: UInt) { self.rawValue = rawValue }

        public static let calculationModeLinear = KeyframeAnimationOptions([])
        public static let calculationModeCubic = KeyframeAnimationOptions(rawValue: 3 << 10)
    }

    /// Animates the view property changes `animations` makes over `duration` seconds, after
    /// `delay`, on the clock of the layers it touches (a window's clock); `completion` runs
    /// with `true` at the clock step where the last animation ends (`false` if one was removed).
    ///
    /// ```swift
    /// View.animate(withDuration: 0.3, animations: { card.alpha = 0 }, completion: { _ in card.removeFromSuperview() })
    /// ```
    public static func animate(
        withDuration duration: TimeInterval, delay: TimeInterval = 0, options: AnimationOptions = [],
        animations: () -> Void, completion: ((Bool) -> Void)? = nil
    ) {
        Transaction.animate(duration: duration, delay: delay, timing: options.timing, animations, completion: completion)
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
            animations, completion: completion)
    }

    /// Animates keyframes added with ``addKeyframe(withRelativeStartTime:relativeDuration:animations:)``
    /// inside `animations` over `duration` seconds.
    ///
    /// ```swift
    /// View.animateKeyframes(withDuration: 0.6, animations: {
    ///     View.addKeyframe(withRelativeStartTime: 0, relativeDuration: 0.5) { card.alpha = 0.5 }
    ///     View.addKeyframe(withRelativeStartTime: 0.5, relativeDuration: 0.5) { card.alpha = 1 }
    /// })
    /// ```
    public static func animateKeyframes(
        withDuration duration: TimeInterval, delay: TimeInterval = 0, options: KeyframeAnimationOptions = [],
        animations: () -> Void, completion: ((Bool) -> Void)? = nil
    ) {
        Transaction.animateKeyframes(duration: duration, delay: delay, animations, completion: completion)
    }

    /// One keyframe of the enclosing ``animateKeyframes(withDuration:delay:options:animations:completion:)``:
    /// its changes run from `frameStartTime` to `frameStartTime + frameDuration`, both fractions
    /// of the whole duration.
    public static func addKeyframe(
        withRelativeStartTime frameStartTime: Double, relativeDuration frameDuration: Double, animations: () -> Void
    ) {
        Transaction.addKeyframe(relativeStartTime: frameStartTime, relativeDuration: frameDuration, animations)
    }

    /// Applies the changes without animating, even inside an animation block.
    public static func performWithoutAnimation(_ actions: () -> Void) {
        Transaction.performWithoutAnimation(actions)
    }
}
