import Foundation

/// The `cmap` subtable a font is read through: format 12 (full Unicode) when the font has one,
/// else format 4 (the Basic Multilingual Plane). Code points below ``CharacterMap/directLimit`` are
/// looked up once, when the font loads.
package struct CharacterMap: Sendable {
    /// Code points answered from a table filled at load time.
    static let directLimit: UInt32 = 0x800

    private enum Subtable: Sendable {
        /// Segments of format 4 with the subtable itself for `idRangeOffset` reads.
        case segments(data: FontData, count: Int, ends: [UInt16], starts: [UInt16])
        /// Sequential map groups of format 12: first code point, last code point, first glyph.
        case groups([(start: UInt32, end: UInt32, glyph: UInt32)])
    }

    private let subtable: Subtable
    private let glyphCount: Int
    private var direct: [UInt16] = []

    package init(_ cmap: FontData, glyphCount: Int) throws(TextError) {
        self.glyphCount = glyphCount
        var candidates: [(rank: Int, offset: Int)] = []
        for i in 0..<Int(try cmap.u16(2)) {
            let platform = try cmap.u16(4 + 8 * i), encoding = try cmap.u16(6 + 8 * i)
            let offset = Int(try cmap.u32(8 + 8 * i))
            let format = try cmap.u16(offset)
            let unicode = platform == 0 || (platform == 3 && (encoding == 1 || encoding == 10))
            guard unicode else { continue }
            if format == 12 { candidates.append((0, offset)) } else if format == 4 { candidates.append((1, offset)) }
        }
        guard let best = candidates.min(by: { $0.rank < $1.rank }) else {
            throw .unsupported("no Unicode 'cmap' subtable of format 4 or 12")
        }
        subtable = try best.rank == 0 ? CharacterMap.format12(cmap, at: best.offset) : CharacterMap.format4(cmap, at: best.offset)
        var direct = [UInt16](repeating: 0, count: Int(CharacterMap.directLimit))
        for c in 0..<CharacterMap.directLimit { direct[Int(c)] = UInt16(lookUp(c)) }
        self.direct = direct
    }

    /// The glyph for a code point; 0 (`.notdef`) when unmapped or out of the font's range.
    @inline(__always)
    package func glyph(for codePoint: UInt32) -> Int {
        codePoint < CharacterMap.directLimit ? Int(direct[Int(codePoint)]) : lookUp(codePoint)
    }

    private func lookUp(_ c: UInt32) -> Int {
        let g: Int
        switch subtable {
        case .groups(let groups):
            var lo = 0, hi = groups.count
            while lo < hi {
                let mid = (lo + hi) / 2
                if groups[mid].end < c { lo = mid + 1 } else { hi = mid }
            }
            guard lo < groups.count, groups[lo].start <= c else { return 0 }
            g = Int(groups[lo].glyph) + Int(c - groups[lo].start)
        case .segments(let data, let count, let ends, let starts):
            guard c <= 0xFFFF else { return 0 }
            var lo = 0, hi = count
            while lo < hi {
                let mid = (lo + hi) / 2
                if UInt32(ends[mid]) < c { lo = mid + 1 } else { hi = mid }
            }
            guard lo < count, UInt32(starts[lo]) <= c else { return 0 }
            g = (try? CharacterMap.segmentGlyph(data, segment: lo, count: count, code: c, start: starts[lo])) ?? 0
        }
        return g < glyphCount ? g : 0
    }

    private static func segmentGlyph(_ data: FontData, segment i: Int, count n: Int, code c: UInt32, start: UInt16) throws(TextError) -> Int {
        let delta = Int(try data.u16(16 + 4 * n + 2 * i))
        let rangeAt = 16 + 6 * n + 2 * i
        let rangeOffset = Int(try data.u16(rangeAt))
        if rangeOffset == 0 { return (Int(c) + delta) & 0xFFFF }
        let g = Int(try data.u16(rangeAt + rangeOffset + 2 * (Int(c) - Int(start))))
        return g == 0 ? 0 : (g + delta) & 0xFFFF
    }

    private static func format4(_ cmap: FontData, at offset: Int) throws(TextError) -> Subtable {
        let length = Int(try cmap.u16(offset + 2))
        // Some fonts write a length past the table's end; read what is there.
        let data = try cmap.slice(offset, min(max(length, 14), cmap.count - offset), tag: "cmap")
        let n = Int(try data.u16(6)) / 2
        try data.check(14, 8 * n + 2)
        var ends = [UInt16](repeating: 0, count: n), starts = [UInt16](repeating: 0, count: n)
        for i in 0..<n {
            ends[i] = try data.u16(14 + 2 * i)
            starts[i] = try data.u16(16 + 2 * n + 2 * i)
        }
        return .segments(data: data, count: n, ends: ends, starts: starts)
    }

    private static func format12(_ cmap: FontData, at offset: Int) throws(TextError) -> Subtable {
        let n = Int(try cmap.u32(offset + 12))
        try cmap.check(offset + 16, n * 12)
        var groups: [(start: UInt32, end: UInt32, glyph: UInt32)] = []
        groups.reserveCapacity(n)
        for i in 0..<n {
            let g = offset + 16 + 12 * i
            let start = try cmap.u32(g), end = try cmap.u32(g + 4)
            guard start <= end else { throw .malformed(table: "cmap", detail: "format 12 group \(i) ends before it starts") }
            groups.append((start, end, try cmap.u32(g + 8)))
        }
        return .groups(groups)
    }
}
