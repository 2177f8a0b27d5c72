import Foundation

/// A glyph's shape: closed contours of quadratic Bézier splines in font units, y up, as the
/// `glyf` table stores them (composite glyphs already resolved into their parts' contours).
///
/// Each contour lists on-curve points and off-curve control points; between two consecutive
/// off-curve points lies an implied on-curve point halfway. TrueType fills with non-zero winding
/// and winds outer contours clockwise (in y-up units), holes the other way.
///
/// ```swift
/// let o = try font.outline(of: font.glyphIndex(for: "o"))
/// let polygons = o.flattened(scale: 51.0 / 2048, origin: CGPoint(x: 10, y: 60), tolerance: 0.1)
/// ```
public struct GlyphOutline: Sendable, Equatable {
    /// A point of a contour, font units.
    public struct Point: Sendable, Equatable {
        /// The horizontal coordinate, in font units.
        public var x: Double
        /// The vertical coordinate, in font units (y up).
        public var y: Double
        /// Whether the spline passes through the point (`false`: a control point).
        public var onCurve: Bool

        /// A point, on the curve or a control point.
        public init(x: Double, y: Double, onCurve: Bool) {
            self.x = x; self.y = y; self.onCurve = onCurve
        }
    }

    /// The contours, each implicitly closed.
    public var contours: [[Point]]

    /// An outline of `contours` (empty: a blank glyph such as the space).
    public init(contours: [[Point]] = []) {
        self.contours = contours
    }

    /// Whether there is nothing to draw.
    public var isEmpty: Bool { contours.allSatisfy { $0.isEmpty } }

    /// The box of all points (control points included), font units; `.null` when empty.
    public var controlBounds: CGRect {
        var minX = Double.infinity, minY = Double.infinity, maxX = -Double.infinity, maxY = -Double.infinity
        for c in contours {
            for p in c { minX = min(minX, p.x); maxX = max(maxX, p.x); minY = min(minY, p.y); maxY = max(maxY, p.y) }
        }
        return minX <= maxX ? CGRect(x: minX, y: minY, width: maxX - minX, height: maxY - minY) : .null
    }

    /// The outline as polygons in device pixels, y down: a font-unit point `(x, y)` goes to
    /// `(origin.x + x * scale, origin.y - y * scale)`. Each curve is split into enough chords that
    /// no chord strays more than `tolerance` pixels from it.
    public func flattened(scale: Double, origin: CGPoint, tolerance: Double = 0.1) -> [[CGPoint]] {
        let tol = tolerance.isFinite && tolerance > 0 ? max(tolerance, 1e-3) : 0.1
        var out: [[CGPoint]] = []
        out.reserveCapacity(contours.count)
        for c in contours where c.count >= 2 {
            // Start on an on-curve point: the first one, or the implied midpoint of two controls.
            var pts: [Point]
            if let f = c.firstIndex(where: { $0.onCurve }) {
                pts = Array(c[f...] + c[..<f])
            } else {
                let a = c[c.count - 1], b = c[0]
                pts = [Point(x: (a.x + b.x) / 2, y: (a.y + b.y) / 2, onCurve: true)] + c
            }
            var poly: [CGPoint] = []
            poly.reserveCapacity(pts.count * 2)
            let ox = Double(origin.x), oy = Double(origin.y)
            poly.append(CGPoint(x: ox + pts[0].x * scale, y: oy - pts[0].y * scale))
            var prev = pts[0]
            var control: Point?
            for k in 1...pts.count {
                let p = pts[k % pts.count]
                if p.onCurve {
                    if let q = control {
                        addQuad(&poly, prev, q, p, scale: scale, origin: (ox, oy), tolerance: tol)
                    } else {
                        poly.append(CGPoint(x: ox + p.x * scale, y: oy - p.y * scale))
                    }
                    prev = p
                    control = nil
                } else {
                    if let q = control {
                        let m = Point(x: (q.x + p.x) / 2, y: (q.y + p.y) / 2, onCurve: true)
                        addQuad(&poly, prev, q, m, scale: scale, origin: (ox, oy), tolerance: tol)
                        prev = m
                    }
                    control = p
                }
            }
            // The walk ends back on the start point, which the polygon closes to anyway.
            poly.removeLast()
            if poly.count >= 3 { out.append(poly) }
        }
        return out
    }

    private func addQuad(
        _ poly: inout [CGPoint], _ p0: Point, _ p1: Point, _ p2: Point, scale: Double, origin: (Double, Double),
        tolerance: Double
    ) {
        // A chord over a parameter step h strays |p0 - 2p1 + p2| h² / 4 from the curve.
        let dx = (p0.x - 2 * p1.x + p2.x) * scale, dy = (p0.y - 2 * p1.y + p2.y) * scale
        let dd = (dx * dx + dy * dy).squareRoot()
        let raw = (dd / (4 * tolerance)).squareRoot().rounded(.up)
        let steps = raw.isFinite ? Int(min(max(raw, 1), 64)) : 1
        for i in 1...steps {
            let t = Double(i) / Double(steps), u = 1 - t
            let x = u * u * p0.x + 2 * u * t * p1.x + t * t * p2.x
            let y = u * u * p0.y + 2 * u * t * p1.y + t * t * p2.y
            poly.append(CGPoint(x: origin.0 + x * scale, y: origin.1 - y * scale))
        }
    }

    /// The outline moved by `(dx, dy)` after the linear map `(a b; c d)`: `x' = a x + c y + dx`,
    /// `y' = b x + d y + dy` (a composite glyph's component transform).
    public func transformed(a: Double, b: Double, c: Double, d: Double, dx: Double, dy: Double) -> GlyphOutline {
        GlyphOutline(contours: contours.map { contour in
            contour.map { Point(x: a * $0.x + c * $0.y + dx, y: b * $0.x + d * $0.y + dy, onCurve: $0.onCurve) }
        })
    }
}
