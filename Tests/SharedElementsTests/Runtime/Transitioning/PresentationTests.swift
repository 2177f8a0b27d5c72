import Foundation
import Testing
import SharedElements
import SharedElementsTestSupport

@MainActor
@Suite struct PresentationTests {
    let log = CallLog()
    let window = Window()
    let root: LoggingViewController
    let detail: LoggingViewController

    init() {
        root = LoggingViewController("A", log: log)
        detail = LoggingViewController("B", log: log, color: .systemOrange)
        window.rootViewController = root
        log.reset()
    }

    @Test func nonAnimatedPresentCallsAppearanceInOrderAndRemovesPresenterView() {
        var completed = 0
        root.present(detail, animated: false) { completed += 1 }
        #expect(log.appearance == ["A.willDisappear", "B.willAppear", "A.didDisappear", "B.didAppear"])
        #expect(completed == 1)
        #expect(root.presentedViewController === detail)
        #expect(detail.presentingViewController === root)
        #expect(root.view.superview == nil)
        #expect(placements(of: detail.view, in: window) == 1)
        #expect(isAtRest(detail.view, frame: window.bounds))
        #expect(window.subviews.count == 1)
        #expect(window.subviews.first?.subviews.map(ObjectIdentifier.init) == [ObjectIdentifier(detail.view)])
    }

    @Test func nonAnimatedDismissRestoresPresenterAtItsHome() {
        root.present(detail, animated: false)
        log.reset()
        var completed = 0
        detail.dismiss(animated: false) { completed += 1 }
        #expect(log.appearance == ["B.willDisappear", "A.willAppear", "B.didDisappear", "A.didAppear"])
        #expect(completed == 1)
        #expect(root.presentedViewController == nil)
        #expect(detail.presentingViewController == nil)
        #expect(window.subviews.map(ObjectIdentifier.init) == [ObjectIdentifier(root.view)])
        #expect(detail.view.superview == nil)
        #expect(isAtRest(root.view, frame: window.bounds))
        #expect(window.transitionDiagnostics.entries.isEmpty)
    }

    @Test func customAnimatorRunsOnTheClockAndCallsBackInUIKitOrder() throws {
        let animator = ScriptedAnimator()
        let delegate = ScriptedTransitioningDelegate()
        delegate.presentAnimator = animator
        detail.transitioningDelegate = delegate
        var completed = false
        root.present(detail, animated: true) { completed = true }
        #expect(log.appearance == ["A.willDisappear", "B.willAppear"])
        let context = try #require(animator.context)
        #expect(context.isAnimated)
        #expect(!context.isInteractive)
        #expect(context.view(forKey: .from) === root.view)
        #expect(context.viewController(forKey: .to) === detail)
        #expect(context.initialFrame(for: detail) == .zero)
        #expect(context.finalFrame(for: detail) == window.bounds)
        #expect(window.isTransitioning)
        window.clock.advance(by: 0.2)
        #expect(!completed)
        window.clock.advance(by: 0.2)
        #expect(completed)
        #expect(animator.endedWith == [true])
        #expect(log.appearance == ["A.willDisappear", "B.willAppear", "A.didDisappear", "B.didAppear"])
        #expect(!window.isTransitioning)
        #expect(root.view.superview == nil)
    }

    @Test func toViewIsNotInTheContainerUntilTheAnimatorAddsIt() throws {
        final class Probe: ViewControllerAnimatedTransitioning {
            var wasInContainer: Bool?
            func transitionDuration(using transitionContext: ViewControllerContextTransitioning?) -> TimeInterval { 0.1 }
            func animateTransition(using transitionContext: ViewControllerContextTransitioning) {
                let to = transitionContext.view(forKey: .to)
                wasInContainer = to?.superview === transitionContext.containerView
                if let to { transitionContext.containerView.addSubview(to) }
                transitionContext.completeTransition(true)
            }
        }
        let probe = Probe()
        let delegate = ScriptedTransitioningDelegate()
        delegate.presentAnimator = probe
        detail.transitioningDelegate = delegate
        root.present(detail, animated: true)
        #expect(probe.wasInContainer == false)
        #expect(detail.view.superview === detail.presentationController?.containerView)
    }

    @Test func overFullScreenKeepsPresenterViewAndItsAppearance() throws {
        detail.modalPresentationStyle = .overFullScreen
        let animator = ScriptedAnimator()
        let delegate = ScriptedTransitioningDelegate()
        delegate.presentAnimator = animator
        delegate.dismissAnimator = animator
        detail.transitioningDelegate = delegate
        root.present(detail, animated: true)
        #expect(animator.context?.view(forKey: .from) == nil)
        #expect(animator.context?.viewController(forKey: .from) === root)
        window.clock.advance(by: 1)
        #expect(log.appearance == ["B.willAppear", "B.didAppear"])
        #expect(root.view.superview === window)
        detail.dismiss(animated: true)
        #expect(animator.context?.view(forKey: .to) == nil)
        window.clock.advance(by: 1)
        #expect(log.appearance == ["B.willAppear", "B.didAppear", "B.willDisappear", "B.didDisappear"])
        #expect(window.subviews.map(ObjectIdentifier.init) == [ObjectIdentifier(root.view)])
        #expect(isAtRest(root.view, frame: window.bounds))
    }

