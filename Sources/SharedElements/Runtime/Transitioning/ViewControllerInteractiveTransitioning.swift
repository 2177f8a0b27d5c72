import Foundation

/// An object that drives a transition from outside, usually a gesture
/// (`UIViewControllerInteractiveTransitioning`). When supplied, the runtime calls
/// ``startInteractiveTransition(_:)`` instead of the animator's `animateTransition`.
@MainActor
public protocol ViewControllerInteractiveTransitioning: AnyObject {
    /// Starts the transition; the interactor typically runs the animator paused and scrubs it.
    func startInteractiveTransition(_ transitionContext: ViewControllerContextTransitioning)
    /// How fast the rest of the transition plays after the interaction ends (1: normal speed).
    var completionSpeed: CGFloat { get }
    /// Whether the transition starts interactive; when false it runs as an ordinary animated
    /// transition and this object is not used.
    var wantsInteractiveStart: Bool { get }
}

extension ViewControllerInteractiveTransitioning {
    public var completionSpeed: CGFloat { 1 }
    public var wantsInteractiveStart: Bool { true }
}
