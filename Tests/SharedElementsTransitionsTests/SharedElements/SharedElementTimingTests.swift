import Foundation
import Testing
import SharedElements
import SharedElementsTestSupport

/// Shared-element flights take the one timing type, `AnimationTiming`: each spring case keeps its
/// own meaning, a run's flyers move by the timeline's path, and planning runs as stages over one
/// value per pair.
@MainActor
@Suite struct SharedElementTimingTests {
    let scene = MatchingTestScene.cardAndLonely()

    func plan(_ timing: AnimationTiming, duration: SharedElementOptions.Duration = .automatic) -> SharedElementPlan {
        var options = SharedElementOptions()
        options.timing = timing
        options.duration = duration
        return SharedElementPlan.make(
            fore: scene.fore.view, back: scene.back.view, direction: .forward, container: scene.window, options: options)
    }

    @Test func aSettlingSpringStretchesItsStepResponseOverTheFlight() throws {
        let spring = try Spring(response: 0.3, dampingRatio: 0.5)
        let timing = AnimationTiming.settlingSpring(spring)
        let span = AnimationTiming.settlingSpan(of: spring)
        #expect(span == min(spring.settlingDuration(), 10))
        for x in stride(from: 0.05, to: 1, by: 0.1) {
            #expect(timing.progress(at: x, duration: 0.7) == spring.value(at: x * span))
        }
        #expect(timing.progress(at: 0, duration: 0.7) == 0 && timing.progress(at: 1, duration: 0.7) == 1)
        let pair = try #require(plan(timing).pairs.first)
        #expect(pair.duration == span && pair.timing == timing)
    }

    @Test func aSpringInSecondsPlaysOverTheFlightWithItsVelocity() throws {
        let spring = try Spring(response: 0.4, dampingRatio: 0.7)
        let timing = AnimationTiming.spring(spring, initialVelocity: 2)
        #expect(timing.progress(at: 0.5, duration: 0.6) == spring.value(at: 0.3, initialVelocity: 2))
        let automatic = try #require(plan(timing).pairs.first)
        #expect(isClose(automatic.duration, spring.settlingDuration(initialVelocity: 2), abs: 1e-12))
        let fixed = plan(timing, duration: .fixed(0.6))
        let timeline = SharedElementTimeline(plan: fixed)
        let pair = fixed.pairs[0]
        let expected = pair.from.interpolated(to: pair.to, progress: spring.value(at: 0.3, initialVelocity: 2))
        #expect(isClose(timeline.geometry(ofFlight: 0, at: 0.3).transform, expected.transform, abs: 1e-9))
        let json = try Self.object(fixed.timelineJSON())
        #expect((json["curve"] as? [Double]) == [])
        let easing = (json["flyers"] as? [[String: Any]])?.first?["easing"] as? [String: Any]
        #expect((easing?["spring"] as? [String: Double])?["initialVelocity"] == 2)
    }

    @Test func aUIKitSpringIsFittedToTheFlightsDuration() throws {
        let timing = AnimationTiming.springDampingRatio(0.8)
        let fitted = try Spring(uikitDuration: 0.5, dampingRatio: 0.8, initialVelocity: 0)
        #expect(timing.progress(at: 0.5, duration: 0.5) == fitted.value(at: 0.25))
        let pair = try #require(plan(timing).pairs.first)
        #expect(pair.duration == SharedElementOptions.automaticDuration(from: pair.from, to: pair.to))
    }

    static func object(_ json: String) throws -> [String: Any] {
        try #require(try JSONSerialization.jsonObject(with: Data(json.utf8)) as? [String: Any])
    }

    @Test func aCurvesControlPointsStayThePlansCurve() throws {
        #expect((try Self.object(plan(.linear).timelineJSON())["curve"] as? [Double]) == [0, 0, 1, 1])
        let settling = try Self.object(plan(.settlingSpring(.default)).timelineJSON())
        let easing = (settling["flyers"] as? [[String: Any]])?.first?["easing"] as? [String: Any]
        #expect((easing?["spring"] as? [String: Double]) == ["mass": 1, "stiffness": 100, "damping": 10])
        #expect(plan(.curve(SharedElementOptions.standardCurve)).timing == .curve(SharedElementOptions.standardCurve))
    }

    @Test func runningFlightsMoveExactlyAsTheirTimelineSaysAndAsTheyWouldAlone() throws {
        let spring = try Spring(response: 0.3, dampingRatio: 0.5)
        for timing in [AnimationTiming.curve(SharedElementOptions.standardCurve), .settlingSpring(spring)] {
            let p = plan(timing, duration: .fixed(0.5))
            let timeline = SharedElementTimeline(plan: p)
            var frames: [SharedElementGeometry] = []
            for step in 0...12 {
                let elapsed = Double(step) / 20
                timeline.evaluate(at: elapsed, into: &frames)
                let track = timeline.tracks[0]
                #expect(frames[0] == track.geometry(at: track.progress(at: elapsed)), "bit for bit at \(elapsed)")
            }
        }
    }

    @Test func theStagesCarryEachPairsViewsGeometryAndOptionsTogether() throws {
        var own = SharedElementOptions()
        own.timing = .linear
        own.delay = 0.1
        own.zPosition = 3
        let foreCard = try #require(scene.fore.view.subviews.first)
        foreCard.sharedElementOptions = own
        let planner = SharedElementPlanner.plan(
            foreRoot: scene.fore.view, backRoot: scene.back.view, direction: .forward, container: scene.window,
            window: scene.window, options: SharedElementOptions(), reducedMotion: false)
        #expect(planner.plan.pairs == planner.pairings.map(\.pair))
        let pairing = try #require(planner.pairings.first)
        #expect(pairing.destinationView === foreCard && pairing.sourceView === scene.back.view.subviews.first)
        #expect(pairing.pair.timing == .linear && pairing.pair.delay == 0.1 && pairing.pair.zPosition == 3)
        #expect(pairing.pair.hasElementOptions)
        #expect(planner.plan.timing == .curve(SharedElementOptions.standardCurve))
        #expect(planner.makeRecords().count == 4, "the fore root, the unmatched view and both views of the pair")
    }
}
