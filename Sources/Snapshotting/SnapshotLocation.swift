import Foundation

/// Where the references of one test file live and what one snapshot is called:
/// `__Snapshots__/<TestFileName>/<testName>.<N or name>.png` beside the test file.
package struct SnapshotLocation: Sendable {
    /// The folder holding the references of the test file.
    package let directory: URL
    /// The test function's name without its argument list (`cardFlip` for `cardFlip()`).
    package let testName: String
    /// The test file's name without `.swift`.
    let fileName: String

    package init(filePath: String, testName: String, configuration: SnapshotTestingConfiguration) {
        let file = URL(fileURLWithPath: filePath)
        fileName = file.deletingPathExtension().lastPathComponent
        self.testName = SnapshotLocation.sanitized(testName)
        directory = configuration.snapshotDirectory ?? file.deletingLastPathComponent()
            .appendingPathComponent("__Snapshots__", isDirectory: true)
            .appendingPathComponent(fileName, isDirectory: true)
    }

    /// The file name (without folder) of the snapshot `suffix` of this test.
    func fileName(suffix: String, pathExtension: String = "png") -> String {
        "\(testName).\(SnapshotLocation.sanitized(suffix)).\(pathExtension)"
    }

    /// `cardFlip()` → `cardFlip`; `test_with(arg:)` → `test_with`; other characters that do not
    /// belong in a file name become `-`.
    package static func sanitized(_ name: String) -> String {
        let base = name.split(separator: "(", maxSplits: 1, omittingEmptySubsequences: false).first.map(String.init) ?? name
        let allowed = Set("abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789_-.")
        let cleaned = String(base.map { allowed.contains($0) ? $0 : "-" })
        let trimmed = cleaned.trimmingCharacters(in: CharacterSet(charactersIn: "-."))
        return trimmed.isEmpty ? "snapshot" : trimmed
    }

    /// `0` → `"0"`, `0.25` → `"0.25"`, `1` → `"1"`: film-strip frame suffixes.
    package static func progressLabel(_ progress: Double) -> String {
        if progress == progress.rounded() { return String(Int(progress)) }
        return String(progress)
    }
}

/// Numbers the unnamed snapshots of each test: 1, 2, 3, … in the order they are taken (per
/// reference folder, so a test writing to two folders numbers each from 1).
package final class SnapshotCounter: @unchecked Sendable {
    package static let shared = SnapshotCounter()
    private let lock = NSLock()
    private var counts: [String: Int] = [:]

    /// The next number for the test identified by `key`.
    package func next(for key: String) -> Int {
        lock.lock(); defer { lock.unlock() }
        let n = (counts[key] ?? 0) + 1
        counts[key] = n
        return n
    }
}
