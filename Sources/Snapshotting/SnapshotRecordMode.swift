import Foundation

/// When a snapshot assertion writes reference images.
///
/// Chosen, from strongest to weakest: per test or suite with
/// ``withSnapshotTesting(record:artifacts:snapshotDirectory:operation:)`` or the
/// ``SnapshotTestingTrait`` (`@Suite(.snapshots(record: .failed))`); for a whole run with the
/// `SNAPSHOT_RECORD` environment variable (`missing`, `all`, `failed` or `never`); else
/// ``missing``, except that with the `CI` environment variable set the default is ``never``, so
/// a CI run never records silently.
///
/// Any assertion that records fails its test, saying what it wrote: a recorded reference has
/// not been compared against anything. A reference that already matches the snapshot exactly (for
/// an image: the same size and RGBA) is left untouched when re-recording, so version control
/// shows only references that changed.
///
/// ```sh
/// SNAPSHOT_RECORD=failed swift test --filter ProfileSnapshotTests
/// ```
public enum SnapshotRecordMode: String, Sendable, CaseIterable {
    /// Record a reference only where none exists (and fail, saying it recorded). The default.
    case missing
    /// Record every reference, replacing existing ones (unless they already match exactly), and
    /// fail each assertion saying so.
    case all
    /// Compare, and re-record only references that do not match (or cannot be read), failing
    /// each such assertion; missing references are recorded too.
    case failed
    /// Never write a reference: a missing one is a failure. The default when `CI` is set.
    case never

    /// The mode an environment asks for: `SNAPSHOT_RECORD` when set, else ``never`` when `CI`
    /// is set (to anything but `0`, `false` or empty), else ``missing``.
    /// - Throws: ``SnapshotError/invalidRecordMode(_:)`` for a `SNAPSHOT_RECORD` value that is
    ///   not a mode name (`1`/`true` are read as ``all``, `0`/`false` as ``missing``).
    public static func resolve(environment: [String: String]) throws(SnapshotError) -> SnapshotRecordMode {
        if let raw = environment["SNAPSHOT_RECORD"]?.trimmingCharacters(in: .whitespaces).lowercased(), !raw.isEmpty {
            if let mode = SnapshotRecordMode(rawValue: raw) { return mode }
            switch raw {
            case "1", "true", "yes": return .all
            case "0", "false", "no": return .missing
            default: throw .invalidRecordMode(raw)
            }
        }
        if let ci = environment["CI"]?.lowercased(), !["", "0", "false", "no"].contains(ci) { return .never }
        return .missing
    }

    /// Whether a reference that exists and matches is rewritten.
    var rewritesMatching: Bool { self == .all }
    /// Whether a reference that is missing is written.
    var recordsMissing: Bool { self != .never }
    /// Whether a reference that does not match (or is unreadable) is rewritten.
    var rewritesFailing: Bool { self == .all || self == .failed }
}
