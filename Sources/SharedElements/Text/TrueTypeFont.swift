import Foundation

/// A TrueType font file read into metrics, a character map, kerning pairs and `glyf` outlines.
///
/// Reads the `head`, `hhea`, `maxp`, `hmtx`, `cmap` (formats 4 and 12), `loca`, `glyf` and
/// `kern` (format 0, horizontal) tables. Every read is bounds-checked: a truncated or corrupt
/// file throws a ``TextError`` rather than trapping. OpenType fonts with CFF outlines are refused
/// with ``TextError/unsupported(_:)``; of a collection (`.ttc`) the first font is read.
/// All values are in font units (``unitsPerEm`` to the em), y up.
///
/// ```swift
/// let font = try TrueTypeFont(contentsOf: URL(fileURLWithPath: "DejaVuSans.ttf"))
/// let a = font.glyphIndex(for: "a")
/// let outline = try font.outline(of: a)
/// print(font.advanceWidth(of: a), outline.contours.count)
/// ```
public struct TrueTypeFont: Sendable {
    /// Font units per em (`head.unitsPerEm`), 16...16384.
    public let unitsPerEm: Int
    /// Typographic ascender, descender (negative below the baseline) and line gap from `hhea`.
    public let ascender: Int, descender: Int, lineGap: Int
    /// Number of glyphs (`maxp.numGlyphs`); glyph indices are `0 ..< glyphCount`, 0 is `.notdef`.
    public let glyphCount: Int
    /// The union of all glyph boxes (`head` xMin, yMin, xMax, yMax), font units, y up.
    public let boundingBox: CGRect

    let advances: [UInt16]
    let leftSideBearings: [Int16]
    let characterMap: CharacterMap
    let kerningPairs: [UInt32: Int16]
    package let glyphOffsets: [Int]
    package let glyf: FontData

    /// Reads the font file at `url`.
    /// - Throws: ``TextError/unreadable(path:reason:)`` when the file cannot be read, else as ``init(data:)``.
    public init(contentsOf url: URL) throws(TextError) {
        let data: Data
        do { data = try Data(contentsOf: url) } catch {
            throw .unreadable(path: url.path, reason: (error as NSError).localizedDescription)
        }
        try self.init(data: data)
    }

    /// Reads a font from the bytes of a `.ttf` (or the first font of a `.ttc`).
    /// - Throws: ``TextError`` when the data is truncated, corrupt, or uses CFF outlines.
    public init(data: Data) throws(TextError) {
        let file = FontData(bytes: [UInt8](data))
        let tables = try TrueTypeFont.tableDirectory(file)
        func table(_ tag: String) throws(TextError) -> FontData {
            guard let t = tables[tag] else {
                if tag == "glyf" || tag == "loca", tables["CFF "] != nil || tables["CFF2"] != nil {
                    throw .unsupported("CFF outlines (OpenType-CFF); only TrueType 'glyf' outlines are read")
                }
                throw .malformed(table: tag, detail: "required table is missing")
            }
            return t
        }

        let head = try table("head")
        unitsPerEm = Int(try head.u16(18))
        guard (16...16384).contains(unitsPerEm) else {
            throw .malformed(table: "head", detail: "unitsPerEm \(unitsPerEm) outside 16...16384")
        }
        boundingBox = CGRect(x: Int(try head.i16(36)), y: Int(try head.i16(38)),
                             width: Int(try head.i16(40)) - Int(try head.i16(36)),
                             height: Int(try head.i16(42)) - Int(try head.i16(38)))
        let longOffsets = try head.i16(50)
        guard longOffsets == 0 || longOffsets == 1 else {
            throw .malformed(table: "head", detail: "indexToLocFormat \(longOffsets)")
        }

        let hhea = try table("hhea")
        ascender = Int(try hhea.i16(4))
        descender = Int(try hhea.i16(6))
        lineGap = Int(try hhea.i16(8))
        let metricCount = Int(try hhea.u16(34))

        glyphCount = Int(try table("maxp").u16(4))
        guard glyphCount > 0 else { throw .malformed(table: "maxp", detail: "no glyphs") }
        guard metricCount > 0, metricCount <= glyphCount else {
            throw .malformed(table: "hhea", detail: "numberOfHMetrics \(metricCount) for \(glyphCount) glyphs")
        }
        (advances, leftSideBearings) = try TrueTypeFont.horizontalMetrics(
            try table("hmtx"), metricCount: metricCount, glyphCount: glyphCount)

        glyf = try table("glyf")
        glyphOffsets = try TrueTypeFont.glyphOffsets(try table("loca"), long: longOffsets == 1,
                                                     glyphCount: glyphCount, glyfLength: glyf.count)
        characterMap = try CharacterMap(try table("cmap"), glyphCount: glyphCount)
        kerningPairs = try tables["kern"].map { (k) throws(TextError) in try TrueTypeFont.kerning(k) } ?? [:]
    }

    // MARK: - Look-ups

    /// The glyph for a character, or 0 (`.notdef`) when the font has none.
    public func glyphIndex(for scalar: Unicode.Scalar) -> Int {
        characterMap.glyph(for: scalar.value)
    }

    /// Whether the font maps `scalar` to a glyph other than `.notdef`.
    public func hasGlyph(for scalar: Unicode.Scalar) -> Bool { glyphIndex(for: scalar) != 0 }

