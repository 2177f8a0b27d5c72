import Foundation

/// A node of the render tree with Core Animation's model: a plane with bounds, position, anchor
/// point, a 3D transform and styles, holding sublayers.
///
/// Setting a property changes the model value at once. Rendering never reads the stored values
/// directly: it asks ``renderProperties(at:)``, so animations attached to the layer are applied in
/// one place.
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
    /// The model values.
    public var model = LayerProperties()
    /// The image drawn into the bounds according to ``contentsGravity``.
    public var contents: Bitmap?
    /// A name for debugging and look-up.
    public var name: String?

    public private(set) var sublayers: [Layer] = []
    public private(set) weak var superlayer: Layer?

    public init() {}

    /// The values to draw at `time` (seconds on the animation clock). Without animations these
    /// are the model values.
    open func renderProperties(at time: TimeInterval) -> LayerProperties { model }

    // MARK: - Model properties

    /// The layer's own coordinate space, in points.
    public var bounds: CGRect { get { model.bounds } set { model.bounds = newValue } }
    /// Where the anchor point sits in the superlayer's bounds space, in points.
    public var position: CGPoint { get { model.position } set { model.position = newValue } }
    /// The anchor point in unit coordinates of the bounds.
    public var anchorPoint: CGPoint { get { model.anchorPoint } set { model.anchorPoint = newValue } }
    public var zPosition: CGFloat { get { model.zPosition } set { model.zPosition = newValue } }
    public var transform: Transform3D { get { model.transform } set { model.transform = newValue } }
    public var sublayerTransform: Transform3D {
        get { model.sublayerTransform } set { model.sublayerTransform = newValue }
    }
    /// Group opacity, 0...1.
    public var opacity: Float { get { model.opacity } set { model.opacity = newValue } }
    public var isHidden: Bool { get { model.isHidden } set { model.isHidden = newValue } }
    public var backgroundColor: Color? { get { model.backgroundColor } set { model.backgroundColor = newValue } }
    /// Radius of the circular corners, in points; clamped to half the shorter side when drawn.
    public var cornerRadius: CGFloat { get { model.cornerRadius } set { model.cornerRadius = newValue } }
    public var masksToBounds: Bool { get { model.masksToBounds } set { model.masksToBounds = newValue } }
    public var borderWidth: CGFloat { get { model.borderWidth } set { model.borderWidth = newValue } }
    public var borderColor: Color { get { model.borderColor } set { model.borderColor = newValue } }
    public var shadowColor: Color { get { model.shadowColor } set { model.shadowColor = newValue } }
    public var shadowOpacity: Float { get { model.shadowOpacity } set { model.shadowOpacity = newValue } }
    public var shadowOffset: CGSize { get { model.shadowOffset } set { model.shadowOffset = newValue } }
    /// Blur radius in points: a Gaussian with standard deviation `shadowRadius / 2`.
    public var shadowRadius: CGFloat { get { model.shadowRadius } set { model.shadowRadius = newValue } }
    public var contentsGravity: ContentsGravity { get { model.contentsGravity } set { model.contentsGravity = newValue } }
    /// Pixels per point of ``contents``.
    public var contentsScale: CGFloat { get { model.contentsScale } set { model.contentsScale = newValue } }

    /// The frame in the superlayer's space: the bounding box of the transformed bounds.
    /// Setting it sets the bounds size and the position, as `CALayer.frame` does.
    public var frame: CGRect {
        get {
            model.transformToSuperlayer(nil).mapRect(CGRect(origin: model.bounds.origin, size: model.bounds.size))
                ?? CGRect(x: CGFloat.nan, y: .nan, width: 0, height: 0)
        }
        set {
            let r = newValue.standardized
            model.bounds.size = r.size
            model.position = CGPoint(x: r.minX + model.anchorPoint.x * r.width, y: r.minY + model.anchorPoint.y * r.height)
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
        layer.superlayer = self
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
        parent.sublayers.removeAll { $0 === self }
        superlayer = nil
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
