import Foundation
import SharedElements
import Snapshotting

/// `Demo prototype FILE.json [-o OUT] [--inspector DIR]`: renders a transition prototype (the
/// format in the "Prototypes" article, PrototypeFormat.md) to a GIF, an APNG or a folder of numbered PNG
/// frames, and the transition inspector for it (`DIR/index.html`, by default beside the output
/// in `OUT-inspector/`); the transition linter's findings are marked in it (`--no-lint` skips the linter).
enum PrototypeCommand {
    static let usage = "prototype FILE.json [-o OUT.gif|OUT.png|OUT.strip.png|FOLDER] [--inspector DIR] [--no-lint] [--jobs N]"

    static let command = DemoCommand(
        name: "prototype", usage: usage,
        summary: "render a transition prototype (JSON; the format is in Sources/SharedElements/Umbrella/SharedElements.docc/Articles/PrototypeFormat.md) to a GIF, an APNG (.png), a film strip of ten frames (.strip.png) or numbered PNG frames in a folder (default FILE.gif), and its inspector page (default OUT-inspector/index.html)"
    ) { args in
        let parsed = try DemoArguments(args, valued: ["-o", "--out", "--inspector", DemoJobs.option], flags: ["--no-lint"])
        let jobs = try DemoJobs.parse(parsed)
        guard parsed.positional.count == 1, let input = parsed.positional.first else {
            throw DemoError.input("expected one prototype file; usage: \(usage)")
        }
        let inputURL = URL(fileURLWithPath: input)
        let outGiven = try parsed.value("-o", or: "--out")
        let outPath = outGiven ?? inputURL.deletingPathExtension().path + ".gif"
        let output = try Output(outPath)
        let inspectorPath = parsed.value("--inspector") ?? Self.inspectorPath(besides: outPath)
        let inspectorFolder = URL(fileURLWithPath: inspectorPath)
        let start = Date()
        let prototype: TransitionPrototype
        do { prototype = try TransitionPrototype(contentsOf: inputURL) } catch let f as JSONReader.Failure {
            throw DemoError.input("\(input): \(f)")
        }
        // The film is checked against the limits before its first frame is rendered: a run
        // without rendering counts its frames.
        let count = try Self.frameCount(prototype, input: input)
        let (width, height) = try Compositor.canvasPixelSize(size: prototype.size, scale: prototype.scale)
        try DemoError.checkFilm(frames: count, width: width, height: height, context: input, fix: fix)
        let name = inputURL.deletingPathExtension().lastPathComponent
        // Nothing this run writes may be a file it reads: the prototype or one of its images.
        let inputs = InputGuard(prototype: prototype, at: inputURL)
        switch output {
        case .frames(let folder): try inputs.check(frames: count, in: folder, option: "-o", value: outGiven)
        default: if let file = output.file { try inputs.check(file, option: "-o", value: outGiven) }
        }
        let inspectorGiven = parsed.value("--inspector")
        try inputs.check(inspectorFolder.appendingPathComponent("index.html"), option: "--inspector", value: inspectorGiven)
        try inputs.check(frames: count, in: inspectorFolder.appendingPathComponent("inspector").appendingPathComponent(name),
                         option: "--inspector", value: inspectorGiven)
        let shrink = prototype.scale == prototype.scale.rounded() ? max(1, Int(prototype.scale)) : 1
        let stage = try PrototypeStage(prototype)
        let recorder = InspectorRecorder(fps: prototype.fps)
        let linter = parsed.has("--no-lint") ? nil : TransitionLinter()
        if let linter {
            // As `Demo lint` does: the linter first sees the screen at rest (its frame 0).
            if prototype.directions.first == .backward {
                stage.showForeAtRest()
                stage.window.clock.advance(by: 0)
            }
            do { linter.observe(stage.window, frame: try stage.window.render(background: prototype.background, jobs: jobs), time: -1 / prototype.fps) } catch let e as CompositorError {
                throw DemoError.input("\(input): \(e)")
            }
        }
        // The inspector's folder is made (and so known to be writable) before the output; what
        // this run creates is removed should a later step fail, so a failure leaves nothing behind.
        var created: [URL] = []
        var frames = 0
        var contents: (() -> String)?
        do {
            if let made = try DemoFiles.makeFolder(inspectorFolder.appendingPathComponent("inspector").appendingPathComponent(name)) {
                created.append(made)
            }
            if let made = try output.makeFolder() { created.append(made) }
            let film = try output.film(width: width, height: height, fps: prototype.fps, opaque: prototype.background.alpha >= 1, count: count)
            contents = film.contents
            let inspector = try InspectorFrames.output(scale: shrink, to: inspectorFolder.appendingPathComponent("inspector").appendingPathComponent(name))
            let pipeline = FramePipeline([film, inspector.output], inFlight: FramePipeline.inFlight(width: width, height: height))
            do {
                try pipeline.run {
                    try stage.play { moment in
                        let frame = try stage.window.render(background: prototype.background, jobs: jobs)
                        recorder.record(stage.window, frame: moment.index)
                        linter?.observe(stage.window, frame: frame, time: Double(moment.index) / prototype.fps)
                        try pipeline.send(frame, index: moment.index)
                        frames += 1
                    }
                }
            } catch let e as CompositorError {
                throw DemoError.input("\(input): \(e)")
            }
            if let file = output.file { created.append(file) }
            try writeInspector(inspector.names.list, lanes: recorder.lanes, findings: InspectorFindings.findings(linter?.report, offset: 1),
                               name: name, caption: Self.description(of: inputURL) ?? "A transition prototype.", prototype: prototype,
                               output: URL(fileURLWithPath: outPath), to: inspectorFolder)
        } catch {
            for url in created.reversed() { try? FileManager.default.removeItem(at: url) }
            throw error
        }
        // What the file holds: a GIF keeps at most 50 frames a second of a faster film.
        let held = contents?() ?? "\(frames) frames at \(Self.format(prototype.fps)) fps, \(width)x\(height) pixels"
        print(DemoError.printable(String(format: "Wrote %@ (%@, %@) in %.1f s. Open %@/index.html", outPath, output.kind, held,
                                         Date().timeIntervalSince(start), inspectorFolder.path)))
        // Pairs left on their screens because one transition's snapshots would take too much
        // memory: said, so a missing flight is not a mystery.
        if let plan = stage.sharedElementTransition?.lastPlan {
            let over = plan.skipped.filter { $0.reason == .overSnapshotBudget && $0.element.side == .back }.count
            if over > 0 {
                ShowcaseCommand.log("\(over) shared element\(over == 1 ? "" : "s") did not fly: the pairs before \(over == 1 ? "it" : "them") take "
                    + "the \(Int(SharedElementPlanner.snapshotPixelBudget / 1_000_000)) million snapshot pixels one transition may hold; "
                    + "tag fewer or smaller views, or lower \"scale\"")
            }
        }
        // The linter's findings on standard error, so they are seen without opening the inspector
        // (the exit status stays 0: the film was written).
        if let found = linter?.report.findings, !found.isEmpty {
            ShowcaseCommand.log("\(found.count) lint finding\(found.count == 1 ? "" : "s") (marked in the inspector; "
                                + "`Demo lint \(input)` writes a crop of each; frame N is the film's frame N-1):")
            for finding in found { ShowcaseCommand.log("    " + finding.summary) }
        }
    }

