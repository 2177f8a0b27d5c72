import Foundation
import SharedElements
import Testing
import Snapshotting

/// Strategies derived by pullback, and the strategies over a transition run.
@MainActor
@Suite struct StrategyTests {
    let fixture = SnapshotFixture()
    static let size = CGSize(width: 20, height: 16)

    /// A value of the test's own: a swatch of one colour.
    struct Swatch { var color: Color }

    static let swatch = Snapshotting<View, Bitmap>.image(scale: 1).pullback { (swatch: Swatch) in
        let view = View(frame: CGRect(x: 0, y: 0, width: 8, height: 6))
        view.backgroundColor = swatch.color
        return view
    }

    @Test func aPulledBackImageStrategyRecordsPassesAndFails() {
        defer { fixture.remove() }
        let first = fixture.run(.missing) { verifySnapshot(of: Swatch(color: .white), as: Self.swatch, named: "s") }
        #expect(first?.contains("recorded it") == true)
        #expect(fixture.bitmap(at: fixture.reference("aPulledBackImageStrategyRecordsPassesAndFails.s.png"))?.width == 8)
        #expect(fixture.run(.never) { verifySnapshot(of: Swatch(color: .white), as: Self.swatch, named: "s") } == nil)
        let changed = fixture.run(.never) { verifySnapshot(of: Swatch(color: .black), as: Self.swatch, named: "s") }
        #expect(changed?.contains("48 pixels differ") == true)
    }

    /// A film strip of any screen fading in over a white one, by pullback.
    static let fadingIn = Snapshotting<TransitionRecording, FilmStrip>.filmStrip.pullback { (screen: ViewController) in
        TransitionRecording(.transition(FadeTransition()), from: ColorViewController(.white), to: screen, at: [0, 0.5, 1],
                            size: size, scale: 1)
    }

    @Test func aPulledBackFilmStripFailsWhenTheScreenChanges() {
        defer { fixture.remove() }
        _ = fixture.run(.missing) { verifySnapshot(of: ColorViewController(.black), as: Self.fadingIn) }
        let base = "aPulledBackFilmStripFailsWhenTheScreenChanges.present"
        #expect(fixture.exists(fixture.reference("\(base).0.5.png")))
        #expect(fixture.run(.never) { verifySnapshot(of: ColorViewController(.black), as: Self.fadingIn) } == nil)
        let failure = fixture.run(.never) { verifySnapshot(of: ColorViewController(.systemBlue), as: Self.fadingIn) } ?? ""
        #expect(failure.contains("\(base).1.png does not match"))
        #expect(!failure.contains("\(base).0.png does not match"), "both start on the white screen")
    }

    /// A list and a detail sharing one tagged square.
    static func sharedScreens() -> (ViewController, ViewController) {
        let list = ColorViewController(.white), detail = ColorViewController(.black)
        let small = View(frame: CGRect(x: 2, y: 2, width: 4, height: 4))
        let large = View(frame: CGRect(x: 0, y: 4, width: 20, height: 10))
        small.transitionID = "square"
        large.transitionID = "square"
        small.backgroundColor = .systemBlue
        large.backgroundColor = .systemBlue
        list.view.addSubview(small)
        detail.view.addSubview(large)
        return (list, detail)
    }

    @Test func theTimelineOfASharedElementRunIsItsPlanAsJSON() throws {
        defer { fixture.remove() }
        func timeline(testName: String = #function) -> String? {
            let (list, detail) = Self.sharedScreens()
            let run = TransitionRecording(.transition(SharedElementTransition()), from: list, to: detail, at: [1],
                                          size: Self.size, scale: 1)
            return verifySnapshot(of: run, as: .timeline, named: "plan", testName: testName)
        }
        #expect(fixture.run(.missing) { timeline() }?.contains("recorded it") == true)
        let url = fixture.reference("theTimelineOfASharedElementRunIsItsPlanAsJSON.plan.json")
        let json = try String(contentsOf: url, encoding: .utf8)
        #expect(json.contains("\"square\""))
        #expect(fixture.run(.never) { timeline() } == nil)
        try json.replacingOccurrences(of: "\"square\"", with: "\"circle\"").write(to: url, atomically: true, encoding: .utf8)
        let failure = fixture.run(.never) { timeline() } ?? ""
        #expect(failure.contains("plan.json does not match its reference: line"))
        #expect(fixture.exists(fixture.artifact("theTimelineOfASharedElementRunIsItsPlanAsJSON.plan.actual.json")))
    }

    @Test func aRunWithoutSharedElementsHasNoTimeline() {
        defer { fixture.remove() }
        let run = TransitionRecording(.transition(FadeTransition()), from: ColorViewController(.white),
                                      to: ColorViewController(.black), at: [1], size: Self.size, scale: 1)
        let failure = fixture.run(.missing) { verifySnapshot(of: run, as: .timeline) } ?? ""
        #expect(failure.contains("made no shared-element plan"))
        #expect(!fixture.exists(fixture.references))
    }
}
