import Foundation
import Testing
import SharedElements
import SharedElementsTestSupport

@MainActor
@Suite struct NavigationTransitionTests {
    let log = CallLog()
    let window = Window()
    let a: LoggingViewController
    let b: LoggingViewController
    let nav: NavigationController

    init() {
        a = LoggingViewController("A", log: log)
        b = LoggingViewController("B", log: log)
        nav = NavigationController(rootViewController: a)
        window.rootViewController = nav
        log.reset()
    }

    @Test func rootAppearsWithTheNavigationController() {
        let log2 = CallLog()
        let root = LoggingViewController("R", log: log2)
        let w = Window()
        w.rootViewController = NavigationController(rootViewController: root)
        #expect(log2.appearance == ["R.willAppear", "R.didAppear"])
        #expect(root.view.superview === (w.rootViewController as? NavigationController)?.transitionView)
    }

    @Test func nonAnimatedPushAndPopCallBackInUIKitOrder() {
        nav.pushViewController(b, animated: false)
        #expect(log.appearance == ["A.willDisappear", "B.willAppear", "A.didDisappear", "B.didAppear"])
        #expect(nav.viewControllers.map(ObjectIdentifier.init) == [ObjectIdentifier(a), ObjectIdentifier(b)])
        #expect(b.navigationController === nav)
        #expect(nav.transitionView.subviews.map(ObjectIdentifier.init) == [ObjectIdentifier(b.view)])
        #expect(a.view.superview == nil)
        #expect(isAtRest(b.view, frame: nav.transitionView.bounds))
        #expect(nav.navigationBar.titleLabel.text == "B")
        #expect(nav.navigationBar.backLabel.text == "A")
        #expect(!nav.navigationBar.backButton.isHidden)
        log.reset()
        let popped = nav.popViewController(animated: false)
        #expect(popped === b)
        #expect(log.appearance == ["B.willDisappear", "A.willAppear", "B.didDisappear", "A.didAppear"])
        #expect(b.parent == nil)
        #expect(nav.transitionView.subviews.map(ObjectIdentifier.init) == [ObjectIdentifier(a.view)])
        #expect(isAtRest(a.view, frame: nav.transitionView.bounds))
        #expect(nav.navigationBar.backButton.isHidden)
    }

    @Test func defaultAnimatedPushTakesThreeHundredFiftyMilliseconds() {
        nav.pushViewController(b, animated: true)
        #expect(log.appearance == ["A.willDisappear", "B.willAppear"])
        window.clock.advance(by: 0.34)
        #expect(window.isTransitioning)
        window.clock.advance(by: 0.02)
        #expect(!window.isTransitioning)
        #expect(log.appearance == ["A.willDisappear", "B.willAppear", "A.didDisappear", "B.didAppear"])
        #expect(nav.transitionView.subviews.map(ObjectIdentifier.init) == [ObjectIdentifier(b.view)])
        #expect(isAtRest(b.view, frame: nav.transitionView.bounds))
    }

    @Test func containmentCallbacksFollowTheStack() {
        final class Child: ViewController {
            var moves: [String] = []
            override func willMove(toParent parent: ViewController?) { moves.append("will(\(parent == nil ? "nil" : "nav"))") }
            override func didMove(toParent parent: ViewController?) { moves.append("did(\(parent == nil ? "nil" : "nav"))") }
        }
        let child = Child()
        nav.pushViewController(child, animated: false)
        nav.popViewController(animated: false)
        #expect(child.moves == ["will(nav)", "did(nav)", "will(nil)", "did(nil)"])
        #expect(nav.children.count == 1)
    }

    @Test func popToRootAndPopToReturnThePoppedControllers() {
        let c = LoggingViewController("C", log: log)
        nav.setViewControllers([a, b, c], animated: false)
        log.reset()
        let popped = nav.popToViewController(b, animated: false)
        #expect(popped?.map(ObjectIdentifier.init) == [ObjectIdentifier(c)])
        #expect(log.appearance == ["C.willDisappear", "B.willAppear", "C.didDisappear", "B.didAppear"])
        nav.pushViewController(c, animated: false)
        let toRoot = nav.popToRootViewController(animated: false)
        #expect(toRoot?.map(ObjectIdentifier.init) == [ObjectIdentifier(b), ObjectIdentifier(c)])
        #expect(nav.topViewController === a)
        #expect(nav.popToRootViewController(animated: false)?.isEmpty == true)
    }

