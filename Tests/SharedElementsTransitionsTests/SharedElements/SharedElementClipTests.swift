import Foundation
import Testing
import SharedElements
import SharedElementsTestSupport

/// A flyer keeps the clip its view sits in: a photo in a rounded card starts cut by the card's
/// corners and the clip opens up to the container as it flies.
@MainActor
@Suite struct SharedElementClipTests {
    let scene = MatchingTestScene(size: CGSize(width: 100, height: 200))

    /// A rounded, clipping card on the back screen holding a photo that fills it.
    func photoInCard() -> View {
        let card = View(frame: CGRect(x: 10, y: 20, width: 60, height: 50))
        card.backgroundColor = .white
        card.layer.cornerRadius = 16
        card.clipsToBounds = true
        scene.back.view.addSubview(card)
        scene.back.view.backgroundColor = Color(white: 0.5)
        scene.tagged("photo", card.bounds, in: card, color: .blue)
        scene.tagged("photo", CGRect(x: 0, y: 100, width: 100, height: 100), in: scene.fore.view, color: .blue)
        return card
    }

    func linear() -> SharedElementTransition {
        var options = SharedElementOptions()
        options.duration = .fixed(0.4)
        options.timing = .linear
        return SharedElementTransition(options: options)
    }

    @Test func theFirstFrameKeepsTheCardsRoundedCorners() throws {
        _ = photoInCard()
        let transition = linear()
        scene.fore.transitionController.transition = transition
        let rest = try scene.window.render()
        scene.back.present(scene.fore, animated: true)
        let first = try scene.window.render()
        #expect(matchingTestDifferingPixels(rest, first) == 0)
        let flight = try #require(transition.activeFlights.first)
        let clip = try #require(flight.clipView)
        #expect(flight.root === clip && clip.superview === scene.fore.view.superview)
        #expect(isClose(clip.frame, CGRect(x: 10, y: 20, width: 60, height: 50), abs: 1e-9))
        #expect(clip.layer.cornerRadius == 16)
        // A control: without the clip the photo's square corners show on the grey screen.
        clip.clipsToBounds = false
        #expect(matchingTestDifferingPixels(rest, try scene.window.render()) > 4)
        clip.clipsToBounds = true
    }

    @Test func theClipOpensUpToTheContainerAndTheFlightEndsClean() throws {
        _ = photoInCard()
        let transition = linear()
        scene.fore.transitionController.transition = transition
        scene.back.present(scene.fore, animated: true)
        let clip = try #require(transition.activeFlights.first?.clipView)
        scene.window.clock.advance(by: 0.2)
        let bounds = try #require(clip.superview?.bounds)
        // Half way: half way from the card's rectangle to the container's, radius halved.
        #expect(isClose(clip.frame, CGRect(x: 5, y: 10, width: (60 + bounds.width) / 2, height: (50 + bounds.height) / 2), abs: 1e-6))
        #expect(abs(clip.layer.cornerRadius - 8) < 1e-9)
        // The flyer inside keeps container coordinates.
        let flyer = try #require(transition.activeFlights.first?.flyer)
        #expect(isClose(flyer.convert(flyer.bounds, to: clip.superview), CGRect(x: 5, y: 60, width: 80, height: 75), abs: 1e-6))
        scene.window.clock.advance(by: 0.3)
        #expect(clip.superview == nil)
        #expect(transition.lastRestoration?.isClean == true)
    }

    @Test func anElementThatReleasesTheClipFliesFreeFromTheFirstFrame() throws {
        _ = photoInCard()
        var free = SharedElementOptions()
        free.keepsAncestorClip = false
        scene.fore.view.subviews.first?.sharedElementOptions = free
        let transition = linear()
        scene.fore.transitionController.transition = transition
        scene.back.present(scene.fore, animated: true)
        let flight = try #require(transition.activeFlights.first)
        #expect(flight.clipView == nil && flight.root === flight.flyer)
        #expect(transition.lastPlan?.pairs.first?.keepsAncestorClip == false)
        // Its square corners show over the card's rounded ones.
        let corner = try scene.window.render()[10, 20]
        #expect(corner.b > 200 && corner.r < 30)
        scene.window.clock.advance(by: 0.5)
        #expect(transition.lastRestoration?.isClean == true)
    }

    @Test func onlyClippingAncestorsThatCutSomethingCount() {
        let card = photoInCard()
        let photo = card.subviews[0]
        let edge = SharedElementClip.clippingAncestors(of: photo, container: scene.window).inner
        #expect(edge == SharedElementClip.Edge(rect: CGRect(x: 0, y: 0, width: 60, height: 50), radius: 16))
        card.clipsToBounds = false
        #expect(SharedElementClip.clippingAncestors(of: photo, container: scene.window).inner == nil)
        // A screen root that clips covers the whole window: it cuts nothing.
        scene.back.view.clipsToBounds = true
        #expect(SharedElementClip.clippingAncestors(of: photo, container: scene.window).inner == nil)
    }
}
