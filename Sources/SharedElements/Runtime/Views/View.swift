import Foundation

/// A rectangular piece of the screen backed by a ``Layer`` (`UIView`'s role).
///
/// Every visual property is stored on the layer, the way UIKit does it: `frame` is derived from
/// the layer's bounds, position, anchor point and transform; `center` is the layer's position;
/// `alpha` is its opacity; `transform` is the layer's transform restricted to 2D.
///
/// ```swift
/// let card = View(frame: CGRect(x: 20, y: 100, width: 350, height: 220))
/// card.backgroundColor = .systemBlue
/// card.layer.cornerRadius = 16
/// card.clipsToBounds = true
/// window.addSubview(card)
/// ```
@MainActor
open class View {
    /// The layer that draws this view. Its sublayers include the layers of ``subviews``.
    public final let layer: Layer

    /// Subviews, back to front.
    // Read for every view of every walk: no dynamic exclusivity check.
    @exclusivity(unchecked) public final package(set) var subviews: [View] = []
    /// The view this one is a subview of.
    public final package(set) weak var superview: View?
    /// The view controller whose `view` this is, if any (UIKit's view delegate).
    weak var owningViewController: ViewController?

    /// A number for finding the view again with ``viewWithTag(_:)``.
    public var tag: Int = 0
    /// Whether touches are delivered to this view and its subviews. Stored for hit testing.
    public var isUserInteractionEnabled = true
    /// The gesture recognizers attached to this view (``addGestureRecognizer(_:)``).
    public package(set) var gestureRecognizers: [GestureRecognizer] = []
    /// How the view resizes when its superview's bounds change size.
    public var autoresizingMask: AutoresizingMask = []
    /// Whether a change of the superview's bounds size resizes subviews by their masks.
    public var autoresizesSubviews = true
    /// How ``ImageView`` and snapshots fit their content into the bounds.
    public var contentMode: ContentMode = .scaleToFill {
        didSet { contentModeDidChange() }
    }

    var needsLayout = true
    /// Objects that higher layers attach to this view, keyed by their type (the role associated
    /// objects play for MotionTransitioning and Hero on iOS): the shared-element layer keeps a
    /// view's `transitionID` and options here, so the runtime holds no state of its own for them.
    @usableFromInline @exclusivity(unchecked) package final var associations = Associations()
    /// Whether a higher layer marked this view to be found quickly (the shared-element layer
    /// marks every view with a `transitionID`). The hierarchy keeps ``markedInSubtree`` up to date.
    @usableFromInline @exclusivity(unchecked) package final var isMarked = false {
        didSet {
            if isMarked != oldValue { addToMarkedInSubtree(isMarked ? 1 : -1) }
        }
    }
    /// How many views in this view's subtree, itself included, are marked (``isMarked``): kept up
    /// to date by the hierarchy primitives so that walks looking for marked views can step over
    /// subtrees with none.
    @usableFromInline @exclusivity(unchecked) package final var markedInSubtree = 0

    /// A view with a zero frame.
    public convenience init() { self.init(frame: .zero) }

    /// A view occupying `frame` in its future superview's coordinates, in points.
    public init(frame: CGRect) {
        layer = Layer()
        layer.isViewBacking = true
        layer.frame = frame
    }

    // MARK: - Geometry
    //
    // The geometry and appearance setters keep NaN and infinities, as UIKit does; a view whose
    // frame, center or transform is not finite draws nothing, nor do its subviews, and `alpha`
    // clamps (`+∞` is 1, NaN 0) when rendered (README, "Non-finite numbers").

    /// The view's rectangle in its superview's coordinates, in points: the bounding box of the
    /// transformed bounds. Setting it changes the bounds size and the center, as in UIKit
    /// (with a non-identity transform the result follows the layer's rule, as UIKit's is undefined).
    public final var frame: CGRect {
        @inlinable get { layer.frame }
        set {
            let old = layer.bounds.size
            layer.frame = newValue
            boundsSizeDidChange(from: old)
        }
    }

