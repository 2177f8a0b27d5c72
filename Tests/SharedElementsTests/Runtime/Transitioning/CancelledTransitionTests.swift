import Foundation
import Testing
import SharedElements
import SharedElementsTestSupport

/// A cancelled transition puts every view it may have moved back exactly, whichever operation
/// ran it: superview and place among the siblings, alpha, transform and hidden flag.
@MainActor
@Suite struct CancelledTransitionTests {
    /// An animator that moves and changes every view it can reach, then waits for the test.
    final class Scrambling: ViewControllerAnimatedTransitioning {
        var extraViews: [View] = []
        private(set) var context: ViewControllerContextTransitioning?

        func transitionDuration(using transitionContext: ViewControllerContextTransitioning?) -> TimeInterval { 0.3 }

        func animateTransition(using transitionContext: ViewControllerContextTransitioning) {
            context = transitionContext
            let container = transitionContext.containerView
            let wrapper = View(frame: container.bounds)
            container.addSubview(wrapper)
            if let to = transitionContext.view(forKey: .to) { container.insertSubview(to, at: 0) }
            if let from = transitionContext.view(forKey: .from) { wrapper.addSubview(from) }
            let views = [transitionContext.view(forKey: .from), transitionContext.view(forKey: .to)].compactMap { $0 }
            for (i, view) in (views + extraViews).enumerated() {
                view.alpha = 0.05 * CGFloat(i + 1)
                view.transform = AffineTransform(translationX: 7, y: CGFloat(i))
                view.isHidden.toggle()
            }
        }
    }

    /// Where a view is and how it looks (superview, index, frame, alpha, transform, hidden
    /// flag): the state the shared-element invariant tests compare too.
    static func placement(_ view: View) -> ViewState { ViewState(of: view) }

    final class TabDelegate: TabBarControllerDelegate {
        let animator = Scrambling()
        lazy var interactor = ManualInteractor(animator: animator)
        func tabBarController(
            _ tabBarController: TabBarController, animationControllerForTransitionFrom fromVC: ViewController, to toVC: ViewController
        ) -> ViewControllerAnimatedTransitioning? { animator }
        func tabBarController(
            _ tabBarController: TabBarController, interactionControllerFor animationController: ViewControllerAnimatedTransitioning
        ) -> ViewControllerInteractiveTransitioning? { interactor }
    }

    final class NavigationDelegate: NavigationControllerDelegate {
        let animator = Scrambling()
        func navigationController(
            _ navigationController: NavigationController, animationControllerFor operation: NavigationController.Operation,
            from fromVC: ViewController, to toVC: ViewController
        ) -> ViewControllerAnimatedTransitioning? { animator }
    }

    let log = CallLog()
    let window = Window()

    @Test func cancelledTabSwitchPutsEveryViewBack() throws {
        let first = LoggingViewController("A", log: log)
        let second = LoggingViewController("B", log: log)
        let tabs = TabBarController()
        tabs.setViewControllers([first, second], animated: false)
        window.rootViewController = tabs
        first.view.alpha = 0.9
        first.view.transform = AffineTransform(scaleX: 0.5, y: 0.5)
        second.view.alpha = 0.4
        second.view.isHidden = true
        tabs.tabBar.alpha = 0.7
        let views: [View] = [first.view, second.view, tabs.tabBar]
        let before = views.map(Self.placement)
        let delegate = TabDelegate()
        delegate.animator.extraViews = [tabs.tabBar]
        tabs.delegate = delegate
        log.reset()

        tabs.tabBar.selectItem(at: 1)
        #expect(tabs.selectedIndex == 1)
        let context = try #require(delegate.interactor.context)
        #expect(views.map(Self.placement) != before)
        context.cancelInteractiveTransition()
        context.completeTransition(false)

        #expect(views.map(Self.placement) == before)
        #expect(second.view.superview == nil)
        #expect(tabs.transitionView.subviews.map(ObjectIdentifier.init).contains(ObjectIdentifier(first.view)))
        #expect(tabs.selectedIndex == 0)
        #expect(tabs.tabBar.selectedIndex == 0)
        #expect(log.appearance == ["A.willDisappear", "B.willAppear", "B.willDisappear", "B.didDisappear",
                                   "A.willAppear", "A.didAppear"])
        #expect(window.transitionDiagnostics.kinds.isEmpty)
    }

    @Test func cancelledPopPutsEveryViewBack() throws {
        let root = LoggingViewController("A", log: log)
        let top = LoggingViewController("B", log: log)
        let nav = NavigationController(rootViewController: root)
        window.rootViewController = nav
        nav.pushViewController(top, animated: false)
        root.view.alpha = 0.6
        root.view.isHidden = true
        top.view.transform = AffineTransform(translationX: 3, y: 4)
        top.view.alpha = 0.8
        nav.navigationBar.alpha = 0.95
        let bar = nav.navigationBar
        let views: [View] = [root.view, top.view, bar, bar.titleLabel, bar.backButton]
        let before = views.map(Self.placement)
        let delegate = NavigationDelegate()
        delegate.animator.extraViews = [bar, bar.titleLabel, bar.backButton]
        nav.delegate = delegate
        log.reset()

        #expect(nav.popViewController(animated: true) === top)
        let context = try #require(delegate.animator.context)
        #expect(views.map(Self.placement) != before)
        context.completeTransition(false)

        #expect(views.map(Self.placement) == before)
        #expect(nav.viewControllers.map(ObjectIdentifier.init) == [ObjectIdentifier(root), ObjectIdentifier(top)])
        #expect(top.parent === nav)
        #expect(bar.titleLabel.text == "B")
        #expect(log.appearance == ["B.willDisappear", "A.willAppear", "A.willDisappear", "A.didDisappear",
                                   "B.willAppear", "B.didAppear"])
    }

    @Test func cancelledFullScreenDismissalTakesThePresenterOutAgain() throws {
        let root = LoggingViewController("A", log: log)
        let detail = LoggingViewController("B", log: log)
        window.rootViewController = root
        detail.modalPresentationStyle = .fullScreen
        root.present(detail, animated: false)
        #expect(root.view.superview == nil)
        detail.view.alpha = 0.75
        root.view.transform = AffineTransform(scaleX: 2, y: 2)
        let views: [View] = [root.view, detail.view]
        let before = views.map(Self.placement)
        let animator = Scrambling()
        let delegate = ScriptedTransitioningDelegate()
        delegate.dismissAnimator = animator
        detail.transitioningDelegate = delegate
        log.reset()

        var completed = false
        detail.dismiss(animated: true) { completed = true }
        #expect(detail.isBeingDismissed)
        let context = try #require(animator.context)
        #expect(root.view.superview != nil)
        context.completeTransition(false)

        #expect(views.map(Self.placement) == before)
        #expect(!completed)
        #expect(!detail.isBeingDismissed)
        #expect(root.presentedViewController === detail)
        #expect(detail.presentingViewController === root)
        #expect(log.appearance == ["B.willDisappear", "A.willAppear", "A.willDisappear", "A.didDisappear",
                                   "B.willAppear", "B.didAppear"])
    }
}
