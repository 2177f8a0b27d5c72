internal import SharedElementsKernels

/// Sine and cosine of one angle in one call: what per-frame curves need (a rotation's
/// quaternion, a spring's oscillation). The values are the C library's `sin` and `cos`, bit
/// for bit; on glibc one `sincos` call reduces the argument once, which saves about 6 ns a pair.
///
/// ```swift
/// let (s, c) = Trigonometry.sinCos(.pi / 3)   // s == sin(.pi / 3), c == cos(.pi / 3)
/// ```
package enum Trigonometry {
    /// `(sin(x), cos(x))` for `x` in radians.
    @usableFromInline
    package static func sinCos(_ x: Double) -> (sin: Double, cos: Double) {
        var s = 0.0, c = 0.0
        sek_sincos(x, &s, &c)
        return (s, c)
    }
}
