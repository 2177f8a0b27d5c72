import Foundation
import SharedElements

extension Snapshotting where Value == TransitionRecording, Format == LintReport {
    /// Plays the run at 60 fps through the transition linter (``TransitionLinter``) and fails
    /// when any rule is broken, listing every finding (rule, frame, time, element, measured value
    /// and threshold) and writing a crop of each frame with the artifacts as
    /// `<testName>.<name>.<rule>.<frame>.png`, plus the findings as JSON. There is no reference
    /// file: a clean run passes. Information (discontinuities the options ask for) never fails.
    ///
    /// ```swift
    /// let zoom = TransitionRecording(.transition(SharedElementTransition()), from: grid, to: photo)
    /// assertSnapshot(of: zoom, as: .lint())
    /// assertSnapshot(of: zoom, as: .lint(LintRules().disabling(.text)))
    /// ```
    public static func lint(_ rules: LintRules = LintRules()) -> Snapshotting<TransitionRecording, LintReport> {
        Snapshotting(diffing: .lintReport, storage: .verdict) { recording in try recording.lint(rules: rules) }
    }
}

extension SnapshotStorage where Format == LintReport {
    /// No reference: passes when the report has no findings; otherwise fails with the report and
    /// writes its crops and JSON with the artifacts.
    package static var verdict: SnapshotStorage<LintReport> {
        SnapshotStorage { report, diffing, verifier, name, _ in
            guard !report.isClean else { return nil }
            let base = "\(verifier.location.testName).\(SnapshotLocation.sanitized(name ?? "lint"))"
            var lines = ["Lint \(base): " + report.summary]
            do {
                let written = try report.writeCrops(to: verifier.artifacts.folder, prefix: base)
                switch verifier.artifacts.write(Data(written.json().utf8), base: base, kind: "lint", pathExtension: "json") {
                case .success(let path): lines.append("  findings: \(path)")
                case .failure(let problem): lines.append("  findings: \(problem.message)")
                }
                lines.append("  crops: \(verifier.artifacts.folder.path)")
            } catch {
                lines.append("  crops could not be written: \(error)")
            }
            return lines.joined(separator: "\n")
        }
    }
}
