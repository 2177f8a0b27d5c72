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
    /// How fast the rest of the transition plays once released, relative to its own timing
    /// (the interaction controller's `completionSpeed`; 1 unless set, always > 0). A transition
    /// that settles with its own motion (a spring) should run that motion this much faster.
    public var completionSpeed: CGFloat

    /// A sample at `progress`, with the finger's translation and velocity (points, points per second) over `distance` points of travel.
    public init(progress: CGFloat, translation: CGPoint = .zero, velocity: CGPoint = .zero, distance: CGFloat = 1,
                completionSpeed: CGFloat = 1) {
        self.progress = progress.isFinite ? min(max(progress, 0), 1) : 0
        self.translation = translation.x.isFinite && translation.y.isFinite ? translation : .zero
        self.velocity = velocity.x.isFinite && velocity.y.isFinite ? velocity : .zero
        self.distance = distance.isFinite && distance > 0 ? distance : 1
        self.completionSpeed = completionSpeed.isFinite && completionSpeed > 0 ? completionSpeed : 1
    }
}
