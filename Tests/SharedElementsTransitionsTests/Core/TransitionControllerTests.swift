import Foundation
import Testing
import SharedElements
import SharedElementsTestSupport

@MainActor
@Suite struct TransitionControllerTests {
    let window = Window(size: CGSize(width: 40, height: 80), scale: 1)
    let back = transitionTestController(.white, title: "Back")
    let fore = transitionTestController(.red, title: "Fore")
    let log = TransitionTestLog()

    init() {
        window.rootViewController = back
    }

    /// Where the fore view's top edge is on screen: the first row from the top whose middle
    /// pixel is red (the height when none is).
    func foreTopRow() throws -> Int {
        let bitmap = try window.render()
        return (0..<80).first { transitionTestPixel(bitmap, 20, $0, is: .red) } ?? 80
    }

    @Test func oneTransitionAnimatesPresentationAndDismissalFrameByFrame() throws {
        fore.transitionController.transition = TransitionTestSlide()
        var presented = false
        back.present(fore, animated: true) { presented = true }
        #expect(try foreTopRow() == 80)
        window.clock.advance(by: 0.2)
        #expect(try foreTopRow() == 40)
        window.clock.advance(by: 0.2)
        #expect(presented)
        #expect(try foreTopRow() == 0)
        #expect(back.presentedViewController === fore)

        var dismissed = false
        fore.dismiss(animated: true) { dismissed = true }
        #expect(try foreTopRow() == 0)
        window.clock.advance(by: 0.1)
        #expect(try foreTopRow() == 20)
        window.clock.advance(by: 0.3)
        #expect(dismissed)
        #expect(try foreTopRow() == 80)
        #expect(back.presentedViewController == nil)
        #expect(window.transitionDiagnostics.entries.isEmpty)
    }

    @Test func contextDescribesForeAndBackInBothDirections() throws {
        let transition = TransitionTestScripted("T", log: log, endsAfter: 0)
        fore.transitionController.transition = transition
        back.present(fore, animated: true)
        let presentation = try #require(fore.presentationController)
        fore.dismiss(animated: true)
        #expect(log.entries == ["T.start.forward", "T.end", "T.start.backward", "T.end"])
        #expect(transition.contexts.count == 2)
        for context in transition.contexts {
            #expect(context.foreViewController === fore)
            #expect(context.backViewController === back)
            #expect(context.sourceViewController === back)
            #expect(context.duration == TransitionController.defaultDuration)
            #expect(context.presentationController === presentation)
        }
        #expect(transition.contexts[0].containerView !== window)
        #expect(fore.view.superview == nil)
    }

    @Test func arrivingViewIsInTheContainerAtItsFinalFrameWhenTheTransitionStarts() throws {
        final class Probe: Transition {
            var frame: CGRect?
            var inContainer = false
            func start(with context: TransitionContext) {
                let view: View = context.foreViewController.view
                frame = view.frame
                inContainer = view.superview === context.containerView
                context.transitionDidEnd()
            }
        }
        let probe = Probe()
        fore.transitionController.transition = probe
        back.present(fore, animated: true)
        #expect(probe.inContainer)
        #expect(probe.frame == window.bounds)
    }

    @Test func activeTransitionIsSetOnlyWhileOneRuns() {
        let transition = TransitionTestScripted("T", log: log, endsAfter: 0.1)
        fore.transitionController.transition = transition
        #expect(fore.transitionController.activeTransition == nil)
        back.present(fore, animated: true)
        #expect(fore.transitionController.activeTransition === transition)
        window.clock.advance(by: 0.2)
        #expect(fore.transitionController.activeTransition == nil)
    }

    @Test func settingTheTransitionMakesTheControllerItsOwnDelegateAndNilUndoesIt() {
        let controller = fore.transitionController
        #expect(fore.transitionController === controller)
        #expect(fore.transitioningDelegate == nil)
        controller.transition = TransitionTestScripted("T", log: log)
        #expect(fore.transitioningDelegate === controller)
        controller.transition = nil
        #expect(fore.transitioningDelegate == nil)
    }

    @Test func customDurationBecomesTheContextAndAnimatorDuration() throws {
        let slide = TransitionTestSlide()
        slide.duration = 0.8
        fore.transitionController.transition = slide
        var presented = false
        back.present(fore, animated: true) { presented = true }
        window.clock.advance(by: 0.4)
        #expect(try foreTopRow() == 40)
        #expect(!presented)
        window.clock.advance(by: 0.4)
        #expect(presented)
    }

    @Test func nonFiniteCustomDurationCountsAsZero() {
        final class Broken: Transition, TransitionWithCustomDuration {
            var seen: TimeInterval?
            func transitionDuration(with context: TransitionContext) -> TimeInterval { .nan }
            func start(with context: TransitionContext) {
                seen = context.duration
                context.transitionDidEnd()
            }
        }
        let broken = Broken()
        fore.transitionController.transition = broken
        back.present(fore, animated: true)
        #expect(broken.seen == 0)
        #expect(back.presentedViewController === fore)
    }

    @Test func unanimatedPresentationDoesNotStartTheTransition() {
        fore.transitionController.transition = TransitionTestScripted("T", log: log)
        back.present(fore, animated: false)
        #expect(log.entries.isEmpty)
        #expect(back.presentedViewController === fore)
    }
}
