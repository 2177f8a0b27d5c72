import Foundation
import SharedElements
import Snapshotting

/// Plays showcase scenes on a window's clock and writes what it renders.
@MainActor
enum ShowcaseRenderer {
    /// Every frame of a scene at `fps`; `recorder` notes the flyers of each, `linter` checks it.
    static func film(_ scene: ShowcaseScene, scale: Double, fps: Double, recorder: InspectorRecorder? = nil,
                     linter: TransitionLinter? = nil) throws -> [Bitmap] {
        let window = Window(size: Window.defaultSize, scale: scale)
        let steps = scene.setUp(window).sorted { $0.time < $1.time }
        var next = 0
        var frames: [Bitmap] = []
        let count = Int((scene.length * fps).rounded())
        for i in 0..<count {
            let t = Double(i) / fps
            while next < steps.count, steps[next].time <= t + 1e-9 {
                steps[next].action()
                next += 1
            }
            let frame = try window.render()
            frames.append(frame)
            recorder?.record(window, frame: i)
            linter?.observe(window, frame: frame, time: t)
            window.clock.advance(by: 1 / fps)
        }
        return frames
    }

    /// Writes the formats asked for; returns the file names written. The GIF, the APNG and the
    /// film strip are encoded at the same time, one per core.
    nonisolated static func write(_ frames: [Bitmap], name: String, fps: Double, format: String, to out: URL) throws -> [String] {
        var jobs: [(String, @Sendable () throws -> Data)] = []
        if format == "all" || format == "gif" {
            jobs.append(("\(name).gif", {
                try GIFEncoder(framesPerSecond: min(30, fps)).encode(try AnimatedImage(frames: frames, framesPerSecond: fps))
            }))
        }
        if format == "all" || format == "apng" {
            jobs.append(("\(name).apng.png", { try APNGEncoder().encode(try AnimatedImage(frames: frames, framesPerSecond: fps)) }))
        }
        if format == "all" || format == "frames" {
            jobs.append(("\(name).strip.png", { Image(bitmap: try filmStrip(frames, fps: fps)).pngData() }))
        }
        let results = ResultBox<Data>(count: jobs.count)
        let work = jobs
        DispatchQueue.concurrentPerform(iterations: work.count) { i in
            results.set(i, Result { try work[i].1() })
        }
        for (i, job) in jobs.enumerated() {
            try results.get(i).get().write(to: out.appendingPathComponent(job.0))
        }
        if format == "frames" {
            let folder = out.appendingPathComponent(name)
            try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
            for (i, f) in frames.enumerated() {
                try Image(bitmap: f).pngData().write(to: folder.appendingPathComponent(String(format: "%04d.png", i)))
            }
        }
        return jobs.map(\.0)
    }

    /// Results filled in from several threads.
    final class ResultBox<Value>: @unchecked Sendable {
        private var results: [Result<Value, Error>?]
        private let lock = NSLock()
        init(count: Int) { results = Array(repeating: nil, count: count) }
        func set(_ i: Int, _ r: Result<Value, Error>) { lock.lock(); results[i] = r; lock.unlock() }
        /// The result set for `i`; an error if none was.
        func get(_ i: Int) -> Result<Value, Error> {
            lock.lock(); defer { lock.unlock() }
            return results[i] ?? .failure(DemoError("no result for item \(i)"))
        }
    }

    /// Ten frames across the film, side by side at half size.
    nonisolated static func filmStrip(_ frames: [Bitmap], fps: Double) throws -> Bitmap {
        guard let first = frames.first else { return try Bitmap(width: 1, height: 1) }
        let picks = (0..<10).map { frames[min(frames.count - 1, $0 * frames.count / 10)] }
        let w = first.width / 2, h = first.height / 2, gap = 8
        var strip = try Bitmap(width: picks.count * (w + gap) + gap, height: h + 2 * gap, fill: PremultipliedColor(r: 40, g: 40, b: 46, a: 255))
        for (k, f) in picks.enumerated() {
            let x0 = gap + k * (w + gap)
            for y in 0..<h {
                for x in 0..<w {
                    var r = 0, g = 0, b = 0, a = 0
                    for (dx, dy) in [(0, 0), (1, 0), (0, 1), (1, 1)] {
                        let p = f[2 * x + dx, 2 * y + dy]
                        r += Int(p.r); g += Int(p.g); b += Int(p.b); a += Int(p.a)
                    }
                    strip[x0 + x, gap + y] = PremultipliedColor(r: UInt8(r / 4), g: UInt8(g / 4), b: UInt8(b / 4), a: UInt8(a / 4))
                }
            }
        }
        return strip
    }

    /// The canonical layer scenes as PNG files.
    static func layerScenes(to out: URL) throws -> [ShowcaseIndex.Entry] {
        let folder = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .appendingPathComponent("Benchmarks/Scenes")
        let files = try FileManager.default.contentsOfDirectory(atPath: folder.path).filter { $0.hasSuffix(".json") }.sorted()
        return try files.map { file in
            let name = (file as NSString).deletingPathExtension
            let bitmap = try LayerScene(contentsOf: folder.appendingPathComponent(file)).render()
            try Image(bitmap: bitmap).pngData().write(to: out.appendingPathComponent("scene-\(name).png"))
            return ShowcaseIndex.Entry(name: "scene-\(name)", caption: "Layer scene \(file), rendered by the compositor.", files: ["scene-\(name).png"])
        }
    }
}

/// The `gallery.html` that shows every animation and layer scene of the showcase on one page.
enum ShowcaseIndex {
    struct Entry {
        let name: String
        let caption: String
        let files: [String]
    }

    static func html(_ entries: [Entry]) -> String {
        var s = """
        <!doctype html><html><head><meta charset="utf-8"><title>SharedElements showcase</title>
        <style>body{font-family:system-ui,sans-serif;background:#1c1c22;color:#eee;margin:24px}
        figure{display:inline-block;margin:12px;vertical-align:top;max-width:420px}
        img{max-width:400px;border-radius:12px;background:#000}figcaption{font-size:14px;margin-top:6px}
        .strip img{max-width:100%}a{color:#8ab4ff}</style></head><body><h1>SharedElements showcase</h1>
        <p>Every frame below was rendered by the package's own compositor on a deterministic clock.
        <a href="index.html">Open the transition inspector</a> to step through them frame by frame.</p>

        """
        for e in entries {
            s += "<section><h2>\(e.name)</h2><p>\(e.caption)</p>\n"
            for f in e.files {
                let kind = Self.kind(of: f)
                s += "<figure class=\"\(f.hasSuffix(".strip.png") ? "strip" : "")\"><img src=\"\(f)\" alt=\"\(e.name) \(kind)\"><figcaption>\(kind)</figcaption></figure>\n"
            }
            s += "</section>\n"
        }
        return s + "</body></html>\n"
    }

    /// What a showcase file is, by its name.
    static func kind(of file: String) -> String {
        file.hasSuffix(".gif") ? "GIF, 30 fps" : file.hasSuffix(".apng.png") ? "APNG" : file.hasSuffix(".strip.png") ? "film strip" : "still"
    }
}
