import Foundation
import Testing
import SharedElements
import SharedElementsTestSupport

@Suite struct SpringSimulationTests {
    @Test func followsTheClosedFormSpring() throws {
        let spring = try Spring(response: 0.5, dampingRatio: 0.6)
        var sim = SpringSimulation(spring: spring, value: 0.0, target: 1.0, velocity: 2.0)
        for _ in 0..<18 { sim.advance(by: 1.0 / 60) }
        let want = spring.state(at: 0.3, initialVelocity: 2)
        #expect(isClose(sim.value, want.position, abs: 1e-9))
        #expect(isClose(sim.velocity, want.velocity, abs: 1e-8))
    }

    @Test func manySmallStepsMatchOneBigStep() throws {
        for ratio in [0.3, 1.0, 2.5] {
            let spring = try Spring(response: 0.4, dampingRatio: ratio)
            var a = SpringSimulation(spring: spring, value: CGPoint(x: 10, y: -4), target: CGPoint(x: 200, y: 90),
                                     velocity: CGPoint(x: -300, y: 50))
            var b = a
            for _ in 0..<30 { a.advance(by: 0.01) }
            b.advance(by: 0.3)
            #expect(isClose(a.value, b.value, abs: 1e-8), "ζ = \(ratio)")
        }
    }

    @Test func retargetingKeepsValueAndVelocity() throws {
        var sim = SpringSimulation(spring: try Spring(response: 0.5, dampingRatio: 0.8), value: 0.0, target: 100.0)
        sim.advance(by: 0.1)
        let (value, velocity) = (sim.value, sim.velocity)
        sim.target = -50
        #expect(sim.value == value && sim.velocity == velocity)
        sim.advance(by: 1e-4)
        #expect(abs(sim.value - value) < 1)
    }

    @Test func settlesExactlyOnTheTarget() throws {
        var sim = SpringSimulation(spring: try Spring(response: 0.3, dampingRatio: 1), value: CGSize(width: 0, height: 0),
                                   target: CGSize(width: 40, height: 30))
        for _ in 0..<240 { sim.advance(by: 1.0 / 60) }
        #expect(sim.hasSettled)
        #expect(sim.value == CGSize(width: 40, height: 30))
    }

    @Test func badStepsDoNothing() throws {
        var sim = SpringSimulation(spring: .default, value: 0.0, target: 1.0)
        for dt in [0, -1, Double.nan, .infinity] { sim.advance(by: dt) }
        #expect(sim.value == 0 && sim.velocity == 0)
        sim.target = .nan
        sim.advance(by: 0.1)
        // Defined: a step that cannot be solved snaps to the (bad) target and stops, no trap.
        #expect(sim.value.isNaN && sim.velocity == 0)
    }
}
