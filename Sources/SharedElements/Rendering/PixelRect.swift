import Foundation

/// An integer rectangle of pixels, `[x0, x1) x [y0, y1)`. Empty when `x1 <= x0` or `y1 <= y0`.
public struct PixelRect: Sendable, Hashable {
    /// The left, top, right and bottom edges, in pixels (right and bottom exclusive).
    public var x0: Int, y0: Int, x1: Int, y1: Int

    /// A rectangle from its edges.
    public init(x0: Int, y0: Int, x1: Int, y1: Int) {
        self.x0 = x0; self.y0 = y0; self.x1 = x1; self.y1 = y1
    }

    /// The rectangle from the origin to (`width`, `height`).
    public init(width: Int, height: Int) { self.init(x0: 0, y0: 0, x1: width, y1: height) }

    /// The pixels whose area touches `rect`, or an empty rect when `rect` is not finite.
    public init(covering rect: CGRect) {
        guard !rect.isNull else {
            self.init(x0: 0, y0: 0, x1: 0, y1: 0)
            return
        }
        self.init(coveringMinX: rect.minX, minY: rect.minY, maxX: rect.maxX, maxY: rect.maxY)
    }

    /// The pixels whose area touches the box from (`minX`, `minY`) to (`maxX`, `maxY`), or an
    /// empty rect when an edge is not finite. Edges past ±2^30 pixels count as ±2^30.
    ///
    /// Give the edges themselves when they may lie far apart: a `CGRect` keeps an origin and a
    /// size, so a box from -1e18 to 4 reads back a `maxX` of 0 (1e18 + 4 rounds to 1e18).
    ///
    /// ```swift
    /// PixelRect(coveringMinX: -1e18, minY: 0.5, maxX: 4, maxY: 2)  // x -1073741824 ..< 4, y 0 ..< 2
    /// ```
    public init(coveringMinX minX: CGFloat, minY: CGFloat, maxX: CGFloat, maxY: CGFloat) {
        guard minX.isFinite, minY.isFinite, maxX.isFinite, maxY.isFinite else {
            self.init(x0: 0, y0: 0, x1: 0, y1: 0)
            return
        }
        let lim = CGFloat(1 << 30)
        self.init(x0: Int(max(-lim, min(lim, minX.rounded(.down)))),
                  y0: Int(max(-lim, min(lim, minY.rounded(.down)))),
                  x1: Int(max(-lim, min(lim, maxX.rounded(.up)))),
                  y1: Int(max(-lim, min(lim, maxY.rounded(.up)))))
    }

    /// The width in pixels; 0 when empty.
    public var width: Int { max(0, x1 - x0) }
    /// The height in pixels; 0 when empty.
    public var height: Int { max(0, y1 - y0) }
    /// Whether the rectangle holds no pixel.
    public var isEmpty: Bool { x1 <= x0 || y1 <= y0 }

    /// The pixels in both rectangles.
    public func intersection(_ o: PixelRect) -> PixelRect {
        PixelRect(x0: max(x0, o.x0), y0: max(y0, o.y0), x1: min(x1, o.x1), y1: min(y1, o.y1))
    }

    /// The smallest rectangle holding both.
    public func union(_ o: PixelRect) -> PixelRect {
        if isEmpty { return o }
        if o.isEmpty { return self }
        return PixelRect(x0: min(x0, o.x0), y0: min(y0, o.y0), x1: max(x1, o.x1), y1: max(y1, o.y1))
    }

    /// The rectangle moved in by `d` pixels on every side.
    public func insetBy(_ d: Int) -> PixelRect { PixelRect(x0: x0 + d, y0: y0 + d, x1: x1 - d, y1: y1 - d) }
}
