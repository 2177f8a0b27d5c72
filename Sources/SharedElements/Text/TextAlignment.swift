import Foundation

/// Horizontal alignment of lines of text in their bounds (`NSTextAlignment`). `natural` is left
/// for the left-to-right text this runtime lays out.
///
/// ```swift
/// label.textAlignment = .center
/// ```
public enum TextAlignment: Sendable, Hashable {
    /// Natural (left for the scripts drawn here), left, centred or right.
    case natural, left, center, right

    /// How far right a line `lineWidth` wide starts in a box `boxWidth` wide, points.
    package func offset(lineWidth: CGFloat, in boxWidth: CGFloat) -> CGFloat {
        switch self {
        case .natural, .left: return 0
        case .center: return (boxWidth - lineWidth) / 2
        case .right: return boxWidth - lineWidth
        }
    }
}

/// What happens to text that does not fit (`NSLineBreakMode`).
///
/// With one line (`numberOfLines == 1`) text never wraps: `byTruncatingTail` ends the line in an
/// ellipsis, the others let it run past the bounds. With more lines the wrapping modes break
/// between words (`byWordWrapping`, `byTruncatingTail`) or anywhere (`byCharWrapping`), and
/// `byTruncatingTail` ends the last line in an ellipsis when text is left over.
///
/// ```swift
/// label.numberOfLines = 2
/// label.lineBreakMode = .byTruncatingTail
/// ```
public enum LineBreakMode: Sendable, Hashable {
    /// Wrap at words, wrap at characters, clip, or end the last line in an ellipsis.
    case byWordWrapping, byCharWrapping, byClipping, byTruncatingTail
}
