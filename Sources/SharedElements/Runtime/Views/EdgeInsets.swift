import Foundation

/// Distances inset from each edge of a rectangle, in points (`UIEdgeInsets`).
///
/// ```swift
/// let insets = EdgeInsets(top: 47, left: 0, bottom: 0, right: 0)
/// let content = insets.inset(CGRect(x: 0, y: 0, width: 390, height: 844))   // y 47, height 797
/// ```
public struct EdgeInsets: Equatable, Hashable, Sendable, CustomStringConvertible {
    /// The inset from the top edge, in points.
    public var top: CGFloat
    /// The inset from the left edge, in points.
    public var left: CGFloat
    /// The inset from the bottom edge, in points.
    public var bottom: CGFloat
    /// The inset from the right edge, in points.
    public var right: CGFloat

    /// Insets of `top`, `left`, `bottom` and `right` points.
    public init(top: CGFloat, left: CGFloat, bottom: CGFloat, right: CGFloat) {
        self.top = top
        self.left = left
        self.bottom = bottom
        self.right = right
    }

    /// No inset on any edge (`UIEdgeInsets.zero`).
    public static let zero = EdgeInsets(top: 0, left: 0, bottom: 0, right: 0)

    /// `rect` with each edge moved inwards by its inset (`UIEdgeInsetsInsetRect`, `CGRect.inset(by:)`).
    /// Non-finite insets count as zero; a rectangle inset past its size keeps a size of zero.
    public func inset(_ rect: CGRect) -> CGRect {
        func finite(_ v: CGFloat) -> CGFloat { v.isFinite ? v : 0 }
        let x = rect.minX + finite(left), y = rect.minY + finite(top)
        return CGRect(x: x, y: y, width: max(0, rect.width - finite(left) - finite(right)),
                      height: max(0, rect.height - finite(top) - finite(bottom)))
    }

    public var description: String { "EdgeInsets(top: \(top), left: \(left), bottom: \(bottom), right: \(right))" }
}
