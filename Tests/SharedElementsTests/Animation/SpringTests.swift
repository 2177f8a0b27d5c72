import Foundation
import Testing
import SharedElements
import SharedElementsTestSupport

@Suite struct SpringTests {
    @Test func uikitSpringMatchesTheDocumentedExample() throws {
        let s = try Spring(uikitDuration: 3, dampingRatio: 0.25)
        #expect(isClose(s.stiffness, 54.83363359078326, rel: 1e-6))
        #expect(isClose(s.damping, 3.702486785620688, rel: 1e-6))
        #expect(s.mass == 1)
    }

    @MainActor @Test func aFastInitialVelocityStillGetsASpringThatSettlesInTheDuration() throws {
        // Here UIKit's residual never reaches 0.001 (it turns negative under v0 / ζ); its
        // magnitude does, so the spring still arrives within the duration instead of failing.
        for (duration, z, v0) in [(5.0, 0.5, 0.8), (0.5, 0.5, 8), (2, 1, 10), (1, 0.2, -6)] {
            let s = try Spring(uikitDuration: duration, dampingRatio: z, initialVelocity: v0)
            #expect(s.stiffness.isFinite && s.stiffness > 0)
            // Settled at the end, and moving: half way it is well away from where it started.
            #expect(abs(s.value(at: duration, initialVelocity: v0) - 1) < 0.01, "\(duration) s, ζ \(z), v0 \(v0)")
            #expect(abs(s.value(at: duration / 2, initialVelocity: v0)) > 0.2)
        }
        // Where UIKit's root exists the magnitude's largest root is the same one: the motion
        // vectors (MotionVectorTests) check those springs to 1e-6.
        // From rest a damping ratio far under 0.001 has no spring: the timing moves linearly.
        #expect(throws: AnimationError.self) { try Spring(uikitDuration: 1, dampingRatio: 0.0001) }
        let layer = Layer()
        let clock = AnimationClock()
        layer.animationClock = clock
        layer.add(.basic(.opacity, from: 0.0, to: 1.0, duration: 1, timing: .springDampingRatio(0.0001)), forKey: "fade")
        clock.advance(by: 0.25)
        #expect(isClose(Double(layer.presentation()?.opacity ?? -1), 0.25, abs: 1e-6))
    }

    @Test func aSpeededSpringPlaysTheSameMotionFaster() throws {
        let spring = try Spring(response: 0.5, dampingRatio: 0.6)
        let fast = spring.speeded(by: 2.5)
        for t in stride(from: 0.0, through: 1.0, by: 0.05) {
            #expect(isClose(fast.value(at: t), spring.value(at: 2.5 * t), abs: 1e-9))
        }
        #expect(isClose(fast.settlingDuration(), spring.settlingDuration() / 2.5, abs: 1e-3))
        for bad in [0, -1, CGFloat.nan, .infinity] as [CGFloat] { #expect(spring.speeded(by: bad) == spring) }
    }

    @Test func motionIsContinuousAcrossCriticalDamping() throws {
        // ζ = 1 - 1e-9, 1, 1 + 1e-9 must agree closely at every time.
        let k = 100.0
        let critical = 2 * k.squareRoot()
        let springs = try [critical * (1 - 1e-9), critical, critical * (1 + 1e-9)].map {
            try Spring(mass: 1, stiffness: k, damping: $0)
        }
        for t in stride(from: 0.0, through: 2.0, by: 0.05) {
            let states = springs.map { $0.state(at: t, initialVelocity: 3) }
            #expect(isClose(states[0].position, states[1].position, abs: 1e-7))
            #expect(isClose(states[2].position, states[1].position, abs: 1e-7))
            #expect(isClose(states[0].velocity, states[1].velocity, abs: 1e-6))
            #expect(isClose(states[2].velocity, states[1].velocity, abs: 1e-6))
        }
    }

    @Test func velocityIsTheDerivativeOfPosition() throws {
        for damping in [0.0, 4, 20, 60] {
            let s = try Spring(mass: 1, stiffness: 100, damping: damping)
            for t in [0.1, 0.5, 1.3] {
                let numeric = rate(at: t, h: 1e-5) { s.value(at: $0, initialVelocity: -2) }
                #expect(isClose(s.state(at: t, initialVelocity: -2).velocity, numeric, abs: 1e-5))
            }
        }
    }

    @Test func overdampedSpringsStayFiniteLongAfter() throws {
        let s = try Spring(mass: 1, stiffness: 1, damping: 1e6)
        let far = s.state(at: 1e6)
        #expect(far.position.isFinite && far.velocity.isFinite)
    }

    @Test func undampedSpringNeverSettles() throws {
        #expect(try Spring(mass: 1, stiffness: 100, damping: 0).settlingDuration() == .infinity)
    }

    @Test func settlingDurationIsTheLastExitFromTheBand() throws {
        let s = try Spring(response: 0.5, dampingRatio: 0.6)
        let t = s.settlingDuration()
        #expect(abs(s.value(at: t - 1e-3) - 1) >= 0.001 || abs(s.value(at: t - 1e-2) - 1) >= 0.001)
        for u in stride(from: t + 1e-6, through: t + 3, by: 0.001) {
            #expect(abs(s.value(at: u) - 1) < 0.001)
        }
    }

    @Test func badParametersAreRefused() {
        #expect(throws: AnimationError.self) { try Spring(mass: -1, stiffness: 100, damping: 10) }
        #expect(throws: AnimationError.self) { try Spring(mass: 1, stiffness: 0, damping: 10) }
        #expect(throws: AnimationError.self) { try Spring(mass: 1, stiffness: 100, damping: -1) }
        #expect(throws: AnimationError.self) { try Spring(response: 0, dampingRatio: 1) }
        #expect(throws: AnimationError.self) { try Spring(duration: 0.5, bounce: 1.5) }
        #expect(throws: AnimationError.self) { try Spring(uikitDuration: 0, dampingRatio: 0.5) }
        #expect(throws: AnimationError.self) { try Spring(uikitDuration: 1, dampingRatio: 0) }
        #expect(throws: AnimationError.self) { try Spring(uikitDuration: .nan, dampingRatio: 0.5) }
    }
}
