#if canImport(Testing)
import Foundation
import Testing

/// A Swift Testing trait that sets snapshot settings for a test or for every test of a suite.
///
/// ```swift
/// @Suite(.snapshots(record: .failed)) @MainActor
/// struct ProfileSnapshotTests {
///     @Test func card() { assertSnapshot(of: ProfileCard()) }
/// }
/// ```
public struct SnapshotTestingTrait: SuiteTrait, TestTrait, TestScoping {
    /// The settings applied; `nil` fields keep the enclosing ones.
    public var configuration: SnapshotTestingConfiguration

    /// A suite's setting applies to every test in it, nested suites included.
    public var isRecursive: Bool { true }

    /// Runs the test (or suite) with ``configuration`` merged over the enclosing settings.
    public func provideScope(
        for test: Test, testCase: Test.Case?, performing function: @Sendable () async throws -> Void
    ) async throws {
        // A suite's scope is entered once for the suite and once per test; merging keeps both.
        try await SnapshotTestingConfiguration.$current.withValue(
            SnapshotTestingConfiguration.current.merging(configuration)) {
            try await function()
        }
    }
}

/// Snapshot settings as a Swift Testing trait.
extension Trait where Self == SnapshotTestingTrait {
    /// Snapshot settings for this test or suite (see ``SnapshotTestingConfiguration``).
    public static func snapshots(
        record: SnapshotRecordMode? = nil, artifacts: URL? = nil, snapshotDirectory: URL? = nil
    ) -> SnapshotTestingTrait {
        SnapshotTestingTrait(configuration: SnapshotTestingConfiguration(
            record: record, artifacts: artifacts, snapshotDirectory: snapshotDirectory))
    }
}
#endif
