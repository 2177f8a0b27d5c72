import Foundation
import Testing
import SharedElements
import SharedElementsTestSupport

@Suite struct TimingCurveTests {
    @Test func endPointsAreExact() {
        for c in [TimingCurve.linear, .default, .easeIn, .easeOut, .easeInEaseOut] {
            #expect(c.value(at: 0) == 0)
            #expect(c.value(at: 1) == 1)
        }
    }

    @Test func easeInEaseOutIsSymmetric() {
        let c = TimingCurve.easeInEaseOut
        for x in stride(from: 0.0, through: 1.0, by: 0.05) {
            #expect(isClose(c.value(at: x) + c.value(at: 1 - x), 1, abs: 2e-6))
        }
    }

    @Test func solvesXToOneMillionth() throws {
        var rng = SeededGenerator(seed: 11)
        for _ in 0..<200 {
            let x1 = Double.random(in: 0...1, using: &rng), x2 = Double.random(in: 0...1, using: &rng)
            let y1 = Double.random(in: -1...2, using: &rng), y2 = Double.random(in: -1...2, using: &rng)
            let curve = try TimingCurve(controlPoints: x1, y1, x2, y2)
            // Pick a parameter, compute its point, and check the solver finds the same y.
            let t = Double.random(in: 0.01...0.99, using: &rng)
            let x = 3 * (1 - t) * (1 - t) * t * x1 + 3 * (1 - t) * t * t * x2 + t * t * t
            let y = 3 * (1 - t) * (1 - t) * t * y1 + 3 * (1 - t) * t * t * y2 + t * t * t
            let got = curve.value(at: x)
            // The y error allowed is the y change over x ± 1e-6.
            let slope = abs(curve.value(at: min(x + 1e-6, 1)) - curve.value(at: max(x - 1e-6, 0))) / 2e-6
            #expect(abs(got - y) <= slope * 1e-6 + 1e-7, "curve (\(x1), \(y1), \(x2), \(y2)) at x \(x)")
        }
    }

    @Test func refusesOutOfRangeAndNonFiniteControlPoints() {
        let bad: [(Double, Double, Double, Double)] = [(-0.1, 0, 1, 1), (0, 0, 1.1, 1), (.nan, 0, 1, 1), (0, .infinity, 1, 1)]
        for (a, b, c, d) in bad {
            #expect(throws: AnimationError.self) { try TimingCurve(controlPoints: a, b, c, d) }
        }
        #expect(throws: AnimationError.self) { try TimingCurve.easeIn.checkedValue(at: .nan) }
    }

    @Test func namesCoverCSSCoreAnimationAndUIKit() {
        #expect(TimingCurve(named: "ease") == .default)
        #expect(TimingCurve(named: "curveEaseInOut") == .easeInEaseOut)
        #expect(TimingCurve(named: "easeOut") == .easeOut)
        #expect(TimingCurve(named: "bounce") == nil)
        #expect(AnimationCurve.easeInOut.timingCurve == .easeInEaseOut)
    }
}
