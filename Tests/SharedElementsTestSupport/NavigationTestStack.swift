import Foundation
import SharedElements

/// A navigation controller in a 320 × 480 window, its root screen titled `rootTitle` and a
/// detail titled `detailTitle` pushed without animation when `pushed`, laid out: for tests of
/// the bar's titles during pushes and pops.
@MainActor
package struct NavigationTestStack {
    package let window = Window(size: CGSize(width: 320, height: 480), scale: 1)
    package let nav: NavigationController
    package let detail = ViewController()

    package init(_ rootTitle: String, _ detailTitle: String, pushed: Bool) {
        let root = ViewController()
        root.title = rootTitle
        detail.title = detailTitle
        nav = NavigationController(rootViewController: root)
        window.rootViewController = nav
        if pushed { nav.pushViewController(detail, animated: false) }
        window.layoutIfNeeded()
    }
}
