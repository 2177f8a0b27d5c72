import Foundation

// `swift run -c release Benchmarks [GROUP ...] [--quick]` prints one JSON document (format:
// version 1 of the benchmarks spec) on standard output; progress goes to standard error.
await BenchmarkMain.run(Array(CommandLine.arguments.dropFirst()))
