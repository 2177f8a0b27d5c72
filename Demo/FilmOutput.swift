import Foundation
import SharedElements

/// One file, or folder of files, that a film is written into frame by frame as it is rendered:
/// a GIF, an APNG, numbered PNG frames, a film strip or the inspector's frames. Each output is
/// used from one queue at a time (``FramePipeline`` gives each its own), except for the work an
/// output plans in ``plan(_:index:)``, which may run for several frames at once.
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
    private let prepare: ((Bitmap, Int) throws -> Work)?
    private let end: () throws -> Void

    init(name: String, cancel: (() -> Void)? = nil, contents: (() -> String)? = nil, add: @escaping (Bitmap, Int) throws -> Void,
         finish: @escaping () throws -> Void) {
        self.name = name
        self.contents = contents
        self.cancel = cancel
        self.add = add
        self.prepare = nil
        self.end = finish
    }

    /// The work an output does on a frame, safe on any thread and for several frames at once;
    /// it returns what takes the frame, called on the output's queue with frames in order.
    typealias Work = () throws -> Take
    /// Takes a frame whose ``Work`` is done (on the output's queue, frames in order).
    typealias Take = () throws -> Void

    /// An output whose work on a frame is planned by `plan`, called with frames in order on the
    /// thread that sends them (it should only note what the work needs, such as the frame
    /// before); the ``Work`` it returns runs on any thread, several frames at once.
    init(name: String, cancel: (() -> Void)? = nil, contents: (() -> String)? = nil,
         plan: @escaping (Bitmap, Int) throws -> Work, finish: @escaping () throws -> Void) {
        self.name = name
        self.contents = contents
        self.cancel = cancel
        self.add = { frame, index in try plan(frame, index)()() }
        self.prepare = plan
        self.end = finish
    }

    /// Whether the output's work on frames may run for several frames at once (see ``plan(_:index:)``).
    var isStaged: Bool { prepare != nil }

    /// Plans frame `index` (frames in order, on the sending thread) and returns the work on it,
    /// which may run on any thread beside other frames' work; the ``Take`` that returns is
    /// called on the output's queue with frames in order. For an output that is not staged, the
    /// work does nothing and the take is ``take(_:index:)``.
    func plan(_ frame: Bitmap, index: Int) throws -> Work {
        guard let prepare else { return { { try self.add(frame, index) } } }
        return try prepare(frame, index)
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
        let encoder = GIFEncoder(framesPerSecond: gifFps)
        let writer = try GIFWriter(url: url, width: width, height: height, opaque: opaque, encoder: encoder)
        let contents = {
            let held = "\(writer.gifFrameCount) frames at \(PrototypeCommand.format(gifFps)) fps"
            let sampled = gifFps < fps ? " (sampled from \(writer.frameCount) rendered at \(PrototypeCommand.format(fps)) fps)" : ""
            return held + sampled + ", \(width)x\(height) pixels"
        }
        // Which frames the GIF keeps follows from the durations alone (the writer's own
        // timeline says the same); each kept frame is encoded against the one kept before it,
        // on any core, and the writer takes them in order: the same bytes as appending them.
        var timeline = GIFTimeline(framesPerSecond: gifFps)
        var lastKept: Bitmap?
        return FilmOutput(name: url.lastPathComponent, cancel: { writer.cancel() }, contents: contents, plan: { frame, index in
            let keeps = timeline.add(duration: 1 / fps) != nil, previous = lastKept
            if keeps { lastKept = frame }
            return {
                let encoded = try GIFWriter.encode(frame, index: index, after: previous, keeps: keeps, width: width, height: height,
                                                   opaque: opaque, encoder: encoder)
                return { try writer.append(encoded, duration: 1 / fps) }
            }
        }, finish: { try writer.finish() })
    }

    /// An APNG of a film at `fps`, with exact frame delays.
    static func apng(_ url: URL, width: Int, height: Int, fps: Double, opaque: Bool) throws -> FilmOutput {
        let writer = try APNGWriter(url: url, width: width, height: height, opaque: opaque)
        // Each frame is compressed (the changed rectangle, filtered and deflated) on any core;
        // the writer appends them in order, the same bytes as appending the frames one by one.
        var last: Bitmap?
        return FilmOutput(name: url.lastPathComponent, cancel: { writer.cancel() }, plan: { frame, index in
            let previous = last
            last = frame
            return {
                let compressed = try APNGWriter.compress(frame, index: index, after: previous, width: width, height: height, opaque: opaque)
                return { try writer.append(compressed, duration: 1 / fps) }
            }
        }, finish: { try writer.finish() })
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
