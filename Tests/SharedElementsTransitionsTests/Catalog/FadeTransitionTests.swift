import Foundation
import Testing
import SharedElements
import SharedElementsTestSupport

/// The fade: the fore screen's opacity follows UIKit's ease-in-out over the duration (0.35 s
/// unless given), up to the alpha it had when presenting and down to nothing when dismissing.
@MainActor
@Suite struct FadeTransitionTests {
    let window = Window(size: CGSize(width: 200, height: 300), scale: 1)
    let back = transitionTestController(.systemBlue, title: "back")
    let fore = transitionTestController(.systemOrange, title: "fore")

    init() { window.rootViewController = back }

    func opacity() -> Double { Double(fore.view.layer.presentation()!.opacity) }

    @Test func presentingFadesTheForeScreenInOnEaseInOutOverTheDefaultDuration() {
        fore.transitionController.transition = FadeTransition()
        back.present(fore, animated: true)
        #expect(isClose(opacity(), 0, abs: 1e-9))
        // The quarter points of a 0.35 s ease-in-out; half way is 0.5 for any symmetric curve.
        for fraction in [0.25, 0.5, 0.75] {
            window.clock.advance(to: window.clock.now + 0.35 * 0.25)
            #expect(isClose(opacity(), ReferenceMotion.easeInOut(fraction), abs: 1e-5), "at \(fraction)")
        }
        #expect(isClose(ReferenceMotion.easeInOut(0.5), 0.5, abs: 1e-12))
        #expect(window.isTransitioning)
        window.clock.advance(by: 0.35 * 0.25 + 1e-6)
        #expect(!window.isTransitioning && back.presentedViewController === fore)
        #expect(fore.view.alpha == 1)
    }

    @Test func dismissingFadesTheForeScreenOutOverAGivenDuration() {
        fore.transitionController.transition = FadeTransition(duration: 0.8)
        back.present(fore, animated: false)
        window.clock.advance(by: 0)
        fore.dismiss(animated: true)
        window.clock.advance(by: 0.2)
        #expect(isClose(opacity(), 1 - ReferenceMotion.easeInOut(0.25), abs: 1e-5))
        window.clock.advance(by: 0.2)
        #expect(isClose(opacity(), 0.5, abs: 1e-5))
        #expect(window.isTransitioning, "0.8 s, not the default 0.35 s")
        window.clock.advance(by: 0.5)
        #expect(!window.isTransitioning && back.presentedViewController == nil)
        #expect(fore.view.alpha == 1, "the fore screen's alpha is handed back after the fade")
    }

    @Test func aTranslucentForeScreenFadesUpToItsOwnAlphaAndKeepsIt() {
        fore.view.alpha = 0.6
        fore.transitionController.transition = FadeTransition(duration: 0.4)
        back.present(fore, animated: true)
        window.clock.advance(by: 0.2)
        #expect(isClose(opacity(), 0.3, abs: 1e-5))
        window.clock.advance(by: 0.3)
        #expect(!window.isTransitioning)
        #expect(isClose(Double(fore.view.alpha), 0.6, abs: 1e-6))
        #expect(isClose(opacity(), 0.6, abs: 1e-6))
    }
}
