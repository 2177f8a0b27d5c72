import Foundation
import Testing
import SharedElements
import SharedElementsTestSupport

/// A swipe-down dismissal of a photo with ``SharedElementTransition``: the photo follows the
/// finger, then springs with the finger's velocity.
@MainActor
@Suite struct SharedElementInteractionTests {
    let scene = MatchingTestScene()
    let transition: SharedElementTransition
    let cell: View
    let photo: View
    let outcomes = OutcomeLog()
    let controller: TransitionInteractiveController
    static let frame = 1.0 / 60

    init() {
        cell = scene.tagged("p", CGRect(x: 10, y: 10, width: 20, height: 20), in: scene.back.view)
        photo = scene.tagged("p", CGRect(x: 0, y: 40, width: 100, height: 100), in: scene.fore.view)
        var options = SharedElementOptions()
        options.duration = .fixed(0.3)
        transition = SharedElementTransition(options: options)
        scene.fore.transitionController.transition = transition
        scene.back.present(scene.fore, animated: false)
        controller = TransitionInteractiveController(viewController: scene.fore, pan: .regular(.down), action: .dismiss)
        controller.completion = { [outcomes] in outcomes.values.append($0) }
    }

    var window: Window { scene.window }
    var flight: SharedElementFlight? { transition.activeFlights.first }

    /// Moves finger 0 by `dy` points per frame for `frames` frames, returning the flyer's centre
    /// after each.
    func move(from y: inout CGFloat, by dy: CGFloat, frames: Int) -> [CGPoint] {
        var centers: [CGPoint] = []
        for _ in 0..<frames {
            window.clock.advance(by: Self.frame)
            y += dy
            window.sendTouch(.moved, at: CGPoint(x: 50, y: y))
            centers.append(flight?.currentGeometry.center ?? .zero)
        }
        return centers
    }

    func expectRestoredAndPresented() {
        #expect(scene.back.presentedViewController === scene.fore)
        #expect(!photo.isHidden && !cell.isHidden && photo.alpha == 1 && scene.fore.view.alpha == 1)
        #expect(photo.frame == CGRect(x: 0, y: 40, width: 100, height: 100))
        #expect(transition.lastRestoration?.isClean == true)
        #expect(!window.isTransitioning && transition.activeFlights.isEmpty)
    }

    @Test func photoFollowsTheFingerAndShrinksWhileTheBackgroundFollowsProgress() throws {
        var y: CGFloat = 60
        window.sendTouch(.began, at: CGPoint(x: 50, y: y))
        _ = move(from: &y, by: 2, frames: 35)              // 70 points: the pan began after 10
        let f = try #require(flight)
        let g = f.currentGeometry
        #expect(isClose(g.center, CGPoint(x: 50, y: 90 + 60), abs: 1e-6), "translated by the finger")
        let k = 1 - 0.4 * 60 / 200.0
        #expect(isClose(g.frame.width, 100 * k, abs: 1e-6) && isClose(g.frame.height, 100 * k, abs: 1e-6))
        #expect(isClose(Double(controller.percentComplete), 0.3, abs: 1e-6))
        let alpha = Double(scene.fore.view.alpha)
        let expected = 1 - SharedElementOptions.standardCurve.value(at: 0.3)
        #expect(isClose(alpha, expected, abs: 0.02), "the background fades by progress: \(alpha)")
        #expect(photo.isHidden && cell.isHidden)
        // Holding still: nothing moves on the clock.
        window.clock.advance(by: 0.5)
        #expect(isClose(f.currentGeometry.center, g.center, abs: 1e-9))
        window.sendTouch(.ended, at: CGPoint(x: 50, y: y))
        window.clock.advance(by: 2)
        #expect(outcomes.values == [false], "slow and short: cancelled")
        expectRestoredAndPresented()
    }

    /// A drag longer than the screen carries the photo's centre to the screen's edge, not past
    /// it: a swipe begun far from the element (at the screen's edge) would otherwise throw it away.
    @Test func aLongDragKeepsThePhotoOnTheScreen() throws {
        var y: CGFloat = 20
        window.sendTouch(.began, at: CGPoint(x: 50, y: y))
        var centres: [CGFloat] = []
        for _ in 0..<60 {
            window.clock.advance(by: Self.frame)
            y += 4
            window.sendTouch(.moved, at: CGPoint(x: 50, y: y))
            if let g = flight?.currentGeometry { centres.append(g.center.y) }
        }
        try #require(centres.count > 50, "the pan starts after 10 points")
        #expect(centres.allSatisfy { $0 <= 200 + 1e-6 }, "the photo's centre stays on the 200-point screen: \(centres.max() ?? 0)")
        #expect(abs((centres.last ?? 0) - 200) < 1e-6, "it reaches the edge")
        #expect(centres[5] > 90 + 5 && centres[5] < 190, "early on it follows the finger: \(centres[5])")
        window.sendTouch(.ended, at: CGPoint(x: 50, y: y))
        window.clock.advance(by: 2)
        #expect(transition.lastRestoration?.isClean == true)
    }

