import Foundation
import SharedElements
import Snapshotting

/// `Demo` with no arguments: renders every showcase transition into `demo-output/` as an animated
/// GIF (30 fps), an APNG (60 fps) and a film strip, plus the canonical layer scenes; `index.html`
/// is the transition inspector (every frame at 1x in `inspector/<scene>/`, the flyers' lanes and
/// curves), `gallery.html` shows the animations and layer scenes side by side. Each scene plays
/// through the transition linter as it renders (`--no-lint` skips it) and its findings are marked
/// in the inspector.
enum ShowcaseCommand {
    static let command = DemoCommand(
        name: "showcase",
        usage: "showcase [--scene NAME]... [--fps N] [--scale S] [--out DIR] [--format gif|apng|frames|all] [--no-lint]   (the default command)",
        summary: "render the showcase transitions into demo-output/ (GIF, APNG, film strips, the inspector index.html)"
    ) { args in
        let parsed = try DemoArguments(args, valued: ["--out", "--scale", "--fps", "--scene", "--format"], flags: ["--no-lint"])
        let lints = !parsed.has("--no-lint")
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
        var lanes: [[InspectorData.Lane]] = []
        var findings: [[InspectorData.Finding]] = []
        // The inspector's frames are written at one pixel per point (a quarter of the pixels at 2x).
        let shrink = scale == scale.rounded() ? max(1, Int(scale)) : 1
        // Scenes render on the main actor while the previous scene's files are encoded on the
        // other cores: the pipeline keeps both busy.
        let encoding = DispatchQueue(label: "showcase-encoding")
        let written = ShowcaseRenderer.ResultBox<(files: [String], frames: [String])>(count: scenes.count)
        for (i, scene) in scenes.enumerated() {
            let t0 = Date()
            let recorder = InspectorRecorder(fps: fps)
            let linter = lints ? TransitionLinter(rules: scene.lintRules) : nil
            let frames = try ShowcaseRenderer.film(scene, scale: scale, fps: fps, recorder: recorder, linter: linter)
            frameCount += frames.count
            frameCounts.append(frames.count)
            lanes.append(recorder.lanes)
            findings.append(InspectorFindings.findings(linter?.report))
            let renderTime = Date().timeIntervalSince(t0)
            let linted = linter.map { String(format: ", %d lint entries", $0.report.entries.count) } ?? ""
            log(String(format: "[%d/%d] %@: %d frames rendered in %.1f s%@", i + 1, scenes.count, scene.name, frames.count, renderTime, linted))
            let name = scene.name
            encoding.async {
                written.set(i, Result {
                    let files = try ShowcaseRenderer.write(frames, name: name, fps: fps, format: format, to: out)
                    let folder = out.appendingPathComponent("inspector").appendingPathComponent(name)
                    let images = try InspectorFrames.write(frames, scale: shrink, to: folder)
                    return (files, images.map { "inspector/\(name)/\($0)" })
                })
            }
        }
        encoding.sync {}
        var inspected: [InspectorData.Scene] = []
        for (i, scene) in scenes.enumerated() {
            let (files, images) = try written.get(i).get()
            entries.append(ShowcaseIndex.Entry(name: scene.name, caption: scene.caption, files: files))
            inspected.append(InspectorData.Scene(
                name: scene.name, caption: scene.caption, fps: fps, frameCount: images.count,
                width: Double(Window.defaultSize.width), height: Double(Window.defaultSize.height), frames: images,
                lanes: lanes[i], findings: findings[i],
                files: files.map { InspectorData.Link(label: ShowcaseIndex.kind(of: $0), href: $0) }))
        }
        let manifest = zip(entries, frameCounts).map { ShowcaseManifest.Scene(name: $0.name, frames: $1, files: $0.files) }
        try ShowcaseManifest.write(manifest, fps: fps, gifFps: min(30, fps), to: out)
        var links = [InspectorData.Link(label: "Gallery: every animation side by side", href: "gallery.html")]
        if wanted.isEmpty {
            let stills = try ShowcaseRenderer.layerScenes(to: out)
            entries += stills
            links += stills.flatMap { e in e.files.map { InspectorData.Link(label: "Layer scene \(e.name.dropFirst(6))", href: $0) } }
        }
        try ShowcaseIndex.html(entries).write(to: out.appendingPathComponent("gallery.html"), atomically: true, encoding: .utf8)
        let inspector = InspectorData(title: "SharedElements showcase", scenes: inspected, links: links)
        try InspectorPage.html(inspector).write(to: out.appendingPathComponent("index.html"), atomically: true, encoding: .utf8)
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
