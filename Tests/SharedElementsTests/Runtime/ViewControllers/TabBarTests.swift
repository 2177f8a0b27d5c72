import Foundation
import Testing
import SharedElements
import SharedElementsTestSupport

/// The tab bar: one item per tab, centred in equal slots, the selected one tinted; a tap on an
/// item switches the tab controller's tab.
@MainActor
@Suite struct TabBarTests {
    let window = Window(size: CGSize(width: 300, height: 400), scale: 1)
    let tabs = TabBarController()
    let controllers = [Color.systemBlue, .systemOrange, .white].enumerated().map { i, color in
        transitionTestController(color, title: "tab \(i)")
    }

    init() {
        tabs.setViewControllers(controllers, animated: false)
        window.rootViewController = tabs
        window.layoutIfNeeded()
    }

    @Test func itHasOneItemPerTabCentredInEqualSlots() {
        let bar = tabs.tabBar
        #expect(bar.frame == CGRect(x: 0, y: 400 - TabBar.height, width: 300, height: TabBar.height))
        bar.layoutIfNeeded()
        #expect(bar.itemViews.count == 3)
        // Slots of 100 pt: items 24 pt wide centred at 50, 150 and 250.
        #expect(bar.itemViews.map(\.frame.midX) == [50, 150, 250])
        #expect(bar.itemViews.allSatisfy { $0.superview === bar && $0.frame.size == CGSize(width: 24, height: 24) })
    }

    @Test func theSelectedItemIsTinted() {
        let bar = tabs.tabBar
        #expect(bar.selectedIndex == 0)
        #expect(bar.itemViews.map(\.backgroundColor) == [.systemBlue, .gray, .gray])
        tabs.selectedIndex = 2
        #expect(bar.selectedIndex == 2)
        #expect(bar.itemViews.map(\.backgroundColor) == [.gray, .gray, .systemBlue])
    }

    @Test func tappingAnItemSwitchesTheTab() throws {
        tabs.tabBar.selectItem(at: 1)
        #expect(tabs.selectedIndex == 1 && tabs.selectedViewController === controllers[1])
        #expect(tabs.tabBar.itemViews.map(\.backgroundColor) == [.gray, .systemBlue, .gray])
        #expect(controllers[1].view.superview === tabs.transitionView && controllers[0].view.superview == nil)
        let frame = try window.render()
        #expect(transitionTestPixel(frame, 150, 100, is: .systemOrange), "the second tab's screen shows")
        tabs.tabBar.selectItem(at: 7)
        #expect(tabs.selectedIndex == 1, "an item that does not exist changes nothing")
        #expect(window.transitionDiagnostics.kinds == [.invalidTab])
    }

    @Test func newTabsReplaceTheItems() {
        tabs.setViewControllers(Array(controllers.prefix(2)), animated: false)
        tabs.tabBar.layoutIfNeeded()
        #expect(tabs.tabBar.itemViews.count == 2)
        #expect(tabs.tabBar.subviews.count == 2, "the old items are gone")
        #expect(tabs.tabBar.itemViews.map(\.frame.midX) == [75, 225])
    }
}
