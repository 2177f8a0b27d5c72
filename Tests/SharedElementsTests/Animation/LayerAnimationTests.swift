import Foundation
import Testing
import SharedElements
import SharedElementsTestSupport

/// A layer on its own clock, in a root layer.
struct AnimationFixture {
    let clock: AnimationClock
    let root = Layer()
    let layer = Layer()

    init(startTime: TimeInterval = 0) {
        clock = AnimationClock(startTime: startTime)
        root.animationClock = clock
        root.bounds = CGRect(x: 0, y: 0, width: 400, height: 400)
        layer.bounds = CGRect(x: 0, y: 0, width: 100, height: 100)
        root.addSublayer(layer)
    }

    var shown: LayerProperties { layer.presentation()! }
}

@Suite struct LayerAnimationTests {
    @Test func basicAnimationShowsTheCurveValueAndLeavesTheModel() {
        let f = AnimationFixture()
        f.layer.add(.basic(.position, from: CGPoint(x: 0, y: 0), to: CGPoint(x: 100, y: 40), duration: 1, timing: .linear), forKey: "move")
        f.clock.advance(by: 0.25)
        #expect(isClose(f.shown.position, CGPoint(x: 25, y: 10)))
        #expect(f.layer.position == .zero)
        #expect(f.layer.renderProperties(at: 0.5).position == CGPoint(x: 50, y: 20))
    }

    @Test func zeroBeginTimeMeansTheCurrentTime() {
        let f = AnimationFixture(startTime: 5)
        f.layer.add(.basic(.opacity, from: 0.0, to: 1.0, duration: 1, timing: .linear), forKey: "fade")
        #expect(f.layer.animation(forKey: "fade")?.beginTime == 5)
        f.clock.advance(by: 0.5)
        #expect(isClose(f.shown.opacity, 0.5))
    }

    @Test func missingEndsComeFromTheLayer() {
        let f = AnimationFixture()
        f.layer.cornerRadius = 8
        f.layer.add(.basic(.cornerRadius, to: 20.0, duration: 1, timing: .linear), forKey: "r")
        f.clock.advance(by: 0.5)
        #expect(isClose(f.shown.cornerRadius, 14))
        f.layer.add(.basic(.borderWidth, by: 4.0, duration: 1, timing: .linear), forKey: "b")
        f.clock.advance(by: 0.5)
        #expect(isClose(f.shown.borderWidth, 2))
    }

    @Test func fillModesShowEndsOutsideTheActiveTime() {
        let f = AnimationFixture()
        var a = LayerAnimation.basic(.opacity, from: 0.2, to: 0.8, duration: 1, timing: .linear)
        a.beginTime = 1
        a.fillMode = .both
        a.isRemovedOnCompletion = false
        f.layer.add(a, forKey: "fade")
        #expect(isClose(f.shown.opacity, 0.2))
        f.clock.advance(by: 3)
        #expect(isClose(f.shown.opacity, 0.8))
        #expect(f.layer.animationKeys() == ["fade"])

        var plain = LayerAnimation.basic(.cornerRadius, from: 10.0, to: 20.0, duration: 1)
        plain.beginTime = 10
        f.layer.add(plain, forKey: "r")
        #expect(f.shown.cornerRadius == 0)
    }

    /// `CAAnimation.timingFunction`: `nil`, the default, paces linearly. Half way through a
    /// 0 → 1 fade shows 0.5, not the eased 0.80.
    @Test func aBasicAnimationWithoutTimingIsLinear() {
        let f = AnimationFixture()
        f.layer.add(.basic(.opacity, from: 0.0, to: 1.0, duration: 1), forKey: "fade")
        f.clock.advance(by: 0.5)
        #expect(isClose(f.shown.opacity, 0.5))
        #expect(LayerAnimation(property: .opacity, content: .basic(from: nil, to: nil, by: nil)).timing == .linear)

        let eased = AnimationFixture()
        eased.layer.add(.basic(.opacity, from: 0.0, to: 1.0, duration: 1, timing: .default), forKey: "fade")
        eased.clock.advance(by: 0.5)
        #expect(isClose(Double(eased.shown.opacity), TimingCurve.default.value(at: 0.5), abs: 1e-6))
        #expect(eased.shown.opacity > 0.79)
    }

    @Test func removedOnCompletionDropsTheAnimationAndReportsOnce() {
        let f = AnimationFixture()
        var calls: [Bool] = []
        var a = LayerAnimation.basic(.opacity, from: 0.0, to: 1.0, duration: 0.5)
        a.completion = { calls.append($0) }
        f.layer.add(a, forKey: "fade")
        f.clock.advance(frames: 60, fps: 60)
        #expect(calls == [true])
        #expect(f.layer.animationKeys().isEmpty)
        #expect(f.shown.opacity == 1)
    }

