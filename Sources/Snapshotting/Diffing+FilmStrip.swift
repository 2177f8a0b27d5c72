import Foundation
import SharedElements

extension Diffing where Format == FilmStrip {
    /// A whole film strip in one JSON document (the strip's name, and each frame's time and PNG
    /// bytes in base 64), compared frame by frame as ``image`` compares bitmaps. Assertions store
    /// a strip one PNG per frame instead (see ``Snapshotting/filmStrip``); this diffing is for
    /// keeping or comparing whole strips elsewhere.
    ///
    /// ```swift
    /// let data = try Diffing<FilmStrip>.filmStrip.toData(strip)
    /// let back = try Diffing<FilmStrip>.filmStrip.fromData(data)   // == strip
    /// ```
    public static var filmStrip: Diffing<FilmStrip> {
        Diffing(
            pathExtension: "json", formatName: "film-strip document",
            toData: { strip in try FilmStripDocument(strip).encoded() },
            fromData: { data in try FilmStripDocument.decoded(from: data).strip() },
            diff: { reference, actual, tolerance in FilmStripComparison.diff(reference, actual, tolerance: tolerance) })
    }
}

/// The stored shape of ``Diffing/filmStrip``.
private struct FilmStripDocument: Codable {
    struct Frame: Codable {
        var time: Double
        var png: Data
    }

    var name: String
    var frames: [Frame]

    init(_ strip: FilmStrip) {
        name = strip.name
        frames = strip.frames.map { Frame(time: $0.time, png: Image(bitmap: $0.image).pngData()) }
    }

    func encoded() throws -> Data {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys]
        return try encoder.encode(self)
    }

    static func decoded(from data: Data) throws -> FilmStripDocument {
        try JSONDecoder().decode(FilmStripDocument.self, from: data)
    }

    func strip() throws -> FilmStrip {
        FilmStrip(name: name, frames: try frames.map { FilmStrip.Frame(time: $0.time, image: try PNGDecoder.decodeBitmap($0.png)) })
    }
}

/// The frame-by-frame comparison behind ``Diffing/filmStrip``.
private enum FilmStripComparison {
    /// `nil` when both strips take the same times and every frame matches under `tolerance`;
    /// each differing frame attaches its diff image as `<label>.diff`.
    static func diff(_ reference: FilmStrip, _ actual: FilmStrip, tolerance: SnapshotTolerance) -> DiffFailure? {
        let times = reference.frames.map(\.label), actualTimes = actual.frames.map(\.label)
        guard times == actualTimes else {
            return DiffFailure(message: "does not match its reference: frames at \(actualTimes.joined(separator: ", ")), "
                               + "reference frames at \(times.joined(separator: ", "))")
        }
        var lines: [String] = []
        var attachments: [SnapshotAttachment] = []
        for (old, new) in zip(reference.frames, actual.frames) {
            guard let failure = ImageComparison.diff(old.image, new.image, tolerance: tolerance) else { continue }
            lines.append("frame \(new.label) \(failure.message)")
            attachments += failure.attachments.map {
                SnapshotAttachment(kind: "\(new.label).\($0.kind)", pathExtension: $0.pathExtension, data: $0.data)
            }
        }
        guard !lines.isEmpty else { return nil }
        return DiffFailure(message: "does not match its reference: " + lines.joined(separator: "; "), attachments: attachments)
    }
}
