import SharedElements
import Snapshotting
import Testing

@MainActor @Suite struct GalleryZoomTests {
    /// Frames at 0, ¼, ½, ¾ and the end of the zoom, against references in __Snapshots__.
    @Test func zoomOpens() {
        let zoom = TransitionRecording(.transition(ZoomTransition(transitionID: "photo-4")),
                                       from: PhotoGridViewController(), to: PhotoViewerViewController(photoIndex: 4), scale: 1)
        assertSnapshot(of: zoom, as: .filmStrip)
    }

    /// The dismissal: the photo shrinks back into its cell.
    @Test func zoomCloses() {
        let zoom = TransitionRecording(.transition(ZoomTransition(transitionID: "photo-4")),
                                       from: PhotoGridViewController(), to: PhotoViewerViewController(photoIndex: 4),
                                       direction: .backward, scale: 1)
        assertSnapshot(of: zoom, as: .filmStrip)
    }

    /// Every frame at 60 fps, both ways, checked by the transition linter: no reference needed.
    @Test func zoomIsLintClean() {
        for direction in [TransitionDirection.forward, .backward] {
            let zoom = TransitionRecording(.transition(ZoomTransition(transitionID: "photo-4")),
                                           from: PhotoGridViewController(), to: PhotoViewerViewController(photoIndex: 4),
                                           direction: direction, scale: 1)
            assertSnapshot(of: zoom, as: .lint())
        }
    }

    @Test func noOrphanedSnapshots() {
        assertNoOrphanedSnapshots()
    }
}
