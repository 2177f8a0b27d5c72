import Foundation
import SharedElements

/// A step that stands out against the steps before it: a jump if the change stops after it or
/// turns straight back (a one-frame glitch), motion if it goes on.
struct JumpCandidate {
    var entry: LintFinding
    /// The step's size (points, opacity or frame-difference energy), signed for flyer quantities.
    var step: Double
    /// For a screen step, the frame before it, to tell a glitch that returns.
    var before: Bitmap?
}
