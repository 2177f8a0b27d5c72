import Foundation
import SharedElements
import Testing
import Snapshotting

/// Film strips of a gesture-driven dismissal: a downward pan fades the presented screen out.
@MainActor
@Suite struct TouchFilmStripTests {
    let fixture = SnapshotFixture()
    let window = Window(size: CGSize(width: 40, height: 40), scale: 1)
    let back = ColorViewController(.white)
    let fore = ColorViewController(.black)
    let interaction: PullDownInteraction

    init() {
        window.rootViewController = back
        interaction = PullDownInteraction(controller: fore, distance: 20)
        back.present(fore, animated: false)
        window.clock.advance(by: 0)
    }

    /// The red channel of the middle of a recorded frame.
    func red(_ file: String) -> UInt8? {
        fixture.bitmap(at: fixture.reference(file))?[20, 20].r
    }

    static let swipe = TouchScript.swipe(from: CGPoint(x: 20, y: 2), to: CGPoint(x: 20, y: 38), duration: 0.3)

    /// The swipe played into `window`, filmed at `times`.
    static func pull(_ window: Window, at times: [TimeInterval]) -> TransitionRecording {
        TransitionRecording(playing: swipe, in: window, at: times)
    }

    @Test func aSwipeIsFilmedAtTheChosenTimesAndFinishesAfterRelease() {
        defer { fixture.remove() }
        let first = fixture.run(.missing) {
            verifySnapshot(of: Self.pull(window, at: [0, 0.15, 0.3, 0.8]), as: .filmStrip)
        } ?? ""
        #expect(first.components(separatedBy: "recorded it").count == 5)
        let base = "aSwipeIsFilmedAtTheChosenTimesAndFinishesAfterRelease.gesture"
        #expect(red("\(base).0.png") == 0)
        #expect(red("\(base).0.15.png").map { $0 > 60 && $0 < 200 } == true, "half-way down the pan")
        #expect(red("\(base).0.8.png") == 255, "released past one half: finished")
        #expect(back.presentedViewController == nil && !window.isTransitioning)
    }

    @Test func theSameSwipeGivesTheSameFrames() {
        defer { fixture.remove() }
        _ = fixture.run(.missing) { verifySnapshot(of: Self.pull(window, at: [0.1, 0.2]), as: .filmStrip, named: "pull") }
        let again = Window(size: CGSize(width: 40, height: 40), scale: 1)
        let back = ColorViewController(.white), fore = ColorViewController(.black)
        again.rootViewController = back
        let interaction = PullDownInteraction(controller: fore, distance: 20)
        back.present(fore, animated: false)
        again.clock.advance(by: 0)
        #expect(fixture.run(.never) { verifySnapshot(of: Self.pull(again, at: [0.1, 0.2]), as: .filmStrip, named: "pull") } == nil)
        _ = interaction
    }

    @Test(arguments: [[TimeInterval](), [0.2, 0.1], [-1], [.infinity]])
    func timesMustIncreaseFromZero(_ times: [TimeInterval]) {
        defer { fixture.remove() }
        let failure = fixture.run(.missing) { verifySnapshot(of: Self.pull(window, at: times), as: .filmStrip) } ?? ""
        #expect(failure.contains("film-strip times must be seconds from 0 on, in increasing order"))
    }
}
