import Foundation

/// Peak memory of films: the demo binary renders a film of 8-megapixel frames, and (without
/// `--quick`) the whole showcase, each in a child process whose peak resident set is read from
/// the kernel when it exits. Films stream to their files, so the peak does not grow with the
/// film's length. Needs the release demo (`swift build -c release --product Demo`); without it
/// the group says so and measures nothing.
enum FilmsBenchmarks {
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
        let filmPeak = try peakResidentBytes(demo, ["prototype", film, "-o", scratch.appendingPathComponent("film.png").path, "--no-lint"])
        results.append(result(name: "film-8mp-peak-rss", bytes: filmPeak, target: 500e6,
                              params: ["frames": 92, "width": 2048, "height": 4096]))
        if !context.quick {
            let demoPeak = try peakResidentBytes(demo, ["--out", scratch.appendingPathComponent("showcase").path])
            results.append(result(name: "demo-peak-rss", bytes: demoPeak, target: 500e6, params: ["frames": 1548, "width": 780, "height": 1688]))
        }
        return results
    }

    static func result(name: String, bytes: Double, target: Double, params: [String: Double]) -> BenchmarkResult {
        BenchmarkResult(group: "films", name: name, unit: "bytes", median: bytes, min: bytes, max: bytes, runs: 1, target: target,
                        better: "lower", params: params)
    }

    /// Runs `executable` with `arguments` (its output discarded) and returns its peak resident
    /// set in bytes.
    static func peakResidentBytes(_ executable: URL, _ arguments: [String]) throws -> Double {
        var actions: posix_spawn_file_actions_t = posix_spawn_file_actions_t()
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }
        posix_spawn_file_actions_addopen(&actions, 1, "/dev/null", O_WRONLY, 0)
        posix_spawn_file_actions_addopen(&actions, 2, "/dev/null", O_WRONLY, 0)
        let argv = ([executable.path] + arguments).map { strdup($0) } + [nil]
        defer { argv.forEach { free($0) } }
        var pid: pid_t = 0
        let spawned = posix_spawn(&pid, executable.path, &actions, nil, argv, environ)
        guard spawned == 0 else { throw BenchmarkFailure("cannot start \(executable.path): \(String(cString: strerror(spawned)))") }
        var status: Int32 = 0
        var usage = rusage()
        while wait4(pid, &status, 0, &usage) < 0 {
            guard errno == EINTR else { throw BenchmarkFailure("lost \(executable.lastPathComponent): \(String(cString: strerror(errno)))") }
        }
        guard status == 0 else {
            throw BenchmarkFailure("\(executable.lastPathComponent) \(arguments.joined(separator: " ")) failed (status \(status))")
        }
        return Double(usage.ru_maxrss) * 1024
    }

    struct BenchmarkFailure: Error, CustomStringConvertible {
        let description: String
        init(_ message: String) { description = message }
    }
}
