import Foundation
import Testing
import SharedElements
import SharedElementsTestSupport

@MainActor
@Suite struct SharedElementPlanTests {
    let scene = MatchingTestScene.cardAndLonely()

    @Test func planCanBeMadeWithoutRunningAndChangesNothing() throws {
        let plan = SharedElementPlan.make(fore: scene.fore.view, back: scene.back.view, direction: .forward, container: scene.window)
        #expect(plan.pairs.map(\.id) == ["card"])
        #expect(plan.unmatched.map(\.id) == ["lonely"])
        #expect(isClose(plan.totalDuration, SharedElementOptions.automaticDuration(from: plan.pairs[0].from, to: plan.pairs[0].to)))
        #expect(scene.window.subviews.count == 2)
        #expect(scene.back.view.subviews.allSatisfy { !$0.isHidden })
    }

    @Test func timelineJSONListsEveryFlyerAndIsStable() throws {
        let plan = SharedElementPlan.make(fore: scene.fore.view, back: scene.back.view, direction: .forward, container: scene.window)
        let json = plan.timelineJSON()
        #expect(json == plan.timelineJSON())
        let object = try #require(try JSONSerialization.jsonObject(with: Data(json.utf8)) as? [String: Any])
        #expect(object["direction"] as? String == "forward")
        let flyers = try #require(object["flyers"] as? [[String: Any]])
        #expect(flyers.count == 1)
        let flyer = try #require(flyers.first)
        #expect(flyer["source"] as? String == "back:card@0")
        #expect(flyer["destination"] as? String == "fore:card@0")
        #expect((flyer["easing"] as? [String: Any])?["curve"] as? [Double] == [0.4, 0, 0.2, 1])
        #expect(flyer["zPosition"] as? Double == 0)
        let from = try #require(flyer["from"] as? [String: Any])
        #expect((from["frame"] as? [Double]) == [10, 10, 30, 30])
        #expect((from["transform"] as? [Double])?.count == 16)
        #expect((object["unmatched"] as? [String]) == ["back:lonely@1"])
        #expect((object["curve"] as? [Double]) == [0.4, 0, 0.2, 1])
    }

    @Test func timelineEvaluatesTheSameGeometryAsTheFlights() throws {
        var options = SharedElementOptions()
        options.timing = .linear
        options.duration = .fixed(1)
        let plan = SharedElementPlan.make(
            fore: scene.fore.view, back: scene.back.view, direction: .forward, container: scene.window, options: options)
        let timeline = SharedElementTimeline(plan: plan)
        var frames: [SharedElementGeometry] = []
        timeline.evaluate(at: 0.5, into: &frames)
        #expect(frames.count == 1)
        #expect(isClose(frames[0].frame, CGRect(x: 5, y: 55, width: 65, height: 65), abs: 1e-9))
        #expect(isClose(timeline.geometry(ofFlight: 0, at: 2).frame, CGRect(x: 0, y: 100, width: 100, height: 100), abs: 1e-9))
        #expect(timeline.duration == 1)
    }
    /// Thirty pairs whose destinations are each 2000 points square (4 million snapshot pixels
    /// at 1x): the first ones fly up to the budget of snapshot pixels one transition may hold,
    /// and the rest go with their screens, listed as skipped over the budget at both ends.
    @Test func pairsPastTheSnapshotBudgetGoWithTheirScreens() {
        let scene = MatchingTestScene(size: CGSize(width: 100, height: 100))
        for i in 0..<30 {
            scene.tagged("t\(i)", CGRect(x: CGFloat(i), y: 0, width: 10, height: 10), in: scene.back.view)
            scene.tagged("t\(i)", CGRect(x: 0, y: 0, width: 2000, height: 2000), in: scene.fore.view)
        }
        scene.fore.view.frame = scene.window.bounds
        scene.window.addSubview(scene.fore.view)
        let plan = SharedElementPlan.make(fore: scene.fore.view, back: scene.back.view, direction: .forward, container: scene.window)
        let fitting = Int(SharedElementPlanner.snapshotPixelBudget / (10 * 10 + 2000 * 2000))
        #expect(fitting == 19)
        #expect(plan.pairs.map(\.id) == (0..<fitting).map { "t\($0)" })
        let over = plan.skipped.filter { $0.reason == .overSnapshotBudget }
        #expect(over.count == 2 * (30 - fitting))
        #expect(Set(over.map(\.element.id)) == Set((fitting..<30).map { "t\($0)" }))
        #expect(Set(over.map(\.element.side)) == [.back, .fore])
    }
}
