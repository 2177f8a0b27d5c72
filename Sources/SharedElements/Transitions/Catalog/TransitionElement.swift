import Foundation

/// Names the view a catalog transition animates on the back screen (or the fore screen): either
/// a ``View/transitionID`` looked up when the transition starts, or a view given directly (held
/// weakly, so a transition kept by the fore controller does not keep the back screen alive).
///
/// ```swift
/// ZoomTransition(thumbnail: "photo-3", photo: "photo-3")       // by transitionID
/// ZoomTransition(thumbnail: .view(cell.imageView), photo: .view(detail.photoView))
/// ```
@MainActor
public struct TransitionElement: ExpressibleByStringLiteral {
    private let id: String?
    private weak var view: View?

    /// The view with this ``View/transitionID`` (the first in tree order).
    public init(transitionID: String) {
        id = transitionID
        view = nil
    }

    /// A string literal is a ``View/transitionID``.
    public nonisolated init(stringLiteral value: String) {
        id = value
        view = nil
    }

    /// This view.
    public static func view(_ view: View) -> TransitionElement { TransitionElement(view: view) }

    private init(view: View) {
        id = nil
        self.view = view
    }

    /// The view named: a given view when it lies under `root` (or is `root`'s window's), else the
    /// first view under `root`, in tree order, with the ID; `nil` when there is none.
    public func resolve(under root: View) -> View? {
        if let id { return Self.first(withTransitionID: id, under: root) }
        guard let view, view.isDescendant(of: root) else { return nil }
        return view
    }

    package static func first(withTransitionID id: String, under root: View) -> View? {
        if root.transitionID == id { return root }
        for sub in root.subviews {
            if let found = first(withTransitionID: id, under: sub) { return found }
        }
        return nil
    }
}
