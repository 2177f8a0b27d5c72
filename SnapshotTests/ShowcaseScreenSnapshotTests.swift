import Foundation
import SharedElements
import ShowcaseScreens
import Snapshotting
import Testing

/// The showcase app's screens, still, at 240 x 520 points and scale 1: what the demo and the
/// catalog film strips are made of.
@MainActor
@Suite struct ShowcaseScreenSnapshotTests {
    static let size = CGSize(width: 240, height: 520)

    @Test func petList() { assertSnapshot(of: PetListScreen(size: Self.size), size: Self.size, scale: 1) }
    @Test func petDetail() { assertSnapshot(of: PetDetailScreen(size: Self.size, index: 0), size: Self.size, scale: 1) }
    @Test func petCard() { assertSnapshot(of: PetCardScreen(size: Self.size), size: Self.size, scale: 1) }
    @Test func petReveal() {
        for pet in Pet.all.prefix(4) {
            assertSnapshot(of: PetRevealScreen(size: Self.size, pet: pet), named: pet.kind.rawValue, size: Self.size, scale: 1)
        }
    }
    @Test func photoGrid() { assertSnapshot(of: PhotoGridScreen(size: Self.size), size: Self.size, scale: 1) }
    @Test func photoViewer() { assertSnapshot(of: PhotoViewerScreen(size: Self.size, index: 4), size: Self.size, scale: 1) }
    @Test func today() { assertSnapshot(of: TodayScreen(size: Self.size), size: Self.size, scale: 1) }
    @Test func story() { assertSnapshot(of: StoryScreen(size: Self.size, index: 0), size: Self.size, scale: 1) }

    @Test func noOrphanedSnapshots() {
        assertNoOrphanedSnapshots()
    }
}
