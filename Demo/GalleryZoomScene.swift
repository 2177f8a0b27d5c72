import Foundation
import SharedElements
import ShowcaseScreens

extension ShowcaseScene {
    /// A photo grid: a square thumbnail zooms into the whole photo over a dimming black, and back.
    static func galleryZoom() -> ShowcaseScene {
        ShowcaseScene(
            name: "gallery-zoom",
            caption: "ZoomTransition: a square aspect-fill thumbnail opens into the whole aspect-fit photo without stretching while the library dims to black, then zooms back into its cell."
        ) { window in
            let size = window.bounds.size
            let grid = PhotoGridScreen(size: size)
            window.rootViewController = grid
            let viewer = PhotoViewerScreen(size: size, index: 4)
            viewer.transitionController.transition = ZoomTransition(transitionID: "photo-4", duration: 0.5)
            return [
                Step(time: 0.25) { grid.present(viewer, animated: true) },
                Step(time: 1.35) { viewer.dismiss(animated: true) },
            ]
        }
    }
}
