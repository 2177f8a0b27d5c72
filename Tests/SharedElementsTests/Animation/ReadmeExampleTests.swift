import Foundation
import Testing
import SharedElements
import SharedElementsTestSupport

/// The Animation article's example (as the README once had it), kept compiling and checked; the article's own listings run in `DocumentationExampleTests`.
@Suite struct ReadmeExampleTests {
    @Test func animationExampleRunsAsDescribed() {
        var landed: [Bool] = []
        let clock = AnimationClock()
        let root = Layer()
        root.animationClock = clock
        let card = Layer()
        card.bounds = CGRect(x: 0, y: 0, width: 200, height: 120)
        root.addSublayer(card)

        Transaction.animate(duration: 0.35, timing: .springDampingRatio(0.8)) {
            card.position = CGPoint(x: 195, y: 300)
            card.opacity = 0.9
        } completion: { finished in landed.append(finished) }

        card.add(.basic(.cornerRadius, from: 0.0, to: 16.0, duration: 0.35, timing: .easeOut), forKey: "round")

        let flip = PropertyAnimator(duration: 0.5, curve: .easeInOut, clock: clock) {
            card.transform = Transform3D(rotationAngle: .pi, x: 0, y: 1, z: 0)
        }
        flip.pauseAnimation()
        flip.fractionComplete = 0.4
        flip.continueAnimation(withTimingParameters: .springDampingRatio(0.9), durationFactor: 1)

        clock.advance(frames: 30, fps: 60)
        let onScreen = card.presentation()!
        #expect(landed == [true])
        #expect(onScreen.position == CGPoint(x: 195, y: 300))
        #expect(onScreen.cornerRadius == 0)  // the explicit animation ended and was removed
        #expect(flip.state == .inactive)
        #expect(isClose(onScreen.transform, Transform3D(rotationAngle: .pi, x: 0, y: 1, z: 0), abs: 1e-12))
    }
}
