import Foundation
import Synchronization

/// A node of the render tree with Core Animation's model: a plane with bounds, position, anchor
/// point, a 3D transform and styles, holding sublayers.
///
/// Setting a property changes the model value at once. Rendering never reads the stored values
/// directly: it asks ``renderProperties(at:)``, so animations attached to the layer
/// (``add(_:forKey:)``, or made by an open ``Transaction``) are applied in one place, and
/// ``presentation()`` gives the values on screen now. Writing ``model`` directly never animates.
///
/// Setters keep any value, NaN and infinities included, as `CALayer` does. The compositor never
/// lets one reach a pixel: a layer whose geometry (``position``, ``bounds``, ``anchorPoint``,
/// ``zPosition``, ``transform``) is not finite draws nothing, nor do its sublayers; opacities and
/// colours clamp (`+∞` is 1, NaN 0); other non-finite style numbers count as 0 (README,
/// "Non-finite numbers").
///
/// ```swift
/// let card = Layer()
/// card.bounds = CGRect(x: 0, y: 0, width: 300, height: 420)
/// card.position = CGPoint(x: 195, y: 422)
/// card.cornerRadius = 16
/// card.masksToBounds = true
/// root.addSublayer(card)
/// ```
open class Layer {
    // Read with the model for every layer of every frame, so stored first: next to the object's
    // header, on the model's first cache line.
    /// Attached animations, in the order they apply.
    @exclusivity(unchecked) var animationStore: [ActiveAnimation] = [] {
        didSet { soleAnimation = animationStore.count == 1 ? Unmanaged.passUnretained(animationStore[0]) : nil }
    }
    /// The only animation, when there is exactly one: read every frame without reference
    /// counting (``animationStore`` keeps it alive).
    @exclusivity(unchecked) var soleAnimation: Unmanaged<ActiveAnimation>?
    /// The model values.
    // Read for every layer of every frame: no dynamic exclusivity check.
    @exclusivity(unchecked) public final var model = LayerProperties()
    /// The image drawn into the bounds according to ``contentsGravity``.
    public var contents: Bitmap? {
        didSet { contentsOpacity.store(0, ordering: .relaxed) }
    }
    /// Whether every pixel of ``contents`` is opaque: 0 not yet known, 1 opaque, 2 not.
    private let contentsOpacity = Atomic<UInt8>(0)

    /// Whether ``contents`` is there and every one of its pixels is opaque: scanned the first
    /// time it is asked after the contents change, then kept (safe to ask from the threads of
    /// a banded render).
    package final var contentsAreOpaque: Bool {
        switch contentsOpacity.load(ordering: .relaxed) {
        case 1: return true
        case 2: return false
        default:
            let opaque = contents.map { PNGEncoder.isOpaque($0) } ?? false
            contentsOpacity.store(opaque ? 1 : 2, ordering: .relaxed)
            return opaque
        }
    }
    /// Text drawn above ``contents`` and below the sublayers, laid out in the bounds (a label's text).
    public var textContent: TextContent?
    /// A name for debugging and look-up.
    public var name: String?
    /// Whether this layer backs a view (the runtime sets it): changes to it animate only inside
    /// block animations, never implicitly in a plain ``Transaction``, as UIKit makes a view
    /// its layer's delegate and returns no action outside animation blocks.
    package final var isViewBacking = false

    /// The layers drawn in this one's plane, back to front (before `zPosition` ordering).
    public final private(set) var sublayers: [Layer] = []
    /// The layer this one is a sublayer of. Not retained, as in Core Animation: a superlayer
    /// holds its sublayers, and clears their link to it when it is freed.
    public final var superlayer: Layer? { superlayerLink }
    /// Backs ``superlayer`` without a weak reference, so layers need no side table and walks up
    /// the tree (every frame, for every flyer's geometry) count references the fast way.
    @exclusivity(unchecked) private final unowned(unsafe) var superlayerLink: Layer?

    /// A layer with Core Animation's defaults: no bounds, no fill, opaque.
    public init() {}

    // MARK: - Animation state

    /// The clock this layer's animations were registered with.
    weak var registeredClock: AnimationClock?

    /// The clock of this layer and its sublayers that have none (a window sets it on its root);
    /// `nil` inherits from the superlayer, and at the root means ``AnimationClock/default``.
    public var animationClock: AnimationClock?

    /// When the layer's time starts, in its superlayer's time (seconds; `CAMediaTiming.beginTime`).
    public var beginTime: TimeInterval = 0 { didSet { timingDidChange() } }
    /// Rate of the layer's time relative to its superlayer's; 0 pauses the layer and every
    /// sublayer (`CAMediaTiming.speed`).
    public var speed: Float = 1 { didSet { timingDidChange() } }
    /// Seconds added to the layer's time; with `speed = 0` it picks the frozen moment
    /// (`CAMediaTiming.timeOffset`).
    public var timeOffset: TimeInterval = 0 { didSet { timingDidChange() } }
    /// Whether this layer counts in ``Layer/layersWithTiming``.
    var countsAsTimed = false

