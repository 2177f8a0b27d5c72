import Foundation

/// The accessibility settings a person chose for the whole system (`UIAccessibility`'s role).
/// Ambient, like the system's: set them in tests and put them back.
///
/// ```swift
/// Accessibility.isReduceMotionEnabled = true    // every catalog transition cross-fades instead
/// defer { Accessibility.isReduceMotionEnabled = false }
/// ```
@MainActor
public enum Accessibility {
    /// Whether motion should be reduced (`UIAccessibility.isReduceMotionEnabled`): the catalog's
    /// transitions and shared elements cross-fade instead of moving things. Default `false`.
    public static var isReduceMotionEnabled = false
}
