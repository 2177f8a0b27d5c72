import Foundation

/// Edges of a rectangle (`UIRectEdge`).
public struct RectEdge: OptionSet, Sendable, Hashable {
    /// The edges' bits.
    public let rawValue: Int
    /// Edges from their bits.
    public init(rawValue: Int) { self.rawValue = rawValue }
    /// The top edge.
    public static let top = RectEdge(rawValue: 1)
    /// The left edge.
    public static let left = RectEdge(rawValue: 2)
    /// The bottom edge.
    public static let bottom = RectEdge(rawValue: 4)
    /// The right edge.
    public static let right = RectEdge(rawValue: 8)
    /// Every edge.
    public static let all: RectEdge = [.top, .left, .bottom, .right]
}

/// A pan that starts only within ``edgeMargin`` points of one of ``edges`` of the window and
/// moves away from it (`UIScreenEdgePanGestureRecognizer`).
///
/// ```swift
/// let edge = ScreenEdgePanGestureRecognizer { _ in … }
/// edge.edges = .left
/// detail.view.addGestureRecognizer(edge)
/// ```
@MainActor
public final class ScreenEdgePanGestureRecognizer: PanGestureRecognizer {
    /// The edges a pan may start from.
    public var edges: RectEdge = .left
    /// How close to the edge the touch must go down, in points.
    public var edgeMargin: CGFloat = 20

    public override func canBegin(at start: CGPoint, movedTo point: CGPoint) -> Bool {
        guard let size = view?.window?.bounds.size else { return false }
        let dx = point.x - start.x, dy = point.y - start.y
        if edges.contains(.left), start.x <= edgeMargin, dx > abs(dy) { return true }
        if edges.contains(.right), start.x >= size.width - edgeMargin, -dx > abs(dy) { return true }
        if edges.contains(.top), start.y <= edgeMargin, dy > abs(dx) { return true }
        if edges.contains(.bottom), start.y >= size.height - edgeMargin, -dy > abs(dx) { return true }
        return false
    }
}
