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
        get { uncheckedIsMarked ? uncheckedAssociation(SharedElementTag.self)?.transitionID : nil }
        set {
            let id = newValue?.isEmpty == true ? nil : newValue
            sharedElementTag(creating: id != nil)?.transitionID = id
            // Marked views are the ones matching looks for; the hierarchy counts them per subtree.
            isMarked = id != nil
        }
    }

    /// This view's tag, created when `creating` and none exists yet.
    private func sharedElementTag(creating: Bool) -> SharedElementTag? {
        if let tag = uncheckedAssociation(SharedElementTag.self) { return tag }
        guard creating else { return nil }
        let tag = SharedElementTag()
        associations[SharedElementTag.self] = tag
        return tag
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
        get { uncheckedAssociation(SharedElementTag.self)?.options }
        set { sharedElementTag(creating: newValue != nil)?.options = newValue }
    }
}

/// What the shared-element layer attaches to a view (``View/associations``): its
/// ``View/transitionID`` and ``View/sharedElementOptions``.
package final class SharedElementTag {
    // Read for every tagged view of every plan: no dynamic exclusivity check.
    @exclusivity(unchecked) package var transitionID: String?
    @exclusivity(unchecked) package var options: SharedElementOptions? {
        didSet { hasOptions = options != nil }
    }
    /// Whether ``options`` is set (tested without copying the options).
    @exclusivity(unchecked) package private(set) var hasOptions = false
    package init() {}
}
