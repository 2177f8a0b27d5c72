import Foundation

/// One reading of the gesture that drives an interactive transition, as a
/// ``TransitionWithInteraction`` receives it.
///
/// ```swift
/// func interactionDidChange(_ sample: TransitionInteractionSample, with context: TransitionContext) {
///     print(sample.progress, sample.translation, sample.velocity)
/// }
/// ```
public struct TransitionInteractionSample: Sendable, Equatable {
    /// How far along the transition is, 0...1.
    public var progress: CGFloat
    /// The finger's travel since the interaction began (or since it last caught the transition),
    /// in the container's coordinates, in points.
    public var translation: CGPoint
    /// The finger's velocity in the container's coordinates, in points per second (zero when not
    /// finite).
    public var velocity: CGPoint
    /// The travel that makes the whole transition, in points (> 0).
    public var distance: CGFloat

    public init(progress: CGFloat, translation: CGPoint = .zero, velocity: CGPoint = .zero, distance: CGFloat = 1) {
        self.progress = progress.isFinite ? min(max(progress, 0), 1) : 0
        self.translation = translation.x.isFinite && translation.y.isFinite ? translation : .zero
        self.velocity = velocity.x.isFinite && velocity.y.isFinite ? velocity : .zero
        self.distance = distance.isFinite && distance > 0 ? distance : 1
    }
}
