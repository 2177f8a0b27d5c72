import Foundation

/// How a presented controller covers the screen (`UIModalPresentationStyle`, the cases that
/// matter for transitions).
public enum ModalPresentationStyle: Sendable, Hashable, CaseIterable {
    /// Covers the screen; the presenter's view is removed once the presentation ends.
    case fullScreen
    /// Covers the screen; the presenter's view stays underneath (for translucent content).
    case overFullScreen
    /// Laid out by the transitioning delegate's ``PresentationController``, which also decides
    /// whether the presenter's view is removed.
    case custom
}