    deinit {
        if countsAsTimed { Layer.layersWithTiming.subtract(1, ordering: .relaxed) }
        for sublayer in sublayers { sublayer.superlayerLink = nil }
    }

    // MARK: - Model properties

    /// The layer's own coordinate space, in points.
    public final var bounds: CGRect {
        @inlinable get { model.bounds }
        set { let old = model.bounds; model.bounds = newValue; noteChange(.bounds, from: .rect(old)) }
    }
    /// Where the anchor point sits in the superlayer's bounds space, in points.
    public final var position: CGPoint {
        @inlinable get { model.position }
        set { let old = model.position; model.position = newValue; noteChange(.position, from: .point(old)) }
    }
    /// The anchor point in unit coordinates of the bounds.
    public final var anchorPoint: CGPoint {
        @inlinable get { model.anchorPoint }
        set { let old = model.anchorPoint; model.anchorPoint = newValue; noteChange(.anchorPoint, from: .point(old)) }
    }
    /// The order among siblings: higher draws later, on top; animatable.
    public final var zPosition: CGFloat {
        @inlinable get { model.zPosition }
        set { let old = model.zPosition; model.zPosition = newValue; noteChange(.zPosition, from: .number(Double(old))) }
    }
    /// The transform applied about the anchor point; animatable.
    public final var transform: Transform3D {
        @inlinable get { model.transform }
        set { let old = model.transform; model.transform = newValue; noteChange(.transform, from: .transform(old)) }
    }
    /// The transform applied to the sublayers as a group (put perspective here); animatable.
    public final var sublayerTransform: Transform3D {
        @inlinable get { model.sublayerTransform }
        set {
            let old = model.sublayerTransform
            model.sublayerTransform = newValue
            noteChange(.sublayerTransform, from: .transform(old))
        }
    }
    /// Group opacity, 0...1.
    public final var opacity: Float {
        @inlinable get { model.opacity }
        set { let old = model.opacity; model.opacity = newValue; noteChange(.opacity, from: .number(Double(old))) }
    }
    /// Whether the layer and its subtree are left out.
    public final var isHidden: Bool { @inlinable get { model.isHidden } set { model.isHidden = newValue } }
    /// The colour filling the bounds, rounded by `cornerRadius`; `nil` draws nothing; animatable.
    public final var backgroundColor: Color? {
        @inlinable get { model.backgroundColor }
        set {
            let old = model.backgroundColor
            model.backgroundColor = newValue
            noteChange(.backgroundColor, from: .color(old ?? .clear))
        }
    }
    /// Radius of the circular corners, in points; clamped to half the shorter side when drawn.
    public final var cornerRadius: CGFloat {
        @inlinable get { model.cornerRadius }
        set { let old = model.cornerRadius; model.cornerRadius = newValue; noteChange(.cornerRadius, from: .number(Double(old))) }
    }
    /// Whether contents and sublayers are clipped to the rounded bounds.
    /// A radius for each corner, drawn in place of ``cornerRadius`` and ``maskedCorners`` by
    /// the background, the border, the mask of ``masksToBounds`` and the shadow; `nil` (the
    /// default) for the one radius of ``cornerRadius``. Not animatable: a shared element's flyer
    /// sets it every frame where its corners follow the window's (``cornerRadius`` then holds
    /// the largest, for what asks whether the layer is rounded).
    package final var cornerRadii: CornerRadii?
    public final var masksToBounds: Bool { @inlinable get { model.masksToBounds } set { model.masksToBounds = newValue } }
    /// The width of the border drawn inside the bounds, above the sublayers, in points; animatable.
    public final var borderWidth: CGFloat {
        @inlinable get { model.borderWidth }
        set { let old = model.borderWidth; model.borderWidth = newValue; noteChange(.borderWidth, from: .number(Double(old))) }
    }
    /// The colour of the border; animatable.
    public final var borderColor: Color {
        @inlinable get { model.borderColor }
        set { let old = model.borderColor; model.borderColor = newValue; noteChange(.borderColor, from: .color(old)) }
    }
    /// The colour of the shadow; animatable.
    public final var shadowColor: Color {
        @inlinable get { model.shadowColor }
        set { let old = model.shadowColor; model.shadowColor = newValue; noteChange(.shadowColor, from: .color(old)) }
    }
    /// The opacity of the shadow, 0...1 (0 draws none); animatable.
    public final var shadowOpacity: Float {
        @inlinable get { model.shadowOpacity }
        set {
            let old = model.shadowOpacity
            model.shadowOpacity = newValue
            noteChange(.shadowOpacity, from: .number(Double(old)))
        }
    }
    /// The offset of the shadow, in points; animatable.
    public final var shadowOffset: CGSize {
        @inlinable get { model.shadowOffset }
        set { let old = model.shadowOffset; model.shadowOffset = newValue; noteChange(.shadowOffset, from: .size(old)) }
    }
    /// Blur radius in points: a Gaussian with standard deviation `shadowRadius / 2`.
    public final var shadowRadius: CGFloat {
        @inlinable get { model.shadowRadius }
        set {
            let old = model.shadowRadius
            model.shadowRadius = newValue
            noteChange(.shadowRadius, from: .number(Double(old)))
        }
    }
    /// How the contents image fits the bounds.
    public final var contentsGravity: ContentsGravity { @inlinable get { model.contentsGravity } set { model.contentsGravity = newValue } }
    /// Pixels per point of ``contents``.
    public final var contentsScale: CGFloat { @inlinable get { model.contentsScale } set { model.contentsScale = newValue } }
    /// The part of ``contents`` shown, in unit coordinates of the image: (0, 0, 1, 1), the whole
    /// image, by default. The part is what ``contentsGravity`` fits into the bounds
    /// (`CALayer.contentsRect`); a rectangle that is not finite or has no area shows the whole image.
    ///
    /// ```swift
    /// layer.contentsRect = CGRect(x: 0.5, y: 0, width: 0.5, height: 1)   // the image's right half
    /// ```
    public final var contentsRect: CGRect { @inlinable get { model.contentsRect } set { model.contentsRect = newValue } }
    /// The corners ``cornerRadius`` rounds (default all four; `CALayer.maskedCorners`): the
    /// background, the border, the mask of ``masksToBounds`` and the shadow follow it.
    ///
    /// ```swift
    /// layer.maskedCorners = [.layerMinXMinYCorner, .layerMaxXMinYCorner]   // a sheet's top corners
    /// ```
    public final var maskedCorners: CornerMask { @inlinable get { model.maskedCorners } set { model.maskedCorners = newValue } }
    /// How the layer and its sublayers are composited onto what is beneath (default
    /// ``CompositingFilter/sourceOver``); any other filter isolates the layer and its superlayer
    /// as groups. A plain property: setting it never animates.
    public final var compositingFilter: CompositingFilter {
        @inlinable get { model.compositingFilter } set { model.compositingFilter = newValue }
    }

