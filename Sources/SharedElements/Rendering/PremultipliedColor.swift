import Foundation

/// An 8-bit RGBA colour whose colour channels are already multiplied by alpha:
/// `r, g, b <= a` always holds. This is the pixel format of ``Bitmap``.
public struct PremultipliedColor: Sendable, Hashable {
    /// Red, green and blue, each already multiplied by alpha, and alpha, 0...255.
    public var r: UInt8, g: UInt8, b: UInt8, a: UInt8

    /// Creates a colour from premultiplied channels; colour channels above `a` are clamped to `a`.
    public init(r: UInt8, g: UInt8, b: UInt8, a: UInt8) {
        self.r = min(r, a); self.g = min(g, a); self.b = min(b, a); self.a = a
    }

    /// Premultiplies straight components in 0...1, rounding half up.
    public init(straightRed r: CGFloat, green g: CGFloat, blue b: CGFloat, alpha a: CGFloat) {
        let a8 = (Color.clamp(a) * 255 + 0.5).rounded(.down)
        func ch(_ v: CGFloat) -> UInt8 { UInt8(min(a8, (Color.clamp(v) * a8 + 0.5).rounded(.down))) }
        self.init(r: ch(r), g: ch(g), b: ch(b), a: UInt8(a8))
    }

    /// Fully transparent.
    public static let transparent = PremultipliedColor(r: 0, g: 0, b: 0, a: 0)

    /// The colour packed as little-endian RGBA bytes in a `UInt32` (red in the low byte).
    @inline(__always)
    public var packed: UInt32 { UInt32(r) | UInt32(g) << 8 | UInt32(b) << 16 | UInt32(a) << 24 }

    /// Unpacks a little-endian RGBA `UInt32`.
    @inline(__always)
    public init(packed v: UInt32) {
        r = UInt8(truncatingIfNeeded: v); g = UInt8(truncatingIfNeeded: v >> 8)
        b = UInt8(truncatingIfNeeded: v >> 16); a = UInt8(truncatingIfNeeded: v >> 24)
    }

    /// The straight-alpha colour this represents.
    public var straight: Color {
        guard a > 0 else { return .clear }
        let af = CGFloat(a)
        return Color(red: CGFloat(r) / af, green: CGFloat(g) / af, blue: CGFloat(b) / af, alpha: af / 255)
    }

    /// The colour scaled by an opacity in 0...1 (every channel, rounded).
    public func scaled(by opacity: CGFloat) -> PremultipliedColor {
        let o = Color.clamp(opacity)
        func s(_ v: UInt8) -> UInt8 { UInt8((CGFloat(v) * o + 0.5).rounded(.down)) }
        return PremultipliedColor(r: s(r), g: s(g), b: s(b), a: s(a))
    }
}
