import Foundation
import Testing
import SharedElements
import SharedElementsTestSupport

@MainActor
@Suite struct TransitionNavigationDelegateTests {
    let window = Window(size: CGSize(width: 40, height: 80), scale: 1)
    let root = transitionTestController(.white, title: "Root")
    let detail = transitionTestController(.red, title: "Detail")
    let nav: NavigationController
    let log = TransitionTestLog()

    init() {
        nav = NavigationController(rootViewController: root)
        nav.delegate = TransitionNavigationControllerDelegate.shared
        window.rootViewController = nav
    }

    /// The vertical translation the fore view shows now.
    func shownOffset(_ view: View) -> CGFloat {
        view.layer.presentation()!.transform.affineTransform.ty
    }

    @Test func pushAndPopRunThePushedControllersTransitionForwardAndBackward() throws {
        let slide = TransitionTestSlide()
        detail.transitionController.transition = slide
        nav.pushViewController(detail, animated: true)
        #expect(detail.view.superview === nav.transitionView)
        #expect(isClose(shownOffset(detail.view), 80))
        window.clock.advance(by: 0.2)
        #expect(isClose(shownOffset(detail.view), 40, abs: 1e-6))
        window.clock.advance(by: 0.25)
        #expect(nav.topViewController === detail)
        #expect(root.view.superview == nil)

        _ = nav.popViewController(animated: true)
        #expect(root.view.superview === nav.transitionView)
        let order = nav.transitionView.subviews.map(ObjectIdentifier.init)
        #expect(order == [ObjectIdentifier(root.view), ObjectIdentifier(detail.view)])
        window.clock.advance(by: 0.1)
        #expect(isClose(shownOffset(detail.view), 20, abs: 1e-6))
        window.clock.advance(by: 0.35)
        #expect(nav.topViewController === root)
        #expect(detail.view.superview == nil)
        #expect(window.transitionDiagnostics.entries.isEmpty)
    }

    @Test func contextOfAPushNamesPushedAsForeAndTheContainerIsTheTransitionView() throws {
        let transition = TransitionTestScripted("T", log: log, endsAfter: 0)
        detail.transitionController.transition = transition
        nav.pushViewController(detail, animated: true)
        _ = nav.popViewController(animated: true)
        #expect(log.entries == ["T.start.forward", "T.end", "T.start.backward", "T.end"])
        let contexts = transition.contexts
        #expect(contexts.count == 2)
        #expect(contexts.allSatisfy { $0.foreViewController === detail && $0.backViewController === root })
        #expect(contexts.allSatisfy { $0.containerView === nav.transitionView && $0.presentationController == nil })
    }

    @Test func controllerWithoutATransitionGetsTheDefaultSlide() {
        nav.pushViewController(detail, animated: true)
        let shownX = detail.view.layer.presentation()!.transform.affineTransform.tx
        #expect(isClose(shownX, 40))
        #expect(detail.associations[TransitionController.self] == nil)
        window.clock.advance(by: 0.5)
        #expect(nav.topViewController === detail)
    }

    @Test func popHonoursThePoppedControllerNotTheOneBelow() {
        root.transitionController.transition = TransitionTestScripted("root", log: log, endsAfter: 0)
        detail.transitionController.transition = TransitionTestScripted("detail", log: log, endsAfter: 0)
        nav.pushViewController(detail, animated: true)
        _ = nav.popViewController(animated: true)
        #expect(log.entries == ["detail.start.forward", "detail.end", "detail.start.backward", "detail.end"])
    }

    @Test func tabSwitchesRunTheRightTabsTransitionForwardAndBackward() {
        let tabs = TabBarController()
        let first = transitionTestController(.white, title: "First")
        let second = transitionTestController(.red, title: "Second")
        tabs.setViewControllers([first, second], animated: false)
        tabs.delegate = TransitionTabBarControllerDelegate.shared
        let w = Window(size: CGSize(width: 40, height: 80), scale: 1)
        w.rootViewController = tabs
        second.transitionController.transition = TransitionTestScripted("second", log: log, endsAfter: 0.1)
        tabs.selectedIndex = 1
        #expect(w.isTransitioning)
        w.clock.advance(by: 0.2)
        #expect(tabs.selectedIndex == 1)
        #expect(first.view.superview == nil)
        tabs.selectedIndex = 0
        w.clock.advance(by: 0.2)
        #expect(log.entries == ["second.start.forward", "second.end", "second.start.backward", "second.end"])
        #expect(tabs.selectedIndex == 0)
        #expect(second.view.superview == nil)
    }

    @Test func tabWithoutATransitionSwitchesAtOnce() {
        let tabs = TabBarController()
        let first = transitionTestController(.white, title: "First")
        let second = transitionTestController(.red, title: "Second")
        tabs.setViewControllers([first, second], animated: false)
        tabs.delegate = TransitionTabBarControllerDelegate.shared
        let w = Window(size: CGSize(width: 40, height: 80), scale: 1)
        w.rootViewController = tabs
        tabs.selectedIndex = 1
        #expect(!w.isTransitioning)
        #expect(second.view.superview === tabs.transitionView)
    }
}