    @Test func repeatsAndAutoreverses() {
        let f = AnimationFixture()
        var a = LayerAnimation.basic(.zPosition, from: 0.0, to: 10.0, duration: 1, timing: .linear)
        a.repeatCount = 2
        a.autoreverses = true
        f.layer.add(a, forKey: "z")
        f.clock.advance(by: 0.25)
        #expect(isClose(f.shown.zPosition, 2.5))
        f.clock.advance(by: 1.0)
        #expect(isClose(f.shown.zPosition, 7.5))
        f.clock.advance(by: 1.0)
        #expect(isClose(f.shown.zPosition, 2.5))
        f.clock.advance(by: 2.0)
        #expect(f.layer.animationKeys().isEmpty)
    }

    @Test func additiveAnimationsAddToTheModel() {
        let f = AnimationFixture()
        f.layer.position = CGPoint(x: 100, y: 100)
        var a = LayerAnimation.basic(.position, from: CGPoint(x: -50, y: 0), to: CGPoint.zero, duration: 1, timing: .linear)
        a.isAdditive = true
        f.layer.add(a, forKey: "nudge")
        f.clock.advance(by: 0.5)
        #expect(isClose(f.shown.position, CGPoint(x: 75, y: 100)))
    }

    @Test func keyframesFollowKeyTimesAndSegmentCurves() {
        let f = AnimationFixture()
        f.layer.add(.keyframes(.opacity, values: [0.0, 1.0, 0.5], keyTimes: [0, 0.25, 1], duration: 1), forKey: "k")
        f.clock.advance(by: 0.125)
        #expect(isClose(f.shown.opacity, 0.5))
        f.clock.advance(by: 0.5)
        #expect(isClose(f.shown.opacity, 0.75))

        let g = AnimationFixture()
        g.layer.add(.keyframes(.cornerRadius, values: [0.0, 10.0], timingCurves: [.easeIn], duration: 1), forKey: "k")
        g.clock.advance(by: 0.5)
        #expect(isClose(Double(g.shown.cornerRadius), 10 * TimingCurve.easeIn.value(at: 0.5), abs: 1e-9))
    }

    @Test func cubicKeyframesPassThroughEveryValueSmoothly() {
        let f = AnimationFixture()
        f.layer.add(.keyframes(.zPosition, values: [0.0, 10.0, 0.0, 10.0], calculationMode: .cubic, duration: 3), forKey: "k")
        var samples: [Double] = []
        for _ in 0...30 {
            samples.append(Double(f.shown.zPosition))
            f.clock.advance(by: 0.1)
        }
        #expect(isClose(samples[10], 10, abs: 1e-9))
        #expect(isClose(samples[20], 0, abs: 1e-9))
        // The curve overshoots neither way by much and turns smoothly at the inner keys.
        #expect(samples.allSatisfy { $0 > -2 && $0 < 12 })
        #expect(samples[9] < samples[10] && samples[11] < samples[10])
    }

    @Test func discreteKeyframesHoldEachValue() {
        let f = AnimationFixture()
        f.layer.add(.keyframes(.borderWidth, values: [1.0, 2.0, 3.0], calculationMode: .discrete, duration: 1), forKey: "k")
        f.clock.advance(by: 0.3)
        #expect(f.shown.borderWidth == 1)
        f.clock.advance(by: 0.3)
        #expect(f.shown.borderWidth == 2)
    }

    @Test func transformsInterpolateByDecomposition() {
        let f = AnimationFixture()
        let turn = Transform3D(rotationAngle: .pi, x: 0, y: 0, z: 1)
        f.layer.add(.basic(.transform, from: Transform3D.identity, to: turn, duration: 1, timing: .linear), forKey: "spin")
        f.clock.advance(by: 0.5)
        // Halfway is a quarter turn, not the degenerate matrix average.
        #expect(isClose(f.shown.transform, Transform3D(rotationAngle: .pi / 2, x: 0, y: 0, z: 1), abs: 1e-12))
    }

    @Test func coloursInterpolatePremultiplied() {
        let f = AnimationFixture()
        f.layer.add(.basic(.backgroundColor, from: Color.clear, to: Color.red, duration: 1, timing: .linear), forKey: "c")
        f.clock.advance(by: 0.5)
        let c = f.shown.backgroundColor ?? .clear
        #expect(isClose(c, Color(red: 1, green: 0, blue: 0, alpha: 0.5)))
    }

    @Test func springAnimationFollowsTheSpring() throws {
        let f = AnimationFixture()
        let spring = try Spring(response: 0.5, dampingRatio: 0.5)
        f.layer.add(.spring(.position, from: CGPoint.zero, to: CGPoint(x: 100, y: 0), spring: spring), forKey: "s")
        f.clock.advance(by: 0.3)
        #expect(isClose(f.shown.position.x, 100 * spring.value(at: 0.3), abs: 1e-9))
        #expect(f.layer.animation(forKey: "s")?.duration == spring.settlingDuration())
    }

    @Test func replacingAKeyReportsTheOldAnimationUnfinished() {
        let f = AnimationFixture()
        var log: [String] = []
        var a = LayerAnimation.basic(.opacity, from: 0.0, to: 1.0, duration: 1)
        a.completion = { log.append("a \($0)") }
        var b = a
        b.completion = { log.append("b \($0)") }
        f.layer.add(a, forKey: "fade")
        f.layer.add(b, forKey: "fade")
        f.clock.advance(by: 2)
        #expect(log == ["a false", "b true"])
    }
}
