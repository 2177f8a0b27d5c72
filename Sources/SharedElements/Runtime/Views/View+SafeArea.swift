import Foundation

// MARK: - Safe area

extension View {
    /// The part of the view that the window's status bar, a navigation bar or a tab bar of an
    /// enclosing container, and the ``ViewController/additionalSafeAreaInsets`` of enclosing
    /// controllers leave uncovered, as insets from the view's edges in points
    /// (`UIView.safeAreaInsets`). Each inset is at least 0 and at most the view's size.
    ///
    /// The window's own safe area is the status bar while ``Window/showsStatusBar`` is on
    /// (``StatusBarView/height`` at the top) and nothing otherwise: there is no sensor housing or
    /// home indicator (see "Differences from UIKit"). A view outside a window has none. Lay out
    /// against it in ``ViewController/viewDidLayoutSubviews()`` or ``layoutSubviews()``: the view is
    /// laid out again when it moves into a window with a safe area and when the status bar
    /// appears or goes.
    ///
    /// ```swift
    /// override func viewDidLayoutSubviews() {
    ///     content.frame = view.safeAreaInsets.inset(view.bounds)
    /// }
    /// ```
    public var safeAreaInsets: EdgeInsets {
        guard let window else { return .zero }
        // The edges of the uncovered part, in window coordinates; infinite: nothing covers that side.
        var top = window.statusBarInset > 0 ? window.statusBarInset : -CGFloat.infinity
        var bottom = CGFloat.infinity
        // Outer ancestors first: each controller's region narrows what its ancestors left.
        var chain: [View] = []
        var v: View? = self
        while let current = v, current !== window { chain.append(current); v = current.superview }
        for (i, current) in chain.enumerated().reversed() {
            guard let controller = current.owningViewController else { continue }
            let inner = i > 0 ? chain[i - 1] : nil
            if let r = controller.coveredRegion(in: window, below: inner) {
                top = max(top, r.top)
                bottom = min(bottom, r.bottom)
            }
            let extra = controller.additionalSafeAreaInsets
            if extra != .zero {
                let frame = current.convert(current.bounds, to: window)
                if extra.top.isFinite { top = max(top, frame.minY) + extra.top }
                if extra.bottom.isFinite { bottom = min(bottom, frame.maxY) - extra.bottom }
            }
        }
        let frame = convert(bounds, to: window)
        guard frame.minY.isFinite, frame.maxY.isFinite else { return .zero }
        func clamp(_ v: CGFloat) -> CGFloat { v.isFinite ? min(max(v, 0), frame.height) : 0 }
        return EdgeInsets(top: clamp(top - frame.minY), left: 0, bottom: clamp(frame.maxY - bottom), right: 0)
    }

    /// Calls ``safeAreaInsetsDidChange()`` on this view and every view below it.
    func safeAreaMayHaveChanged() {
        safeAreaInsetsDidChange()
        for subview in subviews { subview.safeAreaMayHaveChanged() }
    }
}

extension Window {
    /// The top of the window's safe area, in points: the status bar's height while it shows.
    var statusBarInset: CGFloat { showsStatusBar ? StatusBarView.height : 0 }
}
