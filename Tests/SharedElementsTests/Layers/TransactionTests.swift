import Foundation
import Testing
import SharedElements
import SharedElementsTestSupport

@Suite struct TransactionTests {
    @Test func changesInsideAnimateAnimateFromTheOldValue() {
        let f = AnimationFixture()
        Transaction.animate(duration: 1, timing: .linear) {
            f.layer.position = CGPoint(x: 100, y: 0)
            f.layer.opacity = 0
        }
        #expect(f.layer.position == CGPoint(x: 100, y: 0))
        #expect(f.shown.position == .zero)
        f.clock.advance(by: 0.25)
        #expect(isClose(f.shown.position, CGPoint(x: 25, y: 0)))
        #expect(isClose(f.shown.opacity, 0.75))
        #expect(Set(f.layer.animationKeys()) == ["position", "opacity"])
    }

    @Test func changesOutsideATransactionDoNotAnimate() {
        let f = AnimationFixture()
        f.layer.position = CGPoint(x: 100, y: 0)
        #expect(f.layer.animationKeys().isEmpty)
        #expect(f.shown.position == CGPoint(x: 100, y: 0))
    }

    @Test func retargetingContinuesWithoutAJumpInPositionOrVelocity() {
        for timing in [AnimationTiming.easeInEaseOut, .springDampingRatio(0.7)] {
            let f = AnimationFixture()
            Transaction.animate(duration: 1, timing: timing) { f.layer.position = CGPoint(x: 100, y: 0) }
            f.clock.advance(frames: 24, fps: 60)
            let t = f.clock.now, h = 1e-6
            let before = f.layer.renderProperties(at: t).position.x
            let velocityBefore = (before - f.layer.renderProperties(at: t - h).position.x) / h
            Transaction.animate(duration: 1, timing: timing) { f.layer.position = CGPoint(x: 300, y: 50) }
            let after = f.layer.renderProperties(at: t).position
            let velocityAfter = (f.layer.renderProperties(at: t + h).position.x - after.x) / h
            #expect(isClose(after.x, before, abs: 1e-9), "\(timing)")
            #expect(isClose(after.y, 0, abs: 1e-9))
            #expect(abs(velocityAfter - velocityBefore) < 0.5, "\(timing): \(velocityBefore) → \(velocityAfter)")
            #expect(velocityBefore > 10)
            if case .point(let v)? = f.layer.presentationVelocity(of: .position, at: t + 0.01) {
                #expect(v.x > 0)
            } else {
                Issue.record("no velocity for position")
            }
            #expect(f.layer.presentationVelocity(of: .transform, at: t) == nil)
            f.clock.advance(by: 2)
            #expect(f.shown.position == CGPoint(x: 300, y: 50))
            #expect(f.layer.animationKeys().isEmpty)
        }
    }

    @Test func retargetingATransformStaysContinuous() {
        let f = AnimationFixture()
        Transaction.animate(duration: 1) { f.layer.transform = Transform3D(rotationAngle: 1, x: 0, y: 0, z: 1) }
        f.clock.advance(by: 0.3)
        let before = f.shown.transform
        Transaction.animate(duration: 1) { f.layer.transform = Transform3D(scaleX: 2, y: 2, z: 1) }
        #expect(isClose(f.shown.transform, before, abs: 1e-9))
        f.clock.advance(by: 2)
        #expect(isClose(f.shown.transform, Transform3D(scaleX: 2, y: 2, z: 1), abs: 1e-12))
    }

    @Test func completionRunsOnceWhenTheLastAnimationEnds() {
        let f = AnimationFixture()
        var calls: [Bool] = []
        Transaction.animate(duration: 0.5, clock: f.clock) {
            f.layer.opacity = 0.5
        } completion: { calls.append($0) }
        Transaction.begin()
        Transaction.setAnimationDuration(1)
        Transaction.setCompletionBlock { calls.append(true) }
        f.layer.cornerRadius = 10
        Transaction.commit()
        f.clock.advance(by: 0.49)
        #expect(calls.isEmpty)
        f.clock.advance(by: 0.02)
        #expect(calls == [true])
        f.clock.advance(by: 5)
        #expect(calls == [true, true])
    }

    @Test func completionReportsUnfinishedWhenAnAnimationIsRemoved() {
        let f = AnimationFixture()
        var calls: [Bool] = []
        Transaction.animate(duration: 1) { f.layer.opacity = 0 } completion: { calls.append($0) }
        f.clock.advance(by: 0.1)
        f.layer.removeAllAnimations()
        f.clock.advance(by: 0.1)
        f.clock.advance(by: 2)
        #expect(calls == [false])
    }

