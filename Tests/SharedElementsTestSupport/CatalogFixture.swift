import Foundation
import SharedElements

/// Test support for the element transitions of the catalog: a gallery window (an aspect-fill
/// thumbnail over a 4:3 photo), frames read from presentation values, and a delegate that makes
/// any transition controller interactive.
@MainActor
package enum CatalogFixture {
    /// A 400 x 300 picture (4:3).
    package static func photo() -> Image? {
        (try? ImageGenerator.rings(width: 400, height: 300)).map { Image(bitmap: $0) }
    }

    /// The frame a layer shows now (its presentation bounds around its presentation position).
    package static func presentedFrame(_ view: View) -> CGRect {
        let p = view.layer.presentation()!
        return CGRect(x: p.position.x - p.bounds.width * p.anchorPoint.x, y: p.position.y - p.bounds.height * p.anchorPoint.y,
                      width: p.bounds.width, height: p.bounds.height)
    }

    package static func differingPixels(_ a: Bitmap, _ b: Bitmap) -> Int {
        guard a.width == b.width, a.height == b.height else { return Int.max }
        var n = 0
        a.withUnsafePixels { pa in b.withUnsafePixels { pb in for i in 0..<(a.width * a.height) where pa[i] != pb[i] { n += 1 } } }
        return n
    }

    /// A 200 x 300 window at scale 1: the grid (blue) with a 60 x 60 aspect-fill thumbnail at
    /// (20, 40), radius 8; the viewer (black) with a 200 x 200 aspect-fit photo at (0, 50).
    @MainActor package final class Gallery {
        package let window = Window(size: CGSize(width: 200, height: 300), scale: 1)
        package let grid = ViewController()
        package let viewer = ViewController()
        package let thumbnail = ImageView(frame: CGRect(x: 20, y: 40, width: 60, height: 60))
        package let photo = ImageView(frame: CGRect(x: 0, y: 50, width: 200, height: 200))

        package init() {
            grid.view.backgroundColor = .systemBlue
            thumbnail.image = CatalogFixture.photo()
            thumbnail.contentMode = .scaleAspectFill
            thumbnail.clipsToBounds = true
            thumbnail.layer.cornerRadius = 8
            thumbnail.transitionID = "photo"
            grid.view.addSubview(thumbnail)
            viewer.view.backgroundColor = .black
            photo.image = CatalogFixture.photo()
            photo.contentMode = .scaleAspectFit
            photo.transitionID = "photo"
            viewer.view.addSubview(photo)
            window.rootViewController = grid
        }
    }
}

/// Hands out a transition controller's animators with an interaction controller for both ways.
@MainActor
package final class InteractiveTransitioningDelegate: ViewControllerTransitioningDelegate {
    package let base: TransitionController
    package let interaction = PercentDrivenInteractiveTransition()

    package init(_ base: TransitionController) { self.base = base }

    package func animationController(
        forPresented presented: ViewController, presenting: ViewController, source: ViewController
    ) -> ViewControllerAnimatedTransitioning? {
        base.animationController(forPresented: presented, presenting: presenting, source: source)
    }

    package func animationController(forDismissed dismissed: ViewController) -> ViewControllerAnimatedTransitioning? {
        base.animationController(forDismissed: dismissed)
    }

    package func interactionControllerForPresentation(using animator: ViewControllerAnimatedTransitioning) -> ViewControllerInteractiveTransitioning? {
        interaction
    }

    package func interactionControllerForDismissal(using animator: ViewControllerAnimatedTransitioning) -> ViewControllerInteractiveTransitioning? {
        interaction
    }
}