    @Test func customPresentationControllerPlacesThePresentedViewAndHearsEveryPhase() {
        final class HalfSheet: PresentationController {
            var calls: [String] = []
            let dimming = View()
            override var frameOfPresentedViewInContainerView: CGRect {
                guard let b = containerView?.bounds else { return .zero }
                return CGRect(x: 0, y: b.midY, width: b.width, height: b.height / 2)
            }
            override func presentationTransitionWillBegin() {
                calls.append("willBegin")
                if let c = containerView { dimming.frame = c.bounds; c.addSubview(dimming) }
            }
            override func presentationTransitionDidEnd(_ completed: Bool) { calls.append("didEnd(\(completed))") }
            override func dismissalTransitionWillBegin() { calls.append("dismissalWillBegin") }
            override func dismissalTransitionDidEnd(_ completed: Bool) { calls.append("dismissalDidEnd(\(completed))") }
        }
        var sheet: HalfSheet?
        let delegate = ScriptedTransitioningDelegate()
        delegate.presentation = { presented, presenting in
            let s = HalfSheet(presentedViewController: presented, presenting: presenting)
            sheet = s
            return s
        }
        detail.modalPresentationStyle = .custom
        detail.transitioningDelegate = delegate
        root.present(detail, animated: false)
        #expect(sheet?.calls == ["willBegin", "didEnd(true)"])
        #expect(detail.view.frame == CGRect(x: 0, y: 422, width: 390, height: 422))
        #expect(root.view.superview === window)
        #expect(detail.presentationController === sheet)
        detail.dismiss(animated: false)
        #expect(sheet?.calls == ["willBegin", "didEnd(true)", "dismissalWillBegin", "dismissalDidEnd(true)"])
        #expect(window.subviews.count == 1)
    }

    @Test func dismissingFromThePresenterDismissesWhatItPresents() {
        root.present(detail, animated: false)
        root.dismiss(animated: false)
        #expect(root.presentedViewController == nil)
        #expect(root.view.superview === window)
    }

    @Test func dismissingAChainDismissesTheUpperControllersToo() {
        let third = LoggingViewController("C", log: log)
        root.present(detail, animated: false)
        detail.present(third, animated: false)
        #expect(window.topViewController === third)
        root.dismiss(animated: false)
        #expect(window.topViewController === root)
        #expect(window.subviews.map(ObjectIdentifier.init) == [ObjectIdentifier(root.view)])
        #expect(third.view.superview == nil && detail.view.superview == nil)
    }

    @Test func snapshotOfThePresentedViewIsTakenAtTheWindowScale() throws {
        root.present(detail, animated: false)
        let snapshot = try #require(detail.view.snapshotView(afterScreenUpdates: true))
        #expect(snapshot.frame == CGRect(origin: .zero, size: window.bounds.size))
        let bitmap = try #require(snapshot.layer.contents)
        #expect(bitmap.width == 780 && bitmap.height == 1688)
        #expect(bitmap[10, 10] == Color.systemOrange.premultiplied)
    }

    @Test func presentedNavigationControllerForwardsAppearanceToItsTopChild() {
        let inner = LoggingViewController("C", log: log)
        let nav = NavigationController(rootViewController: inner)
        root.present(nav, animated: false)
        #expect(log.appearance == ["A.willDisappear", "C.willAppear", "A.didDisappear", "C.didAppear"])
        #expect(inner.presentingViewController === root)
        log.reset()
        inner.dismiss(animated: false)
        #expect(root.presentedViewController == nil)
        #expect(log.appearance == ["C.willDisappear", "A.willAppear", "C.didDisappear", "A.didAppear"])
    }

    @Test func aPushedChildPresentsOnBehalfOfItsNavigationController() {
        let nav = NavigationController(rootViewController: root)
        window.rootViewController = nav
        let pushed = LoggingViewController("P", log: log)
        nav.pushViewController(pushed, animated: false)
        log.reset()
        pushed.present(detail, animated: false)
        #expect(nav.presentedViewController === detail)
        #expect(detail.presentingViewController === nav)
        #expect(log.appearance == ["P.willDisappear", "B.willAppear", "P.didDisappear", "B.didAppear"])
        #expect(nav.view.superview == nil)
        detail.dismiss(animated: false)
        #expect(nav.view.superview === window)
        #expect(isAtRest(nav.view, frame: window.bounds))
        #expect(isAtRest(pushed.view, frame: nav.transitionView.bounds))
    }

    @Test func snapshotOfAViewNotYetOnScreenUsesThePresentingWindowScale() throws {
        final class Probe: ViewControllerAnimatedTransitioning {
            var snapshotScale: CGFloat?
            func transitionDuration(using transitionContext: ViewControllerContextTransitioning?) -> TimeInterval { 0 }
            func animateTransition(using transitionContext: ViewControllerContextTransitioning) {
                snapshotScale = transitionContext.viewController(forKey: .to)?.view.snapshotView(afterScreenUpdates: true)?.layer.contentsScale
                if let to = transitionContext.view(forKey: .to) { transitionContext.containerView.addSubview(to) }
                transitionContext.completeTransition(true)
            }
        }
        let w3 = Window(size: CGSize(width: 100, height: 200), scale: 3)
        let presenter = ViewController()
        w3.rootViewController = presenter
        let probe = Probe()
        let delegate = ScriptedTransitioningDelegate()
        delegate.presentAnimator = probe
        detail.transitioningDelegate = delegate
        presenter.present(detail, animated: true)
        #expect(probe.snapshotScale == 3)
    }
}
