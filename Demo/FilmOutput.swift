import Foundation
import SharedElements

/// One file, or folder of files, that a film is written into frame by frame as it is rendered:
/// a GIF, an APNG, numbered PNG frames, a film strip or the inspector's frames. Each output is
/// used from one queue at a time (``FramePipeline`` gives each its own).
final class FilmOutput: @unchecked Sendable {
    /// What the output writes, as the index and manifest name it (`card-flip.gif`).
    let name: String
    /// Drops the unfinished file of a failed film, leaving what was at its path before (none
    /// for outputs of whole PNG files, each complete as soon as it is written).
    private let cancel: (() -> Void)?
    private let add: (Bitmap, Int) throws -> Void
    private let end: () throws -> Void

    init(name: String, cancel: (() -> Void)? = nil, add: @escaping (Bitmap, Int) throws -> Void, finish: @escaping () throws -> Void) {
        self.name = name
        self.cancel = cancel
        self.add = add
        self.end = finish
    }

    /// Drops the unfinished file of a film that failed, so no unreadable file is left behind
    /// and the file it was to replace, if any, stays as it was.
    func abandon() {
        cancel?()
    }

    /// Takes frame `index` (frames come in order, from 0).
    func take(_ frame: Bitmap, index: Int) throws { try add(frame, index) }

    /// Finishes the file once every frame has been taken.
    func finish() throws { try end() }

    /// A GIF sampled at `gifFps` of a film at `fps`.
    static func gif(_ url: URL, width: Int, height: Int, fps: Double, gifFps: Double, opaque: Bool) throws -> FilmOutput {
        let writer = try GIFWriter(url: url, width: width, height: height, opaque: opaque, encoder: GIFEncoder(framesPerSecond: gifFps))
        return FilmOutput(name: url.lastPathComponent, cancel: { writer.cancel() }, add: { frame, _ in try writer.append(frame, duration: 1 / fps) },
                          finish: { try writer.finish() })
    }

    /// An APNG of a film at `fps`, with exact frame delays.
    static func apng(_ url: URL, width: Int, height: Int, fps: Double, opaque: Bool) throws -> FilmOutput {
        let writer = try APNGWriter(url: url, width: width, height: height, opaque: opaque)
        return FilmOutput(name: url.lastPathComponent, cancel: { writer.cancel() }, add: { frame, _ in try writer.append(frame, duration: 1 / fps) },
                          finish: { try writer.finish() })
    }

    /// Numbered PNG frames, `0000.png`, `0001.png`, …, in `folder` (created).
    static func pngFrames(_ folder: URL) throws -> FilmOutput {
        try DemoFiles.makeFolder(folder)
        return FilmOutput(name: folder.lastPathComponent, add: { frame, i in
            try DemoFiles.write(Image(bitmap: frame).pngData(), to: folder.appendingPathComponent(String(format: "%04d.png", i)))
        }, finish: {})
    }

    /// Ten frames across a film of `count` frames, side by side at half size (smaller for very
    /// wide frames, see ``FilmStripBuilder``), as a PNG.
    static func strip(_ url: URL, count: Int, width: Int, height: Int) throws -> FilmOutput {
        let strip = try FilmStripBuilder(count: count, width: width, height: height)
        return FilmOutput(name: url.lastPathComponent, add: { frame, i in try strip.add(frame, index: i) },
                          finish: { try DemoFiles.write(Image(bitmap: strip.bitmap).pngData(), to: url) })
    }
}
