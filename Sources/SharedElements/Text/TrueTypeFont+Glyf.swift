import Foundation

extension TrueTypeFont {
    /// How deep composite glyphs may nest before the font is taken as corrupt (a cycle).
    static let maxCompositeDepth = 8

    /// The outline of a glyph, composites resolved; empty for blank glyphs (the space).
    /// - Throws: ``TextError`` when the glyph's data is truncated or corrupt; an index out of
    ///   range gives ``TextError/malformed(table:detail:)``.
    public func outline(of glyph: Int) throws(TextError) -> GlyphOutline {
        try outline(of: glyph, depth: 0)
    }

    private func outline(of glyph: Int, depth: Int) throws(TextError) -> GlyphOutline {
        guard glyph >= 0, glyph < glyphCount else {
            throw .malformed(table: "glyf", detail: "glyph index \(glyph) outside 0..<\(glyphCount)")
        }
        let start = glyphOffsets[glyph], end = glyphOffsets[glyph + 1]
        if start == end { return GlyphOutline() }
        let data = try glyf.slice(start, end - start, tag: "glyf")
        let contourCount = Int(try data.i16(0))
        if contourCount >= 0 { return try simpleOutline(data, contourCount: contourCount) }
        guard depth < TrueTypeFont.maxCompositeDepth else {
            throw .malformed(table: "glyf", detail: "composite glyph \(glyph) nests deeper than \(TrueTypeFont.maxCompositeDepth)")
        }
        return try compositeOutline(data, depth: depth)
    }

    private func simpleOutline(_ data: FontData, contourCount: Int) throws(TextError) -> GlyphOutline {
        var ends: [Int] = []
        ends.reserveCapacity(contourCount)
        for i in 0..<contourCount {
            let e = Int(try data.u16(10 + 2 * i))
            if let last = ends.last, e <= last { throw .malformed(table: "glyf", detail: "contour ends out of order") }
            ends.append(e)
        }
        let pointCount = (ends.last ?? -1) + 1
        let instructionLength = Int(try data.u16(10 + 2 * contourCount))
        var at = 12 + 2 * contourCount + instructionLength

        var flags = [UInt8](repeating: 0, count: pointCount)
        var i = 0
        while i < pointCount {
            let f = try data.u8(at); at += 1
            flags[i] = f; i += 1
            if f & 0x08 != 0 {
                let repeats = Int(try data.u8(at)); at += 1
                for _ in 0..<repeats where i < pointCount { flags[i] = f; i += 1 }
            }
        }
        func coordinates(short: UInt8, same: UInt8) throws(TextError) -> [Double] {
            var values = [Double](repeating: 0, count: pointCount)
            var v = 0
            for k in 0..<pointCount {
                let f = flags[k]
                if f & short != 0 {
                    let d = Int(try data.u8(at)); at += 1
                    v += f & same != 0 ? d : -d
                } else if f & same == 0 {
                    v += Int(try data.i16(at)); at += 2
                }
                values[k] = Double(v)
            }
            return values
        }
        let xs = try coordinates(short: 0x02, same: 0x10)
        let ys = try coordinates(short: 0x04, same: 0x20)
        var contours: [[GlyphOutline.Point]] = []
        contours.reserveCapacity(contourCount)
        var first = 0
        for e in ends {
            contours.append((first...e).map { GlyphOutline.Point(x: xs[$0], y: ys[$0], onCurve: flags[$0] & 1 != 0) })
            first = e + 1
        }
        return GlyphOutline(contours: contours)
    }

    private func compositeOutline(_ data: FontData, depth: Int) throws(TextError) -> GlyphOutline {
        var result: [[GlyphOutline.Point]] = []
        var at = 10
        var more = true
        while more {
            let flags = try data.u16(at)
            let component = Int(try data.u16(at + 2))
            at += 4
            let arg1: Int, arg2: Int
            let signed = flags & 0x0002 != 0  // ARGS_ARE_XY_VALUES: offsets; else point numbers
            if flags & 0x0001 != 0 {
                arg1 = signed ? Int(try data.i16(at)) : Int(try data.u16(at))
                arg2 = signed ? Int(try data.i16(at + 2)) : Int(try data.u16(at + 2))
                at += 4
            } else {
                let b1 = try data.u8(at), b2 = try data.u8(at + 1)
                arg1 = signed ? Int(Int8(bitPattern: b1)) : Int(b1)
                arg2 = signed ? Int(Int8(bitPattern: b2)) : Int(b2)
                at += 2
            }
            var a = 1.0, b = 0.0, c = 0.0, d = 1.0
            if flags & 0x0008 != 0 {  // WE_HAVE_A_SCALE
                a = try data.f2dot14(at); d = a; at += 2
            } else if flags & 0x0040 != 0 {  // WE_HAVE_AN_X_AND_Y_SCALE
                a = try data.f2dot14(at); d = try data.f2dot14(at + 2); at += 4
            } else if flags & 0x0080 != 0 {  // WE_HAVE_A_TWO_BY_TWO
                a = try data.f2dot14(at); b = try data.f2dot14(at + 2)
                c = try data.f2dot14(at + 4); d = try data.f2dot14(at + 6); at += 8
            }
            more = flags & 0x0020 != 0

            let part = try outline(of: component, depth: depth + 1).transformed(a: a, b: b, c: c, d: d, dx: 0, dy: 0)
            var dx = 0.0, dy = 0.0
            if signed {
                dx = Double(arg1); dy = Double(arg2)
                if flags & 0x0800 != 0, flags & 0x1000 == 0 {  // SCALED_COMPONENT_OFFSET
                    (dx, dy) = (a * dx + c * dy, b * dx + d * dy)
                }
            } else {
                // Point matching: the component's point arg2 lands on the glyph-so-far's point arg1.
                let placed = result.joined(), own = part.contours.joined()
                guard arg1 < placed.count, arg2 < own.count else {
                    throw .malformed(table: "glyf", detail: "component anchor point out of range")
                }
                let p = placed[placed.index(placed.startIndex, offsetBy: arg1)]
                let q = own[own.index(own.startIndex, offsetBy: arg2)]
                dx = p.x - q.x; dy = p.y - q.y
            }
            result += part.transformed(a: 1, b: 0, c: 0, d: 1, dx: dx, dy: dy).contours
        }
        return GlyphOutline(contours: result)
    }
}
