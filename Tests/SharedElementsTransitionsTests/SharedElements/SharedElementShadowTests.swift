import Foundation
import Testing
import SharedElements
import SharedElementsTestSupport

/// A flyer casts the shadow of the views it stands in for, going from one's to the other's; a
/// shadow only one side has fades instead of vanishing on the first frame and popping back.
@MainActor
@Suite struct SharedElementShadowTests {
    let scene = MatchingTestScene()

    /// Gives `view` rounded corners of `radius` and a black shadow of `opacity`, blur radius
    /// `blur` and offset `dy` points down.
    func shadowed(_ view: View, radius: CGFloat, opacity: Float, blur: CGFloat, dy: CGFloat) {
        view.layer.cornerRadius = radius
        view.layer.shadowOpacity = opacity
        view.layer.shadowRadius = blur
        view.layer.shadowOffset = CGSize(width: 0, height: dy)
    }

    @Test func aShadowOnlyTheSourceHasFadesOverTheFlight() throws {
        scene.back.view.backgroundColor = Color(white: 0.95)
        let source = scene.tagged("tile", CGRect(x: 10, y: 10, width: 40, height: 40), in: scene.back.view, color: .blue)
        shadowed(source, radius: 8, opacity: 0.6, blur: 4, dy: 3)
        scene.tagged("tile", CGRect(x: 0, y: 100, width: 100, height: 100), in: scene.fore.view, color: .blue)
        let (transition, rest) = try scene.presentLinearly()
        #expect(matchingTestDifferingPixels(rest, try scene.window.render()) == 0)
        let flyer = try #require(transition.activeFlights.first?.flyer)
        #expect(abs(flyer.layer.shadowOpacity - 0.6) < 1e-6 && flyer.layer.shadowRadius == 4)
        #expect(!flyer.clipsToBounds)   // a clipping layer could not cast it
        scene.window.clock.advance(by: 0.2)
        #expect(abs(flyer.layer.shadowOpacity - 0.3) < 1e-6)
        #expect(flyer.layer.shadowOffset == CGSize(width: 0, height: 3) && flyer.layer.shadowRadius == 4)
        scene.window.clock.advance(by: 0.3)
        #expect(transition.lastRestoration?.isClean == true)
        #expect(source.layer.shadowOpacity == 0.6)
    }

    @Test func aViewThatClipsShowsNoShadowAndItsFlyerCastsNone() throws {
        // As in UIKit, clipsToBounds hides the view's shadow at rest: the flyer must not show it
        // for the flight and drop it on the last frame.
        scene.back.view.backgroundColor = Color(white: 0.95)
        let source = scene.tagged("tile", CGRect(x: 10, y: 10, width: 40, height: 40), in: scene.back.view, color: .blue)
        let destination = scene.tagged("tile", CGRect(x: 0, y: 100, width: 100, height: 100), in: scene.fore.view, color: .blue)
        for view in [source, destination] {
            view.clipsToBounds = true
            view.layer.shadowOpacity = 0.6
            view.layer.shadowRadius = 6
        }
        #expect(SharedElementShadow.pair(source: source.layer, destination: destination.layer) == nil)
        destination.clipsToBounds = false
        let (from, to) = try #require(SharedElementShadow.pair(source: source.layer, destination: destination.layer))
        #expect(from.opacity == 0 && abs(to.opacity - 0.6) < 1e-6)
        destination.clipsToBounds = true
        let (transition, _) = try scene.presentLinearly()
        let flyer = try #require(transition.activeFlights.first?.flyer)
        scene.window.clock.advance(by: 0.25)
        #expect(flyer.layer.shadowOpacity == 0)
        scene.window.clock.advance(by: 0.3)
        #expect(transition.lastRestoration?.isClean == true)
        #expect(source.layer.shadowOpacity == 0.6 && source.clipsToBounds)
    }

