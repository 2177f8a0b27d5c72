import Foundation
import Snapshotting

/// Where lint findings enter the inspector: every scene's and prototype's page marks these on its
/// time axis (a click jumps to the frame). `Demo` and `Demo prototype` (unless `--no-lint`) play each
/// film through a ``TransitionLinter`` as it renders (the same checks as `Demo lint`); without
/// the flag the list is empty and rendering costs nothing more.
enum InspectorFindings {
    /// The inspector's findings for a linter's `report`, whose frame `offset` is the film's frame 0
    /// (1 when the linter first saw a frame at rest before the film).
    static func findings(_ report: LintReport?, offset: Int = 0) -> [InspectorData.Finding] {
        guard let report else { return [] }
        return report.entries.map { entry in
            let frame = max(0, entry.frame - offset)
            return InspectorData.Finding(
                rule: entry.rule.rawValue, frame: frame, time: entry.time, element: entry.element, message: entry.message,
                severity: entry.severity.rawValue)
        }
    }
}
