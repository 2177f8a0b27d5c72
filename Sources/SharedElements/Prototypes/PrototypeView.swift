import Foundation

/// One view of a prototype screen, as read from the prototype format: its kind, geometry,
/// style, shared-element identity and children. ``PrototypeStage`` turns it into a ``View``.
///
/// ```swift
/// let prototype = try TransitionPrototype(contentsOf: url)
/// print(prototype.back.children.map(\.path))   // ["screens.back.children[0]", ...]
/// ```
public struct PrototypeView: Sendable, Equatable {
    /// What the view draws besides its background.
    public enum Kind: Sendable, Equatable {
        /// A plain ``View``.
        case view
        /// An ``ImageView`` showing the image.
        case image(PrototypeImage)
        /// A ``Label`` showing text.
        case label(Text)
    }

    /// The text of a label and its style.
    public struct Text: Sendable, Equatable {
        /// The label's text.
        public var text: String
        /// Points.
        public var fontSize: CGFloat = 17
        /// The system font's weight.
        public var weight: Font.Weight = .regular
        /// The colour of the text.
        public var color: Color = .black
        /// The alignment of the text.
        public var alignment: TextAlignment = .natural
        /// The most lines shown; 0 for as many as fit.
        public var lines: Int = 1
    }

    /// A border drawn inside the view's rounded bounds.
    public struct Border: Sendable, Equatable {
        /// Points.
        public var width: CGFloat
        /// The colour of the border.
        public var color: Color
    }

    /// A drop shadow.
    public struct Shadow: Sendable, Equatable {
        /// The colour of the shadow.
        public var color: Color = .black
        /// 0...1.
        public var opacity: Float = 0.3
        /// Blur radius, points.
        public var radius: CGFloat = 8
        /// Points.
        public var offset: CGSize = CGSize(width: 0, height: 4)
    }

    /// The key path of this view in the document, like `screens.back.children[2]`.
    public var path: String
    /// A plain view, an image view or a label.
    public var kind: Kind = .view
    /// In the superview's coordinates, points; a screen's root fills the window.
    public var frame: CGRect = .zero
    /// The colour filling the bounds, if any.
    public var backgroundColor: Color?
    /// Points.
    public var cornerRadius: CGFloat = 0
    /// 0...1.
    public var alpha: CGFloat = 1
    /// Whether children and image are clipped to the rounded bounds.
    public var clipsToBounds = false
    /// Whether the view is hidden.
    public var isHidden = false
    /// Degrees, clockwise, about the view's centre.
    public var rotation: CGFloat = 0
    /// The border drawn inside the bounds, if any.
    public var border: Border?
    /// The shadow, if any.
    public var shadow: Shadow?
    /// How an image view's image fits its bounds.
    public var contentMode: ContentMode = .scaleToFill
    /// How the view follows its superview's size changes (UIKit's autoresizing mask): what a
    /// ``SharedElementOptions/Content/relayout`` flight of its superview lays out by.
    public var autoresizing: AutoresizingMask = []
    /// Whether flyers pass under the view (``View/isTransitionChrome``): a bar or a floating control.
    public var isChrome = false
    /// A screen's title, shown in the navigation bar when the fore screen is pushed (`nil`: none).
    public var title: String?
    /// The shared-element ID, if any.
    public var transitionID: String?
    /// Exceptions to the shared-element options for this view's flight.
    public var sharedElement: PrototypeElementOptions?
    /// The subviews, back to front.
    public var children: [PrototypeView] = []

    /// An empty plain view at the key path `path`.
    public init(path: String) { self.path = path }

    /// This view and every view under it, in tree (pre-)order.
    public var allViews: [PrototypeView] { [self] + children.flatMap(\.allViews) }
}
