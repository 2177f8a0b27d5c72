import Foundation

/// An animation of one layer property, attached with ``Layer/add(_:forKey:)`` and evaluated
/// at render time (`CABasicAnimation`, `CASpringAnimation` and `CAKeyframeAnimation` in one
/// value).
///
/// Times are seconds in the layer's time space. A `beginTime` of 0 means "now" when added.
///
/// ```swift
/// var fade = LayerAnimation.basic(.opacity, from: 1.0, to: 0.0, duration: 0.3, timing: .easeOut)
/// fade.completion = { finished in print("faded", finished) }
/// layer.opacity = 0            // the model holds the end value…
/// layer.add(fade, forKey: "fade")   // …the animation shows the way there
/// ```
public struct LayerAnimation {
    /// The animated property.
    public var property: AnimatableProperty
    /// What the animation interpolates.
    public var content: Content
    /// Curve or spring. Linear unless set: Core Animation's documented default when an
    /// animation has no timing function ("`nil`, the default, … linear pacing",
    /// `CAAnimation.timingFunction`).
    public var timing: AnimationTiming
    /// Seconds for one pass; zero, negative or non-finite makes the animation end as it
    /// begins.
    public var duration: TimeInterval
    /// Start in the layer's time (seconds); 0 means the layer's current time when added.
    public var beginTime: TimeInterval = 0
    /// Rate of the animation's time relative to the layer's (0 freezes it; negative plays it
    /// backwards and it never ends on its own).
    public var speed: Float = 1
    /// Seconds added to the animation's time (with `speed = 0`, the frozen point).
    public var timeOffset: TimeInterval = 0
    /// Passes to play (0 means 1; may be fractional or `.infinity`).
    public var repeatCount: Float = 0
    /// Whether each pass plays forward then backward.
    public var autoreverses = false
    /// What shows outside the active time.
    public var fillMode: FillMode = .removed
    /// Whether values add to the property's value instead of replacing it (transforms
    /// concatenate: the animation's transform applies first).
    public var isAdditive = false
    /// Whether the layer drops the animation when it ends.
    public var isRemovedOnCompletion = true
    /// Runs once when the animation ends (`true`) or is removed or replaced first (`false`),
    /// at the clock step that sees it.
    public var completion: ((_ finished: Bool) -> Void)?

    /// Creates an animation from its parts; `timing` defaults to linear, as in Core Animation.
    public init(
        property: AnimatableProperty, content: Content, timing: AnimationTiming = .linear,
        duration: TimeInterval = 0.25
    ) {
        self.property = property
        self.content = content
        self.timing = timing
        self.duration = duration
    }

    /// What sits outside an animation's active time (`CAMediaTimingFillMode`).
    public enum FillMode: Sendable, Hashable, CaseIterable {
        /// Nothing: the model shows.
        case removed
        /// The end value stays after the end (needs `isRemovedOnCompletion = false`).
        case forwards
        /// The start value shows before the beginning.
        case backwards
        /// Both.
        case both
    }

    /// The values an animation runs through.
    public enum Content {
        /// `CABasicAnimation`'s from/to/by. Missing ends come from the layer when added:
        /// `from` defaults to the value on screen, `to` to the model value (Core Animation's
        /// rules for every combination).
        case basic(from: AnimationValue?, to: AnimationValue?, by: AnimationValue?)
        /// `CAKeyframeAnimation`.
        case keyframes(Keyframes)
    }
}

// MARK: - Builders

extension LayerAnimation {
    /// A basic animation (`CABasicAnimation`). Without `timing` it is linear: Core Animation's
    /// default when no timing function is set (`CAAnimation.timingFunction`), so half way
    /// through a fade from 0 to 1 shows 0.5. Pass `.default` for the eased curve of implicit
    /// animations.
    ///
    /// ```swift
    /// let move = LayerAnimation.basic(.position, to: CGPoint(x: 200, y: 300), duration: 0.4)
    /// let eased = LayerAnimation.basic(.opacity, from: 0.0, to: 1.0, duration: 0.3, timing: .easeInEaseOut)
    /// ```
    public static func basic<V: AnimationValueConvertible>(
        _ property: AnimatableProperty, from: V? = nil, to: V? = nil, by: V? = nil,
        duration: TimeInterval = 0.25, timing: AnimationTiming = .linear
    ) -> LayerAnimation {
        LayerAnimation(
            property: property,
            content: .basic(from: from?.animationValue, to: to?.animationValue, by: by?.animationValue),
            timing: timing, duration: duration)
    }

