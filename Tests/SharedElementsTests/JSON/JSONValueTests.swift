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

    /// Bytes that are not UTF-8 are reported as such, with their offset, not as a stray
    /// character ("unexpected character 'ÿ'").
    @Test(arguments: [
        ([0xFF, 0x7B, 0x7D], 0, "the file is not UTF-8 text: byte 0xFF is not part of a UTF-8 character; save it as UTF-8"),
        ([0xFF, 0xFE, 0x7B, 0x00, 0x7D, 0x00], 0, "the file is not UTF-8 text: it starts with a UTF-16 byte order mark; save it as UTF-8"),
        ([0x7B, 0x00, 0x7D, 0x00], 1, "expected a string key"),
        ([0x5B, 0x31, 0x2C, 0x00, 0x5D], 3, "a NUL byte: the file is not UTF-8 text (UTF-16, or not text at all); save it as UTF-8"),
        (Array(#"{ "a": "xy"#.utf8) + [0xC3, 0x28] + Array(#"" }"#.utf8), 10,
         "in a string, the file is not UTF-8 text: byte 0xC3 is not part of a UTF-8 character; save it as UTF-8"),
        (Array("[ ".utf8) + Array("é".utf8) + [0x5D], 2, "unexpected character 'é'"),
    ] as [([UInt8], Int, String)])
    func textThatIsNotUTF8IsNamedWithItsOffset(bytes: [UInt8], offset: Int, message: String) throws {
        #expect {
            try JSONValue.parse(Data(bytes))
        } throws: { error in
            guard let error = error as? JSONValue.ParseError else { return false }
            return error.offset == offset && error.message == message
        }
    }

    /// Keys and strings echoed in error messages are cut after 60 characters, with their full
    /// length: a 10 MB key gave a 10 MB message.
    @Test func longKeysAndStringsAreCutInMessages() throws {
        let key = String(repeating: "k", count: 100_000), value = String(repeating: "v", count: 70)
        let cutKey = String(repeating: "k", count: 60) + "… (100000 characters)"
        let doc = try JSONReader(parsing: Data(#"{ "a": { "\#(key)": 1 }, "b": "\#(value)" }"#.utf8))
        #expect(throws: JSONReader.Failure(path: "a.\(cutKey)", message: "unknown key; expected one of x, y")) {
            try doc.required("a").rejectUnknownKeys(suggesting: ["x", "y"])
        }
        #expect(throws: JSONReader.Failure(path: "a.\(cutKey)", message: "unknown key")) { try doc.required("a").rejectUnknownKeys(["x"]) }
        #expect(throws: JSONReader.Failure(path: "b", message: "expected one of x, y, got \"\(String(repeating: "v", count: 60))…\" (70 characters)")) {
            try doc.required("b").oneOf(["x", "y"])
        }
        #expect(throws: JSONReader.Failure(path: "a.\(cutKey)", message: "duplicate key \"\(String(repeating: "k", count: 60))…\" (100000 characters) "
                                           + "in an object; keep one of them (byte 100016)")) {
            try JSONReader(parsing: Data(#"{ "a": { "\#(key)": 1, "\#(key)": 2 } }"#.utf8))
        }
        // Sixty characters are shown whole.
        let sixty = String(repeating: "s", count: 60)
        #expect(throws: JSONReader.Failure(path: "b", message: "expected one of x, got \"\(sixty)\"")) {
            try JSONReader(parsing: Data(#"{ "b": "\#(sixty)" }"#.utf8)).required("b").oneOf(["x"])
        }
    }
}
