import Foundation
import Testing
import SharedElements
import SharedElementsTestSupport

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
        ([0xFF, 0xFE, 0x7B, 0x00, 0x7D, 0x00], 0, "the file is not UTF-8 text: it starts with a UTF-16 (little-endian) byte order mark; save it as UTF-8"),
        ([0xFE, 0xFF, 0x00, 0x7B, 0x00, 0x7D], 0, "the file is not UTF-8 text: it starts with a UTF-16 (big-endian) byte order mark; save it as UTF-8"),
        ([0xFF, 0xFE, 0x00, 0x00, 0x7B, 0x00, 0x00, 0x00], 0,
         "the file is not UTF-8 text: it starts with a UTF-32 (little-endian) byte order mark; save it as UTF-8"),
        ([0x00, 0x00, 0xFE, 0xFF, 0x00, 0x00, 0x00, 0x7B], 0,
         "the file is not UTF-8 text: it starts with a UTF-32 (big-endian) byte order mark; save it as UTF-8"),
        ([0x7B, 0x00, 0x7D, 0x00], 0, "the file is not UTF-8 text: it is UTF-16 (little-endian) without a byte order mark; save it as UTF-8"),
        ([0x20, 0x00, 0x7B, 0x00, 0x7D, 0x00], 0,
         "the file is not UTF-8 text: it is UTF-16 (little-endian) without a byte order mark; save it as UTF-8"),
        ([0x00, 0x7B, 0x00, 0x7D], 0, "the file is not UTF-8 text: it is UTF-16 (big-endian) without a byte order mark; save it as UTF-8"),
        ([0x7B, 0x00, 0x00, 0x00, 0x7D, 0x00, 0x00, 0x00], 0,
         "the file is not UTF-8 text: it is UTF-32 (little-endian) without a byte order mark; save it as UTF-8"),
        ([0x00, 0x00, 0x00, 0x7B, 0x00, 0x00, 0x00, 0x7D], 0,
         "the file is not UTF-8 text: it is UTF-32 (big-endian) without a byte order mark; save it as UTF-8"),
        ([0x00, 0x7B, 0x7D], 0, "a NUL byte: the file is not UTF-8 text (UTF-16, or not text at all); save it as UTF-8"),
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

    /// A syntax error names its line and column (in characters, from 1) besides its byte, and
    /// the key path of the object or array it is in.
    @Test func syntaxErrorsNameTheirLineColumnAndKeyPath() throws {
        let text = "{\n  \"screens\": {\n    \"back\": {\n      \"children\": [ {}, { \"née\": 1 }, { 7 } ]\n    }\n  }\n}"
        #expect {
            try JSONValue.parse(text)
        } throws: { error in
            "\(error)" == "invalid JSON at line 4, column 41 (byte 72) in screens.back.children[2]: expected a string key"
        }
        // A CR LF pair ends one line, a lone CR one too; a byte order mark is no column.
        #expect {
            try JSONValue.parse(Data([0xEF, 0xBB, 0xBF]) + Data("{\r\n\r\"a\": tru }".utf8))
        } throws: { error in
            "\(error)" == "invalid JSON at line 3, column 6 (byte 12) in a: invalid literal, expected true"
        }
        #expect {
            try JSONValue.parse("[1, 2")
        } throws: { error in
            "\(error)" == "invalid JSON at line 1, column 6 (byte 5): unexpected end of input in an array"
        }
    }

    /// An empty document says so, without a place to point at.
    @Test(arguments: [Data(), Data(" \n\t ".utf8), Data([0xEF, 0xBB, 0xBF])])
    func anEmptyDocumentSaysWhatToWrite(data: Data) throws {
        #expect {
            try JSONValue.parse(data)
        } throws: { error in
            "\(error)" == "invalid JSON: the document is empty; write one JSON object, { ... }"
        }
    }

    /// A comma before the closing brace or bracket is named as such, at the comma.
    @Test(arguments: [
        (#"{ "a": 1, }"#, "invalid JSON at line 1, column 9 (byte 8): a trailing comma before '}'; remove the comma"),
        ("{ \"a\": [1, 2,\n] }", "invalid JSON at line 1, column 13 (byte 12) in a: a trailing comma before ']'; remove the comma"),
    ])
    func aTrailingCommaIsNamed(json: String, message: String) throws {
        #expect {
            try JSONValue.parse(json)
        } throws: { error in
            "\(error)" == message
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
        #expect(throws: JSONReader.Failure(path: "a.\(cutKey)", message: "unknown key; expected one of x, y")) {
            try doc.required("a").rejectUnknownKeys(["y", "x"])
        }
        #expect(throws: JSONReader.Failure(path: "b", message: "expected one of x, y, got \"\(String(repeating: "v", count: 60))…\" (70 characters)")) {
            try doc.required("b").oneOf(["x", "y"])
        }
        #expect(throws: JSONReader.Failure(path: "a.\(cutKey)", message: "duplicate key \"\(String(repeating: "k", count: 60))…\" (100000 characters) "
                                           + "in an object; keep one of them (line 1, column 100017, byte 100016)")) {
            try JSONReader(parsing: Data(#"{ "a": { "\#(key)": 1, "\#(key)": 2 } }"#.utf8))
        }
        // Sixty characters are shown whole.
        let sixty = String(repeating: "s", count: 60)
        #expect(throws: JSONReader.Failure(path: "b", message: "expected one of x, got \"\(sixty)\"")) {
            try JSONReader(parsing: Data(#"{ "b": "\#(sixty)" }"#.utf8)).required("b").oneOf(["x"])
        }
    }
}
