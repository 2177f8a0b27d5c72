import Foundation
import Testing
import SharedElements
import SharedElementsTestSupport

/// The incremental writers write, frame by frame into a file, exactly what the whole-image
/// encoders make of the same frames, and refuse bad frames and unwritable files in plain words.
@Suite struct AnimationWriterTests {
    static func scratch(_ name: String) -> URL {
        FileManager.default.temporaryDirectory.appendingPathComponent("animation-writer-\(UUID().uuidString)-\(name)")
    }

    /// GIF's timing rule as the whole-image encoder had it before the writers: the reference.
    static func referenceTimeline(_ durations: [Double], fps: Double) -> [(frame: Int, centiseconds: Int)] {
        let total = durations.reduce(0, +)
        var ends: [Double] = []
        var t = 0.0
        for d in durations { t += d; ends.append(t) }
        var groups: [(frame: Int, start: Double)] = []
        var k = 0, source = 0
        while Double(k) / fps < total - 1e-9 {
            let time = Double(k) / fps
            while source < durations.count - 1 && ends[source] <= time + 1e-9 { source += 1 }
            if groups.last?.frame != source { groups.append((source, time)) }
            k += 1
        }
        var out: [(frame: Int, centiseconds: Int)] = []
        for (i, g) in groups.enumerated() {
            let end = i + 1 < groups.count ? groups[i + 1].start : total
            out.append((g.frame, Int((end * 100).rounded()) - Int((g.start * 100).rounded())))
        }
        while out.count > 1, let last = out.last, last.centiseconds < 2 {
            out.removeLast()
            out[out.count - 1].centiseconds += last.centiseconds
        }
        return out
    }

    static let timings: [[Double]] = [
        Array(repeating: 1.0 / 60, count: 7),
        [0.1, 0.005, 0.25, 1.0 / 30, 0.013],
        [0.011, 0.011, 0.011, 0.011, 0.3, 0.007],
        [2.0, 0.004],
    ]

    @Test(arguments: timings)
    func gifWriterKeepsTheTimingRule(durations: [Double]) throws {
        let bitmaps = try AnimationExportTests.slidingCard(frames: durations.count)
        let url = Self.scratch("timing.gif")
        defer { try? FileManager.default.removeItem(at: url) }
        let writer = try GIFWriter(url: url, width: 64, height: 32, opaque: true)
        for (b, d) in zip(bitmaps, durations) { try writer.append(b, duration: d) }
        try writer.finish()
        let file = try GIFFile(try Data(contentsOf: url))
        let reference = Self.referenceTimeline(durations, fps: 30)
        #expect(file.frames.map(\.delay) == reference.map(\.centiseconds))
        #expect(writer.gifFrameCount == file.frames.count)
        let whole = try GIFEncoder().encode(try AnimatedImage(frames: zip(bitmaps, durations).map { AnimatedImage.Frame(bitmap: $0, duration: $1) }))
        #expect(try Data(contentsOf: url) == whole)
    }

    @Test func apngWriterWritesWhatTheEncoderMakes() throws {
        let bitmaps = try AnimationExportTests.slidingCard(frames: 9)
        let url = Self.scratch("film.png")
        defer { try? FileManager.default.removeItem(at: url) }
        let writer = try APNGWriter(url: url, width: 64, height: 32, opaque: true, loopCount: 2)
        for b in bitmaps { try writer.append(b, duration: 1.0 / 60) }
        try writer.finish()
        let whole = try APNGEncoder().encode(try AnimatedImage(frames: bitmaps, framesPerSecond: 60, loopCount: 2))
        #expect(try Data(contentsOf: url) == whole)
        let file = try APNGFile(whole)
        #expect(file.frameCount == 9)
        #expect(file.frames == bitmaps)
    }

