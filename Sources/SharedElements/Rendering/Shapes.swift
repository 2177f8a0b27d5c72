import Foundation

/// Polygons for the shapes layers draw, in a layer's own plane.
package enum Shapes {
    /// A rounded rectangle as a clockwise polygon (y down): corner arcs flattened so that no
    /// point of the polygon is more than about `tolerance` units inside the true arc.
    package static func roundedRect(_ r: CGRect, radius: CGFloat, tolerance: CGFloat, corners: CornerMask = .all) -> [CGPoint] {
        let rad = min(max(radius, 0), min(r.width, r.height) / 2)
        if rad <= 0 || !rad.isFinite || corners.isEmpty {
            return [CGPoint(x: r.minX, y: r.minY), CGPoint(x: r.maxX, y: r.minY),
                    CGPoint(x: r.maxX, y: r.maxY), CGPoint(x: r.minX, y: r.maxY)]
        }
        let n = segments(radius: rad, tolerance: tolerance)
        var pts: [CGPoint] = []
        pts.reserveCapacity(4 * (n + 1))
        let arcs: [(CGFloat, CGFloat, CornerMask, CGPoint)] = [
            (r.maxX - rad, r.minY + rad, .layerMaxXMinYCorner, CGPoint(x: r.maxX, y: r.minY)),  // top right: -90 to 0 degrees
            (r.maxX - rad, r.maxY - rad, .layerMaxXMaxYCorner, CGPoint(x: r.maxX, y: r.maxY)),  // bottom right
            (r.minX + rad, r.maxY - rad, .layerMinXMaxYCorner, CGPoint(x: r.minX, y: r.maxY)),  // bottom left
            (r.minX + rad, r.minY + rad, .layerMinXMinYCorner, CGPoint(x: r.minX, y: r.minY)),  // top left
        ]
        // Inner vertices sit slightly outside the arc so the polygon has the arc's area
        // (chord pieces cut the sector by as much as they add): edges then straddle the curve.
        let table = arcTables[n]
        let outer = rad * table.stretch.squareRoot()
        for (k, (cx, cy, corner, square)) in arcs.enumerated() {
            // A corner the mask leaves out stays square.
            guard corners.contains(corner) else {
                pts.append(square)
                continue
            }
            for i in 0...n {
                let unit = table.unit[k * (n + 1) + i]
                let r = i == 0 || i == n ? rad : outer
                pts.append(CGPoint(x: cx + r * unit.x, y: cy + r * unit.y))
            }
        }
        return pts
    }

    /// A rounded rectangle with its own radius at each corner, as a clockwise polygon (y down),
    /// flattened like ``roundedRect(_:radius:tolerance:corners:)``: each radius is clamped to
    /// half the shorter side (not a number counts as 0), so the arcs never overlap.
    package static func roundedRect(_ r: CGRect, radii: CornerRadii, tolerance: CGFloat) -> [CGPoint] {
        let half = min(r.width, r.height) / 2
        func clamped(_ v: CGFloat) -> CGFloat { v.isFinite ? min(max(v, 0), half) : (v > 0 ? half : 0) }
        let corners: [(CGFloat, CGPoint, CGPoint)] = [   // radius, the arc's centre direction, the corner
            (clamped(radii.topRight), CGPoint(x: -1, y: 1), CGPoint(x: r.maxX, y: r.minY)),
            (clamped(radii.bottomRight), CGPoint(x: -1, y: -1), CGPoint(x: r.maxX, y: r.maxY)),
            (clamped(radii.bottomLeft), CGPoint(x: 1, y: -1), CGPoint(x: r.minX, y: r.maxY)),
            (clamped(radii.topLeft), CGPoint(x: 1, y: 1), CGPoint(x: r.minX, y: r.minY)),
        ]
        var pts: [CGPoint] = []
        pts.reserveCapacity(4 * 17)
        for (k, (rad, toward, square)) in corners.enumerated() {
            guard rad > 0, half > 0 else {
                pts.append(square)
                continue
            }
            let n = segments(radius: rad, tolerance: tolerance)
            let table = arcTables[n]
            let outer = rad * table.stretch.squareRoot()
            let cx = square.x + toward.x * rad, cy = square.y + toward.y * rad
            for i in 0...n {
                let unit = table.unit[k * (n + 1) + i]
                let length = i == 0 || i == n ? rad : outer
                pts.append(CGPoint(x: cx + length * unit.x, y: cy + length * unit.y))
            }
        }
        return pts
    }

    /// The corner arcs' directions for `n` segments a quarter circle (`n` in 1...64): the
    /// cosine and sine of each vertex's angle, corner by corner from the top right (-90° to
    /// 0°), then bottom right, bottom left and top left, and `step / sin(step)` for the inner
    /// vertices' radius. Worked out once: a frame of cards would otherwise spend more time in
    /// `sin` and `cos` than in filling its corners.
    private struct ArcTable {
        let unit: [CGPoint]
        let stretch: CGFloat

        init(segments n: Int) {
            let step = (CGFloat.pi / 2) / CGFloat(n)
            stretch = step / sin(step)
            var unit: [CGPoint] = []
            unit.reserveCapacity(4 * (n + 1))
            for start in [-CGFloat.pi / 2, 0, .pi / 2, .pi] {
                for i in 0...n {
                    let a = start + step * CGFloat(i)
                    unit.append(CGPoint(x: cos(a), y: sin(a)))
                }
            }
            self.unit = unit
        }
    }

    /// ``ArcTable`` by segment count (index 0 unused).
    private static let arcTables: [ArcTable] = (0...64).map { ArcTable(segments: max($0, 1)) }

    /// Segments per quarter circle for a sagitta of at most `tolerance`.
    package static func segments(radius: CGFloat, tolerance: CGFloat) -> Int {
        guard radius > tolerance, tolerance > 0 else { return 1 }
        let step = 2 * acos(1 - tolerance / radius)
        guard step.isFinite, step > 0 else { return 64 }
        return min(64, max(2, Int((CGFloat.pi / 2 / step).rounded(.up))))
    }

    /// The intersection of a convex polygon with an axis-aligned rectangle.
    package static func clip(_ polygon: [CGPoint], to r: CGRect) -> [CGPoint] {
        var p = Polygon.clip(polygon, keepingPositive: (1, 0, -r.minX))
        p = Polygon.clip(p, keepingPositive: (-1, 0, r.maxX))
        p = Polygon.clip(p, keepingPositive: (0, 1, -r.minY))
        return Polygon.clip(p, keepingPositive: (0, -1, r.maxY))
    }
}
