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
            group: "transitions", name: "plan-1000-pairs-10000-views", seconds: planTimes, unit: "ms", target: 0.5,
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
        // A 390x844@2x frame mid-way through 20 flights: plain flyers (a classic cross-fade of two
        // snapshots, source over, no styles), then flyers with shadows, borders, rounded corners
        // and plus-lighter cross-fades in isolated groups; the
        // styled frame's target is 1.5x the plain one's, measured in the same run.
        let plainWindow = styledFlights(count: 20, styled: false)
        let plainTimes = context.measure(runs: context.runs(20), warmup: 2) { _ = try? plainWindow.render() }
        let plain = context.result(group: "transitions", name: "frame-20-plain-flyers-390x844@2x", seconds: plainTimes,
                                   params: ["flyers": 20])
        results.append(plain)
        let styledWindow = styledFlights(count: 20, styled: true)
        let styledTimes = context.measure(runs: context.runs(20), warmup: 2) { _ = try? styledWindow.render() }
        results.append(context.result(
            group: "transitions", name: "frame-20-styled-flyers-390x844@2x", seconds: styledTimes, target: 1.5 * plain.median,
            params: ["flyers": 20, "plainMedianMs": plain.median, "ratioToPlain": styledTimes.isEmpty || plain.median == 0
                        ? 0 : context.result(group: "", name: "", seconds: styledTimes).median / plain.median]))
        return results
    }

    /// A window half way through a shared-element presentation of `count` cards, in a 390x844
    /// window at 2x: with `styled`, each card has a shadow, a border and rounded corners and its
    /// flyer cross-fades two snapshots with plus-lighter; without, plain cards cross-fade their
    /// two snapshots source over (the destination fading in over the source).
    @MainActor
    static func styledFlights(count: Int, styled: Bool) -> Window {
        let window = Window(size: CGSize(width: 390, height: 844), scale: 2)
        let back = ViewController(), fore = ViewController()
        back.view.backgroundColor = Color(white: 0.95)
        fore.view.backgroundColor = .white
        window.rootViewController = back
        for i in 0..<count {
            let small = View(frame: CGRect(x: 16 + CGFloat(i % 4) * 92, y: 80 + CGFloat(i / 4) * 140, width: 80, height: 120))
            let large = View(frame: CGRect(x: 12 + CGFloat(i % 2) * 186, y: 60 + CGFloat(i / 2) * 76, width: 180, height: 70))
            for (view, parent, hue) in [(small, back.view!, 0.2), (large, fore.view!, 0.6)] {
                view.backgroundColor = Color(red: hue, green: 0.4 + 0.02 * CGFloat(i), blue: 1 - hue)
                view.transitionID = "card\(i)"
                let label = View(frame: CGRect(x: 8, y: 8, width: 40, height: 12))
                label.backgroundColor = .white
                view.addSubview(label)
                if styled {
                    view.layer.cornerRadius = 14
                    view.layer.borderWidth = 2
                    view.layer.borderColor = Color(white: 0, alpha: 0.2)
                    view.layer.shadowOpacity = 0.25
                    view.layer.shadowRadius = 10
                    view.layer.shadowOffset = CGSize(width: 0, height: 4)
                }
                parent.addSubview(view)
            }
        }
        var options = SharedElementOptions()
        options.duration = .fixed(1)
        options.timing = .linear
        options.content = .stretch
        options.crossFade = styled ? .both : .fadeInDestination
        fore.transitionController.transition = SharedElementTransition(options: options)
        back.present(fore, animated: true)
        window.clock.advance(by: 0.5)
        return window
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
