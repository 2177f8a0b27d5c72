import Foundation
import Testing
import SharedElements

/// The back button's title, shortened as UIKit shortens it: whole when it fits before the title,
/// else "Back", else the chevron alone.
@MainActor
@Suite struct NavigationBarTests {
    /// A navigation controller in a window `width` points wide, with `back` pushed under `title`.
    func bar(width: CGFloat, back: String, title: String) -> NavigationBar {
        let window = Window(size: CGSize(width: width, height: 400), scale: 1)
        let below = ViewController()
        below.title = back
        let top = ViewController()
        top.title = title
        let nav = NavigationController(rootViewController: below)
        window.rootViewController = nav
        nav.pushViewController(top, animated: false)
        window.layoutIfNeeded()
        nav.navigationBar.layoutIfNeeded()
        return nav.navigationBar
    }

    @Test func aShortBackTitleShowsWholeBesideAShortTitle() {
        // A quarter of a 200-point bar is too narrow for "List", but the room before "Photo" is not.
        let b = bar(width: 200, back: "List", title: "Photo")
        #expect(b.backLabel.text == "List")
        #expect(b.backLabel.intrinsicContentSize.width <= b.backLabel.bounds.width)
        let titleTextMinX = b.bounds.midX - b.titleLabel.intrinsicContentSize.width / 2
        #expect(b.backButton.frame.maxX <= titleTextMinX)
    }

    @Test func aBackTitleThatDoesNotFitBecomesBack() {
        let b = bar(width: 320, back: "All Photos and Albums", title: "Summer Holidays")
        #expect(b.backLabel.text == "Back")
        #expect(b.backLabel.intrinsicContentSize.width <= b.backLabel.bounds.width)
    }

    @Test func withNoRoomForBackOnlyTheChevronShows() {
        let b = bar(width: 150, back: "All Photos and Albums", title: "Summer Holidays Abroad")
        #expect(b.backLabel.text == "")
        #expect(!b.backButton.isHidden)
    }

    @Test func aWideBarKeepsTheWholeTitle() {
        let b = bar(width: 390, back: "Pets", title: "Mochi")
        #expect(b.backLabel.text == "Pets")
    }
}