    /// Frames compressed on several threads, out of order, then appended in order, make the
    /// same file as appending the frames one by one; a frame appended out of its place is refused.
    @Test func framesCompressedApartMakeTheSameFile() throws {
        let bitmaps = try AnimationExportTests.slidingCard(frames: 9)
        let one = try APNGWriter(width: 64, height: 32, opaque: true)
        for b in bitmaps { try one.append(b, duration: 1.0 / 60) }
        final class Slots: @unchecked Sendable {
            var frames: [APNGWriter.CompressedFrame?]
            let lock = NSLock()
            init(_ n: Int) { frames = Array(repeating: nil, count: n) }
        }
        let slots = Slots(bitmaps.count)
        DispatchQueue.concurrentPerform(iterations: bitmaps.count) { k in
            let i = bitmaps.count - 1 - k
            let frame = try? APNGWriter.compress(bitmaps[i], index: i, after: i > 0 ? bitmaps[i - 1] : nil, width: 64, height: 32, opaque: true)
            slots.lock.lock(); slots.frames[i] = frame; slots.lock.unlock()
        }
        let apart = try APNGWriter(width: 64, height: 32, opaque: true)
        #expect(throws: ImageError.invalidFrames("frame 0 was compressed as frame 1; append compressed frames in order")) {
            try apart.append(try #require(slots.frames[1]), duration: 1.0 / 60)
        }
        for frame in slots.frames { try apart.append(try #require(frame), duration: 1.0 / 60) }
        #expect(try apart.finishData() == one.finishData())
        // The first frame is stored whole, whatever it is compressed after.
        let first = try APNGWriter.compress(bitmaps[0], index: 0, after: bitmaps[1], width: 64, height: 32, opaque: true)
        let fresh = try APNGWriter(width: 64, height: 32, opaque: true)
        try fresh.append(first, duration: 1.0 / 60)
        #expect(try APNGFile(fresh.finishData()).frames == [bitmaps[0]])
        #expect(throws: ImageError.invalidFrames("frame 3 has translucent pixels but the APNG was begun opaque (RGB)")) {
            try APNGWriter.compress(try AnimationExportTests.solid(1, 2, 3, 100), index: 3, after: nil, width: 20, height: 10, opaque: true)
        }
    }

    /// A 60 fps film sampled at 30 fps: the frames a timeline of the GIF's rate keeps, encoded on
    /// several threads against the frame kept before each, then appended in order, make the same
    /// GIF as appending the frames one by one; a frame planned against the timeline is refused.
    @Test func gifFramesEncodedApartMakeTheSameFile() throws {
        let bitmaps = try AnimationExportTests.slidingCard(frames: 11)
        let encoder = GIFEncoder(framesPerSecond: 30)
        let one = try GIFWriter(encoder: encoder, width: 64, height: 32, opaque: true, loopCount: 0)
        for b in bitmaps { try one.append(b, duration: 1.0 / 60) }
        var timeline = GIFTimeline(framesPerSecond: 30)
        var plans: [(keeps: Bool, previous: Bitmap?)] = []
        var lastKept: Bitmap?
        for b in bitmaps {
            let keeps = timeline.add(duration: 1.0 / 60) != nil
            plans.append((keeps, lastKept))
            if keeps { lastKept = b }
        }
        #expect(plans.filter(\.keeps).count == 6)
        final class Slots: @unchecked Sendable {
            var frames: [GIFWriter.EncodedFrame?]
            let lock = NSLock()
            init(_ n: Int) { frames = Array(repeating: nil, count: n) }
        }
        let slots = Slots(bitmaps.count)
        let planned = plans
        DispatchQueue.concurrentPerform(iterations: bitmaps.count) { k in
            let i = bitmaps.count - 1 - k
            let frame = try? GIFWriter.encode(bitmaps[i], index: i, after: planned[i].previous, keeps: planned[i].keeps,
                                              width: 64, height: 32, opaque: true, encoder: encoder)
            slots.lock.lock(); slots.frames[i] = frame; slots.lock.unlock()
        }
        let apart = try GIFWriter(encoder: encoder, width: 64, height: 32, opaque: true, loopCount: 0)
        #expect(throws: ImageError.invalidFrames("frame 0 was encoded as frame 2; append encoded frames in order")) {
            try apart.append(try #require(slots.frames[2]), duration: 1.0 / 60)
        }
        for frame in slots.frames { try apart.append(try #require(frame), duration: 1.0 / 60) }
        #expect(try apart.finishData() == one.finishData())
        // The first frame is always kept: encoded as skipped, it is refused.
        let skipped = try GIFWriter.encode(bitmaps[0], index: 0, after: nil, keeps: false, width: 64, height: 32, opaque: true, encoder: encoder)
        let fresh = try GIFWriter(encoder: encoder, width: 64, height: 32, opaque: true, loopCount: 0)
        #expect(throws: ImageError.self) { try fresh.append(skipped, duration: 1.0 / 60) }
    }

    /// An opaque APNG checks the changed rectangle of each frame for translucent pixels (the rest
    /// is the frame before's): a translucent pixel that appears anywhere is still refused.
    @Test func anOpaqueAPNGRefusesATranslucentPixelInAnyLaterFrame() throws {
        let base = try AnimationExportTests.solid(10, 20, 30)
        let apng = try APNGWriter(width: 20, height: 10, opaque: true)
        try apng.append(base, duration: 0.1)
        for (x, y) in [(0, 0), (19, 9), (7, 4)] {
            var bytes = base.bytes
            bytes[(y * 20 + x) * 4 + 3] = 200
            bytes[(y * 20 + x) * 4] = 5
            let translucent = try Bitmap(width: 20, height: 10, premultipliedBytes: bytes)
            #expect(throws: ImageError.invalidFrames("frame 1 has translucent pixels but the APNG was begun opaque (RGB)")) {
                try apng.append(translucent, duration: 0.1)
            }
        }
        try apng.append(base, duration: 0.1)
        #expect(apng.frameCount == 2)
    }

    @Test func writersRefuseFramesThatDoNotFit() throws {
        let url = Self.scratch("bad.png")
        defer { try? FileManager.default.removeItem(at: url) }
        let apng = try APNGWriter(url: url, width: 20, height: 10, opaque: true)
        #expect(throws: ImageError.invalidFrames("frame 0 is 10x10, frame 0 is 20x10")) {
            try apng.append(try Bitmap(width: 10, height: 10), duration: 0.1)
        }
        #expect(throws: ImageError.invalidFrames("frame 0 has translucent pixels but the APNG was begun opaque (RGB)")) {
            try apng.append(try AnimationExportTests.solid(1, 2, 3, 100), duration: 0.1)
        }
        #expect(throws: ImageError.invalidFrames("an animation needs at least one frame")) { try apng.finish() }
        let gif = try GIFWriter(url: url, width: 20, height: 10)
        #expect(throws: ImageError.self) { try gif.append(try AnimationExportTests.solid(1, 2, 3), duration: .infinity) }
        #expect(throws: ImageError.invalidFrames("frames of 0x10 pixels are empty")) { try GIFWriter(url: url, width: 0, height: 10) }
    }

