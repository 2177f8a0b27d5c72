import Foundation

/// Turns the screens about the window's top-left corner, like a card swung on a pin: the fore
/// screen swings in from a quarter turn while the back screen swings out; dismissing reverses it.
///
/// ```swift
/// detail.transitionController.transition = RotateTransition()
/// ```
@MainActor
public final class RotateTransition: Transition, TransitionWithCustomDuration, TransitionWithReducedMotion {
    /// Seconds.
    public var duration: TimeInterval
    /// Damping ratio of the spring (1: no overshoot).
    public var dampingRatio: CGFloat

    /// A swing of `duration` seconds on a spring of `dampingRatio`.
    public init(duration: TimeInterval = 0.5, dampingRatio: CGFloat = 0.8) {
        self.duration = duration
        self.dampingRatio = dampingRatio
    }

    public func transitionDuration(with context: TransitionContext) -> TimeInterval { duration }

    public func start(with context: TransitionContext) {
        let fore: View = context.foreViewController.view
        let back: View = context.backViewController.view
        let container = context.containerView
        let movesBack = back.superview === container
        let forward = context.direction == .forward
        let turnedAway = AffineTransform(rotationAngle: -.pi / 2)  // counter-clockwise, off to the top-left
        let turnedIn = AffineTransform(rotationAngle: .pi / 2)
        let saved = [fore, back].map { ($0, $0.layer.anchorPoint, $0.layer.position, $0.transform) }
        View.performWithoutAnimation {
            for v in movesBack ? [fore, back] : [fore] { RotateTransition.pin(v, toTopLeftOf: container) }
            fore.transform = forward ? turnedAway : .identity
            if movesBack { back.transform = forward ? .identity : turnedIn }
        }
        View.animate(withDuration: context.duration, usingSpringWithDamping: dampingRatio, initialSpringVelocity: 0, animations: {
            fore.transform = forward ? .identity : turnedAway
            if movesBack { back.transform = forward ? turnedIn : .identity }
        }, completion: { _ in
            View.performWithoutAnimation {
                for (v, anchor, position, transform) in saved {
                    v.layer.anchorPoint = anchor
                    v.layer.position = position
                    v.transform = transform
                }
            }
            context.transitionDidEnd()
        })
    }

    /// Moves a view's anchor point to the container's top-left corner without moving the view.
    static func pin(_ view: View, toTopLeftOf container: View) {
        let corner = view.convert(CGPoint.zero, from: container)
        let b = view.bounds
        guard b.width > 0, b.height > 0 else { return }
        let anchor = CGPoint(x: (corner.x - b.minX) / b.width, y: (corner.y - b.minY) / b.height)
        let inSuper = view.superview.map { container.convert(CGPoint.zero, to: $0) } ?? .zero
        view.layer.anchorPoint = anchor
        view.layer.position = inSuper
    }
}