    /// Horizontal advance of a glyph, font units (0 for an index out of range).
    public func advanceWidth(of glyph: Int) -> Int {
        guard glyph >= 0, glyph < glyphCount else { return 0 }
        return Int(advances[glyph])
    }

    /// Left side bearing of a glyph, font units (0 for an index out of range).
    public func leftSideBearing(of glyph: Int) -> Int {
        guard glyph >= 0, glyph < glyphCount else { return 0 }
        return Int(leftSideBearings[glyph])
    }

    /// The `kern` adjustment between two glyphs, font units (negative: closer); 0 when none.
    public func kerning(between left: Int, and right: Int) -> Int {
        guard !kerningPairs.isEmpty, left >= 0, left < 65536, right >= 0, right < 65536 else { return 0 }
        return Int(kerningPairs[UInt32(left) << 16 | UInt32(right)] ?? 0)
    }

    /// Whether the font has `kern` pairs.
    public var hasKerning: Bool { !kerningPairs.isEmpty }

    // MARK: - Tables

    /// The table records, each checked to lie inside the file.
    package static func tableDirectory(_ file: FontData) throws(TextError) -> [String: FontData] {
        var base = 0
        let version = try file.u32(0)
        switch version {
        case 0x0001_0000, 0x7472_7565: break  // 1.0, 'true'
        case 0x4F54_544F: throw .unsupported("CFF outlines (OpenType 'OTTO'); only TrueType 'glyf' outlines are read")
        case 0x7474_6366:  // 'ttcf': read the first font
            guard try file.u32(8) > 0 else { throw .malformed(table: "ttcf", detail: "empty collection") }
            base = Int(try file.u32(12))
            let inner = try file.u32(base)
            if inner == 0x4F54_544F { throw .unsupported("CFF outlines (OpenType 'OTTO') in a collection") }
        default:
            throw .malformed(table: "file", detail: String(format: "not a TrueType font (sfnt version 0x%08X)", version))
        }
        let count = Int(try file.u16(base + 4))
        var tables: [String: FontData] = [:]
        for i in 0..<count {
            let r = base + 12 + 16 * i
            let raw = try file.u32(r)
            let tag = String(decoding: [UInt8(raw >> 24), UInt8(raw >> 16 & 0xFF), UInt8(raw >> 8 & 0xFF), UInt8(raw & 0xFF)],
                             as: UTF8.self)
            let offset = Int(try file.u32(r + 8)), length = Int(try file.u32(r + 12))
            tables[tag] = try file.slice(offset, length, tag: tag)
        }
        return tables
    }

    static func horizontalMetrics(_ hmtx: FontData, metricCount: Int, glyphCount: Int) throws(TextError) -> ([UInt16], [Int16]) {
        var advances = [UInt16](repeating: 0, count: glyphCount)
        var bearings = [Int16](repeating: 0, count: glyphCount)
        try hmtx.check(0, metricCount * 4 + (glyphCount - metricCount) * 2)
        for g in 0..<glyphCount {
            if g < metricCount {
                advances[g] = try hmtx.u16(4 * g)
                bearings[g] = try hmtx.i16(4 * g + 2)
            } else {
                advances[g] = advances[metricCount - 1]
                bearings[g] = try hmtx.i16(4 * metricCount + 2 * (g - metricCount))
            }
        }
        return (advances, bearings)
    }

    package static func glyphOffsets(_ loca: FontData, long: Bool, glyphCount: Int, glyfLength: Int) throws(TextError) -> [Int] {
        var offsets = [Int](repeating: 0, count: glyphCount + 1)
        for i in 0...glyphCount {
            offsets[i] = long ? Int(try loca.u32(4 * i)) : Int(try loca.u16(2 * i)) * 2
            guard offsets[i] <= glyfLength else {
                throw .malformed(table: "loca", detail: "glyph \(i) starts at \(offsets[i]), past the 'glyf' table (\(glyfLength) bytes)")
            }
            if i > 0, offsets[i] < offsets[i - 1] {
                throw .malformed(table: "loca", detail: "offsets decrease at glyph \(i)")
            }
        }
        return offsets
    }

    /// Horizontal format-0 pairs of a version-0 `kern` table; other formats are skipped.
    package static func kerning(_ kern: FontData) throws(TextError) -> [UInt32: Int16] {
        guard try kern.u16(0) == 0 else { return [:] }  // Apple's version 1 tables are not read
        var pairs: [UInt32: Int16] = [:]
        var offset = 4
        for _ in 0..<Int(try kern.u16(2)) {
            let length = Int(try kern.u16(offset + 2))
            let coverage = try kern.u16(offset + 4)
            // Horizontal, not minimum values, not cross-stream; format 0.
            if coverage & 0x7 == 0x1, coverage >> 8 == 0 {
                let n = Int(try kern.u16(offset + 6))
                try kern.check(offset + 14, n * 6)
                pairs.reserveCapacity(pairs.count + n)
                for i in 0..<n {
                    let p = offset + 14 + 6 * i
                    let key = UInt32(try kern.u16(p)) << 16 | UInt32(try kern.u16(p + 2))
                    pairs[key] = try kern.i16(p + 4)
                }
                // The 16-bit length overflows for big subtables: the pair count is what counts.
                offset += 14 + 6 * n
            } else {
                guard length >= 6 else { throw .malformed(table: "kern", detail: "subtable length \(length)") }
                offset += length
            }
        }
        return pairs
    }
}