    /// A spring animation (`CASpringAnimation`); it lasts the spring's settling duration
    /// unless `duration` is given.
    public static func spring<V: AnimationValueConvertible>(
        _ property: AnimatableProperty, from: V? = nil, to: V? = nil, spring: Spring = .default,
        initialVelocity: Double = 0, duration: TimeInterval? = nil
    ) -> LayerAnimation {
        LayerAnimation(
            property: property, content: .basic(from: from?.animationValue, to: to?.animationValue, by: nil),
            timing: .spring(spring, initialVelocity: initialVelocity),
            duration: duration ?? spring.settlingDuration(initialVelocity: initialVelocity))
    }

    /// A keyframe animation (`CAKeyframeAnimation`).
    ///
    /// ```swift
    /// let pulse = LayerAnimation.keyframes(.opacity, values: [1.0, 0.2, 1.0], keyTimes: [0, 0.3, 1],
    ///                                      duration: 0.6)
    /// ```
    public static func keyframes<V: AnimationValueConvertible>(
        _ property: AnimatableProperty, values: [V], keyTimes: [Double]? = nil,
        timingCurves: [TimingCurve]? = nil, calculationMode: Keyframes.CalculationMode = .linear,
        duration: TimeInterval = 0.25
    ) -> LayerAnimation {
        LayerAnimation(
            property: property,
            content: .keyframes(Keyframes(
                values: values.map(\.animationValue), keyTimes: keyTimes, timingCurves: timingCurves,
                calculationMode: calculationMode)),
            timing: .linear, duration: duration)
    }
}

/// The values of a keyframe animation.
public struct Keyframes: Sendable, Equatable {
    /// The values passed through, at least one, all of the property's kind.
    public var values: [AnimationValue]
    /// Fractions of the duration (0...1, non-decreasing, one per value) at which each value is
    /// reached; evenly spaced when `nil`.
    public var keyTimes: [Double]?
    /// One curve per segment (`values.count - 1`); linear when `nil`.
    public var timingCurves: [TimingCurve]?
    /// How values between keyframes are found.
    public var calculationMode: CalculationMode

    /// Keyframes from their values, optional key times and per-segment curves.
    public init(values: [AnimationValue], keyTimes: [Double]? = nil, timingCurves: [TimingCurve]? = nil,
                calculationMode: CalculationMode = .linear) {
        self.values = values
        self.keyTimes = keyTimes
        self.timingCurves = timingCurves
        self.calculationMode = calculationMode
    }

    /// `CAAnimationCalculationMode`.
    public enum CalculationMode: Sendable, Hashable, CaseIterable {
        /// Straight lines between keyframes (`kCAAnimationLinear`).
        case linear
        /// A smooth curve through every keyframe (`kCAAnimationCubic`): a Kochanek–Bartels
        /// spline with tension, continuity and bias 0 (Catmull-Rom tangents, scaled to uneven
        /// key times), so it can overshoot where the values turn or hold. Transforms follow it
        /// component by component (rotation as a rotation vector from the segment's start).
        case cubic
        /// Each value holds until the next key time (`kCAAnimationDiscrete`).
        case discrete
        /// Straight lines at constant speed over the whole path (`kCAAnimationPaced`): key
        /// times and per-segment curves are ignored, as Core Animation documents, and each
        /// segment gets time in proportion to its length (transforms: the distance between
        /// their matrices' entries).
        case paced
        /// The cubic curve with key times in proportion to the distance between the values
        /// (`kCAAnimationCubicPaced`; key times and per-segment curves are ignored).
        case cubicPaced
    }
}
