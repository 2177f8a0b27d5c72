import Foundation
import SharedElements

/// Pictures and screens the showcase draws itself, so the demo needs no asset files.
@MainActor
enum DemoArtwork {
    /// A soft two-colour gradient with a sun and hills: a stand-in photo.
    static func photo(width: Int, height: Int, hue: Int) -> Image? {
        let palettes: [(UInt8, UInt8, UInt8, UInt8, UInt8, UInt8)] = [
            (255, 179, 71, 222, 93, 131), (94, 188, 255, 38, 70, 160), (142, 224, 150, 30, 120, 90),
            (255, 220, 120, 250, 120, 60), (200, 160, 255, 90, 60, 170), (120, 220, 230, 40, 110, 140),
        ]
        let p = palettes[((hue % palettes.count) + palettes.count) % palettes.count]
        var bytes = [UInt8](repeating: 255, count: width * height * 4)
        let sunX = width * 2 / 3, sunY = height / 3, sunR = max(width, height) / 8
        for y in 0..<height {
            let t = Double(y) / Double(max(height - 1, 1))
            for x in 0..<width {
                var r = Double(p.0) * (1 - t) + Double(p.3) * t
                var g = Double(p.1) * (1 - t) + Double(p.4) * t
                var b = Double(p.2) * (1 - t) + Double(p.5) * t
                let dx = x - sunX, dy = y - sunY
                if dx * dx + dy * dy < sunR * sunR { r = 255; g = 244; b = 214 }
                let hill = Double(height) * (0.72 + 0.08 * sin(Double(x) / Double(width) * 6 + Double(hue)))
                if Double(y) > hill { r *= 0.55; g *= 0.7; b *= 0.55 }
                let i = (y * width + x) * 4
                bytes[i] = UInt8(min(255, r)); bytes[i + 1] = UInt8(min(255, g)); bytes[i + 2] = UInt8(min(255, b))
            }
        }
        return (try? Bitmap(width: width, height: height, straightBytes: bytes)).map { Image(bitmap: $0, scale: 2) }
    }

    /// A rounded card with a photo and a caption bar.
    static func card(frame: CGRect, hue: Int, title: String) -> View {
        let card = View(frame: frame)
        card.backgroundColor = .white
        card.layer.cornerRadius = 18
        card.clipsToBounds = true
        let photo = ImageView(frame: CGRect(x: 0, y: 0, width: frame.width, height: frame.height - 44))
        photo.image = DemoArtwork.photo(width: Int(frame.width * 2), height: Int((frame.height - 44) * 2), hue: hue)
        photo.contentMode = .scaleAspectFill
        card.addSubview(photo)
        let caption = Label(frame: CGRect(x: 12, y: frame.height - 36, width: frame.width - 24, height: 28))
        caption.text = title
        caption.textColor = Color(white: 0.15)
        card.addSubview(caption)
        return card
    }


    /// A screen with a title bar colour and a grid of cards; returns the cards too.
    static func gridScreen(in controller: ViewController, size: CGSize) -> [View] {
        let view: View = controller.view
        view.backgroundColor = Color(red: 0.95, green: 0.95, blue: 0.97)
        let header = View(frame: CGRect(x: 0, y: 0, width: size.width, height: 100))
        header.backgroundColor = Color(red: 0.36, green: 0.29, blue: 0.78)
        view.addSubview(header)
        let names = ["Biscuit", "Mochi", "Pepper", "Juniper", "Tofu", "Olive"]
        var cards: [View] = []
        let w = (size.width - 48) / 2, h: CGFloat = 210
        for i in 0..<6 {
            let x = 16 + CGFloat(i % 2) * (w + 16), y = 120 + CGFloat(i / 2) * (h + 16)
            let c = card(frame: CGRect(x: x, y: y, width: w, height: h), hue: i, title: names[i])
            c.layer.shadowOpacity = 0.18
            c.layer.shadowRadius = 8
            c.layer.shadowOffset = CGSize(width: 0, height: 4)
            view.addSubview(c)
            cards.append(c)
        }
        return cards
    }

    /// A detail screen: a big photo on top, a panel with lines of "text" below.
    static func detailScreen(in controller: ViewController, size: CGSize, hue: Int) {
        let view: View = controller.view
        view.backgroundColor = .white
        let hero = ImageView(frame: CGRect(x: 0, y: 0, width: size.width, height: size.height * 0.48))
        hero.image = photo(width: Int(size.width * 2), height: Int(size.height * 0.96), hue: hue)
        hero.contentMode = .scaleAspectFill
        hero.clipsToBounds = true
        view.addSubview(hero)
        for i in 0..<6 {
            let line = View(frame: CGRect(x: 24, y: size.height * 0.52 + CGFloat(i) * 34, width: size.width - 48 - CGFloat(i % 3) * 50, height: 14))
            line.backgroundColor = Color(white: i == 0 ? 0.2 : 0.82)
            line.layer.cornerRadius = 7
            view.addSubview(line)
        }
        let button = View(frame: CGRect(x: 24, y: size.height - 110, width: size.width - 48, height: 54))
        button.backgroundColor = .systemBlue
        button.layer.cornerRadius = 27
        view.addSubview(button)
    }
}
