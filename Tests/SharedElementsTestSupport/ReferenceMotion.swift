import Foundation
import SharedElements

/// Where a documented timing should be at a given moment, worked out here from its definition
/// rather than read back from the engine: Bézier curves solved by bisection, UIKit's critically
/// damped spring from its settling rule, and the closed form of an under-damped spring.
package enum ReferenceMotion {
    /// y of the cubic Bézier through (0, 0), (x1, y1), (x2, y2), (1, 1) where its x is `x`.
    package static func bezier(_ x1: Double, _ y1: Double, _ x2: Double, _ y2: Double, at x: Double) -> Double {
        func coordinate(_ a: Double, _ b: Double, _ t: Double) -> Double {
            let u = 1 - t
            return 3 * u * u * t * a + 3 * u * t * t * b + t * t * t
        }
        var lo = 0.0, hi = 1.0
        for _ in 0..<80 {
            let mid = (lo + hi) / 2
            if coordinate(x1, x2, mid) < x { lo = mid } else { hi = mid }
        }
        return coordinate(y1, y2, (lo + hi) / 2)
    }

    /// The rectangle `p` of the way from `a` to `b`, each edge moving in a straight line.
    package static func lerp(_ a: CGRect, _ b: CGRect, _ p: Double) -> CGRect {
        func mix(_ x: CGFloat, _ y: CGFloat) -> CGFloat { x + (y - x) * p }
        return CGRect(x: mix(a.minX, b.minX), y: mix(a.minY, b.minY), width: mix(a.width, b.width), height: mix(a.height, b.height))
    }

    /// UIKit's `curveEaseInOut`, the control points (0.42, 0), (0.58, 1).
    package static func easeInOut(_ x: Double) -> Double { bezier(0.42, 0, 0.58, 1, at: x) }

    /// Progress `t` seconds into `View.animate(withDuration: duration, usingSpringWithDamping: 1,
    /// initialSpringVelocity: 0)`: a critically damped spring from rest, 1 − (1 + ωt)·e^(−ωt),
    /// whose ω puts it within 0.001 of its target at `duration` ((1 + ωT)·e^(−ωT) = 0.001).
    package static func criticalSpring(at t: Double, duration: Double) -> Double {
        // (1 + u)·e^(−u) falls from 1 as u grows: bisect for 0.001.
        var lo = 0.0, hi = 100.0
        for _ in 0..<200 {
            let mid = (lo + hi) / 2
            if (1 + mid) * exp(-mid) > 0.001 { lo = mid } else { hi = mid }
        }
        let w = (lo + hi) / 2 / duration
        return 1 - (1 + w * t) * exp(-w * t)
    }

    /// Progress `t` seconds into an under-damped spring of mass 1 released at rest at 0 with
    /// `v0` (progress per second): 1 − e^(−ζω₀t)·(cos ω_d t + (ζω₀ − v0)/ω_d · sin ω_d t).
    package static func underdampedSpring(stiffness k: Double, damping c: Double, initialVelocity v0: Double, at t: Double) -> Double {
        let w0 = k.squareRoot(), z = c / (2 * w0)
        let wd = w0 * (1 - z * z).squareRoot()
        return 1 - exp(-z * w0 * t) * (cos(wd * t) + (z * w0 - v0) / wd * sin(wd * t))
    }

    /// Progress `t` seconds into `View.animate(withDuration:usingSpringWithDamping:initialSpringVelocity:)`
    /// with a damping ratio below 1. The spring's constants are UIKit's for the duration
    /// (``Spring/init(uikitDuration:dampingRatio:initialVelocity:)``, pinned to UIKit's numbers in
    /// `SpringTests`); the motion is the closed form above.
    package static func uikitSpring(duration: Double, dampingRatio: Double, initialVelocity v0: Double, at t: Double) throws -> Double {
        let s = try Spring(uikitDuration: duration, dampingRatio: dampingRatio, initialVelocity: v0)
        return underdampedSpring(stiffness: s.stiffness, damping: s.damping, initialVelocity: v0, at: t)
    }
}

/// The translation a view's presentation transform adds, in points (`m41`, `m42`).
@MainActor
package func presentedOffset(_ view: View) -> CGPoint {
    let t = view.layer.presentation()!.transform
    return CGPoint(x: t.m41, y: t.m42)
}

/// The angle of a view's presentation transform about z, radians (clockwise on screen, as UIKit's).
@MainActor
package func presentedAngle(_ view: View) -> Double {
    let t = view.layer.presentation()!.transform
    return atan2(Double(t.m12), Double(t.m11))
}

/// The centre of a view's bounds as its presentation values place it in its superview: its
/// position plus the transform applied to the centre's offset from the anchor point.
@MainActor
package func presentedCentre(_ view: View) -> CGPoint {
    let p = view.layer.presentation()!
    let a = p.anchorInBounds
    let dx = p.bounds.midX - a.x, dy = p.bounds.midY - a.y
    let t = p.transform
    return CGPoint(x: p.position.x + dx * t.m11 + dy * t.m21 + t.m41, y: p.position.y + dx * t.m12 + dy * t.m22 + t.m42)
}
