import Foundation

/// A step that stands out against the steps before it: a jump if the step after it is much
/// smaller (or there is none), motion if the change goes on.
struct JumpCandidate {
    var entry: LintFinding
    var step: Double
}