    /// What to change in a prototype whose film passes `limit`.
    static func fix(_ limit: FilmLimits.Limit) -> String {
        switch limit {
        case .empty: "raise scale or size"
        case .frames: "lower fps, duration or hold"
        case .side, .framePixels: "lower scale or size"
        case .totalPixels: "lower fps, duration, hold, scale or size"
        }
    }

    /// The number of frames of the prototype's film, counted by playing it without rendering.
    @MainActor
    static func frameCount(_ prototype: TransitionPrototype, input: String) throws -> Int {
        let stage = try PrototypeStage(prototype)
        var count = 0
        do {
            try stage.play(frameLimit: .max) { _ in
                stage.window.layoutIfNeeded()
                count += 1
            }
        } catch let e as PrototypeError {
            throw DemoError.input("\(input): \(e)")
        }
        return count
    }

    /// The inspector's default folder for output `path`: its name without extension, `-inspector`.
    static func inspectorPath(besides path: String) -> String {
        let url = URL(fileURLWithPath: path)
        let base = url.pathExtension.isEmpty ? url : url.deletingPathExtension()
        return base.path + "-inspector"
    }

    /// Writes the inspector page for the prototype's film into `folder` (its frames, at one pixel
    /// per point, already written in `folder/inspector/NAME/` as `images`), with a link to the output.
    static func writeInspector(_ images: [String], lanes: [InspectorData.Lane], findings: [InspectorData.Finding], name: String,
                               caption: String, prototype: TransitionPrototype, output: URL, to folder: URL) throws {
        let relative = Self.relativePath(of: output, from: folder)
        let scene = InspectorData.Scene(
            name: name, caption: caption, fps: prototype.fps, frameCount: images.count,
            width: Double(prototype.size.width), height: Double(prototype.size.height), frames: images.map { "inspector/\(name)/\($0)" },
            lanes: lanes, findings: findings,
            files: [InspectorData.Link(label: output.lastPathComponent, href: relative)])
        let data = InspectorData(title: "Prototype \(name)", scenes: [scene])
        try DemoFiles.write(InspectorPage.html(data), to: folder.appendingPathComponent("index.html"))
    }

