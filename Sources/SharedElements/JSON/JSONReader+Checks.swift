import Foundation

// MARK: - Checked values

extension JSONReader {
    /// Fails on any key not in `allowed`, naming it and suggesting the allowed key it is most
    /// likely a typo of (same letters ignoring case, or at most two edits away).
    ///
    /// ```swift
    /// try view.rejectUnknownKeys(suggesting: ["frame", "cornerRadius"])
    /// // "screens.back.cornerRadias: unknown key; did you mean \"cornerRadius\"?"
    /// ```
    public func rejectUnknownKeys(suggesting allowed: [String]) throws {
        let set = Set(allowed)
        for k in try keys() where !set.contains(k) {
            if let guess = JSONReader.suggestion(for: k, among: allowed) {
                throw fail(key: k, "unknown key; did you mean \"\(guess)\"?")
            }
            throw fail(key: k, "unknown key; expected one of \(allowed.joined(separator: ", "))")
        }
    }

    /// The allowed word `word` is most likely a typo of, if any is close.
    public static func suggestion(for word: String, among allowed: [String]) -> String? {
        // A word far longer than every allowed one (a hostile 10 MB key) is no typo of any.
        guard word.utf8.count <= (allowed.map(\.utf8.count).max() ?? 0) + 8 else { return nil }
        let lower = word.lowercased()
        if let same = allowed.first(where: { $0.lowercased() == lower }) { return same }
        let scored = allowed.map { ($0, editDistance(lower, $0.lowercased())) }.filter { $0.1 <= 2 }
        return scored.min { $0.1 < $1.1 }?.0
    }

    /// Levenshtein distance between two strings, by characters.
    static func editDistance(_ a: String, _ b: String) -> Int {
        let a = Array(a), b = Array(b)
        guard !a.isEmpty else { return b.count }
        guard !b.isEmpty else { return a.count }
        var row = Array(0...b.count)
        for i in 1...a.count {
            var previous = row[0]
            row[0] = i
            for j in 1...b.count {
                let current = row[j]
                row[j] = min(row[j] + 1, row[j - 1] + 1, previous + (a[i - 1] == b[j - 1] ? 0 : 1))
                previous = current
            }
        }
        return row[b.count]
    }

    /// A number in `range`, failing with the range when outside it.
    public func number(in range: ClosedRange<Double>) throws -> Double {
        let v = try number()
        guard range.contains(v) else { throw fail("expected a number from \(Self.format(range.lowerBound)) to \(Self.format(range.upperBound)), got \(Self.format(v))") }
        return v
    }

    /// A number above zero and at most `limit`.
    public func positiveNumber(upTo limit: Double = .greatestFiniteMagnitude) throws -> Double {
        let v = try number()
        guard v > 0 else { throw fail("expected a positive number, got \(Self.format(v))") }
        guard v <= limit else { throw fail("expected at most \(Self.format(limit)), got \(Self.format(v))") }
        return v
    }

    /// A number of zero or more, at most `limit`.
    public func nonNegativeNumber(upTo limit: Double = .greatestFiniteMagnitude) throws -> Double {
        let v = try number()
        guard v >= 0 else { throw fail("expected zero or a positive number, got \(Self.format(v))") }
        guard v <= limit else { throw fail("expected at most \(Self.format(limit)), got \(Self.format(v))") }
        return v
    }

    /// A whole number in `range`.
    public func integer(in range: ClosedRange<Int>) throws -> Int {
        let v = try number()
        guard v == v.rounded(), v >= Double(range.lowerBound), v <= Double(range.upperBound) else {
            throw fail("expected a whole number from \(range.lowerBound) to \(range.upperBound), got \(Self.format(v))")
        }
        return Int(v)
    }

    /// One of `choices`, suggesting the closest on a typo.
    public func oneOf(_ choices: [String]) throws -> String {
        let s = try string()
        guard choices.contains(s) else {
            let hint = JSONReader.suggestion(for: s, among: choices).map { "; did you mean \"\($0)\"?" } ?? ""
            throw fail("expected one of \(choices.joined(separator: ", ")), got \(JSONReader.quoted(s))\(hint)")
        }
        return s
    }

    /// One of the strings `choices` for a value that may also take the forms `others`, worded for
    /// people; a failure lists every form (see ``fail(expecting:or:)``).
    ///
    /// ```swift
    /// try unmatched.oneOf(["fade", "none"], or: [#"{"scale": s}"#])
    /// // "unmatched: expected \"fade\", \"none\" or {\"scale\": s}, got \"scale\"; did you mean {\"scale\": s}?"
    /// ```
    public func oneOf(_ choices: [String], or others: [String]) throws -> String {
        guard case .string(let s) = value, choices.contains(s) else { throw fail(expecting: choices, or: others) }
        return s
    }

