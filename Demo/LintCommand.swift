import Foundation
import SharedElements
import Snapshotting

/// `Demo lint [FILE.json ...] [--scene NAME ...]`: plays showcase scenes at 60 fps and prototypes at their own rate
/// through the transition linter. Findings go to standard output as JSON, a readable summary with
/// progress to standard error, crops of the frames into `--out` (`lint-output/` in the current
/// directory unless given); the exit status is 1 when
/// anything is found and 2 when it cannot lint (bad input, or a crop it cannot write), never 1
/// for a failure, so findings stay distinguishable.
enum LintCommand {
    static let usage = "lint [FILE.json ...] [--scene NAME ...] [--out DIR (default: ./\(defaultOut))] [--scale S] [--jobs N]"

    /// Where crops go without `--out`: a folder of this name in the current directory.
    static let defaultOut = "lint-output"

    static let command = DemoCommand(
        name: "lint", usage: usage,
        summary: "check every frame of showcase scenes (default: all) and prototypes with the transition linter; JSON findings on stdout, "
            + "crops of the frames with findings in --out (default: \(defaultOut)/ in the current directory); exit 1 when any, 2 when it cannot lint"
    ) { args in
        let files: [String]
        let scenes: [ShowcaseScene]
        let out: URL
        let scale: Double
        let jobs: Int
        do {
            let parsed = try DemoArguments(args, valued: ["--scene", "--out", "--scale", DemoJobs.option], repeatable: ["--scene"])
            scale = try ShowcaseCommand.positive(parsed.value("--scale"), "--scale") ?? 2
            jobs = try DemoJobs.parse(parsed)
            out = URL(fileURLWithPath: parsed.value("--out") ?? defaultOut)
            // Known before linting, which may take minutes; the folder itself is made only for crops.
            try DemoFiles.checkFolder(out, option: "--out")
            files = parsed.positional
            // A prototype is linted at the scale its file gives: --scale would not reach it.
            if let given = parsed.value("--scale"), !files.isEmpty {
                throw DemoError.input("--scale \(given) sets the showcase scenes' scale; a prototype is linted at the \"scale\" in its file "
                                      + "(\(files.map { JSONReader.quoted($0) }.joined(separator: ", "))); leave out --scale, "
                                      + "or change \"scale\" in the file")
            }
            let wanted = parsed.values("--scene")
            scenes = wanted.isEmpty && files.isEmpty ? ShowcaseScene.all : try ShowcaseCommand.scenes(named: wanted)
            // As the showcase does: the scale is checked against the film limits before any scene plays.
            if !scenes.isEmpty {
                let pixels = try ShowcaseCommand.pixelSize(scale: scale)
                for scene in scenes {
                    try DemoError.checkFilm(frames: ShowcaseRenderer.frameCount(scene, fps: 60), width: pixels.width, height: pixels.height,
                                            context: "\(scene.name) at --scale \(PrototypeCommand.format(scale))", fix: ShowcaseCommand.fix)
                }
            }
        } catch {
            FileHandle.standardError.write(Data("Demo lint: \(DemoError.explaining(error).printable)\nusage: swift run -c release Demo \(usage)\n".utf8))
            exit(2)
        }
        // A file that does not load is a mistake in the file, not on the command line: no usage.
        let targets: [Target]
        do { targets = try Self.targets(files: files, scenes: scenes) } catch {
            FileHandle.standardError.write(Data("Demo lint: \(DemoError.explaining(error).printable)\n".utf8))
            exit(2)
        }
        var results: [(name: String, kind: String, report: LintReport)] = []
        for (i, target) in targets.enumerated() {
            let t0 = Date()
            let report: LintReport
            do {
                report = try target.lint(scale, jobs).writeCrops(to: out, prefix: target.name)
            } catch {
                FileHandle.standardError.write(Data("Demo lint: \(target.name): \(DemoError.explaining(error).printable)\n".utf8))
                exit(2)
            }
            results.append((target.name, target.kind, report))
            let status = report.isClean ? "clean" : "\(report.findings.count) finding\(report.findings.count == 1 ? "" : "s")"
            ShowcaseCommand.log(String(format: "[%d/%d] %@: %@ (%d frames, %.1f s)", i + 1, targets.count, target.name, status,
                                       report.frameCount, Date().timeIntervalSince(t0)))
            for entry in report.entries { ShowcaseCommand.log("    " + entry.summary) }
        }
        print(json(results))
        let found = results.reduce(0) { $0 + $1.report.findings.count }
        ShowcaseCommand.log("\(found) finding\(found == 1 ? "" : "s") in \(targets.count) transition film\(targets.count == 1 ? "" : "s")"
                            + (found > 0 ? "; crops in \(out.path)" : ""))
        if found > 0 { exit(1) }
    }

