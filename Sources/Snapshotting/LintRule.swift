import Foundation

/// One rule of the transition linter (``TransitionLinter``). Each rule looks at every frame of a
/// transition, or at the steps between frames, and has tunable thresholds in ``LintRules``.
public enum LintRule: String, Sendable, Hashable, CaseIterable, Codable {
    /// Where both snapshots of a flyer are opaque, the flyer is opaque: no cross-fade lets the
    /// screen behind show through. Threshold: ``LintRules/minimumCoverage``.
    case coverage
    /// A flying element shows once: its original views are hidden while its flyer is visible,
    /// and the flyer's ink (drawn alone) is never wider or taller than the larger of its two
    /// snapshots' ink by more than ``LintRules/inkOverflow`` pixels (two words side by side fail).
    case double
    /// No flyer's position, size, corner radius or opacity, and no frame of the screen as a
    /// whole, changes between two frames by more than ``LintRules/jumpFactor`` times the median
    /// of its latest steps and by more than the rule's floor.
    case jump
    /// No frame's mean luminance outside the flyers departs from both neighbours, in the same
    /// direction, by more than ``LintRules/flashLuminance``.
    case flash
    /// No flyer pixel (shadow aside) outside the flyer's own rounded shape, nor outside the clip
    /// the flight is meant to keep.
    case clip
    /// Text does not fly stretched: the snapshots of a flying label, and of a flyer stretched to
    /// its bounds (``/SharedElements/SharedElementOptions/Content-swift.enum/stretch``, or `.automatic` on views that are
    /// neither a pair of labels nor a pair of image views) with a visible label inside, keep
    /// horizontal and vertical scales within ``LintRules/textAspectTolerance`` of each other.
    case text
    /// The first frame of a transition equals the screen at rest just before it, and the last
    /// step (into the screen at rest after it) is no larger than the steps before.
    case ends
    /// After the transition every view that was on screen before it is back in its superview
    /// with its own frame, alpha, transform and hidden flag.
    case restore
}
