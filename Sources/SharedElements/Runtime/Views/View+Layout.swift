import Foundation

// MARK: - Layout

extension View {
    /// Marks the view as needing ``layoutSubviews()`` at the next layout pass (a window render,
    /// ``layoutIfNeeded()``, or a snapshot after screen updates).
    public func setNeedsLayout() {
        needsLayout = true
    }

    /// Runs pending layout now: first for the top-most ancestor that needs it, then down through
    /// this view's subtree.
    public func layoutIfNeeded() {
        var top: View = self
        var v = superview
        while let c = v {
            if c.needsLayout { top = c }
            v = c.superview
        }
        if top !== self {
            top.layoutIfNeeded()
            return
        }
        layoutSubtreeIfNeeded()
    }

    func layoutSubtreeIfNeeded() {
        if needsLayout {
            needsLayout = false
            owningViewController?.viewWillLayoutSubviews()
            layoutSubviews()
            owningViewController?.viewDidLayoutSubviews()
        }
        for subview in subviews { subview.layoutSubtreeIfNeeded() }
    }

    /// Applies the subviews' autoresizing masks after the bounds size changed from `old`, and
    /// asks for layout.
    func boundsSizeDidChange(from old: CGSize) {
        let new = layer.bounds.size
        guard new != old else { return }
        setNeedsLayout()
        guard autoresizesSubviews else { return }
        for subview in subviews where !subview.autoresizingMask.isEmpty {
            subview.frame = subview.autoresizingMask.resize(subview.frame, from: old, to: new)
        }
    }
}
