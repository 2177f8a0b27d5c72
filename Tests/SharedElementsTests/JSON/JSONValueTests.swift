import Foundation
import Testing
import SharedElements

/// What JSON text parses to, beyond its keys: what editors put around a document.
@Suite struct JSONValueTests {
    @Test func aByteOrderMarkBeforeTheDocumentIsSkipped() throws {
        let text = #"{ "fps": 30 }"#
        let marked = Data([0xEF, 0xBB, 0xBF]) + Data(text.utf8)
        #expect(try JSONValue.parse(marked) == JSONValue.parse(text))
        // Only at the start: inside the document it is still an error, with its offset.
        let inside = Data(#"{ "fps": "#.utf8) + Data([0xEF, 0xBB, 0xBF]) + Data("30 }".utf8)
        #expect(throws: JSONValue.ParseError.self) { try JSONValue.parse(inside) }
        // A document that is only a mark is empty.
        #expect(throws: JSONValue.ParseError.self) { try JSONValue.parse(Data([0xEF, 0xBB, 0xBF])) }
    }
}
