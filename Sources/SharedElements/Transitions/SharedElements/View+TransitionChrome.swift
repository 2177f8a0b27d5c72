import Foundation

// MARK: - Chrome

extension View {
    /// Whether shared-element flyers pass under this view: chrome, the bars and controls that
    /// frame a screen's content. ``NavigationBar`` and ``TabBar`` are chrome without asking; mark
    /// a toolbar or a floating button of your own. A flyer with
    /// ``SharedElementOptions/fliesAboveChrome`` passes over it instead.
    ///
    /// ```swift
    /// toolbar.isTransitionChrome = true   // the photo flies under it, as under the bars
    /// ```
    public var isTransitionChrome: Bool {
        get { self is NavigationBar || self is TabBar || associations[ChromeMark.self] != nil }
        set { associations[ChromeMark.self] = newValue ? ChromeMark() : nil }
    }
}

/// What marks a view as chrome.
private final class ChromeMark {}
