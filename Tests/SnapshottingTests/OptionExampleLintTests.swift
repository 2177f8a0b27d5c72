import Foundation
import Testing
import SharedElements
import Snapshotting

/// The option examples the README shows as film strips (`Demo/Prototypes/options`) load and fly
/// as their descriptions say: cleanly, except the one that stretches on purpose.
@MainActor
@Suite struct OptionExampleLintTests {
    static let folder = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().appendingPathComponent("Demo/Prototypes/options")

    func lint(_ name: String) throws -> LintReport {
        let prototype = try TransitionPrototype(contentsOf: Self.folder.appendingPathComponent(name + ".json"))
        let stage = try PrototypeStage(prototype)
        let linter = TransitionLinter()
        linter.observe(stage.window, frame: try stage.window.render(), time: -1 / prototype.fps)
        try stage.play { moment in
            linter.observe(stage.window, frame: try stage.window.render(background: prototype.background),
                           time: Double(moment.index) / prototype.fps)
        }
        return linter.report
    }

    @Test(arguments: ["content-relayout", "nested", "chrome"])
    func fliesCleanly(_ name: String) throws {
        let report = try lint(name)
        #expect(report.findings.filter { $0.severity == .finding }.isEmpty, "\(name): \(report.summary)")
    }

    @Test func theStretchedCardIsFoundOut() throws {
        let report = try lint("content-stretch")
        #expect(!report.findings.filter { $0.severity == .finding }.isEmpty, "a stretched card with text should be reported")
    }
}
