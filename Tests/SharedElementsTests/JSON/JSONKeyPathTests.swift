import Foundation
import Testing
import SharedElements
import SharedElementsTestSupport

/// Key paths in error messages stay short however deep the value: the first and last keys,
/// with how many are left out between them.
@Suite struct JSONKeyPathTests {
    @Test(arguments: [
        ("screens.back.children[2].frame", "screens.back.children[2].frame"),
        ("a", "a"),
        ("", ""),
    ])
    func aShortPathIsShownWhole(path: String, shown: String) {
        #expect(JSONReader.abbreviated(path: path) == shown)
    }

    /// Keys and indices count alike; the middle goes, the ends stay.
    @Test func aLongPathKeepsItsEnds() {
        let deep = "screens.back.children[1]" + String(repeating: ".children[0]", count: 120) + ".frame"
        #expect(JSONReader.abbreviated(path: deep) == "screens.back.children[1]…(237 more)…[0].children[0].frame")
        let arrays = "description" + String(repeating: "[0]", count: 500)
        #expect(JSONReader.abbreviated(path: arrays) == "description[0][0][0]…(493 more)…[0][0][0][0]")
        let key = String(repeating: "k", count: 59)
        let longKeys = Array(repeating: key, count: 500).joined(separator: ".")
        #expect(JSONReader.abbreviated(path: longKeys) == Array(repeating: key, count: 4).joined(separator: ".") + "…(492 more)…"
                + Array(repeating: key, count: 4).joined(separator: "."))
    }

    /// A document nested to the parser's limit under long keys, or a reader's failure deep in a
    /// tree, gives a message well under 2000 characters (a 30 KB line before).
    @Test func deepDocumentsGiveShortMessages() throws {
        let key = String(repeating: "k", count: 59)
        let nested = String(repeating: #"{"\#(key)":"#, count: 600) + "1" + String(repeating: "}", count: 600)
        do {
            _ = try JSONReader(parsing: Data(nested.utf8))
            Issue.record("parsed 600 levels")
        } catch {
            let message = "\(error)"
            #expect(message.count < 1000, "\(message.count) characters")
            #expect(message.contains("…(") && message.hasSuffix("nesting deeper than 512 levels"), "\(message)")
        }
        var reader = try JSONReader(parsing: Data((String(repeating: #"{"a":"#, count: 300) + "1" + String(repeating: "}", count: 300)).utf8))
        for _ in 0..<300 { reader = try reader.required("a") }
        let failure = reader.fail("expected a string, got a number")
        #expect(failure.path.count == 599)
        #expect("\(failure)" == "a.a.a.a…(292 more)…a.a.a.a: expected a string, got a number")
    }
}
