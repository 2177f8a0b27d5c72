import Foundation

/// Films: peak memory and the showcase's speed. The demo binary renders a film of 8-megapixel
/// frames and (without `--quick`) the whole showcase, lint and inspector included, each in a
/// child process whose peak resident set and CPU time are read from the kernel when it exits.
/// Films stream to their files, so the peak does not grow with the film's length. The showcase
/// runs on every core (its default) and on one (`--jobs 1`), for a same-run ratio; its frames are
/// counted from the `manifest.json` it writes. Needs the release demo (`swift build -c release
/// --product Demo`); without it the group says so and measures nothing.
enum FilmsBenchmarks {
    /// The issue's target for the showcase, lint and inspector included: ms per rendered frame.
    static let demoFrameTarget = 10.0

    static let group = BenchmarkGroup(name: "films") { context in
        let demo = URL(fileURLWithPath: CommandLine.arguments[0]).resolvingSymlinksInPath().deletingLastPathComponent()
            .appendingPathComponent("Demo")
        guard FileManager.default.isExecutableFile(atPath: demo.path) else {
            BenchmarkMain.log("  no demo at \(demo.path): build it with `swift build -c release --product Demo`; skipping")
            return []
        }
        let package = context.folder.deletingLastPathComponent()
        let scratch = FileManager.default.temporaryDirectory.appendingPathComponent("films-benchmark-\(getpid())")
        defer { try? FileManager.default.removeItem(at: scratch) }
        var results: [BenchmarkResult] = []
        // 92 frames of 2048x4096 pixels, both directions of a shared-element transition, as an APNG.
        let film = package.appendingPathComponent("Scripts/Hostile/films/eight-megapixels.json").path
        let filmRun = try run(demo, ["prototype", film, "-o", scratch.appendingPathComponent("film.png").path, "--no-lint"])
        results.append(result(name: "film-8mp-peak-rss", bytes: filmRun.peakBytes, target: 500e6,
                              params: ["frames": 92, "width": 2048, "height": 4096]))
        if !context.quick {
            let cores = Double(ProcessInfo.processInfo.activeProcessorCount)
            for jobs in [nil, 1] as [Int?] {
                let out = scratch.appendingPathComponent("showcase-\(jobs ?? 0)")
                let showcase = try run(demo, ["--out", out.path] + (jobs.map { ["--jobs", String($0)] } ?? []))
                let frames = try framesRendered(out)
                guard frames > 0 else { throw BenchmarkFailure("the showcase in \(out.path) rendered no frames") }
                let params: [String: Double] = ["frames": Double(frames), "width": 780, "height": 1688, "jobs": jobs.map { Double($0) } ?? cores]
                let suffix = jobs == nil ? "" : "-jobs-1"
                if jobs == nil {
                    results.append(result(name: "demo-peak-rss", bytes: showcase.peakBytes, target: 500e6, params: params))
                }
                results.append(perFrame("demo-ms-per-frame" + suffix, showcase.seconds, frames: frames,
                                        target: jobs == nil ? demoFrameTarget : nil, params: params))
                results.append(perFrame("demo-cpu-ms-per-frame" + suffix, showcase.cpuSeconds, frames: frames, target: nil, params: params))
                BenchmarkMain.log(String(format: "  showcase with --jobs %@: %d frames in %.1f s (%.1f ms a frame, %.1f s of CPU), peak %.0f MB",
                                         jobs.map(String.init) ?? "\(Int(cores)) (all cores)", frames, showcase.seconds,
                                         showcase.seconds / Double(frames) * 1000, showcase.cpuSeconds, showcase.peakBytes / 1e6))
            }
        }
        return results
    }

    static func perFrame(_ name: String, _ seconds: Double, frames: Int, target: Double?, params: [String: Double]) -> BenchmarkResult {
        let ms = seconds / Double(frames) * 1000
        return BenchmarkResult(group: "films", name: name, unit: "ms", median: ms, min: ms, max: ms, runs: 1, target: target,
                               better: "lower", params: params)
    }

    /// The frames the showcase wrote into `folder`, summed from its `manifest.json`.
    static func framesRendered(_ folder: URL) throws -> Int {
        struct Manifest: Decodable {
            struct Scene: Decodable { let frames: Int }
            let scenes: [Scene]
        }
        let data = try Data(contentsOf: folder.appendingPathComponent("manifest.json"))
        return try JSONDecoder().decode(Manifest.self, from: data).scenes.reduce(0) { $0 + $1.frames }
    }

    static func result(name: String, bytes: Double, target: Double, params: [String: Double]) -> BenchmarkResult {
        BenchmarkResult(group: "films", name: name, unit: "bytes", median: bytes, min: bytes, max: bytes, runs: 1, target: target,
                        better: "lower", params: params)
    }

    /// What a child process took: wall-clock seconds, CPU seconds (user and system, all threads)
    /// and its peak resident set in bytes.
    struct Run {
        let seconds: Double
        let cpuSeconds: Double
        let peakBytes: Double
    }

    /// Runs `executable` with `arguments` (its output discarded) and measures it.
    static func run(_ executable: URL, _ arguments: [String]) throws -> Run {
        var actions: posix_spawn_file_actions_t = posix_spawn_file_actions_t()
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }
        posix_spawn_file_actions_addopen(&actions, 1, "/dev/null", O_WRONLY, 0)
        posix_spawn_file_actions_addopen(&actions, 2, "/dev/null", O_WRONLY, 0)
        let argv = ([executable.path] + arguments).map { strdup($0) } + [nil]
        defer { argv.forEach { free($0) } }
        var pid: pid_t = 0
        let start = DispatchTime.now().uptimeNanoseconds
        let spawned = posix_spawn(&pid, executable.path, &actions, nil, argv, environ)
        guard spawned == 0 else { throw BenchmarkFailure("cannot start \(executable.path): \(String(cString: strerror(spawned)))") }
        var status: Int32 = 0
        var usage = rusage()
        while wait4(pid, &status, 0, &usage) < 0 {
            guard errno == EINTR else { throw BenchmarkFailure("lost \(executable.lastPathComponent): \(String(cString: strerror(errno)))") }
        }
        let seconds = Double(DispatchTime.now().uptimeNanoseconds - start) / 1e9
        guard status == 0 else {
            throw BenchmarkFailure("\(executable.lastPathComponent) \(arguments.joined(separator: " ")) failed (status \(status))")
        }
        func time(_ t: timeval) -> Double { Double(t.tv_sec) + Double(t.tv_usec) / 1e6 }
        return Run(seconds: seconds, cpuSeconds: time(usage.ru_utime) + time(usage.ru_stime), peakBytes: Double(usage.ru_maxrss) * 1024)
    }

    struct BenchmarkFailure: Error, CustomStringConvertible {
        let description: String
        init(_ message: String) { description = message }
    }
}
