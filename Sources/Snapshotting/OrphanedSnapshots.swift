import Foundation

// MARK: - Orphaned references

/// Asserts that every reference in this test file's `__Snapshots__/<TestFileName>/` folder is
/// still produced by a test, so renamed or deleted tests do not leave stale images behind.
///
/// With `names` (file names without `.png`, as `profileCard.1` or `cardFlip.present.0.25`)
/// the folder must hold exactly those references or fewer; any other PNG is an orphan. Without
/// it, a reference is an orphan when the test it is named after (the part before the first
/// `.`) is no longer a function declared in the test file. Film strips check their own frames
/// as they run: a strip's reference for a progress value it no longer takes is an orphan too.
///
/// Call it from one test in each file that has snapshots:
///
/// ```swift
/// @Test func noOrphanedSnapshots() { assertNoOrphanedSnapshots() }
/// ```
public func assertNoOrphanedSnapshots(
    expecting names: [String]? = nil,
    fileID: StaticString = #fileID, filePath: StaticString = #filePath, line: UInt = #line, column: UInt = #column
) {
    if let message = verifyNoOrphanedSnapshots(expecting: names, filePath: filePath) {
        SnapshotIssueReporter.report(message, fileID: fileID, filePath: filePath, line: line, column: column)
    }
}

/// ``assertNoOrphanedSnapshots(expecting:fileID:filePath:line:column:)`` returning the
/// failure message instead of reporting it.
public func verifyNoOrphanedSnapshots(expecting names: [String]? = nil, filePath: StaticString = #filePath) -> String? {
    let path = "\(filePath)"
    let location = SnapshotLocation(filePath: path, testName: "orphans", configuration: SnapshotTestingConfiguration.current)
    let orphans: [String]
    if let names {
        orphans = OrphanedSnapshots.unexpected(in: location.directory, expecting: Set(names.map { $0 + ".png" }))
    } else {
        guard let source = try? String(contentsOf: URL(fileURLWithPath: path), encoding: .utf8) else {
            return "Orphan check: could not read the test file \(path) to learn its test names"
        }
        let tests = OrphanedSnapshots.declaredFunctions(in: source)
        orphans = OrphanedSnapshots.references(in: location.directory).filter { file in
            !tests.contains(String(file.prefix { $0 != "." }))
        }
    }
    guard !orphans.isEmpty else { return nil }
    return "\(orphans.count) orphaned reference\(orphans.count == 1 ? "" : "s") in \(location.directory.path) "
        + "that no test produces (delete or rename them): " + orphans.joined(separator: ", ")
}

/// The file-system side of the orphan checks.
package enum OrphanedSnapshots {
    /// The PNG file names in `directory`, sorted; none when it does not exist.
    package static func references(in directory: URL) -> [String] {
        let names = (try? FileManager.default.contentsOfDirectory(atPath: directory.path)) ?? []
        return names.filter { $0.hasSuffix(".png") }.sorted()
    }

    /// References in `directory` not among `expected` file names.
    package static func unexpected(in directory: URL, expecting expected: Set<String>) -> [String] {
        references(in: directory).filter { !expected.contains($0) }
    }

    /// Frames `<strip>.<progress>.png` in `directory` whose progress label is not in `labels`.
    static func staleFrames(in directory: URL, strip: String, keeping labels: Set<String>) -> [String] {
        let prefix = strip + "."
        return references(in: directory).filter { file in
            guard file.hasPrefix(prefix) else { return false }
            let label = String(file.dropFirst(prefix.count).dropLast(4))
            return Double(label) != nil && !labels.contains(label)
        }
    }

    /// The names after `func` in Swift source.
    package static func declaredFunctions(in source: String) -> Set<String> {
        var names = Set<String>()
        var rest = Substring(source)
        while let range = rest.range(of: "func ") {
            let after = rest[range.upperBound...].drop { $0 == " " || $0 == "`" }
            let name = after.prefix { $0.isLetter || $0.isNumber || $0 == "_" }
            if !name.isEmpty { names.insert(String(name)) }
            rest = after
        }
        return names
    }
}