    /// The frame in the superlayer's space: the bounding box of the transformed bounds.
    /// Setting it sets the bounds size and the position, as `CALayer.frame` does.
    public var frame: CGRect {
        get {
            model.transformToSuperlayer(nil).mapRect(CGRect(origin: model.bounds.origin, size: model.bounds.size))
                ?? CGRect(x: CGFloat.nan, y: .nan, width: 0, height: 0)
        }
        set {
            let r = newValue.standardized
            bounds.size = r.size
            position = CGPoint(x: r.minX + model.anchorPoint.x * r.width, y: r.minY + model.anchorPoint.y * r.height)
        }
    }

    // MARK: - Tree

    /// Appends a sublayer, removing it from its previous superlayer first.
    public func addSublayer(_ layer: Layer) {
        insertSublayer(layer, at: sublayers.count)
    }

    /// Inserts a sublayer at an index (clamped to the valid range).
    public func insertSublayer(_ layer: Layer, at index: Int) {
        guard layer !== self, !isDescendant(of: layer) else { return }
        layer.removeFromSuperlayer()
        let i = min(max(index, 0), sublayers.count)
        sublayers.insert(layer, at: i)
        layer.superlayerLink = self
    }

    /// Inserts a sublayer just below a sibling (appended when `sibling` is not a sublayer).
    public func insertSublayer(_ layer: Layer, below sibling: Layer?) {
        layer.removeFromSuperlayer()
        let i = sibling.flatMap { s in sublayers.firstIndex { $0 === s } } ?? sublayers.count
        insertSublayer(layer, at: i)
    }

    /// Inserts a sublayer just above a sibling (appended when `sibling` is not a sublayer).
    public func insertSublayer(_ layer: Layer, above sibling: Layer?) {
        layer.removeFromSuperlayer()
        let i = sibling.flatMap { s in sublayers.firstIndex { $0 === s }.map { $0 + 1 } } ?? sublayers.count
        insertSublayer(layer, at: i)
    }

    /// Removes the layer from its superlayer.
    public func removeFromSuperlayer() {
        guard let parent = superlayer else { return }
        if let i = parent.sublayers.lastIndex(where: { $0 === self }) { parent.sublayers.remove(at: i) }
        superlayerLink = nil
    }

    /// Whether `ancestor` is this layer or one of its superlayers.
    public func isDescendant(of ancestor: Layer) -> Bool {
        var l: Layer? = self
        while let c = l {
            if c === ancestor { return true }
            l = c.superlayer
        }
        return false
    }

    /// The root of this layer's tree.
    public var rootLayer: Layer {
        var l = self
        while let s = l.superlayer { l = s }
        return l
    }
}
