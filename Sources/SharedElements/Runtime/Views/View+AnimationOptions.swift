import Foundation

// MARK: - Options of block animations

extension View {
    /// Options of a block animation (`UIView.AnimationOptions`, with UIKit's raw values): the
    /// timing curve, `.repeat` and `.autoreverse`. Other UIKit options have no effect here and
    /// are not offered.
    ///
    /// ```swift
    /// View.animate(withDuration: 0.8, delay: 0, options: [.repeat, .autoreverse, .curveEaseInOut],
    ///              animations: { dot.alpha = 0.2 })   // pulses until its animation is removed
    /// ```
    public struct AnimationOptions: OptionSet, Sendable, Hashable {
        /// The option bits, UIKit's values.
        public let rawValue: UInt
        /// Options from their bits.
        public init(rawValue: UInt) { self.rawValue = rawValue }

        /// Repeats the animation for ever (UIKit's `.repeat`): the completion runs only when
        /// the animation is removed, with `false`.
        public static let `repeat` = AnimationOptions(rawValue: 1 << 3)
        /// Plays each pass forward, then backward (UIKit's `.autoreverse`). Without `.repeat`
        /// it plays once forward and back, then the layer shows the model value, as in UIKit.
        public static let autoreverse = AnimationOptions(rawValue: 1 << 4)

        /// Ease in and out (the default).
        public static let curveEaseInOut = AnimationOptions([])
        /// Ease in.
        public static let curveEaseIn = AnimationOptions(rawValue: 1 << 16)
        /// Ease out.
        public static let curveEaseOut = AnimationOptions(rawValue: 2 << 16)
        /// Constant speed.
        public static let curveLinear = AnimationOptions(rawValue: 3 << 16)

        package var timing: AnimationTiming {
            switch rawValue & (3 << 16) {
            case 1 << 16: .easeIn
            case 2 << 16: .easeOut
            case 3 << 16: .linear
            default: .easeInEaseOut
            }
        }

        /// Sets the enclosing transaction's repeat count and autoreverse from `.repeat` and
        /// `.autoreverse` (call inside the animation block).
        package func applyRepetition() {
            if contains(.repeat) { Transaction.setAnimationRepeatCount(.infinity) }
            if contains(.autoreverse) { Transaction.setAnimationRepeatAutoreverses(true) }
        }
    }

    /// Options of a keyframe animation (`UIView.KeyframeAnimationOptions`, with UIKit's raw
    /// values): the calculation mode, `.repeat` and `.autoreverse`. A curve's raw value from
    /// ``AnimationOptions`` paces the whole animation, the common idiom
    /// `KeyframeAnimationOptions(rawValue: AnimationOptions.curveEaseIn.rawValue)`; without one
    /// it eases in and out (observed on iOS).
    ///
    /// ```swift
    /// let options: View.KeyframeAnimationOptions = [
    ///     .calculationModeCubic, View.KeyframeAnimationOptions(rawValue: View.AnimationOptions.curveLinear.rawValue)]
    /// ```
    public struct KeyframeAnimationOptions: OptionSet, Sendable, Hashable {
        /// The option bits, UIKit's values.
        public let rawValue: UInt
        /// Options from their bits.
        public init(rawValue: UInt) { self.rawValue = rawValue }

        /// Repeats the whole keyframe animation for ever.
        public static let `repeat` = KeyframeAnimationOptions(rawValue: 1 << 3)
        /// Plays the whole keyframe animation forward, then backward.
        public static let autoreverse = KeyframeAnimationOptions(rawValue: 1 << 4)

        /// Straight lines between the keyframes' values (the default).
        public static let calculationModeLinear = KeyframeAnimationOptions([])
        /// Each keyframe's value appears at once when the keyframe ends.
        public static let calculationModeDiscrete = KeyframeAnimationOptions(rawValue: 1 << 10)
        /// Constant speed over the whole path: keyframe times are ignored.
        public static let calculationModePaced = KeyframeAnimationOptions(rawValue: 2 << 10)
        /// A smooth curve through the keyframes' values (Kochanek–Bartels, as Core Animation's
        /// cubic mode); it can overshoot where a value holds or turns.
        public static let calculationModeCubic = KeyframeAnimationOptions(rawValue: 3 << 10)
        /// The smooth curve at constant speed: keyframe times are ignored.
        public static let calculationModeCubicPaced = KeyframeAnimationOptions(rawValue: 4 << 10)

        package var calculationMode: Keyframes.CalculationMode {
            switch rawValue & (7 << 10) {
            case 1 << 10: .discrete
            case 2 << 10: .paced
            case 3 << 10: .cubic
            case 4 << 10: .cubicPaced
            default: .linear
            }
        }

        /// The curve bits, as ``AnimationOptions`` reads them.
        package var animationOptions: AnimationOptions { AnimationOptions(rawValue: rawValue) }

        package var timing: AnimationTiming { animationOptions.timing }
    }
}
