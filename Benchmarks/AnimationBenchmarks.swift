import Foundation
import SharedElements

/// `Benchmarks animation`: evaluating 1,000 running layer animations for one frame, as the
/// compositor's evaluation pass over a tree does (the pass that runs before the bands draw):
/// every layer's `renderProperties(at:into:)` into one reused value, through the same walk
/// over an array of layers (`Layer.evaluate(_:at:into:_:)`), which counts no references per
/// layer. Every field is evaluated, not only the one the loop reads.
enum AnimationBenchmarks {
    /// The animations of the benchmark: a transition's mix, then each kind alone, then two
    /// animations per layer (500 layers), then no animations (the cost of copying values).
    enum Mix: String, CaseIterable {
        case mixed, curve, linear, spring, transform, stacked, none
    }

    static let group = BenchmarkGroup(name: "animation") { context in
        var results: [BenchmarkResult] = []
        for mix in Mix.allCases {
            let (clock, layers) = try scene(mix, count: mix == .stacked ? 500 : 1_000)
            // Frames at 120 Hz, cycling through the first second so every animation is running.
            let start = clock.now
            var frame = 0
            var sink = 0.0
            var props = LayerProperties()
            let times = context.measure(runs: context.runs(mix == .mixed ? 300 : 100), warmup: 5) {
                frame += 1
                let time = start + Double(frame % 120) / 120
                Layer.evaluate(layers, at: time, into: &props) { _, p in sink += Double(p.position.x) }
            }
            if sink.isNaN { print("") }
            let name = mix == .mixed ? "evaluate-1000-animations" : "evaluate-1000-\(mix.rawValue)"
            results.append(context.result(
                group: "animation", name: name, seconds: times, unit: "us", target: mix == .mixed ? 30 : nil,
                params: ["animations": mix == .none ? 0 : 1_000]))
        }
        return results
    }

    /// 1,000 layers under one root, each with one running animation of the mix.
    static func scene(_ mix: Mix, count: Int) throws -> (AnimationClock, [Layer]) {
        let clock = AnimationClock()
        let root = Layer()
        root.animationClock = clock
        let spring = try Spring(response: 0.5, dampingRatio: 0.7)
        var layers: [Layer] = []
        for i in 0..<count {
            let l = Layer()
            l.bounds = CGRect(x: 0, y: 0, width: 40, height: 40)
            root.addSublayer(l)
            layers.append(l)
            let kind: Mix = mix == .mixed ? [.curve, .curve, .linear, .spring, .transform][i % 5] : mix
            switch kind {
            case .curve:
                l.add(.basic(.position, from: CGPoint(x: 0, y: Double(i)), to: CGPoint(x: 300, y: Double(i)),
                             duration: 4, timing: .easeInEaseOut), forKey: "move")
            case .linear:
                l.add(.basic(.opacity, from: 0.0, to: 1.0, duration: 4, timing: .linear), forKey: "fade")
            case .spring:
                l.add(.spring(.bounds, to: CGRect(x: 0, y: 0, width: 120, height: 80), spring: spring, duration: 4), forKey: "grow")
            case .transform:
                l.add(.basic(.transform, from: Transform3D.identity,
                             to: Transform3D(rotationAngle: .pi * 0.9, x: 0, y: 1, z: 0), duration: 4,
                             timing: .default), forKey: "turn")
            case .stacked:
                l.add(.basic(.position, from: CGPoint(x: 0, y: Double(i)), to: CGPoint(x: 300, y: Double(i)),
                             duration: 4, timing: .easeInEaseOut), forKey: "move")
                l.add(.basic(.opacity, from: 0.0, to: 1.0, duration: 4, timing: .linear), forKey: "fade")
            case .mixed, .none:
                break
            }
        }
        clock.advance(by: 0.5)
        return (clock, layers)
    }
}
