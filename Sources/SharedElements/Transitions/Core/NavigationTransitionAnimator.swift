import Foundation

/// A change run alongside a ``NavigationTransitionAnimator``'s own animation, in the same
/// animation block.
public typealias AuxAnimation = @MainActor () -> Void

/// The navigation animator shape of EasyTransitions, usable directly as a ``Transition``: both
/// views are given, "from" being the one leaving. ``layout(presenting:fromView:toView:in:)``
/// sets the start state, ``animations(presenting:fromView:toView:in:)`` and the
/// ``auxAnimations`` for the direction make the end state inside one animation of ``duration``
/// seconds. `presenting` is true for a push (or presentation).
///
/// ```swift
/// final class CrossFadeAnimator: NavigationTransitionAnimator {
///     var duration: TimeInterval = 0.3
///     var auxAnimations: (Bool) -> [AuxAnimation] = { _ in [] }
///     func layout(presenting: Bool, fromView: View, toView: View, in container: View) { toView.alpha = 0 }
///     func animations(presenting: Bool, fromView: View, toView: View, in container: View) {
///         toView.alpha = 1
///         fromView.alpha = 0
///     }
/// }
/// detail.transitionController.transition = CrossFadeAnimator()
/// ```
@MainActor
public protocol NavigationTransitionAnimator: TransitionWithCustomDuration {
    /// The animation's length, in seconds.
    var duration: TimeInterval { get }
    /// Extra changes for a direction (`true`: presenting), run in the same animation.
    var auxAnimations: (Bool) -> [AuxAnimation] { get set }
    /// Sets both views up for the start of the animation (not animated).
    func layout(presenting: Bool, fromView: View, toView: View, in container: View)
    /// Changes both views to their end state (animated).
    func animations(presenting: Bool, fromView: View, toView: View, in container: View)
}

extension NavigationTransitionAnimator {
    public func transitionDuration(with context: TransitionContext) -> TimeInterval { duration }

    public func start(with context: TransitionContext) {
        let presenting = context.direction == .forward
        let container = context.containerView
        let leaving = presenting ? context.backViewController : context.foreViewController
        let arriving = presenting ? context.foreViewController : context.backViewController
        guard let fromView = leaving.viewIfLoaded, let toView = arriving.viewIfLoaded else {
            return context.transitionDidEnd()
        }
        View.performWithoutAnimation { layout(presenting: presenting, fromView: fromView, toView: toView, in: container) }
        let extras = auxAnimations(presenting)
        View.animate(withDuration: context.duration, animations: {
            animations(presenting: presenting, fromView: fromView, toView: toView, in: container)
            for extra in extras { extra() }
        }, completion: { _ in context.transitionDidEnd() })
    }
}
