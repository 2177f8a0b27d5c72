import Foundation
import Testing
import SharedElements
import SharedElementsTestSupport

@MainActor
@Suite struct TabBarTransitionTests {
    let log = CallLog()
    let window = Window()
    let first: LoggingViewController
    let second: LoggingViewController
    let tabs = TabBarController()

    init() {
        first = LoggingViewController("A", log: log)
        second = LoggingViewController("B", log: log)
        tabs.setViewControllers([first, second], animated: false)
        window.rootViewController = tabs
        log.reset()
    }

    @Test func switchingTabsWithoutAnimatorCallsBackInUIKitOrder() {
        tabs.selectedIndex = 1
        #expect(log.appearance == ["A.willDisappear", "B.willAppear", "A.didDisappear", "B.didAppear"])
        #expect(tabs.selectedViewController === second)
        #expect(tabs.transitionView.subviews.map(ObjectIdentifier.init) == [ObjectIdentifier(second.view)])
        #expect(first.view.superview == nil)
        #expect(isAtRest(second.view, frame: tabs.transitionView.bounds))
        #expect(tabs.tabBar.selectedIndex == 1)
    }

    @Test func delegateAnimatorRunsTheSwitchOnTheClock() {
        final class Delegate: TabBarControllerDelegate {
            let animator = ScriptedAnimator()
            var selected: [Int] = []
            func tabBarController(
                _ tabBarController: TabBarController, animationControllerForTransitionFrom fromVC: ViewController, to toVC: ViewController
            ) -> ViewControllerAnimatedTransitioning? { animator }
            func tabBarController(_ tabBarController: TabBarController, didSelect viewController: ViewController) {
                selected.append(tabBarController.selectedIndex)
            }
        }
        let delegate = Delegate()
        tabs.delegate = delegate
        tabs.tabBar.selectItem(at: 1)
        #expect(log.appearance == ["A.willDisappear", "B.willAppear"])
        #expect(delegate.selected == [1])
        window.clock.advance(by: 0.5)
        #expect(log.appearance == ["A.willDisappear", "B.willAppear", "A.didDisappear", "B.didAppear"])
        #expect(delegate.animator.endedWith == [true])
        #expect(tabs.transitionView.subviews.map(ObjectIdentifier.init) == [ObjectIdentifier(second.view)])
    }

    @Test func shouldSelectFalseKeepsTheTab() {
        final class Refusing: TabBarControllerDelegate {
            func tabBarController(_ tabBarController: TabBarController, shouldSelect viewController: ViewController) -> Bool { false }
        }
        let delegate = Refusing()
        tabs.delegate = delegate
        tabs.tabBar.selectItem(at: 1)
        #expect(tabs.selectedIndex == 0)
        #expect(log.appearance.isEmpty)
    }

    @Test func outOfRangeTabIsReported() {
        tabs.selectedIndex = 5
        #expect(window.transitionDiagnostics.kinds == [.invalidTab])
        #expect(tabs.selectedIndex == 0)
    }

    @Test func tabBarSitsAtTheBottomAndChildrenFillTheView() {
        #expect(tabs.tabBar.frame == CGRect(x: 0, y: 844 - 49, width: 390, height: 49))
        #expect(first.view.frame == window.bounds)
        #expect(first.tabBarController === tabs)
    }
}