    @Test func releaseHandsPositionAndVelocityOverToTheSpring() throws {
        var y: CGFloat = 60
        window.sendTouch(.began, at: CGPoint(x: 50, y: y))
        let held = move(from: &y, by: 3, frames: 20)       // 180 points per second
        let f = try #require(flight)
        let before = CGPoint(x: (held[19].x - held[18].x) / Self.frame, y: (held[19].y - held[18].y) / Self.frame)
        #expect(isClose(before, CGPoint(x: 0, y: 180), abs: 1e-6))
        window.sendTouch(.ended, at: CGPoint(x: 50, y: y))
        let atRelease = f.currentGeometry.center
        #expect(isClose(atRelease, held[19], abs: 1e-9), "no jump in position")
        let spring = try #require(transition.driver?.flyerVelocities.first)
        #expect(isClose(spring, before, abs: 1e-6), "the spring starts with the finger's velocity")
        // Measured across the hand-off: the first half millisecond moves at the finger's speed.
        let h = 0.0005
        window.clock.advance(by: h)
        let next = f.currentGeometry.center
        let after = CGPoint(x: (next.x - atRelease.x) / h, y: (next.y - atRelease.y) / h)
        #expect(abs(after.y - before.y) < 15 && abs(after.x - before.x) < 15, "velocity \(before) then \(after)")
        window.clock.advance(by: 2)
        #expect(outcomes.values == [true], "a flick completes")
        #expect(scene.back.presentedViewController == nil)
        #expect(transition.lastRestoration?.isClean == true)
        #expect(!cell.isHidden && !window.isTransitioning)
    }

    @Test func cancelledReleaseSpringsBackToTheSource() throws {
        var y: CGFloat = 60
        window.sendTouch(.began, at: CGPoint(x: 50, y: y))
        _ = move(from: &y, by: 1, frames: 50)              // 40 points after the slop, 60 pt/s
        window.clock.advance(by: 0.2)
        window.sendTouch(.ended, at: CGPoint(x: 50, y: y))
        let f = try #require(flight)
        let released = f.currentGeometry.center.y
        window.clock.advance(by: 0.15)
        let mid = f.currentGeometry.center.y
        #expect(mid < released && mid > 90 - 5, "on its way back to the photo: \(released) → \(mid)")
        window.clock.advance(by: 2)
        #expect(outcomes.values == [false])
        expectRestoredAndPresented()
    }

    @Test func aCancelledReleaseBringsTheBackgroundBackWithThePhotoNotAheadOfIt() throws {
        var y: CGFloat = 60
        window.sendTouch(.began, at: CGPoint(x: 50, y: y))
        _ = move(from: &y, by: 1, frames: 50)
        window.clock.advance(by: 0.2)
        let held = Double(controller.percentComplete)
        window.sendTouch(.ended, at: CGPoint(x: 50, y: y))
        let f = try #require(flight)
        let released = f.currentGeometry.center.y
        try #require(released - 90 > 20)
        // However far the photo has come home so far, the background has come no further: the
        // rest's progress is the held progress times the share of the way still to go.
        var farthest = 0.0
        var framesUnderway = 0
        for _ in 0..<120 where window.isTransitioning {
            window.clock.advance(by: Self.frame)
            guard let flyer = flight else { break }
            farthest = max(farthest, 1 - abs(Double(flyer.currentGeometry.center.y) - 90) / Double(released - 90))
            let least = 1 - SharedElementOptions.standardCurve.value(at: held * (1 - farthest))
            let alpha = Double(scene.fore.view.alpha)
            #expect(alpha <= least + 1e-6, "background \(alpha) ahead of the photo, \(Int(farthest * 100))% home")
            if alpha < 1 - 1e-3 { framesUnderway += 1 }
        }
        #expect(framesUnderway >= 8, "the background takes the photo's time home: \(framesUnderway) frames")
        #expect(outcomes.values == [false])
        expectRestoredAndPresented()
    }

    /// A slow drag released: how far the flyer's centre is from the photo's 0.1 s later.
    func distanceLeftAfterCancelledRelease() throws -> CGFloat {
        var y: CGFloat = 60
        window.sendTouch(.began, at: CGPoint(x: 50, y: y))
        _ = move(from: &y, by: 1, frames: 50)
        window.clock.advance(by: 0.2)
        window.sendTouch(.ended, at: CGPoint(x: 50, y: y))
        let f = try #require(flight)
        window.clock.advance(by: 0.1)
        let left = abs(f.currentGeometry.center.y - 90)
        window.clock.advance(by: 2)
        #expect(outcomes.values == [false])
        expectRestoredAndPresented()
        return left
    }