    /// A failure for a value that is none of its forms: one of the strings `choices` (quoted in the
    /// message) or one of `others`, worded for people (`{"scale": s}`, `[x1, y1, x2, y2]`). It
    /// names what the value is instead and, for a string, the closest choice, or the object form
    /// whose key it is.
    ///
    /// ```swift
    /// throw background.fail(expecting: ["fade", "none"], or: [#"{"dim": colour}"#])
    /// // "background: expected \"fade\", \"none\" or {\"dim\": colour}, got a number"
    /// ```
    public func fail(expecting choices: [String], or others: [String]) -> Failure {
        let forms = choices.map { "\"\($0)\"" } + others
        let listed = forms.count > 1 ? forms.dropLast().joined(separator: ", ") + " or " + (forms.last ?? "") : forms.joined()
        guard case .string(let s) = value else { return fail("expected \(listed), got \(value.typeName)") }
        // A key of an object form written alone ("scale" for {"scale": s}) needs its value.
        let hint = others.first { $0.hasPrefix("{\"\(s)\":") }.map { "; did you mean \($0)?" }
            ?? JSONReader.suggestion(for: s, among: choices).map { "; did you mean \"\($0)\"?" } ?? ""
        return fail("expected \(listed), got \(JSONReader.quoted(s))\(hint)")
    }

    /// A colour written `#RRGGBB` or `#RRGGBBAA` (straight alpha).
    public func color() throws -> Color {
        guard case .string(let s) = value else { throw fail("expected a colour like \"#RRGGBB\" or \"#RRGGBBAA\", got \(value.typeName)") }
        guard s.hasPrefix("#"), let c = Color(hex: s) else { throw fail("expected a colour like \"#RRGGBB\" or \"#RRGGBBAA\", got \(JSONReader.quoted(s))") }
        return c
    }

    /// The most characters of a key or string value an error message shows: a longer one is
    /// cut there, with an ellipsis and its full length, so a 10 MB key gives a short message.
    package static let shownCharacters = 60

    /// `text` in quotes for an error message, cut after ``shownCharacters`` characters:
    /// `"aaaa…" (10485760 characters)`.
    package static func quoted(_ text: String) -> String {
        guard let cut = cut(text) else { return "\"\(text)\"" }
        return "\"\(cut.prefix)…\" (\(cut.count) characters)"
    }

    /// A key as a part of a key path in an error message, cut as ``quoted(_:)`` cuts:
    /// `kkkk… (10485760 characters)`.
    package static func shown(key: String) -> String {
        guard let cut = cut(key) else { return key }
        return "\(cut.prefix)… (\(cut.count) characters)"
    }

    /// The longest key path an error message shows whole, in characters.
    package static let shownPathCharacters = 200

    /// How many components (keys and indices) an abbreviated key path keeps at each end.
    package static let shownPathEnds = 4

    /// A key path for an error message: one longer than ``shownPathCharacters`` keeps its first
    /// and last ``shownPathEnds`` components (keys and indices) and elides the middle with a
    /// count, so a value nested 500 levels deep (under long keys, 60 characters each) still gives
    /// a short message: `screens.back.children[1]…(490 more)…[0].children[0].frame`.
    package static func abbreviated(path: String) -> String {
        guard path.utf8.count > shownPathCharacters, path.count > shownPathCharacters else { return path }
        // Each component with the separator before it (`.back`, `[1]`); a key with a dot or a
        // bracket in it counts as two here, which only moves where the cut falls.
        var parts: [Substring] = []
        var start = path.startIndex
        for i in path.indices where i > path.startIndex && (path[i] == "." || path[i] == "[") {
            parts.append(path[start..<i])
            start = i
        }
        parts.append(path[start...])
        guard parts.count > 2 * shownPathEnds + 1 else { return path }
        var tail = parts.suffix(shownPathEnds).joined()
        if tail.hasPrefix(".") { tail.removeFirst() }
        return parts.prefix(shownPathEnds).joined() + "…(\(parts.count - 2 * shownPathEnds) more)…" + tail
    }

    /// The first ``shownCharacters`` characters of `text` and its length, or `nil` when it is short enough to show whole.
    private static func cut(_ text: String) -> (prefix: Substring, count: Int)? {
        guard text.utf8.count > shownCharacters else { return nil }
        let count = text.count
        guard count > shownCharacters else { return nil }
        return (text.prefix(shownCharacters), count)
    }

    /// A number as short as it can be written (`2`, `0.5`).
    package static func format(_ v: Double) -> String {
        v == v.rounded() && abs(v) < 1e15 ? String(Int(v)) : String(v)
    }
}
