import Foundation
import Testing
import SharedElementsGeometry
import SharedElementsTestSupport

/// The one-call sine and cosine give the C library's `sin` and `cos` bit for bit: the transform
/// tracks and springs that use it must keep their values.
@Suite struct TrigonometryTests {
    @Test func matchesSinAndCosBitForBit() {
        var rng = SeededGenerator(seed: 0x51_9C_05)
        var angles: [Double] = [0, -0.0, .pi, -.pi / 2, 1e-300, 1e22, -1e300, .greatestFiniteMagnitude,
                                .leastNonzeroMagnitude, .infinity, -.infinity, .nan]
        for _ in 0..<20_000 { angles.append(Double.random(in: -10...10, using: &rng)) }
        for _ in 0..<2_000 { angles.append(Double.random(in: -1e9...1e9, using: &rng)) }
        var mismatches: [Double] = []
        for x in angles {
            let (s, c) = Trigonometry.sinCos(x)
            if s.bitPattern != sin(x).bitPattern && !(s.isNaN && sin(x).isNaN) { mismatches.append(x) }
            if c.bitPattern != cos(x).bitPattern && !(c.isNaN && cos(x).isNaN) { mismatches.append(x) }
        }
        #expect(mismatches.isEmpty, "sinCos differs from sin or cos at \(mismatches.prefix(5))")
    }

    @Test func nonFiniteAnglesGiveNaN() {
        for x in [Double.infinity, -.infinity, .nan] {
            let (s, c) = Trigonometry.sinCos(x)
            #expect(s.isNaN && c.isNaN)
        }
    }
}
