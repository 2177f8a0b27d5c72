import Foundation
import SharedElements
import Snapshotting
import Testing

/// The status bar drawn by the window: 9:41, signal bars and a full battery, in dark content
/// over a light screen, light content over a dark one, and half way through the cross-fade of a
/// presentation between them. `__Snapshots__/StatusBarSnapshotTests/`.
@MainActor
@Suite struct StatusBarSnapshotTests {
    final class Screen: ViewController {
        let style: StatusBarStyle
        init(_ color: Color, style: StatusBarStyle) {
            self.style = style
            super.init()
            view.backgroundColor = color
        }
        override var preferredStatusBarStyle: StatusBarStyle { style }
    }

    /// Fades the presented screen in over 0.4 s.
    final class FadeIn: ViewControllerAnimatedTransitioning, ViewControllerTransitioningDelegate {
        func transitionDuration(using transitionContext: ViewControllerContextTransitioning?) -> TimeInterval { 0.4 }
        func animateTransition(using transitionContext: ViewControllerContextTransitioning) {
            guard let toView = transitionContext.view(forKey: .to) else { return }
            transitionContext.containerView.addSubview(toView)
            toView.alpha = 0
            View.animate(withDuration: 0.4, animations: { toView.alpha = 1 }, completion: { _ in
                transitionContext.completeTransition(true)
            })
        }
        func animationController(forPresented presented: ViewController, presenting: ViewController,
                                 source: ViewController) -> ViewControllerAnimatedTransitioning? { self }
    }

    func makeWindow(_ root: ViewController) -> Window {
        let window = Window(size: CGSize(width: 390, height: 80), scale: 2)
        window.rootViewController = root
        window.showsStatusBar = true
        return window
    }

    @Test func darkContent() throws {
        let window = makeWindow(Screen(Color(white: 0.95), style: .default))
        assertSnapshot(of: try window.render())
    }

    @Test func lightContent() throws {
        let window = makeWindow(Screen(Color(red: 0.1, green: 0.15, blue: 0.3), style: .lightContent))
        assertSnapshot(of: try window.render())
    }

    @Test func halfWayThroughThePresentation() throws {
        let list = Screen(Color(white: 0.95), style: .default)
        let window = makeWindow(list)
        let photo = Screen(Color(red: 0.1, green: 0.15, blue: 0.3), style: .lightContent)
        let fade = FadeIn()
        photo.transitioningDelegate = fade
        list.present(photo, animated: true)
        window.clock.advance(by: 0.2)
        assertSnapshot(of: try window.render())
    }

    @Test func noOrphanedSnapshots() {
        assertNoOrphanedSnapshots()
    }
}
