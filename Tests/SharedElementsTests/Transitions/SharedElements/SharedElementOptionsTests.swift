import Foundation
import Testing
import SharedElements

@MainActor
@Suite struct SharedElementOptionsTests {
    let scene = MatchingTestScene()

    func transition(_ configure: (inout SharedElementOptions) -> Void) -> SharedElementTransition {
        var options = SharedElementOptions()
        options.duration = .fixed(0.4)
        options.timing = .linear
        configure(&options)
        let t = SharedElementTransition(options: options)
        scene.fore.transitionController.transition = t
        return t
    }

    func addCards() {
        scene.tagged("card", CGRect(x: 10, y: 10, width: 20, height: 20), in: scene.back.view)
        scene.tagged("card", CGRect(x: 50, y: 110, width: 40, height: 60), in: scene.fore.view)
    }

    @Test func positionOnlyKeepsTheSourceSizeAndEndsOnTheDestinationCentre() throws {
        addCards()
        let t = transition { $0.properties = .position }
        scene.back.present(scene.fore, animated: true)
        let pair = try #require(t.lastPlan?.pairs.first)
        #expect(pair.to.size == CGSize(width: 20, height: 20))
        #expect(isClose(pair.to.center, CGPoint(x: 70, y: 140)))
    }

    @Test func sizeOnlyGrowsInPlace() throws {
        addCards()
        let t = transition { $0.properties = .size }
        scene.back.present(scene.fore, animated: true)
        let pair = try #require(t.lastPlan?.pairs.first)
        #expect(pair.to.size == CGSize(width: 40, height: 60))
        #expect(isClose(pair.to.center, CGPoint(x: 20, y: 20)))
    }

    @Test func arcBowsThePathSidewaysInTheMiddleOnly() throws {
        addCards()
        let t = transition { $0.arc = 0.25 }
        scene.back.present(scene.fore, animated: true)
        let plan = try #require(t.lastPlan)
        let timeline = SharedElementTimeline(plan: plan)
        let mid = timeline.geometry(ofFlight: 0, at: 0.2).center
        // Straight midpoint (45, 80); travel (50, 120); a quarter of its right-hand normal (-120, 50).
        #expect(isClose(mid, CGPoint(x: 45 - 30, y: 80 + 12.5), abs: 1e-6))
        #expect(isClose(timeline.geometry(ofFlight: 0, at: 0.4).center, CGPoint(x: 70, y: 140), abs: 1e-6))
        scene.window.clock.advance(by: 0.1)
        let flyer = try #require(t.activeFlights.first?.flyer)
        #expect(isClose(flyer.layer.transform.m41, 32.5 - 30 * sin(Double.pi / 4), abs: 1e-6))
    }

    @Test func unmatchedViewsFadeWithACascadeAndComeBack() throws {
        addCards()
        let first = scene.tagged("only-a", CGRect(x: 0, y: 50, width: 10, height: 10), in: scene.fore.view)
        let second = scene.tagged("only-b", CGRect(x: 20, y: 50, width: 10, height: 10), in: scene.fore.view)
        second.transform = AffineTransform(rotationAngle: 0.2)
        let rotated = second.layer.transform
        let t = transition {
            $0.unmatched = .scale(0.5)
            $0.cascade = 0.1
            $0.background = .none
        }
        scene.back.present(scene.fore, animated: true)
        #expect(first.alpha == 0 && second.alpha == 0)
        scene.window.clock.advance(by: 0.2)
        #expect(isClose(Double(first.alpha), 0.5, abs: 1e-6))
        #expect(isClose(Double(second.alpha), 0.25, abs: 1e-6))
        #expect(second.layer.transform != rotated)
        scene.window.clock.advance(by: 0.35)
        #expect(first.alpha == 1 && second.alpha == 1)
        #expect(second.layer.transform == rotated)
        #expect(t.lastRestoration?.isClean == true)
    }
}
