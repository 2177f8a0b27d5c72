import Foundation
import SharedElements

/// `--jobs N`: how many threads the demo's commands that render draw each frame on (the
/// compositor's bands; see ``Compositor/jobs``). All cores by default; the frames come out the
/// same bytes whatever the number.
enum DemoJobs {
    static let option = "--jobs"

    /// The `--jobs` value: a whole number from 1, or every active core when not given.
    static func parse(_ parsed: DemoArguments) throws -> Int {
        guard let s = parsed.value(option) else { return ProcessInfo.processInfo.activeProcessorCount }
        guard let n = Int(s), n >= 1 else { throw DemoError.input("--jobs: expected a whole number of threads from 1, got \(s)") }
        // Past a few bands per core, more only adds walks of the tree.
        return min(n, 256)
    }
}
