import Foundation
import SharedElements

/// One photo full screen on black, aspect-fit, with a caption and a toolbar. The photo view has
/// ``View/transitionID`` `photo-i`.
@MainActor
public final class PhotoViewerScreen: ViewController {
    /// The screen's size, in points (the screens lay themselves out for it).
    public let size: CGSize
    /// Which photo, story or pet the screen shows.
    public let index: Int
    /// The full photo.
    public private(set) var photoView = ImageView(frame: .zero)

    /// The screen for a device of `size` points.
    public init(size: CGSize, index: Int) {
        self.size = size
        self.index = index
        super.init()
    }

    /// White status bar text over the black viewer.
    public override var preferredStatusBarStyle: StatusBarStyle { .lightContent }

    /// Builds the screen.
    public override func viewDidLoad() {
        let w = size.width, h = size.height
        view.backgroundColor = .black
        photoView = ImageView(frame: CGRect(x: 0, y: 90, width: w, height: h - 210))
        photoView.image = PhotoGridScreen.photo(index)
        photoView.contentMode = .scaleAspectFit
        photoView.transitionID = "photo-\(index)"
        view.addSubview(photoView)
        view.addSubview(ShowcaseArt.label("Photo \(index + 1) of 12", size: min(17, w / 20), weight: .semibold, color: .white,
                                          frame: CGRect(x: 16, y: 44, width: w - 32, height: 26), alignment: .center))
        view.addSubview(ShowcaseArt.label("Hills at golden hour", size: min(15, w / 22), color: Color(white: 0.8),
                                          frame: CGRect(x: 16, y: h - 110, width: w - 32, height: 22), alignment: .center))
        let bar = ShowcaseArt.box(CGRect(x: 0, y: h - 70, width: w, height: 70), Color(white: 0.1))
        for (i, symbol) in ["Share", "Like", "Delete"].enumerated() {
            bar.addSubview(ShowcaseArt.label(symbol, size: min(15, w / 22), color: .systemBlue,
                                             frame: CGRect(x: CGFloat(i) * w / 3, y: 14, width: w / 3, height: 24), alignment: .center))
        }
        view.addSubview(bar)
    }
}
