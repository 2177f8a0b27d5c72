import Foundation
import Testing
import SharedElements
import SharedElementsTestSupport

/// A view with rounded corners that does not clip its content (`clipsToBounds` off) rounds its
/// background only: a picture at its top keeps square corners at rest. Its flyer rounds what it
/// draws itself and clips the snapshots only as each end clips, so the corners do not round off
/// on the first frame.
@MainActor
@Suite struct SharedElementContentCornerTests {
    /// A rounded white card at (20, 30) holding a blue strip along its top edge; its partner, a
    /// larger card, `clips` or not.
    func cards(_ scene: MatchingTestScene, destinationClips: Bool) -> (card: View, big: View) {
        scene.back.view.backgroundColor = Color(white: 0.85)
        let card = scene.tagged("card", CGRect(x: 20, y: 30, width: 100, height: 80), in: scene.back.view, color: .white)
        card.layer.cornerRadius = 16
        scene.tagged(nil, CGRect(x: 0, y: 0, width: 100, height: 30), in: card, color: .blue)
        let big = scene.tagged("card", CGRect(x: 10, y: 120, width: 130, height: 120), in: scene.fore.view, color: .white)
        big.layer.cornerRadius = 24
        big.clipsToBounds = destinationClips
        scene.tagged(nil, CGRect(x: 0, y: 0, width: 130, height: 50), in: big, color: .blue)
        return (card, big)
    }

    @Test func aCardThatDoesNotClipKeepsItsSquarePictureCornersOnTheFirstFrame() throws {
        let scene = MatchingTestScene(size: CGSize(width: 150, height: 250))
        _ = cards(scene, destinationClips: true)
        let (transition, rest) = try scene.presentLinearly()
        #expect(matchingTestDifferingPixels(rest, try scene.window.render(), tolerance: 2) == 0)
        let flight = try #require(transition.activeFlights.first)
        #expect(flight.contentCornerRadius == 0 && flight.flyer.layer.cornerRadius == 16)
        // Half way the snapshots' clip has grown half way to the clipping destination's 24.
        scene.window.clock.advance(by: 0.2)
        #expect(abs(flight.contentCornerRadius - 12) < 1e-6)
        // The top-left corner pixel of the picture is blue at rest (not rounded off).
        #expect(rest[20, 30] == Color.blue.premultiplied)
    }

    @Test func cardsThatClipRoundTheirSnapshotsWithTheFlyer() throws {
        let scene = MatchingTestScene(size: CGSize(width: 150, height: 250))
        let (card, _) = cards(scene, destinationClips: true)
        card.clipsToBounds = true
        let (transition, _) = try scene.presentLinearly()
        let flight = try #require(transition.activeFlights.first)
        #expect(flight.contentCornerRadii == nil)
        scene.window.clock.advance(by: 0.2)
        #expect(flight.contentCornerRadius == flight.flyer.layer.cornerRadius)
    }
}
