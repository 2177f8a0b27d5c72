import Foundation

/// How a flight follows a destination that moves while it flies (something scrolled or laid
/// out again), and what it does when the destination goes away.
///
/// Moves: each change `Δ` of the destination's centre or size seen at progress `p₀` is blended in
/// from there to the end, as `Δ · (p - p₀) / (1 - p₀)`: nothing at the moment it is seen (no jump),
/// all of it at the end (the flyer lands on the destination where it is now), and the flight's
/// own motion and velocity go on underneath. Changes add up, so a destination that moves on
/// every frame (a scroll) is followed all the way. The sum of the terms stays linear in `p`, so
/// it is kept as `a · p + b` whatever the number of changes.
///
/// Goes away (removed from the window): the flyer stops where it is and fades out over
/// ``vanishDuration`` seconds, or what is left of the flight if less.
package struct SharedElementRetarget {
    /// Seconds a flyer whose destination went away takes to fade out.
    package static let vanishDuration: TimeInterval = 0.15

    /// The offset's slope and intercept in `p`, for the centre (x, y) and the size (w, h), points.
    private var a = SIMD4<Double>(repeating: 0)
    private var b = SIMD4<Double>(repeating: 0)
    /// The destination's centre and size as last seen (x, y, w, h).
    private var seen: SIMD4<Double>
    /// Where the flyer stopped and when, once the destination went away.
    package private(set) var vanished: (geometry: SharedElementGeometry, elapsed: TimeInterval)?
    /// Whether any move was followed.
    package private(set) var hasMoved = false

    /// Following a destination first seen at `destination`.
    package init(destination: SharedElementGeometry) {
        seen = Self.vector(destination)
    }

    static func vector(_ g: SharedElementGeometry) -> SIMD4<Double> {
        let c = g.center
        return SIMD4(Double(c.x), Double(c.y), Double(g.size.width), Double(g.size.height))
    }

    /// Takes in the destination seen at `now` (its geometry in the container) at eased progress
    /// `p`. Returns whether it moved by more than a hundredth of a point. A non-finite geometry
    /// is ignored (the flight keeps its course).
    package mutating func observe(_ now: SharedElementGeometry, at p: Double) -> Bool {
        let v = Self.vector(now)
        let delta = v - seen
        guard delta.x.isFinite, delta.y.isFinite, delta.z.isFinite, delta.w.isFinite,
              max(max(abs(delta.x), abs(delta.y)), max(abs(delta.z), abs(delta.w))) > 0.01 else { return false }
        seen = v
        hasMoved = true
        let p0 = p.isFinite ? min(max(p, 0), 1) : 1
        if p0 > 0.999 {
            // Seen on the last frame: nothing is left to blend over.
            b += delta
        } else {
            let k = delta / (1 - p0)
            a += k
            b -= k * p0
        }
        return true
    }

    /// Marks the destination gone at `elapsed` seconds, the flyer being at `geometry`.
    package mutating func vanish(at elapsed: TimeInterval, geometry: SharedElementGeometry) {
        guard vanished == nil else { return }
        vanished = (geometry, elapsed)
    }

    /// `g` (the flight's geometry at eased progress `p`, `elapsed` seconds in, with the flight
    /// ending at `end` seconds) moved onto the destination's new place, or stopped and fading.
    package func applied(to g: SharedElementGeometry, at p: Double, elapsed: TimeInterval, end: TimeInterval) -> SharedElementGeometry {
        if let (stop, start) = vanished {
            var out = stop
            let span = min(Self.vanishDuration, max(end - start, 0))
            let k = span > 0 ? min(max((elapsed - start) / span, 0), 1) : 1
            out.alpha = stop.alpha * CGFloat(1 - k)
            return out
        }
        guard hasMoved else { return g }
        let t = p.isFinite ? min(max(p, 0), 1) : 1
        let o = a * t + b
        var out = g
        out.transform.m41 += CGFloat(o.x) * g.transform.m44
        out.transform.m42 += CGFloat(o.y) * g.transform.m44
        out.size.width = max(0, g.size.width + CGFloat(o.z))
        out.size.height = max(0, g.size.height + CGFloat(o.w))
        return out
    }
}
