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
