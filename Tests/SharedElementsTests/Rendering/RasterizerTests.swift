import Foundation
import Testing
import SharedElements
import SharedElementsTestSupport

/// The rasterizer against a slow, obviously correct reference: supersampled point-in-polygon.
@Suite struct RasterizerTests {
    func rasterize(_ polygon: [CGPoint], size: Int) -> [Float] {
        var out = [Float](repeating: 0, count: size * size)
        Rasterizer().fill([polygon], clip: PixelRect(width: size, height: size)) { y, x0, x1, coverage, constant in
            for x in x0..<x1 { out[y * size + x] = coverage.map { $0[x - x0] } ?? constant }
        }
        return out
    }

    /// Non-zero winding by crossing counts, 16x16 samples a pixel.
    func reference(_ polygon: [CGPoint], size: Int) -> [Float] {
        var out = [Float](repeating: 0, count: size * size)
        let n = 16
        for y in 0..<size {
            for x in 0..<size {
                var inside = 0
                for sy in 0..<n {
                    for sx in 0..<n {
                        let p = CGPoint(x: CGFloat(x) + (CGFloat(sx) + 0.5) / CGFloat(n), y: CGFloat(y) + (CGFloat(sy) + 0.5) / CGFloat(n))
                        if winding(polygon, p) != 0 { inside += 1 }
                    }
                }
                out[y * size + x] = Float(inside) / Float(n * n)
            }
        }
        return out
    }

    func winding(_ poly: [CGPoint], _ p: CGPoint) -> Int {
        var w = 0
        for i in 0..<poly.count {
            let a = poly[i], b = poly[(i + 1) % poly.count]
            if a.y <= p.y {
                if b.y > p.y && (b.x - a.x) * (p.y - a.y) - (p.x - a.x) * (b.y - a.y) > 0 { w += 1 }
            } else if b.y <= p.y && (b.x - a.x) * (p.y - a.y) - (p.x - a.x) * (b.y - a.y) < 0 {
                w -= 1
            }
        }
        return w
    }

    /// Simple polygons (no self-intersections): random triangles and random ellipses.
    @Test func matchesSupersampledReferenceOnRandomSimplePolygons() {
        var rng = SeededGenerator(seed: 42)
        for i in 0..<60 {
            let poly: [CGPoint]
            if i % 2 == 0 {
                poly = (0..<3).map { _ in CGPoint(x: .random(in: -4...20, using: &rng), y: .random(in: -4...20, using: &rng)) }
            } else {
                let c = CGPoint(x: .random(in: 0...16, using: &rng), y: .random(in: 0...16, using: &rng))
                let rx = CGFloat.random(in: 1...10, using: &rng), ry = CGFloat.random(in: 1...10, using: &rng)
                let turn = CGFloat.random(in: 0...3, using: &rng)
                poly = (0..<24).map { k in
                    let a = CGFloat(k) / 24 * 2 * .pi
                    let x = rx * cos(a), y = ry * sin(a)
                    return CGPoint(x: c.x + x * cos(turn) - y * sin(turn), y: c.y + x * sin(turn) + y * cos(turn))
                }
            }
            let fast = rasterize(poly, size: 16)
            let slow = reference(poly, size: 16)
            // 16x16 point samples resolve coverage to a few hundredths where an edge crosses a pixel.
            let worst = zip(fast, slow).map { abs($0 - $1) }.max() ?? 0
            #expect(worst < 0.04, "polygon \(poly)")
        }
    }

    @Test func overlappingContoursOfOneWindingDoNotAddUp() {
        let a = [CGPoint(x: 2, y: 2), CGPoint(x: 10, y: 2), CGPoint(x: 10, y: 10), CGPoint(x: 2, y: 10)]
        let b = a.map { CGPoint(x: $0.x + 3.5, y: $0.y + 3.5) }
        var out = [Float](repeating: 0, count: 256)
        Rasterizer().fill([a, b], clip: PixelRect(width: 16, height: 16)) { y, x0, x1, coverage, constant in
            for x in x0..<x1 { out[y * 16 + x] = coverage.map { $0[x - x0] } ?? constant }
        }
        #expect(out[7 * 16 + 7] == 1)  // covered twice, still full
        #expect(abs(out[12 * 16 + 13] - 0.5) < 1e-5)  // the right half of pixel 13 is covered
    }

    @Test func coverageSumsToTheArea() {
        let tri = [CGPoint(x: 1.3, y: 0.7), CGPoint(x: 13.9, y: 4.2), CGPoint(x: 5.1, y: 14.6)]
        let area = abs((tri[1].x - tri[0].x) * (tri[2].y - tri[0].y) - (tri[2].x - tri[0].x) * (tri[1].y - tri[0].y)) / 2
        let sum = rasterize(tri, size: 16).reduce(0, +)
        #expect(abs(Double(sum) - area) < 1e-3)
    }

    @Test func windingIsIndependentOfOrientation() {
        let cw = [CGPoint(x: 2, y: 2), CGPoint(x: 10, y: 3), CGPoint(x: 6, y: 12)]
        #expect(rasterize(cw, size: 16) == rasterize(cw.reversed(), size: 16))
    }

    @Test func shapesOutsideTheClipCostNothingAndDrawNothing() {
        var calls = 0
        Rasterizer().fill([[CGPoint(x: 100, y: 100), CGPoint(x: 200, y: 100), CGPoint(x: 150, y: 200)]],
                          clip: PixelRect(width: 16, height: 16)) { _, _, _, _, _ in calls += 1 }
        #expect(calls == 0)
        Rasterizer().fill([[CGPoint(x: CGFloat.nan, y: 1), CGPoint(x: 5, y: 5), CGPoint(x: 1, y: 9)]],
                          clip: PixelRect(width: 16, height: 16)) { _, _, _, _, _ in calls += 1 }
        #expect(calls == 0)
    }

    /// Edges whose ends lie past what an Int holds (a layer scaled by 1e18 or 1e300) fill what
    /// the clip shows of them: every pixel inside, none outside.
    @Test func edgesEndingFarPastTheClipFillWhatItShows() {
        for far in [1e18, 1e19, 1e300, Double.greatestFiniteMagnitude / 4] {
            let square = [CGPoint(x: -far, y: -far), CGPoint(x: far, y: -far), CGPoint(x: far, y: far), CGPoint(x: -far, y: far)]
            #expect(rasterize(square, size: 8).allSatisfy { $0 == 1 }, "square of side \(2 * far)")
            // Vertical edges from far above to inside the clip, and a sloped one from far below.
            let slab = [CGPoint(x: 2, y: -far), CGPoint(x: 6, y: -far), CGPoint(x: 6, y: 4), CGPoint(x: 2, y: 4)]
            let covered = rasterize(slab, size: 8)
            for y in 0..<8 {
                for x in 0..<8 { #expect(covered[y * 8 + x] == (x >= 2 && x < 6 && y < 4 ? 1 : 0), "slab, far \(far), pixel \(x), \(y)") }
            }
            let wedge = [CGPoint(x: 0, y: 0), CGPoint(x: 8, y: 0), CGPoint(x: 8, y: far)]
            #expect(rasterize(wedge, size: 8).allSatisfy { $0 > 0.99 }, "wedge, far \(far)")
        }
    }
}
