import Foundation

/// Exceptions to a ``SharedElementTransition``'s options for the one flight a view takes part in:
/// a hero that starts late, flies longer, bows its path or only moves.
///
/// Set on either view of a pair through ``View/sharedElementOverrides``. Each property left `nil`
/// keeps the transition's option; when both views set the same property, the fore screen's view
/// wins (the same view in both directions).
///
/// ```swift
/// detailPhoto.transitionID = "photo"
/// detailPhoto.sharedElementOverrides = SharedElementOverrides(delay: 0.1, arc: 0.2)
/// ```
public struct SharedElementOverrides: Sendable, Equatable {
    /// Which geometry the flight matches; `nil` keeps ``SharedElementOptions/properties``.
    public var properties: SharedElementOptions.MatchedProperties?
    /// How far the path bows (a fraction of the distance); `nil` keeps ``SharedElementOptions/arc``.
    public var arc: CGFloat?
    /// The flight's length; `nil` keeps ``SharedElementOptions/duration``.
    public var duration: SharedElementOptions.Duration?
    /// Seconds the flight waits before moving; `nil` keeps ``SharedElementOptions/delay``.
    public var delay: TimeInterval?

    public init(
        properties: SharedElementOptions.MatchedProperties? = nil, arc: CGFloat? = nil,
        duration: SharedElementOptions.Duration? = nil, delay: TimeInterval? = nil
    ) {
        self.properties = properties
        self.arc = arc
        self.duration = duration
        self.delay = delay
    }
}

extension SharedElementOptions {
    /// These options with the properties `overrides` sets replaced.
    func applying(_ overrides: SharedElementOverrides?) -> SharedElementOptions {
        guard let overrides else { return self }
        var options = self
        if let p = overrides.properties { options.properties = p }
        if let a = overrides.arc { options.arc = a }
        if let d = overrides.duration { options.duration = d }
        if let d = overrides.delay { options.delay = d }
        return options
    }
}

extension View {
    /// This view's exceptions to the options of the shared-element flight it takes part in
    /// (`nil`: none). See ``SharedElementOverrides``.
    public var sharedElementOverrides: SharedElementOverrides? {
        get { sharedElementOverridesStorage }
        set { sharedElementOverridesStorage = newValue }
    }
}
