import Foundation
import Testing
import SharedElements
import SharedElementsTestSupport

/// Scripted swipes driving transitions through ``TransitionInteractiveController``.
@MainActor
@Suite struct TransitionInteractiveControllerTests {
    let log = CallLog()
    let window = Window(size: CGSize(width: 100, height: 200), scale: 1)
    let a: LoggingViewController
    let b: LoggingViewController
    var outcomes: [Bool] = []

    init() {
        a = LoggingViewController("A", log: log)
        b = LoggingViewController("B", log: log)
        window.rootViewController = a
        b.transitionController.transition = LinearDropTransition()
        a.present(b, animated: false)
        log.reset()
    }

    /// A swipe-down dismissal wired to the presented controller, recording its outcomes.
    func swipeDown(_ outcomes: OutcomeLog) -> TransitionInteractiveController {
        let controller = TransitionInteractiveController(viewController: b, pan: .regular(.down), action: .dismiss)
        controller.completion = { outcomes.values.append($0) }
        return controller
    }

    /// A finger going down at (50, 20), dragged through `ys` over `duration` seconds, lifted there.
    func drag(_ ys: [CGFloat], duration: TimeInterval, lift: Bool = true) -> TouchScript {
        .drag(through: ys.map { CGPoint(x: 50, y: $0) }, duration: duration, lift: lift)
    }

    func expectPresentedAndRestored() {
        #expect(a.presentedViewController === b)
        #expect(b.view.superview != nil && b.view.window === window)
        #expect(b.view.transform.isIdentity && b.view.layer.presentation()!.transform.isIdentity)
        #expect(b.view.frame == window.bounds && b.view.alpha == 1 && !b.view.isHidden)
        #expect(a.view.superview == nil, "the full-screen presenter's view is off screen again")
        #expect(!window.isTransitioning)
    }

    @Test func slowDragPastHalfCompletes() {
        let outcomes = OutcomeLog()
        let controller = swipeDown(outcomes)
        // 130 points over 1.6 s (81 pt/s, below the flick speed); 120 after the slop: 0.6.
        window.play(drag([20, 150], duration: 1.6, lift: false))
        #expect(controller.isInteracting)
        #expect(isClose(Double(controller.percentComplete), 0.6, abs: 0.01))
        #expect(isClose(Double(b.view.layer.presentation()!.transform.m42), 0.6 * 200, abs: 1), "scrubbed to 60%")
        window.play(TouchScript(steps: [.init(time: 0, phase: .ended, location: CGPoint(x: 50, y: 150))]))
        window.clock.advance(by: 0.5)
        #expect(outcomes.values == [true])
        #expect(a.presentedViewController == nil && b.view.window == nil)
        #expect(log.appearance == ["B.willDisappear", "A.willAppear", "B.didDisappear", "A.didAppear"])
        #expect(!controller.isTransitioning && !window.isTransitioning)
        #expect(window.transitionDiagnostics.entries.isEmpty)
    }

