import Foundation

/// A layer value that animations can drive (the key paths of `CABasicAnimation(keyPath:)`).
public enum AnimatableProperty: String, Sendable, Hashable, CaseIterable {
    /// The geometry properties: bounds, position, anchor point, z position, transforms and opacity.
    case bounds, position, anchorPoint, zPosition, transform, sublayerTransform, opacity
    /// The fill and border properties.
    case backgroundColor, cornerRadius, borderWidth, borderColor
    /// The shadow properties.
    case shadowColor, shadowOpacity, shadowOffset, shadowRadius

    /// The kind of value the property holds.
    public var valueKind: AnimationValue.Kind {
        switch self {
        case .bounds: .rect
        case .position, .anchorPoint: .point
        case .shadowOffset: .size
        case .transform, .sublayerTransform: .transform
        case .backgroundColor, .borderColor, .shadowColor: .color
        case .zPosition, .opacity, .cornerRadius, .borderWidth, .shadowOpacity, .shadowRadius: .number
        }
    }
}

// MARK: - Reading and writing layer properties

extension LayerProperties {
    /// The value of `property`.
    public func value(of property: AnimatableProperty) -> AnimationValue {
        switch property {
        case .bounds: .rect(bounds)
        case .position: .point(position)
        case .anchorPoint: .point(anchorPoint)
        case .zPosition: .number(Double(zPosition))
        case .transform: .transform(transform)
        case .sublayerTransform: .transform(sublayerTransform)
        case .opacity: .number(Double(opacity))
        case .backgroundColor: .color(backgroundColor ?? .clear)
        case .cornerRadius: .number(Double(cornerRadius))
        case .borderWidth: .number(Double(borderWidth))
        case .borderColor: .color(borderColor)
        case .shadowColor: .color(shadowColor)
        case .shadowOpacity: .number(Double(shadowOpacity))
        case .shadowOffset: .size(shadowOffset)
        case .shadowRadius: .number(Double(shadowRadius))
        }
    }

    /// Sets `property` to `value`; a value of another kind is ignored.
    public mutating func setValue(_ value: AnimationValue, of property: AnimatableProperty) {
        switch (property, value) {
        case (.transform, .transform(let t)): transform = t
        case (.sublayerTransform, .transform(let t)): sublayerTransform = t
        case (_, .transform): return
        default:
            guard value.kind == property.valueKind else { return }
            setVector(value.vector, of: property)
        }
    }

    /// A non-transform property as four numbers (colours premultiplied).
    @inline(__always)
    package func vector(of property: AnimatableProperty) -> SIMD4<Double> {
        switch property {
        case .bounds: SIMD4(Double(bounds.origin.x), Double(bounds.origin.y), Double(bounds.size.width), Double(bounds.size.height))
        case .position: SIMD4(Double(position.x), Double(position.y), 0, 0)
        case .anchorPoint: SIMD4(Double(anchorPoint.x), Double(anchorPoint.y), 0, 0)
        case .zPosition: SIMD4(Double(zPosition), 0, 0, 0)
        case .opacity: SIMD4(Double(opacity), 0, 0, 0)
        case .backgroundColor: (backgroundColor ?? .clear).premultipliedVector
        case .cornerRadius: SIMD4(Double(cornerRadius), 0, 0, 0)
        case .borderWidth: SIMD4(Double(borderWidth), 0, 0, 0)
        case .borderColor: borderColor.premultipliedVector
        case .shadowColor: shadowColor.premultipliedVector
        case .shadowOpacity: SIMD4(Double(shadowOpacity), 0, 0, 0)
        case .shadowOffset: SIMD4(Double(shadowOffset.width), Double(shadowOffset.height), 0, 0)
        case .shadowRadius: SIMD4(Double(shadowRadius), 0, 0, 0)
        case .transform, .sublayerTransform: .zero
        }
    }

    /// Writes a non-transform property from four numbers (colours premultiplied).
    @inline(__always)
    mutating func setVector(_ v: SIMD4<Double>, of property: AnimatableProperty) {
        switch property {
        case .bounds: bounds = CGRect(x: v.x, y: v.y, width: v.z, height: v.w)
        case .position: position = CGPoint(x: v.x, y: v.y)
        case .anchorPoint: anchorPoint = CGPoint(x: v.x, y: v.y)
        case .zPosition: zPosition = CGFloat(v.x)
        case .opacity: opacity = Float(v.x)
        case .backgroundColor: backgroundColor = Color(premultipliedVector: v)
        case .cornerRadius: cornerRadius = CGFloat(v.x)
        case .borderWidth: borderWidth = CGFloat(v.x)
        case .borderColor: borderColor = Color(premultipliedVector: v)
        case .shadowColor: shadowColor = Color(premultipliedVector: v)
        case .shadowOpacity: shadowOpacity = Float(v.x)
        case .shadowOffset: shadowOffset = CGSize(width: v.x, height: v.y)
        case .shadowRadius: shadowRadius = CGFloat(v.x)
        case .transform, .sublayerTransform: break
        }
    }
}
