import Foundation

extension Diffing where Format == LintReport {
    /// A lint report as JSON (``LintReport/json()``): what ``Snapshotting/lint(_:)`` writes with
    /// its artifacts. Two reports match when they list the same entries.
    public static var lintReport: Diffing<LintReport> {
        Diffing(
            pathExtension: "json", formatName: "lint report",
            toData: { Data($0.json().utf8) },
            fromData: { data in
                var report = LintReport()
                report.entries = try JSONDecoder().decode([LintFinding].self, from: data)
                return report
            },
            diff: { reference, actual, _ in
                reference.entries == actual.entries ? nil
                    : DiffFailure(message: "lists other findings than its reference:\n" + actual.summary)
            })
    }
}
