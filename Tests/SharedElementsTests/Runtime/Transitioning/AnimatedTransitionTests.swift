import Foundation
import Testing
import SharedElements
import SharedElementsTestSupport

/// A push/pop animator made only of public API: the new screen fades in over the old one.
@MainActor
private final class FadeAnimator: ViewControllerAnimatedTransitioning {
    func transitionDuration(using transitionContext: ViewControllerContextTransitioning?) -> TimeInterval { 0.4 }

    func animateTransition(using transitionContext: ViewControllerContextTransitioning) {
        guard let toView = transitionContext.view(forKey: .to) else { return transitionContext.completeTransition(true) }
        transitionContext.containerView.addSubview(toView)
        toView.alpha = 0
        View.animate(withDuration: 0.4, options: .curveLinear, animations: { toView.alpha = 1 }, completion: { _ in
            transitionContext.completeTransition(!transitionContext.transitionWasCancelled)
        })
    }
}

@MainActor
@Suite struct AnimatedTransitionTests {
    let log = CallLog()
    let window = Window()
    let a: LoggingViewController
    let b: LoggingViewController
    let nav: NavigationController

    init() {
        a = LoggingViewController("A", log: log, color: .white)
        b = LoggingViewController("B", log: log, color: .systemOrange)
        nav = NavigationController(rootViewController: a)
        window.rootViewController = nav
        log.reset()
    }

    /// The default push: over 0.35 s on a critically damped spring, the new screen comes in from
    /// a whole width to the right while the old one moves a third of the width left.
    @Test func defaultPushSlidesInFromTheRightWhileTheOldScreenMovesAThirdLeft() throws {
        let width = nav.transitionView.bounds.width
        nav.pushViewController(b, animated: true)
        #expect(isClose(presentedOffset(b.view), CGPoint(x: width, y: 0)))
        window.clock.advance(by: 0.1)
        let p = ReferenceMotion.criticalSpring(at: 0.1, duration: 0.35)
        #expect(isClose(presentedOffset(a.view), CGPoint(x: -width / 3 * p, y: 0), abs: 1e-4))
        #expect(isClose(presentedOffset(b.view), CGPoint(x: width * (1 - p), y: 0), abs: 1e-4))
        let mid = try window.render()
        let bX = presentedOffset(b.view).x
        #expect(bX > 10 && bX < width - 10, "the incoming edge is on screen")
        // Left of the incoming screen's edge the old (white) screen shows, right of it the new one.
        #expect(mid[Int((bX - 8) * 2), 1000] == Color.white.premultiplied)
        #expect(mid[Int((bX + 8) * 2), 1000] == Color.systemOrange.premultiplied)
        window.clock.advance(by: 0.2)
        #expect(window.isTransitioning, "0.35 s, not yet over at 0.3 s")
        window.clock.advance(by: 0.06)
        #expect(!window.isTransitioning)
        #expect(a.view.layer.transform.isIdentity && a.view.superview == nil)
        #expect(isAtRest(b.view, frame: nav.transitionView.bounds))
        #expect(log.appearance == ["A.willDisappear", "B.willAppear", "A.didDisappear", "B.didAppear"])
        let frame = try window.render()
        #expect(frame[700, 1000] == Color.systemOrange.premultiplied)
    }

    /// The default pop reverses it: the top screen leaves a whole width to the right while the
    /// one below comes back from a third of the width left.
    @Test func defaultPopSlidesTheTopScreenOffToTheRight() throws {
        let width = nav.transitionView.bounds.width
        nav.pushViewController(b, animated: false)
        log.reset()
        nav.popViewController(animated: true)
        #expect(isClose(presentedOffset(a.view), CGPoint(x: -width / 3, y: 0)))
        window.clock.advance(by: 0.1)
        let p = ReferenceMotion.criticalSpring(at: 0.1, duration: 0.35)
        #expect(isClose(presentedOffset(b.view), CGPoint(x: width * p, y: 0), abs: 1e-4))
        #expect(isClose(presentedOffset(a.view), CGPoint(x: -width / 3 * (1 - p), y: 0), abs: 1e-4))
        #expect(a.view.superview === nav.transitionView)
        #expect(nav.transitionView.subviews.last === b.view)
        window.clock.advance(by: 0.3)
        #expect(nav.transitionView.subviews.map(ObjectIdentifier.init) == [ObjectIdentifier(a.view)])
        #expect(isAtRest(a.view, frame: nav.transitionView.bounds))
        #expect(b.view.transform.isIdentity)
        #expect(log.appearance == ["B.willDisappear", "A.willAppear", "B.didDisappear", "A.didAppear"])
    }

