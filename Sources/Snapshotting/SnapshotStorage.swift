import Foundation
import SharedElements

/// How a strategy's snapshot is laid out in reference files and checked against them: ``file``
/// (one file, `<testName>.<name or N>.<extension>`) or, for film strips, ``frames`` (one PNG per
/// frame, a contact sheet with the artifacts, and an orphan check of the strip's frames).
package struct SnapshotStorage<Format>: Sendable {
    /// Checks `format` against its references with `diffing`; `name` is the assertion's, and
    /// `number` hands out the next number of an unnamed snapshot. `nil` when all is well.
    package var check: @MainActor @Sendable (
        _ format: Format, _ diffing: Diffing<Format>, _ verifier: SnapshotVerifier, _ name: String?, _ number: () -> String
    ) -> String?

    /// One reference file per snapshot.
    package static var file: SnapshotStorage<Format> {
        SnapshotStorage { format, diffing, verifier, name, number in
            verifier.verify(format, with: diffing, suffix: name ?? number())
        }
    }
}

extension SnapshotStorage where Format == FilmStrip {
    /// Each frame checked as an image against `<testName>.<name>.<label>.png` (`name` the
    /// assertion's, else the strip's own), the contact sheet written with the artifacts, and
    /// references of this strip for frames no longer taken reported as orphans.
    package static var frames: SnapshotStorage<FilmStrip> {
        SnapshotStorage { strip, _, verifier, name, _ in
            verifier.verifyFilmStrip(strip, name: SnapshotLocation.sanitized(name ?? strip.name))
        }
    }
}

extension SnapshotVerifier {
    /// Checks each frame against `<test>.<name>.<label>.png`, writes the contact sheet and
    /// reports references of this strip for labels no longer taken, closing with how to resolve
    /// the failures; `nil` when all is well.
    func verifyFilmStrip(_ strip: FilmStrip, name: String) -> String? {
        let base = "\(location.testName).\(name)"
        // Read before verifying: a re-recording replaces it.
        let timelineURL = location.directory.appendingPathComponent(location.fileName(suffix: "\(name).timeline", pathExtension: "json"))
        let referenceTimeline = try? String(contentsOf: timelineURL, encoding: .utf8)
        let references = strip.frames.map { frame -> Bitmap? in
            let url = location.directory.appendingPathComponent(location.fileName(suffix: "\(name).\(frame.label)"))
            return (try? Data(contentsOf: url)).flatMap { try? Image(data: $0).bitmap }
        }
        var failures: [String] = [], advice: [String] = []
        func add(_ failure: Failure?) {
            guard let failure else { return }
            failures.append(failure.message)
            if let line = failure.advice, !advice.contains(line) { advice.append(line) }
        }
        for frame in strip.frames {
            add(check(frame.image, with: .image, suffix: "\(name).\(frame.label)"))
        }
        if let timeline = strip.timeline {
            add(check(timeline, with: .text(pathExtension: "json"), suffix: "\(name).timeline"))
        }
        if let sheet = try? ContactSheet.make(strip.frames.map(\.image)),
           case .failure(let problem) = artifacts.write(Image(bitmap: sheet).pngData(), base: base, kind: "contact-sheet") {
            failures.append("Film strip \(base): the contact sheet could not be written: \(problem.message)")
        }
        if !failures.isEmpty {
            failures.append(writeMotionDiff(strip, references: references, referenceTimeline: referenceTimeline, base: base))
        }
        let stale = OrphanedSnapshots.staleFrames(in: location.directory, strip: base, keeping: Set(strip.frames.map(\.label)))
        if !stale.isEmpty {
            failures.append("Film strip \(base): orphaned references no test produces any more (delete them): "
                            + stale.joined(separator: ", "))
        }
        // How to resolve the failures closes the message once, not once per frame.
        return failures.isEmpty ? nil : (failures + advice).joined(separator: "\n\n")
    }

    /// Writes the comparison strip (reference, actual, difference per frame, marking the pixels
    /// the test's tolerance counted) and, with a timeline, the chart of the flyers' motion in
    /// both runs; says where they went.
    private func writeMotionDiff(_ strip: FilmStrip, references: [Bitmap?], referenceTimeline: String?, base: String) -> String {
        var lines = ["Film strip \(base), to compare:"]
        if let comparison = try? ComparisonStrip.make(zip(references, strip.frames).map { ($0, $1.image) }, tolerance: tolerance) {
            switch artifacts.write(Image(bitmap: comparison).pngData(), base: base, kind: "comparison") {
            case .success(let path): lines.append("  comparison (reference | actual | difference, a row per frame): \(path)")
            case .failure(let problem): lines.append("  comparison: \(problem.message)")
            }
        }
        if let chart = MotionChart.svg(reference: referenceTimeline, actual: strip.timeline) {
            switch artifacts.write(Data(chart.utf8), base: base, kind: "motion", pathExtension: "svg") {
            case .success(let path): lines.append("  motion (each flyer's curves, reference and actual): \(path)")
            case .failure(let problem): lines.append("  motion: \(problem.message)")
            }
        }
        return lines.joined(separator: "\n")
    }
}
