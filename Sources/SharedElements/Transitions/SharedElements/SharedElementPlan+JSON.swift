import Foundation

// MARK: - JSON timeline

extension SharedElementPlan {
    /// The plan as a JSON timeline: the direction, curve and every flyer's id, source and
    /// destination, easing (curve control points or spring mass, stiffness and damping),
    /// z position, delay, duration, cross-fade (left out for the default, `both`) and from/to
    /// geometry (frame, size, transform entries, alpha, corner radius, border width), then the unmatched, duplicate and skipped views.
    /// Keys are sorted and numbers rounded to 1e-6, so the text is stable enough to diff
    /// between versions.
    ///
    /// ```swift
    /// try transition.lastPlan?.timelineJSON().write(toFile: "plan.json", atomically: true, encoding: .utf8)
    /// ```
    public func timelineJSON() -> String {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys, .prettyPrinted]
        guard let data = try? encoder.encode(TimelineDocument(self)) else { return "{}" }
        return String(decoding: data, as: UTF8.self)
    }
}

/// The encoded shape of ``SharedElementPlan/timelineJSON()``.
private struct TimelineDocument: Encodable {
    struct Geometry: Encodable {
        var frame: [Double]
        var size: [Double]
        var transform: [Double]
        var alpha: Double
        var cornerRadius: Double
        var borderWidth: Double
    }

    /// A curve's control points or a spring's parameters.
    struct Easing: Encodable {
        var curve: [Double]?
        var spring: [String: Double]?
    }

    struct Flyer: Encodable {
        var id: String
        var easing: Easing
        var zPosition: Double
        var source: String
        var destination: String
        var delay: Double
        var duration: Double
        var arc: Double
        var crossFade: String?
        var content: String?
        /// The ID of the flight this one flies inside (its geometry is in that flyer's space).
        var inside: String?
        var from: Geometry
        var to: Geometry
    }

    struct Skip: Encodable {
        var element: String
        var reason: String
    }

    struct Duplicate: Encodable {
        var id: String
        var side: String
        var elements: [String]
        var winner: String?
    }

    var direction: String
    var curve: [Double]
    var totalDuration: Double
    var flyers: [Flyer]
    var unmatched: [String]
    var duplicates: [Duplicate]
    var skipped: [Skip]
    var scrolledIntoView: [String]
    var destinationsMoved: [String]?
    var destinationsRemoved: [String]?

    init(_ plan: SharedElementPlan) {
        direction = plan.direction == .forward ? "forward" : "backward"
        curve = (plan.timing.curve?.controlPoints ?? []).map(Self.round)
        totalDuration = Self.round(plan.totalDuration)
        flyers = plan.pairs.map {
            Flyer(id: $0.id, easing: Self.easing($0.timing, duration: $0.duration), zPosition: Self.round($0.zPosition), source: Self.name($0.source), destination: Self.name($0.destination),
                  delay: Self.round($0.delay), duration: Self.round($0.duration), arc: Self.round($0.arc),
                  crossFade: $0.crossFade == .both ? nil : $0.crossFade.rawValue,
                  content: $0.content == .automatic ? nil : $0.content.description,
                  inside: $0.parent.flatMap { plan.pairs.indices.contains($0) ? plan.pairs[$0].id : nil },
                  from: Self.geometry($0.from), to: Self.geometry($0.to))
        }
        unmatched = plan.unmatched.map(Self.name)
        duplicates = plan.duplicates.map {
            Duplicate(id: $0.id, side: $0.side.rawValue, elements: $0.elements.map(Self.name), winner: $0.winner.map(Self.name))
        }
        skipped = plan.skipped.map { Skip(element: Self.name($0.element), reason: $0.reason.rawValue) }
        scrolledIntoView = plan.scrolledIntoView.map(Self.name)
        destinationsMoved = plan.destinationsMoved.isEmpty ? nil : plan.destinationsMoved.map(Self.name)
        destinationsRemoved = plan.destinationsRemoved.isEmpty ? nil : plan.destinationsRemoved.map(Self.name)
    }

    /// "fore:card@0.2.1": side, ID and index path.
    static func name(_ e: SharedElementPlan.Element) -> String {
        "\(e.side.rawValue):\(e.id)@" + (e.path.isEmpty ? "root" : e.path.map(String.init).joined(separator: "."))
    }

    static func geometry(_ g: SharedElementGeometry) -> Geometry {
        let f = g.frame
        return Geometry(
            frame: f.isNull ? [] : [f.minX, f.minY, f.width, f.height].map(Self.round),
            size: [g.size.width, g.size.height].map(Self.round),
            transform: g.transform.entries.map(Self.round), alpha: Self.round(g.alpha),
            cornerRadius: Self.round(g.cornerRadius), borderWidth: Self.round(g.borderWidth))
    }

    /// A curve's control points, or a spring's mass, stiffness and damping: a settling spring's
    /// alone, one played in seconds with its initial velocity (a UIKit spring as fitted to the
    /// flight's duration).
    static func easing(_ timing: AnimationTiming, duration: TimeInterval) -> Easing {
        if let c = timing.curve { return Easing(curve: c.controlPoints.map(Self.round), spring: nil) }
        guard let (s, v, _) = timing.spring(duration: duration) else { return Easing(curve: [0, 0, 1, 1], spring: nil) }
        var spring = ["mass": Self.round(s.mass), "stiffness": Self.round(s.stiffness), "damping": Self.round(s.damping)]
        if case .settlingSpring = timing {} else { spring["initialVelocity"] = Self.round(v) }
        return Easing(curve: nil, spring: spring)
    }

    static func round(_ x: CGFloat) -> Double { round(Double(x)) }

    static func round(_ x: Double) -> Double {
        guard x.isFinite else { return 0 }
        let r = (x * 1e6).rounded() / 1e6
        return r == 0 ? 0 : r
    }
}
