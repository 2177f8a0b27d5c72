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
        let arcs: [(CGFloat, CGFloat, CGFloat, CornerMask, CGPoint)] = [
            (r.maxX - rad, r.minY + rad, -.pi / 2, .layerMaxXMinYCorner, CGPoint(x: r.maxX, y: r.minY)),  // top right: -90 to 0 degrees
            (r.maxX - rad, r.maxY - rad, 0, .layerMaxXMaxYCorner, CGPoint(x: r.maxX, y: r.maxY)),  // bottom right
            (r.minX + rad, r.maxY - rad, .pi / 2, .layerMinXMaxYCorner, CGPoint(x: r.minX, y: r.maxY)),  // bottom left
            (r.minX + rad, r.minY + rad, .pi, .layerMinXMinYCorner, CGPoint(x: r.minX, y: r.minY)),  // top left
        ]
        // Inner vertices sit slightly outside the arc so the polygon has the arc's area
        // (chord pieces cut the sector by as much as they add): edges then straddle the curve.
        let step = (CGFloat.pi / 2) / CGFloat(n)
        let outer = rad * (step / sin(step)).squareRoot()
        for (cx, cy, start, corner, square) in arcs {
            // A corner the mask leaves out stays square.
            guard corners.contains(corner) else {
                pts.append(square)
                continue
            }
            for i in 0...n {
                let a = start + step * CGFloat(i)
                let r = i == 0 || i == n ? rad : outer
                pts.append(CGPoint(x: cx + r * cos(a), y: cy + r * sin(a)))
            }
        }
        return pts
    }

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
