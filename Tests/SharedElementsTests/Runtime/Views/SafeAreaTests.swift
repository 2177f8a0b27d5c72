import Foundation
import Testing
import SharedElements
import SharedElementsTestSupport

/// The safe area: the status bar at the window's top, a navigation bar below it and a tab bar at
/// the bottom for the controllers inside those containers, plus each controller's additional
/// insets, clipped to each view's frame.
@MainActor
@Suite struct SafeAreaTests {
    let window = Window(size: CGSize(width: 390, height: 844), scale: 1)

    /// A screen that counts safe-area changes and lays a content view out against its safe area.
    final class Screen: ViewController {
        let content = View()
        var changes = 0
        override func viewDidLoad() { view.addSubview(content) }
        override func viewSafeAreaInsetsDidChange() { changes += 1 }
        override func viewDidLayoutSubviews() { content.frame = view.safeAreaInsets.inset(view.bounds) }
    }

    @Test func withoutAStatusBarOnlyBarsMakeASafeArea() {
        let screen = Screen()
        window.rootViewController = screen
        #expect(window.safeAreaInsets == .zero && screen.view.safeAreaInsets == .zero)
        #expect(View(frame: CGRect(x: 0, y: 0, width: 10, height: 10)).safeAreaInsets == .zero, "a view outside a window has none")
    }

    @Test func theStatusBarInsetsTheTopOfEveryViewItCovers() {
        let screen = Screen()
        window.rootViewController = screen
        window.showsStatusBar = true
        #expect(window.safeAreaInsets == EdgeInsets(top: 47, left: 0, bottom: 0, right: 0))
        #expect(screen.view.safeAreaInsets.top == 47)
        let low = View(frame: CGRect(x: 0, y: 30, width: 100, height: 100))
        let below = View(frame: CGRect(x: 0, y: 60, width: 100, height: 5))
        let thin = View(frame: CGRect(x: 0, y: 0, width: 100, height: 10))
        for v in [low, below, thin] { screen.view.addSubview(v) }
        #expect(low.safeAreaInsets.top == 17, "only the part under the bar: 47 - 30")
        #expect(below.safeAreaInsets.top == 0)
        #expect(thin.safeAreaInsets.top == 10, "never more than the view's own height")
    }

    @Test func turningTheStatusBarOnLaysScreensOutAgain() throws {
        let screen = Screen()
        window.rootViewController = screen
        _ = try window.render()
        #expect(screen.content.frame == CGRect(x: 0, y: 0, width: 390, height: 844))
        let before = screen.changes
        window.showsStatusBar = true
        #expect(screen.changes == before + 1)
        _ = try window.render()
        #expect(screen.content.frame == CGRect(x: 0, y: 47, width: 390, height: 797))
        window.showsStatusBar = false
        _ = try window.render()
        #expect(screen.content.frame.minY == 0)
    }

    @Test func aNavigationBarSitsBelowTheStatusBarAndInsetsItsControllers() throws {
        let screen = Screen()
        let nav = NavigationController(rootViewController: screen)
        window.showsStatusBar = true
        window.rootViewController = nav
        _ = try window.render()
        #expect(nav.navigationBar.frame == CGRect(x: 0, y: 47, width: 390, height: NavigationBar.height))
        #expect(nav.navigationBar.backgroundExtension == 47, "the bar's background reaches up behind the status bar")
        #expect(nav.navigationBar.safeAreaInsets.top == 0)
        #expect(screen.view.safeAreaInsets.top == 47 + NavigationBar.height)
        #expect(screen.content.frame.minY == 91)
        // The bar's background (0.97 grey at 0.94 alpha) colours the strip under the status bar
        // over the red screen.
        screen.view.backgroundColor = Color(red: 1, green: 0, blue: 0)
        let frame = try window.render()
        let g = 0.97 * 0.94
        #expect(transitionTestPixel(frame, 5, 40, is: Color(red: g + 0.06, green: g, blue: g)), "got \(frame[5, 40])")
        nav.setNavigationBarHidden(true, animated: false)
        #expect(screen.view.safeAreaInsets.top == 47, "a hidden bar leaves only the status bar")
    }

    @Test func aTabBarInsetsTheBottomOfItsTabs() {
        let screen = Screen()
        let tabs = TabBarController()
        tabs.setViewControllers([screen], animated: false)
        window.rootViewController = tabs
        #expect(screen.view.safeAreaInsets == EdgeInsets(top: 0, left: 0, bottom: TabBar.height, right: 0))
        #expect(tabs.tabBar.safeAreaInsets.bottom == 0)
    }

    @Test func additionalInsetsAddToWhatTheControllerInherits() {
        let screen = Screen()
        window.rootViewController = screen
        window.showsStatusBar = true
        let before = screen.changes
        screen.additionalSafeAreaInsets = EdgeInsets(top: 10, left: 0, bottom: 60, right: 0)
        #expect(screen.changes == before + 1)
        #expect(screen.view.safeAreaInsets == EdgeInsets(top: 57, left: 0, bottom: 60, right: 0))
        screen.additionalSafeAreaInsets = EdgeInsets(top: .nan, left: 0, bottom: .infinity, right: 0)
        #expect(screen.view.safeAreaInsets == EdgeInsets(top: 47, left: 0, bottom: 0, right: 0), "non-finite insets count as zero")
    }

    @Test func insettingARectangle() {
        let insets = EdgeInsets(top: 10, left: 5, bottom: 20, right: 15)
        #expect(insets.inset(CGRect(x: 0, y: 0, width: 100, height: 100)) == CGRect(x: 5, y: 10, width: 80, height: 70))
        #expect(insets.inset(CGRect(x: 0, y: 0, width: 10, height: 10)).size == .zero, "an inset past the size leaves nothing")
        #expect(EdgeInsets(top: .nan, left: .infinity, bottom: 0, right: 0).inset(CGRect(x: 1, y: 2, width: 3, height: 4))
                == CGRect(x: 1, y: 2, width: 3, height: 4))
    }
}
