import Foundation
import SharedElements
import Snapshotting

/// `Benchmarks snapshots`: a snapshot assertion of a 390x844-point screen at scale 2 on the
/// passing path (render the screen, read and decode its reference PNG, compare), and its parts.
enum SnapshotsBenchmarks {
    /// Why a benchmark could not run as meant.
    struct Failure: Error, CustomStringConvertible {
        let description: String
    }

    static let group = BenchmarkGroup(name: "snapshots") { context in
        let folder = FileManager.default.temporaryDirectory
            .appendingPathComponent("snapshots-benchmark-\(ProcessInfo.processInfo.processIdentifier)", isDirectory: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let references = folder.appendingPathComponent("refs", isDirectory: true)
        let artifacts = folder.appendingPathComponent("artifacts", isDirectory: true)
        let strategy = Snapshotting<ViewController, Bitmap>.image()
        @MainActor func assertScreen(_ mode: SnapshotRecordMode) -> String? {
            withSnapshotTesting(record: mode, artifacts: artifacts, snapshotDirectory: references) {
                verifySnapshot(of: BenchmarkScreen(), as: strategy, named: "screen", testName: "benchmark")
            }
        }
        _ = assertScreen(.missing)
        if let failure = assertScreen(.never) { throw Failure(description: failure) }
        let params: [String: Double] = ["width": 780, "height": 1688]
        var results: [BenchmarkResult] = []

        let actual = try strategy.snapshot(BenchmarkScreen())
        let render = try context.measure(runs: context.runs(30)) { _ = try strategy.snapshot(BenchmarkScreen()) }
        results.append(context.result(group: "snapshots", name: "render-screen", seconds: render, params: params))
        let url = references.appendingPathComponent("benchmark.screen.png")
        let decode = try context.measure(runs: context.runs(30)) { _ = try Image(contentsOf: url) }
        results.append(context.result(group: "snapshots", name: "read-decode-reference", seconds: decode, params: params))

        let verifyOnly = context.measure(runs: context.runs(30)) {
            _ = withSnapshotTesting(record: .never, artifacts: artifacts, snapshotDirectory: references) {
                verifySnapshot(of: actual, as: .image, named: "screen", testName: "benchmark")
            }
        }
        results.append(context.result(group: "snapshots", name: "verify-rendered-bitmap", seconds: verifyOnly, params: params))

        let passing = context.measure(runs: context.runs(30)) { _ = assertScreen(.never) }
        results.insert(context.result(group: "snapshots", name: "assert-screen-passing", seconds: passing,
                                      target: 30, params: params), at: 0)

        var changed = actual
        changed[100, 100] = PremultipliedColor(r: 255, g: 0, b: 0, a: 255)
        let a = actual.straightBytes, b = changed.straightBytes
        let diff = try context.measure(runs: context.runs(10)) {
            _ = try ImageDiff.compare(a, b, width: actual.width, height: actual.height, drawsDiff: true)
        }
        results.append(context.result(group: "snapshots", name: "perceptual-diff-one-pixel", seconds: diff, params: params))
        results += try lintResults(context)
        return results
    }
}

/// A detail screen of the demo's kind: a photo header, a bordered card, rounded tiles (no shadow:
/// the compositor's blur is measured by its own group).
@MainActor
private final class BenchmarkScreen: ViewController {
    override func viewDidLoad() {
        view.backgroundColor = Color(white: 0.96)
        let width = Window.defaultSize.width
        // A photo at the screen's scale, drawn pixel for pixel as a 2x asset would be.
        if let rings = try? ImageGenerator.rings(width: 780, height: 520) {
            let header = ImageView(image: Image(bitmap: rings, scale: 2))
            header.frame = CGRect(x: 0, y: 0, width: width, height: 260)
            view.addSubview(header)
        }
        let card = View(frame: CGRect(x: 24, y: 210, width: width - 48, height: 140))
        card.backgroundColor = .white
        card.layer.cornerRadius = 20
        card.layer.borderWidth = 1
        card.layer.borderColor = Color(white: 0.85)
        view.addSubview(card)
        let colors: [Color] = [.systemBlue, .systemOrange, Color(red8: 52, green8: 199, blue8: 89)]
        for row in 0..<3 {
            for (column, color) in colors.enumerated() {
                let tile = View(frame: CGRect(x: 20 + CGFloat(column) * 120, y: 380 + CGFloat(row) * 140, width: 110, height: 120))
                tile.backgroundColor = color
                tile.layer.cornerRadius = 14
                view.addSubview(tile)
            }
        }
    }
}
