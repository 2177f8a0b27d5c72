import Foundation
import Testing
import SharedElements
import SharedElementsTestSupport

/// `View.animateKeyframes` as on iOS: one keyframe animation per property over the whole
/// duration, eased in and out as a whole unless a curve is given, the calculation mode shaping
/// the path, and the completion after the whole duration.
@MainActor
@Suite struct ViewKeyframeAnimationTests {
    let window = Window(size: CGSize(width: 100, height: 100), scale: 1)
    let view = View(frame: CGRect(x: 0, y: 0, width: 10, height: 10))

    init() { window.addSubview(view) }

    static let linear = View.KeyframeAnimationOptions(rawValue: View.AnimationOptions.curveLinear.rawValue)

    func opacity() -> Double { Double(view.layer.presentation()!.opacity) }

    @Test func withALinearCurveEachKeyframeMovesWithinItsOwnSpan() {
        var finished: [Bool] = []
        View.animateKeyframes(withDuration: 1, delay: 0, options: Self.linear, animations: {
            View.addKeyframe(withRelativeStartTime: 0, relativeDuration: 0.5) { view.alpha = 0.5 }
            View.addKeyframe(withRelativeStartTime: 0.5, relativeDuration: 0.25) {
                view.transform = AffineTransform(translationX: 40, y: 0)
            }
        }, completion: { finished.append($0) })
        let start = window.clock.now

        window.clock.advance(to: start + 0.25)
        #expect(isClose(opacity(), 0.75, abs: 1e-6), "half way through the first keyframe")
        #expect(isClose(presentedOffset(view), .zero), "the second keyframe has not started")
        window.clock.advance(to: start + 0.625)
        #expect(isClose(opacity(), 0.5, abs: 1e-6), "the first keyframe holds its end")
        #expect(isClose(presentedOffset(view), CGPoint(x: 20, y: 0), abs: 1e-6), "half way through the second")
        window.clock.advance(to: start + 0.9)
        #expect(isClose(presentedOffset(view), CGPoint(x: 40, y: 0), abs: 1e-6))
        #expect(finished.isEmpty, "UIKit calls the completion after the whole duration, not when the last keyframe ends")
        window.clock.advance(to: start + 1.01)
        #expect(finished == [true])
    }

    @Test func withoutACurveTheWholeAnimationEasesInAndOut() {
        View.animateKeyframes(withDuration: 1.2, delay: 0, options: [], animations: {
            View.addKeyframe(withRelativeStartTime: 0, relativeDuration: 1.0 / 3) {
                view.transform = AffineTransform(rotationAngle: .pi / 2)
            }
        })
        window.clock.advance(by: 0.2)
        // 1/6 of the way in time is easeInEaseOut(1/6) of the way through the keyframes: the
        // first third has turned 3 × 0.0557 of its quarter turn, about 0.26 rad (linear: π/4).
        let eased = TimingCurve.easeInEaseOut.value(at: 1.0 / 6)
        #expect(isClose(presentedAngle(view), .pi / 2 * 3 * eased, abs: 1e-6))
        #expect(isClose(presentedAngle(view), 0.26, abs: 0.01))
    }

    @Test(arguments: [
        (View.AnimationOptions.curveEaseIn, TimingCurve.easeIn), (.curveEaseOut, .easeOut), (.curveLinear, .linear),
        (.curveEaseInOut, .easeInEaseOut),
    ])
    func aCurvesRawValuePacesTheWholeAnimation(_ curve: View.AnimationOptions, _ expected: TimingCurve) {
        View.animateKeyframes(withDuration: 1, delay: 0, options: View.KeyframeAnimationOptions(rawValue: curve.rawValue), animations: {
            View.addKeyframe(withRelativeStartTime: 0, relativeDuration: 1) { view.alpha = 0 }
        })
        window.clock.advance(by: 0.3)
        #expect(isClose(opacity(), 1 - expected.value(at: 0.3), abs: 1e-6))
    }

