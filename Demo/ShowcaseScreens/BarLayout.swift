import Foundation
import SharedElements

/// Keeps a screen designed for a plain navigation bar (content from `designedTop` points down)
/// clear of a taller top safe area, such as a status bar above the navigation bar: every
/// subview moves down by the difference, except the ones that touch the top edge, which grow
/// upwards instead so backdrops still reach under the bars. Call ``apply(to:)`` from
/// `viewDidLayoutSubviews()`; it only moves views by what changed since the last call.
@MainActor
public struct BarLayout {
    /// The top of the content the screen was designed for, in points.
    public let designedTop: CGFloat
    private var applied: CGFloat = 0

    /// A layout for a screen whose content starts `designedTop` points down.
    public init(designedTop: CGFloat) {
        self.designedTop = designedTop
    }

    /// Moves `view`'s subviews for its current safe area.
    public mutating func apply(to view: View) {
        let shift = max(0, view.safeAreaInsets.top - designedTop)
        let delta = shift - applied
        guard delta != 0 else { return }
        applied = shift
        for subview in view.subviews {
            var frame = subview.frame
            if frame.minY <= 0 {
                frame.size.height += delta
            } else {
                frame.origin.y += delta
            }
            subview.frame = frame
        }
    }
}
