import Foundation
import SharedElements

/// For people reviewing a failed film strip of shared elements: each flyer's x, y, width, height,
/// corner radius and opacity against time, from the reference run's timeline and the actual
/// run's overlaid (grey: reference, orange: actual), as an SVG written with the artifacts.
///
/// Curves are drawn from the timeline JSON (``/SharedElements/SharedElementPlan/timelineJSON()``): each flyer
/// eases from its `from` to its `to` geometry over its delay and duration with its curve or
/// spring (arcs are not drawn), so what moved differently shows as two lines parting.
package enum MotionChart {
    /// One flyer's easing and ends, read from a timeline.
    package struct Flyer {
        var id: String
        var delay: Double
        var duration: Double
        var curve: TimingCurve?
        var spring: Spring?
        var initialVelocity: Double
        var from: [Double]   // x, y, width, height, corner radius, alpha
        var to: [Double]

        /// The eased progress `t` seconds into the transition.
        package func progress(at t: Double) -> Double {
            guard duration > 0 else { return t >= delay ? 1 : 0 }
            let x = min(max((t - delay) / duration, 0), 1)
            if let spring { return t <= delay ? 0 : spring.value(at: t - delay, initialVelocity: initialVelocity) }
            return curve?.value(at: x) ?? x
        }
    }

    static let quantities = ["x", "y", "width", "height", "corner radius", "opacity"]

    /// The flyers of a timeline JSON; empty when it cannot be read.
    package static func flyers(_ json: String) -> [Flyer] {
        guard let object = try? JSONSerialization.jsonObject(with: Data(json.utf8)) as? [String: Any],
              let list = object["flyers"] as? [[String: Any]] else { return [] }
        return list.compactMap { f in
            guard let id = f["id"] as? String, let from = geometry(f["from"]), let to = geometry(f["to"]) else { return nil }
            let easing = f["easing"] as? [String: Any]
            var curve: TimingCurve?
            if let c = easing?["curve"] as? [Double], c.count == 4 { curve = try? TimingCurve(controlPoints: c[0], c[1], c[2], c[3]) }
            var spring: Spring?
            var v0 = 0.0
            if let s = easing?["spring"] as? [String: Double] {
                spring = try? Spring(mass: s["mass"] ?? 1, stiffness: s["stiffness"] ?? 100, damping: s["damping"] ?? 10)
                v0 = s["initialVelocity"] ?? 0
            }
            return Flyer(id: id, delay: f["delay"] as? Double ?? 0, duration: f["duration"] as? Double ?? 0,
                         curve: curve, spring: spring, initialVelocity: v0, from: from, to: to)
        }
    }

    static func geometry(_ any: Any?) -> [Double]? {
        guard let g = any as? [String: Any], let frame = g["frame"] as? [Double], frame.count == 4 else { return nil }
        return [frame[0] + frame[2] / 2, frame[1] + frame[3] / 2, frame[2], frame[3],
                g["cornerRadius"] as? Double ?? 0, g["alpha"] as? Double ?? 1]
    }

    /// The chart of `actual` over `reference` (either may be missing); `nil` when neither has a flyer.
    package static func svg(reference: String?, actual: String?) -> String? {
        let old = reference.map(flyers) ?? [], new = actual.map(flyers) ?? []
        var ids: [String] = []
        for f in old + new where !ids.contains(f.id) { ids.append(f.id) }
        guard !ids.isEmpty else { return nil }
        let end = max(0.1, (old + new).map { $0.delay + $0.duration }.max() ?? 0.1) * 1.1
        let cell = (w: 220.0, h: 90.0), pad = 30.0
        let width = pad + Double(quantities.count) * (cell.w + pad), height = pad + Double(ids.count) * (cell.h + 2 * pad)
        var s = "<svg xmlns=\"http://www.w3.org/2000/svg\" width=\"\(Int(width))\" height=\"\(Int(height))\" "
            + "font-family=\"sans-serif\" font-size=\"11\">\n<rect width=\"100%\" height=\"100%\" fill=\"#1c1c22\"/>\n"
            + "<text x=\"\(pad)\" y=\"18\" fill=\"#ddd\">grey: reference, orange: actual; time 0 to \(format(end)) s</text>\n"
        for (row, id) in ids.enumerated() {
            let top = pad + Double(row) * (cell.h + 2 * pad) + 14
            s += "<text x=\"\(pad)\" y=\"\(format(top))\" fill=\"#fff\" font-weight=\"bold\">\(escape(id))</text>\n"
            for (q, name) in quantities.enumerated() {
                let left = pad + Double(q) * (cell.w + pad), y0 = top + 8
                let series = [old.first { $0.id == id }, new.first { $0.id == id }].map { f in
                    f.map { f in (0...60).map { k -> (Double, Double) in
                        let t = end * Double(k) / 60
                        let p = f.progress(at: t)
                        return (t, f.from[q] + (f.to[q] - f.from[q]) * p)
                    } }
                }
                let values = series.compactMap { $0 }.flatMap { $0.map(\.1) }
                let lo = values.min() ?? 0, hi = max(values.max() ?? 1, lo + 1e-9)
                s += "<rect x=\"\(format(left))\" y=\"\(format(y0))\" width=\"\(cell.w)\" height=\"\(cell.h)\" fill=\"#26262e\"/>\n"
                s += "<text x=\"\(format(left))\" y=\"\(format(y0 + cell.h + 13))\" fill=\"#aaa\">\(name) \(format(lo))…\(format(hi))</text>\n"
                for (k, points) in series.enumerated() {
                    guard let points else { continue }
                    let path = points.map { t, v in
                        "\(format(left + cell.w * t / end)),\(format(y0 + cell.h - cell.h * (v - lo) / (hi - lo)))"
                    }.joined(separator: " ")
                    s += "<polyline fill=\"none\" stroke=\"\(k == 0 ? "#9a9aa6" : "#ff9f0a")\" stroke-width=\"\(k == 0 ? 3 : 1.5)\" "
                        + "points=\"\(path)\"/>\n"
                }
            }
        }
        return s + "</svg>\n"
    }

    static func format(_ x: Double) -> String { String(format: "%.4g", x) }

    static func escape(_ s: String) -> String {
        s.replacingOccurrences(of: "&", with: "&amp;").replacingOccurrences(of: "<", with: "&lt;").replacingOccurrences(of: ">", with: "&gt;")
    }
}
