import Foundation
import Testing
import SharedElements
import SharedElementsTestSupport

@MainActor
@Suite struct PrototypeGestureTests {
    /// A photo that opens from a thumbnail, then a scripted finger on the photo.
    func document(gesture: String) -> String {
        ##"""
        { "size": [200, 400], "direction": "backward", "fps": 30,
          "screens": {
            "back": { "backgroundColor": "#FFFFFF", "children": [
              { "frame": [20, 40, 60, 60], "backgroundColor": "#3366CC", "cornerRadius": 8, "transitionID": "photo" } ] },
            "fore": { "backgroundColor": "#000000", "children": [
              { "frame": [0, 100, 200, 200], "backgroundColor": "#3366CC", "transitionID": "photo" } ] } },
          "duration": 0.4, "transition": { "sharedElements": {} },
          "gesture": \##(gesture) }
        """##
    }

    func run(_ gesture: String) throws -> (stage: PrototypeStage, frames: Int, photoYs: [CGFloat]) {
        let prototype = try TransitionPrototype(data: Data(document(gesture: gesture).utf8))
        let stage = try PrototypeStage(prototype)
        var frames = 0
        var ys: [CGFloat] = []
        try stage.play { _ in
            frames += 1
            if let flyer = stage.sharedElementTransition?.activeFlights.first?.flyer {
                ys.append(flyer.layer.presentation()!.transform.m42)
            }
        }
        return (stage, frames, ys)
    }

    @Test func aFlickDownDismissesAndTheElementFollowsTheFinger() throws {
        let (stage, frames, ys) = try run(##"{ "pan": "down", "through": [[100, 150], [100, 260]], "duration": 0.15, "distance": 200 }"##)
        #expect(stage.back.presentedViewController == nil)
        #expect(frames > 5)
        // The photo's centre (y 200 in the photo screen) moves down with the finger first.
        #expect((ys.max() ?? 0) > 230)
        #expect(stage.sharedElementTransition?.lastRestoration?.isClean == true)
    }

    @Test func aSlowShortDragIsCancelledAndTheScreenStays() throws {
        let (stage, _, ys) = try run(##"{ "pan": "down", "through": [[100, 150], [100, 190]], "duration": 0.6, "pause": 0.3, "distance": 300 }"##)
        #expect(stage.back.presentedViewController === stage.fore)
        #expect(!ys.isEmpty)
        #expect(stage.sharedElementTransition?.lastRestoration?.isClean == true)
        #expect(stage.fore.view.alpha == 1)
    }

    @Test func aGestureReadsWithItsDefaults() throws {
        let p = try TransitionPrototype(data: Data(document(gesture: ##"{ "pan": "edge-left", "through": [[2, 200], [150, 200]], "duration": 0.2 }"##).utf8))
        let g = try #require(p.gesture)
        #expect(g.pan == .edge(.left) && g.pause == 0 && g.start == 0 && g.distance == nil)
        #expect(g.script.steps.first?.phase == .began && g.script.steps.last?.phase == .ended)
    }
}
