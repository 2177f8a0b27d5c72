import Foundation

// MARK: - Planning without running

extension SharedElementPlan {
    /// The plan a ``SharedElementTransition`` with `options` would make between two screens
    /// laid out as they are now, without taking snapshots or changing anything: for debugging
    /// "why didn't my view fly" before running the transition, and for tools.
    ///
    /// - Parameters:
    ///   - fore: the presented or pushed controller's view, placed where it will be at the end.
    ///   - back: the controller underneath's view.
    ///   - container: the view flights would live in; geometry is in its coordinates.
    ///
    /// ```swift
    /// let plan = SharedElementPlan.make(fore: detail.view, back: list.view, direction: .forward,
    ///                                   container: window)
    /// print(plan.skipped)
    /// ```
    @MainActor
    public static func make(
        fore: View, back: View, direction: TransitionDirection, container: View,
        options: SharedElementOptions = SharedElementOptions()
    ) -> SharedElementPlan {
        SharedElementPlanner.plan(
            foreRoot: fore, backRoot: back, direction: direction, container: container, window: container.window,
            options: options, reducedMotion: false
        ).plan
    }
}
