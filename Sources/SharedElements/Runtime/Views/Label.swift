import Foundation

/// A view that shows one or more lines of read-only text (`UILabel`'s role).
///
/// The text is drawn by the compositor from the label layer's ``Layer/textContent``, laid out
/// in the bounds: vertically centred, aligned by ``textAlignment``, wrapped and truncated by
/// ``numberOfLines`` and ``lineBreakMode``. The default font is the system font at 17 points
/// (DejaVu Sans); when it is not installed ``font`` is `nil`, the label draws no text, and
/// ``fontError`` says which package to install.
///
/// ```swift
/// let title = Label(frame: CGRect(x: 16, y: 60, width: 300, height: 34))
/// title.text = "Whiskers"
/// title.font = try Font.systemFont(ofSize: 28, weight: .bold)
/// title.textAlignment = .center
/// ```
@MainActor
open class Label: View {
    /// The text to show (`nil` or empty: none).
    public var text: String? { didSet { if text != oldValue { updateText() } } }
    /// The font of the text; `nil` draws no text.
    public var font: Font? { didSet { if font != oldValue { updateText() } } }
    /// The colour of the text.
    public var textColor: Color = .black { didSet { updateText() } }
    /// How lines are aligned in the bounds.
    public var textAlignment: TextAlignment = .natural { didSet { updateText() } }
    /// The most lines shown; 0 for as many as the text needs (and the bounds' height allows).
    public var numberOfLines: Int = 1 { didSet { if numberOfLines != oldValue { updateText() } } }
    /// How text that does not fit is wrapped or cut.
    public var lineBreakMode: LineBreakMode = .byTruncatingTail { didSet { if lineBreakMode != oldValue { updateText() } } }

    /// Why the default font could not be loaded, if it could not.
    public private(set) var fontError: TextError?
    /// The point size used when there is no font (for size estimates).
    private var fallbackSize: CGFloat = 17

    /// Horizontal text alignment (`NSTextAlignment`).
    public typealias TextAlignment = SharedElementsText.TextAlignment

    public override init(frame: CGRect) {
        super.init(frame: frame)
        do { font = try Font.systemFont(ofSize: 17) } catch { fontError = error }
    }

    /// The point size of the font; setting it keeps the face and changes the size.
    public var fontSize: CGFloat {
        get { font?.pointSize ?? fallbackSize }
        set {
            fallbackSize = newValue
            font = font?.withSize(newValue)
        }
    }

    // MARK: - Sizing

    /// The size the text needs within `size` (points): its width wraps at `size.width` when the
    /// label has more than one line; rounded up to whole points. Empty text needs `.zero`.
    open func sizeThatFits(_ size: CGSize) -> CGSize {
        guard let text, !text.isEmpty else { return .zero }
        guard let font else {
            let count = CGFloat(text.count)
            return CGSize(width: min(size.width, (count * fallbackSize * 0.55).rounded(.up)), height: (fallbackSize * 1.2).rounded(.up))
        }
        let width = size.width.isFinite && size.width > 0 ? size.width : .infinity
        let layout = TextLayout(text: text, font: font, width: width, numberOfLines: numberOfLines, lineBreakMode: lineBreakMode)
        let s = layout.size
        return CGSize(width: min(s.width.rounded(.up), width), height: s.height.rounded(.up))
    }

    /// The size of the text on unlimited width (points).
    open var intrinsicContentSize: CGSize {
        sizeThatFits(CGSize(width: CGFloat.greatestFiniteMagnitude, height: .greatestFiniteMagnitude))
    }

    /// Resizes the label to ``sizeThatFits(_:)`` of an unbounded size, keeping its origin.
    public func sizeToFit() {
        frame = CGRect(origin: frame.origin, size: intrinsicContentSize)
    }

    open override func layoutSubviews() {
        super.layoutSubviews()
        updateText()
    }

    /// Hands the text and its style to the layer, laid out for the current bounds.
    private func updateText() {
        guard let text, !text.isEmpty, let font else {
            layer.textContent = nil
            return
        }
        layer.textContent = TextContent(text: text, font: font, color: textColor, alignment: textAlignment,
                                        numberOfLines: numberOfLines, lineBreakMode: lineBreakMode, bounds: bounds.size)
    }
}
