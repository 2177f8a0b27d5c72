import Foundation

/// One flight while a finger holds it and after it lets go: held, the flyer follows the finger
/// (translated by it, and shrinking as it drags away, as iOS's zoom dismissal does); let go, it
/// springs from where it is with the finger's velocity to its destination or back to its source.
///
/// The centre rides a 2D spring that starts with the finger's velocity, so position and velocity
/// carry over exactly; size, transform, styles and the snapshots' cross-fade follow a progress
/// spring whose initial velocity is the finger's velocity along the way left, over its length.
package struct SharedElementHandOff: Sendable {
    /// The scale a flyer shrinks to when dragged the whole distance.
    static let minimumScale: CGFloat = 0.6
    /// How close (points, points per second) the centre must come to count as settled.
    static let centerRest = 0.05

    private struct Release: Sendable {
        let from: SharedElementGeometry
        let fromFade: Double
        let to: SharedElementGeometry
        let toFade: Double
        var center: SpringSimulation<CGPoint>
        var progress: SpringSimulation<Double>
    }

    /// Where the flyer was when the finger took it.
    private var base: SharedElementGeometry
    private var baseFade: Double
    /// Where the flyer is now.
    package private(set) var geometry: SharedElementGeometry
    /// The destination snapshot's opacity now, 0...1.
    package private(set) var fade: Double
    private var release: Release?

    package init(geometry: SharedElementGeometry, fade: Double) {
        base = geometry
        baseFade = fade
        self.geometry = geometry
        self.fade = fade
    }

    /// The centre's velocity, in points per second (zero while held).
    var centerVelocity: CGPoint { release?.center.velocity ?? .zero }

    /// Whether the flyer is let go and has come to rest.
    package var hasSettled: Bool {
        guard let release else { return false }
        return release.center.hasSettled && release.progress.hasSettled
    }

    /// How far a let-go flyer has come towards its target, 0...1: the lesser of its progress
    /// spring's value and the share of the way its centre has covered (a flyer thrown away from
    /// its target first travels further from it), 1 once it has settled, 0 while held.
    package var homing: Double {
        guard let release else { return 0 }
        if hasSettled { return 1 }
        let q = min(max(release.progress.value, 0), 1)
        let c0 = release.from.center, c1 = release.to.center, c = release.center.value
        let way = Double(hypot(c1.x - c0.x, c1.y - c0.y))
        guard way >= 1, way.isFinite else { return q.isFinite ? q : 0 }
        let left = Double(hypot(c1.x - c.x, c1.y - c.y))
        let covered = left.isFinite ? min(max(1 - left / way, 0), 1) : 0
        return q.isFinite ? min(q, covered) : covered
    }

    /// Takes the flyer where it is now; later translations count from here.
    mutating func grab() {
        base = geometry
        baseFade = fade
        release = nil
    }

    /// Puts the flyer at its grabbed place moved by `translation` (container points) and scaled
    /// down by how far that is, over `distance` points; its centre never further out of
    /// `bounds` (the container's, when given) than it was when grabbed, so a swipe from the
    /// screen's edge does not carry an element across the screen and off it (and elements
    /// centred on one another, a cover and its caption, stop at the edge together).
    package mutating func hold(translation: CGPoint, distance: CGFloat, keepingIn bounds: CGRect? = nil) {
        release = nil
        let travel = hypot(translation.x, translation.y)
        let reach = distance.isFinite && distance > 0 && travel.isFinite ? min(travel / distance, 1) : 0
        let k = 1 - (1 - Self.minimumScale) * reach
        var t = Transform3D(scaleX: k, y: k, z: 1).concatenating(base.transform)
        var move = translation.x.isFinite && translation.y.isFinite ? translation : .zero
        geometry = base
        geometry.transform = t
        if let b = bounds, b.width.isFinite, b.height.isFinite, t.m44.isFinite, t.m44 != 0 {
            let start = base.center, c = geometry.center
            if start.x.isFinite, start.y.isFinite, c.x.isFinite, c.y.isFinite {
                func kept(_ v: CGFloat, at p: CGFloat, low: CGFloat, high: CGFloat) -> CGFloat {
                    min(max(p + v, low), high) - p
                }
                move.x = kept(move.x, at: c.x, low: min(b.minX, start.x), high: max(b.maxX, start.x))
                move.y = kept(move.y, at: c.y, low: min(b.minY, start.y), high: max(b.maxY, start.y))
            }
        }
        t.m41 += move.x * t.m44
        t.m42 += move.y * t.m44
        geometry.transform = t
        fade = baseFade
    }

    /// Lets the flyer go towards `target` with the finger's `velocity` (points per second).
    mutating func letGo(to target: SharedElementGeometry, targetFade: Double, velocity: CGPoint, spring: Spring) {
        let v = velocity.x.isFinite && velocity.y.isFinite ? velocity : .zero
        let c0 = geometry.center, c1 = target.center
        let d = CGPoint(x: c1.x - c0.x, y: c1.y - c0.y)
        let length2 = Double(d.x * d.x + d.y * d.y)
        let along = length2 > 1 ? Double(v.x * d.x + v.y * d.y) / length2 : 0
        var center = SpringSimulation(spring: spring, value: c0, target: c1, velocity: v)
        center.restThreshold = Self.centerRest
        let progress = SpringSimulation(spring: spring, value: 0.0, target: 1.0, velocity: along.isFinite ? max(along, 0) : 0)
        release = Release(from: geometry, fromFade: fade, to: target, toFade: targetFade, center: center, progress: progress)
    }

    /// Moves a let-go flyer `seconds` on.
    package mutating func advance(by seconds: TimeInterval) {
        guard var r = release else { return }
        r.center.advance(by: seconds)
        r.progress.advance(by: seconds)
        release = r
        let q = r.progress.value
        var g = r.from.interpolated(to: r.to, progress: q)
        g.transform.m41 = r.center.value.x * g.transform.m44
        g.transform.m42 = r.center.value.y * g.transform.m44
        geometry = g
        fade = min(max(r.fromFade + (r.toFade - r.fromFade) * q, 0), 1)
    }
}
