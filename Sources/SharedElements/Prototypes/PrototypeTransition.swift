import Foundation

/// The transition a prototype plays: shared elements with their options, or a catalog
/// transition by name with its checked parameters.
///
/// ```json
/// "transition": { "sharedElements": { "arc": 0.15, "unmatched": { "scale": 0.9 } } }
/// "transition": { "catalog": "slide", "edge": "bottom" }
/// ```
public enum PrototypeTransition: Sendable, Equatable {
    /// A ``SharedElementTransition`` with these options (the flight duration comes from the
    /// prototype's `duration`).
    case sharedElements(SharedElementOptions)
    /// A ``PrototypeCatalog`` entry by name, with its parameters.
    case catalog(name: String, parameters: [String: PrototypeParameter.Value])

    package static let optionKeys = ["properties", "arc", "unmatched", "cascade", "delay", "curve", "spring", "background", "crossFade", "content", "fliesAboveChrome", "keepsAncestorClip", "concentricCorners"]
    package static let curves: [String: TimingCurve] = [
        "standard": SharedElementOptions.standardCurve, "linear": .linear, "easeIn": .easeIn, "easeOut": .easeOut,
        "easeInOut": .easeInEaseOut, "default": .default,
    ]
    package static let curveNames = ["standard", "linear", "easeIn", "easeOut", "easeInOut", "default"]

    /// The shortest spring `response` a refusal advises, seconds (0.01). Shorter ones are read
    /// but end within a frame; below about 1e-154 the spring's stiffness, `(2π / response)²`,
    /// overflows and it settles in no finite time.
    package static let shortestAdvisedResponse = 0.01

    /// Reads `transition`; `ids` are the transition IDs of the back and fore screens.
    package static func read(_ r: JSONReader, duration: TimeInterval?, ids: (back: Set<String>, fore: Set<String>)) throws -> PrototypeTransition {
        let keys = try r.keys()
        if keys.contains("sharedElements") && keys.contains("catalog") {
            throw r.fail("expected either \"sharedElements\" or \"catalog\", not both")
        }
        if keys.contains("sharedElements") {
            try r.rejectUnknownKeys(suggesting: ["sharedElements"])
            let o = try r.required("sharedElements")
            var options = SharedElementOptions()
            try o.rejectUnknownKeys(suggesting: optionKeys)
            if let p = try o.optional("properties") { options.properties = try properties(p) }
            if let a = try o.optional("arc") { options.arc = try a.number(in: -2...2) }
            if let u = try o.optional("unmatched") { options.unmatched = try unmatched(u) }
            if let c = try o.optional("cascade") { options.cascade = try c.nonNegativeNumber(upTo: 2) }
            if let d = try o.optional("delay") { options.delay = try d.nonNegativeNumber(upTo: 10) }
            if let t = try timing(o) { options.timing = t }
            if let b = try o.optional("background") { options.background = try background(b) }
            if let c = try o.optional("crossFade") { options.crossFade = try crossFade(c) }
            if let c = try o.optional("content") { options.content = try content(c) }
            if let f = try o.optional("fliesAboveChrome") { options.fliesAboveChrome = try f.bool() }
            if let k = try o.optional("keepsAncestorClip") { options.keepsAncestorClip = try k.bool() }
            if let c = try o.optional("concentricCorners") { options.concentricCorners = try c.bool() }
            if let duration { options.duration = .fixed(duration) }
            return .sharedElements(options)
        }
        guard keys.contains("catalog") else {
            throw r.fail("expected \"sharedElements\" or \"catalog\"")
        }
        let nameReader = try r.required("catalog")
        let name = try nameReader.string()
        guard let entry = PrototypeCatalog.entry(named: name) else {
            let names = PrototypeCatalog.entries.map(\.name)
            let hint = JSONReader.suggestion(for: name, among: names).map { "; did you mean \"\($0)\"?" } ?? ""
            throw nameReader.fail("no catalog transition named \(JSONReader.quoted(name))\(hint); expected one of \(names.joined(separator: ", "))")
        }
        if entry.parameters.isEmpty, let extra = keys.first(where: { $0 != "catalog" }) {
            throw r.fail(key: extra, "unknown key; the \(name) transition takes no parameters besides catalog")
        }
        try r.rejectUnknownKeys(suggesting: ["catalog"] + entry.parameters.map(\.key))
        var values: [String: PrototypeParameter.Value] = [:]
        for p in entry.parameters {
            guard let v = try r.optional(p.key) else {
                if p.isRequired { throw r.fail(key: p.key, "missing (\(p.summary))") }
                continue
            }
            values[p.key] = try p.read(v, ids: ids)
        }
        return .catalog(name: name, parameters: values)
    }

    /// A ``SharedElementOptions/CrossFade`` by its case name.
    package static func crossFade(_ r: JSONReader) throws -> SharedElementOptions.CrossFade {
        let name = try r.oneOf(SharedElementOptions.CrossFade.allCases.map(\.rawValue))
        return SharedElementOptions.CrossFade(rawValue: name) ?? .both
    }

