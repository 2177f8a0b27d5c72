import Foundation

/// A radius for each corner of a rectangle, in points (y down: the top is `minY`). A flyer
/// uses it where one radius for all four corners cannot follow the screen: a header flying to
/// the top of a rounded window takes the window's radius at its top corners while its bottom
/// corners stay square.
package struct CornerRadii: Equatable, Sendable {
    package var topLeft: CGFloat
    package var topRight: CGFloat
    package var bottomRight: CGFloat
    package var bottomLeft: CGFloat

    package init(topLeft: CGFloat, topRight: CGFloat, bottomRight: CGFloat, bottomLeft: CGFloat) {
        self.topLeft = topLeft
        self.topRight = topRight
        self.bottomRight = bottomRight
        self.bottomLeft = bottomLeft
    }

    /// The same radius at every corner.
    package init(all radius: CGFloat) {
        self.init(topLeft: radius, topRight: radius, bottomRight: radius, bottomLeft: radius)
    }

    /// The largest of the four (0 when none is a positive number). No array: a flyer asks on
    /// every frame.
    package var largest: CGFloat {
        func bigger(_ a: CGFloat, _ b: CGFloat) -> CGFloat { b > a ? b : a }
        return bigger(bigger(bigger(bigger(0, topLeft), topRight), bottomRight), bottomLeft)
    }

    /// The smallest of the four (not-a-number radii left out; infinity when all are).
    package var smallest: CGFloat {
        func smaller(_ a: CGFloat, _ b: CGFloat) -> CGFloat { b < a ? b : a }
        return smaller(smaller(smaller(smaller(.infinity, topLeft), topRight), bottomRight), bottomLeft)
    }

    /// Each radius less `amount`, never below 0 (the inner edge of a border `amount` wide).
    package func inset(by amount: CGFloat) -> CornerRadii {
        CornerRadii(topLeft: max(topLeft - amount, 0), topRight: max(topRight - amount, 0),
                    bottomRight: max(bottomRight - amount, 0), bottomLeft: max(bottomLeft - amount, 0))
    }

    /// Each corner's radius made from that corner's values in `self` and `other` by `combine`.
    @inlinable
    package func combined(with other: CornerRadii, _ combine: (CGFloat, CGFloat) -> CGFloat) -> CornerRadii {
        CornerRadii(topLeft: combine(topLeft, other.topLeft), topRight: combine(topRight, other.topRight),
                    bottomRight: combine(bottomRight, other.bottomRight), bottomLeft: combine(bottomLeft, other.bottomLeft))
    }
}
