import Foundation

/// A value of an animatable layer property.
///
/// Animations take their values in this form; the typed builders of ``LayerAnimation`` accept
/// the plain types (`CGPoint`, `Color`, `Transform3D`, numbers) through
/// ``AnimationValueConvertible``.
public enum AnimationValue: Sendable, Equatable {
    /// A number (opacity, corner radius, zPosition…).
    case number(Double)
    /// A point in points (position; anchorPoint in unit coordinates).
    case point(CGPoint)
    /// A size in points (shadowOffset).
    case size(CGSize)
    /// A rectangle in points (bounds).
    case rect(CGRect)
    /// A colour; interpolated premultiplied.
    case color(Color)
    /// A 3D transform; interpolated by decomposition.
    case transform(Transform3D)

    /// The kinds of ``AnimationValue``.
    public enum Kind: Sendable, Hashable {
        /// A single number (``AnimationValue/number(_:)``).
        case number
        /// A point (``AnimationValue/point(_:)``).
        case point
        /// A size (``AnimationValue/size(_:)``).
        case size
        /// A rectangle (``AnimationValue/rect(_:)``).
        case rect
        /// A colour (``AnimationValue/color(_:)``).
        case color
        /// A 3D transform (``AnimationValue/transform(_:)``).
        case transform
    }

    /// This value's kind.
    public var kind: Kind {
        switch self {
        case .number: .number
        case .point: .point
        case .size: .size
        case .rect: .rect
        case .color: .color
        case .transform: .transform
        }
    }

    /// Whether every component is finite.
    public var isFinite: Bool {
        switch self {
        case .number(let v): v.isFinite
        case .point(let p): p.x.isFinite && p.y.isFinite
        case .size(let s): s.width.isFinite && s.height.isFinite
        case .rect(let r): r.origin.x.isFinite && r.origin.y.isFinite && r.size.width.isFinite && r.size.height.isFinite
        case .color: true
        case .transform(let t): t.isFinite
        }
    }

    /// Non-transform values as four numbers; colours premultiplied.
    package var vector: SIMD4<Double> {
        switch self {
        case .number(let v): SIMD4(v, 0, 0, 0)
        case .point(let p): SIMD4(Double(p.x), Double(p.y), 0, 0)
        case .size(let s): SIMD4(Double(s.width), Double(s.height), 0, 0)
        case .rect(let r): SIMD4(Double(r.origin.x), Double(r.origin.y), Double(r.size.width), Double(r.size.height))
        case .color(let c): c.premultipliedVector
        case .transform: .zero
        }
    }
}

// MARK: - Typed values

/// A type whose values can drive an animatable layer property.
public protocol AnimationValueConvertible {
    /// The value in the form animations store.
    var animationValue: AnimationValue { get }
}

/// Numbers animate as numbers.
extension Double: AnimationValueConvertible { public var animationValue: AnimationValue { .number(self) } }
/// Numbers animate as numbers.
extension Float: AnimationValueConvertible { public var animationValue: AnimationValue { .number(Double(self)) } }
/// Numbers animate as numbers.
extension CGFloat: AnimationValueConvertible { public var animationValue: AnimationValue { .number(Double(self)) } }
/// Numbers animate as numbers.
extension Int: AnimationValueConvertible { public var animationValue: AnimationValue { .number(Double(self)) } }
/// Points animate as points.
extension CGPoint: AnimationValueConvertible { public var animationValue: AnimationValue { .point(self) } }
/// Sizes animate as sizes.
extension CGSize: AnimationValueConvertible { public var animationValue: AnimationValue { .size(self) } }
/// Rectangles animate as rectangles.
extension CGRect: AnimationValueConvertible { public var animationValue: AnimationValue { .rect(self) } }
extension Color: AnimationValueConvertible { public var animationValue: AnimationValue { .color(self) } }
extension Transform3D: AnimationValueConvertible { public var animationValue: AnimationValue { .transform(self) } }
extension AnimationValue: AnimationValueConvertible { public var animationValue: AnimationValue { self } }

// MARK: - Premultiplied colour vectors

extension Color {
    /// `(r·a, g·a, b·a, a)`, the space colours are interpolated in.
    @inline(__always)
    var premultipliedVector: SIMD4<Double> {
        let a = Double(alpha)
        return SIMD4(Double(red) * a, Double(green) * a, Double(blue) * a, a)
    }

    /// The straight colour of a premultiplied vector (components clamped).
    @inline(__always)
    package init(premultipliedVector v: SIMD4<Double>) {
        let a = min(max(v.w.isFinite ? v.w : 0, 0), 1)
        guard a > 0 else {
            self.init(red: 0, green: 0, blue: 0, alpha: 0)
            return
        }
        self.init(red: CGFloat(v.x / a), green: CGFloat(v.y / a), blue: CGFloat(v.z / a), alpha: CGFloat(a))
    }
}

extension Color: Interpolatable {
    /// Interpolates premultiplied components (so a fade to `.clear` does not darken).
    public func interpolated(to other: Color, progress: Double) -> Color {
        let a = premultipliedVector, b = other.premultipliedVector
        return Color(premultipliedVector: a + (b - a) * progress)
    }
}
