import Foundation
import SharedElements
import Testing
import Snapshotting

/// The lint strategy: a clean run passes without a reference; a broken one fails with its
/// findings and leaves their crops and JSON.
@MainActor
@Suite struct LintStrategyTests {
    let fixture = SnapshotFixture()

    @Test func aCleanFadePassesAndWritesNothing() throws {
        defer { fixture.remove() }
        let stage = LintStage()
        let recording = TransitionRecording(.transition(FadeTransition()), from: stage.back, to: stage.fore,
                                            size: stage.window.bounds.size, scale: 1)
        #expect(fixture.run(.missing) { verifySnapshot(of: recording, as: .lint()) } == nil)
        #expect(!fixture.exists(fixture.references))
        let back = TransitionRecording(.transition(FadeTransition()), from: stage.back, to: stage.fore, direction: .backward,
                                       size: stage.window.bounds.size, scale: 1)
        #expect(fixture.run(.missing) { verifySnapshot(of: back, as: .lint()) } == nil)
    }

    @Test func aPoppingTransitionFailsWithItsFindingsAndCrops() throws {
        defer { fixture.remove() }
        let stage = LintStage()
        let recording = TransitionRecording(.transition(PoppingFade(start: 0.5, end: 1)), from: stage.back, to: stage.fore,
                                            size: stage.window.bounds.size, scale: 1)
        let failure = try #require(fixture.run(.missing) { verifySnapshot(of: recording, as: .lint(), named: "pop") })
        #expect(failure.contains("ends frame 1"))
        #expect(failure.contains("1 finding (ends 1)"))
        let json = try String(contentsOf: fixture.artifact("aPoppingTransitionFailsWithItsFindingsAndCrops.pop.lint.json"),
                              encoding: .utf8)
        #expect(json.contains("\"rule\" : \"ends\""))
        #expect(fixture.exists(fixture.artifact("aPoppingTransitionFailsWithItsFindingsAndCrops.pop.ends.1.png")))
        // Switched off, the same transition passes.
        let again = LintStage()
        let quiet = TransitionRecording(.transition(PoppingFade(start: 0.5, end: 1)), from: again.back, to: again.fore,
                                        size: again.window.bounds.size, scale: 1)
        #expect(fixture.run(.missing) { verifySnapshot(of: quiet, as: .lint(LintRules().disabling(.ends))) } == nil)
    }

    @Test func unusableRulesFailSayingWhich() {
        let stage = LintStage()
        var rules = LintRules()
        rules.jumpFactor = -.infinity
        let failure = verifySnapshot(of: TransitionRecording(.transition(FadeTransition()), from: stage.back, to: stage.fore),
                                     as: .lint(rules))
        #expect(failure?.contains("LintRules.jumpFactor is -inf") == true)
    }

    @Test func aTouchRunIsLintedFrameByFrame() throws {
        defer { fixture.remove() }
        let stage = LintStage()
        stage.back.present(stage.fore, animated: false)
        stage.window.clock.advance(by: 0)
        let pull = PullDownInteraction(controller: stage.fore, distance: 200)
        let recording = TransitionRecording(
            playing: .swipe(from: CGPoint(x: 100, y: 60), to: CGPoint(x: 100, y: 220), duration: 0.3), in: stage.window, at: [0.1, 0.4])
        // The fixture's fade animator leaves the dismissed screen transparent, as many UIKit
        // animators do; the restore rule sees it.
        let failure = fixture.run(.missing) { verifySnapshot(of: recording, as: .lint()) }
        #expect(failure?.contains("restore frame") == true)
        #expect(failure?.contains("View at ColorViewController: alpha 1.0 → 0.0") == true)
        #expect(failure?.contains("1 finding (restore 1)") == true)
        #expect(stage.back.presentedViewController == nil)   // the pull dismissed it
        _ = pull
    }
}
