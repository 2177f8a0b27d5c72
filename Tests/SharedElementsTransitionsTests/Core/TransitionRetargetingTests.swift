import Foundation
import Testing
import SharedElements
import SharedElementsTestSupport

/// A pop that arrives while the push of the same controller runs turns a
/// ``TransitionWithRetargeting`` round (the push ends cancelled, nothing is refused); a
/// transition that cannot turn round runs on and the pop is refused.
@MainActor
@Suite struct TransitionRetargetingTests {
    /// Ends 0.4 s after it starts, or 0.1 s after it agreed to turn round.
    @MainActor final class TurningTransition: Transition, TransitionWithRetargeting {
        let agrees: Bool
        private(set) var turns = 0
        private(set) var context: TransitionContext?
        private var end: Int?

        init(agrees: Bool) { self.agrees = agrees }

        func start(with context: TransitionContext) {
            self.context = context
            end(context, after: 0.4)
        }

        func retargetToStart(with context: TransitionContext) -> Bool {
            guard agrees else { return false }
            turns += 1
            end(context, after: 0.1)
            return true
        }

        private func end(_ context: TransitionContext, after delay: TimeInterval) {
            guard let window = context.containerView.window else { return context.transitionDidEnd() }
            if let end { window.cancelScheduled(end) }
            end = window.schedule(after: delay) { context.transitionDidEnd() }
        }
    }

    let window = Window(size: CGSize(width: 40, height: 80), scale: 1)
    let root = transitionTestController(.white, title: "Root")
    let detail = transitionTestController(.red, title: "Detail")
    let nav: NavigationController

    init() {
        nav = NavigationController(rootViewController: root)
        nav.delegate = TransitionNavigationControllerDelegate.shared
        window.rootViewController = nav
    }

    @Test func aPopDuringThePushTurnsItRound() throws {
        let turning = TurningTransition(agrees: true)
        detail.transitionController.transition = turning
        nav.pushViewController(detail, animated: true)
        window.clock.advance(by: 0.1)
        #expect(nav.popViewController(animated: true) === detail)
        #expect(turning.turns == 1)
        #expect(window.transitionDiagnostics.entries.isEmpty, "the pop was not refused")
        window.clock.advance(by: 0.1)
        #expect(!window.isTransitioning, "it ended when it said, not at its 0.4 s")
        #expect(try #require(turning.context).transitionWasCancelled)
        #expect(nav.viewControllers.map(ObjectIdentifier.init) == [ObjectIdentifier(root)])
        #expect(detail.view.superview == nil && root.view.superview === nav.transitionView)
    }

    @Test func aTransitionThatCannotTurnRoundRunsOnAndThePopIsRefused() throws {
        let turning = TurningTransition(agrees: false)
        detail.transitionController.transition = turning
        nav.pushViewController(detail, animated: true)
        window.clock.advance(by: 0.1)
        #expect(nav.popViewController(animated: true) == nil)
        #expect(turning.turns == 0)
        #expect(window.transitionDiagnostics.kinds == [.transitionInProgress])
        window.clock.advance(by: 0.31)
        #expect(!window.isTransitioning)
        #expect(try #require(turning.context).transitionWasCancelled == false)
        #expect(nav.topViewController === detail)
    }
}
