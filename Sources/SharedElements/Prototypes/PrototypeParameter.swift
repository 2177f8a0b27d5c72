import Foundation

/// One parameter a catalog transition takes in a prototype: its key, what it accepts, and
/// whether it may be left out. Values are checked when the document is read.
///
/// ```swift
/// PrototypeParameter("dampingRatio", .number(0.05...1), "the spring's damping ratio (default 0.8)")
/// ```
public struct PrototypeParameter: Sendable {
    /// What a parameter accepts.
    public enum Kind: Sendable {
        /// A number in the range.
        case number(ClosedRange<Double>)
        /// `"left"`, `"right"`, `"top"` or `"bottom"`.
        case edge
        /// A colour, or `"none"`.
        case colorOrNone
        /// `true` or `false`.
        case bool
        /// A colour.
        case color
        /// A timing curve: a name (`"standard"`, `"linear"`, ...) or `[x1, y1, x2, y2]`.
        case curve
        /// The `transitionID` of a view on the back screen.
        case backViewID
        /// The `transitionID` of a view on the fore screen.
        case foreViewID
    }

    /// A checked parameter value.
    public enum Value: Sendable, Equatable {
        /// A number.
        case number(Double)
        /// A screen edge.
        case edge(RectEdge)
        /// A colour, or `nil` for `"none"`.
        case color(Color?)
        /// A Boolean.
        case bool(Bool)
        /// A timing curve.
        case curve(TimingCurve)
        /// The `transitionID` of a view on the screen the parameter names.
        case viewID(String)
    }

    /// The parameter's key in the document.
    public var key: String
    /// What the value must be.
    public var kind: Kind
    /// Whether the document must give it.
    public var isRequired: Bool
    /// What it does and its default, for documentation and errors.
    public var summary: String

    /// A parameter `key` of `kind`, described by `summary`.
    public init(_ key: String, _ kind: Kind, required: Bool = false, _ summary: String) {
        self.key = key
        self.kind = kind
        self.isRequired = required
        self.summary = summary
    }

    package static let edges: [String: RectEdge] = ["left": .left, "right": .right, "top": .top, "bottom": .bottom]

    /// Reads and checks the value at `r`; `ids` are the transition IDs of the back and fore screens.
    package func read(_ r: JSONReader, ids: (back: Set<String>, fore: Set<String>)) throws -> Value {
        switch kind {
        case .number(let range): return .number(try r.number(in: range))
        case .bool: return .bool(try r.bool())
        case .edge: return .edge(Self.edges[try r.oneOf(["left", "right", "top", "bottom"])] ?? .right)
        case .colorOrNone:
            if case .string("none") = r.value { return .color(nil) }
            guard case .string(let s) = r.value, s.hasPrefix("#"), let c = Color(hex: s) else {
                let got = if case .string(let s) = r.value { JSONReader.quoted(s) } else { r.value.typeName }
                throw r.fail(##"expected a colour like "#RRGGBB" or "#RRGGBBAA", or "none", got "## + got)
            }
            return .color(c)
        case .color: return .color(try r.color())
        case .curve: return .curve(try PrototypeTransition.curve(r))
        case .backViewID: return .viewID(try Self.id(r, among: ids.back, screen: "back"))
        case .foreViewID: return .viewID(try Self.id(r, among: ids.fore, screen: "fore"))
        }
    }

    package static func id(_ r: JSONReader, among ids: Set<String>, screen: String) throws -> String {
        let id = try r.string()
        guard ids.contains(id) else {
            let known = ids.sorted()
            let hint = JSONReader.suggestion(for: id, among: known).map { "; did you mean \(JSONReader.quoted($0))?" }
                ?? (known.isEmpty ? "; the \(screen) screen has no views with a transitionID"
                    : "; the \(screen) screen has \(known.map(JSONReader.quoted).joined(separator: ", "))")
            throw r.fail("no view on the \(screen) screen has the transitionID \(JSONReader.quoted(id))\(hint)")
        }
        return id
    }
}

/// The checked parameters of a catalog transition, with what it needs from the built screens.
@MainActor
public struct PrototypeArguments {
    /// The values given, by key.
    public var values: [String: PrototypeParameter.Value]
    /// The prototype's `duration` in seconds, or `nil` for the transition's own default.
    public var duration: TimeInterval?
    /// The back screen's view with a transition ID.
    public var backView: (String) -> View?

    /// The number given for `key`, if any.
    public func number(_ key: String) -> Double? {
        if case .number(let v)? = values[key] { return v }
        return nil
    }

    /// The edge given for `key`, if any.
    public func edge(_ key: String) -> RectEdge? {
        if case .edge(let v)? = values[key] { return v }
        return nil
    }

    /// `.some(nil)` when the document says `"none"`.
    public func color(_ key: String) -> Color?? {
        if case .color(let v)? = values[key] { return .some(v) }
        return nil
    }

    /// The Boolean given for `key`, if any.
    public func bool(_ key: String) -> Bool? {
        if case .bool(let v)? = values[key] { return v }
        return nil
    }

    /// The curve given for `key`, if any.
    public func curve(_ key: String) -> TimingCurve? {
        if case .curve(let v)? = values[key] { return v }
        return nil
    }

    /// The transition ID given for `key`.
    public func id(_ key: String) -> String? {
        if case .viewID(let v)? = values[key] { return v }
        return nil
    }

    /// The back screen's view named by the parameter `key`.
    public func view(_ key: String) throws -> View {
        guard let id = id(key), let v = backView(id) else {
            throw PrototypeError.missingView(key: key)
        }
        return v
    }
}
