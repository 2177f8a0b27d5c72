import Foundation
import SharedElements

/// The folder failure artifacts go to: `<artifacts>/<TestFileName>/`, where a failed snapshot
/// `<name>.png` leaves `<name>.reference.png`, `<name>.actual.png` and the diffing's attachments
/// (`<name>.diff.png`), a reference that cannot be read leaves a copy of its bytes as
/// `<name>.unreadable-reference.png` beside `<name>.actual.png`, and a film strip leaves its
/// contact sheet. Nothing here is ever read back as a reference.
package struct SnapshotArtifacts: Sendable {
    package let folder: URL

    package init(root: URL, fileName: String) {
        folder = root.appendingPathComponent(fileName, isDirectory: true)
    }

    /// Writes `data` as `<base>.<kind>.<pathExtension>`; returns its path, or a sentence saying why not.
    package func write(_ data: Data, base: String, kind: String, pathExtension: String = "png") -> Result<String, ArtifactFailure> {
        let url = folder.appendingPathComponent("\(base).\(kind).\(pathExtension)")
        do {
            try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
            try data.write(to: url, options: .atomic)
            return .success(url.path)
        } catch {
            return .failure(ArtifactFailure(message: "could not write \(FileAccess.explain(error, path: url.path))"))
        }
    }

    /// Writes the attachments (extension `pathExtension` unless their own) and describes where
    /// they went, one line each.
    package func write(base: String, _ attachments: [SnapshotAttachment], pathExtension: String) -> String {
        attachments.map { attachment in
            switch write(attachment.data, base: base, kind: attachment.kind,
                         pathExtension: attachment.pathExtension ?? pathExtension) {
            case .success(let path): "  \(attachment.kind): \(path)"
            case .failure(let failure): "  \(attachment.kind): \(failure.message)"
            }
        }.joined(separator: "\n")
    }
}

/// Why an artifact could not be written.
package struct ArtifactFailure: Error {
    package let message: String
}
