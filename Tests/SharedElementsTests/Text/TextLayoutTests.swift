import Foundation
import Testing
import SharedElements
import SharedElementsTestSupport

struct TextLayoutTests {
    @Test func singleLineAdvancesWithKerning() throws {
        let font = try TextFixtures.regular(size: 20.48)  // 100 font units per point... 0.01 pt per unit
        let layout = TextLayout(text: "AV", font: font, width: .infinity)
        #expect(layout.lines.count == 1)
        let glyphs = layout.lines[0].glyphs
        #expect(glyphs.map(\.index) == [36, 57])
        // A's advance 1401 plus kern(A, V) −131 font units, at 0.01 points per unit.
        #expect(isClose(Double(glyphs[1].x), 12.70, abs: 1e-4))
        // (The sums typed apart from the expectations: inside them they took the type checker seconds.)
        let width: Double = Double(1401 - 131 + 1401) * 0.01, lineHeight: Double = Double(1901 + 483) * 0.01
        #expect(isClose(layout.lines[0].width, width, abs: 1e-9))
        #expect(isClose(layout.size.height, font.lineHeight))
        #expect(isClose(font.lineHeight, lineHeight, abs: 1e-9))
    }

    @Test func wrapsBetweenWordsWithinTheWidth() throws {
        let font = try TextFixtures.regular()
        let layout = TextLayout(text: TextFixtures.paragraph, font: font, width: 200, numberOfLines: 0,
                                lineBreakMode: .byWordWrapping)
        #expect(layout.lines.count > 10)
        #expect(layout.lines.allSatisfy { $0.width <= 200 })
        #expect(!layout.isTruncated)
        // Every glyph but the spaces is laid out once.
        let ink = TextFixtures.paragraph.unicodeScalars.filter { $0 != " " }.count
        let space = UInt16(font.face.font.glyphIndex(for: " "))
        #expect(layout.lines.map { $0.glyphs.filter { $0.index != space }.count }.reduce(0, +) == ink)
    }

    @Test func truncatesTheTailWithAnEllipsis() throws {
        let font = try TextFixtures.regular()
        let ellipsis = UInt16(font.face.font.glyphIndex(for: "\u{2026}"))
        let one = TextLayout(text: TextFixtures.paragraph, font: font, width: 150)
        #expect(one.lines.count == 1 && one.isTruncated)
        #expect(one.lines[0].glyphs.last?.index == ellipsis)
        #expect(one.lines[0].width <= 150)

        let three = TextLayout(text: TextFixtures.paragraph, font: font, width: 150, numberOfLines: 3)
        #expect(three.lines.count == 3)
        #expect(three.lines[2].glyphs.last?.index == ellipsis)
        #expect(three.lines[0].glyphs.last?.index != ellipsis)

        let fits = TextLayout(text: "Short", font: font, width: 150)
        #expect(!fits.isTruncated && fits.lines[0].glyphs.count == 5)
    }

    @Test func hardLineBreaksStartNewLines() throws {
        let font = try TextFixtures.regular()
        #expect(TextLayout(text: "a\nb\r\nc\n", font: font, numberOfLines: 0).lines.map(\.glyphs.count) == [1, 1, 1, 0])
        let cut = TextLayout(text: "first\nsecond", font: font, width: 300, numberOfLines: 1)
        #expect(cut.lines.count == 1 && cut.isTruncated)
    }

    @Test func longWordsBreakBetweenCharacters() throws {
        let font = try TextFixtures.regular()
        let layout = TextLayout(text: String(repeating: "x", count: 100), font: font, width: 50, numberOfLines: 0,
                                lineBreakMode: .byWordWrapping)
        #expect(layout.lines.count > 5)
        #expect(layout.lines.allSatisfy { $0.width <= 50 && !$0.glyphs.isEmpty })
    }

    @Test func degenerateInputsHaveDefinedLayouts() throws {
        let font = try TextFixtures.regular()
        let empty = TextLayout(text: "", font: font, width: 100)
        #expect(empty.lines.count == 1 && empty.lines[0].glyphs.isEmpty && empty.size.width == 0)

        // No width: one line truncates to nothing (not even the ellipsis fits); wrapping puts
        // one glyph on each line.
        let zero = TextLayout(text: "Hello", font: font, width: 0)
        #expect(zero.lines.count == 1 && zero.lines[0].glyphs.isEmpty && zero.isTruncated)
        let column = TextLayout(text: "Hello", font: font, width: 0, numberOfLines: 0, lineBreakMode: .byCharWrapping)
        #expect(column.lines.map(\.glyphs.count) == [1, 1, 1, 1, 1])
        let nan = TextLayout(text: "Hello", font: font, width: .nan, numberOfLines: -3)
        #expect(nan.lines.count == 1 && nan.width == .infinity)

        let missing = TextLayout(text: "\u{1F642}", font: font)
        #expect(missing.lines[0].glyphs.map(\.index) == [0])

        let huge = String(repeating: "lorem ipsum ", count: 20_000)
        let long = TextLayout(text: huge, font: font, width: 300, numberOfLines: 0, lineBreakMode: .byWordWrapping)
        #expect(long.lines.count > 1000)
        #expect(TextLayout(text: huge, font: font, width: 300).lines.count == 1)

        let sizeless = TextLayout(text: "Hello", font: font.withSize(-4), width: 100)
        #expect(sizeless.size == .zero || sizeless.size.width == 0)
    }
}
