import Foundation

/// One measured figure in the output document.
struct BenchmarkResult: Encodable {
    var group: String
    var name: String
    var unit: String
    var median: Double
    var min: Double
    var max: Double
    var runs: Int
    var target: Double?
    var better: String
    var params: [String: Double] = [:]
}

/// A named group of benchmarks, one per landed issue.
struct BenchmarkGroup: Sendable {
    let name: String
    let run: @MainActor @Sendable (BenchmarkContext) throws -> [BenchmarkResult]

    /// Every group, in output order.
    @MainActor static let all: [BenchmarkGroup] = [
        CompositorBenchmarks.group, ImagesBenchmarks.group, AnimationBenchmarks.group, TransitionsBenchmarks.group,
        SnapshotsBenchmarks.group, TextBenchmarks.group, FilmsBenchmarks.group,
    ]
}

/// What a group needs to run: repetition counts and where the package's files are.
struct BenchmarkContext {
    let quick: Bool
    /// The `Benchmarks/` folder of the package.
    let folder: URL

    /// How many timed runs to make (fewer with `--quick`).
    func runs(_ full: Int) -> Int { quick ? max(3, full / 10) : full }

    /// Times `body` `runs` times after `warmup` untimed calls; returns seconds per call, sorted.
    func measure(runs: Int, warmup: Int = 1, _ body: () throws -> Void) rethrows -> [Double] {
        for _ in 0..<warmup { try body() }
        var times: [Double] = []
        times.reserveCapacity(runs)
        for _ in 0..<runs {
            let t0 = DispatchTime.now().uptimeNanoseconds
            try body()
            let t1 = DispatchTime.now().uptimeNanoseconds
            times.append(Double(t1 - t0) / 1e9)
        }
        return times.sorted()
    }

    /// A result from sorted times in seconds, expressed in `unit` (`ms` or `us`).
    func result(
        group: String, name: String, seconds: [Double], unit: String = "ms", target: Double? = nil,
        params: [String: Double] = [:]
    ) -> BenchmarkResult {
        let f = unit == "us" ? 1e6 : 1e3
        let s = seconds.sorted()
        let median = s.isEmpty ? 0 : (s.count % 2 == 1 ? s[s.count / 2] : (s[s.count / 2 - 1] + s[s.count / 2]) / 2)
        return BenchmarkResult(
            group: group, name: name, unit: unit, median: median * f, min: (s.first ?? 0) * f,
            max: (s.last ?? 0) * f, runs: s.count, target: target, better: "lower", params: params)
    }
}

enum BenchmarkMain {
    @MainActor
    static func run(_ arguments: [String]) async {
        let quick = arguments.contains("--quick")
        let names = arguments.filter { !$0.hasPrefix("-") }
        let known = BenchmarkGroup.all.map(\.name)
        for n in names where !known.contains(n) {
            FileHandle.standardError.write(Data("Benchmarks: unknown group '\(n)'; known groups: \(known.joined(separator: ", "))\n".utf8))
            exit(2)
        }
        let selected = names.isEmpty ? BenchmarkGroup.all : BenchmarkGroup.all.filter { names.contains($0.name) }
        let folder = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        let context = BenchmarkContext(quick: quick, folder: folder)
        var results: [BenchmarkResult] = []
        for group in selected {
            log("== \(group.name)")
            do {
                let r = try group.run(context)
                for x in r {
                    let target = x.target.map { String(format: "  (target %@ %.3g)", x.better == "lower" ? "<=" : ">=", $0) } ?? ""
                    log(String(format: "  %-28@ median %10.3f %@%@", x.name as NSString, x.median, x.unit, target))
                }
                results += r
            } catch {
                log("  \(group.name) failed: \(error)")
                exit(1)
            }
        }
        struct Machine: Encodable { let cores: Int; let os: String }
        struct Document: Encodable { let version = 1; let build: String; let machine: Machine; let results: [BenchmarkResult] }
        #if DEBUG
        let build = "debug"
        #else
        let build = "release"
        #endif
        let doc = Document(build: build, machine: Machine(cores: ProcessInfo.processInfo.activeProcessorCount, os: "Linux"), results: results)
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys]
        if let data = try? encoder.encode(doc) {
            FileHandle.standardOutput.write(data)
            FileHandle.standardOutput.write(Data("\n".utf8))
        }
    }

    static func log(_ s: String) { FileHandle.standardError.write(Data((s + "\n").utf8)) }
}
