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
        usage: "showcase [--scene NAME]... [--fps N] [--scale S] [--out DIR] [--format gif|apng|frames|all] [--no-lint] [--jobs N]   (the default command)",
        summary: "render the showcase transitions into demo-output/ (GIF, APNG, film strips, the inspector index.html)"
    ) { args in
        let parsed = try DemoArguments(args, valued: ["--out", "--scale", "--fps", "--scene", "--format", DemoJobs.option], flags: ["--no-lint"],
                                       repeatable: ["--scene"])
        try parsed.refusePositional("showcase")
        let jobs = try DemoJobs.parse(parsed)
        let lints = !parsed.has("--no-lint")
        let out = URL(fileURLWithPath: parsed.value("--out") ?? "demo-output")
        let scale = try positive(parsed.value("--scale"), "--scale") ?? 2
        let fps = try positive(parsed.value("--fps"), "--fps") ?? 60
        let format = parsed.value("--format") ?? "all"
        guard ["gif", "apng", "frames", "all"].contains(format) else {
            throw DemoError.input("--format: expected gif, apng, frames or all, got \(format)")
        }
        let wanted = parsed.values("--scene")
        let scenes = wanted.isEmpty ? ShowcaseScene.all : try Self.scenes(named: wanted)
        // Every film is checked against the limits before the first frame of any is rendered.
        let size = Window.defaultSize
        let pixels = try pixelSize(scale: scale)
        for scene in scenes {
            let context = "\(scene.name) at --fps \(number(fps)) and --scale \(number(scale)) (\(number(scene.length)) s of "
                + "\(number(Double(size.width)))x\(number(Double(size.height))) points)"
            // A count past what the limits can state (`--fps 1e308`) is said as a number of seconds
            // times frames, with the highest rate that fits.
            let limit = FilmLimits().maxFrames
            if (scene.length * fps).rounded() > Double(limit) {
                let most = (Double(limit) / scene.length).rounded(.down)
                throw DemoError.input("\(context): \(number(scene.length)) s at \(number(fps)) frames a second is "
                    + "\(number((scene.length * fps).rounded())) frames, over the limit of \(limit) frames; lower --fps "
                    + "(at most \(number(most)) for this scene)")
            }
            try DemoError.checkFilm(frames: ShowcaseRenderer.frameCount(scene, fps: fps), width: pixels.width, height: pixels.height,
                                    context: context, fix: fix)
        }
        let (width, height) = try Compositor.canvasPixelSize(size: size, scale: scale)
        // The inspector's frames are written at one pixel per point (a quarter of the pixels at 2x).
        let shrink = scale == scale.rounded() ? max(1, Int(scale)) : 1
        guard width / shrink > 0, height / shrink > 0 else { throw DemoError.input("--scale \(number(scale)): the inspector's frames would be empty") }
        try DemoFiles.makeFolder(out)
        let start = Date()
        var frameCount = 0
        var entries: [ShowcaseIndex.Entry] = []
        var frameCounts: [Int] = []
        var inspected: [InspectorData.Scene] = []
        let inFlight = FramePipeline.inFlight(width: width, height: height)
        for (i, scene) in scenes.enumerated() {
            let t0 = Date()
            let recorder = InspectorRecorder(fps: fps)
            let linter = lints ? TransitionLinter(rules: scene.lintRules) : nil
            let count = ShowcaseRenderer.frameCount(scene, fps: fps)
            // Frames go to their files as they are rendered: the GIF, the APNG, the strip and the
            // inspector's frames are encoded on the other cores while the next frame renders.
            let files = try ShowcaseRenderer.outputs(name: scene.name, count: count, width: width, height: height, fps: fps,
                                                     format: format, to: out)
            let folder = out.appendingPathComponent("inspector").appendingPathComponent(scene.name)
            let inspector = try InspectorFrames.output(scale: shrink, to: folder)
            let pipeline = FramePipeline(files + [inspector.output], inFlight: inFlight)
            do {
                try pipeline.run {
                    try ShowcaseRenderer.film(scene, scale: scale, fps: fps, jobs: jobs, recorder: recorder, linter: linter) { frame, index in
                        try pipeline.send(frame, index: index)
                    }
                }
            } catch let e as CompositorError {
                throw DemoError.input("\(scene.name): \(e)")
            }
            frameCount += count
            frameCounts.append(count)
            let seconds = Date().timeIntervalSince(t0)
            let linted = linter.map { String(format: ", %d lint entries", $0.report.entries.count) } ?? ""
            log(String(format: "[%d/%d] %@: %d frames rendered and written in %.1f s%@", i + 1, scenes.count, scene.name, count, seconds, linted))
            let names = files.map(\.name).filter { $0.contains(".") }
            entries.append(ShowcaseIndex.Entry(name: scene.name, caption: scene.caption, files: names))
            let images = inspector.names.list
            inspected.append(InspectorData.Scene(
                name: scene.name, caption: scene.caption, fps: fps, frameCount: images.count,
                width: Double(size.width), height: Double(size.height), frames: images.map { "inspector/\(scene.name)/\($0)" },
                lanes: recorder.lanes, findings: InspectorFindings.findings(linter?.report),
                files: names.map { InspectorData.Link(label: ShowcaseIndex.kind(of: $0), href: $0) }))
        }
        let manifest = zip(entries, frameCounts).map { ShowcaseManifest.Scene(name: $0.name, frames: $1, files: $0.files) }
        try ShowcaseManifest.write(manifest, fps: fps, gifFps: min(30, fps), to: out)
        var links = [InspectorData.Link(label: "Gallery: every animation side by side", href: "gallery.html")]
        if wanted.isEmpty {
            let stills = try ShowcaseRenderer.layerScenes(to: out)
            entries += stills
            links += stills.flatMap { e in e.files.map { InspectorData.Link(label: "Layer scene \(e.name.dropFirst(6))", href: $0) } }
        }
        try DemoFiles.write(ShowcaseIndex.html(entries), to: out.appendingPathComponent("gallery.html"))
        let inspector = InspectorData(title: "SharedElements showcase", scenes: inspected, links: links)
        try DemoFiles.write(InspectorPage.html(inspector), to: out.appendingPathComponent("index.html"))
        let seconds = Date().timeIntervalSince(start)
        print(DemoError.printable(String(format: "Rendered %d frames of %d transitions in %.1f s. Open %@/index.html", frameCount, scenes.count,
                                         seconds, out.path)))
    }

    /// The scenes `wanted` names (`--scene`), in the showcase's order; an unknown name is refused
    /// with every scene's name.
    @MainActor
    static func scenes(named wanted: [String]) throws -> [ShowcaseScene] {
        let all = ShowcaseScene.all
        for w in wanted where !all.contains(where: { $0.name == w }) {
            throw DemoError.input("--scene: no scene named \(JSONReader.quoted(w)); scenes: "
                                  + all.map { JSONReader.quoted($0.name) }.joined(separator: ", "))
        }
        return all.filter { wanted.contains($0.name) }
    }

    static func positive(_ s: String?, _ name: String) throws -> Double? {
        guard let s else { return nil }
        guard let v = DemoArguments.decimal(s), v > 0, v.isFinite else { throw DemoError.input("\(name): expected a positive decimal number, got \(s)") }
        return v
    }

    /// What to change for a film over `limit`.
    @MainActor
    static func fix(_ limit: FilmLimits.Limit) -> String {
        switch limit {
        case .empty: "raise --fps or --scale"
        case .frames: "lower --fps"
        case .side, .framePixels: "lower --scale (at most \(number(maxScale)) for frames of \(points))"
        case .totalPixels: "lower --fps or --scale"
        }
    }

    /// The showcase window's size in words: `390x844 points`.
    @MainActor
    static var points: String {
        "\(number(Double(Window.defaultSize.width)))x\(number(Double(Window.defaultSize.height))) points"
    }

    /// The largest `--scale`, to two decimals, at which the showcase's frames stay within the
    /// film limits' side and frame pixels.
    @MainActor
    static var maxScale: Double {
        let limits = FilmLimits(), w = Double(Window.defaultSize.width), h = Double(Window.defaultSize.height)
        let bySide = (Double(limits.maxSide) + 0.5) / max(w, h), byPixels = (Double(limits.maxFramePixels) / (w * h)).squareRoot()
        var s = (min(bySide, byPixels) * 100).rounded(.down) / 100
        while s > 0.01, let p = FilmLimits.pixelSize(width: w, height: h, scale: s),
              limits.violation(frames: 1, width: p.width, height: p.height) != nil {
            s -= 0.01
        }
        return s
    }

    /// The pixel size of the showcase's frames at `scale` (`--scale`, already known to be
    /// positive and finite); a scale so large that the size is not even a finite number is
    /// refused here, naming the largest scale that fits, rather than as a side of 2^63 pixels.
    @MainActor
    static func pixelSize(scale: Double) throws -> (width: Int, height: Int) {
        let size = Window.defaultSize
        guard let pixels = FilmLimits.pixelSize(width: Double(size.width), height: Double(size.height), scale: scale) else {
            throw DemoError.input("--scale \(number(scale)): frames of \(points) would have no finite size in pixels; "
                                  + "lower --scale (at most \(number(maxScale)))")
        }
        return pixels
    }

    static func number(_ v: Double) -> String { PrototypeCommand.format(v) }

    /// Writes a line to standard error, its control characters escaped (names and paths may come from files).
    static func log(_ s: String) { FileHandle.standardError.write(Data((DemoError.printable(s) + "\n").utf8)) }
}
