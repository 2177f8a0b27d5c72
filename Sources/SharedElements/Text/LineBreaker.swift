import Foundation

/// Breaks text into ``TextLayout/Line``s: glyphs and kerned pen positions per paragraph, greedy
/// line filling, and tail truncation with an ellipsis.
package struct LineBreaker {
    package let font: Font
    package let trueType: TrueTypeFont
    /// The width in font units.
    package let limit: Double
    package let mode: LineBreakMode
    /// Points per font unit.
    package let scale: Double

    // One paragraph: glyphs, pen positions (font units, kerning included), whether each is a space.
    private var glyphs: [UInt16] = []
    private var pen: [Double] = []
    private var advance: [Double] = []
    private var isSpace: [Bool] = []

    package init(font: Font, width: CGFloat, lineBreakMode: LineBreakMode) {
        self.font = font
        trueType = font.face.font
        scale = Double(font.scale)
        limit = scale > 0 ? Double(width) / scale : (width > 0 ? .infinity : 0)
        mode = lineBreakMode
    }

    package mutating func lines(of text: String, maximumLines: Int) -> ([TextLayout.Line], Bool) {
        let wraps = maximumLines != 1 && mode != .byClipping
        var out: [TextLayout.Line] = []
        var paragraphs = LineBreaker.paragraphs(text)
        var truncated = false
        if maximumLines > 0, paragraphs.count > maximumLines {
            // Lines past the limit are not shown; the last shown paragraph carries the ellipsis.
            paragraphs.removeLast(paragraphs.count - maximumLines)
            truncated = true
        }
        for (p, paragraph) in paragraphs.enumerated() {
            load(paragraph)
            var start = 0
            repeat {
                let remaining = maximumLines == 0 ? Int.max : maximumLines - out.count
                let isLastParagraph = p == paragraphs.count - 1
                let end = wraps ? lineEnd(from: start) : glyphs.count
                let cutHere = remaining == 1 && (end < glyphs.count || (truncated && isLastParagraph))
                if mode == .byTruncatingTail && (cutHere || (!wraps && width(start, glyphs.count) > limit)) {
                    out.append(truncatedLine(from: start))
                    truncated = true
                    return (out, truncated)
                }
                out.append(line(start, end))
                if cutHere { return (out, true) }
                start = end
                while start < glyphs.count && isSpace[start] { start += 1 }
            } while start < glyphs.count
        }
        return (out, truncated)
    }

    /// Hard-break paragraphs; empty text is one empty paragraph.
    static func paragraphs(_ text: String) -> [[Unicode.Scalar]] {
        var result: [[Unicode.Scalar]] = [[]]
        var previous: Unicode.Scalar?
        for s in text.unicodeScalars {
            switch s {
            case "\n" where previous == "\r": break
            case "\n", "\r", "\u{2028}", "\u{2029}": result.append([])
            default: result[result.count - 1].append(s)
            }
            previous = s
        }
        return result
    }

    private mutating func load(_ scalars: [Unicode.Scalar]) {
        glyphs.removeAll(keepingCapacity: true)
        pen.removeAll(keepingCapacity: true)
        advance.removeAll(keepingCapacity: true)
        isSpace.removeAll(keepingCapacity: true)
        var x = 0.0
        var previous = -1
        for s in scalars {
            let space = s == " " || s == "\t" || s == "\u{00A0}"
            let g = trueType.glyphIndex(for: s == "\t" ? " " : s)
            if previous >= 0 { x += Double(trueType.kerning(between: previous, and: g)) }
            let a = Double(trueType.advanceWidth(of: g))
            glyphs.append(UInt16(truncatingIfNeeded: g))
            pen.append(x)
            advance.append(a)
            isSpace.append(space && s != "\u{00A0}")
            x += a
            previous = g
        }
    }

    /// Width of glyphs `s ..< e` with trailing spaces left out, font units.
    private func width(_ s: Int, _ e: Int) -> Double {
        var last = e - 1
        while last >= s && isSpace[last] { last -= 1 }
        return last < s ? 0 : pen[last] + advance[last] - pen[s]
    }

    /// Where the line starting at `s` ends when filled greedily (at least one glyph).
    private func lineEnd(from s: Int) -> Int {
        var lastBreak = -1
        var i = s
        while i < glyphs.count {
            if !isSpace[i], pen[i] + advance[i] - pen[s] > limit, i > s {
                if mode != .byCharWrapping, lastBreak > s { return lastBreak }
                return i
            }
            if isSpace[i] { lastBreak = i + 1 }
            i += 1
        }
        return glyphs.count
    }

    private func line(_ s: Int, _ e: Int) -> TextLayout.Line {
        var items: [TextLayout.Glyph] = []
        items.reserveCapacity(e - s)
        for i in s..<e { items.append(TextLayout.Glyph(index: glyphs[i], x: Float((pen[i] - pen[s]) * scale))) }
        return TextLayout.Line(glyphs: items, width: width(s, e) * scale)
    }

    /// Glyphs from `s` that fit before an ellipsis, then the ellipsis (“…”, or "..." when the
    /// font lacks it); only what fits of the ellipsis itself when nothing else does.
    private func truncatedLine(from s: Int) -> TextLayout.Line {
        let single = trueType.glyphIndex(for: "\u{2026}")
        let dot = trueType.glyphIndex(for: ".")
        let marks = single != 0 ? [single] : [dot, dot, dot]
        let markWidth = marks.reduce(0.0) { $0 + Double(trueType.advanceWidth(of: $1)) }
        var e = s
        while e < glyphs.count, pen[e] + advance[e] - pen[s] + markWidth <= limit { e += 1 }
        while e > s && isSpace[e - 1] { e -= 1 }
        var result = line(s, e)
        var x = e > s ? pen[e - 1] + advance[e - 1] - pen[s] : 0
        guard x + markWidth <= limit else { return result }
        for m in marks {
            result.glyphs.append(TextLayout.Glyph(index: UInt16(truncatingIfNeeded: m), x: Float(x * scale)))
            x += Double(trueType.advanceWidth(of: m))
        }
        result.width = x * scale
        return result
    }
}
