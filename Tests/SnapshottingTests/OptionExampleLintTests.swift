import Foundation
import Testing
import SharedElements
import Snapshotting

/// The option examples the "Shared Elements" article shows as film strips (`Demo/Prototypes/options`) load and fly
/// as their descriptions say: cleanly, except the one that stretches on purpose.
@MainActor
@Suite struct OptionExampleLintTests {
    static let folder = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().appendingPathComponent("Demo/Prototypes/options")

    func lint(_ name: String) throws -> LintReport {
        try Self.lint(Self.folder.appendingPathComponent(name + ".json")).report
    }

    /// Every frame of the prototype at `url` (the screen at rest before it first), linted.
    static func lint(_ url: URL) throws -> (report: LintReport, stage: PrototypeStage) {
        let prototype = try TransitionPrototype(contentsOf: url)
        let stage = try PrototypeStage(prototype)
        let linter = TransitionLinter()
        linter.observe(stage.window, frame: try stage.window.render(), time: -1 / prototype.fps)
        try stage.play { moment in
            linter.observe(stage.window, frame: try stage.window.render(background: prototype.background),
                           time: Double(moment.index) / prototype.fps)
        }
        return (linter.report, stage)
    }

    @Test(arguments: ["content-relayout", "nested", "chrome"])
    func fliesCleanly(_ name: String) throws {
        let report = try lint(name)
        #expect(report.findings.filter { $0.severity == .finding }.isEmpty, "\(name): \(report.summary)")
    }

    @Test func theStretchedCardSqueezesItsContent() throws {
        let prototype = try TransitionPrototype(contentsOf: Self.folder.appendingPathComponent("content-stretch.json"))
        let stage = try PrototypeStage(prototype)
        var squeezes: [CGFloat] = []
        try stage.play { _ in
            // Each snapshot fills the flyer: its horizontal and vertical scales differ mid-flight.
            guard let flight = stage.sharedElementTransition?.activeFlights.first,
                  let snapshot = flight.sourceSnapshot, let natural = flight.sourceView?.bounds.size else { return }
            let sx = snapshot.frame.width / natural.width, sy = snapshot.frame.height / natural.height
            squeezes.append(max(sx, sy) / min(sx, sy))
        }
        #expect(stage.sharedElementTransition?.lastPlan?.pairs.first?.content == .stretch)
        #expect((squeezes.max() ?? 1) > 2, "the text and the badge squeeze: \(squeezes)")
    }

    /// The push example: a back swipe starts the pop already moved by the finger, which the
    /// linter reports as information; nothing else is found.
    @Test func thePushExampleFliesCleanly() throws {
        let (report, stage) = try Self.lint(Self.folder.deletingLastPathComponent().appendingPathComponent("pet-push.json"))
        #expect(report.findings.isEmpty, "\(report.summary)")
        let fingerStart = report.entries.filter { $0.rule == .ends && $0.message.contains("a finger drives") }
        #expect(fingerStart.count == 1 && fingerStart.first?.severity == .info)
        #expect(stage.navigationController?.topViewController === stage.back)
    }

    /// The mini-player example: the artwork clips to its corners and carries a shadow (hidden,
    /// as clipping hides it), so its flyer (which casts none) matches it on the first frame of
    /// the dismissal, to the byte at its rounded edge as everywhere else.
    @Test func theMiniPlayerExampleFliesCleanly() throws {
        let report = try Self.lint(Self.folder.deletingLastPathComponent().appendingPathComponent("mini-player.json")).report
        #expect(report.findings.isEmpty, "\(report.summary)")
        #expect(report.frameCount > 30)
    }

    /// The compose-card example: its clear fore screen is presented over full screen, so the
    /// inbox stays in sight, dimmed, and the button stays shown while the card lifts off it and
    /// lands back on it; nothing is found.
    @Test func theComposeCardExampleFliesCleanly() throws {
        let (report, stage) = try Self.lint(Self.folder.deletingLastPathComponent().appendingPathComponent("compose-card.json"))
        #expect(report.findings.isEmpty, "\(report.summary)")
        #expect(stage.fore.modalPresentationStyle == .overFullScreen)
        let button = try #require(stage.view(at: "screens.back.children[4]"))
        #expect(button.transitionID == "compose" && !button.isHidden && button.window != nil)
    }
}
