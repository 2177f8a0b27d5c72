import Foundation
import Testing
import SharedElements
import SharedElementsTestSupport

/// An interactive pop driven by a percent-driven interaction moves the navigation bar's titles
/// with the finger, as UIKit does, and puts the bar back when it is cancelled.
@MainActor
@Suite struct NavigationBarScrubTests {
    let stack = NavigationTestStack("Pets", "Mochi", pushed: true)
    let driver = SlideNavigationDelegate()
    var window: Window { stack.window }
    var nav: NavigationController { stack.nav }

    init() {
        stack.nav.delegate = driver
    }

    /// The title's text and where it is drawn now (its presentation), and its opacity.
    func title() -> (text: String?, x: CGFloat, alpha: Float) {
        let label = nav.navigationBar.titleLabel
        let shown = label.layer.presentation()!
        return (label.text, shown.transform.m41, shown.opacity)
    }

    func startPop() -> PercentDrivenInteractiveTransition {
        let interaction = PercentDrivenInteractiveTransition()
        driver.interaction = interaction
        nav.popViewController(animated: true)
        return interaction
    }

    @Test func theBarFollowsTheFingerAndRestsWhileItRests() {
        let interaction = startPop()
        // At the start the new title ("Pets") sits where the back button's title was, clear.
        let start = title()
        #expect(start.text == "Pets" && start.x < -50 && start.alpha < 0.01)
        interaction.update(0.5)
        let half = title()
        #expect(half.x > start.x + 20 && half.x < -5)
        #expect(half.alpha > 0.2 && half.alpha < 0.8)
        // The finger rests: the bar does not move on clock time.
        window.clock.advance(by: 0.5)
        let rested = title()
        #expect(abs(rested.x - half.x) < 1e-9 && rested.alpha == half.alpha)
        interaction.update(0.9)
        #expect(title().x > half.x)
        interaction.finish()
        window.clock.advance(by: 1)
        let end = title()
        #expect(end.text == "Pets" && end.x == 0 && end.alpha == 1)
        #expect(!window.isTransitioning && nav.viewControllers.count == 1)
        // The copies of the old labels are gone.
        let leftovers = nav.navigationBar.subviews.compactMap { $0 as? Label }.filter { $0.text == "Mochi" }
        #expect(leftovers.isEmpty)
    }

    @Test func aCancelledPopPutsTheBarBack() {
        let interaction = startPop()
        interaction.update(0.4)
        #expect(title().x < 0)
        interaction.cancel()
        window.clock.advance(by: 1)
        let end = title()
        #expect(end.text == "Mochi" && end.x == 0 && end.alpha == 1)
        #expect(!nav.navigationBar.backButton.isHidden && nav.navigationBar.backLabel.text == "Pets")
        let copies = nav.navigationBar.subviews.compactMap { $0 as? Label }.filter { $0.text == "Pets" && $0 !== nav.navigationBar.titleLabel }
        #expect(copies.isEmpty)
        #expect(!window.isTransitioning && nav.viewControllers.count == 2)
    }

    /// A transition whose own motion outlasts the bar's (shared elements flying back after the
    /// finger lets go): once a cancelled pop has played the bar back, the bar shows the screen
    /// it stays on, not the one the pop would have led to, until the transition ends.
    @Test func aCancelledPopShowsTheStayingBarWhileTheTransitionLingers() {
        let interaction = PercentDrivenInteractiveTransition()
        let lingering = SlideNavigationDelegate(interaction: interaction) { _ in LingeringAnimator() }
        nav.delegate = lingering
        nav.popViewController(animated: true)
        interaction.update(0.4)
        interaction.cancel()
        window.clock.advance(by: 0.3)
        #expect(window.isTransitioning, "the transition lingers")
        #expect(nav.navigationBar.titleLabel.text == "Mochi" && !nav.navigationBar.backButton.isHidden)
        #expect(nav.navigationBar.backLabel.text == "Pets")
        window.clock.advance(by: 1)
        #expect(!window.isTransitioning && nav.viewControllers.count == 2 && nav.navigationBar.titleLabel.text == "Mochi")
    }
}

/// Fades the old screen a little over 0.35 s, then reports the end 0.5 s later.
@MainActor
private final class LingeringAnimator: ViewControllerAnimatedTransitioning {
    func transitionDuration(using transitionContext: ViewControllerContextTransitioning?) -> TimeInterval { 0.35 }

    func animateTransition(using transitionContext: ViewControllerContextTransitioning) {
        let from = transitionContext.view(forKey: .from), to = transitionContext.view(forKey: .to)
        if let to, let from { transitionContext.containerView.insertSubview(to, belowSubview: from) }
        View.animate(withDuration: 0.35, animations: { from?.alpha = 0.5 }, completion: { _ in
            from?.alpha = 1
            _ = transitionContext.containerView.window?.schedule(after: 0.5) {
                transitionContext.completeTransition(!transitionContext.transitionWasCancelled)
            }
        })
    }

    func animationEnded(_ transitionCompleted: Bool) {}
}
