import Foundation

/// Manages a presented controller's place on screen from presentation to dismissal
/// (`UIPresentationController`): the container view, the presented view's frame, extra chrome
/// (a dimming view) and whether the presenter's view is removed.
///
/// Subclass it and return it from
/// ``ViewControllerTransitioningDelegate/presentationController(forPresented:presenting:source:)``
/// for a `.custom` presentation.
///
/// ```swift
/// final class HalfSheetPresentation: PresentationController {
///     override var frameOfPresentedViewInContainerView: CGRect {
///         guard let bounds = containerView?.bounds else { return .zero }
///         return CGRect(x: 0, y: bounds.midY, width: bounds.width, height: bounds.height / 2)
///     }
/// }
/// ```
@MainActor
open class PresentationController {
    /// The controller being presented.
    public let presentedViewController: ViewController
    /// The controller it is presented over (set when the presentation starts).
    public package(set) var presentingViewController: ViewController!
    /// The view the presentation happens in, covering the window; `nil` until the presentation
    /// starts.
    public package(set) var containerView: View?

    /// A presentation controller for `presentedViewController`, presented over `presentingViewController`.
    public init(presentedViewController: ViewController, presenting presentingViewController: ViewController?) {
        self.presentedViewController = presentedViewController
        self.presentingViewController = presentingViewController
    }

    /// The view that is animated in: the presented controller's view.
    open var presentedView: View? { presentedViewController.view }

    /// Where the presented view ends up, in container coordinates: the whole container.
    open var frameOfPresentedViewInContainerView: CGRect { containerView?.bounds ?? .zero }

    /// Whether the presenter's view is removed once the presentation completes (false: it stays
    /// underneath, and gets no appearance callbacks).
    open var shouldRemovePresentersView: Bool { false }

    /// Called before the presentation's animator starts.
    open func presentationTransitionWillBegin() {}
    /// Called after the presentation ended; `completed` is false when it was cancelled.
    open func presentationTransitionDidEnd(_ completed: Bool) {}
    /// Called before the dismissal's animator starts.
    open func dismissalTransitionWillBegin() {}
    /// Called after the dismissal ended; `completed` is false when it was cancelled.
    open func dismissalTransitionDidEnd(_ completed: Bool) {}
    /// Called when the container view is about to lay out its subviews.
    open func containerViewWillLayoutSubviews() {}
    /// Called after the container view laid out its subviews.
    open func containerViewDidLayoutSubviews() {}
}

/// The presentation controller of `.fullScreen` presentations: removes the presenter's view.
package final class FullScreenPresentationController: PresentationController {
    package override var shouldRemovePresentersView: Bool { true }
}

/// The view a presentation happens in; it forwards its layout to the presentation controller.
package final class PresentationContainerView: View {
    package weak var presentationController: PresentationController?

    package override func layoutSubviews() {
        presentationController?.containerViewWillLayoutSubviews()
        if window?.runningTransition == nil, let pc = presentationController, let presented = pc.presentedView,
           presented.superview === self, presented.transform.isIdentity {
            presented.frame = pc.frameOfPresentedViewInContainerView
        }
        presentationController?.containerViewDidLayoutSubviews()
    }
}
