import Foundation
import SharedElements

/// Forwards every request to the wrapped delegate and remembers the animator it handed out.
@MainActor
package final class ForwardingTransitioningDelegate: ViewControllerTransitioningDelegate {
    let wrapped: ViewControllerTransitioningDelegate
    package private(set) var animator: ViewControllerAnimatedTransitioning?

    package init(_ wrapped: ViewControllerTransitioningDelegate) { self.wrapped = wrapped }

    package func animationController(
        forPresented presented: ViewController, presenting: ViewController, source: ViewController
    ) -> ViewControllerAnimatedTransitioning? {
        animator = wrapped.animationController(forPresented: presented, presenting: presenting, source: source)
            ?? DefaultDurationAnimator.placeholder
        return animator === DefaultDurationAnimator.placeholder ? nil : animator
    }

    package func animationController(forDismissed dismissed: ViewController) -> ViewControllerAnimatedTransitioning? {
        animator = wrapped.animationController(forDismissed: dismissed) ?? DefaultDurationAnimator.placeholder
        return animator === DefaultDurationAnimator.placeholder ? nil : animator
    }

    package func interactionControllerForPresentation(
        using animator: ViewControllerAnimatedTransitioning
    ) -> ViewControllerInteractiveTransitioning? { wrapped.interactionControllerForPresentation(using: animator) }

    package func interactionControllerForDismissal(
        using animator: ViewControllerAnimatedTransitioning
    ) -> ViewControllerInteractiveTransitioning? { wrapped.interactionControllerForDismissal(using: animator) }

    package func presentationController(
        forPresented presented: ViewController, presenting: ViewController?, source: ViewController
    ) -> PresentationController? {
        wrapped.presentationController(forPresented: presented, presenting: presenting, source: source)
    }
}
