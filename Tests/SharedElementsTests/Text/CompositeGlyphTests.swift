import Foundation
import Testing
import SharedElements
import SharedElementsTestSupport

/// Composite glyphs with scales, made by patching DejaVu Sans's `aacute` (glyph 163): its second
/// component (`acute`, 118, at x 82) has byte arguments followed by an instruction length, whose
/// bytes are rewritten as the component's scale.
struct CompositeGlyphTests {
    static let aacute = 163, acute = 118

    static func patchedFont(flags: UInt16, scale: [UInt8]) throws -> TrueTypeFont {
        var bytes = [UInt8](try TextFixtures.regularFileData())
        let font = try TrueTypeFont(data: Data(bytes))
        let tables = try TrueTypeFont.tableDirectory(FontData(bytes: bytes))
        let record = try #require(tables["glyf"]).start + font.glyphOffsets[aacute]
        // Header (10 bytes), first component (6), then the acute's flags, index and arguments.
        bytes[record + 16] = UInt8(flags >> 8)
        bytes[record + 17] = UInt8(flags & 0xFF)
        for (i, b) in scale.enumerated() { bytes[record + 22 + i] = b }
        return try TrueTypeFont(data: Data(bytes))
    }

    @Test(arguments: [
        // WE_HAVE_A_SCALE 0.5 (2.14: 0x2000).
        (0x100E, [0x20, 0x00], 0.5, 0.0, 0.0, 0.5),
        // WE_HAVE_AN_X_AND_Y_SCALE 0.5, 1.5.
        (0x1046, [0x20, 0x00, 0x60, 0x00], 0.5, 0.0, 0.0, 1.5),
        // WE_HAVE_A_TWO_BY_TWO: a 90° turn (0, 1; −1, 0).
        (0x1086, [0x00, 0x00, 0x40, 0x00, 0xC0, 0x00, 0x00, 0x00], 0.0, 1.0, -1.0, 0.0),
    ] as [(UInt16, [UInt8], Double, Double, Double, Double)])
    func scaledComponentsAreTransformedThenOffset(flags: UInt16, scale: [UInt8], a: Double, b: Double, c: Double, d: Double) throws {
        let font = try Self.patchedFont(flags: flags, scale: scale)
        let composite = try font.outline(of: Self.aacute)
        let part = try font.outline(of: Self.acute)
        #expect(composite.contours.count == 3)
        let expected = part.transformed(a: a, b: b, c: c, d: d, dx: 82, dy: 0).contours[0]
        let got = composite.contours[2]
        #expect(got.count == expected.count)
        #expect(zip(got, expected).allSatisfy { isClose($0.x, $1.x, abs: 1e-9) && isClose($0.y, $1.y, abs: 1e-9) && $0.onCurve == $1.onCurve })
    }

    @Test func selfReferencingCompositeIsMalformed() throws {
        var bytes = [UInt8](try TextFixtures.regularFileData())
        let font = try TrueTypeFont(data: Data(bytes))
        let tables = try TrueTypeFont.tableDirectory(FontData(bytes: bytes))
        let record = try #require(tables["glyf"]).start + font.glyphOffsets[Self.aacute]
        // The first component points at aacute itself: a cycle.
        bytes[record + 12] = UInt8(Self.aacute >> 8)
        bytes[record + 13] = UInt8(Self.aacute & 0xFF)
        let looped = try TrueTypeFont(data: Data(bytes))
        #expect(throws: TextError.self) { try looped.outline(of: Self.aacute) }
        // Drawing it draws it blank rather than failing.
        #expect(FontFace(font: looped).cache.outline(Self.aacute).isEmpty)
    }
}
