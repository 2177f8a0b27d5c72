import Foundation
import Testing
import SharedElements
import SharedElementsTestSupport

/// Bad font input: every case throws a ``TextError`` (or reads), never traps.
struct FontErrorTests {
    static func patched(_ bytes: [UInt8], at offset: Int, _ values: [UInt8]) -> Data {
        var b = bytes
        for (i, v) in values.enumerated() where offset + i < b.count { b[offset + i] = v }
        return Data(b)
    }

    /// Where a table starts in the file.
    static func tableOffset(_ tag: String, in bytes: [UInt8]) throws -> Int {
        let tables = try TrueTypeFont.tableDirectory(FontData(bytes: bytes))
        return try #require(tables[tag]).start
    }

    @Test func errorCasesAreTyped() throws {
        let font = [UInt8](try TextFixtures.regularFileData())
        let head = try Self.tableOffset("head", in: font)
        let cases: [(String, Data, (TextError) -> Bool)] = [
            ("empty", Data(), { if case .truncated = $0 { true } else { false } }),
            ("header only", Data(font.prefix(12)), { if case .truncated = $0 { true } else { false } }),
            ("cut in the directory", Data(font.prefix(100)), { if case .truncated = $0 { true } else { false } }),
            ("cut in half", Data(font.prefix(font.count / 2)), { if case .truncated = $0 { true } else { false } }),
            ("one byte short", Data(font.dropLast()), { if case .truncated = $0 { true } else { false } }),
            ("not a font", Data("<html>not a font</html>".utf8), { if case .malformed(table: "file", _) = $0 { true } else { false } }),
            ("CFF", Data([0x4F, 0x54, 0x54, 0x4F] + font.dropFirst(4)), { if case .unsupported = $0 { true } else { false } }),
            ("bad loca format", Self.patched(font, at: head + 50, [0, 7]), { if case .malformed(table: "head", _) = $0 { true } else { false } }),
            ("zero unitsPerEm", Self.patched(font, at: head + 18, [0, 0]), { if case .malformed(table: "head", _) = $0 { true } else { false } }),
        ]
        for (name, data, matches) in cases {
            do {
                _ = try TrueTypeFont(data: data)
                Issue.record("\(name): read without error")
            } catch {
                #expect(matches(error), "\(name): \(error)")
            }
        }
    }

    @Test func missingFileAndUnknownFamilyName() {
        #expect(throws: TextError.self) {
            try TrueTypeFont(contentsOf: URL(fileURLWithPath: "/nonexistent/font.ttf"))
        }
        do {
            _ = try Font(name: "No Such Family Anywhere", size: 12)
            Issue.record("found a font that does not exist")
        } catch {
            #expect(error.description.contains("fonts-dejavu-core"))
            if case .fontNotFound(let name, let searched, _) = error {
                #expect(name == "No Such Family Anywhere" && searched.contains("/usr/share/fonts"))
            } else {
                Issue.record("wrong error \(error)")
            }
        }
    }

    @Test func findsInstalledFamiliesByName() throws {
        let bold = try Font(name: "DejaVu Sans Bold", size: 12)
        #expect(bold.face === (try TextFixtures.bold()).face)
        #expect(try Font(name: "dejavu-sans", size: 12).face === (try TextFixtures.regular()).face)
    }

    /// Random byte corruption in the glyph data and tables: loading either throws or gives a font
    /// whose outlines and layouts are readable without trapping.
    @Test func corruptedBytesNeverTrap() throws {
        let font = [UInt8](try TextFixtures.regularFileData())
        let glyf = try Self.tableOffset("glyf", in: font)
        var rng = SeededGenerator(seed: 11)
        var loaded = 0
        for round in 0..<40 {
            var b = font
            for _ in 0..<64 {
                // Half the rounds hit anywhere, half the first glyph outlines.
                let i = round % 2 == 0 ? Int.random(in: 0..<b.count, using: &rng) : glyf + Int.random(in: 0..<20_000, using: &rng)
                b[i] = UInt8.random(in: 0...255, using: &rng)
            }
            guard let ttf = try? TrueTypeFont(data: Data(b)) else { continue }
            loaded += 1
            for g in 0..<min(ttf.glyphCount, 120) {
                if let o = try? ttf.outline(of: g) { _ = o.flattened(scale: 0.02, origin: .zero) }
            }
            let layout = TextLayout(text: "Hello AVAnt wörld €", font: Font(face: FontFace(font: ttf), size: 17), width: 60, numberOfLines: 0)
            #expect(!layout.lines.isEmpty)
        }
        #expect(loaded > 0)
    }
}
