import Foundation

/// Which corners of a layer its corner radius rounds (`CACornerMask`): by default all four.
/// Corners are named by the edges they join in the layer's own space (y down: `minY` is the top).
///
/// ```swift
/// sheet.layer.cornerRadius = 10
/// sheet.layer.maskedCorners = [.layerMinXMinYCorner, .layerMaxXMinYCorner]   // the top two only
/// ```
public struct CornerMask: OptionSet, Sendable, Hashable {
    /// The corners' bits.
    public let rawValue: UInt
    /// Corners from their bits.
    public init(rawValue: UInt) { self.rawValue = rawValue }

    /// Top left.
    public static let layerMinXMinYCorner = CornerMask(rawValue: 1)
    /// Top right.
    public static let layerMaxXMinYCorner = CornerMask(rawValue: 2)
    /// Bottom left.
    public static let layerMinXMaxYCorner = CornerMask(rawValue: 4)
    /// Bottom right.
    public static let layerMaxXMaxYCorner = CornerMask(rawValue: 8)
    /// All four corners.
    public static let all: CornerMask = [.layerMinXMinYCorner, .layerMaxXMinYCorner, .layerMinXMaxYCorner, .layerMaxXMaxYCorner]
}