    /// Something to lint: a showcase scene or a prototype file.
    struct Target {
        let name: String
        let kind: String
        let lint: @MainActor (_ scale: Double, _ jobs: Int) throws -> LintReport
    }

    /// The `scenes`, then the prototype `files`, loaded.
    @MainActor
    static func targets(files: [String], scenes: [ShowcaseScene]) throws -> [Target] {
        var targets: [Target] = []
        for scene in scenes {
            targets.append(Target(name: scene.name, kind: "scene") { scale, jobs in try lint(scene, scale: scale, jobs: jobs) })
        }
        for file in files {
            let url = URL(fileURLWithPath: file)
            let prototype: TransitionPrototype
            do { prototype = try TransitionPrototype(contentsOf: url) } catch let f as JSONReader.Failure {
                throw DemoError.input("\(file): \(f)")
            }
            targets.append(Target(name: url.deletingPathExtension().lastPathComponent, kind: "prototype") { _, jobs in
                try lint(prototype, jobs: jobs)
            })
        }
        return targets
    }

    /// Plays `scene` at 60 fps through a linter.
    @MainActor
    static func lint(_ scene: ShowcaseScene, scale: Double, jobs: Int = 1) throws -> LintReport {
        let fps = 60.0
        let pixels = try ShowcaseCommand.pixelSize(scale: scale)
        try DemoError.checkFilm(frames: ShowcaseRenderer.frameCount(scene, fps: fps), width: pixels.width, height: pixels.height,
                                context: "at --scale \(PrototypeCommand.format(scale))", fix: ShowcaseCommand.fix)
        let window = Window(size: Window.defaultSize, scale: scale)
        window.showsStatusBar = true
        let steps = scene.setUp(window).sorted { $0.time < $1.time }
        let linter = TransitionLinter(rules: scene.lintRules)
        var next = 0
        for i in 0..<Int((scene.length * fps).rounded()) {
            let t = Double(i) / fps
            while next < steps.count, steps[next].time <= t + 1e-9 {
                steps[next].action()
                next += 1
            }
            linter.observe(window, frame: try window.render(jobs: jobs), time: t)
            window.clock.advance(by: 1 / fps)
        }
        return linter.report
    }

    /// Plays `prototype` through a linter, starting from a frame of the screen at rest.
    @MainActor
    static func lint(_ prototype: TransitionPrototype, jobs: Int = 1) throws -> LintReport {
        let count = try PrototypeCommand.frameCount(prototype, input: "the prototype")
        let (width, height) = try Compositor.canvasPixelSize(size: prototype.size, scale: prototype.scale)
        try DemoError.checkFilm(frames: count, width: width, height: height, context: "the film", fix: PrototypeCommand.fix)
        let stage = try PrototypeStage(prototype)
        if prototype.directions.first == .backward {
            stage.showForeAtRest()
            stage.window.clock.advance(by: 0)
        }
        let linter = TransitionLinter()
        // On the prototype's background, as its film shows it (a rounded window's corners).
        linter.observe(stage.window, frame: try stage.window.render(background: prototype.background, jobs: jobs), time: -1 / prototype.fps)
        try stage.play { moment in
            linter.observe(stage.window, frame: try stage.window.render(background: prototype.background, jobs: jobs),
                           time: Double(moment.index) / prototype.fps)
        }
        return linter.report
    }

    static func json(_ results: [(name: String, kind: String, report: LintReport)]) -> String {
        var s = "[\n"
        for (i, r) in results.enumerated() {
            let findings = r.report.json().split(separator: "\n").map { "    " + $0 }.joined(separator: "\n")
            s += "  {\n    \"name\": \(quoted(r.name)),\n    \"kind\": \(quoted(r.kind)),\n"
                + "    \"frames\": \(r.report.frameCount),\n    \"findings\":\n\(findings)\n  }\(i + 1 < results.count ? "," : "")\n"
        }
        return s + "]"
    }

    static func quoted(_ s: String) -> String {
        String(decoding: (try? JSONEncoder().encode(s)) ?? Data("\"\"".utf8), as: UTF8.self)
    }
}
