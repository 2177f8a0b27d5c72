import Foundation
import Testing
import SharedElements
import SharedElementsTestSupport

/// The shipped examples read, build and film as documented.
@MainActor
@Suite struct TransitionPrototypeTests {
    @Test func photoZoomExampleReadsWithItsScreensAndOptions() throws {
        let p = try TransitionPrototype(contentsOf: examplesFolder.appendingPathComponent("photo-zoom.json"))
        #expect(p.size == CGSize(width: 390, height: 844))
        #expect(p.directions == [.forward, .backward])
        #expect(p.duration == 0.5 && p.fps == 30 && p.hold == 0.3)
        guard case .sharedElements(let options) = p.transition else { Issue.record("not shared elements"); return }
        #expect(options.duration == .fixed(0.5))
        #expect(isClose(options.arc, 0.1))
        let ids = p.back.allViews.compactMap(\.transitionID) + p.fore.allViews.compactMap(\.transitionID)
        #expect(ids.sorted() == ["photo", "photo", "title", "title"])
        #expect(p.fore.allViews.first { $0.transitionID == "title" }?.sharedElement?.delay == 0.05)
    }

    @Test func photoZoomFliesThePhotoAndIsHalfWayAtTheMiddleFrame() throws {
        let stage = try PrototypeStage(try TransitionPrototype(contentsOf: examplesFolder.appendingPathComponent("photo-zoom.json")))
        var middle: (elapsed: Double, planned: SharedElementGeometry, flyerSizes: [CGSize])?
        var count = 0
        try stage.play { m in
            count += 1
            // Frame 8 of the forward run, 0.267 s into the photo's 0.5 s flight.
            if m.direction == .forward, m.index == 8, let plan = stage.sharedElementTransition?.lastPlan {
                let built = Set(stage.views.values.map(ObjectIdentifier.init))
                let flyers = Self.allViews(stage.window).filter { !built.contains(ObjectIdentifier($0)) }
                middle = (m.elapsed, SharedElementTimeline(plan: plan).geometry(ofFlight: 0, at: m.elapsed), flyers.map(\.bounds.size))
            }
        }
        // Each run: the photo flies 0.5 s, the title 0.05 s later: ceil(0.55 × 30) + 1 = 18
        // frames, plus round(0.3 × 30) = 9 hold frames.
        #expect(count == 2 * (18 + 9))
        let plan = try #require(stage.sharedElementTransition?.lastPlan)
        #expect(plan.direction == .backward)
        #expect(plan.pairs.map(\.id) == ["photo", "title"])
        #expect(plan.pairs.map(\.delay) == [0, 0.05])
        let from = CGRect(x: 203, y: 120, width: 171, height: 166), to = CGRect(x: 0, y: 0, width: 390, height: 405)
        #expect(isClose(plan.pairs[0].to.frame, from, abs: 1e-6))
        let (elapsed, geometry, flyerSizes) = try #require(middle)
        #expect(isClose(elapsed, 8.0 / 30))
        let p = SharedElementOptions.standardCurve.value(at: elapsed / 0.5)
        let expected = CGSize(width: from.width + (to.width - from.width) * p, height: from.height + (to.height - from.height) * p)
        #expect(isClose(geometry.size.width, expected.width, abs: 1e-6) && isClose(geometry.size.height, expected.height, abs: 1e-6))
        #expect(flyerSizes.contains { isClose($0.width, expected.width, abs: 0.01) && isClose($0.height, expected.height, abs: 0.01) },
                "a flyer in the window has the planned size")
        #expect(stage.sharedElementTransition?.lastRestoration?.isClean == true)
        #expect(stage.back.presentedViewController == nil)
    }

    static func allViews(_ view: View) -> [View] { [view] + view.subviews.flatMap(allViews) }

    @Test func cardFlipExampleFlipsTheNamedCard() throws {
        let url = examplesFolder.appendingPathComponent("card-flip.json")
        let stage = try PrototypeStage(try TransitionPrototype(contentsOf: url))
        let flip = try #require(stage.transition as? CardFlipTransition)
        #expect(flip.card === stage.view(at: "screens.back.children[3]"))
        #expect(flip.duration == 0.75 && flip.perspectiveDistance == 600)
        let before = try stage.window.render(background: stage.prototype.background)
        let frames = try stage.film()
        // ceil(0.75 × 30) + 1 = 24 frames a run, plus 9 hold frames.
        #expect(frames.count == 2 * (24 + 9))
        #expect(frames.allSatisfy { $0.width == 390 && $0.height == 844 })
        let turned = frames[0] != frames[12], restored = frames.last == before
        #expect(turned, "the card turns")
        #expect(restored, "dismissing puts the back screen back as it was")
    }

    @Test func frameCountIsTheRunTimeAtFpsPlusOnePlusTheHold() throws {
        let json = prototypeJSON(extra: ##", "duration": 0.5, "fps": 10, "hold": 0.2, "direction": "forward""##)
        let stage = try PrototypeStage(try TransitionPrototype(data: Data(json.utf8)))
        var moments: [PrototypeStage.Moment] = []
        try stage.play { moments.append($0) }
        #expect(moments.count == 5 + 1 + 2)
        #expect(moments.map(\.index) == Array(0..<8))
        #expect(moments.map(\.hasEnded) == [false, false, false, false, false, true, true, true])
        #expect(isClose(moments[5].elapsed, 0.5))
        #expect(stage.back.presentedViewController === stage.fore)
    }

    /// A backward-only film starts from the screen a forward run leaves: a back screen dimmed
    /// under a clear fore screen is dimmed on the first frame and in the screen at rest before it.
    @Test func backwardOnlyStartsFromTheScreenAForwardRunLeaves() throws {
        let json = prototypeJSON(back: ##"{ "backgroundColor": "#FFFFFF", "children": [ { "frame": [0, 0, 100, 50], "backgroundColor": "#FF9500", "transitionID": "p" } ] }"##,
                                 fore: ##"{ "children": [ { "frame": [20, 120, 60, 60], "backgroundColor": "#FF9500", "transitionID": "p" } ] }"##,
                                 transition: ##"{ "sharedElements": { "background": { "dim": "#00000066" } } }"##,
                                 extra: ##", "duration": 0.3, "fps": 10, "direction": "backward""##)
        let stage = try PrototypeStage(try TransitionPrototype(data: Data(json.utf8)))
        stage.showForeAtRest()
        let rest = try stage.window.render(background: stage.prototype.background)
        #expect(rest[50, 90].r < 200, "the back screen is dimmed at rest: \(rest[50, 90])")
        var first: Bitmap?
        try stage.play { moment in if moment.index == 0 { first = try stage.window.render(background: stage.prototype.background) } }
        let frame = try #require(first)
        #expect(frame[50, 90] == rest[50, 90], "no dim pops on at the first frame")
        #expect(stage.back.presentedViewController == nil)
    }

    @Test func backwardOnlyPresentsFirstWithoutAnimation() throws {
        let json = prototypeJSON(extra: ##", "duration": 0.3, "fps": 10, "direction": "backward""##)
        let stage = try PrototypeStage(try TransitionPrototype(data: Data(json.utf8)))
        var moments: [PrototypeStage.Moment] = []
        try stage.play { moments.append($0) }
        #expect(moments.count == 4)
        #expect(moments.allSatisfy { $0.direction == .backward })
        #expect(stage.back.presentedViewController == nil)
    }

    @Test(arguments: PrototypeCatalog.entries.map(\.name))
    func everyCatalogEntryBuildsAndRuns(_ name: String) throws {
        let back = ##"{ "children": [ { "frame": [10, 10, 40, 60], "backgroundColor": "#FF9500", "transitionID": "c" } ] }"##
        let card = switch name {
        case "cardFlip", "cardExpand": ##", "card": "c""##
        case "zoom": ##", "thumbnail": "c""##
        default: ""
        }
        let fore = ##"{ "backgroundColor": "#34C759", "children": [ { "frame": [0, 0, 100, 100], "transitionID": "c", "backgroundColor": "#FF9500" } ] }"##
        let json = prototypeJSON(back: back, fore: fore,
                                 transition: ##"{ "catalog": "\##(name)"\##(card) }"##, extra: ##", "duration": 0.3, "fps": 20"##)
        let stage = try PrototypeStage(try TransitionPrototype(data: Data(json.utf8)))
        var count = 0
        try stage.play { _ in count += 1 }
        #expect(count == 2 * 7, "\(name): ceil(0.3 × 20) + 1 frames a run")
        #expect(stage.back.presentedViewController == nil)
        #expect(!stage.window.isTransitioning)
    }

    @Test func viewsGetTheirStyle() throws {
        let back = ##"""
        { "backgroundColor": "#102030", "children": [
          { "type": "label", "frame": [1, 2, 80, 20], "text": "Hi", "fontSize": 12, "weight": "bold", "textColor": "#FF0000",
            "alignment": "right", "lines": 2 },
          { "type": "image", "frame": [0, 30, 50, 40], "contentMode": "scaleAspectFit", "image": { "generator": "solid", "color": "#00FF00" } },
          { "frame": [0, 80, 30, 30], "cornerRadius": 6, "alpha": 0.5, "clipsToBounds": true, "rotation": 90,
            "border": { "width": 2, "color": "#0000FF" }, "shadow": { "opacity": 0.5, "radius": 4, "offset": [1, 2] },
            "transitionID": "box", "sharedElement": { "arc": 0.3, "duration": "automatic", "properties": "position" } } ] }
        """##
        let p = try TransitionPrototype(data: Data(prototypeJSON(back: back, extra: ##", "scale": 2"##).utf8))
        let stage = try PrototypeStage(p)
        let label = try #require(stage.view(at: "screens.back.children[0]") as? Label)
        #expect(label.text == "Hi" && label.textColor == Color(hex: "#FF0000") && label.textAlignment == .right && label.numberOfLines == 2)
        #expect(label.fontSize == 12)
        let image = try #require(stage.view(at: "screens.back.children[1]") as? ImageView)
        #expect(image.contentMode == .scaleAspectFit)
        #expect(image.image?.bitmap.width == 100 && image.image?.size == CGSize(width: 50, height: 40))
        let box = try #require(stage.view(at: "screens.back.children[2]"))
        #expect(box.layer.cornerRadius == 6 && box.alpha == 0.5 && box.clipsToBounds)
        #expect(box.layer.borderWidth == 2 && box.layer.shadowOpacity == 0.5 && box.layer.shadowOffset == CGSize(width: 1, height: 2))
        #expect(isClose(box.transform.b, 1, abs: 1e-9))
        #expect(box.transitionID == "box")
        let options = try #require(box.sharedElementOptions)
        #expect(options.properties == .position && options.arc == 0.3 && options.duration == .automatic)
        #expect(options.timing == .curve(SharedElementOptions.standardCurve))
        #expect(stage.back.view.backgroundColor == Color(hex: "#102030"))
    }

    @Test func springDimAndElementOptionsReachTheTransition() throws {
        let back = ##"{ "children": [ { "frame": [10, 10, 40, 40], "backgroundColor": "#FF9500", "transitionID": "a" } ] }"##
        let fore = ##"""
        { "children": [ { "frame": [0, 0, 100, 80], "backgroundColor": "#FF9500", "transitionID": "a",
                          "sharedElement": { "curve": "linear", "zPosition": 2, "delay": 0.1, "crossFade": "fadeInDestination" } } ] }
        """##
        let transition = ##"{ "sharedElements": { "spring": { "response": 0.3, "dampingRatio": 0.6 }, "background": { "dim": "#00000080" }, "crossFade": "none" } }"##
        let stage = try PrototypeStage(try TransitionPrototype(data: Data(prototypeJSON(back: back, fore: fore, transition: transition).utf8)))
        let options = try #require(stage.sharedElementTransition?.options)
        #expect(options.timing == .settlingSpring(try Spring(response: 0.3, dampingRatio: 0.6)))
        #expect(options.background == .dim(Color(white: 0, alpha: 128.0 / 255)))
        let element = try #require(stage.view(at: "screens.fore.children[0]")?.sharedElementOptions)
        #expect(element.timing == .linear && element.zPosition == 2 && element.delay == 0.1)
        #expect(options.crossFade == .none && element.crossFade == .fadeInDestination)
        #expect(element.background == options.background, "the rest comes from the transition")
        var count = 0
        try stage.play { _ in count += 1 }
        #expect(stage.sharedElementTransition?.lastPlan?.pairs.first?.delay == 0.1)
        #expect(count > 2)
    }

    @Test func imageFilesAreReadRelativeToTheDocument() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("prototype-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder.appendingPathComponent("img"), withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let bitmap = try ImageGenerator.solid(width: 6, height: 4, color: .systemBlue)
        try Image(bitmap: bitmap).pngData().write(to: folder.appendingPathComponent("img/dot.png"))
        let back = ##"{ "children": [ { "type": "image", "frame": [0, 0, 6, 4], "image": "img/dot.png" } ] }"##
        try Data(prototypeJSON(back: back).utf8).write(to: folder.appendingPathComponent("p.json"))
        let p = try TransitionPrototype(contentsOf: folder.appendingPathComponent("p.json"))
        guard case .image(.file(let path, let decoded)) = p.back.children[0].kind else { Issue.record("not a file image"); return }
        #expect(path == "img/dot.png" && decoded == bitmap)
    }
}
