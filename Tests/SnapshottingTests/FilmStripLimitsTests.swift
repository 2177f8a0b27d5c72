import Foundation
import SharedElements
import Testing
import Snapshotting

/// A film strip over the film limits fails at once, saying which limit and by how much, before
/// any frame renders.
@MainActor
@Suite struct FilmStripLimitsTests {
    let fixture = SnapshotFixture()

    @Test func tooManyPixelsInAllFailBeforeRendering() {
        defer { fixture.remove() }
        let progresses = (0..<100).map { Double($0) / 99 }
        let recording = TransitionRecording(.animator(FilmStripOutcomeTests.ScriptedAnimator(completesAfter: 0.2)),
                                            from: ColorViewController(.white), to: ColorViewController(.black),
                                            at: progresses, size: CGSize(width: 390, height: 844), scale: 2)
        let start = Date()
        let failure = fixture.run(.missing) { verifySnapshot(of: recording, as: .filmStrip, named: "big") } ?? ""
        #expect(failure.contains("Film strip over the limits: 100 frames of 1316640 pixels make 131664000 pixels"))
        #expect(Date().timeIntervalSince(start) < 5)
        #expect(!fixture.exists(fixture.reference("tooManyPixelsInAllFailBeforeRendering.big.0.png")))
    }

    @Test func anEmptyWindowFails() {
        defer { fixture.remove() }
        let recording = TransitionRecording(.animator(FilmStripOutcomeTests.ScriptedAnimator(completesAfter: 0.2)),
                                            from: ColorViewController(.white), to: ColorViewController(.black),
                                            at: [0, 1], size: CGSize(width: 20, height: 16), scale: 1e-9)
        let failure = fixture.run(.missing) { verifySnapshot(of: recording, as: .filmStrip, named: "empty") } ?? ""
        #expect(failure.contains("frames of 0x0 pixels are empty"))
    }
}
