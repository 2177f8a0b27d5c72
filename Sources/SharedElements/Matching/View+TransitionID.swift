import Foundation

// MARK: - Shared-element identity

extension View {
    /// The name that pairs this view with a view of the same name on the other side of a
    /// ``SharedElementTransition``: the pair flies from where one is to where the other will be.
    /// `nil` (the default) takes no part in matching. An empty string counts as `nil`.
    ///
    /// ```swift
    /// thumbnail.transitionID = "photo-42"      // in the list
    /// fullPhoto.transitionID = "photo-42"      // in the detail
    /// detail.transitionController.transition = SharedElementTransition()
    /// ```
    public var transitionID: String? {
        get { transitionIDStorage }
        set { transitionIDStorage = newValue?.isEmpty == true ? nil : newValue }
    }
}

// MARK: - Per-element options

extension View {
    /// Options for this view's own flight, overriding the transition's: its duration, curve or
    /// spring, delay, arc, matched properties and z position. When both views of a pair have
    /// options, the fore screen's view wins (so one setting governs arrival and departure).
    /// The transition-wide settings (background, unmatched treatment, cascade, readiness
    /// timeout) are always the transition's. `nil` (the default) uses the transition's options.
    ///
    /// ```swift
    /// var slow = SharedElementOptions()
    /// slow.duration = .fixed(0.6)
    /// slow.arc = 0.2
    /// slow.zPosition = 1          // above the other flyers
    /// detailTitle.sharedElementOptions = slow
    /// ```
    public var sharedElementOptions: SharedElementOptions? {
        get { (sharedElementOptionsStorage as? SharedElementOptionsBox)?.options }
        set { sharedElementOptionsStorage = newValue.map(SharedElementOptionsBox.init) }
    }
}

/// Holds a view's ``View/sharedElementOptions``.
final class SharedElementOptionsBox {
    let options: SharedElementOptions
    init(_ options: SharedElementOptions) { self.options = options }
}
