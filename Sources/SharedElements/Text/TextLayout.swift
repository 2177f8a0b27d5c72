import Foundation

/// Text broken into lines of positioned glyphs for one font and width (what a label draws).
///
/// Lines break at hard line breaks (`\n`, `\r\n`, U+2028) and, when wrapping, after spaces (a
/// word longer than the width breaks between characters). Pen positions include `kern` pairs.
/// Characters the font lacks show its `.notdef` glyph. Trailing spaces do not count towards a
/// line's width.
///
/// ```swift
/// let layout = TextLayout(text: "Hello, world", font: try Font.systemFont(ofSize: 17),
///                         width: 80, numberOfLines: 0, lineBreakMode: .byWordWrapping)
/// print(layout.lines.count, layout.size)
/// ```
public struct TextLayout: Sendable {
    /// One glyph on a line.
    public struct Glyph: Sendable, Equatable {
        /// Glyph index in the font.
        public var index: UInt16
        /// Pen position from the line's start, points.
        public var x: Float
    }

    /// One line of glyphs.
    public struct Line: Sendable {
        /// The line's glyphs, placed.
        public var glyphs: [Glyph]
        /// Width of the line's ink advance (trailing spaces excluded), points.
        public var width: CGFloat
    }

    /// The font the glyphs come from.
    public let font: Font
    /// The lines, top to bottom, one ``Font/lineHeight`` apart.
    public let lines: [Line]
    /// The width the text was broken for, points (`.infinity`: unconstrained).
    public let width: CGFloat
    /// The most lines allowed (0: no limit).
    public let maximumLines: Int
    /// Whether text was left out (lines dropped or a line truncated).
    public let isTruncated: Bool

    /// Lays out `text` in `font` for `width` points, at most `numberOfLines` lines (0: any
    /// number), breaking and truncating by `lineBreakMode`. A width that is not finite or not
    /// positive-or-zero is taken as unconstrained / zero respectively.
    public init(text: String, font: Font, width: CGFloat = .infinity, numberOfLines: Int = 1,
                lineBreakMode: LineBreakMode = .byTruncatingTail) {
        self.font = font
        self.width = width.isNaN ? .infinity : max(width, 0)
        maximumLines = max(numberOfLines, 0)
        var breaker = LineBreaker(font: font, width: self.width, lineBreakMode: lineBreakMode)
        (lines, isTruncated) = breaker.lines(of: text, maximumLines: maximumLines)
    }

    /// The size of the laid-out text, points: the widest line by the lines' total height.
    public var size: CGSize {
        CGSize(width: lines.reduce(0) { max($0, $1.width) }, height: CGFloat(lines.count) * font.lineHeight)
    }
}
