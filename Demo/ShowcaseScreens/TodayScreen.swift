import Foundation
import SharedElements

/// An App Store "Today" tab: the date, a big "Today" title and story cards — a full-bleed
/// picture with a category, a title and a subtitle over it, rounded and shadowed.
@MainActor
public final class TodayScreen: ViewController {
    /// The screen's size, in points (the screens lay themselves out for it).
    public let size: CGSize
    /// The story cards, top to bottom; card `i` has ``View/transitionID`` `story-i`.
    public private(set) var cards: [View] = []

    /// The screen for a device of `size` points.
    public init(size: CGSize) {
        self.size = size
        super.init()
    }

    /// The stories: category, title, subtitle.
    public static let stories = [
        ("GAME OF THE DAY", "Hill Climb", "Race to the sunset"),
        ("GET STARTED", "Pet Care 101", "Everything a new owner needs"),
    ]

    /// The card of story `index` for a screen `width` points wide: the story's header.
    public static func header(_ index: Int, width: CGFloat, height: CGFloat) -> View {
        let header = ImageView(frame: CGRect(x: 0, y: 0, width: width, height: height))
        header.image = ShowcaseArt.landscape(width: 360, height: 440, hue: index == 0 ? 3 : 1, scale: 1)
        header.contentMode = .scaleAspectFill
        header.clipsToBounds = true
        let (category, title, subtitle) = stories[index % stories.count]
        // Laid out in proportion to the width, so the story's full-width header scaled down to a
        // card is the card: the titles coincide while the card expands instead of doubling.
        let s = width / 340
        let margin = 18 * s
        header.addSubview(ShowcaseArt.label(category, size: 14 * s, weight: .semibold, color: Color(white: 1, alpha: 0.85),
                                            frame: CGRect(x: margin, y: 18 * s, width: width - 2 * margin, height: 20 * s)))
        header.addSubview(ShowcaseArt.label(title, size: 30 * s, weight: .bold, color: .white,
                                            frame: CGRect(x: margin, y: 38 * s, width: width - 2 * margin, height: 40 * s)))
        header.addSubview(ShowcaseArt.label(subtitle, size: 16 * s, color: .white,
                                            frame: CGRect(x: margin, y: height - 40 * s, width: width - 2 * margin, height: 24 * s)))
        return header
    }

    /// Builds the screen.
    public override func viewDidLoad() {
        let w = size.width
        view.backgroundColor = ShowcaseArt.groupedBackground
        view.addSubview(ShowcaseArt.label("MONDAY 23 NOVEMBER", size: min(13, w / 26), weight: .semibold, color: ShowcaseArt.secondaryInk,
                                          frame: CGRect(x: 20, y: 40, width: w - 40, height: 18)))
        view.addSubview(ShowcaseArt.label("Today", size: min(34, w / 9), weight: .bold, color: ShowcaseArt.ink,
                                          frame: CGRect(x: 20, y: 58, width: w - 40, height: 44)))
        let cw = w - 40, ch = (cw * 1.12).rounded()
        for i in 0..<2 {
            let card = ShowcaseArt.box(CGRect(x: 20, y: 116 + CGFloat(i) * (ch + 24), width: cw, height: ch), .white, radius: 18)
            ShowcaseArt.addShadow(to: card, radius: 12, opacity: 0.22)
            let content = View(frame: card.bounds)
            content.layer.cornerRadius = 18
            content.clipsToBounds = true
            content.addSubview(Self.header(i, width: cw, height: ch))
            card.addSubview(content)
            card.transitionID = "story-\(i)"
            view.addSubview(card)
            cards.append(card)
        }
    }
}
