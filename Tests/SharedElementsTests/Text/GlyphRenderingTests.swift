import Foundation
import Testing
import SharedElements
import SharedElementsTestSupport

struct GlyphRenderingTests {
    /// Signed area of polygons by the shoelace formula (y down: clockwise in y-up units is positive).
    static func shoelace(_ polygons: [[CGPoint]]) -> Double {
        var total = 0.0
        for p in polygons {
            for i in p.indices {
                let a = p[i], b = p[(i + 1) % p.count]
                total += a.x * b.y - b.x * a.y
            }
        }
        return total / 2
    }

    /// fontTools' `AreaPen` areas of the glyphs (font units², sign dropped).
    @Test(arguments: [("o", 538_210.25), ("A", 678_360.0), ("é", 635_586.75), ("g", 732_244.25)] as [(String, Double)])
    func coverageIntegratesToTheOutlineArea(character: String, fontToolsArea: Double) throws {
        let font = try TextFixtures.trueType()
        let glyph = font.glyphIndex(for: try #require(character.unicodeScalars.first))
        let outline = try font.outline(of: glyph)
        for pixelsPerEm in [12.0, 51.0, 200.0] {
            let scale = pixelsPerEm / Double(font.unitsPerEm)
            let mask = GlyphMask.render(outline, scale: scale, subpixel: 0.25, rasterizer: Rasterizer())
            let covered = mask.coverage.reduce(0.0) { $0 + Double($1) / 255 }
            let polygonArea = abs(Self.shoelace(outline.flattened(scale: scale, origin: .zero, tolerance: 0.1)))
            #expect(isClose(covered, polygonArea, rel: 0.01), "\(character) at \(pixelsPerEm) px: \(covered) vs \(polygonArea)")
            // Finely flattened, the polygon has the outline's exact area.
            let exact = abs(Self.shoelace(outline.flattened(scale: scale, origin: .zero, tolerance: 0.002)))
            #expect(isClose(exact, fontToolsArea * scale * scale, rel: 0.001))
        }
    }

    @Test func flatteningStaysWithinTolerance() throws {
        let outline = try TextFixtures.trueType().outline(of: 82)
        let coarse = outline.flattened(scale: 1, origin: .zero, tolerance: 8)
        let fine = outline.flattened(scale: 1, origin: .zero, tolerance: 0.05)
        #expect(fine.map(\.count).reduce(0, +) > coarse.map(\.count).reduce(0, +))
        // Chords cut inside convex arcs: the coarse area is smaller, but by less than the
        // tolerance times the perimeter (about 7000 units for this 'o').
        let lost = abs(Self.shoelace(fine)) - abs(Self.shoelace(coarse))
        #expect(lost > 0 && lost < 8 * 7000)
    }

    @Test func outlinesWithoutOnCurvePointsClose() {
        // Four control points only: a circle-like spline through the implied midpoints.
        let ring = GlyphOutline(contours: [[
            .init(x: 0, y: 0, onCurve: false), .init(x: 100, y: 0, onCurve: false),
            .init(x: 100, y: 100, onCurve: false), .init(x: 0, y: 100, onCurve: false),
        ]])
        let polygon = ring.flattened(scale: 1, origin: .zero, tolerance: 0.1)
        #expect(polygon.count == 1)
        // The spline's area is 5/6 of the square's (four parabolic arcs through the edge midpoints).
        #expect(isClose(abs(Self.shoelace(polygon)), 10_000 * 5 / 6, rel: 0.005))
    }

    @Test func cacheKeepsOneMaskPerGlyphSizeAndSubpixel() throws {
        let face = try FontFace(data: TextFixtures.regularFileData())
        let r = Rasterizer()
        _ = face.cache.mask(36, pixelsPerEm: 51, subpixel: 0, rasterizer: r)
        _ = face.cache.mask(36, pixelsPerEm: 51, subpixel: 0, rasterizer: r)
        #expect(face.cache.maskCount == 1)
        _ = face.cache.mask(36, pixelsPerEm: 51, subpixel: 1, rasterizer: r)
        _ = face.cache.mask(36, pixelsPerEm: 34, subpixel: 0, rasterizer: r)
        #expect(face.cache.maskCount == 3)
        let blank = face.cache.mask(3, pixelsPerEm: 51, subpixel: 0, rasterizer: r)
        #expect(blank.width == 0)
    }
}
