import Foundation
import SharedElements

/// What the transition linter found in a film: findings (rules broken) and information
/// (discontinuities the transition's options ask for), with how many frames it looked at.
public struct LintReport: Sendable, Equatable {
    /// Everything reported, in frame order.
    public var entries: [LintFinding] = []
    /// How many frames were observed.
    public var frameCount = 0
    /// How many frames were inside a transition.
    public var transitionFrames = 0

    /// An empty report: clean.
    public init() {}

    /// The entries that break a rule.
    public var findings: [LintFinding] { entries.filter { $0.severity == .finding } }
    /// The entries that note a discontinuity asked for.
    public var information: [LintFinding] { entries.filter { $0.severity == .info } }
    /// Whether no rule is broken.
    public var isClean: Bool { !entries.contains { $0.severity == .finding } }

    /// A readable summary: one line per entry, then totals.
    public var summary: String {
        var lines = entries.map(\.summary)
        let counts = Dictionary(grouping: findings, by: \.rule).map { "\($0.key.rawValue) \($0.value.count)" }.sorted()
        lines.append("\(findings.count) finding\(findings.count == 1 ? "" : "s")"
                     + (counts.isEmpty ? "" : " (\(counts.joined(separator: ", ")))")
                     + ", \(information.count) info, \(transitionFrames) of \(frameCount) frames in transitions")
        return lines.joined(separator: "\n")
    }

    /// The entries as pretty-printed JSON (an array of objects with `rule`, `severity`, `frame`,
    /// `time`, `element`, `measured`, `threshold`, `message`, `region` and `cropFile`).
    public func json() -> String {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys]
        let data = (try? encoder.encode(entries)) ?? Data("[]".utf8)
        return String(decoding: data, as: UTF8.self)
    }

    /// Writes each entry's crop as `<prefix>.<rule>.<frame>.png` into `folder` (created when
    /// missing) and notes the file name in the entry; returns the report with the names.
    /// - Throws: when the folder or a file cannot be written.
    public func writeCrops(to folder: URL, prefix: String) throws -> LintReport {
        var copy = self
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        for i in copy.entries.indices {
            guard let crop = copy.entries[i].crop else { continue }
            let e = copy.entries[i]
            let name = "\(prefix).\(e.rule.rawValue).\(e.frame)\(e.element.map { "." + SnapshotLocation.sanitized($0) } ?? "").png"
            try Image(bitmap: crop).pngData().write(to: folder.appendingPathComponent(name))
            copy.entries[i].cropFile = name
        }
        return copy
    }
}
