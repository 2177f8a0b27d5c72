import Foundation
import Testing
import SharedElements
import SharedElementsTestSupport

struct CharacterMapTests {
    /// DejaVu Sans's `cmap` with only the subtable of `platform`/`encoding` listed.
    static func cmapKeeping(platform: UInt16, encoding: UInt16) throws -> FontData {
        let tables = try TrueTypeFont.tableDirectory(FontData(bytes: [UInt8](try TextFixtures.regularFileData())))
        let cmap = try #require(tables["cmap"])
        let original = Array(cmap.bytes[cmap.start..<(cmap.start + cmap.count)])
        for i in 0..<Int(try cmap.u16(2)) where try cmap.u16(4 + 8 * i) == platform && cmap.u16(6 + 8 * i) == encoding {
            let offset = try cmap.u32(8 + 8 * i) + 12
            let header: [UInt8] = [0, 0, 0, 1, UInt8(platform >> 8), UInt8(platform & 0xFF), UInt8(encoding >> 8), UInt8(encoding & 0xFF),
                                   UInt8(offset >> 24), UInt8(offset >> 16 & 0xFF), UInt8(offset >> 8 & 0xFF), UInt8(offset & 0xFF)]
            return FontData(bytes: header + original, tag: "cmap")
        }
        throw TextError.unsupported("no subtable \(platform)/\(encoding)")
    }

    @Test func format4AgreesWithFormat12OnTheWholeBMP() throws {
        let glyphs = try TextFixtures.trueType().glyphCount
        let format4 = try CharacterMap(Self.cmapKeeping(platform: 3, encoding: 1), glyphCount: glyphs)
        let format12 = try CharacterMap(Self.cmapKeeping(platform: 3, encoding: 10), glyphCount: glyphs)
        var mismatches = 0, mapped = 0
        for c in UInt32(0)...0xFFFF {
            let g = format12.glyph(for: c)
            if g != format4.glyph(for: c) { mismatches += 1 }
            if g != 0 { mapped += 1 }
        }
        #expect(mismatches == 0)
        #expect(mapped > 5000)
        #expect(format4.glyph(for: 0x41) == 36)
        #expect(format4.glyph(for: 0x20AC) == 2948)
        #expect(format4.glyph(for: 0x1F642) == 0)
    }

    @Test func fontWithoutAUnicodeSubtableIsUnsupported() {
        // One encoding record: Macintosh Roman (1, 0), format 0.
        let bytes: [UInt8] = [0, 0, 0, 1, 0, 1, 0, 0, 0, 0, 0, 12, 0, 0, 1, 6, 0, 0] + [UInt8](repeating: 0, count: 256)
        #expect(throws: TextError.unsupported("no Unicode 'cmap' subtable of format 4 or 12")) {
            try CharacterMap(FontData(bytes: bytes, tag: "cmap"), glyphCount: 10)
        }
    }
}
