import Foundation
import Testing
import SharedElements
import SharedElementsTestSupport

/// A flight whose destination moves while it flies follows it without a jump and lands where it
/// is; one whose destination goes away fades out where it is. Both are reported in the plan.
@MainActor
@Suite struct SharedElementDestinationRetargetTests {
    let scene = MatchingTestScene(size: CGSize(width: 200, height: 300))

    /// A red square flying from the top-left to a larger square on the fore screen, over one second
    /// on a linear timing; returns the transition and the destination view.
    func start(in parent: View? = nil) throws -> (SharedElementTransition, View) {
        scene.tagged("card", CGRect(x: 10, y: 10, width: 30, height: 30), in: scene.back.view)
        let destination = scene.tagged("card", CGRect(x: 50, y: 150, width: 60, height: 60), in: parent ?? scene.fore.view)
        let (transition, _) = try scene.presentLinearly(duration: 1)
        return (transition, destination)
    }

    /// The flyer's frame in the window.
    func flyerFrame(_ transition: SharedElementTransition) throws -> CGRect {
        let flight = try #require(transition.activeFlights.first)
        return flight.flyer.convert(flight.flyer.bounds, to: nil)
    }

    @Test func aDestinationThatMovesIsFollowedWithoutAJump() throws {
        let (transition, destination) = try start()
        var frames: [CGRect] = []
        for step in 1...10 {
            if step == 5 { destination.frame.origin.x += 40 }   // laid out again, 40 points to the right
            scene.window.clock.advance(by: 0.1 - (step == 10 ? 1e-6 : 0))
            if transition.isRunning { frames.append(try flyerFrame(transition)) }
        }
        // Every step is about the planned step (40 points right and 140 down over the second, so
        // 4 and 14 a step), plus the move spread over what is left: never a jump of 40 points.
        for (a, b) in zip(frames, frames.dropFirst()) {
            #expect(abs(b.minX - a.minX) < 12.5 && abs(b.minY - a.minY) < 16, "\(a) -> \(b)")
        }
        #expect(try #require(frames.last).minX > 85, "lands on the destination's new place (x = 90)")
        let plan = try #require(transition.lastPlan)
        #expect(plan.destinationsMoved.map(\.id) == ["card"] && plan.destinationsRemoved.isEmpty)
        scene.window.clock.advance(by: 0.1)
        #expect(!transition.isRunning && transition.lastRestoration?.isClean == true)
    }

    @Test func aScrollDuringTheFlightIsFollowedAllTheWay() throws {
        let scroll = ScrollView(frame: scene.window.bounds)
        scroll.contentSize = CGSize(width: 200, height: 1000)
        scene.fore.view.addSubview(scroll)
        let (transition, destination) = try start(in: scroll)
        for _ in 0..<9 {
            scroll.contentOffset.y += 5
            scene.window.clock.advance(by: 0.1)
        }
        scene.window.clock.advance(by: 0.1 - 1e-6)
        let last = try flyerFrame(transition)
        let landing = destination.convert(destination.bounds, to: nil)
        #expect(abs(last.minX - landing.minX) < 0.5 && abs(last.minY - landing.minY) < 0.5, "\(last) vs \(landing)")
        #expect(landing.minY == 105)
        #expect(transition.lastPlan?.destinationsMoved.count == 1)
    }

    @Test func aDestinationThatGoesAwayFadesOutWhereItIs() throws {
        let (transition, destination) = try start()
        scene.window.clock.advance(by: 0.4)
        let before = try flyerFrame(transition)
        destination.removeFromSuperview()
        scene.window.clock.advance(by: 0.05)
        let flight = try #require(transition.activeFlights.first)
        #expect(try flyerFrame(transition) == before, "stopped where it was")
        // It fades from the frame the removal is seen, over 0.15 s.
        scene.window.clock.advance(by: 0.075)
        let fading = try flyerFrame(transition)
        #expect(abs(flight.flyer.alpha - 0.5) < 0.01 && fading == before)
        scene.window.clock.advance(by: 0.075)
        #expect(flight.flyer.alpha < 1e-9)
        #expect(transition.lastPlan?.destinationsRemoved.map(\.id) == ["card"])
        scene.window.clock.advance(by: 1)
        #expect(!transition.isRunning)
        // The app took the view away: not a restoration failure; its own flags are back.
        #expect(transition.lastRestoration?.isClean == true)
        #expect(!destination.isHidden && destination.alpha == 1)
    }

    @Test func retargetAlgebraIsContinuousAndLandsOnTheNewPlace() {
        let start = SharedElementGeometry(size: CGSize(width: 10, height: 10), transform: Transform3D(translationX: 100, y: 100))
        var retarget = SharedElementRetarget(destination: start)
        var moved = start
        moved.transform.m41 = 160
        moved.size.width = 30
        let first = retarget.observe(moved, at: 0.4), again = retarget.observe(moved, at: 0.5)
        #expect(first && !again, "one move, seen once")
        let g = start
        // No offset at the moment it is seen, all of it at the end.
        #expect(retarget.applied(to: g, at: 0.4, elapsed: 0, end: 1).center.x == 100)
        #expect(abs(retarget.applied(to: g, at: 1, elapsed: 0, end: 1).center.x - 160) < 1e-9)
        #expect(abs(retarget.applied(to: g, at: 1, elapsed: 0, end: 1).size.width - 30) < 1e-9)
        #expect(abs(retarget.applied(to: g, at: 0.7, elapsed: 0, end: 1).center.x - 130) < 1e-9)
        // Non-finite geometry is ignored; a move seen on the last frame applies at once.
        var broken = moved
        broken.transform.m41 = .nan
        let ignored = retarget.observe(broken, at: 0.8)
        #expect(!ignored)
        var late = moved
        late.transform.m42 = 120
        let seenLate = retarget.observe(late, at: 1)
        #expect(seenLate)
        #expect(abs(retarget.applied(to: g, at: 1, elapsed: 0, end: 1).center.y - 120) < 1e-9)
    }
}
