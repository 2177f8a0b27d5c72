import SharedElements

/// Stand-in photos, drawn by the compositor: a sky, a sun and a hill in one of three moods.
@MainActor enum Photos {
    static let skies = [
        Color(red: 0.45, green: 0.7, blue: 0.95), Color(red: 0.95, green: 0.6, blue: 0.4),
        Color(red: 0.5, green: 0.45, blue: 0.8),
    ]

    /// Photo `index`: 300 x 200 pixels, wider than tall, so a square cell crops it.
    static func photo(_ index: Int) -> Image? {
        let sky = Layer()
        sky.frame = CGRect(x: 0, y: 0, width: 300, height: 200)
        sky.backgroundColor = skies[index % skies.count]
        let sun = Layer()
        sun.frame = CGRect(x: 40 + CGFloat(index % 4) * 60, y: 30, width: 50, height: 50)
        sun.cornerRadius = 25
        sun.backgroundColor = Color(red: 1, green: 0.9, blue: 0.5)
        let hill = Layer()
        hill.frame = CGRect(x: -60, y: 130, width: 420, height: 200)
        hill.cornerRadius = 100
        hill.backgroundColor = Color(red: 0.2, green: 0.5, blue: 0.3)
        sky.addSublayer(sun)
        sky.addSublayer(hill)
        guard let pixels = try? Compositor().render(sky, size: CGSize(width: 300, height: 200)) else { return nil }
        return Image(bitmap: pixels)
    }
}

/// The photo library: nine square cells, each showing the middle of its photo.
final class PhotoGridViewController: ViewController {
    private(set) var cells: [ImageView] = []

    override func viewDidLoad() {
        view.backgroundColor = .white
        for index in 0..<9 {
            let cell = ImageView(image: Photos.photo(index))
            cell.frame = CGRect(x: 2 + CGFloat(index % 3) * 129, y: 120 + CGFloat(index / 3) * 129,
                                width: 127, height: 127)
            cell.contentMode = .scaleAspectFill
            cell.clipsToBounds = true
            view.addSubview(cell)
            cells.append(cell)
        }
    }
}

/// One photo, whole, on black.
final class PhotoViewerViewController: ViewController {
    let photoIndex: Int
    let photoView = ImageView(frame: .zero)

    init(photoIndex: Int) {
        self.photoIndex = photoIndex
        super.init()
    }

    override func viewDidLoad() {
        view.backgroundColor = .black
        photoView.image = Photos.photo(photoIndex)
        photoView.frame = view.bounds
        photoView.contentMode = .scaleAspectFit
        view.addSubview(photoView)
    }
}
