import Foundation
import SharedElements

/// The answer of the guessing game: the pet's portrait filling the top, "It's a cat!" and its
/// name, and a "Play again" button.
@MainActor
public final class PetRevealScreen: ViewController {
    /// The screen's size, in points (the screens lay themselves out for it).
    public let size: CGSize
    /// The pet of the screen.
    public let pet: Pet

    /// The screen for a device of `size` points.
    public init(size: CGSize, pet: Pet = Pet.all[0]) {
        self.size = size
        self.pet = pet
        super.init()
    }

    /// Builds the screen.
    public override func viewDidLoad() {
        let w = size.width, h = size.height
        view.backgroundColor = .white
        view.addSubview(PetPortraitView(pet: pet, frame: CGRect(x: 0, y: 0, width: w, height: h * 0.55)))
        view.addSubview(ShowcaseArt.label("It's a \(pet.kind.rawValue)!", size: min(32, w / 9), weight: .bold, color: ShowcaseArt.ink,
                                          frame: CGRect(x: 20, y: h * 0.58, width: w - 40, height: 44), alignment: .center))
        view.addSubview(ShowcaseArt.label("Meet \(pet.name).", size: min(20, w / 15), color: ShowcaseArt.secondaryInk,
                                          frame: CGRect(x: 20, y: h * 0.58 + 46, width: w - 40, height: 28), alignment: .center))
        let button = ShowcaseArt.box(CGRect(x: w * 0.2, y: h - 100, width: w * 0.6, height: 48), ShowcaseArt.purple, radius: 24)
        button.addSubview(ShowcaseArt.label("Play again", size: min(18, w / 16), weight: .semibold, color: .white,
                                            frame: button.bounds, alignment: .center))
        view.addSubview(button)
    }
}
