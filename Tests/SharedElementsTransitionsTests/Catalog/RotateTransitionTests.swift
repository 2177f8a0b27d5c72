import Foundation
import Testing
import SharedElements
import SharedElementsTestSupport

/// The rotation: both screens turn about the window's top-left corner on UIKit's spring of the
/// transition's damping (0.8 by default, no initial velocity) over its duration (0.5 s): the fore
/// screen from a quarter turn counter-clockwise to upright, the back screen from upright to a
/// quarter turn clockwise; dismissing runs it backwards.
@MainActor
@Suite struct RotateTransitionTests {
    static let size = CGSize(width: 200, height: 300)
    let window = Window(size: RotateTransitionTests.size, scale: 1)
    let back = transitionTestController(.white, title: "back")
    let fore = transitionTestController(.darkGray, title: "fore")

    init() { window.rootViewController = back }

    /// Pushed in a navigation controller both screens are in the container: both turn.
    @Test func pushingTurnsBothScreens() throws {
        let nav = NavigationController(rootViewController: back)
        nav.delegate = TransitionNavigationControllerDelegate.shared
        window.rootViewController = nav
        fore.transitionController.transition = RotateTransition()
        nav.pushViewController(fore, animated: true)
        window.clock.advance(by: 0.1)
        let p = try Self.progress(0.1)
        expectTurned(fore.view, by: -.pi / 2 * (1 - p), "fore")
        expectTurned(back.view, by: .pi / 2 * p, "back")
        window.clock.advance(by: 0.5)
        #expect(!window.isTransitioning && nav.topViewController === fore)
        #expect(isAtRest(fore.view, frame: nav.transitionView.bounds))
    }

    static func progress(_ t: Double) throws -> Double {
        try ReferenceMotion.uikitSpring(duration: 0.5, dampingRatio: 0.8, initialVelocity: 0, at: t)
    }

    /// The centre of a window-sized screen turned by `angle` about the window's top-left corner.
    static func centre(turnedBy angle: Double) -> CGPoint {
        let (x, y) = (size.width / 2, size.height / 2)
        return CGPoint(x: x * cos(angle) - y * sin(angle), y: x * sin(angle) + y * cos(angle))
    }

    /// Checks that `view` is turned by `angle` about the window's top-left corner.
    func expectTurned(_ view: View, by angle: Double, _ what: String) {
        #expect(view.superview?.convert(CGPoint.zero, to: nil) == .zero, "\(what): its superview sits at the window's origin")
        #expect(isClose(view.layer.presentation()!.position, .zero, abs: 1e-9), "\(what): pinned at the top-left corner")
        #expect(isClose(presentedAngle(view), angle, abs: 1e-4), "\(what): angle")
        #expect(isClose(presentedCentre(view), Self.centre(turnedBy: angle), abs: 1e-3), "\(what): centre")
    }

    @Test func presentingTurnsTheForeScreenInAndTheBackScreenOutAboutTheTopLeftCorner() throws {
        fore.transitionController.transition = RotateTransition()
        back.present(fore, animated: true)
        expectTurned(fore.view, by: -.pi / 2, "fore at the start")
        let start = window.clock.now
        for t in [0.1, 0.25] {
            window.clock.advance(to: start + t)
            let p = try Self.progress(t)
            expectTurned(fore.view, by: -.pi / 2 * (1 - p), "fore at \(t) s")
            expectTurned(back.view, by: .pi / 2 * p, "back at \(t) s")
        }
        window.clock.advance(to: start + 0.6)
        #expect(!window.isTransitioning && back.presentedViewController === fore)
        #expect(isAtRest(fore.view, frame: window.bounds))
        #expect(fore.view.layer.presentation()!.position == CGPoint(x: 100, y: 150))
    }

    @Test func dismissingTurnsTheScreensBack() throws {
        fore.transitionController.transition = RotateTransition(duration: 0.4, dampingRatio: 0.6)
        back.present(fore, animated: false)
        window.clock.advance(by: 0)
        fore.dismiss(animated: true)
        window.clock.advance(by: 0.12)
        let p = try ReferenceMotion.uikitSpring(duration: 0.4, dampingRatio: 0.6, initialVelocity: 0, at: 0.12)
        expectTurned(fore.view, by: -.pi / 2 * p, "fore")
        expectTurned(back.view, by: .pi / 2 * (1 - p), "back")
        window.clock.advance(by: 0.4)
        #expect(!window.isTransitioning && back.presentedViewController == nil)
        #expect(isAtRest(back.view, frame: window.bounds))
        #expect(fore.view.layer.anchorPoint == CGPoint(x: 0.5, y: 0.5) && fore.view.transform.isIdentity)
    }

    /// Whether a window-sized screen turned by `angle` about the window's top-left corner
    /// covers the window point `p`.
    static func covers(turnedBy angle: Double, _ p: CGPoint) -> Bool {
        let x = p.x * cos(angle) + p.y * sin(angle), y = -p.x * sin(angle) + p.y * cos(angle)
        return x > 1 && x < size.width - 1 && y > 1 && y < size.height - 1
    }

    /// The pixels agree with the values: a point only the turned fore screen covers shows it, a
    /// point only the turned back screen covers shows that.
    @Test func theTurnedScreensCoverWhatTheirValuesSay() throws {
        fore.transitionController.transition = RotateTransition()
        back.present(fore, animated: true)
        window.clock.advance(by: 0.05)
        let p = try Self.progress(0.05)
        let (foreAngle, backAngle) = (-.pi / 2 * (1 - p), .pi / 2 * p)
        let onFore = CGPoint(x: 146, y: 39), onBack = CGPoint(x: 10, y: 290)
        #expect(Self.covers(turnedBy: foreAngle, onFore), "the first sample lies on the fore screen")
        #expect(!Self.covers(turnedBy: foreAngle, onBack) && Self.covers(turnedBy: backAngle, onBack),
                "the second sample lies on the back screen only")
        let frame = try window.render()
        #expect(transitionTestPixel(frame, Int(onFore.x), Int(onFore.y), is: .darkGray))
        #expect(transitionTestPixel(frame, Int(onBack.x), Int(onBack.y), is: .white))
    }
}
