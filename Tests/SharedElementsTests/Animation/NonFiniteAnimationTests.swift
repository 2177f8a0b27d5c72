import Foundation
import Testing
import SharedElements
import SharedElementsTestSupport

/// Property tests: random NaN, infinities and huge values fed into curves, springs, timings,
/// simulations and layer animations give the documented result (the "Non-Finite Numbers" article of the documentation).
@Suite struct NonFiniteAnimationTests {
    static let curves: [TimingCurve] = [.linear, .default, .easeIn, .easeOut, .easeInEaseOut,
                                        try! TimingCurve(controlPoints: 0.3, -0.6, 0.2, 1.8)]

    @Test func curvesRefuseNonFiniteControlPointsAndEvaluateToAnEnd() {
        var rng = SeededGenerator(seed: 0x19_04_11)
        for _ in 0..<500 {
            var points = (0..<4).map { _ in Double.random(in: 0...1, using: &rng) }
            points[Int.random(in: 0..<4, using: &rng)] = HostileNumbers.nonFinite(&rng)
            #expect(throws: AnimationError.self) { try TimingCurve(controlPoints: points[0], points[1], points[2], points[3]) }
            let x = HostileNumbers.nonFinite(&rng)
            for c in Self.curves {
                #expect(c.value(at: x) == (x == .infinity ? 1 : 0))
                #expect(throws: AnimationError.self) { try c.checkedValue(at: x) }
            }
        }
    }

    @Test func springBuildersThrowForNonFiniteParameters() {
        var rng = SeededGenerator(seed: 0x19_04_12)
        for _ in 0..<300 {
            let bad = HostileNumbers.nonFinite(&rng)
            #expect(throws: AnimationError.self) { try Spring(mass: bad, stiffness: 100, damping: 10) }
            #expect(throws: AnimationError.self) { try Spring(mass: 1, stiffness: bad, damping: 10) }
            #expect(throws: AnimationError.self) { try Spring(mass: 1, stiffness: 100, damping: bad) }
            #expect(throws: AnimationError.self) { try Spring(response: bad, dampingRatio: 0.8) }
            #expect(throws: AnimationError.self) { try Spring(response: 0.4, dampingRatio: bad) }
            #expect(throws: AnimationError.self) { try Spring(duration: bad, bounce: 0.2) }
            #expect(throws: AnimationError.self) { try Spring(duration: 0.4, bounce: bad) }
            #expect(throws: AnimationError.self) { try Spring(uikitDuration: bad, dampingRatio: 0.7) }
            #expect(throws: AnimationError.self) { try Spring(uikitDuration: 0.5, dampingRatio: bad) }
            #expect(throws: AnimationError.self) { try Spring(uikitDuration: 0.5, dampingRatio: 0.7, initialVelocity: bad) }
            #expect(Spring.uikitInitialVelocity(viewVelocity: bad, distance: 100) == 0)
            #expect(Spring.uikitInitialVelocity(viewVelocity: 100, distance: bad) == 0)
        }
    }

    @Test func springStatesAreAlwaysFinite() throws {
        var rng = SeededGenerator(seed: 0x19_04_13)
        let springs = [Spring.default, try Spring(response: 0.5, dampingRatio: 0.3), try Spring(response: 0.2, dampingRatio: 1),
                       try Spring(mass: 1, stiffness: 50, damping: 40), try Spring(mass: 1, stiffness: 100, damping: 0)]
        for _ in 0..<1000 {
            let s = springs[Int.random(in: 0..<springs.count, using: &rng)]
            let t = HostileNumbers.any(&rng), v = HostileNumbers.any(&rng)
            let state = s.state(at: t, initialVelocity: v)
            #expect(state.position.isFinite && state.velocity.isFinite, "t \(t), v \(v)")
            #expect(s.value(at: t, initialVelocity: v).isFinite)
            if !t.isFinite || !v.isFinite {
                #expect(throws: AnimationError.self) { try s.checkedState(at: t, initialVelocity: v) }
            }
        }
        // The documented values.
        #expect(Spring.default.state(at: .infinity, initialVelocity: 3) == (1, 0))
        #expect(Spring.default.state(at: .nan, initialVelocity: 3) == (0, 3))
        #expect(Spring.default.state(at: -.infinity, initialVelocity: .infinity) == (0, 0))
        #expect(Spring.default.state(at: 0.2, initialVelocity: .infinity) == Spring.default.state(at: 0.2))
        #expect(try Spring.default.checkedState(at: 0.2) == Spring.default.state(at: 0.2))
    }

