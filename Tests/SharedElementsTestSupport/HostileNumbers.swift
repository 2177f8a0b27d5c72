import Foundation
import SharedElements

/// Random numbers for the non-finite property tests: NaN, the infinities, huge finite values
/// that overflow on the first product, and ordinary ones, from a seeded generator.
package enum HostileNumbers {
    /// Values that are not finite.
    package static let nonFinite: [Double] = [.nan, -.nan, .infinity, -.infinity, .signalingNaN]
    /// Finite values at the edge: huge, tiny and negative zero.
    package static let extreme: [Double] = [.greatestFiniteMagnitude, -.greatestFiniteMagnitude, 1e200, -1e300, 1e-300, -0.0]

    /// A non-finite value.
    package static func nonFinite(_ rng: inout SeededGenerator) -> Double {
        nonFinite[Int.random(in: 0..<nonFinite.count, using: &rng)]
    }

    /// Mostly non-finite or extreme, sometimes an ordinary number.
    package static func any(_ rng: inout SeededGenerator) -> Double {
        switch Int.random(in: 0..<4, using: &rng) {
        case 0, 1: nonFinite(&rng)
        case 2: extreme[Int.random(in: 0..<extreme.count, using: &rng)]
        default: Double.random(in: -500...500, using: &rng)
        }
    }

    /// A point with at least one non-finite coordinate.
    package static func nonFinitePoint(_ rng: inout SeededGenerator) -> CGPoint {
        Bool.random(using: &rng)
            ? CGPoint(x: nonFinite(&rng), y: any(&rng)) : CGPoint(x: any(&rng), y: nonFinite(&rng))
    }

    /// A transform with one to three non-finite entries among ordinary ones.
    package static func nonFiniteTransform(_ rng: inout SeededGenerator) -> Transform3D {
        var e = (0..<16).map { _ in CGFloat(Double.random(in: -2...2, using: &rng)) }
        for _ in 0..<Int.random(in: 1...3, using: &rng) { e[Int.random(in: 0..<16, using: &rng)] = nonFinite(&rng) }
        return Transform3D(e)!
    }
}