    @Test func cubicModeFollowsTheCatmullRomSplineThroughTheKeyframes() {
        View.animateKeyframes(withDuration: 1, delay: 0, options: [.calculationModeCubic, Self.linear], animations: {
            View.addKeyframe(withRelativeStartTime: 0, relativeDuration: 0.5) { view.center.x = 105 }
            View.addKeyframe(withRelativeStartTime: 0.5, relativeDuration: 0.5) { view.center.x = 5 }
        })
        // Values 5, 105, 5 at key times 0, 0.5, 1; each segment is a Hermite curve whose
        // tangents are Catmull-Rom's, scaled to the key times (Kochanek–Bartels with 0, 0, 0).
        func hermite(_ u: Double, _ p0: Double, _ m0: Double, _ p1: Double, _ m1: Double) -> Double {
            let u2 = u * u, u3 = u2 * u
            return p0 * (2 * u3 - 3 * u2 + 1) + m0 * (u3 - 2 * u2 + u) + p1 * (-2 * u3 + 3 * u2) + m1 * (u3 - u2)
        }
        window.clock.advance(by: 0.25)
        // Segment 0 (5 → 105): end tangents (105 − 5)/0.5 · 0.5 = 100 and (5 − 5)/1 · 0.5 = 0.
        #expect(isClose(Double(view.layer.presentation()!.position.x), hermite(0.5, 5, 100, 105, 0), abs: 1e-6))
        window.clock.advance(by: 0.25)
        #expect(isClose(Double(view.layer.presentation()!.position.x), 105, abs: 1e-6))
        window.clock.advance(by: 0.1)
        #expect(isClose(Double(view.layer.presentation()!.position.x), hermite(0.2, 105, 0, 5, -100), abs: 1e-6))
    }

    @Test func cubicModeOvershootsWhereAValueHolds() {
        // The linear test's keyframes in cubic mode: the value held at 0 until 0.5 has a
        // non-zero tangent there, so the spline dips below 0 before the second keyframe.
        View.animateKeyframes(withDuration: 1, delay: 0, options: [.calculationModeCubic, Self.linear], animations: {
            View.addKeyframe(withRelativeStartTime: 0.5, relativeDuration: 0.25) {
                view.transform = AffineTransform(translationX: 40, y: 0)
            }
        })
        window.clock.advance(by: 0.4)
        #expect(presentedOffset(view).x < -0.5, "Catmull-Rom overshoot before the keyframe")
        window.clock.advance(by: 0.35)
        #expect(isClose(presentedOffset(view).x, 40, abs: 1e-6), "passes through the keyframe's value")
        window.clock.advance(by: 0.1)
        #expect(presentedOffset(view).x > 40.5, "and overshoots after it")
    }

    @Test func pacedModeMovesAtConstantSpeedIgnoringKeyframeTimes() {
        View.animateKeyframes(withDuration: 1, delay: 0, options: [.calculationModePaced, Self.linear], animations: {
            View.addKeyframe(withRelativeStartTime: 0, relativeDuration: 0.1) { view.center.x = 35 }   // 30 points
            View.addKeyframe(withRelativeStartTime: 0.8, relativeDuration: 0.2) { view.center.x = 5 }  // 30 back
        })
        // 60 points of path in 1 s: 60 points per second, whatever the keyframes' times say.
        for (t, x) in [(0.25, 20.0), (0.5, 35.0), (0.75, 20.0)] {
            window.clock.advance(to: t)
            #expect(isClose(Double(view.layer.presentation()!.position.x), x, abs: 1e-6), "at \(t) s")
        }
    }

    @Test func cubicPacedModeIgnoresKeyframeTimesAndTurnsSmoothly() {
        View.animateKeyframes(withDuration: 1, delay: 0, options: [.calculationModeCubicPaced, Self.linear], animations: {
            View.addKeyframe(withRelativeStartTime: 0, relativeDuration: 0.1) { view.center.x = 35 }
            View.addKeyframe(withRelativeStartTime: 0.8, relativeDuration: 0.2) { view.center.x = 5 }
        })
        func x(at t: Double) -> Double { Double(view.layer.renderProperties(at: t).position.x) }
        #expect(isClose(x(at: 0.5), 35, abs: 1e-6), "the turning point half way, as far as both legs")
        #expect(isClose(x(at: 0.5 - 1e-3), x(at: 0.5 + 1e-3), abs: 1e-6), "with no corner: the curve turns symmetrically")
        #expect(x(at: 0.4) < 35 && x(at: 0.4) > 20, "not the straight-line pace of the paced mode (29)")
    }

