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
        public var text: String
        /// Points.
        public var fontSize: CGFloat = 17
        public var weight: Font.Weight = .regular
        public var color: Color = .black
        public var alignment: TextAlignment = .natural
        /// The most lines shown; 0 for as many as fit.
        public var lines: Int = 1
    }

    /// A border drawn inside the view's rounded bounds.
    public struct Border: Sendable, Equatable {
        /// Points.
        public var width: CGFloat
        public var color: Color
    }

    /// A drop shadow.
    public struct Shadow: Sendable, Equatable {
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
    public var kind: Kind = .view
    /// In the superview's coordinates, points; a screen's root fills the window.
    public var frame: CGRect = .zero
    public var backgroundColor: Color?
    /// Points.
    public var cornerRadius: CGFloat = 0
    /// 0...1.
    public var alpha: CGFloat = 1
    public var clipsToBounds = false
    public var isHidden = false
    /// Degrees, clockwise, about the view's centre.
    public var rotation: CGFloat = 0
    public var border: Border?
    public var shadow: Shadow?
    public var contentMode: ContentMode = .scaleToFill
    /// How the view follows its superview's size changes (UIKit's autoresizing mask): what a
    /// ``SharedElementOptions/Content/relayout`` flight of its superview lays out by.
    public var autoresizing: AutoresizingMask = []
    /// Whether flyers pass under the view (``View/isTransitionChrome``): a bar or a floating control.
    public var isChrome = false
    public var transitionID: String?
    /// Exceptions to the shared-element options for this view's flight.
    public var sharedElement: PrototypeElementOptions?
    public var children: [PrototypeView] = []

    public init(path: String) { self.path = path }

    /// This view and every view under it, in tree (pre-)order.
    public var allViews: [PrototypeView] { [self] + children.flatMap(\.allViews) }
}
