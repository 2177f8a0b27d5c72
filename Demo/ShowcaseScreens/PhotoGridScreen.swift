import Foundation
import SharedElements

/// A photo library: "Library" with a photo count, then a three-column grid of square, aspect-fill
/// thumbnails with small rounded corners. Thumbnail `i` has ``View/transitionID`` `photo-i`.
@MainActor
public final class PhotoGridScreen: ViewController {
    /// The screen's size, in points (the screens lay themselves out for it).
    public let size: CGSize
    /// The thumbnails, in grid order.
    public private(set) var thumbnails: [ImageView] = []

    /// The screen for a device of `size` points.
    public init(size: CGSize) {
        self.size = size
        super.init()
    }

    /// The picture of photo `index` (landscape, portrait or square by turns).
    public static func photo(_ index: Int) -> Image? {
        let shapes = [(480, 320), (300, 420), (400, 400), (480, 270), (320, 480), (420, 300)]
        let (w, h) = shapes[index % shapes.count]
        return ShowcaseArt.landscape(width: w, height: h, hue: index, scale: 2)
    }

    /// Builds the screen.
    public override func viewDidLoad() {
        let w = size.width
        view.backgroundColor = .white
        view.addSubview(ShowcaseArt.label("Library", size: min(30, w / 10), weight: .bold, color: ShowcaseArt.ink,
                                          frame: CGRect(x: 16, y: 40, width: w - 32, height: 40)))
        view.addSubview(ShowcaseArt.label("12 photos", size: min(15, w / 22), color: ShowcaseArt.secondaryInk,
                                          frame: CGRect(x: 16, y: 80, width: w - 32, height: 22)))
        let gap: CGFloat = 4, side = ((w - 32 - 2 * gap) / 3).rounded(.down)
        for i in 0..<12 {
            let cell = ImageView(frame: CGRect(x: 16 + CGFloat(i % 3) * (side + gap), y: 112 + CGFloat(i / 3) * (side + gap),
                                               width: side, height: side))
            cell.image = Self.photo(i)
            cell.contentMode = .scaleAspectFill
            cell.clipsToBounds = true
            cell.layer.cornerRadius = 6
            cell.transitionID = "photo-\(i)"
            view.addSubview(cell)
            thumbnails.append(cell)
        }
    }
}
