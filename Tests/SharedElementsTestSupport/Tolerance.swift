import Foundation
import SharedElements

/// Whether two numbers agree within `abs + rel * |expected|`.
package func isClose(_ got: Double, _ expected: Double, abs: Double = 1e-9, rel: Double = 0) -> Bool {
    if got.isNaN || expected.isNaN { return got.isNaN && expected.isNaN }
    if got.isInfinite || expected.isInfinite { return got == expected }
    return Swift.abs(got - expected) <= abs + rel * Swift.abs(expected)
}

package func isClose(_ a: CGPoint, _ b: CGPoint, abs: Double = 1e-9) -> Bool {
    isClose(a.x, b.x, abs: abs) && isClose(a.y, b.y, abs: abs)
}

package func isClose(_ a: CGRect, _ b: CGRect, abs: Double = 1e-9) -> Bool {
    isClose(a.minX, b.minX, abs: abs) && isClose(a.minY, b.minY, abs: abs)
        && isClose(a.width, b.width, abs: abs) && isClose(a.height, b.height, abs: abs)
}

package func isClose(_ a: Transform3D, _ b: Transform3D, abs: Double = 1e-9) -> Bool {
    zip(a.entries, b.entries).allSatisfy { isClose($0, $1, abs: abs) }
}

/// A small deterministic random generator (SplitMix64) for property tests.
package struct SeededGenerator: RandomNumberGenerator {
    package var state: UInt64
    package init(seed: UInt64) { state = seed }
    package mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }
}

package func isClose(_ a: Float, _ b: Float, abs: Double = 1e-6) -> Bool {
    isClose(Double(a), Double(b), abs: abs)
}

package func isClose(_ a: CGSize, _ b: CGSize, abs: Double = 1e-9) -> Bool {
    isClose(a.width, b.width, abs: abs) && isClose(a.height, b.height, abs: abs)
}

package func isClose(_ a: Color, _ b: Color, abs: Double = 1e-9) -> Bool {
    isClose(a.red, b.red, abs: abs) && isClose(a.green, b.green, abs: abs)
        && isClose(a.blue, b.blue, abs: abs) && isClose(a.alpha, b.alpha, abs: abs)
}

/// The per-second rate of change of `f` at `t`, by a central difference of `h` seconds.
package func rate(at t: Double, h: Double = 1e-4, _ f: (Double) -> Double) -> Double {
    (f(t + h) - f(t - h)) / (2 * h)
}
