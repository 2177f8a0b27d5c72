import Foundation
import SharedElements

/// `Benchmarks compositor`: the four canonical scenes at 390x844 points, scale 2.
enum CompositorBenchmarks {
    static let group = BenchmarkGroup(name: "compositor") { context in
        let scenes = ["rounded-cards", "photo-perspective", "card-flip-frame", "many-layers"]
        var results: [BenchmarkResult] = []
        let compositor = Compositor()
        for name in scenes {
            let url = context.folder.appendingPathComponent("Scenes/\(name).json")
            let scene = try LayerScene(contentsOf: url)
            let (w, h) = try Compositor.canvasPixelSize(size: scene.size, scale: scene.scale)
            let times = try context.measure(runs: context.runs(30)) {
                _ = try compositor.render(scene.root, size: scene.size, scale: scene.scale, background: scene.background)
            }
            results.append(context.result(
                group: "compositor", name: name, seconds: times, target: name == "card-flip-frame" ? 8 : nil,
                params: ["width": Double(w), "height": Double(h)]))
        }
        return results
    }
}
