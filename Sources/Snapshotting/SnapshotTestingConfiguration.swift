import Foundation

/// Settings of snapshot assertions for the current task: the record mode and where files go.
///
/// Configuration is task-local, never a global: set it around a test or a suite with
/// ``withSnapshotTesting(record:artifacts:snapshotDirectory:operation:)`` or the Swift Testing
/// trait ``SnapshotTestingTrait``; tests running in parallel do not see each other's settings.
/// Unset fields fall back to the environment (`SNAPSHOT_RECORD`, `SNAPSHOT_ARTIFACTS`, `CI`).
public struct SnapshotTestingConfiguration: Sendable, Equatable {
    /// The record mode, or `nil` for the environment's (see ``SnapshotRecordMode``).
    public var record: SnapshotRecordMode?
    /// The folder failure artifacts and contact sheets are written to, or `nil` for
    /// `SNAPSHOT_ARTIFACTS`, else `.build/snapshot-artifacts` in the package holding the test.
    public var artifacts: URL?
    /// The folder holding the references themselves, or `nil` for the usual
    /// `__Snapshots__/<TestFileName>/` beside the test file.
    public var snapshotDirectory: URL?

    /// Settings with the given fields; `nil` ones fall back to the enclosing settings and the environment.
    public init(record: SnapshotRecordMode? = nil, artifacts: URL? = nil, snapshotDirectory: URL? = nil) {
        self.record = record
        self.artifacts = artifacts
        self.snapshotDirectory = snapshotDirectory
    }

    /// The configuration in effect for this task.
    @TaskLocal public static var current = SnapshotTestingConfiguration()

    /// This configuration with the fields set in `inner` replacing its own.
    func merging(_ inner: SnapshotTestingConfiguration) -> SnapshotTestingConfiguration {
        SnapshotTestingConfiguration(
            record: inner.record ?? record, artifacts: inner.artifacts ?? artifacts,
            snapshotDirectory: inner.snapshotDirectory ?? snapshotDirectory)
    }

    /// The record mode to use: this configuration's, else the environment's.
    package func resolvedRecordMode(environment: [String: String]) throws(SnapshotError) -> SnapshotRecordMode {
        if let record { return record }
        return try SnapshotRecordMode.resolve(environment: environment)
    }

    /// The artifacts folder for a test file at `filePath`.
    package func resolvedArtifacts(filePath: String, environment: [String: String]) -> URL {
        if let artifacts { return artifacts }
        if let raw = environment["SNAPSHOT_ARTIFACTS"], !raw.isEmpty {
            return URL(fileURLWithPath: raw, isDirectory: true)
        }
        return SnapshotTestingConfiguration.packageRoot(of: filePath)
            .appendingPathComponent(".build", isDirectory: true)
            .appendingPathComponent("snapshot-artifacts", isDirectory: true)
    }

    /// The nearest folder above `filePath` holding a `Package.swift`, else the current folder.
    static func packageRoot(of filePath: String) -> URL {
        var folder = URL(fileURLWithPath: filePath).deletingLastPathComponent()
        let manager = FileManager.default
        while folder.path != "/" && !folder.path.isEmpty {
            if manager.fileExists(atPath: folder.appendingPathComponent("Package.swift").path) { return folder }
            folder = folder.deletingLastPathComponent()
        }
        return URL(fileURLWithPath: manager.currentDirectoryPath, isDirectory: true)
    }
}

/// Runs `operation` with snapshot settings for this task and the tasks it creates; fields left
/// `nil` keep the enclosing settings.
///
/// ```swift
/// @Test func profileCard() throws {
///     withSnapshotTesting(record: .failed) {
///         assertSnapshot(of: card)
///     }
/// }
/// ```
public func withSnapshotTesting<R>(
    record: SnapshotRecordMode? = nil, artifacts: URL? = nil, snapshotDirectory: URL? = nil,
    operation: () throws -> R
) rethrows -> R {
    let inner = SnapshotTestingConfiguration(record: record, artifacts: artifacts, snapshotDirectory: snapshotDirectory)
    return try SnapshotTestingConfiguration.$current.withValue(
        SnapshotTestingConfiguration.current.merging(inner), operation: operation)
}

/// ``withSnapshotTesting(record:artifacts:snapshotDirectory:operation:)`` for asynchronous work.
public func withSnapshotTesting<R>(
    record: SnapshotRecordMode? = nil, artifacts: URL? = nil, snapshotDirectory: URL? = nil,
    isolation: isolated (any Actor)? = #isolation, operation: () async throws -> R
) async rethrows -> R {
    let inner = SnapshotTestingConfiguration(record: record, artifacts: artifacts, snapshotDirectory: snapshotDirectory)
    return try await SnapshotTestingConfiguration.$current.withValue(
        SnapshotTestingConfiguration.current.merging(inner), operation: operation, isolation: isolation)
}