    @Test func navigationBarTitlesCrossFadeAndTheBackButtonSlidesIn() {
        let bar = nav.navigationBar
        nav.pushViewController(b, animated: true)
        window.clock.advance(frames: 9)
        #expect(bar.subviews.count == 3, "a fading copy of the old title joins the bar")
        let outgoing = bar.subviews.first { $0 !== bar.titleLabel && $0 !== bar.backButton } as? Label
        #expect(outgoing?.text == "A")
        let newAlpha = bar.titleLabel.layer.presentation()!.opacity
        let oldAlpha = outgoing?.layer.presentation()!.opacity ?? -1
        #expect(newAlpha > 0.05 && newAlpha < 0.95)
        #expect(oldAlpha > 0.05 && oldAlpha < 0.95)
        // The old title travels left onto the back button's title, which comes from where the
        // old title was: they meet in place while cross-fading.
        let titleShift = outgoing?.layer.presentation()!.transform.m41 ?? 0
        let backShift = bar.backLabel.layer.presentation()!.transform.m41
        #expect(titleShift < 0 && backShift > 0)
        // Where the outgoing title is headed (its model value) is the back title's place: the
        // two texts' left edges meet.
        if let outgoing {
            let headed = outgoing.center.x - outgoing.bounds.width / 2 + outgoing.transform.tx
            let text = outgoing.textAlignment == .center ? (outgoing.bounds.width - outgoing.intrinsicContentSize.width) / 2 : 0
            #expect(abs(headed + text - (bar.backButton.frame.minX + bar.backLabel.frame.minX)) < 0.5)
        }
        window.clock.advance(frames: 20)
        #expect(bar.subviews.count == 2)
        #expect(bar.titleLabel.text == "B" && bar.titleLabel.alpha == 1 && bar.titleLabel.transform.isIdentity)
        #expect(bar.backLabel.text == "A" && !bar.backButton.isHidden && bar.backButton.transform.isIdentity)
        #expect(bar.backLabel.transform.isIdentity && bar.backLabel.alpha == 1 && bar.backChevron.alpha == 1)
    }

    @Test func hidingTheNavigationBarSlidesItUp() {
        let bar = nav.navigationBar
        nav.setNavigationBarHidden(true, animated: true)
        #expect(nav.isNavigationBarHidden)
        window.clock.advance(frames: 6)
        let y = bar.layer.presentation()!.transform.m42
        #expect(y < 0 && y > -44)
        window.clock.advance(frames: 10)
        #expect(bar.isHidden && bar.transform.isIdentity)
        nav.setNavigationBarHidden(false, animated: true)
        #expect(!bar.isHidden)
        window.clock.advance(frames: 20)
        #expect(bar.transform.isIdentity && !bar.isHidden)
    }

    @Test func tabBarSlidesOutWithThePushAndBackWithThePop() {
        let tabs = TabBarController()
        let root = LoggingViewController("F", log: log)
        let feed = NavigationController(rootViewController: root)
        tabs.setViewControllers([feed, LoggingViewController("P", log: log)], animated: false)
        let w = Window()
        w.rootViewController = tabs
        let detail = LoggingViewController("D", log: log)
        detail.hidesBottomBarWhenPushed = true
        feed.pushViewController(detail, animated: true)
        w.clock.advance(frames: 6)
        #expect(tabs.tabBar.layer.presentation()!.transform.m41 < 0)
        #expect(!tabs.tabBar.isHidden)
        w.clock.advance(frames: 30)
        #expect(tabs.tabBar.isHidden && tabs.tabBar.transform.isIdentity)
        feed.popViewController(animated: true)
        w.clock.advance(frames: 3)
        #expect(!tabs.tabBar.isHidden)
        #expect(tabs.tabBar.layer.presentation()!.transform.m41 < 0)
        w.clock.advance(frames: 30)
        #expect(!tabs.tabBar.isHidden && tabs.tabBar.transform.isIdentity)
    }

