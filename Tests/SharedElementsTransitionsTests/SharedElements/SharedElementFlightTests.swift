import Foundation
import Testing
import SharedElements
import SharedElementsTestSupport

@MainActor
@Suite struct SharedElementFlightTests {
    let scene = MatchingTestScene()

    func linearTransition(duration: TimeInterval = 0.4) -> SharedElementTransition {
        var options = SharedElementOptions()
        options.duration = .fixed(duration)
        options.timing = .linear
        return SharedElementTransition(options: options)
    }

    @Test func atProgressZeroTheScreenLooksAsBeforeAndAtOneAsTheDestination() throws {
        let card = scene.tagged("card", CGRect(x: 10, y: 10, width: 30, height: 30), in: scene.back.view)
        card.layer.cornerRadius = 6
        card.clipsToBounds = true
        scene.tagged("card", CGRect(x: 0, y: 100, width: 100, height: 100), in: scene.fore.view, color: .blue)
        let transition = linearTransition()
        scene.fore.transitionController.transition = transition
        let before = try scene.window.render()
        scene.back.present(scene.fore, animated: true)
        let atStart = try scene.window.render()
        #expect(matchingTestDifferingPixels(before, atStart) == 0)

        scene.window.clock.advance(by: 0.35)
        let flight = try #require(transition.activeFlights.first)
        View.performWithoutAnimation {
            flight.apply(1)
            scene.fore.view.alpha = 1
        }
        let atEnd = try scene.window.render()
        scene.window.clock.advance(by: 0.1)
        let after = try scene.window.render()
        #expect(matchingTestDifferingPixels(atEnd, after) == 0)
        #expect(transition.lastRestoration?.isClean == true)
        #expect(!card.isHidden && card.layer.cornerRadius == 6)
    }

    @Test func halfwayTheFlyerHasTheInterpolatedFrameWithLinearTiming() throws {
        scene.tagged("card", CGRect(x: 10, y: 10, width: 30, height: 30), in: scene.back.view)
        let dest = scene.tagged("card", CGRect(x: 0, y: 100, width: 100, height: 100), in: scene.fore.view)
        let transition = linearTransition()
        scene.fore.transitionController.transition = transition
        scene.back.present(scene.fore, animated: true)
        scene.window.clock.advance(by: 0.2)
        let flyer = try #require(transition.activeFlights.first?.flyer)
        #expect(flyer.superview === scene.fore.view.superview)
        #expect(isClose(flyer.frame, CGRect(x: 5, y: 55, width: 65, height: 65), abs: 1e-6))
        #expect(dest.isHidden)
        #expect(isClose(Double(scene.fore.view.alpha), 0.5, abs: 1e-6))
        scene.window.clock.advance(by: 0.25)
        #expect(flyer.superview == nil)
        #expect(!dest.isHidden)
        #expect(scene.back.presentedViewController === scene.fore)
    }

    @Test func sourceInAScrolledRotatedPerspectiveAncestorFliesFromWhereItAppears() throws {
        let scroll = ScrollView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        scroll.contentSize = CGSize(width: 100, height: 400)
        scroll.contentOffset = CGPoint(x: 0, y: 50)
        scene.back.view.addSubview(scroll)
        let turned = View(frame: CGRect(x: 10, y: 60, width: 80, height: 80))
        var t = Transform3D.identity
        t.m34 = -1 / 300
        turned.layer.transform = t.rotated(by: 0.4, x: 0, y: 1, z: 0).rotated(by: 0.3, x: 0, y: 0, z: 1)
        scroll.addSubview(turned)
        let card = scene.tagged("card", CGRect(x: 20, y: 20, width: 40, height: 30), in: turned)
        scene.tagged("card", CGRect(x: 0, y: 100, width: 100, height: 100), in: scene.fore.view, color: .blue)
        let transition = linearTransition()
        scene.fore.transitionController.transition = transition
        let before = try scene.window.render()
        let appears = card.convert(card.bounds, to: nil)
        scene.back.present(scene.fore, animated: true)
        let pair = try #require(transition.lastPlan?.pairs.first)
        #expect(isClose(pair.from.frame, appears, abs: 1e-6))
        let atStart = try scene.window.render()
        // The snapshot is resampled through the perspective map: edges blend a little
        // differently (at most the card's perimeter, by less than 100 of 255), nothing moves.
        #expect(matchingTestDifferingPixels(before, atStart, tolerance: 100) == 0)
        #expect(matchingTestDifferingPixels(before, atStart, tolerance: 24) < 2 * (40 + 30))
        scene.window.clock.advance(by: 0.5)
        #expect(transition.lastRestoration?.isClean == true)
    }

    @Test func cancelRunsBackAndThePresentationIsUndone() throws {
        let card = scene.tagged("card", CGRect(x: 10, y: 10, width: 30, height: 30), in: scene.back.view)
        scene.tagged("card", CGRect(x: 0, y: 100, width: 100, height: 100), in: scene.fore.view)
        let transition = linearTransition()
        scene.fore.transitionController.transition = transition
        var completed = false
        scene.back.present(scene.fore, animated: true) { completed = true }
        scene.window.clock.advance(by: 0.2)
        transition.cancel()
        scene.window.clock.advance(by: 0.1)
        let flyer = try #require(transition.activeFlights.first?.flyer)
        #expect(isClose(flyer.frame.minY, 10 + 90 * 0.25, abs: 1e-6))
        scene.window.clock.advance(by: 0.2)
        #expect(!completed)
        #expect(scene.back.presentedViewController == nil)
        #expect(!transition.isRunning)
        #expect(transition.lastRestoration?.isClean == true)
        #expect(!card.isHidden)
        #expect(scene.window.subviews.map(ObjectIdentifier.init) == [ObjectIdentifier(scene.back.view)])
    }

    @Test func reducedMotionCrossFadesWithoutFlights() throws {
        SharedElementTransition.prefersReducedMotion = true
        defer { SharedElementTransition.prefersReducedMotion = false }
        scene.tagged("card", CGRect(x: 10, y: 10, width: 30, height: 30), in: scene.back.view)
        scene.tagged("card", CGRect(x: 0, y: 100, width: 100, height: 100), in: scene.fore.view)
        let transition = SharedElementTransition()
        scene.fore.transitionController.transition = transition
        scene.back.present(scene.fore, animated: true)
        #expect(transition.activeFlights.isEmpty)
        #expect(transition.lastPlan?.pairs.isEmpty == true)
        scene.window.clock.advance(by: 0.1)
        let alpha = scene.fore.view.alpha
        #expect(alpha > 0 && alpha < 1)
        scene.window.clock.advance(by: 0.5)
        #expect(scene.back.presentedViewController === scene.fore)
        #expect(scene.fore.view.alpha == 1)
    }

    @Test func aSecondStartWhileRunningEndsAtOnceWithoutTouchingTheFirst() throws {
        scene.tagged("card", CGRect(x: 10, y: 10, width: 30, height: 30), in: scene.back.view)
        scene.tagged("card", CGRect(x: 0, y: 100, width: 100, height: 100), in: scene.fore.view)
        let transition = linearTransition()
        scene.fore.transitionController.transition = transition
        scene.back.present(scene.fore, animated: true)
        let other = MatchingTestScene()
        other.fore.transitionController.transition = transition
        var otherDone = false
        other.back.present(other.fore, animated: true) { otherDone = true }
        #expect(otherDone)
        #expect(transition.activeFlights.count == 1)
        scene.window.clock.advance(by: 0.5)
        #expect(transition.lastRestoration?.isClean == true)
    }
}
