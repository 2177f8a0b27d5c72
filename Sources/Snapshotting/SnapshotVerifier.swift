import Foundation
import SharedElements

/// Checks renders against the references of one test: reads, compares, records as the record
/// mode says, writes artifacts on failure, and words the failure. Never crashes on bad files and
/// never writes a reference unless the mode records.
package struct SnapshotVerifier: Sendable {
    package let location: SnapshotLocation
    package let mode: SnapshotRecordMode
    package let artifacts: SnapshotArtifacts
    package let tolerance: SnapshotTolerance

    /// Why the mode is what it is, for messages.
    package var modeNote: String { "record mode \(mode.rawValue)" }

    /// Compares `actual` with the reference `<test>.<suffix>.png`; `nil` when it passes.
    package func verify(_ actual: Bitmap, suffix: String) -> String? {
        let name = location.fileName(suffix: suffix)
        let base = String(name.dropLast(4))
        let url = location.directory.appendingPathComponent(name)
        var isFolder: ObjCBool = false
        guard FileManager.default.fileExists(atPath: url.path, isDirectory: &isFolder) else {
            guard mode.recordsMissing else {
                let written = artifacts.write(base: base, reference: nil, actual: actual, diff: nil)
                return "No reference for snapshot \(name) at \(url.path) (\(modeNote)); nothing was recorded. "
                    + "Record it locally (SNAPSHOT_RECORD=missing) and commit it.\n\(written)"
            }
            return record(actual, to: url, because: "No reference was found for snapshot \(name)")
        }
        if isFolder.boolValue {
            return "The reference path of snapshot \(name) is a folder: \(url.path)"
        }
        if mode.rewritesMatching {
            return record(actual, to: url, because: "Snapshot \(name) is being re-recorded (\(modeNote))")
        }
        let data: Data
        do {
            data = try Data(contentsOf: url)
        } catch {
            return failed("Could not read the reference of snapshot \(name) at \(url.path): \(error.localizedDescription)",
                          actual, url: url, base: base)
        }
        let reference: Bitmap
        do {
            reference = try PNGDecoder.decodeBitmap(data)
        } catch {
            return failed("The reference of snapshot \(name) at \(url.path) is not a readable PNG (\(error))",
                          actual, url: url, base: base)
        }
        guard reference.width == actual.width, reference.height == actual.height else {
            let written = artifacts.write(base: base, reference: data, actual: actual, diff: nil)
            return failed("Snapshot \(name) has a different size from its reference: reference \(reference.width)x\(reference.height) "
                          + "pixels, actual \(actual.width)x\(actual.height) pixels (\(url.path)).\n\(written)",
                          actual, url: url, base: base, written: true)
        }
        if SnapshotVerifier.identical(reference, actual) { return nil }
        let result: ImageDiff.Result
        do {
            result = try ImageDiff.compare(reference.straightBytes, actual.straightBytes, width: actual.width,
                                           height: actual.height, options: tolerance.diffOptions, drawsDiff: true)
        } catch {
            return "Snapshot \(name) could not be compared: \(error)"
        }
        let pixels = actual.width * actual.height
        let counted = tolerance.countedPixels(in: result)
        let allowed = tolerance.allowedPixels(of: pixels)
        guard counted > allowed else { return nil }
        let diffBitmap = result.diffImage.flatMap {
            try? Bitmap(width: actual.width, height: actual.height, straightBytes: $0)
        }
        let written = artifacts.write(base: base, reference: data, actual: actual, diff: diffBitmap)
        return failed(SnapshotVerifier.mismatch(name: name, result: result, counted: counted, allowed: allowed,
                                                pixels: pixels, tolerance: tolerance, reference: url.path) + "\n\(written)",
                      actual, url: url, base: base, written: true)
    }

    // MARK: - Recording

    /// Writes `actual` as the reference; the message says it did (or why it could not).
    private func record(_ actual: Bitmap, to url: URL, because why: String) -> String {
        do {
            try FileManager.default.createDirectory(at: location.directory, withIntermediateDirectories: true)
        } catch {
            return "\(why), but the folder \(location.directory.path) could not be created: \(error.localizedDescription)"
        }
        do {
            try Image(bitmap: actual).pngData().write(to: url, options: .atomic)
        } catch {
            return "\(why), but it could not be written to \(url.path): \(error.localizedDescription)"
        }
        return "\(why); recorded it (\(modeNote)) to \(url.path) (\(actual.width)x\(actual.height) pixels). "
            + "Check the image and re-run the test to compare against it."
    }

    /// A failure `message`; a mode that re-records failing references then records `actual`,
    /// otherwise `actual` is left as an artifact unless `written` says it already was.
    private func failed(_ message: String, _ actual: Bitmap, url: URL, base: String, written: Bool = false) -> String {
        if mode.rewritesFailing {
            return message + "\n" + record(actual, to: url, because: "Re-recording snapshot \(url.lastPathComponent)")
        }
        if written { return message }
        return message + "\n" + artifacts.write(base: base, reference: nil, actual: actual, diff: nil)
    }

    // MARK: - Words and fast paths

    package static func identical(_ a: Bitmap, _ b: Bitmap) -> Bool {
        a.bytes.withUnsafeBytes { p in
            b.bytes.withUnsafeBytes { q in
                p.count == q.count && (p.count == 0 || memcmp(p.baseAddress!, q.baseAddress!, p.count) == 0)
            }
        }
    }

    package static func mismatch(
        name: String, result: ImageDiff.Result, counted: Int, allowed: Int, pixels: Int,
        tolerance: SnapshotTolerance, reference: String
    ) -> String {
        let percent = String(format: "%.3g", 100 * Double(counted) / Double(max(pixels, 1)))
        var text = "Snapshot \(name) does not match its reference: \(counted) pixel\(counted == 1 ? "" : "s") "
            + "\(counted == 1 ? "differs" : "differ") (\(percent)% of \(pixels); allowed \(allowed))"
        if let at = result.largestDifferenceAt {
            text += "; largest difference \(String(format: "%.3f", result.largestDifference)) at \(at)"
        }
        if tolerance.isExact {
            text += " [exact comparison]"
        } else {
            text += " [threshold \(tolerance.threshold)"
            if !tolerance.countAntialiasing {
                let n = result.antialiasedPixels
                text += ", \(n) anti-aliased pixel\(n == 1 ? "" : "s") not counted"
            }
            text += "]"
        }
        return text + ". Reference: \(reference)"
    }
}
