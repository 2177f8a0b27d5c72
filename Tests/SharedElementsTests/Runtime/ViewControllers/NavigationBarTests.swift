import Foundation
import Testing
import SharedElements
import SharedElementsTestSupport

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

/// The title that travels alone fades over part of the move only, so it never shows over the
/// other title as they pass: the new title of a push comes in clear for its first three tenths,
/// the old title of a pop is gone by seven tenths; the titles that become each other (the old
/// title and the back button's) cross-fade over the whole move.
@MainActor
@Suite struct NavigationBarTitleFadeTests {
    let stack = NavigationTestStack("Contacts", "Johnny Appleseed", pushed: false)
    var window: Window { stack.window }
    var nav: NavigationController { stack.nav }
    var detail: ViewController { stack.detail }

    /// The opacity the bar's copy of the old title (a label with `text` that is not the title
    /// label) shows now, `nil` once it is gone.
    func outgoing(_ text: String) -> Float? {
        let bar = nav.navigationBar
        return bar.subviews.compactMap { $0 as? Label }.first { $0 !== bar.titleLabel && $0.text == text }?
            .layer.presentation()?.opacity
    }

    @Test func aPushBringsTheNewTitleInAfterTheOldOneHasMovedOn() {
        nav.pushViewController(detail, animated: true)
        let title = nav.navigationBar.titleLabel
        window.clock.advance(by: 0.35 * 0.25)
        #expect(title.text == "Johnny Appleseed")
        #expect(title.layer.presentation()!.opacity < 0.001, "clear while the old title passes")
        let old = outgoing("Contacts")
        #expect(old != nil && old! > 0.5 && old! < 1, "the old title cross-fades into the back button's")
        window.clock.advance(by: 0.35 * 0.45)
        let shown = title.layer.presentation()!.opacity
        #expect(shown > 0.2 && shown < 0.9)
        window.clock.advance(by: 0.5)
        #expect(title.layer.presentation()!.opacity == 1 && outgoing("Contacts") == nil)
    }

    @Test func aPopSendsTheOldTitleAwayBeforeTheNewOneArrives() {
        nav.pushViewController(detail, animated: false)
        nav.popViewController(animated: true)
        window.clock.advance(by: 0.35 * 0.2)
        let early = outgoing("Johnny Appleseed")
        #expect(early != nil && early! > 0.3 && early! < 1)
        window.clock.advance(by: 0.35 * 0.6)
        #expect(outgoing("Johnny Appleseed") ?? 0 < 0.001, "gone by seven tenths")
        let title = nav.navigationBar.titleLabel.layer.presentation()!.opacity
        #expect(title > 0.5 && title < 1, "the back button's title becoming the title, still fading in")
        window.clock.advance(by: 0.5)
        #expect(nav.navigationBar.titleLabel.layer.presentation()!.opacity == 1)
    }
}
