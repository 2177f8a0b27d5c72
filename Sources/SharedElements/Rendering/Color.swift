import Foundation

/// An sRGB colour with straight (not premultiplied) alpha, components in 0...1.
///
/// This is the API-facing colour (`UIColor`'s role). Rendering converts it once to a
/// ``PremultipliedColor``.
///
/// ```swift
/// let tint = Color(red: 0, green: 0.48, blue: 1, alpha: 1)
/// let same = Color(hex: "#007AFF")
/// ```
public struct Color: Sendable, Hashable {
    /// Red, green, blue and alpha, each clamped to 0...1 (`+∞` becomes 1; NaN and `-∞` become 0).
    public var red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat

    /// A colour from straight sRGB components, 0...1 (clamped; NaN counts as 0).
    public init(red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat = 1) {
        self.red = Color.clamp(red)
        self.green = Color.clamp(green)
        self.blue = Color.clamp(blue)
        self.alpha = Color.clamp(alpha)
    }

    /// A grey of the given white level (`UIColor(white:alpha:)`).
    public init(white: CGFloat, alpha: CGFloat = 1) {
        self.init(red: white, green: white, blue: white, alpha: alpha)
    }

    /// Creates a colour from 8-bit straight components.
    public init(red8 r: UInt8, green8 g: UInt8, blue8 b: UInt8, alpha8 a: UInt8 = 255) {
        self.init(red: CGFloat(r) / 255, green: CGFloat(g) / 255, blue: CGFloat(b) / 255, alpha: CGFloat(a) / 255)
    }

    /// Parses `#RRGGBB` or `#RRGGBBAA` (the `#` is optional), each a digit `0`-`9`, `A`-`F` or
    /// `a`-`f`; `nil` for anything else, a sign (`"#+FFFFF"`), a space or a digit of another
    /// script included.
    ///
    /// ```swift
    /// Color(hex: "#FF800080")  // orange at half alpha
    /// Color(hex: "#+FFFFF")    // nil
    /// ```
    public init?(hex: String) {
        var s = Substring(hex)
        if s.hasPrefix("#") { s = s.dropFirst() }
        // Digit by digit: `UInt32(_:radix:)` also takes a leading sign, so "+FFFFF" read as 0x0FFFFF.
        let digits = s.utf8
        guard digits.count == 6 || digits.count == 8 else { return nil }
        var v: UInt32 = 0
        for byte in digits {
            guard let digit = Color.hexDigitValue(byte) else { return nil }
            v = v << 4 | digit
        }
        let rgba = digits.count == 6 ? (v << 8) | 0xFF : v
        self.init(red8: UInt8(rgba >> 24), green8: UInt8((rgba >> 16) & 0xFF),
                  blue8: UInt8((rgba >> 8) & 0xFF), alpha8: UInt8(rgba & 0xFF))
    }

    /// The same colour with another alpha (`UIColor.withAlphaComponent`).
    public func withAlphaComponent(_ alpha: CGFloat) -> Color {
        Color(red: red, green: green, blue: blue, alpha: alpha)
    }

    /// The colour as 8-bit premultiplied components, rounded half up.
    public var premultiplied: PremultipliedColor {
        PremultipliedColor(straightRed: red, green: green, blue: blue, alpha: alpha)
    }

    /// `#RRGGBBAA`.
    public var hexString: String {
        func h(_ v: CGFloat) -> String {
            let s = String(Int((v * 255).rounded()), radix: 16, uppercase: true)
            return s.count == 1 ? "0" + s : s
        }
        return "#" + h(red) + h(green) + h(blue) + h(alpha)
    }

    @inline(__always)
    static func clamp(_ v: CGFloat) -> CGFloat { v.isNaN ? 0 : min(max(v, 0), 1) }

    /// The value of an ASCII hex digit (`0`-`9`, `A`-`F`, `a`-`f`), or `nil`.
    private static func hexDigitValue(_ byte: UInt8) -> UInt32? {
        switch byte {
        case UInt8(ascii: "0")...UInt8(ascii: "9"): UInt32(byte - UInt8(ascii: "0"))
        case UInt8(ascii: "A")...UInt8(ascii: "F"): UInt32(byte - UInt8(ascii: "A") + 10)
        case UInt8(ascii: "a")...UInt8(ascii: "f"): UInt32(byte - UInt8(ascii: "a") + 10)
        default: nil
        }
    }
}

// MARK: - Named colours

extension Color {
    /// Fully transparent.
    public static let clear = Color(red: 0, green: 0, blue: 0, alpha: 0)
    /// Opaque black.
    public static let black = Color(white: 0)
    /// Opaque white.
    public static let white = Color(white: 1)
    /// Opaque grey at half intensity.
    public static let gray = Color(white: 0.5)
    /// Opaque light grey (two thirds).
    public static let lightGray = Color(white: 2.0 / 3.0)
    /// Opaque dark grey (one third).
    public static let darkGray = Color(white: 1.0 / 3.0)
    /// Opaque pure red.
    public static let red = Color(red: 1, green: 0, blue: 0)
    /// Opaque pure green.
    public static let green = Color(red: 0, green: 1, blue: 0)
    /// Opaque pure blue.
    public static let blue = Color(red: 0, green: 0, blue: 1)
    /// UIKit's system blue, (0, 122, 255).
    public static let systemBlue = Color(red8: 0, green8: 122, blue8: 255)
    /// UIKit's system orange, (255, 149, 0).
    public static let systemOrange = Color(red8: 255, green8: 149, blue8: 0)
    /// The background of a screen: white.
    public static let systemBackground = Color.white
}
