import Foundation

// MARK: - Mapping points and rects

extension Transform3D {
    /// Maps a point of the z = 0 plane through the transform, with the perspective divide.
    ///
    /// A point that lands at or behind the eye (`w <= 1e-6`) has no image: the result is
    /// `CGPoint(x: .nan, y: .nan)`. Use ``mapCheckedPoint(_:)`` to get an optional instead.
    public func mapPoint(_ p: CGPoint) -> CGPoint {
        mapCheckedPoint(p) ?? CGPoint(x: CGFloat.nan, y: CGFloat.nan)
    }

    /// Maps a point of the z = 0 plane, or returns `nil` when it lands behind the eye
    /// (`w <= 1e-6`) or the result is not finite.
    public func mapCheckedPoint(_ p: CGPoint) -> CGPoint? {
        let x = p.x * m11 + p.y * m21 + m41
        let y = p.x * m12 + p.y * m22 + m42
        let w = p.x * m14 + p.y * m24 + m44
        guard w > Transform3D.eyeEpsilon else { return nil }
        let r = CGPoint(x: x / w, y: y / w)
        return r.x.isFinite && r.y.isFinite ? r : nil
    }

    /// Maps a 3D point `(x, y, z)` and returns the projected `(x, y, z)` after the divide,
    /// or `nil` when it is behind the eye.
    public func mapPoint3D(x: CGFloat, y: CGFloat, z: CGFloat) -> (x: CGFloat, y: CGFloat, z: CGFloat)? {
        let X = x * m11 + y * m21 + z * m31 + m41
        let Y = x * m12 + y * m22 + z * m32 + m42
        let Z = x * m13 + y * m23 + z * m33 + m43
        let W = x * m14 + y * m24 + z * m34 + m44
        guard W > Transform3D.eyeEpsilon else { return nil }
        return (X / W, Y / W, Z / W)
    }

    /// The bounding box of a rectangle of the z = 0 plane after mapping.
    ///
    /// The part of the rectangle behind the eye is clipped away first (never mirrored). `nil`
    /// when nothing of the rectangle is in front of the eye or the rectangle is not finite.
    public func mapRect(_ r: CGRect) -> CGRect? {
        let flat = ProjectiveTransform(flattening: self)
        return flat.mapRect(r)
    }

    /// The smallest `w` a point may have and still be in front of the eye.
    public static let eyeEpsilon: CGFloat = 1e-6
}

// MARK: - 2D affine bridging

extension Transform3D {
    /// The 3D form of a 2D affine transform (`CATransform3DMakeAffineTransform`).
    public init(_ t: AffineTransform) {
        self = .identity
        m11 = t.m11; m12 = t.m12; m21 = t.m21; m22 = t.m22; m41 = t.tX; m42 = t.tY
    }

    /// The 2D affine part (`CATransform3DGetAffineTransform`): the x, y rows and columns and the
    /// x-y translation. Meaningful when ``isAffine`` is true; otherwise the rest is dropped.
    public var affineTransform: AffineTransform {
        AffineTransform(m11: m11, m12: m12, m21: m21, m22: m22, tX: m41, tY: m42)
    }
}

// MARK: - Core Animation spellings

/// The identity transform (`CATransform3DIdentity`).
public let Transform3DIdentity = Transform3D.identity

/// `CATransform3DMakeTranslation`.
public func Transform3DMakeTranslation(_ tx: CGFloat, _ ty: CGFloat, _ tz: CGFloat) -> Transform3D {
    Transform3D(translationX: tx, y: ty, z: tz)
}

/// `CATransform3DMakeScale`.
public func Transform3DMakeScale(_ sx: CGFloat, _ sy: CGFloat, _ sz: CGFloat) -> Transform3D {
    Transform3D(scaleX: sx, y: sy, z: sz)
}

/// `CATransform3DMakeRotation`: `angle` radians about `(x, y, z)`.
public func Transform3DMakeRotation(_ angle: CGFloat, _ x: CGFloat, _ y: CGFloat, _ z: CGFloat) -> Transform3D {
    Transform3D(rotationAngle: angle, x: x, y: y, z: z)
}

/// `CATransform3DTranslate`: translate first, then `t`.
public func Transform3DTranslate(_ t: Transform3D, _ tx: CGFloat, _ ty: CGFloat, _ tz: CGFloat) -> Transform3D {
    t.translatedBy(x: tx, y: ty, z: tz)
}

/// `CATransform3DScale`: scale first, then `t`.
public func Transform3DScale(_ t: Transform3D, _ sx: CGFloat, _ sy: CGFloat, _ sz: CGFloat) -> Transform3D {
    t.scaledBy(x: sx, y: sy, z: sz)
}

/// `CATransform3DRotate`: rotate first, then `t`.
public func Transform3DRotate(_ t: Transform3D, _ angle: CGFloat, _ x: CGFloat, _ y: CGFloat, _ z: CGFloat) -> Transform3D {
    t.rotated(by: angle, x: x, y: y, z: z)
}

/// `CATransform3DConcat(a, b)`: `a` then `b`.
public func Transform3DConcat(_ a: Transform3D, _ b: Transform3D) -> Transform3D { a.concatenating(b) }

/// `CATransform3DInvert`: the inverse, or `t` unchanged when singular.
public func Transform3DInvert(_ t: Transform3D) -> Transform3D { t.inverted() }

/// `CATransform3DIsIdentity`.
public func Transform3DIsIdentity(_ t: Transform3D) -> Bool { t.isIdentity }

/// `CATransform3DEqualToTransform`.
public func Transform3DEqualToTransform(_ a: Transform3D, _ b: Transform3D) -> Bool { a == b }

/// `CATransform3DMakeAffineTransform`.
public func Transform3DMakeAffineTransform(_ t: AffineTransform) -> Transform3D { Transform3D(t) }

/// `CATransform3DIsAffine`.
public func Transform3DIsAffine(_ t: Transform3D) -> Bool { t.isAffine }

/// `CATransform3DGetAffineTransform`.
public func Transform3DGetAffineTransform(_ t: Transform3D) -> AffineTransform { t.affineTransform }
