import Foundation
import Testing
import SharedElements
import SharedElementsTestSupport

/// `CAKeyframeAnimation`'s calculation modes on a layer: paced modes ignore key times and
/// per-segment curves; the cubic mode turns transforms along the spline of their angle.
@Suite struct KeyframeCalculationModeTests {
    @Test func pacedModeIgnoresKeyTimesAndCurves() {
        let f = AnimationFixture()
        // 10 points, then 30: a quarter of the time for the first leg, whatever the key times say.
        f.layer.add(.keyframes(.zPosition, values: [0.0, 10.0, 40.0], keyTimes: [0, 0.9, 1],
                               timingCurves: [.easeIn, .easeOut], calculationMode: .paced, duration: 1), forKey: "k")
        for (t, z) in [(0.125, 5.0), (0.25, 10.0), (0.5, 20.0), (0.75, 30.0)] {
            f.clock.advance(to: t)
            #expect(isClose(Double(f.shown.zPosition), z, abs: 1e-9), "at \(t) s")
        }
    }

    @Test func pacedModeWithValuesThatDoNotMoveHoldsThem() {
        let f = AnimationFixture()
        f.layer.add(.keyframes(.opacity, values: [0.5, 0.5], calculationMode: .paced, duration: 1), forKey: "k")
        f.clock.advance(by: 0.5)
        #expect(isClose(f.shown.opacity, 0.5))
    }

    @Test func cubicPacedModePassesEveryValueAtTimesInProportionToDistance() {
        let f = AnimationFixture()
        f.layer.add(.keyframes(.zPosition, values: [0.0, 10.0, 40.0], keyTimes: [0, 0.9, 1],
                               calculationMode: .cubicPaced, duration: 1), forKey: "k")
        f.clock.advance(to: 0.25)
        #expect(isClose(Double(f.shown.zPosition), 10, abs: 1e-9))
    }

    @Test func cubicTransformsFollowTheSplineOfTheirAngle() {
        let f = AnimationFixture()
        let angles = [0.0, 1.2, 0.4]
        f.layer.add(.keyframes(.transform, values: angles.map { Transform3D(rotationAngle: $0, x: 0, y: 1, z: 0) },
                               calculationMode: .cubic, duration: 1), forKey: "k")
        // The same curve on the angles as numbers: zPosition carries them.
        let g = AnimationFixture()
        g.layer.add(.keyframes(.zPosition, values: angles, calculationMode: .cubic, duration: 1), forKey: "k")
        for t in [0.1, 0.3, 0.5, 0.7, 0.9] {
            f.clock.advance(to: t)
            g.clock.advance(to: t)
            let angle = Double(g.shown.zPosition)
            #expect(isClose(f.shown.transform, Transform3D(rotationAngle: angle, x: 0, y: 1, z: 0), abs: 1e-9), "at \(t) s")
        }
        #expect(isClose(f.layer.renderProperties(at: 0.5).transform, Transform3D(rotationAngle: 1.2, x: 0, y: 1, z: 0),
                        abs: 1e-9), "through the middle value")
    }

    @Test func cubicTransformsBlendTranslationAndScaleComponentwise() {
        let f = AnimationFixture()
        let a = Transform3D.identity
        let b = Transform3D(translationX: 100, y: 0, z: 0)
        f.layer.add(.keyframes(.transform, values: [a, b, a], calculationMode: .cubic, duration: 2), forKey: "k")
        let g = AnimationFixture()
        g.layer.add(.keyframes(.zPosition, values: [0.0, 100.0, 0.0], calculationMode: .cubic, duration: 2), forKey: "k")
        for t in [0.3, 0.8, 1.4] {
            f.clock.advance(to: t)
            g.clock.advance(to: t)
            #expect(isClose(Double(f.shown.transform.m41), Double(g.shown.zPosition), abs: 1e-9), "at \(t) s")
        }
    }
}
