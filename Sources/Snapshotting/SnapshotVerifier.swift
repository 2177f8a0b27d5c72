import Foundation
import SharedElements

/// Checks snapshots against the references of one test, whatever their format: reads, compares
/// with the strategy's ``Diffing``, records as the record mode says, writes artifacts on failure,
/// and words the failure, closing with how to resolve it. Never crashes on bad files, never
/// writes a reference unless the mode records, and never rewrites one that already matches exactly.
package struct SnapshotVerifier: Sendable {
    package let location: SnapshotLocation
    package let mode: SnapshotRecordMode
    package let artifacts: SnapshotArtifacts
    package let tolerance: SnapshotTolerance

    /// A failure's message and, when the reference was kept, the closing sentence saying how to
    /// resolve it (kept apart so that a film strip gives it once for all its frames).
    typealias Failure = (message: String, advice: String?)

    /// Why the mode is what it is, for messages.
    var modeNote: String { "record mode \(mode.rawValue)" }

    /// The closing advice when a snapshot differs from the reference it kept.
    static let changedAdvice = "If the change is intended, re-record it with SNAPSHOT_RECORD=failed and commit the new "
        + "reference; otherwise fix the code, or restore the reference from version control."
    /// The closing advice when the reference it kept cannot be read.
    static let unreadableAdvice = "Restore the reference from version control, or re-record it with SNAPSHOT_RECORD=failed."

    /// Compares `actual` with the reference `<test>.<suffix>.<extension>`; `nil` when it passes.
    package func verify<Format>(_ actual: Format, with diffing: Diffing<Format>, suffix: String) -> String? {
        check(actual, with: diffing, suffix: suffix).map { failure in
            failure.advice.map { "\(failure.message)\n\($0)" } ?? failure.message
        }
    }

    /// What `verify(_:with:suffix:)` finds, its closing advice apart.
    func check<Format>(_ actual: Format, with diffing: Diffing<Format>, suffix: String) -> Failure? {
        let name = location.fileName(suffix: suffix, pathExtension: diffing.pathExtension)
        let file = SnapshotFile(actual: actual, diffing: diffing, name: name, directory: location.directory)
        var isFolder: ObjCBool = false
        guard FileManager.default.fileExists(atPath: file.url.path, isDirectory: &isFolder) else {
            guard mode.recordsMissing else {
                return ("No reference for snapshot \(file.name) at \(file.url.path) (\(modeNote)); nothing was recorded. "
                    + "Record it locally (SNAPSHOT_RECORD=missing) and commit it.\n\(writeArtifacts(file))", nil)
            }
            return (record(file, because: "No reference was found for snapshot \(file.name)"), nil)
        }
        if isFolder.boolValue {
            return ("The reference path of snapshot \(file.name) is a folder: \(file.url.path)", nil)
        }
        if mode.rewritesMatching {
            return (record(file, because: "Re-recording snapshot \(file.name)"), nil)
        }
        return compare(file)
    }

    /// Reads the reference of `file` and compares the snapshot with it.
    private func compare<Format>(_ file: SnapshotFile<Format>) -> Failure? {
        let data: Data
        do {
            data = try FileAccess.read(file.url)
        } catch {
            return failed("Could not read the reference of snapshot \(file.name) at \(error)\n\(writeArtifacts(file))",
                          file, advice: Self.unreadableAdvice)
        }
        let reference: Format
        do {
            reference = try file.diffing.fromData(data)
        } catch {
            // The unreadable bytes are kept too: a re-recording replaces them.
            let written = writeArtifacts(file, reference: SnapshotAttachment(kind: "unreadable-reference", data: data))
            return failed("The reference of snapshot \(file.name) at \(file.url.path) is not a readable "
                          + "\(file.diffing.formatName) (\(error))\n\(written)", file, advice: Self.unreadableAdvice)
        }
        guard let difference = file.diffing.diff(reference, file.actual, tolerance) else { return nil }
        let written = writeArtifacts(file, reference: SnapshotAttachment(kind: "reference", data: data), more: difference.attachments)
        return failed("Snapshot \(file.name) \(difference.message). Reference: \(file.url.path)\n\(written)",
                      file, advice: Self.changedAdvice)
    }

    // MARK: - Recording and artifacts

    /// Writes the snapshot as the reference, unless the reference already matches it exactly;
    /// the message says which (or why it could not).
    private func record<Format>(_ file: SnapshotFile<Format>, because why: String) -> String {
        let data: Data
        do {
            data = try file.diffing.toData(file.actual)
        } catch {
            return "\(why), but it could not be serialized: \(error)"
        }
        if holdsAlready(file, data) {
            // Rewriting would change the file's bytes but nothing a reviewer can see.
            return "\(why) (\(modeNote)): its reference already matches it exactly, so it was left unchanged: \(file.url.path)"
        }
        do {
            try FileManager.default.createDirectory(at: location.directory, withIntermediateDirectories: true)
        } catch {
            return "\(why), but the folder could not be created: \(FileAccess.explain(error, path: location.directory.path))"
        }
        do {
            try data.write(to: file.url, options: .atomic)
        } catch {
            return "\(why), but it could not be written: \(FileAccess.explain(error, path: file.url.path))"
        }
        return "\(why); recorded it (\(modeNote)) to \(file.url.path)\(file.sizeNote). "
            + "Check the \(file.diffing.pathExtension == "png" ? "image" : "file") and re-run the test to compare against it."
    }

    /// Whether the reference of `file` already holds `data`, or reads back as a snapshot an exact
    /// comparison cannot tell from this one (for an image: the same size and the same RGBA).
    private func holdsAlready<Format>(_ file: SnapshotFile<Format>, _ data: Data) -> Bool {
        guard let old = try? FileAccess.read(file.url) else { return false }
        if old == data { return true }
        guard let reference = try? file.diffing.fromData(old) else { return false }
        return file.diffing.diff(reference, file.actual, .exact) == nil
    }

    /// A failure `message`, its artifacts written: a mode that re-records failing references
    /// then records the snapshot; otherwise the reference is kept and `advice` closes the message.
    private func failed<Format>(_ message: String, _ file: SnapshotFile<Format>, advice: String) -> Failure {
        guard mode.rewritesFailing else { return (message, advice) }
        return (message + "\n" + record(file, because: "Re-recording snapshot \(file.name)"), nil)
    }

    /// Writes `reference` (when given), the snapshot and `more`; one line per file.
    private func writeArtifacts<Format>(
        _ file: SnapshotFile<Format>, reference: SnapshotAttachment? = nil, more: [SnapshotAttachment] = []
    ) -> String {
        var files = reference.map { [$0] } ?? []
        do {
            files.append(SnapshotAttachment(kind: "actual", data: try file.diffing.toData(file.actual)))
        } catch {
            return "  actual: could not be serialized: \(error)"
        }
        return artifacts.write(base: file.base, files + more, pathExtension: file.diffing.pathExtension)
    }
}

/// One snapshot being checked: the fresh value, its diffing and its reference file.
private struct SnapshotFile<Format> {
    let actual: Format
    let diffing: Diffing<Format>
    let name: String
    let directory: URL

    var url: URL { directory.appendingPathComponent(name) }
    /// The name without its extension, for artifacts.
    var base: String { String(name.dropLast(diffing.pathExtension.count + 1)) }
    /// ` (WxH pixels)` for a bitmap, else nothing.
    var sizeNote: String {
        guard let bitmap = actual as? Bitmap else { return "" }
        return " (\(bitmap.width)x\(bitmap.height) pixels)"
    }
}
