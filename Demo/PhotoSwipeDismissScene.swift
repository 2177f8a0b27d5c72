import Foundation
import SharedElements
import ShowcaseScreens

extension ShowcaseScene {
    /// A photo opens from the library with shared elements; then scripted swipes down on the
    /// photo drive the dismissal: a short slow one that is cancelled (the photo springs back),
    /// and a flick that completes (the photo shrinks back into its cell).
    static func photoSwipeDismiss() -> ShowcaseScene {
        ShowcaseScene(
            name: "photo-swipe-dismiss",
            caption: "Swipe down to dismiss: a photo opened with SharedElementTransition follows the finger and shrinks as it is dragged down while the library shows through; a short slow drag is cancelled and springs back, a flick completes and the photo lands in its cell.",
            length: 3.2
        ) { window in
            let size = window.bounds.size
            let grid = PhotoGridScreen(size: size)
            window.rootViewController = grid
            let viewer = PhotoViewerScreen(size: size, index: 4)
            viewer.transitionController.transition = SharedElementTransition()
            let swipe = TransitionInteractiveController(viewController: viewer, pan: .regular(.down), action: .dismiss)
            swipe.distance = 300   // a third of the screen drags the photo all the way home
            let x = size.width / 2, y = size.height * 0.45
            let slow = TouchScript.drag(
                through: [CGPoint(x: x, y: y), CGPoint(x: x + 20, y: y + 110), CGPoint(x: x + 28, y: y + 160)],
                duration: 0.55, lift: false)
                .followed(by: TouchScript(steps: [.init(time: 0, phase: .ended, location: CGPoint(x: x + 28, y: y + 160))]), after: 0.2)
            let flick = TouchScript.swipe(from: CGPoint(x: x, y: y), to: CGPoint(x: x - 30, y: y + 140), duration: 0.14)
            var steps = [Step(time: 0.2) { grid.present(viewer, animated: true) }]
            steps += touchSteps(slow, at: 0.9, in: window) + touchSteps(flick, at: 2.2, in: window)
            return steps + [Step(time: 3.19) { _ = swipe }]
        }
    }
}
