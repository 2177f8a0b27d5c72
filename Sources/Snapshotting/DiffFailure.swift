import Foundation

/// What a ``Diffing`` found when a snapshot does not match its reference.
///
/// `message` continues the sentence "Snapshot `<name>` …", for example `does not match its
/// reference: 3 pixels differ (…)`; the assertion adds the reference's path and where the
/// artifacts went. Each attachment is written beside the reference and actual artifacts as
/// `<name>.<kind>.<extension>` (the image diffing attaches `diff`).
///
/// ```swift
/// DiffFailure(message: "does not match its reference: line 2 differs", attachments: [])
/// ```
public struct DiffFailure: Sendable, Equatable {
    /// What differs, as the rest of a sentence starting with the snapshot's name.
    public var message: String
    /// Files that show the difference, written with the failure's artifacts.
    public var attachments: [SnapshotAttachment]

    /// A failure with its message and attachments.
    public init(message: String, attachments: [SnapshotAttachment] = []) {
        self.message = message
        self.attachments = attachments
    }
}
