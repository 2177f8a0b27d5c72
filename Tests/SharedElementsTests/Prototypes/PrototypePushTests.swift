import Foundation
import Testing
import SharedElements
import SharedElementsTestSupport

/// Prototypes whose fore screen is pushed onto a navigation controller and popped off it.
@MainActor
@Suite struct PrototypePushTests {
    /// A list row's portrait that flies into a detail's header when the detail is pushed.
    func document(_ extra: String = "", direction: String = "both", foreTitle: String = #""title": "Biscuit","#) -> String {
        ##"""
        { "size": [200, 400], "direction": "\##(direction)", "fps": 20, "presentation": "push", \##(extra)
          "screens": {
            "back": { "title": "Pets", "backgroundColor": "#FFFFFF", "children": [
              { "frame": [10, 100, 40, 40], "backgroundColor": "#FF9500", "cornerRadius": 20, "transitionID": "portrait" } ] },
            "fore": { \##(foreTitle) "backgroundColor": "#F2F2F7", "children": [
              { "frame": [50, 120, 100, 100], "backgroundColor": "#FF9500", "cornerRadius": 50, "transitionID": "portrait" } ] } },
          "duration": 0.4, "transition": { "sharedElements": { "curve": "linear" } } }
        """##
    }

    @Test func thePushFliesThePortraitAndThePopFliesItBack() throws {
        let stage = try PrototypeStage(TransitionPrototype(data: Data(document().utf8)))
        let navigation = try #require(stage.navigationController)
        #expect(stage.window.rootViewController === navigation && navigation.viewControllers.count == 1 && navigation.topViewController === stage.back)
        var centres: [(TransitionDirection, CGFloat)] = []
        var tops: [ViewController?] = []
        try stage.play { moment in
            if let flyer = stage.sharedElementTransition?.activeFlights.first?.flyer {
                centres.append((moment.direction, flyer.layer.presentation()!.transform.m42))
            }
            if moment.hasEnded { tops.append(navigation.topViewController) }
        }
        // Pushed at the end of the forward run, popped at the end of the backward one.
        #expect(tops.first.flatMap { $0 } === stage.fore && tops.last.flatMap { $0 } === stage.back)
        let forward = centres.filter { $0.0 == .forward }.map(\.1), backward = centres.filter { $0.0 == .backward }.map(\.1)
        // The portrait's centre goes from y 120 to y 170 (the detail's header) and back.
        #expect(forward.count >= 6 && backward.count >= 6)
        #expect(abs(forward.first! - 120) < 1e-6 && forward == forward.sorted())
        #expect(backward == backward.sorted(by: >) && (backward.first ?? 0) > 165)
        #expect(stage.sharedElementTransition?.lastRestoration?.isClean == true)
    }

    @Test func theNavigationBarShowsEachScreensTitle() throws {
        let stage = try PrototypeStage(TransitionPrototype(data: Data(document(direction: "forward").utf8)))
        #expect(stage.back.title == "Pets" && stage.fore.title == "Biscuit")
        let navigation = try #require(stage.navigationController)
        #expect(!navigation.isNavigationBarHidden)
        let hidden = try PrototypeStage(TransitionPrototype(data: Data(document(#""navigationBar": false,"#, direction: "forward").utf8)))
        #expect(hidden.navigationController?.isNavigationBarHidden == true)
        // The bar is drawn: the top of the window differs with and without it.
        let withBar = try stage.window.render(), without = try hidden.window.render()
        #expect(matchingTestDifferingPixels(withBar, without) > 100)
    }

    @Test func aBackwardRunAloneStartsFromThePushedScreen() throws {
        let stage = try PrototypeStage(TransitionPrototype(data: Data(document(direction: "backward").utf8)))
        var first: Bitmap?
        try stage.play { moment in if moment.index == 0 { first = try stage.window.render() } }
        // Frame 0 is the pushed detail at rest: its grey background, where the list is white.
        let pixel = try #require(first)[100, 350]
        #expect(pixel.r == 0xF2 && pixel.g == 0xF2 && pixel.b == 0xF7)
        #expect(stage.navigationController?.topViewController === stage.back)
        #expect(stage.navigationController?.viewControllers.count == 1)
    }

    @Test func aToolShowsThePushedScreenAtRestBeforeABackwardFilm() throws {
        let stage = try PrototypeStage(TransitionPrototype(data: Data(document(direction: "backward").utf8)))
        stage.showForeAtRest()
        // Pushed, not presented over the navigation controller.
        #expect(stage.navigationController?.topViewController === stage.fore && stage.back.presentedViewController == nil)
        stage.showForeAtRest()
        #expect(stage.navigationController?.viewControllers.count == 2)
        try stage.play { _ in }
        #expect(stage.navigationController?.topViewController === stage.back)
    }

    @Test func anEdgeSwipePopsThePushedScreen() throws {
        let gesture = #""gesture": { "pan": "edge-left", "through": [[2, 200], [190, 200]], "duration": 0.2 },"#
        let stage = try PrototypeStage(TransitionPrototype(data: Data(document(gesture, direction: "both").utf8)))
        try stage.play { _ in }
        #expect(stage.navigationController?.topViewController === stage.back)
        #expect(stage.sharedElementTransition?.lastRestoration?.isClean == true)
    }

    /// Expects `json` to be refused with an error at `path` whose message contains `words`.
    func expectRefused(_ json: String, at path: String, saying words: String, _ what: String) {
        do {
            _ = try TransitionPrototype(data: Data(json.utf8))
            Issue.record("\(what) was accepted")
        } catch let failure as JSONReader.Failure {
            #expect(failure.path == path && failure.message.contains(words), "\(what): \(failure)")
        } catch {
            Issue.record("\(what): unexpected \(error)")
        }
    }

    @Test func titlesAndTheBarNeedAPush() {
        let modalTitle = ##"{ "screens": { "back": { "title": "Pets" }, "fore": {} }, "transition": { "sharedElements": {} } }"##
        expectRefused(modalTitle, at: "screens.back.title", saying: "push", "a title on a presented screen")
        let modalBar = ##"{ "navigationBar": false, "screens": { "back": {}, "fore": {} }, "transition": { "sharedElements": {} } }"##
        #expect(throws: JSONReader.Failure.self) { try TransitionPrototype(data: Data(modalBar.utf8)) }
        let unknown = ##"{ "presentation": "sheet", "screens": { "back": {}, "fore": {} }, "transition": { "sharedElements": {} } }"##
        #expect(throws: JSONReader.Failure.self) { try TransitionPrototype(data: Data(unknown.utf8)) }
        let sheet = document().replacingOccurrences(of: #"{ "sharedElements": { "curve": "linear" } }"#, with: #"{ "catalog": "verticalSheet" }"#)
        expectRefused(sheet, at: "transition.catalog", saying: "only presents", "a pushed sheet")
        let titleNotString = document().replacingOccurrences(of: #""title": "Pets""#, with: #""title": 3"#)
        #expect(throws: JSONReader.Failure.self) { try TransitionPrototype(data: Data(titleNotString.utf8)) }
    }

    /// Every catalog transition but the sheet pushes and pops, ending with the back screen on top.
    @Test(arguments: PrototypeCatalog.entries.filter { !$0.presentsOnly }.map(\.name))
    func catalogTransitionsPushAndPop(_ name: String) throws {
        let parameters = PrototypeCatalog.entry(named: name)!.parameters.filter(\.isRequired).map { #", "\#($0.key)": "portrait""# }.joined()
        let json = document().replacingOccurrences(of: #"{ "sharedElements": { "curve": "linear" } }"#, with: #"{ "catalog": "\#(name)"\#(parameters) }"#)
        let stage = try PrototypeStage(TransitionPrototype(data: Data(json.utf8)))
        var pushed = false
        try stage.play { moment in if moment.direction == .forward && moment.hasEnded { pushed = stage.navigationController?.topViewController === stage.fore } }
        #expect(pushed)
        #expect(stage.navigationController?.topViewController === stage.back)
        #expect(stage.back.view.alpha == 1 && stage.back.view.transform == .identity && stage.back.view.superview != nil)
    }

    @Test func theArticlesPushExamplePlays() throws {
        let text = try PrototypeReadmeTests.article()
        let start = try #require(text.range(of: "**Push.**"))
        let open = try #require(text.range(of: "```json\n", range: start.upperBound..<text.endIndex))
        let close = try #require(text.range(of: "\n```", range: open.upperBound..<text.endIndex))
        let stage = try PrototypeStage(TransitionPrototype(data: Data(text[open.upperBound..<close.lowerBound].utf8)))
        var frames = 0
        try stage.play { _ in frames += 1 }
        #expect(frames > 20)
        // The edge swipe popped the pushed screen, and every view is back in place.
        #expect(stage.navigationController?.topViewController === stage.back)
        #expect(stage.sharedElementTransition?.lastRestoration?.isClean == true)
    }
}
