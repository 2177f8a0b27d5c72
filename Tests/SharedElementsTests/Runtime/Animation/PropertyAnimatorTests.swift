import Foundation
import Testing
import SharedElements
import SharedElementsTestSupport

@Suite struct PropertyAnimatorTests {
    let start = CGPoint(x: 13.7, y: 2.9)
    let end = CGPoint(x: 300.1, y: 7.3)

    func fixture() -> AnimationFixture {
        let f = AnimationFixture()
        f.layer.position = start
        f.layer.opacity = 0.9
        return f
    }

    @Test func runsToTheEndAndReportsEndOnce() {
        let f = fixture()
        let a = PropertyAnimator(duration: 0.5, timing: .easeInEaseOut, clock: f.clock) { f.layer.position = self.end }
        var positions: [PropertyAnimator.Position] = []
        a.addCompletion { positions.append($0) }
        #expect(f.layer.position == end)
        #expect(f.shown.position == start || isClose(f.shown.position, start, abs: 1e-12))
        a.startAnimation()
        f.clock.advance(by: 0.25)
        #expect(isClose(f.shown.position.x, start.x + (end.x - start.x) * TimingCurve.easeInEaseOut.value(at: 0.5), abs: 1e-9))
        f.clock.advance(frames: 60)
        #expect(positions == [.end])
        #expect(a.state == .inactive)
        #expect(f.shown.position == end)
        #expect(f.layer.animationKeys().isEmpty)
    }

    @Test func scrubbingWhilePausedIsLinear() {
        let f = fixture()
        let a = PropertyAnimator(duration: 1, timing: .easeIn, clock: f.clock) { f.layer.position = self.end }
        a.pauseAnimation()
        a.fractionComplete = 0.3
        #expect(isClose(f.shown.position.x, start.x + (end.x - start.x) * 0.3, abs: 1e-9))
        #expect(a.fractionComplete == 0.3)
        a.fractionComplete = .nan
        #expect(a.fractionComplete == 0.3)
        f.clock.advance(by: 3)
        #expect(a.state == .active && !a.isRunning)
    }

    @Test func reversingAPausedAnimatorReturnsExactlyToTheStart() {
        let f = fixture()
        let a = PropertyAnimator(duration: 1, timing: .easeInEaseOut, clock: f.clock) {
            f.layer.position = self.end
            f.layer.opacity = 0.1
        }
        var positions: [PropertyAnimator.Position] = []
        a.addCompletion { positions.append($0) }
        a.startAnimation()
        f.clock.advance(frames: 20)
        a.pauseAnimation()
        a.fractionComplete = 0.6
        a.isReversed = true
        a.startAnimation()
        f.clock.advance(frames: 120)
        #expect(positions == [.start])
        #expect(f.layer.position == start)
        #expect(f.shown.position == start)
        #expect(f.layer.opacity == 0.9)
        #expect(f.layer.animationKeys().isEmpty)
    }

    @Test func reversingWhileRunningTurnsRoundWithoutAJump() {
        let f = fixture()
        let a = PropertyAnimator(duration: 1, curve: .linear, clock: f.clock) { f.layer.position = self.end }
        a.startAnimation()
        f.clock.advance(by: 0.5)
        let x = f.shown.position.x
        a.isReversed = true
        #expect(isClose(f.shown.position.x, x, abs: 1e-9))
        f.clock.advance(by: 0.25)
        #expect(f.shown.position.x < x)
    }

    @Test func stopThenFinishAtCurrentKeepsTheValueOnScreen() {
        let f = fixture()
        let a = PropertyAnimator(duration: 1, curve: .linear, clock: f.clock) { f.layer.position = self.end }
        var positions: [PropertyAnimator.Position] = []
        a.addCompletion { positions.append($0) }
        a.startAnimation()
        f.clock.advance(by: 0.5)
        let shown = f.shown.position
        a.stopAnimation(false)
        #expect(a.state == .stopped)
        #expect(positions.isEmpty)
        a.finishAnimation(at: .current)
        a.finishAnimation(at: .end)
        #expect(positions == [.current])
        #expect(isClose(f.layer.position, shown, abs: 1e-9))
        #expect(f.layer.animationKeys().isEmpty)
    }

    @Test func stopWithoutFinishingNeverRunsCompletions() {
        let f = fixture()
        let a = PropertyAnimator(duration: 1, clock: f.clock) { f.layer.position = self.end }
        var calls = 0
        a.addCompletion { _ in calls += 1 }
        a.startAnimation()
        f.clock.advance(by: 0.5)
        a.stopAnimation(true)
        f.clock.advance(by: 2)
        a.finishAnimation(at: .end)
        #expect(calls == 0)
        #expect(a.state == .inactive)
    }

    @Test func continueWithASpringFinishesAtTheEnd() {
        let f = fixture()
        let a = PropertyAnimator(duration: 0.6, clock: f.clock) { f.layer.position = self.end }
        var positions: [PropertyAnimator.Position] = []
        a.addCompletion { positions.append($0) }
        a.pauseAnimation()
        a.fractionComplete = 0.5
        let shown = f.shown.position.x
        a.continueAnimation(withTimingParameters: .springDampingRatio(0.6, initialVelocity: 2), durationFactor: 1)
        #expect(isClose(f.shown.position.x, shown, abs: 1e-9))
        f.clock.advance(by: 0.01)
        #expect(f.shown.position.x > shown)
        f.clock.advance(frames: 60)
        #expect(positions == [.end])
        #expect(f.shown.position == end)
    }

    @Test func badDurationsEndAtTheFirstStep() {
        for d in [0, -2, Double.nan] {
            let f = fixture()
            let a = PropertyAnimator(duration: d, clock: f.clock) { f.layer.position = self.end }
            var positions: [PropertyAnimator.Position] = []
            a.addCompletion { positions.append($0) }
            a.startAnimation()
            f.clock.advance(by: 1.0 / 60)
            #expect(positions == [.end])
            #expect(f.shown.position == end)
        }
    }
}

@Suite struct PropertyAnimatorDelayTests {
    @Test func startAfterDelayHoldsTheStartValues() {
        let f = AnimationFixture()
        let a = PropertyAnimator(duration: 1, curve: .linear, clock: f.clock) { f.layer.opacity = 0 }
        a.startAnimation(afterDelay: 0.5)
        f.clock.advance(by: 0.4)
        #expect(isClose(f.shown.opacity, 1))
        f.clock.advance(by: 0.6)
        #expect(isClose(f.shown.opacity, 0.5))
        f.clock.advance(by: 0.6)
        #expect(a.state == .inactive)
        #expect(f.shown.opacity == 0)
    }
}
