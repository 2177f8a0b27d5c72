import Foundation
import SharedElements

/// Pictures, colours and labels the showcase screens draw themselves, so the demo and the
/// snapshot tests need no asset files. Pictures are cached: the same request gives the same image.
@MainActor
public enum ShowcaseArt {
    private static var cache: [String: Image] = [:]

    /// A stand-in photo, `width` x `height` pixels shown at `scale`: a two-colour sky with a sun
    /// and rolling hills; `hue` picks one of six palettes.
    public static func landscape(width: Int, height: Int, hue: Int, scale: CGFloat = 1) -> Image? {
        let key = "landscape-\(width)x\(height)-\(hue)-\(scale)"
        if let cached = cache[key] { return cached }
        let palettes: [(Double, Double, Double, Double, Double, Double)] = [
            (255, 179, 71, 222, 93, 131), (94, 188, 255, 38, 70, 160), (142, 224, 150, 30, 120, 90),
            (255, 220, 120, 250, 120, 60), (200, 160, 255, 90, 60, 170), (120, 220, 230, 40, 110, 140),
        ]
        let p = palettes[((hue % palettes.count) + palettes.count) % palettes.count]
        var bytes = [UInt8](repeating: 255, count: max(width * height, 0) * 4)
        let sunX = Double(width) * (0.25 + 0.1 * Double(hue % 5)), sunY = Double(height) * 0.32
        let sunR = Double(max(width, height)) / 9
        for y in 0..<height {
            let t = Double(y) / Double(max(height - 1, 1))
            for x in 0..<width {
                var r = p.0 * (1 - t) + p.3 * t, g = p.1 * (1 - t) + p.4 * t, b = p.2 * (1 - t) + p.5 * t
                let dx = Double(x) - sunX, dy = Double(y) - sunY
                if dx * dx + dy * dy < sunR * sunR { (r, g, b) = (255, 244, 214) }
                let u = Double(x) / Double(max(width, 1))
                let far = Double(height) * (0.62 + 0.06 * sin(u * 5 + Double(hue)))
                let near = Double(height) * (0.78 + 0.07 * sin(u * 7 + Double(hue) * 2))
                if Double(y) > near { r *= 0.45; g *= 0.62; b *= 0.45 } else if Double(y) > far { r *= 0.7; g *= 0.8; b *= 0.7 }
                let i = (y * width + x) * 4
                bytes[i] = UInt8(min(255, r)); bytes[i + 1] = UInt8(min(255, g)); bytes[i + 2] = UInt8(min(255, b))
            }
        }
        let image = (try? Bitmap(width: width, height: height, straightBytes: bytes)).map { Image(bitmap: $0, scale: scale) }
        cache[key] = image
        return image
    }

    /// A label of one style.
    public static func label(_ text: String, size: CGFloat, weight: Font.Weight = .regular, color: Color = Color(white: 0.1),
                             frame: CGRect, alignment: TextAlignment = .natural, lines: Int = 1) -> Label {
        let label = Label(frame: frame)
        label.text = text
        label.font = try? Font.systemFont(ofSize: size, weight: weight)
        label.textColor = color
        label.textAlignment = alignment
        label.numberOfLines = lines
        label.lineBreakMode = lines == 1 ? .byTruncatingTail : .byWordWrapping
        return label
    }

    /// A wrapped paragraph starting at the top of `frame`, as tall as its lines (at most the
    /// frame's height).
    public static func paragraph(_ text: String, size: CGFloat, color: Color = ShowcaseArt.ink, frame: CGRect,
                                 alignment: TextAlignment = .natural) -> Label {
        let label = label(text, size: size, color: color, frame: frame, alignment: alignment, lines: 0)
        let fit = label.sizeThatFits(CGSize(width: frame.width, height: .greatestFiniteMagnitude))
        label.frame.size.height = min(fit.height, frame.height)
        return label
    }

    /// A filled rounded rectangle.
    public static func box(_ frame: CGRect, _ color: Color, radius: CGFloat = 0) -> View {
        let view = View(frame: frame)
        view.backgroundColor = color
        view.layer.cornerRadius = radius
        return view
    }

    /// A soft drop shadow under a card.
    public static func addShadow(to view: View, radius: CGFloat = 10, opacity: Float = 0.18) {
        view.layer.shadowOpacity = opacity
        view.layer.shadowRadius = radius
        view.layer.shadowOffset = CGSize(width: 0, height: radius / 2)
    }

    /// The app's accent colours.
    /// The pet game's purple.
    public static let purple = Color(red8: 94, green8: 74, blue8: 199)
    /// Text.
    public static let ink = Color(white: 0.1)
    /// Secondary text.
    public static let secondaryInk = Color(white: 0.45)
    /// The grey behind grouped cards.
    public static let groupedBackground = Color(red8: 242, green8: 242, blue8: 247)
}