    @Test func slowShortDragCancelsAndPutsEverythingBack() {
        let outcomes = OutcomeLog()
        let controller = swipeDown(outcomes)
        window.play(drag([20, 80], duration: 1.2))     // 50 pt/s, 0.25 of the way
        #expect(controller.isTransitioning && !controller.isInteracting)
        window.clock.advance(by: 0.5)
        #expect(outcomes.values == [false])
        expectPresentedAndRestored()
        #expect(log.appearance == ["B.willDisappear", "A.willAppear", "A.willDisappear", "A.didDisappear",
                                   "B.willAppear", "B.didAppear"])
        #expect(window.transitionDiagnostics.entries.isEmpty)
    }

    @Test func fastShortFlickCompletes() {
        let outcomes = OutcomeLog()
        _ = swipeDown(outcomes)
        window.play(drag([20, 60], duration: 0.1))     // 400 pt/s, 0.15 of the way
        window.clock.advance(by: 0.5)
        #expect(outcomes.values == [true])
        #expect(a.presentedViewController == nil)
        #expect(log.appearance == ["B.willDisappear", "A.willAppear", "B.didDisappear", "A.didAppear"])
    }

    @Test func flickBackCancelsEvenPastHalf() {
        let outcomes = OutcomeLog()
        _ = swipeDown(outcomes)
        // Down to 170 slowly, then back up 30 points quickly: 0.6 of the way but moving back.
        let down = drag([20, 170], duration: 1.5, lift: false)
        let back = TouchScript.drag(through: [CGPoint(x: 50, y: 170), CGPoint(x: 50, y: 140)], duration: 0.05)
        window.play(down)
        window.play(TouchScript(steps: back.steps.dropFirst().map { $0 }))
        window.clock.advance(by: 0.6)
        #expect(outcomes.values == [false])
        expectPresentedAndRestored()
    }

    @Test func edgePanStartedAwayFromTheEdgeDoesNotBegin() {
        let nav = NavigationController(rootViewController: ViewController())
        nav.delegate = TransitionNavigationControllerDelegate.shared
        let w = Window(size: CGSize(width: 100, height: 200), scale: 1)
        w.rootViewController = nav
        let detail = ViewController()
        detail.transitionController.transition = SlideTransition(from: .right, dampingRatio: 1, initialVelocity: 0, duration: 0.3)
        nav.pushViewController(detail, animated: false)
        let outcomes = OutcomeLog()
        let back = TransitionInteractiveController(viewController: detail, pan: .edge(.left), action: .pop)
        back.completion = { outcomes.values.append($0) }
        w.play(.swipe(from: CGPoint(x: 40, y: 100), to: CGPoint(x: 95, y: 100), duration: 0.2))
        #expect(!w.isTransitioning && !back.isTransitioning)
        #expect(nav.viewControllers.count == 2)
        // From the edge, the same swipe pops (fast).
        w.play(.swipe(from: CGPoint(x: 2, y: 100), to: CGPoint(x: 60, y: 100), duration: 0.2))
        w.clock.advance(by: 0.5)
        #expect(outcomes.values == [true])
        #expect(nav.viewControllers.count == 1)
    }

    /// A finger put down at `start` and moved by `step` six times, a 60th of a second apart, then
    /// held for one more: 30 points of travel at `step` 5. Returns where the finger is.
    static func drag(_ w: Window, from start: CGPoint, by step: CGPoint) -> CGPoint {
        w.sendTouch(.began, at: start)
        var p = start
        for _ in 0..<6 {
            w.clock.advance(by: 1.0 / 60)
            p = CGPoint(x: p.x + step.x, y: p.y + step.y)
            w.sendTouch(.moved, at: p)
        }
        w.clock.advance(by: 1.0 / 60)
        return p
    }

    /// A back swipe over a slide on a spring: the screen stays under the finger (linear in the
    /// progress while a finger drives it), where the spring would run well ahead of it.
    @Test func aSlideFollowsTheFingerOfABackSwipe() {
        let nav = NavigationController(rootViewController: ViewController())
        nav.delegate = TransitionNavigationControllerDelegate.shared
        let w = Window(size: CGSize(width: 100, height: 200), scale: 1)
        w.rootViewController = nav
        let detail = ViewController()
        detail.transitionController.transition = SlideTransition(from: .right, dampingRatio: 1, initialVelocity: 0, duration: 0.4)
        nav.pushViewController(detail, animated: false)
        let back = TransitionInteractiveController(viewController: detail, pan: .edge(.left), action: .pop)
        let end = Self.drag(w, from: CGPoint(x: 2, y: 100), by: CGPoint(x: 5, y: 0))
        #expect(back.isInteracting)
        let moved = detail.view.layer.presentation()!.transform.m41
        // The finger is 30 points in; the pan's slop takes a few of them before it begins.
        #expect(moved > 15 && moved <= 30.5, "the screen is under the finger (30 points in): \(moved)")
        w.sendTouch(.ended, at: end)
        w.clock.advance(by: 1)
        #expect(!w.isTransitioning)
    }

    /// A half-height sheet pulled down follows the finger: the pull's travel is the sheet's
    /// height, not the window's, and the sheet moves linearly with it.
    @Test func aSheetFollowsTheFingerPullingItDown() {
        let w = Window(size: CGSize(width: 100, height: 200), scale: 1)
        let list = ViewController()
        w.rootViewController = list
        let sheet = ViewController()
        sheet.transitionController.transition = VerticalSheetTransition(heightFraction: 0.5)
        list.present(sheet, animated: false)
        #expect(sheet.view.frame.height == 100)
        let pull = TransitionInteractiveController(viewController: sheet, pan: .regular(.down), action: .dismiss)
        let end = Self.drag(w, from: CGPoint(x: 50, y: 120), by: CGPoint(x: 0, y: 5))
        #expect(pull.isInteracting)
        let moved = sheet.view.layer.presentation()!.transform.m42
        #expect(moved > 15 && moved <= 30.5, "the sheet is under the finger (30 points down): \(moved)")
        w.sendTouch(.ended, at: end)
        w.clock.advance(by: 1)
        #expect(!w.isTransitioning)
    }

    @Test func catchMidFlightAndReverseCancelsWithoutAJumpAndReportsOnce() {
        let outcomes = OutcomeLog()
        let controller = swipeDown(outcomes)
        window.play(drag([20, 60], duration: 0.1))     // a flick: finishing on its own
        window.clock.advance(by: 0.1)
        #expect(controller.isTransitioning && !controller.isInteracting)
        let before = b.view.layer.presentation()!.transform.m42
        #expect(before > 0 && before < 200)
        // A new finger lands and moves past the slop: the transition stops where it is.
        window.sendTouch(.began, at: CGPoint(x: 50, y: 100))
        window.clock.advance(by: 1.0 / 60)
        let moving = b.view.layer.presentation()!.transform.m42
        window.sendTouch(.moved, at: CGPoint(x: 50, y: 111))
        #expect(controller.isInteracting)
        let caught = b.view.layer.presentation()!.transform.m42
        #expect(abs(caught - moving) < 0.5, "caught where it was: \(moving) then \(caught)")
        #expect(isClose(Double(controller.percentComplete), Double(caught) / 200, abs: 0.02))
        // Drag back up and release moving up: cancelled.
        window.play(TouchScript.drag(through: [CGPoint(x: 50, y: 111), CGPoint(x: 50, y: 70)], duration: 0.3).steps
            .dropFirst().map { $0 }.asScript)
        window.clock.advance(by: 1)
        #expect(outcomes.values == [false], "one outcome for one transition")
        expectPresentedAndRestored()
        #expect(log.appearance == ["B.willDisappear", "A.willAppear", "A.willDisappear", "A.didDisappear",
                                   "B.willAppear", "B.didAppear"])
        #expect(window.transitionDiagnostics.entries.isEmpty)
    }

    @Test func panPresentsInteractivelyAndCancelRemovesThePresentation() {
        b.dismiss(animated: false)
        log.reset()
        let outcomes = OutcomeLog()
        let controller = TransitionInteractiveController(viewController: a, pan: .regular(.up), action: .present(b))
        controller.completion = { outcomes.values.append($0) }
        window.play(drag([180, 150], duration: 1))     // 20 points up after the slop: 0.1
        window.clock.advance(by: 0.5)
        #expect(outcomes.values == [false])
        #expect(a.presentedViewController == nil && b.view.window == nil)
        #expect(window.subviews.count == 1 && a.view.superview === window)
        #expect(log.appearance == ["A.willDisappear", "B.willAppear", "B.willDisappear", "B.didDisappear",
                                   "A.willAppear", "A.didAppear"])
        window.play(drag([180, 60], duration: 0.8))
        window.clock.advance(by: 0.5)
        #expect(outcomes.values == [false, true])
        #expect(a.presentedViewController === b)
    }

    @Test func cancelledTabSwitchSelectsTheOldTabAgain() {
        let w = Window(size: CGSize(width: 100, height: 200), scale: 1)
        let first = LoggingViewController("1", log: log), second = LoggingViewController("2", log: log)
        let tabs = TabBarController()
        tabs.setViewControllers([first, second], animated: false)
        tabs.delegate = TransitionTabBarControllerDelegate.shared
        second.transitionController.transition = SlideTransition(from: .right, dampingRatio: 1, initialVelocity: 0, duration: 0.3)
        w.rootViewController = tabs
        log.reset()
        let outcomes = OutcomeLog()
        let swipe = TransitionInteractiveController(viewController: tabs, pan: .regular(.left), action: .selectTab(1))
        swipe.completion = { outcomes.values.append($0) }
        w.play(.drag(through: [CGPoint(x: 90, y: 100), CGPoint(x: 60, y: 100)], duration: 1))
        w.clock.advance(by: 0.5)
        #expect(outcomes.values == [false])
        #expect(tabs.selectedIndex == 0 && tabs.tabBar.selectedIndex == 0)
        #expect(first.view.window === w && second.view.window == nil && first.view.transform.isIdentity)
        #expect(log.appearance == ["1.willDisappear", "2.willAppear", "2.willDisappear", "2.didDisappear",
                                   "1.willAppear", "1.didAppear"])
        w.play(.drag(through: [CGPoint(x: 90, y: 100), CGPoint(x: 20, y: 100)], duration: 0.2))
        w.clock.advance(by: 0.5)
        #expect(outcomes.values == [false, true])
        #expect(tabs.selectedIndex == 1)
    }

    @Test func readmeExampleDismissesWithAFlick() {
        let window = Window(size: CGSize(width: 390, height: 844), scale: 1)
        let list = ViewController()
        window.rootViewController = list
        let detail = ViewController()
        detail.transitionController.transition = SharedElementTransition()
        list.present(detail, animated: false)

        let swipeDown = TransitionInteractiveController(viewController: detail, pan: .regular(.down), action: .dismiss)
        var said: [String] = []
        swipeDown.completion = { completed in said.append(completed ? "dismissed" : "stayed") }
        window.play(.swipe(from: CGPoint(x: 195, y: 300), to: CGPoint(x: 195, y: 360), duration: 0.1))  // a flick
        window.clock.advance(by: 1)
        #expect(said == ["dismissed"])
        #expect(list.presentedViewController == nil && !window.isTransitioning)
    }

    // MARK: - Bad input

    @Test func releaseThresholdsFollowEasyTransitionsNumbersAndTolerateNaN() {
        let t = TransitionInteractiveController.ReleaseThresholds()
        #expect(t.completes(progress: 0.6, velocity: 0))
        #expect(!t.completes(progress: 0.4, velocity: 50))
        #expect(t.completes(progress: 0.1, velocity: 101))
        #expect(!t.completes(progress: 0.9, velocity: -6))
        #expect(t.completes(progress: 0.9, velocity: -4))
        #expect(!t.completes(progress: .nan, velocity: .nan))
        #expect(t.completes(progress: 0.6, velocity: .nan))
        #expect(!t.completes(progress: .infinity, velocity: .infinity))
    }

    @Test func zeroOrNaNDistanceFallsBackToTheContainerHeight() {
        for bad: CGFloat in [0, -5, .nan, .infinity] {
            let w = Window(size: CGSize(width: 100, height: 200), scale: 1)
            let p = ViewController(), d = ViewController()
            w.rootViewController = p
            d.transitionController.transition = FadeTransition()
            p.present(d, animated: false)
            let c = TransitionInteractiveController(viewController: d, pan: .regular(.down), action: .dismiss)
            c.distance = bad
            w.play(.drag(through: [CGPoint(x: 50, y: 20), CGPoint(x: 50, y: 70)], duration: 1, lift: false))
            #expect(isClose(Double(c.percentComplete), 40.0 / 200, abs: 0.01), "distance \(bad)")
            w.sendTouch(.ended, at: CGPoint(x: 50, y: 70))
            w.clock.advance(by: 1)
            #expect(!w.isTransitioning)
        }
    }

    @Test func tapWithoutPanDoesNothing() {
        let outcomes = OutcomeLog()
        let controller = swipeDown(outcomes)
        window.sendTouch(.began, at: CGPoint(x: 50, y: 50))
        window.sendTouch(.ended, at: CGPoint(x: 50, y: 52))   // never began: fails
        window.sendTouch(.moved, at: CGPoint(x: 50, y: 90))   // a move without a touch: ignored
        #expect(!window.isTransitioning && !controller.isTransitioning && outcomes.values.isEmpty)
    }

    @Test func panDuringATransitionItDidNotStartIsIgnored() {
        let outcomes = OutcomeLog()
        let controller = swipeDown(outcomes)
        b.dismiss(animated: true)                              // a programmatic dismissal runs
        window.clock.advance(by: 0.1)
        // The leaving view's final frame is below the screen: touch the container.
        window.play(drag([20, 150], duration: 0.3))
        #expect(!controller.isTransitioning && outcomes.values.isEmpty)
        window.clock.advance(by: 0.5)
        #expect(a.presentedViewController == nil && outcomes.values.isEmpty)
    }

    @Test func secondFingerWhileDrivingIsIgnored() {
        let outcomes = OutcomeLog()
        let controller = swipeDown(outcomes)
        window.play(drag([20, 80], duration: 0.5, lift: false))
        let progress = controller.percentComplete
        #expect(controller.isInteracting)
        // The second finger lands where only the container's catcher sees it: ignored while
        // the first finger drives.
        window.sendTouch(.began, at: CGPoint(x: 10, y: 190), finger: 1)
        window.sendTouch(.moved, at: CGPoint(x: 10, y: 150), finger: 1)
        window.sendTouch(.cancelled, at: CGPoint(x: 10, y: 150), finger: 1)
        #expect(controller.isInteracting && controller.percentComplete == progress)
        window.clock.advance(by: 0.2)
        window.sendTouch(.ended, at: CGPoint(x: 50, y: 80))   // resting: no speed left, 0.25
        window.clock.advance(by: 1)
        #expect(outcomes.values == [false])
        expectPresentedAndRestored()
    }

    @Test func withoutATransitionThePanDoesNothing() {
        b.transitionController.transition = nil
        let outcomes = OutcomeLog()
        _ = swipeDown(outcomes)
        window.play(drag([20, 150], duration: 0.3))
        #expect(!window.isTransitioning && a.presentedViewController === b && outcomes.values.isEmpty)
    }

    @Test func dismissWhenGestureRecognizerBeginsDrivesTheDismissal() {
        let pan = PanGestureRecognizer()
        b.view.addGestureRecognizer(pan)
        let controller = b.transitionController.dismissWhenGestureRecognizerBegins(pan)
        #expect(controller != nil)
        window.play(drag([20, 100], duration: 1, lift: false))
        #expect(window.isTransitioning && controller?.isInteracting == true)
        #expect(isClose(Double(b.view.layer.presentation()!.transform.m42), 70, abs: 1))
        window.play(TouchScript(steps: [.init(time: 0, phase: .ended, location: CGPoint(x: 50, y: 100))]))
        window.clock.advance(by: 0.5)
        expectPresentedAndRestored()
        window.play(drag([20, 150], duration: 0.2))
        window.clock.advance(by: 0.5)
        #expect(a.presentedViewController == nil)
    }
}

/// Outcomes reported by a ``TransitionInteractiveController``.
@MainActor
final class OutcomeLog {
    var values: [Bool] = []
}

extension Array where Element == TouchScript.Step {
    /// The steps as a script (times kept).
    var asScript: TouchScript { TouchScript(steps: self) }
}

/// Moves the fore view down by the container's height (and back), linearly, so progress and
/// position agree.
@MainActor
final class LinearDropTransition: Transition, TransitionWithCustomDuration {
    func transitionDuration(with context: TransitionContext) -> TimeInterval { 0.3 }

    func start(with context: TransitionContext) {
        let fore: View = context.foreViewController.view
        let away = AffineTransform(translationX: 0, y: context.containerView.bounds.height)
        let forward = context.direction == .forward
        View.performWithoutAnimation { fore.transform = forward ? away : .identity }
        View.animate(withDuration: context.duration, options: .curveLinear, animations: {
            fore.transform = forward ? .identity : away
        }, completion: { _ in
            View.performWithoutAnimation { fore.transform = .identity }
            context.transitionDidEnd()
        })
    }
}