    /// The view's own coordinate space, in points. Its origin is what subviews are offset by
    /// (a scroll view's content offset).
    public final var bounds: CGRect {
        @inlinable get { layer.bounds }
        set {
            let old = layer.bounds.size
            layer.bounds = newValue
            boundsSizeDidChange(from: old)
        }
    }

    /// The center of the frame in the superview's coordinates: the layer's position.
    public final var center: CGPoint {
        @inlinable get { layer.position }
        set { layer.position = newValue }
    }

    /// The 2D transform about the center (the layer's anchor point). Reading it drops any 3D
    /// part a layer transform may have; setting it replaces the whole layer transform.
    ///
    /// ```swift
    /// view.transform = AffineTransform(scaleX: 0.5, y: 0.5).rotated(by: .pi / 8)
    /// ```
    public var transform: AffineTransform {
        get { layer.transform.affineTransform }
        set { layer.transform = Transform3D(newValue) }
    }

    // MARK: - Appearance

    /// Opacity of the view and its subtree, 0...1 (the layer's opacity).
    public final var alpha: CGFloat {
        @inlinable get { CGFloat(layer.opacity) }
        set { layer.opacity = Float(newValue) }
    }

    /// Whether the view and its subtree are left out of rendering.
    public final var isHidden: Bool {
        @inlinable get { layer.isHidden }
        set { layer.isHidden = newValue }
    }

    /// The fill behind the view's content (`nil`: transparent).
    public var backgroundColor: Color? {
        get { layer.backgroundColor }
        set { layer.backgroundColor = newValue }
    }

    /// Whether nothing behind the view shows through its bounds: its background colour is
    /// opaque and the view is not faded (a screen presented over another hides it).
    package var hidesWhatIsBehind: Bool { alpha >= 1 && (backgroundColor?.alpha ?? 0) >= 1 }

    /// Whether subviews are clipped to the bounds (and the layer's corner radius).
    public var clipsToBounds: Bool {
        get { layer.masksToBounds }
        set { layer.masksToBounds = newValue }
    }

    /// Called when ``View/contentMode`` changes; ``ImageView`` re-fits its image.
    open func contentModeDidChange() {}

    // MARK: - Hooks

    /// Called before the view moves to a new superview (`nil`: removal).
    open func willMove(toSuperview newSuperview: View?) {}
    /// Called after the view moved to a new superview or was removed.
    open func didMoveToSuperview() {}
    /// Called after the view entered or left a window (or moved between windows).
    open func didMoveToWindow() {}
    /// Called when the view's safe area may have changed (`UIView.safeAreaInsetsDidChange()`): it
    /// moved into a window with a safe area, or the status bar appeared or went. The default asks
    /// for layout; overrides call `super`.
    open func safeAreaInsetsDidChange() {
        setNeedsLayout()
        owningViewController?.viewSafeAreaInsetsDidChange()
    }

    /// Called after a subview was added.
    open func didAddSubview(_ subview: View) {}
    /// Called before a subview is removed.
    open func willRemoveSubview(_ subview: View) {}

    /// Lays out subviews. The default does nothing beyond autoresizing, which happens as soon as
    /// the bounds change size; override to place subviews by hand. Call ``View/setNeedsLayout()``
    /// rather than calling this directly.
    open func layoutSubviews() {}

    // MARK: - Hit testing

    /// Whether `point` (in this view's bounds space) is inside the view.
    open func point(inside point: CGPoint) -> Bool {
        bounds.contains(point)
    }

    /// The deepest visible, interactive view containing `point` (in this view's bounds space),
    /// front-most first; `nil` when none.
    open func hitTest(_ point: CGPoint) -> View? {
        guard isUserInteractionEnabled, !isHidden, alpha > 0.01, self.point(inside: point) else { return nil }
        for subview in subviews.reversed() {
            guard let p = subview.convertChecked(point, from: self) else { continue }
            if let hit = subview.hitTest(p) { return hit }
        }
        return self
    }
}
