import Foundation
import Testing
import SharedElements
import SharedElementsTestSupport

@MainActor
@Suite struct TransitionPresentationControllerTests {
    let window = Window(size: CGSize(width: 40, height: 80), scale: 1)
    let back = transitionTestController(.white, title: "Back")
    let fore = transitionTestController(.red, title: "Fore")
    let log = TransitionTestLog()

    init() {
        window.rootViewController = back
    }

    /// A transition presenting in the bottom half with a dimming view.
    final class Sheet: Transition, TransitionWithPresentation {
        let log: TransitionTestLog
        var made: TransitionPresentationController?
        init(log: TransitionTestLog) { self.log = log }
        func defaultModalPresentationStyle() -> ModalPresentationStyle { .custom }
        func presentationController(
            forPresented presented: ViewController, presenting: ViewController?, source: ViewController
        ) -> PresentationController? {
            let pc = TransitionPresentationController(
                presentedViewController: presented, presenting: presenting, dimmingColor: .black
            ) { bounds in CGRect(x: 0, y: bounds.height / 2, width: bounds.width, height: bounds.height / 2) }
            pc.dismissesOnDimmingViewTap = true
            made = pc
            return pc
        }
        func start(with context: TransitionContext) {
            log.record("sheet.start.\(context.direction)")
            log.record("dimming.alpha.\(Int((made?.dimmingView?.alpha ?? -1) * 100))")
            context.transitionDidEnd()
        }
    }

    /// A presentation controller that is a transition and logs when it starts.
    final class LoggingPresentation: PresentationController, Transition {
        var log: TransitionTestLog?
        func start(with context: TransitionContext) {
            log?.record("presentation.start.\(context.direction)")
            context.transitionDidEnd()
        }
    }

    final class WithLoggingPresentation: Transition, TransitionWithPresentation {
        let log: TransitionTestLog
        init(log: TransitionTestLog) { self.log = log }
        func defaultModalPresentationStyle() -> ModalPresentationStyle { .custom }
        func presentationController(
            forPresented presented: ViewController, presenting: ViewController?, source: ViewController
        ) -> PresentationController? {
            let pc = LoggingPresentation(presentedViewController: presented, presenting: presenting)
            pc.log = log
            return pc
        }
        func start(with context: TransitionContext) {
            log.record("transition.start.\(context.direction)")
            context.transitionDidEnd()
        }
    }

    @Test func settingAPresentingTransitionSetsTheStyleItAsksFor() {
        #expect(fore.modalPresentationStyle == .fullScreen)
        fore.transitionController.transition = Sheet(log: log)
        #expect(fore.modalPresentationStyle == .custom)
    }

    @Test func presentationControllerThatIsATransitionStartsBeforeTheTransition() {
        fore.transitionController.transition = WithLoggingPresentation(log: log)
        back.present(fore, animated: true)
        fore.dismiss(animated: true)
        #expect(log.entries == ["presentation.start.forward", "transition.start.forward",
                                "presentation.start.backward", "transition.start.backward"])
        #expect(back.presentedViewController == nil)
    }

    @Test func frameClosurePlacesThePresentedView() {
        fore.transitionController.transition = Sheet(log: log)
        back.present(fore, animated: true)
        window.clock.advance(by: 0.5)
        #expect(fore.view.frame == CGRect(x: 0, y: 40, width: 40, height: 40))
        #expect(back.view.window === window)
    }

    @Test func dimmingViewFadesInAndOutWithTheTransitionAndLivesUntilTheDismissalEnds() throws {
        let sheet = Sheet(log: log)
        fore.transitionController.transition = sheet
        back.present(fore, animated: true)
        let pc = try #require(sheet.made)
        let dimming = try #require(pc.dimmingView)
        #expect(dimming.superview === pc.containerView)
        #expect(pc.containerView?.subviews.first === dimming)
        window.clock.advance(by: TransitionController.defaultDuration / 2)
        let mid = try window.render()
        #expect(!transitionTestPixel(mid, 20, 10, is: .white, tolerance: 10))
        #expect(!transitionTestPixel(mid, 20, 10, is: .black, tolerance: 10))
        window.clock.advance(by: TransitionController.defaultDuration)
        #expect(transitionTestPixel(try window.render(), 20, 10, is: .black))
        #expect(back.presentedViewController === fore)

        fore.dismiss(animated: true)
        #expect(pc.dimmingView === dimming)
        window.clock.advance(by: TransitionController.defaultDuration / 2)
        #expect(dimming.superview != nil)
        window.clock.advance(by: TransitionController.defaultDuration)
        #expect(pc.dimmingView == nil)
        #expect(dimming.superview == nil)
        #expect(transitionTestPixel(try window.render(), 20, 10, is: .white))
    }

    @Test func tapOnTheDimmingViewDismissesWhenAsked() throws {
        let sheet = Sheet(log: log)
        fore.transitionController.transition = sheet
        back.present(fore, animated: false)
        let pc = try #require(sheet.made)
        #expect(pc.dimmingView?.alpha == 1)
        pc.dismissesOnDimmingViewTap = false
        #expect(!pc.dimmingViewTapped())
        pc.dismissesOnDimmingViewTap = true
        #expect(pc.dimmingViewTapped())
        window.clock.advance(by: 1)
        #expect(back.presentedViewController == nil)
        #expect(!pc.dimmingViewTapped())
    }

    @Test func touchesOnTheDimmingViewTapToDismissAndTouchesOnTheSheetDoNot() throws {
        let sheet = Sheet(log: log)
        fore.transitionController.transition = sheet
        back.present(fore, animated: false)
        // The sheet covers the bottom half: a tap there lands on the presented view.
        window.sendTouch(.began, at: CGPoint(x: 20, y: 60))
        window.sendTouch(.ended, at: CGPoint(x: 20, y: 60))
        window.clock.advance(by: 1)
        #expect(back.presentedViewController === fore)
        // A drag across the dimming view is not a tap.
        window.sendTouch(.began, at: CGPoint(x: 10, y: 10))
        window.sendTouch(.moved, at: CGPoint(x: 10, y: 30))
        window.sendTouch(.ended, at: CGPoint(x: 10, y: 30))
        window.clock.advance(by: 1)
        #expect(back.presentedViewController === fore)
        // A tap on the dimming view above it dismisses.
        window.sendTouch(.began, at: CGPoint(x: 20, y: 10))
        window.sendTouch(.ended, at: CGPoint(x: 22, y: 11))
        window.clock.advance(by: 1)
        #expect(back.presentedViewController == nil)
        #expect(sheet.made?.dimmingView == nil)
    }

    @Test func noDimmingColorMeansNoDimmingView() {
        let pc = TransitionPresentationController(presentedViewController: fore, presenting: back)
        pc.containerView = View(frame: window.bounds)
        pc.presentationTransitionWillBegin()
        #expect(pc.dimmingView == nil)
        #expect(pc.frameOfPresentedViewInContainerView == window.bounds)
    }
}
