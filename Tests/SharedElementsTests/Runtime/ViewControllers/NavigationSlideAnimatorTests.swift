import Foundation
import Testing
import SharedElements
import SharedElementsTestSupport

/// ``NavigationSlideAnimator`` returned by a delegate keeps the default look: the same slide,
/// 0.35 s on a critically damped spring, and it leaves both screens at rest.
@MainActor
@Suite struct NavigationSlideAnimatorTests {
    @MainActor final class SlidingDelegate: NavigationControllerDelegate {
        var operations: [NavigationController.Operation] = []
        func navigationController(
            _ navigationController: NavigationController, animationControllerFor operation: NavigationController.Operation,
            from fromVC: ViewController, to toVC: ViewController
        ) -> ViewControllerAnimatedTransitioning? {
            operations.append(operation)
            return NavigationSlideAnimator(operation: operation)
        }
    }

    let window = Window(size: CGSize(width: 240, height: 320), scale: 1)
    let first = transitionTestController(.white, title: "first")
    let second = transitionTestController(.systemOrange, title: "second")
    let nav: NavigationController
    let delegate = SlidingDelegate()

    init() {
        nav = NavigationController(rootViewController: first)
        nav.delegate = delegate
        window.rootViewController = nav
    }

    @Test func itsDurationIsUIKitsAndDoesNotDependOnTheContext() {
        #expect(NavigationSlideAnimator.duration == 0.35)
        #expect(NavigationSlideAnimator(operation: .pop).transitionDuration(using: nil) == 0.35)
        #expect(NavigationSlideAnimator(operation: .push).operation == .push)
    }

    @Test func aDelegatesAnimatorSlidesBothWays() {
        let width = nav.transitionView.bounds.width
        nav.pushViewController(second, animated: true)
        window.clock.advance(by: 0.05)
        var p = ReferenceMotion.criticalSpring(at: 0.05, duration: 0.35)
        #expect(isClose(presentedOffset(second.view), CGPoint(x: width * (1 - p), y: 0), abs: 1e-4))
        #expect(isClose(presentedOffset(first.view), CGPoint(x: -width / 3 * p, y: 0), abs: 1e-4))
        window.clock.advance(by: 0.31)
        #expect(!window.isTransitioning && nav.topViewController === second)
        #expect(isAtRest(second.view, frame: nav.transitionView.bounds) && first.view.transform.isIdentity)

        nav.popViewController(animated: true)
        window.clock.advance(by: 0.2)
        p = ReferenceMotion.criticalSpring(at: 0.2, duration: 0.35)
        #expect(isClose(presentedOffset(second.view), CGPoint(x: width * p, y: 0), abs: 1e-4))
        #expect(isClose(presentedOffset(first.view), CGPoint(x: -width / 3 * (1 - p), y: 0), abs: 1e-4))
        window.clock.advance(by: 0.16)
        #expect(!window.isTransitioning && nav.topViewController === first)
        #expect(isAtRest(first.view, frame: nav.transitionView.bounds) && second.view.transform.isIdentity)
        #expect(delegate.operations == [.push, .pop])
        #expect(window.transitionDiagnostics.entries.isEmpty)
    }

    /// The reason to return it: an interaction controller comes with it. Scrubbed to one half,
    /// the pop is half way, linearly (the screen under the finger, where the spring's value at
    /// half its duration ran well ahead); cancelled, everything is put back.
    @Test func anInteractivePopScrubsTheSlideAndCanBeCancelled() {
        let interaction = PercentDrivenInteractiveTransition()
        let interactive = SlideNavigationDelegate(interaction: interaction)
        nav.pushViewController(second, animated: false)
        nav.delegate = interactive
        let width = nav.transitionView.bounds.width
        nav.popViewController(animated: true)
        interaction.update(0.5)
        let p = 0.5
        #expect(ReferenceMotion.criticalSpring(at: 0.5 * 0.35, duration: 0.35) > 0.8, "the spring would be far ahead")
        #expect(isClose(presentedOffset(second.view), CGPoint(x: width * p, y: 0), abs: 1e-4))
        #expect(isClose(presentedOffset(first.view), CGPoint(x: -width / 3 * (1 - p), y: 0), abs: 1e-4))
        interaction.cancel()
        window.clock.advance(by: 1)
        #expect(!window.isTransitioning && nav.topViewController === second)
        #expect(isAtRest(second.view, frame: nav.transitionView.bounds) && first.view.superview == nil)
        #expect(first.view.transform.isIdentity)
        #expect(window.transitionDiagnostics.entries.isEmpty)
    }
}
