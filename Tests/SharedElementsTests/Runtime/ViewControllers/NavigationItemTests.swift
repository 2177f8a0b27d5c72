import Foundation
import Testing
import SharedElements
import SharedElementsTestSupport

/// What the navigation bar shows comes from the controllers' navigation items: the top one's
/// title, the one below's back-button title (else its title, else "Back"), and whether the top
/// one hides the back button.
@MainActor
@Suite struct NavigationItemTests {
    let window = Window(size: CGSize(width: 240, height: 320), scale: 1)
    let first = transitionTestController(.white, title: "Inbox")
    let second = transitionTestController(.white, title: "Message")
    let nav: NavigationController

    init() {
        nav = NavigationController(rootViewController: first)
        window.rootViewController = nav
    }

    var bar: NavigationBar { nav.navigationBar }

    @Test func theTitleIsTheControllersUnlessTheItemHasItsOwn() {
        #expect(first.navigationItem.title == "Inbox")
        first.title = "All Inboxes"
        #expect(first.navigationItem.title == "All Inboxes", "it follows the controller's title")
        first.navigationItem.title = "Mail"
        first.title = "Ignored"
        #expect(first.navigationItem.title == "Mail")
        first.navigationItem.title = nil
        #expect(first.navigationItem.title == "Ignored", "clearing it goes back to the controller's")
    }

    @Test func theBarShowsTheTopTitleAndTheTitleBelowOnTheBackButton() {
        #expect(bar.titleLabel.text == "Inbox")
        #expect(bar.backButton.isHidden, "nothing to go back to")
        second.navigationItem.title = "Re: lunch"
        nav.pushViewController(second, animated: false)
        #expect(bar.titleLabel.text == "Re: lunch")
        #expect(!bar.backButton.isHidden && bar.backLabel.text == "Inbox")
    }

    @Test func theBackButtonTitleOfTheControllerBelowWins() {
        first.navigationItem.backButtonTitle = "Mail"
        nav.pushViewController(second, animated: false)
        #expect(bar.backLabel.text == "Mail")
        #expect(bar.titleLabel.text == "Message", "the back-button title is not the top title")
    }

    @Test func withoutAnyTitleTheBackButtonSaysBack() {
        let untitled = ViewController()
        let n = NavigationController(rootViewController: untitled)
        window.rootViewController = n
        n.pushViewController(second, animated: false)
        #expect(n.navigationBar.backLabel.text == "Back")
    }

    @Test func aTopControllerCanHideTheBackButton() {
        second.navigationItem.hidesBackButton = true
        nav.pushViewController(second, animated: false)
        #expect(bar.backButton.isHidden)
        let third = transitionTestController(.white, title: "Reply")
        nav.pushViewController(third, animated: false)
        #expect(!bar.backButton.isHidden && bar.backLabel.text == "Message", "only while that controller is on top")
    }

    /// UIKit's bar follows a change of the top item's title at once, and of the item below's
    /// title in the back button.
    @Test func changingTheTopTitleUpdatesTheBar() {
        nav.pushViewController(second, animated: false)
        second.navigationItem.title = "Re: dinner"
        #expect(bar.titleLabel.text == "Re: dinner")
        second.title = "ignored while the item has its own"
        #expect(bar.titleLabel.text == "Re: dinner")
        let first = nav.viewControllers[0]
        first.navigationItem.backButtonTitle = "Inbox"
        #expect(bar.backLabel.text == "Inbox")
        second.navigationItem.hidesBackButton = true
        #expect(bar.backButton.isHidden)
    }

    /// A title changed while a push runs shows once the push has ended.
    @Test func aTitleChangedMidTransitionShowsAfterIt() {
        nav.pushViewController(second, animated: true)
        #expect(window.isTransitioning)
        second.navigationItem.title = "Later"
        window.clock.advance(by: 1)
        #expect(!window.isTransitioning && bar.titleLabel.text == "Later")
    }
}
