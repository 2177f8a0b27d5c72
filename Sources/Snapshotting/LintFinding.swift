import Foundation
import SharedElements

/// Something the transition linter found: which rule, on which frame, for which element, what it
/// measured against what threshold, and a crop of the frame around it.
public struct LintFinding: Sendable, Equatable, Codable {
    /// A finding breaks a rule; information notes a discontinuity the transition's options ask
    /// for (for example a screen that appears at once because its background does not fade).
    public enum Severity: String, Sendable, Codable {
        /// A finding fails the assertion; information never does.
        case finding, info
    }

    /// The rule.
    public var rule: LintRule
    /// Finding or information.
    public var severity: Severity
    /// The frame's index in the film (0 is the first frame observed).
    public var frame: Int
    /// The frame's time, seconds on the film's clock.
    public var time: Double
    /// The flying element's transition ID, or `nil` for the screen as a whole.
    public var element: String?
    /// What was measured, in the rule's unit (see ``LintRules``).
    public var measured: Double
    /// The threshold it was held against.
    public var threshold: Double
    /// A sentence saying what is wrong and where.
    public var message: String
    /// The region of the frame the finding is about, in window points (`nil`: the whole frame).
    public var region: CGRect?
    /// The file the crop was written to, when it was (``LintReport/writeCrops(to:prefix:)``).
    public var cropFile: String?

    /// The crop of the frame around ``region`` (not encoded).
    public var crop: Bitmap?

    private enum CodingKeys: String, CodingKey {
        case rule, severity, frame, time, element, measured, threshold, message, region, cropFile
    }

    /// A finding of `rule` on `frame` (at `time` seconds) about `element`, with the measured value against its threshold.
    public init(rule: LintRule, severity: Severity = .finding, frame: Int, time: Double, element: String?,
                measured: Double, threshold: Double, message: String, region: CGRect? = nil, crop: Bitmap? = nil) {
        self.rule = rule
        self.severity = severity
        self.frame = frame
        self.time = time
        self.element = element
        self.measured = measured
        self.threshold = threshold
        self.message = message
        self.region = region
        self.crop = crop
    }

    /// One line: `jump frame 42 (0.700 s) photo: …`.
    public var summary: String {
        let who = element.map { " \($0)" } ?? ""
        let kind = severity == .info ? " (info)" : ""
        return "\(rule.rawValue)\(kind) frame \(frame) (\(String(format: "%.3f", time)) s)\(who): \(message)"
    }
}
