import Foundation

/// Slides the fore screen in from an edge on a spring while the back screen slides out the other
/// way; dismissing runs it in reverse. Driven by a finger (an interactive pop or dismissal), the
/// slide is linear in the progress instead, so the screen stays under the finger. The default spring is the one of the "Prototyping Animated
/// Transitions" post: damping 0.5 and an initial velocity of 0.8.
///
/// ```swift
/// menu.transitionController.transition = SlideTransition(from: .right)
/// ```
@MainActor
public final class SlideTransition: Transition, TransitionWithCustomDuration, TransitionWithReducedMotion {
    /// The edge the fore screen comes in from.
    public var edge: RectEdge
    /// Damping ratio of the spring (1: no overshoot).
    public var dampingRatio: CGFloat
    /// Initial velocity in units of the whole slide per second.
    public var initialVelocity: CGFloat
    /// Seconds.
    public var duration: TimeInterval

    /// A slide from `edge` over `duration` seconds on a spring of `dampingRatio`, starting at `initialVelocity` slides per second.
    public init(from edge: RectEdge = .right, dampingRatio: CGFloat = 0.5, initialVelocity: CGFloat = 0.8, duration: TimeInterval = 0.5) {
        self.edge = edge
        self.dampingRatio = dampingRatio
        self.initialVelocity = initialVelocity
        self.duration = duration
    }

    public func transitionDuration(with context: TransitionContext) -> TimeInterval { duration }

    /// The offset that puts a screen of `size` just beyond `edge`.
    package static func offscreen(_ edge: RectEdge, _ size: CGSize) -> AffineTransform {
        if edge.contains(.left) { return AffineTransform(translationX: -size.width, y: 0) }
        if edge.contains(.top) { return AffineTransform(translationX: 0, y: -size.height) }
        if edge.contains(.bottom) { return AffineTransform(translationX: 0, y: size.height) }
        return AffineTransform(translationX: size.width, y: 0)
    }

    public func start(with context: TransitionContext) {
        let fore: View = context.foreViewController.view
        let back: View = context.backViewController.view
        let container = context.containerView
        let size = container.bounds.size
        let foreAway = SlideTransition.offscreen(edge, size)
        let backAway = AffineTransform(translationX: -foreAway.tX, y: -foreAway.tY)
        let movesBack = back.superview === container
        let (foreTransform, backTransform) = (fore.transform, back.transform)
        let forward = context.direction == .forward
        View.performWithoutAnimation {
            fore.transform = forward ? foreAway : foreTransform
            if movesBack { back.transform = forward ? backTransform : backAway }
        }
        let animations = {
            fore.transform = forward ? foreTransform : foreAway
            if movesBack { back.transform = forward ? backAway : backTransform }
        }
        let completion: (Bool) -> Void = { _ in
            View.performWithoutAnimation {
                fore.transform = foreTransform
                back.transform = backTransform
            }
            context.transitionDidEnd()
        }
        if context.isInteractive {
            // A finger drives it (a back swipe): the screen moves linearly with the progress, so
            // it stays under the finger, where the spring would run ahead of it (as UIKit code
            // passes `.curveLinear` when its context is interactive).
            View.animate(withDuration: context.duration, options: .curveLinear, animations: animations, completion: completion)
        } else {
            View.animate(withDuration: context.duration, usingSpringWithDamping: dampingRatio, initialSpringVelocity: initialVelocity,
                         animations: animations, completion: completion)
        }
    }
}
