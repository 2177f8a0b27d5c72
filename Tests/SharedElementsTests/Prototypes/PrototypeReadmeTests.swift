import Foundation
import Testing
import SharedElements
import SharedElementsTestSupport

/// The documentation's "Prototypes" article: its complete example reads and renders as it says,
/// and it documents every key the reader accepts.
@MainActor
@Suite struct PrototypeReadmeTests {
    static func article() throws -> String {
        try String(contentsOf: repositoryRoot.appendingPathComponent(
            "Sources/SharedElements/Umbrella/SharedElements.docc/Articles/PrototypeFormat.md"), encoding: .utf8)
    }

    /// The JSON block after the `<!-- prototype-example -->` marker.
    static func example() throws -> String {
        let text = try article()
        let marker = try #require(text.range(of: "<!-- prototype-example -->\n```json\n"))
        let end = try #require(text.range(of: "\n```", range: marker.upperBound..<text.endIndex))
        return String(text[marker.upperBound..<end.lowerBound])
    }

    @Test func completeExampleRendersTheFramesTheReadmeCounts() throws {
        let prototype = try TransitionPrototype(data: Data(try Self.example().utf8))
        #expect(prototype.size == CGSize(width: 320, height: 568))
        let stage = try PrototypeStage(prototype)
        let frames = try stage.film()
        // "it renders 2 × (16 + 6) = 44 frames"
        #expect(frames.count == 44)
        #expect(try Self.article().contains("it renders 2 × (16 + 6) = 44 frames"))
        #expect(frames.allSatisfy { $0.width == 320 && $0.height == 568 })
        let plan = try #require(stage.sharedElementTransition?.lastPlan)
        #expect(plan.pairs.map(\.id) == ["cover"] && plan.pairs[0].arc == 0.15 && plan.pairs[0].duration == 0.5)
        #expect(stage.sharedElementTransition?.lastRestoration?.isClean == true)
    }

    @Test func completeExampleSurvivesAReadWriteRoundTrip() throws {
        // Reading the example, writing its JSON value back out and reading that gives the same prototype.
        let json = try Self.example()
        let value = try JSONValue.parse(json)
        let again = PrototypeErrorTests.text(value)
        #expect(try TransitionPrototype(data: Data(json.utf8)) == TransitionPrototype(data: Data(again.utf8)))
    }

    @Test func articleDocumentsEveryKey() throws {
        let text = try Self.article()
        let section = text
        var keys = TransitionPrototype.keys + PrototypeView.commonKeys + PrototypeView.imageKeys + PrototypeView.labelKeys
        keys += PrototypeImage.generatorKeys + PrototypeTransition.optionKeys + PrototypeTransition.curveNames
        for entry in PrototypeCatalog.entries { keys += ["\"\(entry.name)\""] + entry.parameters.map(\.key) }
        for key in keys {
            #expect(section.contains("`\(key)`") || section.contains(key), "the Prototypes article does not mention \(key)")
        }
        #expect(section.contains("`\"zoom\"`") == (PrototypeCatalog.entry(named: "zoom") != nil))
    }
}
