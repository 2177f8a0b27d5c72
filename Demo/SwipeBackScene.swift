import Foundation
import SharedElements

/// A navigation push with the default slide and title cross-fade, then two swipes from the left
/// edge that drive the pop interactively: a slow one released short (it cancels and springs back)
/// and a flick (it completes).
@MainActor
final class SwipeBackDriver: NavigationControllerDelegate {
    var interaction: PercentDrivenInteractiveTransition?
    weak var navigation: NavigationController?

    func navigationController(
        _ navigationController: NavigationController, animationControllerFor operation: NavigationController.Operation,
        from fromVC: ViewController, to toVC: ViewController
    ) -> ViewControllerAnimatedTransitioning? { NavigationSlideAnimator(operation: operation) }

    func navigationController(
        _ navigationController: NavigationController, interactionControllerFor animationController: ViewControllerAnimatedTransitioning
    ) -> ViewControllerInteractiveTransitioning? { interaction }

    func navigationController(_ navigationController: NavigationController, willShow viewController: ViewController, animated: Bool) {}
    func navigationController(_ navigationController: NavigationController, didShow viewController: ViewController, animated: Bool) {}

    /// Progress is the finger's travel over the screen width. On release: cancel when moving
    /// back (velocity below -5 pt/s), finish past half way or when flicked (above 100 pt/s).
    func handle(_ pan: PanGestureRecognizer, width: CGFloat) {
        switch pan.state {
        case .began:
            interaction = PercentDrivenInteractiveTransition()
            navigation?.popViewController(animated: true)
        case .changed:
            interaction?.update(min(max(pan.translation(in: nil).x / width, 0), 1))
        case .ended:
            let v = pan.velocity(in: nil).x
            let progress = pan.translation(in: nil).x / width
            if v < -5 || !(progress > 0.5 || v > 100) { interaction?.cancel() } else { interaction?.finish() }
            interaction = nil
        case .cancelled, .failed:
            interaction?.cancel()
            interaction = nil
        case .possible:
            break
        }
    }
}

extension ShowcaseScene {
    static func swipeBack() -> ShowcaseScene {
        ShowcaseScene(
            name: "swipe-back",
            caption: "A push with the default slide and the navigation bar's title cross-fade, then two scripted edge swipes driving the pop: a slow one released short cancels and springs back, a flick completes.",
            length: 3.4
        ) { window in
            let grid = ViewController()
            grid.title = "Pets"
            _ = DemoArtwork.gridScreen(in: grid, size: window.bounds.size)
            let nav = NavigationController(rootViewController: grid)
            window.rootViewController = nav
            let detail = ViewController()
            detail.title = "Mochi"
            DemoArtwork.detailScreen(in: detail, size: window.bounds.size, hue: 1)
            let driver = SwipeBackDriver()
            driver.navigation = nav
            nav.delegate = driver
            let width = window.bounds.width
            let edge = ScreenEdgePanGestureRecognizer { [driver] g in driver.handle(g as! PanGestureRecognizer, width: width) }
            edge.edges = .left
            detail.view.addGestureRecognizer(edge)
            let y = window.bounds.height / 2
            let slow = TouchScript.drag(through: [CGPoint(x: 4, y: y), CGPoint(x: width * 0.42, y: y)], duration: 0.6, lift: false)
                .followed(by: TouchScript(steps: [.init(time: 0, phase: .ended, location: CGPoint(x: width * 0.42, y: y))]), after: 0.25)
            let flick = TouchScript.swipe(from: CGPoint(x: 4, y: y), to: CGPoint(x: width * 0.35, y: y), duration: 0.12)
            var steps = [Step(time: 0.2) { nav.pushViewController(detail, animated: true) }]
            steps += touchSteps(slow, at: 0.9, in: window) + touchSteps(flick, at: 2.4, in: window)
            return steps + [Step(time: 3.39) { _ = driver }]
        }
    }

    /// A touch script as timeline steps starting at `start`.
    static func touchSteps(_ script: TouchScript, at start: TimeInterval, in window: Window) -> [Step] {
        script.steps.map { s in Step(time: start + s.time) { window.sendTouch(s.phase, at: s.location, finger: s.finger) } }
    }
}
