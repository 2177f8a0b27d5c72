import Foundation
import Testing
import SharedElements
import SharedElementsTestSupport

@MainActor
@Suite struct TransitionCapabilityTests {
    let window = Window(size: CGSize(width: 40, height: 80), scale: 1)
    let back = transitionTestController(.white, title: "Back")
    let fore = transitionTestController(.red, title: "Fore")
    let log = TransitionTestLog()

    init() {
        window.rootViewController = back
    }

    /// Falls back to `next` (or to itself when `next` is nil), counting the questions.
    final class Fallback: Transition, TransitionWithFallback {
        let name: String
        let log: TransitionTestLog
        var next: Transition?
        init(_ name: String, log: TransitionTestLog, next: Transition?) {
            self.name = name
            self.log = log
            self.next = next
        }
        func fallbackTransition(with context: TransitionContext) -> Transition {
            log.record("\(name).asked")
            return next ?? self
        }
        func start(with context: TransitionContext) {
            log.record("\(name).start")
            context.transitionDidEnd()
        }
    }

    final class Infeasible: Transition, TransitionWithFeasibility {
        var started = false
        func canPerformTransition(with context: TransitionContext) -> Bool { false }
        func start(with context: TransitionContext) {
            started = true
            context.transitionDidEnd()
        }
    }

    @Test func fallbackToSelfStartsTheTransition() {
        fore.transitionController.transition = Fallback("A", log: log, next: nil)
        back.present(fore, animated: true)
        #expect(log.entries == ["A.asked", "A.start"])
        #expect(back.presentedViewController === fore)
    }

    @Test func fallbackChainIsFollowedUntilATransitionReturnsItself() {
        let c = Fallback("C", log: log, next: nil)
        let b = Fallback("B", log: log, next: c)
        fore.transitionController.transition = Fallback("A", log: log, next: b)
        back.present(fore, animated: true)
        #expect(log.entries == ["A.asked", "B.asked", "C.asked", "C.start"])
        #expect(fore.transitionController.activeTransition == nil)
    }

    @Test func fallbackToAPlainTransitionStartsIt() {
        let plain = TransitionTestScripted("P", log: log, endsAfter: 0)
        fore.transitionController.transition = Fallback("A", log: log, next: plain)
        back.present(fore, animated: true)
        #expect(log.entries == ["A.asked", "P.start.forward", "P.end"])
    }

    @Test func cyclicFallbackChainIsCutAndStillRuns() {
        let a = Fallback("A", log: log, next: nil)
        let b = Fallback("B", log: log, next: a)
        a.next = b
        fore.transitionController.transition = a
        back.present(fore, animated: true)
        #expect(log.entries.filter { $0.hasSuffix(".asked") }.count == TransitionController.maximumFallbackDepth)
        #expect(log.entries.filter { $0.hasSuffix(".start") }.count == 1)
        #expect(back.presentedViewController === fore)
    }

    @Test func infeasibleTransitionGivesTheSystemDefault() throws {
        let infeasible = Infeasible()
        fore.transitionController.transition = infeasible
        var presented = false
        back.present(fore, animated: true) { presented = true }
        #expect(!infeasible.started)
        // The default cover-vertical slide takes 0.5 s.
        window.clock.advance(by: 0.35)
        #expect(!presented)
        window.clock.advance(by: 0.2)
        #expect(presented)
        #expect(isAtRest(fore.view, frame: window.bounds))
    }

    @Test func feasibilityIsAskedOfTheTransitionTheFallbackChainChose() {
        let infeasible = Infeasible()
        fore.transitionController.transition = Fallback("A", log: log, next: infeasible)
        back.present(fore, animated: true)
        #expect(!infeasible.started)
        #expect(!log.entries.contains("A.start"))
        #expect(window.isTransitioning)
    }
}
