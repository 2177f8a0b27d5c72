import Foundation

// MARK: - Subviews

extension View {
    /// Appends `view` as the front-most subview, removing it from its previous superview first.
    /// Adding a view to itself or to one of its own descendants is ignored.
    public func addSubview(_ view: View) {
        insertSubview(view, at: subviews.count)
    }

    /// Inserts `view` at `index` of ``subviews`` (clamped to the valid range).
    ///
    /// The view's layer goes just below the layer of the subview now at `index`, or on top of
    /// all sublayers when it becomes the front-most subview.
    public func insertSubview(_ view: View, at index: Int) {
        guard view !== self, !isDescendant(of: view) else { return }
        let oldSuperview = view.superview
        let movingWithin = oldSuperview === self
        if !movingWithin { view.willMove(toSuperview: self) }
        view.detachFromSuperview()
        let i = min(max(index, 0), subviews.count)
        if i < subviews.count {
            layer.insertSublayer(view.layer, below: subviews[i].layer)
        } else {
            layer.addSublayer(view.layer)
        }
        subviews.insert(view, at: i)
        view.superview = self
        if view.markedInSubtree != 0 { addToMarkedInSubtree(view.markedInSubtree) }
        if !movingWithin {
            view.didMoveToSuperview()
            view.notifyWindowChange()
            didAddSubview(view)
        }
    }

    /// Inserts `view` just below `sibling` (on top when `sibling` is not a subview).
    public func insertSubview(_ view: View, belowSubview sibling: View) {
        let current = subviews.firstIndex { $0 === view }
        guard var i = subviews.firstIndex(where: { $0 === sibling }) else { return addSubview(view) }
        if let current, current < i { i -= 1 }
        insertSubview(view, at: i)
    }

    /// Inserts `view` just above `sibling` (on top when `sibling` is not a subview).
    public func insertSubview(_ view: View, aboveSubview sibling: View) {
        let current = subviews.firstIndex { $0 === view }
        guard var i = subviews.firstIndex(where: { $0 === sibling }) else { return addSubview(view) }
        if let current, current <= i { i -= 1 }
        insertSubview(view, at: i + 1)
    }

    /// Moves a subview in front of all its siblings.
    public func bringSubviewToFront(_ view: View) {
        guard view.superview === self else { return }
        insertSubview(view, at: subviews.count)
    }

    /// Moves a subview behind all its siblings.
    public func sendSubviewToBack(_ view: View) {
        guard view.superview === self else { return }
        insertSubview(view, at: 0)
    }

    /// Removes the view from its superview (and its layer from the superlayer).
    public func removeFromSuperview() {
        guard let parent = superview else { return }
        parent.willRemoveSubview(self)
        willMove(toSuperview: nil)
        detachFromSuperview()
        didMoveToSuperview()
        notifyWindowChange()
    }

    func detachFromSuperview() {
        guard let parent = superview else { return }
        // From the end: views are mostly taken away in the reverse of the order they were added
        // (a transition's flyers), which makes each removal constant time.
        if let i = parent.subviews.lastIndex(where: { $0 === self }) { parent.subviews.remove(at: i) }
        layer.removeFromSuperlayer()
        superview = nil
        if markedInSubtree != 0 { parent.addToMarkedInSubtree(-markedInSubtree) }
    }

    /// Adds `change` to the marked-view counts of this view and its ancestors.
    func addToMarkedInSubtree(_ change: Int) {
        var v: View? = self
        while let current = v {
            current.markedInSubtree += change
            v = current.superview
        }
    }

    /// Whether `view` is this view or one of its ancestors.
    public func isDescendant(of view: View) -> Bool {
        var v: View? = self
        while let c = v {
            if c === view { return true }
            v = c.superview
        }
        return false
    }

    /// This view if its ``tag`` is `tag`, else the first descendant (depth first, back to front)
    /// with that tag.
    public func viewWithTag(_ tag: Int) -> View? {
        if self.tag == tag { return self }
        for subview in subviews {
            if let found = subview.viewWithTag(tag) { return found }
        }
        return nil
    }

    /// The window the view is in, if any.
    public var window: Window? {
        var v: View? = self
        while let c = v {
            if let w = c as? Window { return w }
            v = c.superview
        }
        return nil
    }

    func notifyWindowChange() {
        didMoveToWindow()
        // A window with a safe area lays the arriving views out against it (without one, the
        // safe area is only the containers' bars, which first layout sees anyway).
        if let window, window.statusBarInset > 0 { safeAreaInsetsDidChange() }
        for subview in subviews { subview.notifyWindowChange() }
    }
}
