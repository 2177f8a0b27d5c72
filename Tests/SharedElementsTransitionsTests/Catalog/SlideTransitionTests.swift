import Foundation
import Testing
import SharedElements
import SharedElementsTestSupport

/// The slide: the fore screen comes in from its edge while the back screen goes out the other
/// way, both on UIKit's spring of the transition's damping and initial velocity over its
/// duration (by default damping 0.5, velocity 0.8, 0.5 s); dismissing runs it backwards.
@MainActor
@Suite struct SlideTransitionTests {
    static let size = CGSize(width: 200, height: 300)
    let window = Window(size: SlideTransitionTests.size, scale: 1)
    let back = transitionTestController(.white, title: "back")
    let fore = transitionTestController(.darkGray, title: "fore")

    init() { window.rootViewController = back }

    /// Where the fore screen starts when it comes in from `edge`: a whole screen beyond it.
    static func away(_ edge: RectEdge) -> CGPoint {
        switch edge {
        case .left: CGPoint(x: -size.width, y: 0)
        case .top: CGPoint(x: 0, y: -size.height)
        case .bottom: CGPoint(x: 0, y: size.height)
        default: CGPoint(x: size.width, y: 0)
        }
    }

    static func progress(_ t: Double) throws -> Double {
        try ReferenceMotion.uikitSpring(duration: 0.5, dampingRatio: 0.5, initialVelocity: 0.8, at: t)
    }

    nonisolated static let edges: [RectEdge] = [.left, .right, .top, .bottom]

    /// Pushed in a navigation controller both screens are in the container: both move.
    @Test func pushingSlidesBothScreens() throws {
        let nav = NavigationController(rootViewController: back)
        nav.delegate = TransitionNavigationControllerDelegate.shared
        window.rootViewController = nav
        fore.transitionController.transition = SlideTransition(from: .right)
        nav.pushViewController(fore, animated: true)
        #expect(back.view.superview === nav.transitionView && fore.view.superview === nav.transitionView)
        window.clock.advance(by: 0.1)
        let p = try Self.progress(0.1)
        #expect(isClose(presentedOffset(fore.view), CGPoint(x: 200 * (1 - p), y: 0), abs: 1e-4))
        #expect(isClose(presentedOffset(back.view), CGPoint(x: -200 * p, y: 0), abs: 1e-4))
        window.clock.advance(by: 0.5)
        #expect(!window.isTransitioning && nav.topViewController === fore)
        #expect(fore.view.transform.isIdentity && back.view.transform.isIdentity)
    }

    @Test(arguments: edges)
    func presentingSlidesTheForeScreenInFromItsEdgeAndTheBackScreenOut(_ edge: RectEdge) throws {
        fore.transitionController.transition = SlideTransition(from: edge)
        back.present(fore, animated: true)
        let away = Self.away(edge)
        #expect(isClose(presentedOffset(fore.view), away, abs: 1e-9))
        let start = window.clock.now
        for t in [0.1, 0.25] {
            window.clock.advance(to: start + t)
            let p = try Self.progress(t)
            #expect(isClose(presentedOffset(fore.view), CGPoint(x: away.x * (1 - p), y: away.y * (1 - p)), abs: 1e-4), "t = \(t)")
            #expect(isClose(presentedOffset(back.view), CGPoint(x: -away.x * p, y: -away.y * p), abs: 1e-4), "t = \(t)")
        }
        window.clock.advance(by: 0.3)
        #expect(!window.isTransitioning && back.presentedViewController === fore)
        #expect(fore.view.transform.isIdentity && back.view.transform.isIdentity)
    }

    @Test func theSpringOvershootsPastTheRestingPlace() throws {
        fore.transitionController.transition = SlideTransition(from: .right)
        back.present(fore, animated: true)
        // Damping 0.5 overshoots: the first time the reference passes its target it comes back
        // no sooner than half a damped period later, so step in 10 ms until it is past it.
        var t = 0.0
        while try Self.progress(t) <= 1.01 && t < 0.5 { t += 0.01 }
        #expect(try Self.progress(t) > 1.01, "the reference itself overshoots")
        window.clock.advance(by: t)
        let p = try Self.progress(t)
        let x = presentedOffset(fore.view).x
        #expect(x < -2, "past its resting place, to the left")
        #expect(isClose(x, 200 * (1 - p), abs: 1e-4))
    }

    @Test func dismissingSlidesTheForeScreenBackOutToItsEdge() throws {
        fore.transitionController.transition = SlideTransition(from: .bottom, dampingRatio: 0.8, initialVelocity: 0, duration: 0.6)
        back.present(fore, animated: false)
        window.clock.advance(by: 0)
        fore.dismiss(animated: true)
        window.clock.advance(by: 0.15)
        let p = try ReferenceMotion.uikitSpring(duration: 0.6, dampingRatio: 0.8, initialVelocity: 0, at: 0.15)
        #expect(isClose(presentedOffset(fore.view), CGPoint(x: 0, y: 300 * p), abs: 1e-4))
        #expect(isClose(presentedOffset(back.view), CGPoint(x: 0, y: -300 * (1 - p)), abs: 1e-4))
        window.clock.advance(by: 0.5)
        #expect(!window.isTransitioning && back.presentedViewController == nil)
        #expect(isAtRest(back.view, frame: window.bounds) && fore.view.transform.isIdentity)
    }

    /// The pixels agree with the values: left of the incoming screen's edge the back screen shows.
    @Test func theScreensMeetAtTheIncomingEdge() throws {
        fore.transitionController.transition = SlideTransition(from: .right)
        back.present(fore, animated: true)
        window.clock.advance(by: 0.05)
        let edge = 200 * (1 - (try Self.progress(0.05)))
        #expect(edge > 20 && edge < 180, "the edge is on screen, so both colours must show")
        let frame = try window.render()
        #expect(transitionTestPixel(frame, Int(edge) - 4, 150, is: .white))
        #expect(transitionTestPixel(frame, Int(edge) + 4, 150, is: .darkGray))
    }
}