    /// The default modal animation (cover vertical): over 0.5 s on a critically damped spring the
    /// presented screen rises from a whole height below, and falls back the same way.
    @Test func defaultModalPresentationCoversFromTheBottom() {
        let detail = LoggingViewController("M", log: log, color: .blue)
        let height = window.bounds.height
        a.present(detail, animated: true)
        #expect(isClose(presentedOffset(detail.view), CGPoint(x: 0, y: height)))
        window.clock.advance(by: 0.125)
        var p = ReferenceMotion.criticalSpring(at: 0.125, duration: 0.5)
        #expect(isClose(presentedOffset(detail.view), CGPoint(x: 0, y: height * (1 - p)), abs: 1e-4))
        window.clock.advance(by: 0.3)
        #expect(window.isTransitioning, "0.5 s, not yet over at 0.425 s")
        window.clock.advance(by: 0.1)
        #expect(!window.isTransitioning)
        #expect(isAtRest(detail.view, frame: window.bounds))
        detail.dismiss(animated: true)
        window.clock.advance(by: 0.25)
        p = ReferenceMotion.criticalSpring(at: 0.25, duration: 0.5)
        #expect(isClose(presentedOffset(detail.view), CGPoint(x: 0, y: height * p), abs: 1e-4))
        window.clock.advance(by: 0.3)
        #expect(window.subviews.map(ObjectIdentifier.init) == [ObjectIdentifier(nav.view)])
        #expect(detail.view.transform.isIdentity)
    }