    /// The document's `description`, if it has one.
    static func description(of url: URL) -> String? {
        guard let data = try? Data(contentsOf: url), let object = try? JSONSerialization.jsonObject(with: data) as? [String: Any] else {
            return nil
        }
        return object["description"] as? String
    }

    /// `url` as a path relative to `folder` (both made absolute), for a link from the page.
    static func relativePath(of url: URL, from folder: URL) -> String {
        let target = url.standardizedFileURL.pathComponents, base = folder.standardizedFileURL.pathComponents
        var common = 0
        while common < min(target.count, base.count), target[common] == base[common] { common += 1 }
        let ups = Array(repeating: "..", count: base.count - common)
        return (ups + target[common...]).joined(separator: "/")
    }

    static func format(_ v: Double) -> String { v == v.rounded() && abs(v) < 1e15 ? String(Int(v)) : String(v) }

    /// Where and how the film is written, chosen by the path's extension.
    enum Output {
        case gif(URL), apng(URL), frames(URL), strip(URL)

        init(_ path: String) throws {
            let url = URL(fileURLWithPath: path)
            var isFolder: ObjCBool = false
            let exists = FileManager.default.fileExists(atPath: path, isDirectory: &isFolder)
            switch url.pathExtension.lowercased() {
            case "png" where url.lastPathComponent.lowercased().hasSuffix(".strip.png"): self = .strip(url)
            case "gif": self = .gif(url)
            case "png": self = .apng(url)
            case "" : self = .frames(url)
            default:
                guard exists && isFolder.boolValue else {
                    throw DemoError.input("-o: expected a .gif file, a .png file (APNG) or a folder, got \(path)")
                }
                self = .frames(url)
            }
            if exists && !isFolder.boolValue, case .frames = self { throw DemoError.input("-o: \(path) is a file, not a folder") }
        }

        var kind: String {
            switch self {
            case .gif: "GIF"
            case .apng: "APNG"
            case .frames: "PNG frames"
            case .strip: "film strip"
            }
        }

        /// The output's file (`nil` for a folder of frames).
        var file: URL? {
            switch self {
            case .gif(let url), .apng(let url), .strip(let url): url
            case .frames: nil
            }
        }

        /// Makes the folder the output goes in (the folder of frames itself); returns the
        /// outermost folder made, `nil` when it existed.
        func makeFolder() throws -> URL? {
            switch self {
            case .gif(let url), .apng(let url), .strip(let url): try DemoFiles.makeFolder(url.deletingLastPathComponent())
            case .frames(let folder): try DemoFiles.makeFolder(folder)
            }
        }

        /// The output for a film of `width` x `height` pixel frames at `fps` (GIF at up to 50),
        /// once ``makeFolder()`` has made its folder.
        func film(width: Int, height: Int, fps: Double, opaque: Bool, count: Int) throws -> FilmOutput {
            switch self {
            case .strip(let url): try FilmOutput.strip(url, count: count, width: width, height: height)
            case .gif(let url): try FilmOutput.gif(url, width: width, height: height, fps: fps, gifFps: min(fps, 50), opaque: opaque)
            case .apng(let url): try FilmOutput.apng(url, width: width, height: height, fps: fps, opaque: opaque)
            case .frames(let folder): try FilmOutput.pngFrames(folder, count: count)
            }
        }
    }
}
