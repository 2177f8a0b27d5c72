import Foundation
import SharedElements
import Snapshotting

/// Plays showcase scenes on a window's clock and writes what it renders.
@MainActor
enum ShowcaseRenderer {
    /// How many frames a scene has at `fps`.
    static func frameCount(_ scene: ShowcaseScene, fps: Double) -> Int {
        let count = (scene.length * fps).rounded()
        return count < Double(Int.max / 2) ? Int(count) : Int.max / 2
    }

    /// Plays a scene at `fps`, handing each frame to `each` as it is rendered (drawn on `jobs`
    /// threads); `recorder` notes the flyers of each, `linter` checks it. Returns the number of frames.
    @discardableResult
    static func film(_ scene: ShowcaseScene, scale: Double, fps: Double, jobs: Int = 1, recorder: InspectorRecorder? = nil,
                     linter: TransitionLinter? = nil, each: (Bitmap, Int) throws -> Void) throws -> Int {
        let window = Window(size: Window.defaultSize, scale: scale)
        window.showsStatusBar = true
        let steps = scene.setUp(window).sorted { $0.time < $1.time }
        var next = 0
        let count = frameCount(scene, fps: fps)
        for i in 0..<count {
            let t = Double(i) / fps
            while next < steps.count, steps[next].time <= t + 1e-9 {
                steps[next].action()
                next += 1
            }
            let frame = try window.render(jobs: jobs)
            recorder?.record(window, frame: i)
            linter?.observe(window, frame: frame, time: t)
            try each(frame, i)
            window.clock.advance(by: 1 / fps)
        }
        return count
    }

    /// The outputs of a scene's film in the formats asked for (GIF at up to 30 fps, APNG, film
    /// strip, numbered frames), written into `out` as the film renders.
    nonisolated static func outputs(name: String, count: Int, width: Int, height: Int, fps: Double, format: String,
                                    to out: URL) throws -> [FilmOutput] {
        var outputs: [FilmOutput] = []
        if format == "all" || format == "gif" {
            outputs.append(try .gif(out.appendingPathComponent("\(name).gif"), width: width, height: height, fps: fps,
                                    gifFps: min(30, fps), opaque: true))
        }
        if format == "all" || format == "apng" {
            outputs.append(try .apng(out.appendingPathComponent("\(name).apng.png"), width: width, height: height, fps: fps, opaque: true))
        }
        if format == "all" || format == "frames" {
            outputs.append(try .strip(out.appendingPathComponent("\(name).strip.png"), count: count, width: width, height: height))
        }
        if format == "frames" { outputs.append(try .pngFrames(out.appendingPathComponent(name), count: count)) }
        return outputs
    }

    /// The canonical layer scenes as PNG files.
    static func layerScenes(to out: URL) throws -> [ShowcaseIndex.Entry] {
        let folder = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .appendingPathComponent("Benchmarks/Scenes")
        let files = try FileManager.default.contentsOfDirectory(atPath: folder.path).filter { $0.hasSuffix(".json") }.sorted()
        return try files.map { file in
            let name = (file as NSString).deletingPathExtension
            let bitmap = try LayerScene(contentsOf: folder.appendingPathComponent(file)).render()
            try DemoFiles.write(Image(bitmap: bitmap).pngData(), to: out.appendingPathComponent("scene-\(name).png"))
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
