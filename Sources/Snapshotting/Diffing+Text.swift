import Foundation

extension Diffing where Format == String {
    /// UTF-8 text in files ending `.<pathExtension>`, compared line by line (the tolerance does
    /// not apply). A mismatch names the first differing line, both versions of it, and how many
    /// lines differ in all.
    ///
    /// ```swift
    /// Diffing<String>.text(pathExtension: "json").diff("{\n}", "{\n \"a\": 1\n}", .exact)?.message
    /// // does not match its reference: line 2 differs (reference "}", actual " \"a\": 1"); 2 lines differ in all
    /// ```
    public static func text(pathExtension: String = "txt") -> Diffing<String> {
        Diffing(
            pathExtension: pathExtension, formatName: "UTF-8 text",
            toData: { Data($0.utf8) },
            fromData: { data in
                guard let text = String(data: data, encoding: .utf8) else { throw TextDecodingError() }
                return text
            },
            diff: { reference, actual, _ in TextComparison.diff(reference, actual) })
    }
}

/// Bytes that are not UTF-8.
private struct TextDecodingError: Error, CustomStringConvertible {
    var description: String { "the bytes are not UTF-8 text" }
}

/// The line comparison behind ``Diffing/text(pathExtension:)``.
private enum TextComparison {
    /// `nil` when the texts are equal.
    static func diff(_ reference: String, _ actual: String) -> DiffFailure? {
        if reference == actual { return nil }
        let old = reference.split(separator: "\n", omittingEmptySubsequences: false)
        let new = actual.split(separator: "\n", omittingEmptySubsequences: false)
        let count = max(old.count, new.count)
        let differing = (0..<count).filter { i in
            (i < old.count ? old[i] : nil) != (i < new.count ? new[i] : nil)
        }
        guard let first = differing.first else {
            return DiffFailure(message: "does not match its reference: the texts differ")
        }
        func line(_ lines: [Substring], _ i: Int) -> String { i < lines.count ? "\"\(lines[i])\"" : "none" }
        return DiffFailure(
            message: "does not match its reference: line \(first + 1) differs (reference \(line(old, first)), "
                + "actual \(line(new, first))); \(differing.count) \(differing.count == 1 ? "line differs" : "lines differ") in all")
    }
}
