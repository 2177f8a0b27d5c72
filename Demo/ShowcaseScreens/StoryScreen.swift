import Foundation
import SharedElements

/// A Today story opened: the card's picture and titles across the top at full width, then the
/// story's text and a "Get" button.
@MainActor
public final class StoryScreen: ViewController {
    /// The screen's size, in points (the screens lay themselves out for it).
    public let size: CGSize
    /// Which photo, story or pet the screen shows.
    public let index: Int

    /// The screen for a device of `size` points.
    public init(size: CGSize, index: Int) {
        self.size = size
        self.index = index
        super.init()
    }

    /// The story's artwork runs to the top edge: the status bar hides, as in the App Store.
    public override var prefersStatusBarHidden: Bool { true }

    /// Builds the screen.
    public override func viewDidLoad() {
        let w = size.width, h = size.height
        view.backgroundColor = .white
        // The header at the card's proportions, so the expanding card and the screen agree.
        let cardWidth = w - 40
        let headerHeight = (w * (cardWidth * 1.12).rounded() / cardWidth).rounded()
        view.addSubview(TodayScreen.header(index, width: w, height: headerHeight))
        let body = "Every evening the light turns gold over the hills. We asked the team behind this month's "
            + "favourite how they built a world you want to wander in, one ridge at a time."
        view.addSubview(ShowcaseArt.paragraph(body, size: min(17, w / 21),
                                              frame: CGRect(x: 20, y: headerHeight + 20, width: w - 40, height: max(h - headerHeight - 110, 40))))
        let get = ShowcaseArt.box(CGRect(x: w / 2 - 50, y: h - 80, width: 100, height: 36), .systemBlue, radius: 18)
        get.addSubview(ShowcaseArt.label("GET", size: 16, weight: .bold, color: .white, frame: get.bounds, alignment: .center))
        view.addSubview(get)
    }
}
