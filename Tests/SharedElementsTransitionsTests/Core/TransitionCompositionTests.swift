import Foundation
import Testing
import SharedElements
import SharedElementsTestSupport

@MainActor
@Suite struct TransitionCompositionTests {
    let window = Window(size: CGSize(width: 40, height: 80), scale: 1)
    let back = transitionTestController(.white, title: "Back")
    let fore = transitionTestController(.red, title: "Fore")
    let log = TransitionTestLog()

    init() {
        window.rootViewController = back
    }

    func presentComposed(mainEndsAfter: TimeInterval?, partEndsAfter: TimeInterval?) -> () -> Bool {
        let main = TransitionTestScripted("main", log: log, endsAfter: mainEndsAfter)
        main.composes = [TransitionTestScripted("part", log: log, endsAfter: partEndsAfter)]
        fore.transitionController.transition = main
        var completed = false
        back.present(fore, animated: true) { completed = true }
        return { completed }
    }

    @Test func composedTransitionEndsOnlyAfterTheComposedPartWhenItEndsLast() {
        let completed = presentComposed(mainEndsAfter: 0.1, partEndsAfter: 0.3)
        window.clock.advance(by: 0.2)
        #expect(log.entries == ["main.start.forward", "part.start.forward", "main.end"])
        #expect(!completed())
        window.clock.advance(by: 0.2)
        #expect(completed())
    }

    @Test func composedTransitionEndsOnlyAfterTheMainPartWhenItEndsLast() {
        let completed = presentComposed(mainEndsAfter: 0.3, partEndsAfter: 0.1)
        window.clock.advance(by: 0.2)
        #expect(log.entries == ["main.start.forward", "part.start.forward", "part.end"])
        #expect(!completed())
        window.clock.advance(by: 0.2)
        #expect(completed())
        #expect(window.transitionDiagnostics.entries.isEmpty)
    }

    @Test func partsEndingAtOnceCompleteAtOnce() {
        let completed = presentComposed(mainEndsAfter: 0, partEndsAfter: 0)
        #expect(completed())
    }

    @Test func extraTransitionDidEndCallsAreIgnored() {
        final class EndsThrice: Transition {
            func start(with context: TransitionContext) {
                context.transitionDidEnd()
                context.transitionDidEnd()
                context.transitionDidEnd()
            }
        }
        fore.transitionController.transition = EndsThrice()
        back.present(fore, animated: true)
        #expect(back.presentedViewController === fore)
        #expect(window.transitionDiagnostics.entries.isEmpty)
    }

    @Test func extraCallsOfOnePartDoNotEndAnother() {
        final class EndsTwice: Transition {
            func start(with context: TransitionContext) {
                context.compose(with: NeverEnds())
                context.transitionDidEnd()
                context.transitionDidEnd()
            }
        }
        fore.transitionController.transition = EndsTwice()
        back.present(fore, animated: true)
        #expect(window.isTransitioning)
    }

    @Test func neverEndingPartIsDiagnosedByNameAndTheTransitionKeepsRunning() throws {
        let completed = presentComposed(mainEndsAfter: 0.1, partEndsAfter: nil)
        window.clock.advance(by: TransitionController.defaultDuration + TransitionDiagnostics.completionTimeout + 0.1)
        #expect(!completed())
        #expect(window.isTransitioning)
        let entry = try #require(window.transitionDiagnostics.entries.first)
        #expect(entry.kind == .completionTimedOut)
        #expect(entry.message.contains("TransitionTestScripted"))
    }

    @Test func composedPartsSeeTheSameControllersDirectionAndDuration() throws {
        let main = TransitionTestScripted("main", log: log, endsAfter: 0)
        let part = TransitionTestScripted("part", log: log, endsAfter: 0)
        main.composes = [part]
        fore.transitionController.transition = main
        back.present(fore, animated: true)
        fore.dismiss(animated: true)
        #expect(part.contexts.count == 2)
        #expect(part.contexts.map(\.direction) == [.forward, .backward])
        for (a, b) in zip(main.contexts, part.contexts) {
            #expect(a !== b)
            #expect(a.foreViewController === b.foreViewController)
            #expect(a.containerView === b.containerView)
            #expect(a.duration == b.duration)
        }
    }
}

@MainActor
private final class NeverEnds: Transition {
    func start(with context: TransitionContext) {}
}
