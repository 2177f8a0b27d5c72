import Foundation
import Testing
import SharedElements
import SharedElementsTestSupport

/// A flyer keeps every clip its view sits in while they are axis-aligned: a photo in a rounded
/// card scrolled half under the top of a clipping list starts cut by both, and a photo in a
/// clipping view of zero height starts hidden.
@MainActor
@Suite struct SharedElementNestedClipTests {
    let scene = MatchingTestScene(size: CGSize(width: 100, height: 200))

    /// A clipping list (from y = 40) holding a rounded, clipping card that starts above the
    /// list's top (y = 20 in the window), which holds a photo filling it; the photo's partner
    /// fills the bottom half of the fore screen.
    func photoInCardInList() -> (list: View, card: View, photo: View) {
        scene.back.view.backgroundColor = Color(white: 0.5)
        let list = View(frame: CGRect(x: 0, y: 40, width: 100, height: 120))
        list.clipsToBounds = true
        list.backgroundColor = .white
        scene.back.view.addSubview(list)
        let card = View(frame: CGRect(x: 10, y: -20, width: 60, height: 50))
        card.layer.cornerRadius = 16
        card.clipsToBounds = true
        list.addSubview(card)
        let photo = scene.tagged("photo", card.bounds, in: card, color: .blue)
        scene.tagged("photo", CGRect(x: 0, y: 100, width: 100, height: 100), in: scene.fore.view, color: .blue)
        return (list, card, photo)
    }

    @Test func theClipsAreTheCardAndAroundItTheList() throws {
        let (_, card, photo) = photoInCardInList()
        let clips = SharedElementClip.clippingAncestors(of: photo, container: scene.window)
        #expect(clips.inner == SharedElementClip.Edge(rect: CGRect(x: 0, y: 0, width: 60, height: 50), radius: 16))
        // The list in the photo's space: its top is 20 points into the photo.
        #expect(clips.outer?.rect == CGRect(x: -10, y: 20, width: 100, height: 120) && clips.outer?.radius == 0)
        // A card scrolled wholly into the list: the list cuts nothing more.
        card.frame.origin.y = 10
        #expect(SharedElementClip.clippingAncestors(of: photo, container: scene.window).outer == nil)
    }

    @Test func theFirstFrameIsTheScreenAtRest() throws {
        _ = photoInCardInList()
        let (transition, rest) = try scene.presentLinearly()
        let first = try scene.window.render()
        #expect(matchingTestDifferingPixels(rest, first) == 0)
        let flight = try #require(transition.activeFlights.first)
        let outer = try #require(flight.outerClipView)
        #expect(flight.root === outer && flight.clipView?.superview === outer)
        #expect(outer.frame == CGRect(x: 0, y: 40, width: 100, height: 120))
        // Half way the outer clip is half way from the list to the window.
        scene.window.clock.advance(by: 0.2)
        #expect(isClose(outer.frame, CGRect(x: 0, y: 20, width: 100, height: 160), abs: 1e-9))
        scene.window.clock.advance(by: 0.3)
        #expect(outer.superview == nil)
        #expect(transition.lastRestoration?.isClean == true)
    }

    @Test func theDismissalClosesOnTheCardInTheList() throws {
        _ = photoInCardInList()
        let rest = try scene.window.render()
        let (transition, _) = try scene.presentLinearly()
        scene.window.clock.advance(by: 0.5)
        scene.fore.dismiss(animated: true)
        let flight = try #require(transition.activeFlights.first)
        let outer = try #require(flight.outerClipView)
        // It starts as the whole window and closes on the list.
        #expect(outer.frame == scene.window.bounds)
        scene.window.clock.advance(by: 0.4 - 1e-9)
        #expect(isClose(outer.frame, CGRect(x: 0, y: 40, width: 100, height: 120), abs: 1e-6))
        let last = try scene.window.render()
        #expect(matchingTestDifferingPixels(rest, last) == 0)
        scene.window.clock.advance(by: 0.1)
        #expect(transition.lastRestoration?.isClean == true)
        #expect(matchingTestDifferingPixels(rest, try scene.window.render()) == 0)
    }

    @Test func theNearestClipAloneWouldShowThePhotoAboveTheList() throws {
        let (list, _, _) = photoInCardInList()
        let rest = try scene.window.render()
        // Without the list's clip at rest, the card's top shows over the grey screen: the frame the
        // flight would start on if it kept only the nearest clip.
        list.clipsToBounds = false
        #expect(matchingTestDifferingPixels(rest, try scene.window.render()) > 100)
    }

    @Test func aPhotoInAZeroHeightClipStartsHiddenAndArrives() throws {
        scene.back.view.backgroundColor = Color(white: 0.5)
        let shutter = View(frame: CGRect(x: 10, y: 30, width: 60, height: 0))
        shutter.clipsToBounds = true
        scene.back.view.addSubview(shutter)
        let photo = scene.tagged("photo", CGRect(x: 0, y: 0, width: 60, height: 50), in: shutter, color: .blue)
        scene.tagged("photo", CGRect(x: 0, y: 100, width: 100, height: 100), in: scene.fore.view, color: .blue)
        let edge = try #require(SharedElementClip.clippingAncestors(of: photo, container: scene.window).inner)
        #expect(edge.rect.width == 0 && edge.rect.height == 0)
        let (transition, rest) = try scene.presentLinearly()
        #expect(matchingTestDifferingPixels(rest, try scene.window.render()) == 0)
        scene.window.clock.advance(by: 0.2)
        // Half way the photo shows, growing out of the shutter.
        let mid = try scene.window.render()
        let blue = (0..<mid.height).reduce(0) { n, y in n + (0..<mid.width).filter { mid[$0, y].b > 200 && mid[$0, y].r < 60 }.count }
        #expect(blue > 500)
        scene.window.clock.advance(by: 0.3)
        #expect(transition.lastRestoration?.isClean == true)
        #expect(photo.superview === shutter && photo.alpha == 1 && !photo.isHidden)
    }
}