    @Test func discreteModeShowsEachValueWhenItsKeyframeEnds() {
        View.animateKeyframes(withDuration: 1, delay: 0, options: [.calculationModeDiscrete, Self.linear], animations: {
            View.addKeyframe(withRelativeStartTime: 0.2, relativeDuration: 0.2) { view.alpha = 0.5 }
            View.addKeyframe(withRelativeStartTime: 0.6, relativeDuration: 0.2) { view.alpha = 0 }
        })
        for (t, a) in [(0.3, 1.0), (0.45, 0.5), (0.7, 0.5), (0.85, 0.0)] {
            window.clock.advance(to: t)
            #expect(isClose(opacity(), a, abs: 1e-6), "at \(t) s")
        }
    }

    @Test func delayHoldsTheStartAndTheCompletionComesAfterDelayAndDuration() {
        var finished: [Bool] = []
        View.animateKeyframes(withDuration: 1, delay: 0.5, options: Self.linear, animations: {
            View.addKeyframe(withRelativeStartTime: 0.5, relativeDuration: 0.5) { view.alpha = 0 }
        }, completion: { finished.append($0) })
        window.clock.advance(to: 0.4)
        #expect(opacity() == 1)
        window.clock.advance(to: 1.25)
        #expect(isClose(opacity(), 0.5, abs: 1e-6))
        window.clock.advance(to: 1.45)
        #expect(finished.isEmpty)
        window.clock.advance(to: 1.55)
        #expect(finished == [true])
    }

    @Test func repeatAndAutoreverseRepeatTheWholeKeyframeAnimation() {
        var finished: [Bool] = []
        View.animateKeyframes(withDuration: 1, delay: 0, options: [.repeat, .autoreverse, Self.linear], animations: {
            View.addKeyframe(withRelativeStartTime: 0, relativeDuration: 1) { view.alpha = 0 }
        }, completion: { finished.append($0) })
        window.clock.advance(to: 1.25)
        #expect(isClose(opacity(), 0.25, abs: 1e-6), "on the way back")
        window.clock.advance(to: 2.25)
        #expect(isClose(opacity(), 0.75, abs: 1e-6), "forward again")
        #expect(finished.isEmpty)
        view.layer.removeAllAnimations()
        window.clock.advance(by: 0.01)
        #expect(finished == [false])
    }

    /// Out-of-range and NaN keyframe times: a start is clamped into 0...1, a duration into what
    /// is left after the start, NaN counts as 0.
    @Test(arguments: [
        (-0.5, 0.5, 0.0, 0.5), (0.5, 2.0, 0.5, 0.5), (1.5, 0.5, 1.0, 0.0), (Double.nan, 0.5, 0.0, 0.5),
        (0.25, Double.nan, 0.25, 0.0), (0.25, -1.0, 0.25, 0.0), (Double.infinity, 0.5, 0.0, 0.5),
    ])
    func badKeyframeTimesAreClamped(start: Double, length: Double, expectedStart: Double, expectedLength: Double) {
        var finished: [Bool] = []
        View.animateKeyframes(withDuration: 1, delay: 0, options: Self.linear, animations: {
            View.addKeyframe(withRelativeStartTime: start, relativeDuration: length) { view.alpha = 0 }
        }, completion: { finished.append($0) })
        #expect(view.alpha == 0, "the model changes at once")
        for t in stride(from: 0.05, through: 0.95, by: 0.1) {
            window.clock.advance(to: t)
            let expected: Double
            if t < expectedStart { expected = 1 }
            else if t >= expectedStart + expectedLength { expected = 0 }
            else { expected = 1 - (t - expectedStart) / expectedLength }
            #expect(isClose(opacity(), expected, abs: 1e-6), "at \(t) s")
        }
        window.clock.advance(to: 1.01)
        #expect(finished == [true])
        #expect(opacity() == 0)
    }

    @Test func aKeyframeOutsideAKeyframeAnimationAppliesAtOnce() {
        View.addKeyframe(withRelativeStartTime: 0, relativeDuration: 1) { view.alpha = 0.25 }
        #expect(view.layer.animationKeys().isEmpty)
        #expect(opacity() == 0.25)
    }
}
