import Foundation
import Testing
import SharedElements
import SharedElementsTestSupport

/// DejaVu Sans against values read with fontTools (`TTFont('DejaVuSans.ttf')`: `head`, `hhea`,
/// `maxp`, `getBestCmap()`, `hmtx`, `glyf[...].getCoordinates()`, `kern.kernTables[0]`).
struct TrueTypeFontTests {
    @Test func readsHeaderMetrics() throws {
        let font = try TextFixtures.trueType()
        #expect(font.unitsPerEm == 2048)
        #expect(font.ascender == 1901)
        #expect(font.descender == -483)
        #expect(font.lineGap == 0)
        #expect(font.glyphCount == 6253)
        #expect(font.boundingBox == CGRect(x: -2090, y: -948, width: 3673 + 2090, height: 2524 + 948))
    }

    @Test(arguments: [
        ("A", 36, 1401, 16), ("V", 57, 1401, 16), ("a", 68, 1255, 123), ("g", 74, 1300, 113),
        ("o", 82, 1253, 113), ("€", 2948, 1303, 0), ("é", 171, 1260, 113),
    ] as [(String, Int, Int, Int)])
    func mapsCharactersAndMetrics(character: String, glyph: Int, advance: Int, bearing: Int) throws {
        let font = try TextFixtures.trueType()
        let scalar = try #require(character.unicodeScalars.first)
        #expect(font.glyphIndex(for: scalar) == glyph)
        #expect(font.advanceWidth(of: glyph) == advance)
        #expect(font.leftSideBearing(of: glyph) == bearing)
    }

    @Test func unmappedCharactersGiveNotdef() throws {
        let font = try TextFixtures.trueType()
        #expect(font.glyphIndex(for: "\u{1F642}") == 0)
        #expect(!font.hasGlyph(for: "\u{1F642}"))
        #expect(font.glyphIndex(for: "\u{10FFFF}") == 0)
        #expect(font.advanceWidth(of: 0) == 1229)
        #expect(font.advanceWidth(of: -1) == 0 && font.advanceWidth(of: 1_000_000) == 0)
    }

    @Test func readsKerningPairs() throws {
        let font = try TextFixtures.trueType()
        func kern(_ a: Unicode.Scalar, _ b: Unicode.Scalar) -> Int {
            font.kerning(between: font.glyphIndex(for: a), and: font.glyphIndex(for: b))
        }
        #expect(font.hasKerning)
        #expect(kern("A", "V") == -131)
        #expect(kern("V", "A") == -131)
        #expect(kern("T", "o") == -348)
        #expect(kern("L", "T") == -282)
        #expect(kern("F", "a") == -188)
        #expect(kern("o", "o") == 0)
    }

    @Test func readsSimpleOutlinePoints() throws {
        let font = try TextFixtures.trueType()
        let a = try font.outline(of: 36)
        #expect(a.contours.map(\.count) == [3, 8])
        let expected: [(Double, Double, Bool)] = [
            (700, 1294, true), (426, 551, true), (975, 551, true), (586, 1493, true), (815, 1493, true),
            (1384, 0, true), (1174, 0, true), (1038, 383, true), (365, 383, true), (229, 0, true), (16, 0, true),
        ]
        let points: [(Double, Double, Bool)] = a.contours.joined().map { (Double($0.x), Double($0.y), $0.onCurve) }
        #expect(points.elementsEqual(expected, by: { $0 == $1 }))

        let o = try font.outline(of: 82)
        #expect(o.contours.map(\.count) == [12, 12])
        let first: [(Double, Double, Bool)] = [
            (627, 991, true), (479, 991, false), (307, 760, false), (307, 559, true), (307, 358, false), (478, 127, false),
            (627, 127, true), (774, 127, false), (946, 359, false), (946, 559, true), (946, 758, false), (774, 991, false),
        ]
        let firstPoints: [(Double, Double, Bool)] = o.contours[0].map { (Double($0.x), Double($0.y), $0.onCurve) }
        #expect(firstPoints.elementsEqual(first, by: { $0 == $1 }))
        #expect(o.controlBounds == CGRect(x: 113, y: -29, width: 1141 - 113, height: 1147 + 29))
    }

    @Test func resolvesCompositeGlyphsWithOffsets() throws {
        let font = try TextFixtures.trueType()
        // aacute = a (68) at (0, 0) + acute (118) at (82, 0).
        let composite = try font.outline(of: 163)
        #expect(composite.contours.map(\.count) == [11, 27, 4])
        let points = Array(composite.contours.joined())
        #expect(points.first.map { ($0.x, $0.y) } ?? (0, 0) == (702, 563))
        #expect(points.last.map { ($0.x, $0.y) } ?? (0, 0) == (453, 1262))
        let acute = try font.outline(of: 118)
        #expect(composite.contours[2] == acute.contours[0].map { GlyphOutline.Point(x: $0.x + 82, y: $0.y, onCurve: $0.onCurve) })
        let bounds = composite.controlBounds
        #expect(bounds.minY == -29 && bounds.maxY == 1638)
    }

    @Test func spaceHasAnEmptyOutline() throws {
        let font = try TextFixtures.trueType()
        #expect(try font.outline(of: font.glyphIndex(for: " ")).isEmpty)
        #expect(throws: TextError.self) { try font.outline(of: font.glyphCount) }
    }

    @Test func scaledComponentTransformsItsPoints() {
        let square = GlyphOutline(contours: [[
            .init(x: 0, y: 0, onCurve: true), .init(x: 10, y: 0, onCurve: true), .init(x: 10, y: 10, onCurve: true),
        ]])
        let moved = square.transformed(a: 0.5, b: 0, c: 0, d: 2, dx: 3, dy: -1)
        #expect(moved.contours[0].map { CGPoint(x: $0.x, y: $0.y) } == [CGPoint(x: 3, y: -1), CGPoint(x: 8, y: -1), CGPoint(x: 8, y: 19)])
    }
}
