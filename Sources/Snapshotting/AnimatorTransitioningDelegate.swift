import Foundation
import SharedElements

/// Hands out one animator for presenting and dismissing.
@MainActor
package final class AnimatorTransitioningDelegate: ViewControllerTransitioningDelegate {
    package let animator: ViewControllerAnimatedTransitioning
    package init(_ animator: ViewControllerAnimatedTransitioning) { self.animator = animator }

    package func animationController(
        forPresented presented: ViewController, presenting: ViewController, source: ViewController
    ) -> ViewControllerAnimatedTransitioning? { animator }
    package func animationController(forDismissed dismissed: ViewController) -> ViewControllerAnimatedTransitioning? { animator }
}
