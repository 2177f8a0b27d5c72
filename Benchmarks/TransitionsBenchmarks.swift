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

        // One frame of a running transition: the driver puts 1,000 flyers' layers where their
        // curves say (and checks each destination for a move), as the window's clock steps.
        let (runWindow, transition) = runningTransition(pairs: 1_000)
        let flights = transition.activeFlights.count
        if flights != 1_000 || transition.lastPlan?.pairs.count != 1_000 {
            print("frame-1000-flights: the scene flies \(flights) flights, not 1000; plan: \(String(describing: transition.lastPlan?.pairs.count)), running: \(transition.isRunning), skipped: \(transition.lastPlan?.skipped.count ?? -1) unmatched: \(transition.lastPlan?.unmatched.count ?? -1)")
        }
        let frameTimes = context.measure(runs: context.runs(300), warmup: 10) {
            runWindow.clock.advance(by: 1.0 / 60)
        }
        results.append(context.result(
            group: "transitions", name: "frame-1000-flights", seconds: frameTimes, unit: "us", target: 100,
            params: ["flights": Double(flights), "pairs": Double(transition.lastPlan?.pairs.count ?? 0)]))
        return results
    }

    /// A shared-element presentation of `pairs` tagged pairs (the scene of ``scene(viewsPerSide:pairs:)``
    /// with 5,000 views a side) under way, long enough to be stepped through for a benchmark.
    @MainActor
    static func runningTransition(pairs: Int) -> (Window, SharedElementTransition) {
        let (_, backRoot, foreRoot) = scene(viewsPerSide: 5_000, pairs: pairs)
        let window = Window()
        let back = ViewController(), fore = ViewController()
        window.rootViewController = back
        for (controller, root) in [(back, backRoot), (fore, foreRoot)] {
            for row in root.subviews { controller.view.addSubview(row) }
        }
        var options = SharedElementOptions()
        options.duration = .fixed(1_000)
        let transition = SharedElementTransition(options: options)
        fore.transitionController.transition = transition
        back.present(fore, animated: true)
        window.clock.advance(by: 1.0 / 60)
        return (window, transition)
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
