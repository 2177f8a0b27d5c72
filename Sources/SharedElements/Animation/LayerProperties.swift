import Foundation

/// How a layer's `contents` are fitted into its bounds (`CALayerContentsGravity`).
public enum ContentsGravity: String, Sendable, Hashable, CaseIterable {
    /// Stretched to fill the bounds.
    case resize
    /// Scaled uniformly to fit inside the bounds, centred.
    case resizeAspect
    /// Scaled uniformly to cover the bounds, centred (may overflow them).
    case resizeAspectFill
    /// Natural size (pixels divided by `contentsScale`), centred.
    case center

    /// Where contents of `size` points go in `bounds` by this gravity.
    ///
    /// ```swift
    /// ContentsGravity.resizeAspectFill.rect(forContentsOf: CGSize(width: 40, height: 20),
    ///                                       in: CGRect(x: 0, y: 0, width: 40, height: 40))  // (-20, 0, 80, 40)
    /// ```
    public func rect(forContentsOf size: CGSize, in b: CGRect) -> CGRect {
        let iw = size.width, ih = size.height
        switch self {
        case .resize:
            return b
        case .center:
            return CGRect(x: b.minX + (b.width - iw) / 2, y: b.minY + (b.height - ih) / 2, width: iw, height: ih)
        case .resizeAspect, .resizeAspectFill:
            let s = self == .resizeAspect ? min(b.width / iw, b.height / ih) : max(b.width / iw, b.height / ih)
            return CGRect(x: b.minX + (b.width - iw * s) / 2, y: b.minY + (b.height - ih * s) / 2, width: iw * s, height: ih * s)
        }
    }
}

/// Every value of a ``Layer`` that rendering reads, gathered in one value.
///
/// A layer keeps its model values in one of these; the compositor asks the layer for the values
/// to draw through ``Layer/renderProperties(at:)``, the single place where animations are applied.
public struct LayerProperties: Sendable, Equatable {
    // Stored widest first, so that the value carries no padding (525 bytes rather than 553):
    // it is copied out of every layer for every frame.
    /// The layer's own coordinate space, in points.
    public var bounds: CGRect = .zero
    /// Where the anchor point sits in the superlayer, in points.
    public var position: CGPoint = .zero
    /// The point of the bounds, in unit coordinates, that `position` names and transforms pivot about.
    public var anchorPoint = CGPoint(x: 0.5, y: 0.5)
    /// The order among siblings: higher draws later, on top.
    public var zPosition: CGFloat = 0
    /// The transform applied about the anchor point.
    public var transform: Transform3D = .identity
    /// The transform applied to the sublayers, as a group (perspective goes here).
    public var sublayerTransform: Transform3D = .identity
    /// The radius of the rounded corners, in points.
    public var cornerRadius: CGFloat = 0
    /// The width of the border drawn inside the bounds, in points.
    public var borderWidth: CGFloat = 0
    /// The colour of the border.
    public var borderColor: Color = .black
    /// The colour of the shadow.
    public var shadowColor: Color = .black
    /// The offset of the shadow, in points.
    public var shadowOffset = CGSize(width: 0, height: -3)
    /// The blur radius of the shadow, in points.
    public var shadowRadius: CGFloat = 3
    /// Pixels of the contents image per point.
    public var contentsScale: CGFloat = 1
    /// The part of ``Layer/contents`` shown, in unit coordinates of the image (`CALayer.contentsRect`).
    public var contentsRect = CGRect(x: 0, y: 0, width: 1, height: 1)
    /// The corners ``cornerRadius`` rounds (`CALayer.maskedCorners`).
    public var maskedCorners: CornerMask = .all
    /// The group opacity of the layer and its subtree, 0...1.
    public var opacity: Float = 1
    /// The opacity of the shadow, 0...1; 0 draws none.
    public var shadowOpacity: Float = 0
    /// The colour filling the bounds, rounded by `cornerRadius`; `nil` draws nothing.
    public var backgroundColor: Color?
    /// Whether the layer and its subtree are left out.
    public var isHidden = false
    /// Whether contents and sublayers are clipped to the rounded bounds.
    public var masksToBounds = false
    /// How the contents image fits the bounds.
    public var contentsGravity: ContentsGravity = .resize
    /// How the layer, as a group, lands on what is beneath it.
    public var compositingFilter: CompositingFilter = .sourceOver

    /// Core Animation's defaults.
    public init() {}
}

extension LayerProperties {
    /// The layer's anchor point in its own bounds space.
    public var anchorInBounds: CGPoint {
        CGPoint(x: bounds.origin.x + anchorPoint.x * bounds.size.width,
                y: bounds.origin.y + anchorPoint.y * bounds.size.height)
    }

    /// The 4x4 map from this layer's bounds space into its superlayer's bounds space, given the
    /// superlayer's values (`nil` for a root layer): the chain of `layer-scene.md`, Geometry.
    public func transformToSuperlayer(_ parent: LayerProperties?) -> Transform3D {
        transformToSuperlayer(parentSublayerTransform: parent?.sublayerTransform ?? .identity,
                              parentAnchor: parent?.anchorInBounds ?? .zero)
    }

    /// ``transformToSuperlayer(_:)`` given only what it reads of the superlayer: its
    /// `sublayerTransform` and its anchor point in its bounds space (any value when the
    /// sublayer transform is the identity).
    @inline(__always)
    package func transformToSuperlayer(parentSublayerTransform: Transform3D, parentAnchor p: CGPoint) -> Transform3D {
        let a = anchorInBounds
        var m = transform.translatedBy(x: -a.x, y: -a.y)
        m = m.concatenating(Transform3D(translationX: position.x, y: position.y, z: zPosition))
        if !parentSublayerTransform.isIdentity {
            m = m.concatenating(Transform3D(translationX: -p.x, y: -p.y))
                .concatenating(parentSublayerTransform)
                .concatenating(Transform3D(translationX: p.x, y: p.y))
        }
        return m
    }

    /// The corner radius actually used: clamped to half the shorter side, 0 when not finite.
    public var effectiveCornerRadius: CGFloat {
        guard cornerRadius.isFinite, cornerRadius > 0 else { return 0 }
        return min(cornerRadius, min(abs(bounds.width), abs(bounds.height)) / 2)
    }

    /// Opacity clamped to 0...1: `+∞` counts as 1 (a huge `View.alpha` is `+∞` as a `Float`),
    /// NaN and `-∞` as 0.
    public var clampedOpacity: CGFloat {
        let o = CGFloat(opacity)
        return o.isNaN ? 0 : min(max(o, 0), 1)
    }
}
