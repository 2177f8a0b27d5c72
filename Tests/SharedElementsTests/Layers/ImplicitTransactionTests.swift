import Foundation
import Testing
import SharedElements
import SharedElementsTestSupport

/// Settings made with no transaction open belong to the implicit transaction, which closes at
/// the next clock step (Core Animation: at the end of the run-loop turn); unbalanced commits
/// are ignored.
@Suite struct ImplicitTransactionTests {
    @Test func aCompletionBlockWithoutBeginWaitsForTheAnimationsAddedAfterIt() {
        let f = AnimationFixture()
        var log: [String] = []
        AnimationClock.withDefault(f.clock) {
            Transaction.setCompletionBlock { log.append("done") }
            var fade = LayerAnimation.basic(.opacity, from: 1.0, to: 0.0, duration: 0.5)
            fade.completion = { _ in log.append("fade") }
            f.layer.add(fade, forKey: "fade")
            #expect(!Transaction.isOpen, "the implicit transaction is not an explicit one")
        }
        f.clock.advance(by: 0.25)
        #expect(log.isEmpty, "flushed at the first step, but waiting for the fade")
        f.clock.advance(by: 0.3)
        #expect(log == ["fade", "done"])
        f.clock.advance(by: 1)
        #expect(log == ["fade", "done"], "once")
    }

    @Test func aCompletionBlockWithNothingToWaitForRunsAtTheNextStep() {
        let clock = AnimationClock()
        var ran = 0
        AnimationClock.withDefault(clock) {
            Transaction.setCompletionBlock { ran += 1 }
        }
        #expect(ran == 0)
        clock.advance(by: 1.0 / 60)
        #expect(ran == 1)
        clock.advance(by: 1.0 / 60)
        #expect(ran == 1)
    }

    @Test func theImplicitTransactionAnimatesStandaloneLayersUntilItCloses() {
        let f = AnimationFixture()
        AnimationClock.withDefault(f.clock) {
            Transaction.setAnimationDuration(1)
            Transaction.setAnimationTimingFunction(.linear)
            f.layer.opacity = 0
        }
        f.clock.advance(by: 0.5)
        #expect(isClose(f.shown.opacity, 0.5))
        f.layer.opacity = 1
        #expect(f.layer.animationKeys() == ["opacity"], "closed at the step: later changes do not animate")
    }

    @Test func anExplicitTransactionNestsInTheImplicitOne() {
        let f = AnimationFixture()
        var log: [String] = []
        AnimationClock.withDefault(f.clock) {
            Transaction.setCompletionBlock { log.append("implicit") }
            Transaction.animate(duration: 0.5, timing: .linear) { f.layer.position.x = 10 } completion: { _ in
                log.append("explicit")
            }
        }
        f.clock.advance(by: 0.6)
        #expect(log == ["explicit", "implicit"])
    }

    @Test func committingTwiceOrWithoutBeginIsIgnored() {
        let f = AnimationFixture()
        var done = 0
        Transaction.commit()  // never begun: nothing to close
        #expect(!Transaction.isOpen)
        Transaction.begin()
        Transaction.setAnimationDuration(1)
        Transaction.setCompletionBlock { done += 1 }
        f.layer.opacity = 0
        Transaction.commit()
        Transaction.commit()  // committed twice: ignored
        #expect(!Transaction.isOpen)
        f.layer.zPosition = 3
        #expect(f.layer.animationKeys() == ["opacity"], "no transaction left open by the extra commit")
        f.clock.advance(by: 1.1)
        #expect(done == 1)
    }

    @Test func anExtraCommitDoesNotCloseTheImplicitTransaction() {
        let clock = AnimationClock()
        var ran = 0
        AnimationClock.withDefault(clock) {
            Transaction.setCompletionBlock { ran += 1 }
            Transaction.commit()
        }
        #expect(ran == 0)
        clock.advance(by: 0.01)
        #expect(ran == 1)
    }
}
