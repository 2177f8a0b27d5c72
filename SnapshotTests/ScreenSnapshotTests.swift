import Foundation
import SharedElements
import Snapshotting
import Testing

/// Committed references of a view, a screen and a transition, in `__Snapshots__/ScreenSnapshotTests/`.
@MainActor
@Suite struct ScreenSnapshotTests {
    @Test func profileCard() {
        assertSnapshot(of: ProfileCardView())
    }

    @Test func profileCardLayer() {
        let card = ProfileCardView()
        card.layoutIfNeeded()
        assertSnapshot(of: card.layer, named: "layer", scale: 1)
    }

    @Test func detailScreen() {
        assertSnapshot(of: DetailScreen())
    }

    @Test func zoomCard() {
        let zoom = TransitionRecording(.animator(ZoomCardAnimator()), from: PlainScreen(.systemBlue), to: DetailScreen(),
                                       direction: .forward, size: CGSize(width: 160, height: 240), scale: 1)
        assertSnapshot(of: zoom, as: .filmStrip)
    }

    @Test func cardFlip() {
        let cards = CardsScreen()
        let flip = TransitionRecording(.transition(CardFlipTransition(card: cards.card)), from: cards, to: DetailScreen(),
                                       at: [0, 0.25, 0.5, 0.75, 1], size: CGSize(width: 180, height: 320), scale: 1)
        assertSnapshot(of: flip, as: .filmStrip)
    }

    @Test func noOrphanedSnapshots() {
        assertNoOrphanedSnapshots()
    }
}