    @Test func poppingTheRootIsANoOpWithADiagnostic() {
        #expect(nav.popViewController(animated: true) == nil)
        #expect(window.transitionDiagnostics.kinds == [.popRoot])
        #expect(nav.viewControllers.count == 1)
        #expect(log.appearance.isEmpty)
    }

    @Test func pushingAControllerAlreadyOnTheStackIsRefused() {
        nav.pushViewController(a, animated: false)
        nav.setViewControllers([], animated: false)
        #expect(window.transitionDiagnostics.kinds == [.invalidStack, .invalidStack])
        #expect(nav.viewControllers.count == 1)
    }

    @Test func pushingDuringAPushIsRefused() {
        let c = LoggingViewController("C", log: log)
        nav.pushViewController(b, animated: true)
        nav.pushViewController(c, animated: true)
        #expect(window.transitionDiagnostics.kinds == [.transitionInProgress])
        window.clock.advance(by: 1)
        #expect(nav.viewControllers.count == 2)
        #expect(c.parent == nil)
    }

    @Test func delegateAnimatorAndCancelledInteractivePopPutEverythingBack() throws {
        final class Delegate: NavigationControllerDelegate {
            let interactor = ManualInteractor()
            var shown: [String] = []
            func navigationController(
                _ navigationController: NavigationController, animationControllerFor operation: NavigationController.Operation,
                from fromVC: ViewController, to toVC: ViewController
            ) -> ViewControllerAnimatedTransitioning? { ScriptedAnimator() }
            func navigationController(
                _ navigationController: NavigationController, interactionControllerFor animationController: ViewControllerAnimatedTransitioning
            ) -> ViewControllerInteractiveTransitioning? { interactor }
            func navigationController(_ navigationController: NavigationController, didShow viewController: ViewController, animated: Bool) {
                shown.append(viewController.title ?? "?")
            }
        }
        nav.pushViewController(b, animated: false)
        let delegate = Delegate()
        nav.delegate = delegate
        log.reset()
        nav.popViewController(animated: true)
        let context = try #require(delegate.interactor.context)
        #expect(context.isInteractive)
        #expect(log.appearance == ["B.willDisappear", "A.willAppear"])
        #expect(nav.viewControllers.count == 1)
        context.updateInteractiveTransition(0.4)
        a.view.transform = AffineTransform(translationX: -50, y: 0)
        b.view.transform = AffineTransform(translationX: 150, y: 0)
        context.cancelInteractiveTransition()
        #expect(context.transitionWasCancelled)
        context.completeTransition(false)
        #expect(log.appearance == ["B.willDisappear", "A.willAppear", "A.willDisappear", "A.didDisappear",
                                   "B.willAppear", "B.didAppear"])
        #expect(nav.viewControllers.map(ObjectIdentifier.init) == [ObjectIdentifier(a), ObjectIdentifier(b)])
        #expect(b.parent === nav)
        #expect(nav.transitionView.subviews.map(ObjectIdentifier.init) == [ObjectIdentifier(b.view)])
        #expect(a.view.superview == nil)
        #expect(isAtRest(b.view, frame: nav.transitionView.bounds))
        #expect(nav.navigationBar.titleLabel.text == "B")
        #expect(delegate.shown.isEmpty)
        #expect(!window.isTransitioning)
    }

    @Test func tabBarHidesWhileAControllerThatAsksForItIsPushed() {
        let tabs = TabBarController()
        let feed = NavigationController(rootViewController: LoggingViewController("F", log: log))
        tabs.setViewControllers([feed, LoggingViewController("P", log: log)], animated: false)
        let w = Window()
        w.rootViewController = tabs
        let detail = LoggingViewController("D", log: log)
        detail.hidesBottomBarWhenPushed = true
        feed.pushViewController(detail, animated: true)
        w.clock.advance(by: 1)
        #expect(tabs.tabBar.isHidden)
        feed.popViewController(animated: true)
        w.clock.advance(by: 1)
        #expect(!tabs.tabBar.isHidden)
        #expect(tabs.tabBar.transform.isIdentity)
    }
}
