import Foundation
import Testing
import SharedElements
import SharedElementsTestSupport

/// A flyer keeps the clip of an ancestor that is not axis-aligned in the container: a dot in a
/// turned, rounded card starts cut by the card's turned, rounded bounds (not by their bounding
/// box), so the first frame is the screen at rest, and the clip opens up from there.
@MainActor
@Suite struct SharedElementTurnedClipTests {
    let scene = MatchingTestScene(size: CGSize(width: 150, height: 250))

    /// A rounded, clipping card turned by `angle` on a grey back screen, holding a red square
    /// (turned by `turn` inside it) that sticks out of its top-left corner; its partner is a large
    /// square on the fore screen.
    @discardableResult
    func dotInCard(angle: CGFloat = -10 * .pi / 180, turn: CGFloat = 0) -> (card: View, dot: View) {
        let card = View(frame: CGRect(x: 25, y: 150, width: 100, height: 60))
        card.backgroundColor = .white
        card.layer.cornerRadius = 15
        card.clipsToBounds = true
        card.transform = AffineTransform(rotationAngle: angle)
        scene.back.view.addSubview(card)
        scene.back.view.backgroundColor = Color(white: 0.5)
        let dot = scene.tagged("dot", CGRect(x: -10, y: -10, width: 50, height: 50), in: card)
        dot.transform = AffineTransform(rotationAngle: turn)
        scene.tagged("dot", CGRect(x: 25, y: 20, width: 100, height: 100), in: scene.fore.view)
        return (card, dot)
    }

    /// The corners of `view`'s bounds in the window.
    func corners(_ view: View) -> [CGPoint] {
        let b = view.bounds
        return [CGPoint(x: b.minX, y: b.minY), CGPoint(x: b.maxX, y: b.minY), CGPoint(x: b.minX, y: b.maxY),
                CGPoint(x: b.maxX, y: b.maxY)].map { view.convert($0, to: nil) }
    }

    @Test func theFirstFrameOutOfATurnedRoundedCardIsTheScreenAtRest() throws {
        let (card, _) = dotInCard()
        let (transition, rest) = try scene.presentLinearly()
        let first = try scene.window.render()
        #expect(matchingTestDifferingPixels(rest, first, tolerance: 0) == 0)
        let flight = try #require(transition.activeFlights.first)
        let clip = try #require(flight.clipView)
        // The clip view is the card again: its corners are the card's, turned and rounded alike.
        #expect(zip(corners(clip), corners(card)).allSatisfy { isClose($0, $1, abs: 1e-9) })
        #expect(clip.layer.cornerRadius == 15 && clip.bounds.size == card.bounds.size)
        // The flyer inside keeps container coordinates.
        let flyer = flight.flyer
        #expect(isClose(flyer.convert(flyer.bounds, to: nil), flight.currentGeometry.frame, abs: 1e-9))
        #expect(flyer.superview === flight.unturn && flight.unturn?.superview === clip)
        // On the first frame the turned dot itself stands in for its flyer; the flyer, shown
        // instead, is the screen at rest too (a solid square resamples to itself).
        let dot = try #require(flight.sourceView)
        #expect(flight.root.isHidden && !dot.isHidden)
        flight.root.isHidden = false
        dot.isHidden = true
        #expect(matchingTestDifferingPixels(rest, try scene.window.render(), tolerance: 0) == 0)
        // A control: without the clip the dot's corner that the card cuts off shows.
        clip.clipsToBounds = false
        #expect(matchingTestDifferingPixels(rest, try scene.window.render()) > 10)
        clip.clipsToBounds = true
        flight.root.isHidden = true
        dot.isHidden = false
    }

    @Test func theTurnedClipOpensUpToTheContainerAndTheFlightEndsClean() throws {
        dotInCard()
        let (transition, _) = try scene.presentLinearly()
        let flight = try #require(transition.activeFlights.first)
        let clip = try #require(flight.clipView)
        let bounds = try #require(clip.superview?.bounds)
        scene.window.clock.advance(by: 0.2)
        // Half way: half turned back, half way in size to the container's, radius halved.
        let t = clip.layer.transform
        #expect(isClose(atan2(Double(t.m12), Double(t.m11)), -5 * .pi / 180, abs: 1e-9))
        #expect(isClose(clip.bounds.size, CGSize(width: (100 + bounds.width) / 2, height: (60 + bounds.height) / 2), abs: 1e-9))
        #expect(isClose(Double(clip.layer.cornerRadius), 7.5, abs: 1e-9))
        let flyer = flight.flyer
        #expect(isClose(flyer.convert(flyer.bounds, to: nil), flight.currentGeometry.frame, abs: 1e-9))
        // The view holding the flyer has the container's coordinates (tools that draw a flyer
        // alone in its superview's space rely on it).
        let unturn = try #require(flight.unturn)
        let probe = CGRect(x: 7, y: 30, width: 40, height: 20)
        #expect(isClose(unturn.convert(probe, to: clip.superview), probe, abs: 1e-9))
        scene.window.clock.advance(by: 0.3)
        #expect(clip.superview == nil)
        #expect(transition.lastRestoration?.isClean == true)
    }

    @Test func aDismissalClosesOnTheTurnedCard() throws {
        let (card, dot) = dotInCard()
        let (transition, _) = try scene.presentLinearly()
        scene.window.clock.advance(by: 0.5)
        scene.fore.dismiss(animated: true)
        let flight = try #require(transition.activeFlights.first)
        #expect(flight.destinationView === dot)
        let clip = try #require(flight.clipView)
        flight.apply(1)
        #expect(zip(corners(clip), corners(card)).allSatisfy { isClose($0, $1, abs: 1e-9) })
        scene.window.clock.advance(by: 0.5)
        #expect(clip.superview == nil)
        #expect(transition.lastRestoration?.isClean == true)
    }

    @Test func anElementTurnedInsideAnUprightCardStartsCutByIt() throws {
        let (card, _) = dotInCard(angle: 0, turn: 20 * .pi / 180)
        let (transition, rest) = try scene.presentLinearly()
        #expect(matchingTestDifferingPixels(rest, try scene.window.render(), tolerance: 0) == 0)
        let clip = try #require(transition.activeFlights.first?.clipView)
        #expect(zip(corners(clip), corners(card)).allSatisfy { isClose($0, $1, abs: 1e-9) })
    }

    @Test func aCardRoundingSomeCornersKeepsThemOnTheFirstFrame() throws {
        let (card, _) = dotInCard(angle: 0)
        card.layer.maskedCorners = [.layerMaxXMinYCorner, .layerMinXMaxYCorner]
        let (transition, rest) = try scene.presentLinearly()
        #expect(matchingTestDifferingPixels(rest, try scene.window.render(), tolerance: 0) == 0)
        let clip = try #require(transition.activeFlights.first?.clipView)
        #expect(clip.layer.maskedCorners == [.layerMaxXMinYCorner, .layerMinXMaxYCorner])
        scene.window.clock.advance(by: 0.5)
        #expect(transition.lastRestoration?.isClean == true)
    }

    @Test func anUprightCardStillClipsWithAFrame() throws {
        let (card, _) = dotInCard(angle: 0)
        let (transition, rest) = try scene.presentLinearly()
        #expect(matchingTestDifferingPixels(rest, try scene.window.render(), tolerance: 0) == 0)
        let clip = try #require(transition.activeFlights.first?.clipView)
        let flight = try #require(transition.activeFlights.first)
        #expect(clip.layer.transform.isIdentity && flight.unturn == nil && flight.flyer.superview === clip)
        #expect(isClose(clip.frame, card.frame, abs: 1e-9))
    }
}
