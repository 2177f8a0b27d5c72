import Foundation
import SharedElements

/// One pet: a large portrait header, the name as a big title, the kind, a few facts in rounded
/// chips and the clue as a paragraph. The portrait has ``View/transitionID`` `pet-i` and the name
/// `pet-i-name`, matching row `i` of ``PetListScreen``.
@MainActor
public final class PetDetailScreen: ViewController {
    /// The screen's size, in points (the screens lay themselves out for it).
    public let size: CGSize
    /// Which photo, story or pet the screen shows.
    public let index: Int

    /// The screen for a device of `size` points.
    public init(size: CGSize, index: Int) {
        self.size = size
        self.index = index
        super.init()
        title = Pet.all[index % Pet.all.count].name
    }

    /// Keeps the content below the navigation bar when a status bar sits above it.
    private var barLayout = BarLayout(designedTop: NavigationBar.height)

    public override func viewDidLayoutSubviews() {
        barLayout.apply(to: view)
    }

    /// Builds the screen.
    public override func viewDidLoad() {
        let w = size.width, h = size.height
        let pet = Pet.all[index % Pet.all.count]
        view.backgroundColor = .white
        let side = min(w - 80, h * 0.34)
        let header = ShowcaseArt.box(CGRect(x: 0, y: 0, width: w, height: side + 90), pet.backdrop)
        view.addSubview(header)
        let portrait = PetPortraitView(pet: pet, frame: CGRect(x: (w - side) / 2, y: 70, width: side, height: side))
        portrait.layer.cornerRadius = side / 2
        portrait.transitionID = "pet-\(index)"
        view.addSubview(portrait)
        let name = ShowcaseArt.label(pet.name, size: min(34, w / 9), weight: .bold, color: ShowcaseArt.ink,
                                     frame: CGRect(x: 20, y: side + 104, width: w - 40, height: 44), alignment: .center)
        name.transitionID = "pet-\(index)-name"
        view.addSubview(name)
        view.addSubview(ShowcaseArt.label(pet.kind.rawValue.capitalized, size: 17, color: ShowcaseArt.secondaryInk,
                                          frame: CGRect(x: 20, y: side + 148, width: w - 40, height: 24), alignment: .center))
        let facts = ["3 years", "Loves naps", "Indoor"]
        let chipWidth = (w - 40 - 16) / 3
        for (i, fact) in facts.enumerated() {
            let chip = ShowcaseArt.box(CGRect(x: 20 + CGFloat(i) * (chipWidth + 8), y: side + 186, width: chipWidth, height: 34),
                                       ShowcaseArt.groupedBackground, radius: 17)
            chip.addSubview(ShowcaseArt.label(fact, size: min(14, chipWidth / 7), color: ShowcaseArt.ink, frame: chip.bounds, alignment: .center))
            view.addSubview(chip)
        }
        view.addSubview(ShowcaseArt.paragraph(pet.clue, size: 17, color: ShowcaseArt.secondaryInk,
                                              frame: CGRect(x: 24, y: side + 236, width: w - 48, height: max(h - side - 260, 30))))
    }
}