    @Test(arguments: ["/proc/no-such-folder/film.gif", "/", "/etc/hostname/film.gif"])
    func anUnwritableFileIsRefusedInPlainWords(path: String) throws {
        do {
            _ = try GIFWriter(url: URL(fileURLWithPath: path), width: 4, height: 4)
            Issue.record("\(path) was written")
        } catch let error as ImageError {
            guard case .cannotWrite(let why) = error else { Issue.record("\(error)"); return }
            #expect(why.hasPrefix(path))
            #expect(!"\(error)".contains("Error Domain"))
        }
    }

    /// A film's file is written whole or not at all: nothing at its path until it is finished (an
    /// earlier file there stays until then), and a writer dropped unfinished, as a failed film's
    /// is, leaves no file behind, not even its temporary one (a full disk left an empty GIF).
    @Test func filmsAppearWholeOrNotAtAll() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("whole-film-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let url = folder.appendingPathComponent("film.gif")
        let frame = try AnimationExportTests.solid(1, 2, 3)
        do {
            let gif = try GIFWriter(url: url, width: frame.width, height: frame.height)
            try gif.append(frame, duration: 0.1)
            #expect(!FileManager.default.fileExists(atPath: url.path))
        }
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder.path) == [])
        try Data("an earlier film".utf8).write(to: url)
        let gif = try GIFWriter(url: url, width: frame.width, height: frame.height)
        try gif.append(frame, duration: 0.1)
        #expect(try Data(contentsOf: url) == Data("an earlier film".utf8))
        try gif.finish()
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder.path) == ["film.gif"])
        #expect(try GIFFile(try Data(contentsOf: url)).frames.count == 1)
    }

    /// A film given up half way (``GIFWriter/cancel()``, as a failed render does) leaves the
    /// file it was to replace as it was, and no temporary file: re-rendering over a good film
    /// that then fails does not lose the good one.
    @Test func aCancelledFilmKeepsTheEarlierFile() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("cancelled-film-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let frame = try AnimationExportTests.solid(1, 2, 3)
        for name in ["film.gif", "film.png"] {
            let url = folder.appendingPathComponent(name)
            try Data("an earlier film".utf8).write(to: url)
            if name.hasSuffix(".gif") {
                let gif = try GIFWriter(url: url, width: frame.width, height: frame.height)
                try gif.append(frame, duration: 0.1)
                gif.cancel()
                #expect(throws: ImageError.self) { try gif.append(frame, duration: 0.1) }
            } else {
                let apng = try APNGWriter(url: url, width: frame.width, height: frame.height)
                try apng.append(frame, duration: 0.1)
                apng.cancel()
            }
            #expect(try Data(contentsOf: url) == Data("an earlier film".utf8), "\(name)")
        }
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder.path).sorted() == ["film.gif", "film.png"])
    }

    /// A named pipe that no program reads is refused at once, with the reason and the fix,
    /// rather than waited on for ever.
    @Test func aPipeWithoutAReaderIsRefused() throws {
        let pipe = try NamedPipe(forWriting: true)
        let start = Date()
        do {
            _ = try GIFWriter(url: pipe.url, width: 4, height: 4)
            Issue.record("the pipe was opened")
        } catch let error as ImageError {
            #expect("\(error)".contains("no program is reading"), "\(error)")
        }
        #expect(Date().timeIntervalSince(start) < 0.4, "refused without waiting for the pipe's safety writer")
    }

    /// A film faster than the GIF's rate says how many frames the file holds, not how many it
    /// was given: 2 s at 120 fps held at 50 fps is 100 GIF frames of 240 source frames.
    @Test func aGIFCountsTheFramesItHolds() throws {
        let url = Self.scratch("fast.gif")
        defer { try? FileManager.default.removeItem(at: url) }
        let frames = try AnimationExportTests.slidingCard(frames: 2)
        let writer = try GIFWriter(url: url, width: 64, height: 32, opaque: true, encoder: GIFEncoder(framesPerSecond: 50))
        for i in 0..<240 { try writer.append(frames[i % 2], duration: 1.0 / 120) }
        try writer.finish()
        #expect(writer.frameCount == 240)
        #expect(writer.gifFrameCount == 100)
        #expect(try GIFFile(try Data(contentsOf: url)).frames.count == 100)
    }

    @Test func aLongFilmKeepsItsFrameCount() throws {
        let url = Self.scratch("long.png")
        defer { try? FileManager.default.removeItem(at: url) }
        let frames = try AnimationExportTests.slidingCard(frames: 2)
        let writer = try APNGWriter(url: url, width: 64, height: 32)
        for i in 0..<1500 { try writer.append(frames[i % 2], duration: 1.0 / 120) }
        try writer.finish()
        let file = try APNGFile(try Data(contentsOf: url))
        #expect(file.frameCount == 1500)
        #expect(file.frames.last == frames[1])
    }
}
