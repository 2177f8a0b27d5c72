import Foundation

// MARK: - JSON timeline

extension SharedElementPlan {
    /// The plan as a JSON timeline: the direction, curve and every flyer's id, source and
    /// destination, easing (curve control points or spring mass, stiffness and damping),
    /// z position, delay, duration and from/to geometry (frame, size, transform entries,
    /// alpha, corner radius, border width), then the unmatched, duplicate and skipped views.
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
    package struct Geometry: Encodable {
        package var frame: [Double]
        package var size: [Double]
        package var transform: [Double]
        package var alpha: Double
        package var cornerRadius: Double
        package var borderWidth: Double
    }

    /// A curve's control points or a spring's parameters.
    package struct Easing: Encodable {
        package var curve: [Double]?
        package var spring: [String: Double]?
    }

    package struct Flyer: Encodable {
        package var id: String
        package var easing: Easing
        package var zPosition: Double
        package var source: String
        package var destination: String
        package var delay: Double
        package var duration: Double
        package var arc: Double
        package var from: Geometry
        package var to: Geometry
    }

    package struct Skip: Encodable {
        package var element: String
        package var reason: String
    }

    package struct Duplicate: Encodable {
        package var id: String
        package var side: String
        package var elements: [String]
        package var winner: String?
    }

    package var direction: String
    package var curve: [Double]
    package var totalDuration: Double
    package var flyers: [Flyer]
    package var unmatched: [String]
    package var duplicates: [Duplicate]
    package var skipped: [Skip]
    package var scrolledIntoView: [String]

    package init(_ plan: SharedElementPlan) {
        direction = plan.direction == .forward ? "forward" : "backward"
        curve = (plan.timing.curve?.controlPoints ?? []).map(Self.round)
        totalDuration = Self.round(plan.totalDuration)
        flyers = plan.pairs.map {
            Flyer(id: $0.id, easing: Self.easing($0.timing, duration: $0.duration), zPosition: Self.round($0.zPosition), source: Self.name($0.source), destination: Self.name($0.destination),
                  delay: Self.round($0.delay), duration: Self.round($0.duration), arc: Self.round($0.arc),
                  from: Self.geometry($0.from), to: Self.geometry($0.to))
        }
        unmatched = plan.unmatched.map(Self.name)
        duplicates = plan.duplicates.map {
            Duplicate(id: $0.id, side: $0.side.rawValue, elements: $0.elements.map(Self.name), winner: $0.winner.map(Self.name))
        }
        skipped = plan.skipped.map { Skip(element: Self.name($0.element), reason: $0.reason.rawValue) }
        scrolledIntoView = plan.scrolledIntoView.map(Self.name)
    }

    /// "fore:card@0.2.1": side, ID and index path.
    package static func name(_ e: SharedElementPlan.Element) -> String {
        "\(e.side.rawValue):\(e.id)@" + (e.path.isEmpty ? "root" : e.path.map(String.init).joined(separator: "."))
    }

    package static func geometry(_ g: SharedElementGeometry) -> Geometry {
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
    package static func easing(_ timing: AnimationTiming, duration: TimeInterval) -> Easing {
        if let c = timing.curve { return Easing(curve: c.controlPoints.map(Self.round), spring: nil) }
        guard let (s, v, _) = timing.spring(duration: duration) else { return Easing(curve: [0, 0, 1, 1], spring: nil) }
        var spring = ["mass": Self.round(s.mass), "stiffness": Self.round(s.stiffness), "damping": Self.round(s.damping)]
        if case .settlingSpring = timing {} else { spring["initialVelocity"] = Self.round(v) }
        return Easing(curve: nil, spring: spring)
    }

    package static func round(_ x: CGFloat) -> Double { round(Double(x)) }

    package static func round(_ x: Double) -> Double {
        guard x.isFinite else { return 0 }
        let r = (x * 1e6).rounded() / 1e6
        return r == 0 ? 0 : r
    }
}
