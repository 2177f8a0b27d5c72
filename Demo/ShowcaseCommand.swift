import Foundation
import SharedElements

/// `Demo` with no arguments: renders every showcase transition into `demo-output/` as an animated
/// GIF (30 fps), an APNG (60 fps) and a film strip, plus the canonical layer scenes, and an
/// `index.html` that shows them all.
enum ShowcaseCommand {
    static let command = DemoCommand(
        name: "showcase",
        usage: "showcase [--scene NAME]... [--fps N] [--scale S] [--out DIR] [--format gif|apng|frames|all]   (the default command)",
        summary: "render the showcase transitions into demo-output/ (GIF, APNG, film strips, index.html)"
    ) { args in
        let parsed = try DemoArguments(args, valued: ["--out", "--scale", "--fps", "--scene", "--format"])
        let out = URL(fileURLWithPath: parsed.value("--out") ?? "demo-output")
        let scale = try positive(parsed.value("--scale"), "--scale") ?? 2
        let fps = try positive(parsed.value("--fps"), "--fps") ?? 60
        let format = parsed.value("--format") ?? "all"
        guard ["gif", "apng", "frames", "all"].contains(format) else {
            throw DemoError("--format: expected gif, apng, frames or all, got \(format)")
        }
        let all = ShowcaseScene.all
        let wanted = parsed.values("--scene")
        for w in wanted where !all.contains(where: { $0.name == w }) {
            throw DemoError("--scene: no scene named \(w); scenes: \(all.map(\.name).joined(separator: ", "))")
        }
        let scenes = wanted.isEmpty ? all : all.filter { wanted.contains($0.name) }
        try FileManager.default.createDirectory(at: out, withIntermediateDirectories: true)
        let start = Date()
        var frameCount = 0
        var entries: [ShowcaseIndex.Entry] = []
        var frameCounts: [Int] = []
        // Scenes render on the main actor while the previous scene's files are encoded on the
        // other cores: the pipeline keeps both busy.
        let encoding = DispatchQueue(label: "showcase-encoding")
        let written = ShowcaseRenderer.ResultBox<[String]>(count: scenes.count)
        for (i, scene) in scenes.enumerated() {
            let t0 = Date()
            let frames = try ShowcaseRenderer.film(scene, scale: scale, fps: fps)
            frameCount += frames.count
            frameCounts.append(frames.count)
            let renderTime = Date().timeIntervalSince(t0)
            log(String(format: "[%d/%d] %@: %d frames rendered in %.1f s", i + 1, scenes.count, scene.name, frames.count, renderTime))
            let name = scene.name
            encoding.async {
                written.set(i, Result { try ShowcaseRenderer.write(frames, name: name, fps: fps, format: format, to: out) })
            }
        }
        encoding.sync {}
        for (i, scene) in scenes.enumerated() {
            let files = try written.get(i).get()
            entries.append(ShowcaseIndex.Entry(name: scene.name, caption: scene.caption, files: files))
        }
        let manifest = zip(entries, frameCounts).map { ShowcaseManifest.Scene(name: $0.name, frames: $1, files: $0.files) }
        try ShowcaseManifest.write(manifest, fps: fps, gifFps: min(30, fps), to: out)
        if wanted.isEmpty { entries += try ShowcaseRenderer.layerScenes(to: out) }
        try ShowcaseIndex.html(entries).write(to: out.appendingPathComponent("index.html"), atomically: true, encoding: .utf8)
        let seconds = Date().timeIntervalSince(start)
        print(String(format: "Rendered %d frames of %d transitions in %.1f s. Open %@/index.html", frameCount, scenes.count, seconds, out.path))
    }

    static func positive(_ s: String?, _ name: String) throws -> Double? {
        guard let s else { return nil }
        guard let v = Double(s), v > 0, v.isFinite else { throw DemoError("\(name): expected a positive number, got \(s)") }
        return v
    }

    static func log(_ s: String) { FileHandle.standardError.write(Data((s + "\n").utf8)) }
}
