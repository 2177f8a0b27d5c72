import Foundation

/// Supplies the objects of a modal transition (`UIViewControllerTransitioningDelegate`). Set it
/// on the presented controller's `transitioningDelegate` (held weakly, as in UIKit). Every
/// method is optional: `nil` means the runtime's default.
///
/// ```swift
/// final class TransitionManager: ViewControllerTransitioningDelegate {
///     func animationController(forPresented presented: ViewController, presenting: ViewController,
///                              source: ViewController) -> ViewControllerAnimatedTransitioning? { SlideAnimator() }
/// }
/// detail.transitioningDelegate = manager
/// ```
@MainActor
public protocol ViewControllerTransitioningDelegate: AnyObject {
    /// The animator for presenting `presented` over `presenting` (`source`: the controller
    /// `present` was called on).
    func animationController(
        forPresented presented: ViewController, presenting: ViewController, source: ViewController
    ) -> ViewControllerAnimatedTransitioning?
    /// The animator for dismissing `dismissed`.
    func animationController(forDismissed dismissed: ViewController) -> ViewControllerAnimatedTransitioning?
    /// An interaction controller for the presentation, given its animator.
    func interactionControllerForPresentation(
        using animator: ViewControllerAnimatedTransitioning
    ) -> ViewControllerInteractiveTransitioning?
    /// An interaction controller for the dismissal, given its animator.
    func interactionControllerForDismissal(
        using animator: ViewControllerAnimatedTransitioning
    ) -> ViewControllerInteractiveTransitioning?
    /// The presentation controller for a `.custom` presentation.
    func presentationController(
        forPresented presented: ViewController, presenting: ViewController?, source: ViewController
    ) -> PresentationController?
}

extension ViewControllerTransitioningDelegate {
    public func animationController(
        forPresented presented: ViewController, presenting: ViewController, source: ViewController
    ) -> ViewControllerAnimatedTransitioning? { nil }
    public func animationController(forDismissed dismissed: ViewController) -> ViewControllerAnimatedTransitioning? { nil }
    public func interactionControllerForPresentation(
        using animator: ViewControllerAnimatedTransitioning
    ) -> ViewControllerInteractiveTransitioning? { nil }
    public func interactionControllerForDismissal(
        using animator: ViewControllerAnimatedTransitioning
    ) -> ViewControllerInteractiveTransitioning? { nil }
    public func presentationController(
        forPresented presented: ViewController, presenting: ViewController?, source: ViewController
    ) -> PresentationController? { nil }
}
