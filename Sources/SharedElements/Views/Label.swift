import Foundation

/// A view that will show a line of text (`UILabel`'s role).
///
/// Text rendering has not landed yet: a label stores its text and styling and draws only its
/// background colour. References that contain labels will be re-recorded once text draws.
///
/// ```swift
/// let title = Label(frame: CGRect(x: 16, y: 60, width: 300, height: 34))
/// title.text = "Whiskers"
/// title.fontSize = 28
/// ```
@MainActor
open class Label: View {
    /// The text to show.
    public var text: String?
    /// The colour of the text.
    public var textColor: Color = .black
    /// The point size of the font.
    public var fontSize: CGFloat = 17
    /// How the text is aligned in the bounds.
    public var textAlignment: TextAlignment = .natural

    /// Horizontal text alignment (`NSTextAlignment`).
    public enum TextAlignment: Sendable, Hashable {
        case natural, left, center, right
    }

    /// The size the text will need: an estimate until text rendering lands (0.55 em per
    /// character, 1.2 em line height).
    open func sizeThatFits(_ size: CGSize) -> CGSize {
        let count = CGFloat(text?.count ?? 0)
        return CGSize(width: min(size.width, (count * fontSize * 0.55).rounded(.up)), height: (fontSize * 1.2).rounded(.up))
    }

    /// Resizes the label to ``sizeThatFits(_:)`` of an unbounded size, keeping its origin.
    public func sizeToFit() {
        let s = sizeThatFits(CGSize(width: CGFloat.greatestFiniteMagnitude, height: .greatestFiniteMagnitude))
        frame = CGRect(origin: frame.origin, size: s)
    }
}