    /// A ``SharedElementOptions/Content``: `"automatic"`, `"stretch"`, `"relayout"`, or
    /// `{"scaleToBounds": "fit" | "fill" | "fillWidth" | "fillHeight" | "none", "alignment": name}`
    /// (alignment `"center"` when left out).
    package static func content(_ r: JSONReader) throws -> SharedElementOptions.Content {
        let names = ["automatic", "stretch", "relayout"], others = [#"{"scaleToBounds": scale, "alignment": name}"#]
        if case .string = r.value {
            switch try r.oneOf(names, or: others) {
            case "stretch": return .stretch
            case "relayout": return .relayout
            default: return .automatic
            }
        }
        guard case .object = r.value else { throw r.fail(expecting: names, or: others) }
        try r.rejectUnknownKeys(suggesting: ["scaleToBounds", "alignment"])
        let scaleName = try r.required("scaleToBounds").oneOf(SharedElementOptions.ContentScale.allCases.map(\.rawValue))
        let scale = SharedElementOptions.ContentScale(rawValue: scaleName) ?? .fit
        var alignment = SharedElementOptions.ContentAlignment.center
        if let a = try r.optional("alignment") {
            let names = SharedElementOptions.ContentAlignment.named
            let name = try a.oneOf(names.map(\.name))
            alignment = names.first { $0.name == name }?.alignment ?? .center
        }
        return .scaleToBounds(scale, alignment)
    }

    package static func properties(_ r: JSONReader) throws -> SharedElementOptions.MatchedProperties {
        switch try r.oneOf(["frame", "position", "size"]) {
        case "position": .position
        case "size": .size
        default: .frame
        }
    }

    package static func unmatched(_ r: JSONReader) throws -> SharedElementOptions.UnmatchedTreatment {
        let others = [#"{"scale": s}"#, #"{"translate": [dx, dy]}"#]
        if case .string = r.value { return try r.oneOf(["fade", "none"], or: others) == "fade" ? .fade : .none }
        guard case .object = r.value else { throw r.fail(expecting: ["fade", "none"], or: others) }
        try r.rejectUnknownKeys(suggesting: ["scale", "translate"])
        if let s = try r.optional("scale") {
            guard try r.optional("translate") == nil else { throw r.fail("expected either scale or translate, not both") }
            return .scale(try s.number(in: 0...10))
        }
        guard let t = try r.optional("translate") else { throw r.fail("expected {\"scale\": s} or {\"translate\": [dx, dy]}") }
        let v = try t.numbers(count: 2)
        return .translate(CGSize(width: v[0], height: v[1]))
    }

    package static func background(_ r: JSONReader) throws -> SharedElementOptions.Background {
        let others = [#"{"dim": colour}"#]
        if case .string = r.value { return try r.oneOf(["fade", "none"], or: others) == "fade" ? .fade : .none }
        guard case .object = r.value else { throw r.fail(expecting: ["fade", "none"], or: others) }
        try r.rejectUnknownKeys(suggesting: ["dim"])
        return .dim(try r.required("dim").color())
    }

    /// The timing of an options object's `curve` or `spring` (a spring stretched over the
    /// flight, ``AnimationTiming/settlingSpring(_:)``); `nil` when it has neither.
    package static func timing(_ o: JSONReader) throws -> AnimationTiming? {
        let c = try o.optional("curve"), s = try o.optional("spring")
        if c != nil && s != nil { throw o.fail("expected either curve or spring, not both") }
        if let c { return .curve(try curve(c)) }
        if let s { return .settlingSpring(try spring(s)) }
        return nil
    }

    package static func spring(_ r: JSONReader) throws -> Spring {
        guard case .object = r.value else { throw r.fail("expected {\"response\": seconds, \"dampingRatio\": ratio}, got \(r.value.typeName)") }
        try r.rejectUnknownKeys(suggesting: ["response", "dampingRatio"])
        let response = try r.optional("response")?.positiveNumber(upTo: 10) ?? 0.5
        let damping = try r.optional("dampingRatio")?.number(in: 0.05...2) ?? 0.825
        let spring: Spring
        do {
            spring = try Spring(response: response, dampingRatio: damping)
        } catch {
            throw r.fail("not a usable spring: \(error)")
        }
        // A flight lasts its spring's settling time, at most 10 s: refuse what would be cut short.
        let settling = spring.settlingDuration()
        let shown = "this spring (response \(JSONReader.format(response)), dampingRatio \(JSONReader.format(damping)))"
        // The damping ratio is at least 0.05, so only a response short enough to overflow the
        // stiffness (making the ratio 0) leaves no finite settling time: a longer one is the fix.
        guard settling.isFinite else {
            throw r.fail("\(shown) settles in no finite time: a response this short overflows the spring's stiffness; "
                         + "give a response of at least \(JSONReader.format(shortestAdvisedResponse)) s")
        }
        guard settling <= 10 else {
            throw r.fail("\(shown) settles in \(JSONReader.format((settling * 10).rounded(.up) / 10)) s, "
                         + "longer than the 10 s a flight may last; raise dampingRatio or shorten response")
        }
        return spring
    }

    package static func curve(_ r: JSONReader) throws -> TimingCurve {
        if case .string = r.value { return curves[try r.oneOf(curveNames, or: ["[x1, y1, x2, y2]"])] ?? .linear }
        guard case .array = r.value else { throw r.fail(expecting: curveNames, or: ["[x1, y1, x2, y2]"]) }
        let v = try r.numbers(count: 4)
        // Past ten times the distance an overshoot throws flyers far off the screen.
        guard abs(v[1]) <= 10, abs(v[3]) <= 10 else {
            throw r.fail("expected y1 and y2 from -10 to 10 (an overshoot of more than ten times the distance throws "
                         + "the flyers off the screen), got \(v.map(JSONReader.format).joined(separator: ", "))")
        }
        do {
            return try TimingCurve(controlPoints: v[0], v[1], v[2], v[3])
        } catch {
            throw r.fail("expected control points x1, y1, x2, y2 with x1 and x2 from 0 to 1, got \(v.map(JSONReader.format).joined(separator: ", "))")
        }
    }
}
