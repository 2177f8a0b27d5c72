import Foundation

// `View.transform` is Foundation's `AffineTransform`, with the spellings UIKit code uses for
// `CGAffineTransform`, so `view.transform = CGAffineTransform(scaleX: 0.5, y: 0.5)` ports by
// dropping the `CG` prefix. The matrix is `[a b 0; c d 0; tx ty 1]` in row-vector form, as
// `CGAffineTransform`: a point maps to `(a x + c y + tx, b x + d y + ty)`.
/// UIKit's spellings of the affine transform: `CGAffineTransform`'s entries and functions.
extension AffineTransform {
    /// `CGAffineTransform(a:b:c:d:tx:ty:)`.
    public init(a: CGFloat, b: CGFloat, c: CGFloat, d: CGFloat, tx: CGFloat, ty: CGFloat) {
        self.init(m11: a, m12: b, m21: c, m22: d, tX: tx, tY: ty)
    }

    /// `CGAffineTransform(translationX:y:)`.
    public init(translationX tx: CGFloat, y ty: CGFloat) {
        self.init(m11: 1, m12: 0, m21: 0, m22: 1, tX: tx, tY: ty)
    }

    /// `CGAffineTransform(scaleX:y:)`.
    public init(scaleX sx: CGFloat, y sy: CGFloat) {
        self.init(m11: sx, m12: 0, m21: 0, m22: sy, tX: 0, tY: 0)
    }

    /// `CGAffineTransform(rotationAngle:)`: positive angles turn +x toward +y (clockwise on screen).
    /// A NaN or infinite angle gives the identity, as ``Transform3D/init(rotationAngle:x:y:z:)`` does.
    public init(rotationAngle angle: CGFloat) {
        guard angle.isFinite else {
            self.init(m11: 1, m12: 0, m21: 0, m22: 1, tX: 0, tY: 0)
            return
        }
        let c = cos(angle), s = sin(angle)
        self.init(m11: c, m12: s, m21: -s, m22: c, tX: 0, tY: 0)
    }

    /// The x scale entry (row 1, column 1).
    public var a: CGFloat { get { m11 } set { m11 = newValue } }
    /// The y shear entry (row 1, column 2).
    public var b: CGFloat { get { m12 } set { m12 = newValue } }
    /// The x shear entry (row 2, column 1).
    public var c: CGFloat { get { m21 } set { m21 = newValue } }
    /// The y scale entry (row 2, column 2).
    public var d: CGFloat { get { m22 } set { m22 = newValue } }
    /// The x translation, in points.
    public var tx: CGFloat { get { tX } set { tX = newValue } }
    /// The y translation, in points.
    public var ty: CGFloat { get { tY } set { tY = newValue } }

    /// `self` then `t` (`CGAffineTransform.concatenating`).
    public func concatenating(_ t: AffineTransform) -> AffineTransform {
        AffineTransform(
            m11: m11 * t.m11 + m12 * t.m21, m12: m11 * t.m12 + m12 * t.m22,
            m21: m21 * t.m11 + m22 * t.m21, m22: m21 * t.m12 + m22 * t.m22,
            tX: tX * t.m11 + tY * t.m21 + t.tX, tY: tX * t.m12 + tY * t.m22 + t.tY)
    }

    /// A translation applied before `self` (`CGAffineTransform.translatedBy(x:y:)`).
    public func translatedBy(x: CGFloat, y: CGFloat) -> AffineTransform {
        AffineTransform(translationX: x, y: y).concatenating(self)
    }

    /// A scale applied before `self` (`CGAffineTransform.scaledBy(x:y:)`).
    public func scaledBy(x: CGFloat, y: CGFloat) -> AffineTransform {
        AffineTransform(scaleX: x, y: y).concatenating(self)
    }

    /// A rotation applied before `self` (`CGAffineTransform.rotated(by:)`).
    public func rotated(by angle: CGFloat) -> AffineTransform {
        AffineTransform(rotationAngle: angle).concatenating(self)
    }

    /// Whether this is exactly the identity.
    public var isIdentity: Bool { self == .identity }
}

/// Points mapped through affine transforms.
extension CGPoint {
    /// The point mapped through an affine transform (`CGPoint.applying(_:)`).
    public func applying(_ t: AffineTransform) -> CGPoint {
        CGPoint(x: t.m11 * x + t.m21 * y + t.tX, y: t.m12 * x + t.m22 * y + t.tY)
    }
}

/// Rectangles mapped through affine transforms.
extension CGRect {
    /// The bounding box of the rectangle mapped through an affine transform (`CGRect.applying(_:)`).
    public func applying(_ t: AffineTransform) -> CGRect {
        let s = standardized
        let ps = [CGPoint(x: s.minX, y: s.minY), CGPoint(x: s.maxX, y: s.minY),
                  CGPoint(x: s.minX, y: s.maxY), CGPoint(x: s.maxX, y: s.maxY)].map { $0.applying(t) }
        let xs = ps.map(\.x), ys = ps.map(\.y)
        let minX = xs.min()!, minY = ys.min()!
        return CGRect(x: minX, y: minY, width: xs.max()! - minX, height: ys.max()! - minY)
    }
}
