import Foundation

/// Text a ``Layer`` draws above its `contents` and below its sublayers (``Layer/textContent``):
/// the string, its style, and how it breaks into lines. `Label` sets it on its layer.
///
/// The compositor lays the text out for the layer's bounds as drawn (so it follows animated
/// bounds), keeping the lines vertically centred and aligned by ``alignment``. A layout made in
/// advance for the same width and line limit (``init(text:font:color:alignment:numberOfLines:lineBreakMode:bounds:)``)
/// is reused rather than redone every frame.
///
/// ```swift
/// let caption = Layer()
/// caption.bounds = CGRect(x: 0, y: 0, width: 200, height: 24)
/// caption.textContent = TextContent(text: "Whiskers", font: try Font.systemFont(ofSize: 17))
/// ```
public struct TextContent: Sendable {
    /// The text to draw.
    public var text: String
    /// The face and size to draw it in.
    public var font: Font
    /// The colour of the glyphs.
    public var color: Color
    /// How lines sit in the bounds.
    public var alignment: TextAlignment
    /// The most lines shown (0: as many as the bounds' height allows).
    public var numberOfLines: Int
    /// How lines break and what happens to text that does not fit.
    public var lineBreakMode: LineBreakMode
    /// A layout made ahead of drawing; used when it was made for the bounds drawn into.
    public var preparedLayout: TextLayout?

    /// Text to draw; pass `bounds` to lay it out now rather than at the first draw.
    public init(text: String, font: Font, color: Color = .black, alignment: TextAlignment = .natural,
                numberOfLines: Int = 1, lineBreakMode: LineBreakMode = .byTruncatingTail, bounds: CGSize? = nil) {
        self.text = text
        self.font = font
        self.color = color
        self.alignment = alignment
        self.numberOfLines = numberOfLines
        self.lineBreakMode = lineBreakMode
        if let bounds { preparedLayout = layout(in: bounds) }
    }

    /// The most lines that fit `height` points (at least one), within ``numberOfLines``.
    func lineLimit(height: CGFloat) -> Int {
        let lineHeight = font.lineHeight
        guard lineHeight > 0, height.isFinite else { return max(numberOfLines, 0) }
        let fitting = max(1, Int(min((height + 0.01) / lineHeight, 1e6)))
        return numberOfLines > 0 ? min(numberOfLines, fitting) : fitting
    }

    /// The layout for bounds of `size` points: the prepared one when it matches, else a new one.
    public func layout(in size: CGSize) -> TextLayout {
        let limit = lineLimit(height: size.height)
        let width = size.width.isNaN ? CGFloat.infinity : max(size.width, 0)
        if let l = preparedLayout, l.font == font, l.width == width, l.maximumLines == limit { return l }
        return TextLayout(text: text, font: font, width: width, numberOfLines: limit, lineBreakMode: lineBreakMode)
    }
}

extension TextContent {
    /// A box, in the layer's bounds space, that holds every glyph drawn in `bounds`: the lines'
    /// box widened by an em on each side for overhanging glyphs.
    package func drawingExtent(in bounds: CGRect) -> CGRect {
        let size = layout(in: bounds.size).size
        let em = font.pointSize
        let left = bounds.minX + min(0, alignment.offset(lineWidth: size.width, in: bounds.width))
        let top = bounds.minY + (bounds.height - size.height) / 2
        return CGRect(x: left - em, y: top - em, width: max(size.width, bounds.width) + 2 * em, height: size.height + 2 * em)
    }
}
