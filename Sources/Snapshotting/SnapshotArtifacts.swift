import Foundation
import SharedElements

/// The folder failure artifacts go to: `<artifacts>/<TestFileName>/`, where a failed snapshot
/// `<name>.png` leaves `<name>.reference.png`, `<name>.actual.png` and `<name>.diff.png`, and a
/// film strip leaves its contact sheet. Nothing here is ever read back as a reference.
package struct SnapshotArtifacts: Sendable {
    package let folder: URL

    package init(root: URL, fileName: String) {
        folder = root.appendingPathComponent(fileName, isDirectory: true)
    }

    /// Writes `data` as `<base>.<kind>.png`; returns its path, or a sentence saying why not.
    package func write(_ data: Data, base: String, kind: String) -> Result<String, ArtifactFailure> {
        let url = folder.appendingPathComponent("\(base).\(kind).png")
        do {
            try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
            try data.write(to: url, options: .atomic)
            return .success(url.path)
        } catch {
            return .failure(ArtifactFailure(message: "could not write \(url.path): \(error.localizedDescription)"))
        }
    }

    /// Writes the artifacts given and describes where they went, one line each.
    package func write(base: String, reference: Data?, actual: Bitmap?, diff: Bitmap?) -> String {
        var lines: [String] = []
        let items: [(String, Data?)] = [("reference", reference), ("actual", actual.map { Image(bitmap: $0).pngData() }),
                                        ("diff", diff.map { Image(bitmap: $0).pngData() })]
        for (kind, data) in items {
            guard let data else { continue }
            switch write(data, base: base, kind: kind) {
            case .success(let path): lines.append("  \(kind): \(path)")
            case .failure(let failure): lines.append("  \(kind): \(failure.message)")
            }
        }
        return lines.joined(separator: "\n")
    }
}

/// Why an artifact could not be written.
package struct ArtifactFailure: Error {
    package let message: String
}
