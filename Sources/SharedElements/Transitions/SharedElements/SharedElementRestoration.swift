import Foundation

/// The result of checking, after a shared-element transition ended (completed or cancelled),
/// that every view it touched is back as it was: superview, index, frame, alpha, transform,
/// hidden flag and layer styles (corner radius, border, shadow) — and that no flying snapshot
/// is left in the container.
///
/// In debug builds a failed check is also printed. Tests read it from
/// ``SharedElementTransition/lastRestoration``.
///
/// ```swift
/// #expect(transition.lastRestoration?.isClean == true)
/// ```
public struct SharedElementRestoration: Sendable, Equatable {
    /// One property of one view that did not come back.
    public struct Mismatch: Sendable, Hashable {
        /// The view, by its plan name; `nil` for a root view without a transition ID.
        public var element: SharedElementPlan.Element?
        /// `superview`, `index`, `frame`, `alpha`, `transform`, `hidden` or `styles`.
        public var property: String
    }

    /// Everything that did not come back.
    public var mismatches: [Mismatch] = []
    /// How many snapshots the transition added to the container are still in it.
    public var leftoverSnapshots = 0
    /// How many views were checked.
    public var checkedViews = 0

    /// Whether everything is back and nothing is left over.
    public var isClean: Bool { mismatches.isEmpty && leftoverSnapshots == 0 }
}

/// A view's state before a shared-element transition touched it.
@MainActor
package struct SharedElementViewRecord {
    package let view: View
    package let element: SharedElementPlan.Element?
    package let superview: View?
    package let index: Int?
    package let frame: CGRect
    package let alpha: CGFloat
    package let transform: Transform3D
    package let isHidden: Bool
    package let styles: [CGFloat]

    package init(_ view: View, element: SharedElementPlan.Element?) {
        self.view = view
        self.element = element
        superview = view.superview
        index = view.superview?.subviews.firstIndex { $0 === view }
        frame = view.frame
        alpha = view.alpha
        transform = view.layer.transform
        isHidden = view.isHidden
        styles = Self.styles(of: view)
    }

    package static func styles(of view: View) -> [CGFloat] {
        let l = view.layer
        return [l.cornerRadius, l.borderWidth, CGFloat(l.shadowOpacity), l.shadowRadius]
    }

    /// Puts back the values the transition changes (opacity, hidden flag, styles).
    package func restoreValues() {
        View.performWithoutAnimation {
            view.alpha = alpha
            view.layer.transform = transform
            view.isHidden = isHidden
            view.layer.cornerRadius = styles[0]
            view.layer.borderWidth = styles[1]
            view.layer.shadowOpacity = Float(styles[2])
            view.layer.shadowRadius = styles[3]
        }
    }

    /// The properties that differ from the record now.
    package func mismatches() -> [SharedElementRestoration.Mismatch] {
        var wrong: [String] = []
        if view.superview !== superview { wrong.append("superview") }
        if view.superview?.subviews.firstIndex(where: { $0 === view }) != index { wrong.append("index") }
        if view.frame != frame { wrong.append("frame") }
        if view.alpha != alpha { wrong.append("alpha") }
        if view.layer.transform != transform { wrong.append("transform") }
        if view.isHidden != isHidden { wrong.append("hidden") }
        if Self.styles(of: view) != styles { wrong.append("styles") }
        return wrong.map { .init(element: element, property: $0) }
    }
}
