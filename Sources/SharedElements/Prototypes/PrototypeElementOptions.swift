import Foundation

/// A view's exceptions to the prototype's shared-element options, as written in its
/// `sharedElement` object: each property left `nil` keeps the transition's value.
/// ``PrototypeStage`` turns them into the view's ``View/sharedElementOptions``.
///
/// ```json
/// "sharedElement": { "delay": 0.05, "spring": { "response": 0.4, "dampingRatio": 0.7 }, "zPosition": 1,
///                    "crossFade": "fadeInDestination" }
/// ```
public struct PrototypeElementOptions: Sendable, Equatable {
    /// What the flight matches: frame, position or size.
    public var properties: SharedElementOptions.MatchedProperties?
    /// How far the path bows, as a fraction of the distance.
    public var arc: CGFloat?
    /// The flight's duration, or automatic.
    public var duration: SharedElementOptions.Duration?
    /// Seconds.
    public var delay: TimeInterval?
    /// The flight's timing: `curve` as `.curve`, `spring` as `.settlingSpring`.
    public var timing: AnimationTiming?
    /// Which flyer is on top: the higher one.
    public var zPosition: CGFloat?
    /// How the flyer blends its two sides.
    public var crossFade: SharedElementOptions.CrossFade?
    /// How the flyer's snapshots fill it.
    public var content: SharedElementOptions.Content?
    /// Whether the flyer passes over the screens' chrome.
    public var fliesAboveChrome: Bool?
    /// Whether a flyer inside a clipping ancestor flies inside that clip.
    public var keepsAncestorClip: Bool?
    /// Whether the flyer's corners stay concentric with the window's.
    public var concentricCorners: Bool?

    /// No option given: everything comes from the transition.
    public init() {}

    /// `base` with the properties set here replaced.
    public func applied(to base: SharedElementOptions) -> SharedElementOptions {
        var options = base
        if let properties { options.properties = properties }
        if let arc { options.arc = arc }
        if let duration { options.duration = duration }
        if let delay { options.delay = delay }
        if let timing { options.timing = timing }
        if let zPosition { options.zPosition = zPosition }
        if let crossFade { options.crossFade = crossFade }
        if let content { options.content = content }
        if let fliesAboveChrome { options.fliesAboveChrome = fliesAboveChrome }
        if let keepsAncestorClip { options.keepsAncestorClip = keepsAncestorClip }
        if let concentricCorners { options.concentricCorners = concentricCorners }
        return options
    }

    package static let keys = ["properties", "arc", "duration", "delay", "curve", "spring", "zPosition", "crossFade", "content", "fliesAboveChrome", "keepsAncestorClip", "concentricCorners"]

    package static func read(_ r: JSONReader) throws -> PrototypeElementOptions {
        try r.rejectUnknownKeys(suggesting: keys)
        var o = PrototypeElementOptions()
        if let p = try r.optional("properties") { o.properties = try PrototypeTransition.properties(p) }
        if let a = try r.optional("arc") { o.arc = try a.number(in: -2...2) }
        if let d = try r.optional("delay") { o.delay = try d.nonNegativeNumber(upTo: 10) }
        if let d = try r.optional("duration") {
            switch d.value {
            case .string("automatic"): o.duration = .automatic
            case .number: o.duration = .fixed(try d.positiveNumber(upTo: 10))
            default: throw d.fail(expecting: ["automatic"], or: ["a number of seconds"])
            }
        }
        o.timing = try PrototypeTransition.timing(r)
        if let z = try r.optional("zPosition") { o.zPosition = try z.number(in: -1000...1000) }
        if let c = try r.optional("crossFade") { o.crossFade = try PrototypeTransition.crossFade(c) }
        if let c = try r.optional("content") { o.content = try PrototypeTransition.content(c) }
        if let f = try r.optional("fliesAboveChrome") { o.fliesAboveChrome = try f.bool() }
        if let k = try r.optional("keepsAncestorClip") { o.keepsAncestorClip = try k.bool() }
        if let c = try r.optional("concentricCorners") { o.concentricCorners = try c.bool() }
        return o
    }
}
