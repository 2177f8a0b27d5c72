import Foundation
import Testing
import SharedElements
import SharedElementsTestSupport

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

    /// A flight on a bouncy spring of its own among flights on the transition's curve: the
    /// background fades with the flights' arrival (the spring's first arrival included), not
    /// over the spring's whole settling time, so the back screen does not show through the fore
    /// screen long after everything has landed.
    @MainActor
    @Test func aSpringOfOneElementDoesNotHoldTheBackgroundBack() throws {
        let scene = MatchingTestScene(size: CGSize(width: 150, height: 250))
        scene.tagged("title", CGRect(x: 10, y: 10, width: 60, height: 10), in: scene.back.view)
        scene.tagged("title", CGRect(x: 10, y: 150, width: 120, height: 20), in: scene.fore.view)
        let avatar = scene.tagged("avatar", CGRect(x: 10, y: 40, width: 20, height: 20), in: scene.back.view)
        scene.tagged("avatar", CGRect(x: 45, y: 40, width: 60, height: 60), in: scene.fore.view)
        let spring = try Spring(response: 0.5, dampingRatio: 0.5)
        var own = SharedElementOptions()
        own.timing = .settlingSpring(spring)
        avatar.sharedElementOptions = own
        let transition = SharedElementTransition(options: SharedElementOptions())
        scene.fore.transitionController.transition = transition
        scene.back.present(scene.fore, animated: true)
        let flights = transition.activeFlights
        let springFlight = try #require(flights.first { $0.sourceView === avatar })
        let end = flights.map { $0.delay + $0.duration }.max() ?? 0
        let curveEnd = flights.filter { $0 !== springFlight }.map { $0.delay + $0.duration }.max() ?? 0
        let firstArrival = (1...2000).map { Double($0) / 2000 * springFlight.duration }.first { spring.value(at: $0) >= 0.999 } ?? end
        let landed = max(curveEnd, firstArrival)
        #expect(landed < end * 0.7, "everything lands well before the spring settles: \(landed) of \(end)")
        let start = scene.window.clock.now
        scene.window.clock.advance(to: start + landed / 2)
        #expect(scene.fore.view.alpha > 0 && scene.fore.view.alpha < 1)
        scene.window.clock.advance(to: start + landed + 0.01)
        #expect(scene.window.isTransitioning)
        #expect(scene.fore.view.alpha == 1, "the fore screen is in when the flyers have landed: \(scene.fore.view.alpha)")
    }
}
