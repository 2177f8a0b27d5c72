import Foundation
import SharedElements

/// Where a view is and how it looks: its superview, its index there, frame, alpha, transform and
/// hidden flag. What the restoration tests compare before and after a transition.
@MainActor
package struct ViewState: Equatable {
    package var superview: ObjectIdentifier?
    package var index: Int?
    package var frame: CGRect
    package var alpha: CGFloat
    package var transform: Transform3D
    package var hidden: Bool

    /// `view`'s state now.
    package init(of view: View) {
        superview = view.superview.map(ObjectIdentifier.init)
        index = view.superview?.subviews.firstIndex { $0 === view }
        frame = view.frame
        alpha = view.alpha
        transform = view.layer.transform
        hidden = view.isHidden
    }
}
