import Foundation

/// What can go wrong loading a font or laying out text. Malformed input (``malformed(table:detail:)``,
/// ``truncated(table:offset:)``) is kept apart from fonts that are well-formed but use something
/// this reader does not support (``unsupported(_:)``).
///
/// ```swift
/// do { _ = try Font(contentsOf: url, size: 17) }
/// catch let error as TextError { print(error) }
/// ```
public enum TextError: Error, Sendable, Equatable, CustomStringConvertible {
    /// The file could not be read (missing, unreadable).
    case unreadable(path: String, reason: String)
    /// A read ran past the end of the file or of a table: `offset` is in bytes from the table start
    /// (from the file start when `table` is `"file"`).
    case truncated(table: String, offset: Int)
    /// A table holds values that contradict each other or the spec.
    case malformed(table: String, detail: String)
    /// A well-formed font using a feature this reader refuses (CFF outlines, a missing cmap subtable).
    case unsupported(String)
    /// No font file matched a family name; `searched` lists the folders looked in and `hint`
    /// says what to install.
    case fontNotFound(name: String, searched: [String], hint: String)

    /// What went wrong, for people.
    public var description: String {
        switch self {
        case .unreadable(let path, let reason):
            return "cannot read font file \(path): \(reason)"
        case .truncated(let table, let offset):
            return "font data truncated: '\(table)' ends before byte \(offset)"
        case .malformed(let table, let detail):
            return "malformed font: '\(table)': \(detail)"
        case .unsupported(let what):
            return "unsupported font: \(what)"
        case .fontNotFound(let name, let searched, let hint):
            return "no font named '\(name)' in \(searched.joined(separator: ", ")). \(hint)"
        }
    }
}
