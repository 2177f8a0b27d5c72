import Foundation
import SharedElements

/// A list of pets: "My Pets", then rows with a round portrait, the name and the kind, on white
/// cards. Row `i`'s portrait has ``View/transitionID`` `pet-i` and its name `pet-i-name`.
@MainActor
public final class PetListScreen: ViewController {
    /// The screen's size, in points (the screens lay themselves out for it).
    public let size: CGSize
    /// The rows, top to bottom.
    public private(set) var rows: [View] = []

    /// The screen for a device of `size` points.
    public init(size: CGSize) {
        self.size = size
        super.init()
        title = "My Pets"
    }

    /// Keeps the content below the navigation bar when a status bar sits above it.
    private var barLayout = BarLayout(designedTop: NavigationBar.height)

    public override func viewDidLayoutSubviews() {
        barLayout.apply(to: view)
    }

    /// Builds the screen.
    public override func viewDidLoad() {
        let w = size.width
        view.backgroundColor = ShowcaseArt.groupedBackground
        view.addSubview(ShowcaseArt.label("My Pets", size: min(32, w / 10), weight: .bold, color: ShowcaseArt.ink,
                                          frame: CGRect(x: 18, y: 44, width: w - 36, height: 42)))
        let rowHeight: CGFloat = 76
        for (i, pet) in Pet.all.enumerated() {
            let row = ShowcaseArt.box(CGRect(x: 14, y: 100 + CGFloat(i) * (rowHeight + 10), width: w - 28, height: rowHeight), .white, radius: 14)
            ShowcaseArt.addShadow(to: row, radius: 6, opacity: 0.08)
            let portrait = PetPortraitView(pet: pet, frame: CGRect(x: 10, y: 8, width: 60, height: 60))
            portrait.layer.cornerRadius = 30
            portrait.transitionID = "pet-\(i)"
            row.addSubview(portrait)
            let name = ShowcaseArt.label(pet.name, size: 20, weight: .semibold, color: ShowcaseArt.ink,
                                         frame: CGRect(x: 84, y: 14, width: w - 140, height: 26))
            name.transitionID = "pet-\(i)-name"
            row.addSubview(name)
            row.addSubview(ShowcaseArt.label(pet.kind.rawValue.capitalized, size: 15, color: ShowcaseArt.secondaryInk,
                                             frame: CGRect(x: 84, y: 40, width: w - 140, height: 22)))
            row.addSubview(ShowcaseArt.label("›", size: 24, color: Color(white: 0.7),
                                             frame: CGRect(x: w - 60, y: 22, width: 24, height: 30), alignment: .center))
            view.addSubview(row)
            rows.append(row)
        }
    }
}
