import Foundation
import Testing
import SharedElements

/// The background, the dimming and the views without a partner ease with the flights: by their
/// curve, or by their spring held at its end once it first gets there.
@Suite struct SharedElementBackgroundEaseTests {
    @Test func aCurveTimingEasesByItsCurve() throws {
        let curve = try TimingCurve(controlPoints: 0.3, 0, 0.2, 1)
        let ease = SharedElementBackgroundEase(timing: .curve(curve), duration: 0.5, fallback: .linear)
        for x in stride(from: 0.0, through: 1.0, by: 0.125) { #expect(ease.value(at: x) == curve.value(at: x)) }
        #expect(ease.value(at: -1) == 0 && ease.value(at: 2) == 1 && ease.value(at: .nan) == 1)
    }

    /// A bouncy spring gets to its end in a fraction of its settling time: the ease is there by
    /// then, stays there while the spring swings about it, and never goes back.
    @Test func aBouncySpringArrivesWithTheFlyersAndStays() throws {
        let spring = try Spring(response: 0.5, dampingRatio: 0.35)
        let timing = AnimationTiming.settlingSpring(spring)
        let span = spring.settlingDuration()
        let ease = SharedElementBackgroundEase(timing: timing, duration: span, fallback: SharedElementOptions.standardCurve)
        // The spring's own position first reaches its end at about 0.42 of its period
        // (undamped: a quarter period at response 0.5 s is 0.125 s; damping delays it).
        let first = (1...1000).map { Double($0) / 1000 }.first { spring.value(at: $0 * span) >= 1 } ?? 1
        #expect(first < 0.3, "the spring arrives early in its settling time: \(first)")
        #expect(ease.value(at: first + 0.01) == 1)
        #expect(SharedElementOptions.standardCurve.value(at: first) < 0.9, "where the standard curve over the span lags")
        var previous = 0.0
        for i in 0...400 {
            let v = ease.value(at: Double(i) / 400)
            #expect(v >= previous && v <= 1)
            previous = v
        }
        // Before it arrives it follows the spring.
        let early = first / 2
        #expect(abs(ease.value(at: early) - spring.value(at: early * span)) < 0.02)
    }
}