    /// A clipping card inside a wrapper that casts the card's shadow (no background of its own,
    /// no clip, the card its only subview): the flyer casts the wrapper's shadow, so the first
    /// frame is the screen at rest and the shadow fades out over the flight instead of
    /// vanishing with the card.
    @Test func aShadowOnAWrapperAroundAClippingCardFliesWithTheCard() throws {
        scene.back.view.backgroundColor = Color(white: 0.95)
        let wrapper = View(frame: CGRect(x: 20, y: 20, width: 40, height: 40))
        shadowed(wrapper, radius: 8, opacity: 0.6, blur: 4, dy: 3)
        scene.back.view.addSubview(wrapper)
        let card = scene.tagged("tile", wrapper.bounds, in: wrapper, color: .blue)
        card.layer.cornerRadius = 8
        card.clipsToBounds = true
        scene.tagged("tile", CGRect(x: 0, y: 100, width: 100, height: 100), in: scene.fore.view, color: .blue)
        let (transition, rest) = try scene.presentLinearly()
        #expect(matchingTestDifferingPixels(rest, try scene.window.render()) == 0, "the shadow is there on the first frame")
        let flyer = try #require(transition.activeFlights.first?.flyer)
        #expect(abs(flyer.layer.shadowOpacity - 0.6) < 1e-6 && flyer.layer.shadowRadius == 4)
        scene.window.clock.advance(by: 0.2)
        #expect(abs(flyer.layer.shadowOpacity - 0.3) < 1e-6)
        scene.window.clock.advance(by: 0.3)
        #expect(transition.lastRestoration?.isClean == true)
        #expect(wrapper.layer.shadowOpacity == 0.6 && card.layer.shadowOpacity == 0 && card.clipsToBounds)
        // A wrapper that draws a background of its own casts its own shadow: not taken.
        wrapper.backgroundColor = .red
        #expect(SharedElementShadow.pair(source: card.layer, destination: card.layer) == nil)
    }

    @Test func shadowsMixAndAMissingOneIsTransparent() throws {
        let a = Layer(), b = Layer()
        #expect(SharedElementShadow.pair(source: a, destination: b) == nil)
        a.shadowOpacity = 0.5; a.shadowRadius = 2; a.shadowOffset = CGSize(width: 0, height: 2)
        let (from, to) = try #require(SharedElementShadow.pair(source: a, destination: b))
        #expect(from.opacity == 0.5 && to.opacity == 0 && to.radius == 2 && to.offset == from.offset)
        b.shadowOpacity = 1; b.shadowRadius = 10; b.shadowOffset = CGSize(width: 4, height: 8)
        let (x, y) = try #require(SharedElementShadow.pair(source: a, destination: b))
        let mid = x.mixed(with: y, 0.5)
        #expect(mid.opacity == 0.75 && mid.radius == 6 && mid.offset == CGSize(width: 2, height: 5))
        a.shadowRadius = .nan
        #expect(SharedElementShadow.pair(source: a, destination: b)?.0.radius == 0)
    }

    /// A shadowed card with a picture flush with its edges and a bold title: its flyer's first
    /// frame is the screen at rest to the byte. (The flyer's square clip once thinned the
    /// picture's edge pixels a second time, and the title's glyphs, which may reach past its
    /// bounds, moved the grid the card's shadow was drawn on: both changed the shadow a little.)
    @Test func aCardWithAPictureToItsEdgesAndATitleStartsAtRest() throws {
        let scene = MatchingTestScene(size: CGSize(width: 260, height: 400))
        scene.back.view.backgroundColor = Color(white: 0.93)
        let card = scene.tagged("card", CGRect(x: 20, y: 100, width: 170, height: 220), in: scene.back.view, color: .white)
        shadowed(card, radius: 16, opacity: 0.2, blur: 12, dy: 6)
        scene.tagged(nil, CGRect(x: 0, y: 0, width: 170, height: 140), in: card, color: .blue)
        let title = Label(frame: CGRect(x: 12, y: 150, width: 146, height: 24))
        title.text = "Rings"
        title.font = try Font.boldSystemFont(ofSize: 18)
        card.addSubview(title)
        scene.tagged("card", CGRect(x: 0, y: 0, width: 260, height: 340), in: scene.fore.view, color: .white)
        let (transition, rest) = try scene.presentLinearly()
        #expect(matchingTestDifferingPixels(rest, try scene.window.render(), tolerance: 0) == 0)
        // The flyer, not the card, is what shows.
        #expect(card.isHidden && transition.activeFlights.first?.flyer.isHidden == false)
    }
}