    @Test func completionSpeedSpeedsUpTheReleaseSpring() throws {
        let normal = try distanceLeftAfterCancelledRelease()
        let fast = SharedElementInteractionTests()
        fast.controller.completionSpeed = 2
        let doubled = try fast.distanceLeftAfterCancelledRelease()
        #expect(normal > 5, "still on its way back at normal speed: \(normal)")
        #expect(doubled < normal * 0.6, "twice as fast: \(doubled) points left against \(normal)")
    }

    @Test func catchingTheSpringContinuesFromWhereItIsAndReportsOnce() throws {
        var y: CGFloat = 60
        window.sendTouch(.began, at: CGPoint(x: 50, y: y))
        _ = move(from: &y, by: 4, frames: 15)              // a flick: completing
        window.sendTouch(.ended, at: CGPoint(x: 50, y: y))
        window.clock.advance(by: 0.1)
        let f = try #require(flight)
        let flying = f.currentGeometry
        // A new finger lands and moves past the slop in the same instant: caught where it is.
        window.sendTouch(.began, at: CGPoint(x: 50, y: 100), finger: 1)
        window.sendTouch(.moved, at: CGPoint(x: 50, y: 111), finger: 1)
        #expect(controller.isInteracting)
        #expect(isClose(f.currentGeometry.center, flying.center, abs: 1e-9), "no jump at the catch")
        #expect(isClose(f.currentGeometry.frame, flying.frame, abs: 1e-9))
        window.clock.advance(by: 0.3)
        #expect(isClose(f.currentGeometry.center, flying.center, abs: 1e-9), "held while the finger rests")
        // Drag up and let go moving up: back to the photo.
        var y1: CGFloat = 111
        for _ in 0..<10 {
            window.clock.advance(by: Self.frame)
            y1 -= 4
            window.sendTouch(.moved, at: CGPoint(x: 50, y: y1), finger: 1)
        }
        #expect(isClose(f.currentGeometry.center.y, flying.center.y - 40, abs: 1e-6))
        window.sendTouch(.ended, at: CGPoint(x: 50, y: y1), finger: 1)
        window.clock.advance(by: 2)
        #expect(outcomes.values == [false], "one outcome: the completion decided before the catch is not reported")
        expectRestoredAndPresented()
        #expect(window.transitionDiagnostics.entries.isEmpty)
    }
}

/// A pop that arrives while the push of the same controller still flies.
@MainActor
@Suite struct SharedElementRetargetTests {
    @Test func popDuringAPushTurnsEveryFlyerRoundFromItsCurrentValueAndVelocity() throws {
        let log = CallLog()
        let window = Window(size: CGSize(width: 100, height: 200), scale: 1)
        let a = LoggingViewController("A", log: log), b = LoggingViewController("B", log: log)
        let nav = NavigationController(rootViewController: a)
        nav.delegate = TransitionNavigationControllerDelegate.shared
        window.rootViewController = nav
        let cell = View(frame: CGRect(x: 10, y: 60, width: 20, height: 20))
        cell.transitionID = "p"
        a.view.addSubview(cell)
        let photo = View(frame: CGRect(x: 0, y: 60, width: 100, height: 100))
        photo.transitionID = "p"
        b.view.addSubview(photo)
        var options = SharedElementOptions()
        options.duration = .fixed(0.4)
        let transition = SharedElementTransition(options: options)
        b.transitionController.transition = transition
        log.reset()
        nav.pushViewController(b, animated: true)
        let f = try #require(transition.activeFlights.first)
        let frame = 1.0 / 60
        window.clock.advance(by: 0.1 - frame)
        let c0 = f.currentGeometry.center
        window.clock.advance(by: frame)
        let c1 = f.currentGeometry.center
        let flying = CGPoint(x: (c1.x - c0.x) / frame, y: (c1.y - c0.y) / frame)
        #expect(hypot(flying.x, flying.y) > 50, "mid-flight: \(flying)")
        #expect(nav.popViewController(animated: true) === b)
        #expect(isClose(f.currentGeometry.center, c1, abs: 1e-9), "no jump")
        let v = try #require(transition.driver?.flyerVelocities.first)
        // The flyer keeps its velocity (the frame difference lags the instantaneous value a little).
        #expect(abs(v.x - flying.x) < 0.15 * abs(flying.x) + 5 && abs(v.y - flying.y) < 0.15 * abs(flying.y) + 5,
                "velocity \(flying) then \(v)")
        window.clock.advance(by: 2)
        #expect(!window.isTransitioning)
        #expect(nav.viewControllers.map(ObjectIdentifier.init) == [ObjectIdentifier(a)])
        #expect(b.parent == nil && b.view.window == nil && a.view.window === window)
        #expect(log.appearance == ["A.willDisappear", "B.willAppear", "B.willDisappear", "B.didDisappear",
                                   "A.willAppear", "A.didAppear"])
        #expect(transition.lastRestoration?.isClean == true && !cell.isHidden)
        #expect(window.transitionDiagnostics.entries.isEmpty)
    }
}
