import Foundation

/// Everything about a view a transition may change, recorded before it starts so a cancelled
/// transition can put the view back exactly.
@MainActor
package struct SavedViewState {
    package let view: View
    package let superview: View?
    package let index: Int
    let layerModel: LayerProperties

    package init(_ view: View) {
        self.view = view
        superview = view.superview
        index = view.superview?.subviews.firstIndex { $0 === view } ?? 0
        layerModel = view.layer.model
    }

    /// Puts back the geometry, opacity and hidden flag (the whole layer model).
    package func restoreValues() {
        view.layer.model = layerModel
    }

    /// Restores a list of states: views that were nowhere are removed first, then the others go
    /// back to their superviews at their old indices, lowest index first.
    static func restore(_ states: [SavedViewState]) {
        for s in states where s.superview == nil { s.view.removeFromSuperview() }
        for s in states.sorted(by: { $0.index < $1.index }) {
            guard let parent = s.superview else { continue }
            let current = parent.subviews.firstIndex { $0 === s.view }
            if current != s.index || s.view.superview !== parent {
                parent.insertSubview(s.view, at: s.index)
            }
        }
        for s in states { s.restoreValues() }
    }
}