    @Test func timingProgressIsAlwaysFinite() throws {
        var rng = SeededGenerator(seed: 0x19_04_14)
        let timings: [AnimationTiming] = [.linear, .easeInEaseOut, .spring(.default), .spring(.default, initialVelocity: .infinity),
                                          .springDampingRatio(0.6, initialVelocity: .nan), .springDampingRatio(.nan),
                                          .settlingSpring(try Spring(response: 0.4, dampingRatio: 0.5))]
        for _ in 0..<1000 {
            let timing = timings[Int.random(in: 0..<timings.count, using: &rng)]
            let fraction = HostileNumbers.any(&rng), duration = HostileNumbers.any(&rng)
            let p = timing.progress(at: fraction, duration: duration)
            #expect(p.isFinite, "\(timing) at \(fraction) over \(duration)")
            if !fraction.isFinite { #expect(p == (fraction == .infinity ? 1 : 0)) }
        }
    }

    @Test func simulationsWithNonFiniteVelocitySnapToTheirTarget() {
        var rng = SeededGenerator(seed: 0x19_04_15)
        for _ in 0..<300 {
            var sim = SpringSimulation(spring: .default, value: CGPoint(x: 10, y: 20), target: CGPoint(x: 100, y: -40),
                                       velocity: HostileNumbers.nonFinitePoint(&rng))
            sim.advance(by: Double.random(in: 0.001...0.1, using: &rng))
            #expect(sim.value == CGPoint(x: 100, y: -40) && sim.velocity == .zero)
            // Bad steps do nothing.
            var still = SpringSimulation(spring: .default, value: 0.0, target: 1.0)
            still.advance(by: HostileNumbers.nonFinite(&rng))
            #expect(still.value == 0 && still.velocity == 0)
        }
    }

    @Test func layerAnimationsWithNonFiniteValuesAreRefused() {
        var rng = SeededGenerator(seed: 0x19_04_16)
        for _ in 0..<200 {
            let f = AnimationFixture()
            let bad = HostileNumbers.nonFinite(&rng)
            let badPoint = HostileNumbers.nonFinitePoint(&rng)
            let animations: [LayerAnimation] = [
                .basic(.opacity, from: bad, to: 1.0),
                .basic(.position, to: badPoint),
                .basic(.bounds, to: CGRect(x: 0, y: 0, width: bad, height: 4)),
                .basic(.transform, to: HostileNumbers.nonFiniteTransform(&rng)),
                .spring(.position, to: CGPoint(x: 5, y: 5), initialVelocity: bad),
                .keyframes(.opacity, values: [0.0, bad, 1.0]),
                .keyframes(.position, values: [CGPoint.zero, badPoint]),
                .keyframes(.opacity, values: [0.0, 0.5, 1.0], keyTimes: [0, bad, 1]),
                .keyframes(.transform, values: [Transform3D.identity, HostileNumbers.nonFiniteTransform(&rng)],
                           calculationMode: .cubicPaced),
            ]
            for a in animations {
                #expect(throws: AnimationError.self) { try f.layer.validate(a) }
                f.layer.add(a, forKey: "bad")
                #expect(f.layer.animationKeys().isEmpty)
            }
            #expect(throws: AnimationError.invalidSpring("the initial velocity \(bad) of the position animation is not finite")) {
                try f.layer.validate(.spring(.position, to: CGPoint(x: 5, y: 5), initialVelocity: bad, duration: 1))
            }
        }
    }

    @Test func badTimingNumbersNeverMakeAPresentationNonFinite() {
        var rng = SeededGenerator(seed: 0x19_04_17)
        for _ in 0..<300 {
            let f = AnimationFixture()
            var a = LayerAnimation.basic(.position, from: CGPoint(x: 0, y: 0), to: CGPoint(x: 100, y: 50),
                                         duration: HostileNumbers.any(&rng))
            a.beginTime = Bool.random(using: &rng) ? HostileNumbers.any(&rng) : 0
            a.speed = Float(HostileNumbers.any(&rng))
            a.timeOffset = Bool.random(using: &rng) ? HostileNumbers.any(&rng) : 0
            a.repeatCount = Float(HostileNumbers.any(&rng))
            a.timing = [.linear, .easeInEaseOut, .spring(.default)][Int.random(in: 0..<3, using: &rng)]
            f.layer.add(a, forKey: "move")
            f.layer.speed = Bool.random(using: &rng) ? Float(HostileNumbers.any(&rng)) : 1
            f.layer.timeOffset = Bool.random(using: &rng) ? HostileNumbers.any(&rng) : 0
            for _ in 0..<4 {
                f.clock.advance(by: Double.random(in: 0...0.5, using: &rng))
                let shown = f.shown.position
                #expect(shown.x.isFinite && shown.y.isFinite, "\(a.duration) \(a.speed) \(a.repeatCount)")
            }
        }
    }
}