    @Test func percentDrivenPopCancelledHalfWayPlaysBackAndPutsEverythingBack() throws {
        final class Delegate: NavigationControllerDelegate {
            let interaction = PercentDrivenInteractiveTransition()
            func navigationController(
                _ navigationController: NavigationController, animationControllerFor operation: NavigationController.Operation,
                from fromVC: ViewController, to toVC: ViewController
            ) -> ViewControllerAnimatedTransitioning? { FadeAnimator() }
            func navigationController(
                _ navigationController: NavigationController, interactionControllerFor animationController: ViewControllerAnimatedTransitioning
            ) -> ViewControllerInteractiveTransitioning? { interaction }
        }
        nav.pushViewController(b, animated: false)
        let delegate = Delegate()
        nav.delegate = delegate
        log.reset()
        nav.popViewController(animated: true)
        #expect(log.appearance == ["B.willDisappear", "A.willAppear"])
        delegate.interaction.update(0.5)
        window.clock.advance(frames: 10)
        #expect(isClose(Double(a.view.layer.presentation()!.opacity), 0.5, abs: 0.01), "paused at the scrubbed progress")
        delegate.interaction.update(0.25)
        window.clock.advance(frames: 1)
        #expect(isClose(Double(a.view.layer.presentation()!.opacity), 0.25, abs: 0.01))
        delegate.interaction.cancel()
        window.clock.advance(frames: 3)
        let back = Double(a.view.layer.presentation()!.opacity)
        #expect(back < 0.25 && back > 0, "plays backwards")
        window.clock.advance(frames: 20)
        #expect(!window.isTransitioning)
        #expect(log.appearance == ["B.willDisappear", "A.willAppear", "A.willDisappear", "A.didDisappear",
                                   "B.willAppear", "B.didAppear"])
        #expect(nav.viewControllers.count == 2)
        #expect(nav.transitionView.subviews.map(ObjectIdentifier.init) == [ObjectIdentifier(b.view)])
        #expect(isAtRest(b.view, frame: nav.transitionView.bounds))
        #expect(a.view.alpha == 1 && a.view.superview == nil)
        #expect(nav.transitionView.layer.speed == 1 && nav.transitionView.layer.timeOffset == 0)
        #expect(window.transitionDiagnostics.entries.isEmpty)
    }

    @Test func percentDrivenPopFinishedPlaysOnAtCompletionSpeed() {
        final class Delegate: NavigationControllerDelegate {
            let interaction = PercentDrivenInteractiveTransition()
            func navigationController(
                _ navigationController: NavigationController, animationControllerFor operation: NavigationController.Operation,
                from fromVC: ViewController, to toVC: ViewController
            ) -> ViewControllerAnimatedTransitioning? { FadeAnimator() }
            func navigationController(
                _ navigationController: NavigationController, interactionControllerFor animationController: ViewControllerAnimatedTransitioning
            ) -> ViewControllerInteractiveTransitioning? { interaction }
        }
        nav.pushViewController(b, animated: false)
        let delegate = Delegate()
        nav.delegate = delegate
        log.reset()
        nav.popViewController(animated: true)
        delegate.interaction.update(0.5)
        delegate.interaction.finish()
        window.clock.advance(frames: 6)
        #expect(a.view.layer.presentation()!.opacity > 0.5)
        #expect(window.isTransitioning)
        window.clock.advance(frames: 12)
        #expect(!window.isTransitioning)
        #expect(nav.viewControllers.count == 1)
        #expect(log.appearance == ["B.willDisappear", "A.willAppear", "B.didDisappear", "A.didAppear"])
        #expect(isAtRest(a.view, frame: nav.transitionView.bounds))
        #expect(nav.transitionView.layer.speed == 1)
    }

    @Test func viewAnimateRunsOnTheWindowClock() {
        let v = View(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        window.addSubview(v)
        var finished: Bool?
        View.animate(withDuration: 0.2, options: .curveLinear, animations: { v.alpha = 0 }, completion: { finished = $0 })
        #expect(v.alpha == 0)
        window.clock.advance(by: 0.1)
        #expect(isClose(Double(v.layer.presentation()!.opacity), 0.5, abs: 1e-6))
        #expect(finished == nil)
        window.clock.advance(by: 0.11)
        #expect(finished == true)
    }

    @Test func animatedScrollMovesTheOffsetOverTime() {
        let scroll = ScrollView(frame: CGRect(x: 0, y: 0, width: 100, height: 200))
        scroll.contentSize = CGSize(width: 100, height: 1000)
        window.addSubview(scroll)
        scroll.setContentOffset(CGPoint(x: 0, y: 300), animated: true)
        #expect(scroll.contentOffset == CGPoint(x: 0, y: 300))
        window.clock.advance(by: 0.1)
        let y = scroll.layer.presentation()!.bounds.origin.y
        #expect(y > 0 && y < 300)
    }
}

@MainActor
@Suite struct AnimatorClockTests {
    /// An animator whose block changes nothing: its completion must still come on the window's clock.
    final class NoChangeAnimator: ViewControllerAnimatedTransitioning {
        func transitionDuration(using transitionContext: ViewControllerContextTransitioning?) -> TimeInterval { 0.2 }
        func animateTransition(using transitionContext: ViewControllerContextTransitioning) {
            if let to = transitionContext.view(forKey: .to) { transitionContext.containerView.addSubview(to) }
            View.animate(withDuration: 0.2, animations: {}, completion: { _ in
                transitionContext.completeTransition(!transitionContext.transitionWasCancelled)
            })
        }
    }

    @Test func emptyAnimationBlockCompletesOnTheWindowClock() {
        let window = Window()
        let nav = NavigationController(rootViewController: ViewController())
        window.rootViewController = nav
        let delegate = ScriptedTransitioningDelegate()
        let animator = NoChangeAnimator()
        delegate.presentAnimator = animator
        let detail = ViewController()
        detail.transitioningDelegate = delegate
        nav.present(detail, animated: true)
        window.clock.advance(frames: 1)
        #expect(!window.isTransitioning)
        #expect(nav.presentedViewController === detail)
    }
}
