import Foundation
import Testing
import SharedElements
import SharedElementsTestSupport

@MainActor
@Suite struct TransitionDiagnosticsTests {
    let log = CallLog()
    let window = Window()
    let root: LoggingViewController
    let detail: LoggingViewController
    let animator = ScriptedAnimator()
    let delegate = ScriptedTransitioningDelegate()

    init() {
        root = LoggingViewController("A", log: log)
        detail = LoggingViewController("B", log: log)
        window.rootViewController = root
        delegate.presentAnimator = animator
        delegate.dismissAnimator = animator
        detail.transitioningDelegate = delegate
        log.reset()
    }

    @Test func presentingWhileATransitionRunsIsRefusedAndStateKept() {
        let other = LoggingViewController("C", log: log)
        root.present(detail, animated: true)
        var otherCompleted = false
        detail.present(other, animated: false) { otherCompleted = true }
        #expect(window.transitionDiagnostics.kinds == [.transitionInProgress])
        #expect(!otherCompleted)
        #expect(other.presentingViewController == nil)
        window.clock.advance(by: 1)
        #expect(root.presentedViewController === detail)
        #expect(detail.presentedViewController == nil)
        #expect(log.appearance == ["A.willDisappear", "B.willAppear", "A.didDisappear", "B.didAppear"])
    }

    @Test func presentingAnAlreadyPresentedControllerIsRefused() {
        root.present(detail, animated: false)
        detail.present(detail, animated: false)
        let nav = NavigationController(rootViewController: LoggingViewController("C", log: log))
        let child = nav.viewControllers[0]
        detail.present(child, animated: false)
        #expect(window.transitionDiagnostics.kinds == [.alreadyPresented, .alreadyPresented])
        #expect(detail.presentedViewController == nil)
        #expect(window.topViewController === detail)
    }

    @Test func presentingTwiceFromTheSamePresenterIsRefused() {
        root.present(detail, animated: false)
        root.present(LoggingViewController("C", log: log), animated: false)
        #expect(window.transitionDiagnostics.kinds == [.alreadyPresenting])
        #expect(root.presentedViewController === detail)
    }

    @Test func dismissingWithNothingPresentedIsANoOpWithADiagnostic() {
        var completed = false
        root.dismiss(animated: true) { completed = true }
        #expect(window.transitionDiagnostics.kinds == [.nothingToDismiss])
        #expect(completed)
        #expect(log.appearance.isEmpty)
        #expect(root.view.superview === window)
    }

    @Test func presentingFromAControllerOutsideAWindowIsRefused() {
        let loose = LoggingViewController("L", log: log)
        loose.present(detail, animated: false)
        #expect(loose.transitionDiagnostics.kinds == [.notInWindow])
        #expect(detail.presentingViewController == nil)
    }

    @Test func animatorThatNeverCompletesIsReportedAfterTheTimeout() {
        animator.completesAfter = nil
        root.present(detail, animated: true)
        window.clock.advance(by: animator.duration + TransitionDiagnostics.completionTimeout - 0.05)
        #expect(window.transitionDiagnostics.entries.isEmpty)
        window.clock.advance(by: 0.1)
        #expect(window.transitionDiagnostics.kinds == [.completionTimedOut])
        #expect(window.transitionDiagnostics.entries.first?.message.contains("completeTransition") == true)
        #expect(window.isTransitioning)
        animator.context?.completeTransition(true)
        #expect(!window.isTransitioning)
        #expect(root.presentedViewController === detail)
        window.clock.advance(by: 10)
        #expect(window.transitionDiagnostics.kinds == [.completionTimedOut])
    }

    @Test func secondCompleteTransitionIsIgnoredWithADiagnostic() {
        animator.completeTwice = true
        var completions = 0
        root.present(detail, animated: true) { completions += 1 }
        window.clock.advance(by: 1)
        #expect(completions == 1)
        #expect(animator.endedWith == [true])
        #expect(window.transitionDiagnostics.kinds == [.completedTwice])
        #expect(log.appearance == ["A.willDisappear", "B.willAppear", "A.didDisappear", "B.didAppear"])
    }

    @Test func animatorThatForgetsTheToViewIsReportedAndRepaired() {
        animator.addsToView = false
        root.present(detail, animated: true)
        window.clock.advance(by: 1)
        #expect(window.transitionDiagnostics.kinds == [.toViewNotAdded])
        #expect(placements(of: detail.view, in: window) == 1)
    }

    @Test func cancelledPresentationPutsEverythingBack() {
        final class Cancelling: ViewControllerAnimatedTransitioning {
            func transitionDuration(using transitionContext: ViewControllerContextTransitioning?) -> TimeInterval { 0.2 }
            func animateTransition(using transitionContext: ViewControllerContextTransitioning) {
                guard let to = transitionContext.view(forKey: .to), let from = transitionContext.view(forKey: .from) else { return }
                transitionContext.containerView.addSubview(to)
                from.alpha = 0.3
                from.transform = AffineTransform(scaleX: 0.9, y: 0.9)
                to.layer.anchorPoint = .zero
                to.isHidden = true
                transitionContext.completeTransition(false)
            }
        }
        let cancelling = Cancelling()
        delegate.presentAnimator = cancelling
        var completed = false
        root.present(detail, animated: true) { completed = true }
        #expect(!completed)
        #expect(root.presentedViewController == nil)
        #expect(detail.presentingViewController == nil)
        #expect(window.subviews.map(ObjectIdentifier.init) == [ObjectIdentifier(root.view)])
        #expect(detail.view.superview == nil)
        #expect(isAtRest(root.view, frame: window.bounds))
        #expect(log.appearance == ["A.willDisappear", "B.willAppear", "B.willDisappear", "B.didDisappear",
                                   "A.willAppear", "A.didAppear"])
    }
}
