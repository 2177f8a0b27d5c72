import Foundation
import Testing
import SharedElements
import SharedElementsTestSupport

/// A value that may be a word or something else (`"fade"` or `{"scale": s}`) is refused with
/// every form it may take, not only its words.
@Suite struct JSONReaderFormsTests {
    static let others = [#"{"scale": s}"#, #"{"translate": [dx, dy]}"#]

    static func reader(_ json: String) throws -> JSONReader {
        try JSONReader(parsing: Data(#"{ "unmatched": \#(json) }"#.utf8)).required("unmatched")
    }

    @Test(arguments: [
        (#""scale""#, #"expected "fade", "none", {"scale": s} or {"translate": [dx, dy]}, got "scale"; did you mean {"scale": s}?"#),
        (#""nome""#, #"expected "fade", "none", {"scale": s} or {"translate": [dx, dy]}, got "nome"; did you mean "none"?"#),
        (#""grow""#, #"expected "fade", "none", {"scale": s} or {"translate": [dx, dy]}, got "grow""#),
        ("0.9", #"expected "fade", "none", {"scale": s} or {"translate": [dx, dy]}, got a number"#),
    ] as [(String, String)])
    func aWrongValueIsRefusedWithEveryForm(json: String, message: String) throws {
        let r = try Self.reader(json)
        #expect(throws: JSONReader.Failure(path: "unmatched", message: message)) { try r.oneOf(["fade", "none"], or: Self.others) }
        #expect(r.fail(expecting: ["fade", "none"], or: Self.others) == JSONReader.Failure(path: "unmatched", message: message))
    }

    @Test func aChoiceIsReturned() throws {
        #expect(try Self.reader(#""none""#).oneOf(["fade", "none"], or: Self.others) == "none")
    }

    /// One word and one other form read "A or B", with no list punctuation.
    @Test func twoFormsAreJoinedByOr() throws {
        #expect(try Self.reader("true").fail(expecting: ["automatic"], or: ["a number of seconds"])
                == JSONReader.Failure(path: "unmatched", message: #"expected "automatic" or a number of seconds, got a boolean"#))
    }

    /// A long string is cut in the message, as every echoed string is.
    @Test func aLongWordIsCut() throws {
        let long = String(repeating: "s", count: 100_000)
        let message = try Self.reader("\"\(long)\"").fail(expecting: ["fade"], or: [#"{"scale": s}"#]).message
        #expect(message == #"expected "fade" or {"scale": s}, got ""# + String(repeating: "s", count: 60) + #"…" (100000 characters)"#)
    }
}
