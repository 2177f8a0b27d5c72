import Foundation

/// A JSON value together with its key path, for reading documents with errors that say where.
///
/// ```swift
/// let root = JSONReader(try JSONValue.parse(data))
/// let size = try root.required("size").numbers(count: 2)   // "size: expected 2 numbers, got 3"
/// ```
public struct JSONReader: Sendable {
    /// The value read.
    public let value: JSONValue
    /// The key path of this value, like `root.sublayers[3].transform`.
    public let path: String

    /// A reader of `value`, found at the key path `path` (empty at the document's root).
    public init(_ value: JSONValue, path: String = "") {
        self.value = value
        self.path = path
    }

    /// The document root of JSON `data`; a syntax error becomes a ``Failure`` at the root.
    public init(parsing data: Data) throws(Failure) {
        do { self.init(try JSONValue.parse(data)) } catch let error as JSONValue.ParseError where !error.path.isEmpty {
            throw Failure(path: error.path, message: "\(error.message) (line \(error.line), column \(error.column), byte \(error.offset))")
        } catch {
            throw Failure(path: "", message: "\(error)")
        }
    }

    /// The largest document read from a file, bytes (64 MiB).
    public static let maxDocumentBytes = 64 << 20

    /// The bytes of the document at `url`; a read error becomes a ``Failure`` naming the file.
    public static func contents(of url: URL) throws(Failure) -> Data {
        do { return try FileAccess.read(url, limit: maxDocumentBytes) } catch {
            throw Failure(path: "", message: "cannot read \(error.description)")
        }
    }

    /// A malformed document: what was expected where.
    public struct Failure: Error, CustomStringConvertible, Equatable {
        /// The key path of the value at fault.
        public let path: String
        /// What is wrong, for people.
        public let message: String
        /// The key path (abbreviated when long: its first and last keys, with how many are left
        /// out between them) and what is wrong, for people.
        public var description: String { path.isEmpty ? message : "\(JSONReader.abbreviated(path: path)): \(message)" }
        /// A failure at `path`.
        public init(path: String, message: String) { self.path = path; self.message = message }
    }

    /// A failure at this reader's key path.
    public func fail(_ message: String) -> Failure { Failure(path: path, message: message) }

    /// A failure at the member `key` of this reader's object, present or not (a key that must
    /// not be there, a required one that is missing).
    public func fail(key: String, _ message: String) -> Failure { Failure(path: child(key), message: message) }

    private func child(_ key: String) -> String {
        let key = JSONReader.shown(key: key)
        return path.isEmpty ? key : "\(path).\(key)"
    }

    /// The member `key`, or `nil` when absent (or `null`).
    public func optional(_ key: String) throws -> JSONReader? {
        guard case .object(let d, _) = value else { throw fail("expected an object, got \(value.typeName)") }
        guard let v = d[key], v != .null else { return nil }
        return JSONReader(v, path: child(key))
    }

    /// The member `key`; a failure naming it when absent.
    public func required(_ key: String) throws -> JSONReader {
        guard let r = try optional(key) else { throw Failure(path: child(key), message: "missing") }
        return r
    }

    /// The keys of an object, in document order.
    public func keys() throws -> [String] {
        guard case .object(_, let keys) = value else { throw fail("expected an object, got \(value.typeName)") }
        return keys
    }

    /// Fails on any key not in `allowed`, naming it and the allowed key it is most likely a typo
    /// of, or else every allowed key, in alphabetical order (see ``rejectUnknownKeys(suggesting:)``).
    public func rejectUnknownKeys(_ allowed: Set<String>) throws {
        try rejectUnknownKeys(suggesting: allowed.sorted())
    }

    /// The value as a finite number; throws when it is not a number.
    public func number() throws -> Double {
        guard case .number(let v) = value else { throw fail("expected a number, got \(value.typeName)") }
        return v
    }

    /// The value as a Boolean; throws when it is not one.
    public func bool() throws -> Bool {
        guard case .bool(let v) = value else { throw fail("expected a boolean, got \(value.typeName)") }
        return v
    }

    /// The value as a string; throws when it is not one.
    public func string() throws -> String {
        guard case .string(let v) = value else { throw fail("expected a string, got \(value.typeName)") }
        return v
    }

    /// A reader for each element; throws when the value is not an array.
    public func array() throws -> [JSONReader] {
        guard case .array(let items) = value else { throw fail("expected an array, got \(value.typeName)") }
        return items.enumerated().map { JSONReader($0.element, path: "\(path)[\($0.offset)]") }
    }

    /// An array of exactly `count` numbers.
    public func numbers(count: Int) throws -> [Double] {
        guard case .array(let items) = value else { throw fail("expected \(count) numbers, got \(value.typeName)") }
        guard items.count == count else { throw fail("expected \(count) numbers, got \(items.count)") }
        return try items.enumerated().map { i, v in
            guard case .number(let n) = v else { throw Failure(path: "\(path)[\(i)]", message: "expected a number, got \(v.typeName)") }
            return n
        }
    }
}
