import Foundation

/// A transition that moves things and says what to run instead when the person asked for reduced
/// motion (``Accessibility/isReduceMotionEnabled``): by default a cross-fade of the fore screen
/// over the same duration. The runtime swaps it in when the transition starts; every transition
/// of the catalog adopts this, and ``SharedElementTransition`` cross-fades on its own.
///
/// ```swift
/// final class SwingTransition: Transition, TransitionWithReducedMotion {
///     func start(with context: TransitionContext) { … }   // swings; never called with reduced motion
/// }
/// ```
@MainActor
public protocol TransitionWithReducedMotion: Transition {
    /// The transition to run instead with reduced motion.
    func reducedMotionTransition(with context: TransitionContext) -> Transition
}

extension TransitionWithReducedMotion {
    public func reducedMotionTransition(with context: TransitionContext) -> Transition {
        FadeTransition(duration: context.duration)
    }
}
