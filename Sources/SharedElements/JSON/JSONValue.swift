import Foundation

/// A parsed JSON document, kept in document order, with a path-aware reader for clear errors.
///
/// JSON numbers are always finite: `NaN` and `Infinity` tokens are rejected by the parser.
public enum JSONValue: Sendable, Equatable {
    /// `null`.
    case null
    /// `true` or `false`.
    case bool(Bool)
    /// A number, always finite.
    case number(Double)
    /// A string.
    case string(String)
    /// An array.
    case array([JSONValue])
    /// An object, with its keys in document order.
    case object([String: JSONValue], keys: [String])

    /// Parses UTF-8 JSON text.
    /// - Throws: ``JSONValue/ParseError`` with the line, column and byte offset of the problem.
    public static func parse(_ data: Data) throws -> JSONValue {
        try data.withUnsafeBytes { raw in
            var parser = Parser(bytes: raw.bindMemory(to: UInt8.self))
            // A UTF-8 byte order mark, which some editors write, is not part of the document.
            let bytes = parser.bytes
            if bytes.count >= 3, bytes[0] == 0xEF, bytes[1] == 0xBB, bytes[2] == 0xBF { parser.index = 3 }
            parser.start = parser.index
            // A UTF-16 or UTF-32 file is named as such, not as the stray character or NUL byte
            // its second byte would be.
            if let encoding = Parser.otherEncoding(of: UnsafeBufferPointer(rebasing: bytes[parser.index...])) {
                throw parser.error("the file is not UTF-8 text: \(encoding); save it as UTF-8")
            }
            parser.skipWhitespace()
            guard parser.index < parser.bytes.count else {
                var failure = parser.error("the document is empty; write one JSON object, { ... }")
                failure.isEmptyDocument = true
                throw failure
            }
            let v = try parser.value(depth: 0)
            parser.skipWhitespace()
            guard parser.index == parser.bytes.count else { throw parser.error("unexpected text after the document") }
            return v
        }
    }

    /// Parses JSON text.
    public static func parse(_ text: String) throws -> JSONValue { try parse(Data(text.utf8)) }

    /// A syntax error in JSON text.
    ///
    /// ```
    /// invalid JSON at line 4, column 12 (byte 75) in screens.back: expected a string key
    /// ```
    public struct ParseError: Error, CustomStringConvertible, Equatable {
        /// The byte offset of the problem in the document.
        public let offset: Int
        /// The line of the problem, from 1 (a line ends at a line feed, a carriage return, or both).
        public let line: Int
        /// The column of the problem in its line, from 1, in characters (not bytes).
        public let column: Int
        /// What is wrong, for people.
        public let message: String
        /// The key path of the value the error is in (`screens.back.children[2]`), where it
        /// matters: a duplicate key names the object's path and the key. Empty otherwise.
        public var path: String = ""
        /// The key path of the object or array the parser was in (`screens.back.children[2]`);
        /// empty at the document's root.
        public var container: String = ""
        /// Whether the document has nothing but whitespace: the error has no place to point at.
        var isEmptyDocument = false
        /// Where and what, for people.
        public var description: String {
            if isEmptyDocument { return "invalid JSON: \(message)" }
            return "invalid JSON at \(position)\(container.isEmpty ? "" : " in \(JSONReader.abbreviated(path: container))"): \(message)"
        }
        /// `line 4, column 12 (byte 75)`.
        public var position: String { "line \(line), column \(column) (byte \(offset))" }
    }

    /// A short name of the value's type, for error messages.
    public var typeName: String {
        switch self {
        case .null: "null"
        case .bool: "a boolean"
        case .number: "a number"
        case .string: "a string"
        case .array: "an array"
        case .object: "an object"
        }
    }

    /// The member of an object, or `nil`.
    public subscript(key: String) -> JSONValue? {
        if case .object(let d, _) = self { return d[key] }
        return nil
    }
}

