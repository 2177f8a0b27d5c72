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

    @Test func noOrphanedSnapshots() {
        assertNoOrphanedSnapshots()
    }
}
