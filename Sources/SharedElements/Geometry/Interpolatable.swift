import Foundation

/// A value that can be blended with another of its type: the building block of every animation.
///
/// `a.interpolated(to: b, progress: 0)` is `a`, progress 1 gives `b`, and progress outside 0...1
/// extrapolates (springs and overshooting curves go past their ends).
///
/// The numeric and geometric blends are plain IEEE arithmetic: a NaN or infinite end or
/// `progress` gives a non-finite result rather than a guess. Layer animations refuse such values
/// before they run, and a layer that holds one draws nothing (README, "Non-finite numbers").
///
/// ```swift
/// let halfway = CGPoint(x: 0, y: 0).interpolated(to: CGPoint(x: 100, y: 40), progress: 0.5)
/// // (50, 20)
/// ```
public protocol Interpolatable {
    /// The value a fraction `progress` of the way from `self` to `other`.
    func interpolated(to other: Self, progress: Double) -> Self
}

// MARK: - Numbers

/// Numbers interpolate linearly.
extension Double: Interpolatable {
    @inlinable
    public func interpolated(to other: Double, progress: Double) -> Double {
        self + (other - self) * progress
    }
}

/// Numbers interpolate linearly.
extension Float: Interpolatable {
    @inlinable
    public func interpolated(to other: Float, progress: Double) -> Float {
        Float(Double(self) + (Double(other) - Double(self)) * progress)
    }
}

/// Numbers interpolate linearly.
extension CGFloat: Interpolatable {
    @inlinable
    public func interpolated(to other: CGFloat, progress: Double) -> CGFloat {
        self + (other - self) * CGFloat(progress)
    }
}

// MARK: - Geometry

/// Points interpolate coordinate by coordinate.
extension CGPoint: Interpolatable {
    @inlinable
    public func interpolated(to other: CGPoint, progress: Double) -> CGPoint {
        CGPoint(x: x.interpolated(to: other.x, progress: progress), y: y.interpolated(to: other.y, progress: progress))
    }
}

/// Sizes interpolate dimension by dimension.
extension CGSize: Interpolatable {
    @inlinable
    public func interpolated(to other: CGSize, progress: Double) -> CGSize {
        CGSize(width: width.interpolated(to: other.width, progress: progress),
               height: height.interpolated(to: other.height, progress: progress))
    }
}

/// Rectangles interpolate origin and size.
extension CGRect: Interpolatable {
    /// Origin and size are interpolated separately (not the corners), as Core Animation does
    /// for `bounds`.
    @inlinable
    public func interpolated(to other: CGRect, progress: Double) -> CGRect {
        CGRect(origin: origin.interpolated(to: other.origin, progress: progress),
               size: size.interpolated(to: other.size, progress: progress))
    }
}