extension JSONValue {
    fileprivate struct Parser {
        let bytes: UnsafeBufferPointer<UInt8>
        var index = 0
        /// Where the document starts: after a byte order mark, which is no character of line 1.
        var start = 0
        /// The keys and indices from the root to the value being parsed, for duplicate-key errors.
        var trail: [PathPart] = []

        enum PathPart {
            case key(String)
            case index(Int)
        }

        /// `trail` and then `key` (if not empty) as a key path: `screens.back.children[2].frame`.
        func keyPath(adding key: String) -> String {
            var path = ""
            for part in trail {
                switch part {
                case .key(let k): path += path.isEmpty ? JSONReader.shown(key: k) : ".\(JSONReader.shown(key: k))"
                case .index(let i): path += "[\(i)]"
                }
            }
            let key = JSONReader.shown(key: key)
            return path.isEmpty || key.isEmpty ? path + key : "\(path).\(key)"
        }

        /// An error at the current byte, in the object or array being read.
        func error(_ message: String) -> ParseError { error(at: index, message) }

        /// An error at byte `offset`, with its line and column, in the object or array being read.
        func error(at offset: Int, _ message: String) -> ParseError {
            var line = 1, lineStart = start
            var i = start
            while i < offset {
                let c = bytes[i]
                i += 1
                // A CR LF pair ends one line, at its LF.
                if c == 0x0A || (c == 0x0D && (i >= bytes.count || bytes[i] != 0x0A)) { line += 1; lineStart = i }
            }
            let before = UnsafeBufferPointer(rebasing: bytes[lineStart..<max(lineStart, offset)])
            let column = String(decoding: before, as: UTF8.self).count + 1
            return ParseError(offset: offset, line: line, column: column, message: message, container: keyPath(adding: ""))
        }

        mutating func skipWhitespace() {
            while index < bytes.count {
                let c = bytes[index]
                if c == 0x20 || c == 0x0A || c == 0x0D || c == 0x09 { index += 1 } else { break }
            }
        }

        mutating func value(depth: Int) throws -> JSONValue {
            guard depth < 512 else { throw error("nesting deeper than 512 levels") }
            guard index < bytes.count else { throw error("unexpected end of input") }
            switch bytes[index] {
            case UInt8(ascii: "{"): return try object(depth: depth)
            case UInt8(ascii: "["): return try array(depth: depth)
            case UInt8(ascii: "\""): return .string(try string())
            case UInt8(ascii: "t"): try literal("true"); return .bool(true)
            case UInt8(ascii: "f"): try literal("false"); return .bool(false)
            case UInt8(ascii: "n"): try literal("null"); return .null
            case UInt8(ascii: "-"), UInt8(ascii: "0")...UInt8(ascii: "9"): return .number(try number())
            case UInt8(ascii: "N"), UInt8(ascii: "I"): throw nonFinite()
            default: throw unexpectedCharacter()
            }
        }

        /// The error for `NaN`, `Infinity` or `-Infinity` where a value belongs.
        func nonFinite() -> ParseError {
            var failure = error("NaN and Infinity are not JSON numbers; write a finite number")
            failure.path = keyPath(adding: "")
            return failure
        }

        /// Why a document is UTF-16 or UTF-32, in words (`it is UTF-16 (little-endian) without
        /// a byte order mark`), from its byte order mark or, without one, from where the
        /// NUL bytes of its first characters fall: JSON text starts with ASCII characters, each
        /// of which is one byte and one or three NUL bytes in those encodings (RFC 4627's rule).
        /// `nil` for anything else: UTF-8, or bytes that are not text.
        static func otherEncoding(of start: UnsafeBufferPointer<UInt8>) -> String? {
            let b = Array(start.prefix(4))
            func nul(_ i: Int) -> Bool { i < b.count && b[i] == 0 }
            func text(_ i: Int) -> Bool { i < b.count && b[i] != 0 }
            if b.starts(with: [0xFF, 0xFE, 0, 0]) { return "it starts with a UTF-32 (little-endian) byte order mark" }
            if b.starts(with: [0, 0, 0xFE, 0xFF]) { return "it starts with a UTF-32 (big-endian) byte order mark" }
            if b.starts(with: [0xFF, 0xFE]) { return "it starts with a UTF-16 (little-endian) byte order mark" }
            if b.starts(with: [0xFE, 0xFF]) { return "it starts with a UTF-16 (big-endian) byte order mark" }
            if text(0), nul(1), nul(2), nul(3) { return "it is UTF-32 (little-endian) without a byte order mark" }
            if nul(0), nul(1), nul(2), text(3) { return "it is UTF-32 (big-endian) without a byte order mark" }
            if text(0), nul(1), b.count == 2 || (text(2) && nul(3)) { return "it is UTF-16 (little-endian) without a byte order mark" }
            if nul(0), text(1), b.count == 2 || (nul(2) && text(3)) { return "it is UTF-16 (big-endian) without a byte order mark" }
            return nil
        }

        /// The error for a byte no value starts with: the character it begins, or, for bytes
        /// that are not UTF-8 (a binary file), that the file is not UTF-8 text.
        func unexpectedCharacter() -> ParseError {
            let rest = UnsafeBufferPointer(rebasing: bytes[index...])
            if rest[0] == 0 { return error("a NUL byte: the file is not UTF-8 text (UTF-16, or not text at all); save it as UTF-8") }
            if rest[0] < 0x80 { return error("unexpected character '\(Character(Unicode.Scalar(rest[0])))'") }
            var iterator = rest.makeIterator()
            var parser = Unicode.UTF8.ForwardParser()
            guard case .valid(let encoded) = parser.parseScalar(from: &iterator) else { return error(Self.notUTF8(rest[0])) }
            return error("unexpected character '\(Character(Unicode.UTF8.decode(encoded)))'")
        }

        /// Words for a byte that does not begin or continue a UTF-8 character.
        static func notUTF8(_ byte: UInt8) -> String {
            "the file is not UTF-8 text: byte 0x\(String(byte, radix: 16, uppercase: true)) is not part of a UTF-8 character; save it as UTF-8"
        }

        /// The offset in `slice` of the first byte that is not part of a valid UTF-8 character, if any.
        static func firstInvalidUTF8(in slice: UnsafeBufferPointer<UInt8>) -> Int? {
            var iterator = slice.makeIterator()
            var parser = Unicode.UTF8.ForwardParser()
            var offset = 0
            while true {
                switch parser.parseScalar(from: &iterator) {
                case .valid(let encoded): offset += encoded.count
                case .error: return offset
                case .emptyInput: return nil
                }
            }
        }

        /// Steps over `word`; anything else is an error at its first letter.
        mutating func literal(_ word: String) throws {
            let start = index
            for b in word.utf8 {
                guard index < bytes.count, bytes[index] == b else { throw error(at: start, "invalid literal, expected \(word)") }
                index += 1
            }
        }

        mutating func object(depth: Int) throws -> JSONValue {
            index += 1
            var dict: [String: JSONValue] = [:]
            var keys: [String] = []
            skipWhitespace()
            if index < bytes.count, bytes[index] == UInt8(ascii: "}") { index += 1; return .object(dict, keys: keys) }
            while true {
                skipWhitespace()
                guard index < bytes.count, bytes[index] == UInt8(ascii: "\"") else { throw error("expected a string key") }
                let keyOffset = index
                let key = try string()
                guard dict[key] == nil else {
                    var failure = error(at: keyOffset, "duplicate key \(JSONReader.quoted(key)) in an object; keep one of them")
                    failure.path = keyPath(adding: key)
                    throw failure
                }
                skipWhitespace()
                guard index < bytes.count, bytes[index] == UInt8(ascii: ":") else { throw error("expected ':'") }
                index += 1
                skipWhitespace()
                trail.append(.key(key))
                let v = try value(depth: depth + 1)
                trail.removeLast()
                dict[key] = v
                keys.append(key)
                skipWhitespace()
                guard index < bytes.count else { throw error("unexpected end of input in an object") }
                if bytes[index] == UInt8(ascii: ",") { try comma(before: "}"); continue }
                if bytes[index] == UInt8(ascii: "}") { index += 1; return .object(dict, keys: keys) }
                throw error("expected ',' or '}'")
            }
        }

        /// Steps over the comma at `index`; one that only closes the object or array (a trailing
        /// comma, which JavaScript allows and JSON does not) is an error at the comma.
        mutating func comma(before close: Character) throws {
            let comma = index
            index += 1
            skipWhitespace()
            guard index < bytes.count, bytes[index] == close.asciiValue else { return }
            throw error(at: comma, "a trailing comma before '\(close)'; remove the comma")
        }

        mutating func array(depth: Int) throws -> JSONValue {
            index += 1
            var items: [JSONValue] = []
            skipWhitespace()
            if index < bytes.count, bytes[index] == UInt8(ascii: "]") { index += 1; return .array(items) }
            while true {
                skipWhitespace()
                trail.append(.index(items.count))
                items.append(try value(depth: depth + 1))
                trail.removeLast()
                skipWhitespace()
                guard index < bytes.count else { throw error("unexpected end of input in an array") }
                if bytes[index] == UInt8(ascii: ",") { try comma(before: "]"); continue }
                if bytes[index] == UInt8(ascii: "]") { index += 1; return .array(items) }
                throw error("expected ',' or ']'")
            }
        }

        mutating func string() throws -> String {
            index += 1
            let start = index
            var out: [UInt8] = []
            while true {
                guard index < bytes.count else { throw error("unterminated string") }
                let c = bytes[index]
                if c == UInt8(ascii: "\"") { index += 1; break }
                if c < 0x20 { throw error("control character in a string") }
                if c == UInt8(ascii: "\\") {
                    index += 1
                    guard index < bytes.count else { throw error("unterminated escape") }
                    let e = bytes[index]
                    index += 1
                    switch e {
                    case UInt8(ascii: "\""): out.append(0x22)
                    case UInt8(ascii: "\\"): out.append(0x5C)
                    case UInt8(ascii: "/"): out.append(0x2F)
                    case UInt8(ascii: "b"): out.append(0x08)
                    case UInt8(ascii: "f"): out.append(0x0C)
                    case UInt8(ascii: "n"): out.append(0x0A)
                    case UInt8(ascii: "r"): out.append(0x0D)
                    case UInt8(ascii: "t"): out.append(0x09)
                    case UInt8(ascii: "u"):
                        var scalar = try hex4()
                        if (0xD800..<0xDC00).contains(scalar) {
                            guard index + 1 < bytes.count, bytes[index] == UInt8(ascii: "\\"), bytes[index + 1] == UInt8(ascii: "u")
                            else { throw error("unpaired surrogate") }
                            index += 2
                            let low = try hex4()
                            guard (0xDC00..<0xE000).contains(low) else { throw error("invalid low surrogate") }
                            scalar = 0x10000 + ((scalar - 0xD800) << 10) + (low - 0xDC00)
                        }
                        guard let u = Unicode.Scalar(scalar) else { throw error("invalid unicode escape") }
                        out.append(contentsOf: Array(String(Character(u)).utf8))
                    default: throw error("invalid escape")
                    }
                } else {
                    out.append(c)
                    index += 1
                }
            }
            guard let s = String(validating: out, as: UTF8.self) else {
                // Escapes are ASCII, so the first bad byte of the text is the first bad byte here.
                let text = UnsafeBufferPointer(rebasing: bytes[start..<index])
                let bad = min(Self.firstInvalidUTF8(in: text) ?? 0, text.count - 1)
                throw error(at: start + bad, "in a string, " + Self.notUTF8(text[bad]))
            }
            return s
        }

        mutating func hex4() throws -> UInt32 {
            guard index + 4 <= bytes.count else { throw error("truncated unicode escape") }
            var v: UInt32 = 0
            for _ in 0..<4 {
                let c = bytes[index]
                let d: UInt32
                switch c {
                case UInt8(ascii: "0")...UInt8(ascii: "9"): d = UInt32(c - UInt8(ascii: "0"))
                case UInt8(ascii: "a")...UInt8(ascii: "f"): d = UInt32(c - UInt8(ascii: "a") + 10)
                case UInt8(ascii: "A")...UInt8(ascii: "F"): d = UInt32(c - UInt8(ascii: "A") + 10)
                default: throw error("invalid hex digit in unicode escape")
                }
                v = v * 16 + d
                index += 1
            }
            return v
        }

        mutating func number() throws -> Double {
            let start = index
            if bytes[index] == UInt8(ascii: "-") { index += 1 }
            func digits() -> Int {
                let s = index
                while index < bytes.count, bytes[index] >= 0x30, bytes[index] <= 0x39 { index += 1 }
                return index - s
            }
            guard index < bytes.count else { throw error("truncated number") }
            if bytes[index] == UInt8(ascii: "I") || bytes[index] == UInt8(ascii: "N") { throw nonFinite() }
            if bytes[index] == UInt8(ascii: "0") { index += 1 } else if digits() == 0 { throw error("invalid number") }
            if index < bytes.count, bytes[index] == UInt8(ascii: ".") {
                index += 1
                guard digits() > 0 else { throw error("invalid number: digits expected after '.'") }
            }
            if index < bytes.count, bytes[index] == UInt8(ascii: "e") || bytes[index] == UInt8(ascii: "E") {
                index += 1
                if index < bytes.count, bytes[index] == UInt8(ascii: "+") || bytes[index] == UInt8(ascii: "-") { index += 1 }
                guard digits() > 0 else { throw error("invalid number: digits expected in the exponent") }
            }
            let text = String(decoding: UnsafeBufferPointer(rebasing: bytes[start..<index]), as: UTF8.self)
            guard let v = Double(text), v.isFinite else {
                index = start
                var failure = error("number out of range: \(text.prefix(40)) does not fit a double (at most about 1.8e308)")
                failure.path = keyPath(adding: "")
                throw failure
            }
            return v
        }
    }
}
