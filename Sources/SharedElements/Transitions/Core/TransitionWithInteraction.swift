import Foundation

/// A ``Transition`` that follows a gesture itself instead of being scrubbed by layer time.
///
/// Every transition can be driven interactively: the interaction pauses the container's layer
/// time and scrubs the transition's layer animations by progress, as Core Animation does. A
/// transition that moves views on the clock itself, or wants parts of its motion to follow the
/// finger rather than the progress curve, adopts this protocol and is told about the gesture.
/// While ``TransitionContext/isInteractive`` is true it holds still between calls; after
/// ``interactionDidEnd(_:completing:with:)`` it plays on (or back) from where it is and ends with
/// ``TransitionContext/transitionDidEnd()`` as usual.
///
/// ```swift
/// final class DragTransition: Transition, TransitionWithInteraction {
///     func start(with context: TransitionContext) { … }   // lays out, waits while interactive
///     func interactionDidChange(_ sample: TransitionInteractionSample, with context: TransitionContext) {
///         context.foreViewController.view.transform = AffineTransform(translationX: 0, y: sample.translation.y)
///     }
///     func interactionDidEnd(_ sample: TransitionInteractionSample, completing: Bool, with context: TransitionContext) {
///         … spring to the end or back with sample.velocity, then context.transitionDidEnd()
///     }
///     func interactionDidCatch(with context: TransitionContext) -> CGFloat { currentProgress }
/// }
/// ```
@MainActor
public protocol TransitionWithInteraction: Transition {
    /// The finger moved while driving the transition.
    func interactionDidChange(_ sample: TransitionInteractionSample, with context: TransitionContext)
    /// The finger lifted: play on to the end (`completing`) or back to the start, from where the
    /// transition is on screen and with the sample's velocity.
    func interactionDidEnd(_ sample: TransitionInteractionSample, completing: Bool, with context: TransitionContext)
    /// A new touch caught the transition while it played on after
    /// ``interactionDidEnd(_:completing:with:)``: stop where it is on screen and return the
    /// progress shown, 0...1. Later samples' translations count from this moment.
    func interactionDidCatch(with context: TransitionContext) -> CGFloat
}
