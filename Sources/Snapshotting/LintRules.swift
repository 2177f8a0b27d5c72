import Foundation

/// Which rules the transition linter checks and with what thresholds. Every threshold has a
/// documented default; switch rules off with ``disabled`` or ``disabling(_:)``.
///
/// ```swift
/// var rules = LintRules()
/// rules.flashLuminance = 0.08          // tolerate a stronger flash
/// rules = rules.disabling(.text)       // labels may stretch in this transition
/// ```
public struct LintRules: Sendable, Equatable {
    /// Rules not checked.
    public var disabled: Set<LintRule> = []

    /// ``LintRule/coverage``: the least alpha (0...1) a flyer may have where both its snapshots
    /// are opaque, at least ``coverageInset`` pixels inside their shapes. Default 254/255.
    public var minimumCoverage: Double = 254.0 / 255
    /// ``LintRule/coverage``: how far inside the snapshots' opaque area (pixels) coverage is
    /// checked, so anti-aliased edges do not count. Default 1.
    public var coverageInset: Int = 1

    /// ``LintRule/double``: how many pixels the flyer's ink may extend beyond the larger of its
    /// two snapshots' ink, in width or height. Default 2.
    public var inkOverflow: Double = 2

    /// ``LintRule/jump``: how many times the median of the latest four steps a step may be. Default 4.
    public var jumpFactor: Double = 4
    /// ``LintRule/jump``: steps of position, size or corner radius up to this many points are
    /// never jumps. Default 2.
    public var jumpMinimumPoints: Double = 2
    /// ``LintRule/jump``: opacity steps up to this are never jumps. Default 0.05.
    public var jumpMinimumOpacity: Double = 0.05
    /// ``LintRule/jump`` and ``LintRule/ends``: frame-difference energy (the mean over pixels of
    /// the largest channel difference, 0...1) up to this is never a jump. Default 0.01.
    public var jumpMinimumEnergy: Double = 0.01

    /// ``LintRule/flash``: how far (0...1) a frame's mean luminance outside the flyers may depart
    /// from both neighbours. Default 0.05 (a card turning edge-on dims a frame by about 0.04).
    public var flashLuminance: Double = 0.05

    /// ``LintRule/clip``: how many flyer pixels outside its shape are tolerated. Default 0.
    public var clipPixels: Int = 0

    /// ``LintRule/text``: how far the ratio of a flying label's horizontal to vertical scale may
    /// depart from 1 (0.05 is 5%). Default 0.05.
    public var textAspectTolerance: Double = 0.05

    /// ``LintRule/ends``: how much (0...255) a channel may differ between the first frame and the
    /// screen at rest before it. Default 2 (resampling noise).
    public var endsChannelTolerance: Int = 2
    /// ``LintRule/ends``: how many pixels may differ by more than ``endsChannelTolerance``. Default 0.
    public var endsPixels: Int = 0
    /// ``LintRule/ends``: compare the first frame perceptually instead — pixelmatch's YIQ colour
    /// distance with this threshold (0...1, 0.1 is pixelmatch's default), anti-aliased pixels not
    /// counted — for transitions that start from snapshots resampled at a fraction of a pixel.
    /// Default `nil`: exact, within ``endsChannelTolerance``.
    public var endsPerceptualThreshold: Double?

    /// How many frames a transition may run before the linter reports that it never ends and
    /// stops. Default 1,200 (20 s at 60 fps).
    public var frameLimit: Int = 1_200

    /// Every rule with its default thresholds.
    public init() {}

    /// These rules with `rules` switched off too.
    public func disabling(_ rules: LintRule...) -> LintRules {
        var copy = self
        copy.disabled.formUnion(rules)
        return copy
    }

    /// Whether `rule` is checked.
    public func checks(_ rule: LintRule) -> Bool { !disabled.contains(rule) }

    /// Why these thresholds cannot be used (a NaN, negative or out-of-range value), or `nil`.
    public var problem: String? {
        let values: [(String, Double, ClosedRange<Double>)] = [
            ("minimumCoverage", minimumCoverage, 0...1), ("coverageInset", Double(coverageInset), 0...64),
            ("inkOverflow", inkOverflow, 0...1e6), ("jumpFactor", jumpFactor, 1...1e6),
            ("jumpMinimumPoints", jumpMinimumPoints, 0...1e6), ("jumpMinimumOpacity", jumpMinimumOpacity, 0...1),
            ("jumpMinimumEnergy", jumpMinimumEnergy, 0...1), ("flashLuminance", flashLuminance, 0...1),
            ("clipPixels", Double(clipPixels), 0...1e12), ("textAspectTolerance", textAspectTolerance, 0...1e6),
            ("endsChannelTolerance", Double(endsChannelTolerance), 0...255), ("endsPixels", Double(endsPixels), 0...1e12),
            ("frameLimit", Double(frameLimit), 1...1e7), ("endsPerceptualThreshold", endsPerceptualThreshold ?? 0, 0...1),
        ]
        for (name, value, range) in values where !(value.isFinite && range.contains(value)) {
            return "LintRules.\(name) is \(value); it must be a finite number in \(range.lowerBound)...\(range.upperBound)"
        }
        return nil
    }
}