    @Test func zeroAndNaNDurationsApplyAtOnceAndStillComplete() {
        for d in [0, -1, Double.nan] {
            let f = AnimationFixture()
            var calls: [Bool] = []
            Transaction.animate(duration: d, clock: f.clock) { f.layer.opacity = 0.2 } completion: { calls.append($0) }
            #expect(f.layer.animationKeys().isEmpty)
            #expect(isClose(f.shown.opacity, 0.2))
            #expect(calls.isEmpty)
            f.clock.advance(by: 1.0 / 60)
            #expect(calls == [true])
        }
    }

    @Test func performWithoutAnimationSkipsAnimatingInsideAnAnimation() {
        let f = AnimationFixture()
        Transaction.animate(duration: 1) {
            f.layer.opacity = 0
            Transaction.performWithoutAnimation { f.layer.cornerRadius = 12 }
        }
        #expect(f.layer.animationKeys() == ["opacity"])
        #expect(f.shown.cornerRadius == 12)
    }

    @Test func delayHoldsTheOldValueUntilItBegins() {
        let f = AnimationFixture()
        Transaction.animate(duration: 1, delay: 0.5, timing: .linear) { f.layer.position = CGPoint(x: 100, y: 0) }
        f.clock.advance(by: 0.4)
        #expect(f.shown.position.x == 0)
        f.clock.advance(by: 0.6)
        #expect(isClose(f.shown.position.x, 50))
    }

    @Test func keyframesRunInTheirSlices() {
        let f = AnimationFixture()
        Transaction.animateKeyframes(duration: 1, timing: .linear) {
            Transaction.addKeyframe(relativeStartTime: 0, relativeDuration: 0.5) { f.layer.position.x = 100 }
            Transaction.addKeyframe(relativeStartTime: 0.5, relativeDuration: 0.5) { f.layer.position.x = 300 }
        }
        #expect(f.shown.position.x == 0)
        f.clock.advance(by: 0.25)
        #expect(isClose(f.shown.position.x, 50))
        f.clock.advance(by: 0.5)
        #expect(isClose(f.shown.position.x, 200))
        f.clock.advance(by: 0.5)
        #expect(f.shown.position.x == 300)
    }

    @Test func nestedTransactionsInheritAndOverrideSettings() {
        let f = AnimationFixture()
        Transaction.begin()
        Transaction.setAnimationDuration(2)
        Transaction.begin()
        #expect(Transaction.animationDuration() == 2)
        Transaction.setDisableActions(true)
        f.layer.opacity = 0.5
        Transaction.commit()
        f.layer.zPosition = 4
        Transaction.commit()
        #expect(f.layer.animationKeys() == ["zPosition"])
        #expect(f.layer.animation(forKey: "zPosition")?.duration == 2)
        Transaction.commit()  // unbalanced: ignored
        #expect(!Transaction.isOpen)
    }

    @Test func colourChangesAnimatePremultipliedAndAdditively() {
        let f = AnimationFixture()
        f.layer.backgroundColor = .white
        Transaction.animate(duration: 1, timing: .linear) { f.layer.backgroundColor = .black }
        f.clock.advance(by: 0.5)
        #expect(isClose(f.shown.backgroundColor ?? .clear, Color(white: 0.5), abs: 1e-9))
    }
}

@Suite struct NestedTransactionTests {
    @Test func nestedTransactionsKeepTheOuterDelay() {
        let f = AnimationFixture()
        Transaction.animate(duration: 1, delay: 0.5, timing: .linear) {
            Transaction.begin()
            f.layer.position = CGPoint(x: 100, y: 0)
            Transaction.commit()
        }
        f.clock.advance(by: 0.5)
        #expect(f.shown.position.x == 0)
        f.clock.advance(by: 0.5)
        #expect(isClose(f.shown.position.x, 50))
    }
}

@Suite struct RepeatingTransactionTests {
    @Test func repeatingAutoreversingTransactionPlaysBackAndForth() {
        let f = AnimationFixture()
        var calls: [Bool] = []
        Transaction.begin()
        Transaction.setAnimationDuration(1)
        Transaction.setAnimationTiming(.linear)
        Transaction.setAnimationRepeatCount(2)
        Transaction.setAnimationRepeatAutoreverses(true)
        Transaction.setCompletion { calls.append($0) }
        f.layer.zPosition = 10
        Transaction.commit()
        f.clock.advance(by: 0.5)
        #expect(isClose(f.shown.zPosition, 5))
        f.clock.advance(by: 1.0)
        #expect(isClose(f.shown.zPosition, 5))
        f.clock.advance(by: 0.25)
        #expect(isClose(f.shown.zPosition, 2.5))
        f.clock.advance(by: 2.25)
        #expect(calls == [true])
        #expect(f.shown.zPosition == 10)
    }
}
