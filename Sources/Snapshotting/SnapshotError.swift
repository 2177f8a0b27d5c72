import Foundation

/// Problems with the snapshot set-up itself (as opposed to a rendering that does not match).
///
/// Assertions turn these into test failures with the message below; they never crash.
public enum SnapshotError: Error, Equatable, CustomStringConvertible {
    /// `SNAPSHOT_RECORD` holds something other than a mode name.
    case invalidRecordMode(String)
    /// Two images to compare hold a different number of bytes, or not `width * height * 4`.
    case byteCountMismatch(expected: Int, first: Int, second: Int)
    /// Film-strip progress values must lie in 0...1 and increase.
    case invalidProgress([Double])

    /// What went wrong, in a sentence fit for a test failure.
    public var description: String {
        switch self {
        case .invalidRecordMode(let raw):
            "SNAPSHOT_RECORD=\(raw) is not a record mode; use one of "
                + SnapshotRecordMode.allCases.map(\.rawValue).joined(separator: ", ")
        case let .byteCountMismatch(expected, first, second):
            "images to compare must both hold \(expected) bytes of RGBA; they hold \(first) and \(second)"
        case .invalidProgress(let values):
            "film-strip progress values must lie in 0...1 in increasing order; got \(values)"
        }
    }
}
