import Foundation
import SharedElements

/// One file, or folder of files, that a film is written into frame by frame as it is rendered:
/// a GIF, an APNG, numbered PNG frames, a film strip or the inspector's frames. Each output is
/// used from one queue at a time (``FramePipeline`` gives each its own).
final class FilmOutput: @unchecked Sendable {
    /// What the output writes, as the index and manifest name it (`card-flip.gif`).
    let name: String
    /// What the file holds once finished, in words (`100 frames at 50 fps (sampled from 240 rendered
    /// at 120 fps), 390x844 pixels`); `nil` when that is the film as rendered.
    let contents: (() -> String)?
    /// Drops the unfinished file of a failed film, leaving what was at its path before (none
    /// for outputs of whole PNG files, each complete as soon as it is written).
    private let cancel: (() -> Void)?
    private let add: (Bitmap, Int) throws -> Void
    private let end: () throws -> Void

    init(name: String, cancel: (() -> Void)? = nil, contents: (() -> String)? = nil, add: @escaping (Bitmap, Int) throws -> Void,
         finish: @escaping () throws -> Void) {
        self.name = name
        self.contents = contents
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

    /// A GIF sampled at `gifFps` of a film at `fps`: a faster film keeps fewer frames than it has.
    static func gif(_ url: URL, width: Int, height: Int, fps: Double, gifFps: Double, opaque: Bool) throws -> FilmOutput {
        let writer = try GIFWriter(url: url, width: width, height: height, opaque: opaque, encoder: GIFEncoder(framesPerSecond: gifFps))
        let contents = {
            let held = "\(writer.gifFrameCount) frames at \(PrototypeCommand.format(gifFps)) fps"
            let sampled = gifFps < fps ? " (sampled from \(writer.frameCount) rendered at \(PrototypeCommand.format(fps)) fps)" : ""
            return held + sampled + ", \(width)x\(height) pixels"
        }
        return FilmOutput(name: url.lastPathComponent, cancel: { writer.cancel() }, contents: contents,
                          add: { frame, _ in try writer.append(frame, duration: 1 / fps) }, finish: { try writer.finish() })
    }

    /// An APNG of a film at `fps`, with exact frame delays.
    static func apng(_ url: URL, width: Int, height: Int, fps: Double, opaque: Bool) throws -> FilmOutput {
        let writer = try APNGWriter(url: url, width: width, height: height, opaque: opaque)
        return FilmOutput(name: url.lastPathComponent, cancel: { writer.cancel() }, add: { frame, _ in try writer.append(frame, duration: 1 / fps) },
                          finish: { try writer.finish() })
    }

    /// Numbered PNG frames of a film of `count` frames, `0000.png`, `0001.png`, …, in `folder`
    /// (created). Once all are written, the numbered frames an earlier, longer film left there
    /// (`0006.png` on, after six frames) are removed, so the folder holds this film alone;
    /// nothing else in it is touched (see ``FrameFolder``).
    static func pngFrames(_ folder: URL, count: Int) throws -> FilmOutput {
        try DemoFiles.makeFolder(folder)
        return FilmOutput(name: folder.lastPathComponent, add: { frame, i in
            try DemoFiles.write(Image(bitmap: frame).pngData(), to: folder.appendingPathComponent(FrameFolder.name(i)))
        }, finish: { try FrameFolder.removeFrames(in: folder, from: count) })
    }

    /// Ten frames across a film of `count` frames, side by side at half size (smaller for very
    /// wide frames, see ``FilmStripBuilder``), as a PNG.
    static func strip(_ url: URL, count: Int, width: Int, height: Int) throws -> FilmOutput {
        let strip: FilmStripBuilder
        do { strip = try FilmStripBuilder(count: count, width: width, height: height) } catch let e as BitmapError {
            throw DemoError.input("cannot make the film strip \(url.path) of \(width)x\(height) pixel frames: \(e); "
                                  + "write a GIF (.gif), an APNG (.png) or a folder of frames instead")
        }
        let contents = {
            "10 frames picked from \(count), each \(strip.slot.width)x\(strip.slot.height) pixels, "
                + "\(strip.bitmap.width)x\(strip.bitmap.height) pixels in all"
        }
        return FilmOutput(name: url.lastPathComponent, contents: contents, add: { frame, i in try strip.add(frame, index: i) },
                          finish: { try DemoFiles.write(Image(bitmap: strip.bitmap).pngData(), to: url) })
    }
}
