import Foundation

/// A ready presentation controller for transitions: it places the presented view with a frame
/// closure and can show a dimming view behind it that fades in and out with the transition.
///
/// It is a ``Transition`` itself, so it is started (before the main transition) with its own
/// context and fades the dimming view over the transition's duration. The dimming view is
/// inserted behind everything in the container when a presentation begins and removed when the
/// dismissal completes (or the presentation is cancelled). With ``dismissesOnDimmingViewTap``, a
/// tap on the dimming view (a ``TapGestureRecognizer`` on it calls ``dimmingViewTapped()``)
/// dismisses the presented controller.
///
/// ```swift
/// extension SheetTransition: TransitionWithPresentation {
///     func defaultModalPresentationStyle() -> ModalPresentationStyle { .custom }
///     func presentationController(forPresented presented: ViewController, presenting: ViewController?,
///                                 source: ViewController) -> PresentationController? {
///         let sheet = TransitionPresentationController(
///             presentedViewController: presented, presenting: presenting, dimmingColor: Color(white: 0, alpha: 0.4)
///         ) { bounds in CGRect(x: 0, y: bounds.height / 2, width: bounds.width, height: bounds.height / 2) }
///         sheet.dismissesOnDimmingViewTap = true
///         return sheet
///     }
/// }
/// ```
@MainActor
public final class TransitionPresentationController: PresentationController, Transition {
    /// Computes the presented view's frame from the container's bounds, in container coordinates.
    public typealias FrameCalculation = @MainActor (_ containerBounds: CGRect) -> CGRect

    private let calculateFrame: FrameCalculation?
    /// The dimming view's colour; `nil` for no dimming view. Read when a presentation begins.
    public var dimmingColor: Color?
    /// Whether ``dimmingViewTapped()`` dismisses the presented controller.
    public var dismissesOnDimmingViewTap = false
    /// The dimming view while the presentation lasts (from presentation start to the end of a
    /// completed dismissal); `nil` otherwise or without ``dimmingColor``.
    public private(set) var dimmingView: View?
    /// When set, the dimming fades on a spring of this damping ratio over the transition's
    /// duration (as `View.animate(withDuration:usingSpringWithDamping:…)` moves a view), in step
    /// with a presented view that moves on that spring, instead of easing in and out: a sheet
    /// that has all but left the screen leaves no dimming behind it. `nil` (the default) eases.
    ///
    /// ```swift
    /// controller.dimmingSpringDamping = 1   // the sheet moves on a critically damped spring
    /// ```
    public var dimmingSpringDamping: CGFloat?

    /// - Parameters:
    ///   - dimmingColor: the colour of a full-container view behind the presented view; `nil`
    ///     for none.
    ///   - frame: the presented view's frame for given container bounds; `nil` fills the container.
    public init(
        presentedViewController: ViewController, presenting presentingViewController: ViewController?,
        dimmingColor: Color? = nil, frame: FrameCalculation? = nil
    ) {
        self.calculateFrame = frame
        self.dimmingColor = dimmingColor
        super.init(presentedViewController: presentedViewController, presenting: presentingViewController)
    }

    public override var frameOfPresentedViewInContainerView: CGRect {
        guard let bounds = containerView?.bounds else { return .zero }
        return calculateFrame?(bounds) ?? bounds
    }

    /// Dismisses the presented controller (animated) when ``dismissesOnDimmingViewTap`` is set
    /// and the dimming view is shown. Returns whether a dismissal was asked for.
    @discardableResult
    public func dimmingViewTapped() -> Bool {
        guard dismissesOnDimmingViewTap, dimmingView != nil, !presentedViewController.isBeingDismissed else { return false }
        presentedViewController.dismiss(animated: true)
        return true
    }

    // MARK: - Lifetime of the dimming view

    public override func presentationTransitionWillBegin() {
        guard let container = containerView, let color = dimmingColor, dimmingView == nil else { return }
        let dimming = View(frame: container.bounds)
        dimming.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        dimming.backgroundColor = color
        // A tap on the dimming (outside the presented view) asks for a dismissal.
        dimming.addGestureRecognizer(TapGestureRecognizer { [weak self] _ in self?.dimmingViewTapped() })
        View.performWithoutAnimation { dimming.alpha = 0 }
        container.insertSubview(dimming, at: 0)
        dimmingView = dimming
    }

    public override func presentationTransitionDidEnd(_ completed: Bool) {
        if completed {
            // An unanimated presentation never started this controller: show the dimming at once.
            View.performWithoutAnimation { dimmingView?.alpha = 1 }
        } else {
            removeDimmingView()
        }
    }

    public override func dismissalTransitionDidEnd(_ completed: Bool) {
        if completed { removeDimmingView() }
    }

    private func removeDimmingView() {
        dimmingView?.removeFromSuperview()
        dimmingView = nil
    }

    // MARK: - Transition

    /// Fades the dimming view in (forward) or out (backward) over the context's duration, eased
    /// in and out, or on the spring of ``dimmingSpringDamping``.
    public func start(with context: TransitionContext) {
        guard let dimming = dimmingView else { return context.transitionDidEnd() }
        let target: CGFloat = context.direction == .forward ? 1 : 0
        let done: (Bool) -> Void = { _ in context.transitionDidEnd() }
        if let damping = dimmingSpringDamping, damping.isFinite, damping > 0 {
            View.animate(withDuration: context.duration, usingSpringWithDamping: damping, initialSpringVelocity: 0,
                         animations: { dimming.alpha = target }, completion: done)
        } else {
            View.animate(withDuration: context.duration, options: .curveEaseInOut, animations: { dimming.alpha = target },
                         completion: done)
        }
    }
}
