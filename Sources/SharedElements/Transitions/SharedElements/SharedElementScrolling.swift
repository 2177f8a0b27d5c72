import Foundation

/// Brings landing spots into view before a flight is planned: on dismissal the destination (a
/// gallery thumbnail, say) may have scrolled out of its ``ScrollView`` while the detail was
/// shown; it is scrolled — without animation, the least distance — into view so the element
/// lands where the user will see it. The scroll offset is a deliberate change and stays.
@MainActor
package enum SharedElementScrolling {
    /// Scrolls every tagged view under `root` whose ID is in `ids` into view inside its nearest
    /// enclosing scroll view (when it is not fully visible there). Returns the views scrolled to,
    /// named for the plan.
    package static func reveal(ids: Set<String>, under root: View, side: SharedElementPlan.Side) -> [SharedElementPlan.Element] {
        guard !ids.isEmpty else { return [] }
        var revealed: [SharedElementPlan.Element] = []
        var path: [Int] = []
        func visit(_ view: View, scroll: ScrollView?) {
            if let id = view.transitionID, ids.contains(id), let scroll, !view.isHidden {
                let rect = view.convert(view.bounds, to: scroll)
                if !rect.isNull, rect.minX.isFinite, !scroll.bounds.contains(rect) {
                    let before = scroll.contentOffset
                    scroll.scrollRectToVisible(rect, animated: false)
                    if scroll.contentOffset != before {
                        revealed.append(.init(id: id, side: side, path: path))
                    }
                }
            }
            let inner = (view as? ScrollView) ?? scroll
            for (i, sub) in view.subviews.enumerated() {
                path.append(i)
                visit(sub, scroll: inner)
                path.removeLast()
            }
        }
        visit(root, scroll: nil)
        return revealed
    }

    /// The IDs of the tagged views under `root`.
    package static func ids(under root: View) -> Set<String> {
        var ids = Set<String>()
        func visit(_ view: View) {
            if let id = view.transitionID { ids.insert(id) }
            for sub in view.subviews { visit(sub) }
        }
        visit(root)
        return ids
    }
}
