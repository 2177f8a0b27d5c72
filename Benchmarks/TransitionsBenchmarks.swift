import Foundation
import SharedElements

/// `Benchmarks transitions`: planning a shared-element transition (matching and geometry, no
/// snapshots) with 1,000 tagged pairs among 10,000 views, and one frame of 1,000 flights.
enum TransitionsBenchmarks {
    static let group = BenchmarkGroup(name: "transitions") { context in
        let (window, back, fore) = scene(viewsPerSide: 5_000, pairs: 1_000)
        var plan = SharedElementPlan.make(fore: fore, back: back, direction: .forward, container: window)
        let planTimes = context.measure(runs: context.runs(50), warmup: 3) {
            plan = SharedElementPlan.make(fore: fore, back: back, direction: .forward, container: window)
        }
        var results = [context.result(
            group: "transitions", name: "plan-1000-pairs-10000-views", seconds: planTimes, unit: "ms", target: 2,
            params: ["views": 10_000, "pairs": Double(plan.pairs.count)])]

        let timeline = SharedElementTimeline(plan: plan)
        var frames: [SharedElementGeometry] = []
        var frame = 0
        var sink: CGFloat = 0
        let frameTimes = context.measure(runs: context.runs(300), warmup: 10) {
            frame += 1
            timeline.evaluate(at: timeline.duration * Double(frame % 120) / 120, into: &frames)
            sink += frames[frame % frames.count].transform.m41
        }
        if sink.isNaN { print("") }
        results.append(context.result(
            group: "transitions", name: "frame-1000-flights", seconds: frameTimes, unit: "us", target: 100,
            params: ["flights": Double(timeline.count)]))
        return results
    }

    /// Two screens of `viewsPerSide` views each in rows of cells, `pairs` of them tagged on both
    /// sides at different places and sizes, some rotated.
    @MainActor
    static func scene(viewsPerSide: Int, pairs: Int) -> (Window, View, View) {
        let window = Window()
        let back = View(frame: window.bounds)
        let fore = View(frame: window.bounds)
        window.addSubview(back)
        window.addSubview(fore)
        for (root, side) in [(back, 0), (fore, 1)] {
            let groups = 100
            let perGroup = viewsPerSide / groups - 1
            var tagged = 0
            for g in 0..<groups {
                let row = View(frame: CGRect(x: 0, y: CGFloat(g) * 8, width: 390, height: 8))
                root.addSubview(row)
                for c in 0..<perGroup {
                    let cell = View(frame: CGRect(x: CGFloat(c) * 7.5, y: 0, width: 7, height: 7))
                    if c % 5 == 0, tagged < pairs {
                        let index = side == 0 ? tagged : pairs - 1 - tagged
                        cell.transitionID = "e\(index)"
                        if tagged % 7 == 0 { cell.transform = AffineTransform(rotationAngle: 0.3) }
                        tagged += 1
                    }
                    row.addSubview(cell)
                }
            }
        }
        return (window, back, fore)
    }
}
