import Foundation

/// How a view follows changes of its superview's bounds size (`UIView.AutoresizingMask`).
///
/// A flexible part absorbs the change; when several parts along an axis are flexible, the change
/// is shared in proportion to their current sizes, as UIKit does. With none flexible the view
/// keeps its frame (its distance to the top-left corner).
///
/// ```swift
/// child.frame = parent.bounds
/// child.autoresizingMask = [.flexibleWidth, .flexibleHeight]   // follows the parent's size
/// ```
public struct AutoresizingMask: OptionSet, Sendable, Hashable {
    /// The mask's bits, UIKit's values.
    public let rawValue: UInt
    /// A mask from its bits.
    public init(rawValue: UInt) { self.rawValue = rawValue }

    /// The left margin grows and shrinks with the superview.
    public static let flexibleLeftMargin = AutoresizingMask(rawValue: 1 << 0)
    /// The width grows and shrinks with the superview.
    public static let flexibleWidth = AutoresizingMask(rawValue: 1 << 1)
    /// The right margin grows and shrinks with the superview.
    public static let flexibleRightMargin = AutoresizingMask(rawValue: 1 << 2)
    /// The top margin grows and shrinks with the superview.
    public static let flexibleTopMargin = AutoresizingMask(rawValue: 1 << 3)
    /// The height grows and shrinks with the superview.
    public static let flexibleHeight = AutoresizingMask(rawValue: 1 << 4)
    /// The bottom margin grows and shrinks with the superview.
    public static let flexibleBottomMargin = AutoresizingMask(rawValue: 1 << 5)
}

extension AutoresizingMask {
    /// The new frame of a view whose superview's bounds size went from `old` to `new`.
    package func resize(_ frame: CGRect, from old: CGSize, to new: CGSize) -> CGRect {
        let (x, w) = AutoresizingMask.share(
            start: frame.minX, length: frame.width, total: old.width, delta: new.width - old.width,
            flexibleStart: contains(.flexibleLeftMargin), flexibleLength: contains(.flexibleWidth),
            flexibleEnd: contains(.flexibleRightMargin))
        let (y, h) = AutoresizingMask.share(
            start: frame.minY, length: frame.height, total: old.height, delta: new.height - old.height,
            flexibleStart: contains(.flexibleTopMargin), flexibleLength: contains(.flexibleHeight),
            flexibleEnd: contains(.flexibleBottomMargin))
        return CGRect(x: x, y: y, width: w, height: h)
    }

    /// Splits `delta` among the flexible parts of one axis in proportion to their sizes
    /// (equally when all of them are zero).
    private static func share(
        start: CGFloat, length: CGFloat, total: CGFloat, delta: CGFloat,
        flexibleStart: Bool, flexibleLength: Bool, flexibleEnd: Bool
    ) -> (CGFloat, CGFloat) {
        guard delta != 0, flexibleStart || flexibleLength || flexibleEnd else { return (start, length) }
        let end = total - start - length
        let parts = [(flexibleStart, max(start, 0)), (flexibleLength, max(length, 0)), (flexibleEnd, max(end, 0))]
        let flexible = parts.filter(\.0)
        let sum = flexible.reduce(0) { $0 + $1.1 }
        func portion(_ p: (Bool, CGFloat)) -> CGFloat {
            guard p.0 else { return 0 }
            return sum > 0 ? delta * p.1 / sum : delta / CGFloat(flexible.count)
        }
        return (start + portion(parts[0]), length + portion(parts[1]))
    }
}
