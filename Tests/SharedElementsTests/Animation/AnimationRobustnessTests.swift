import Foundation
import Testing
import SharedElements
import SharedElementsTestSupport

@Suite struct AnimationRobustnessTests {
    @Test func sameClockStepsGiveBitIdenticalPresentation() throws {
        func run() throws -> [LayerProperties] {
            let f = AnimationFixture()
            let spring = try Spring(response: 0.4, dampingRatio: 0.6)
            f.layer.add(.spring(.bounds, to: CGRect(x: 0, y: 0, width: 200, height: 50), spring: spring), forKey: "b")
            f.layer.add(.keyframes(.transform, values: [Transform3D.identity, Transform3D(rotationAngle: 2, x: 1, y: 1, z: 0),
                                                         Transform3D(scaleX: 0.5, y: 2, z: 1)], duration: 1), forKey: "t")
            var frames: [LayerProperties] = []
            for i in 0..<90 {
                if i == 30 {
                    Transaction.animate(duration: 0.5, timing: .springDampingRatio(0.5)) {
                        f.layer.position = CGPoint(x: 90, y: 12)
                        f.layer.backgroundColor = .systemBlue
                    }
                }
                f.clock.advance(frames: 1, fps: 120)
                frames.append(f.shown)
            }
            return frames
        }
        let a = try run(), b = try run()
        #expect(a == b)
        #expect(Set(a.map(\.position.x)).count > 10)
    }

    @Test func clockNeverGoesBackwards() {
        let clock = AnimationClock(startTime: 2)
        clock.advance(by: -1)
        clock.advance(by: .nan)
        clock.advance(by: -.infinity)
        clock.advance(to: 1)
        clock.advance(to: .nan)
        clock.advance(frames: 3, fps: 0)
        clock.advance(frames: -3, fps: 60)
        #expect(clock.now == 2)
        clock.advance(to: 3)
        #expect(clock.now == 3)
        #expect(AnimationClock(startTime: .nan).now == 0)
    }

    @Test func nonFiniteAndNegativeDurationsEndAsTheyBegin() {
        for d in [Double.nan, -1, 0, .infinity] {
            let f = AnimationFixture()
            var calls: [Bool] = []
            var a = LayerAnimation.basic(.opacity, from: 0.0, to: 0.5, duration: d)
            a.completion = { calls.append($0) }
            f.layer.add(a, forKey: "fade")
            #expect(f.shown.opacity == 1, "duration \(d)")
            f.clock.advance(by: 0.01)
            #expect(calls == [true], "duration \(d)")
        }
    }

    @Test func nonFiniteOrMismatchedValuesAreRefused() {
        let f = AnimationFixture()
        var calls: [Bool] = []
        var a = LayerAnimation.basic(.opacity, from: Double.nan, to: 1.0)
        a.completion = { calls.append($0) }
        f.layer.add(a, forKey: "bad")
        #expect(f.layer.animationKeys().isEmpty)
        f.clock.advance(by: 0.01)
        #expect(calls == [false])

        #expect(throws: AnimationError.self) { try f.layer.validate(.basic(.opacity, to: CGPoint.zero)) }
        #expect(throws: AnimationError.self) {
            try f.layer.validate(.keyframes(.opacity, values: [0.0, 1.0], keyTimes: [0, 0.5, 1]))
        }
        #expect(throws: AnimationError.self) {
            try f.layer.validate(.keyframes(.opacity, values: [0.0, 1.0], keyTimes: [0.6, 0.5]))
        }
        #expect(throws: AnimationError.self) { try f.layer.validate(.keyframes(.opacity, values: [Double]())) }
        #expect(throws: AnimationError.self) {
            var s = LayerAnimation.basic(.opacity, to: 1.0)
            s.timing = .springDampingRatio(-1)
            try f.layer.validate(s)
        }
    }

    @Test func nonFiniteModelValuesInATransactionJumpWithoutAnimating() {
        let f = AnimationFixture()
        Transaction.animate(duration: 1) { f.layer.position = CGPoint(x: CGFloat.nan, y: 0) }
        #expect(f.layer.animationKeys().isEmpty)
        Transaction.animate(duration: 1) { f.layer.position = CGPoint(x: 5, y: 0) }
        #expect(f.layer.animationKeys().isEmpty)
        #expect(f.shown.position.x == 5)
    }

    @Test func anAnimationRemovedInItsOwnCompletionIsReportedOnce() {
        let f = AnimationFixture()
        var calls = 0
        var a = LayerAnimation.basic(.opacity, from: 0.0, to: 1.0, duration: 0.2)
        a.isRemovedOnCompletion = false
        a.fillMode = .forwards
        a.completion = { _ in
            calls += 1
            f.layer.removeAnimation(forKey: "fade")
            f.layer.removeAllAnimations()
            f.layer.add(.basic(.cornerRadius, from: 0.0, to: 4.0, duration: 0.1), forKey: "next")
        }
        f.layer.add(a, forKey: "fade")
        f.clock.advance(frames: 30)
        #expect(calls == 1)
        #expect(f.layer.animationKeys().isEmpty)
        #expect(f.shown.opacity == 1)
    }

    @Test func renderingWithoutAnimationsIsTheModel() {
        let l = Layer()
        l.position = CGPoint(x: 3, y: 4)
        #expect(l.renderProperties(at: 100) == l.model)
        #expect(l.presentation()! == l.model)
    }
}

@Suite struct AnimationReentrancyTests {
    @Test func advancingTheClockInsideACompletionDeliversLaterEnds() {
        let f = AnimationFixture()
        var log: [String] = []
        var first = LayerAnimation.basic(.opacity, from: 0.0, to: 1.0, duration: 0.1)
        first.completion = { _ in
            log.append("first")
            f.clock.advance(by: 1)
        }
        var second = LayerAnimation.basic(.cornerRadius, from: 0.0, to: 1.0, duration: 0.5)
        second.completion = { _ in log.append("second") }
        f.layer.add(first, forKey: "a")
        f.layer.add(second, forKey: "b")
        f.clock.advance(by: 0.2)
        #expect(log == ["first", "second"])
    }

    @Test func releasingAnActiveAnimatorLeavesTheValuesOnScreen() {
        let f = AnimationFixture()
        var a: PropertyAnimator? = PropertyAnimator(duration: 1, curve: .linear, clock: f.clock) {
            f.layer.position = CGPoint(x: 100, y: 0)
        }
        a?.pauseAnimation()
        a?.fractionComplete = 0.25
        a = nil
        #expect(f.layer.animationKeys().isEmpty)
        #expect(isClose(f.layer.position, CGPoint(x: 25, y: 0)))
        #expect(isClose(f.shown.position, CGPoint(x: 25, y: 0)))
    }
}
