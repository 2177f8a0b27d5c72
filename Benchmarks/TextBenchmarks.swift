import Foundation
import SharedElements

/// `Benchmarks text`: a 200-word paragraph in DejaVu Sans 17 pt, wrapped to 358 points and drawn
/// at scale 3 with a warm glyph cache — laid out anew and rendered every run.
enum TextBenchmarks {
    /// 200 words of ordinary prose.
    static let paragraph = Array(
        repeating: "The quick brown fox jumps over the lazy dog while a curious cat watches from the warm windowsill, waiting for supper.",
        count: 10
    ).joined(separator: " ")

    static let group = BenchmarkGroup(name: "text") { context in
        let font = try Font.systemFont(ofSize: 17)
        let width: CGFloat = 358
        let height = TextLayout(text: paragraph, font: font, width: width, numberOfLines: 0).size.height.rounded(.up)
        let layer = Layer()
        layer.bounds = CGRect(x: 0, y: 0, width: width, height: height)
        let compositor = Compositor()
        let (w, h) = try Compositor.canvasPixelSize(size: layer.bounds.size, scale: 3)
        var results: [BenchmarkResult] = []

        // Layout and drawing: the layout is made in the timed run, the canvas allocated in it too.
        let times = try context.measure(runs: context.runs(50), warmup: 3) {
            layer.textContent = TextContent(text: paragraph, font: font, numberOfLines: 0,
                                            lineBreakMode: .byWordWrapping, bounds: layer.bounds.size)
            _ = try compositor.renderContent(of: layer, scale: 3)
        }
        results.append(context.result(
            group: "text", name: "paragraph-200-words", seconds: times, target: 2,
            params: ["words": 200, "points": 17, "scale": 3, "width": Double(w), "height": Double(h)]))

        // The parts: layout alone, and an empty canvas of the same size (the floor of any render).
        let layoutTimes = context.measure(runs: context.runs(100), warmup: 3) {
            _ = TextLayout(text: paragraph, font: font, width: width, numberOfLines: 0, lineBreakMode: .byWordWrapping)
        }
        results.append(context.result(group: "text", name: "layout-200-words", seconds: layoutTimes, unit: "us",
                                      params: ["words": 200, "points": 17]))
        let blank = Layer()
        blank.bounds = layer.bounds
        let canvasTimes = try context.measure(runs: context.runs(50), warmup: 3) {
            _ = try compositor.renderContent(of: blank, scale: 3)
        }
        results.append(context.result(group: "text", name: "empty-canvas", seconds: canvasTimes,
                                      params: ["width": Double(w), "height": Double(h)]))
        return results
    }
}
