import Foundation
import SharedElements

/// The pet guessing game: one big card with a clue ("I nap in every sunbeam…"), a question mark
/// and "Tap to reveal", under the game's title and over page dots. ``card`` is what flips.
@MainActor
public final class PetCardScreen: ViewController {
    /// The screen's size, in points (the screens lay themselves out for it).
    public let size: CGSize
    /// The pet of the screen.
    public let pet: Pet
    /// The clue card, to hand to ``CardFlipTransition``.
    public private(set) var card = View()

    /// The screen for a device of `size` points.
    public init(size: CGSize, pet: Pet = Pet.all[0]) {
        self.size = size
        self.pet = pet
        super.init()
    }

    /// White status bar text over the purple backdrop.
    public override var preferredStatusBarStyle: StatusBarStyle { .lightContent }

    /// Builds the screen.
    public override func viewDidLoad() {
        let w = size.width, h = size.height
        view.backgroundColor = ShowcaseArt.purple
        view.addSubview(ShowcaseArt.label("Guess the pet", size: min(28, w / 11), weight: .bold, color: .white,
                                          frame: CGRect(x: 20, y: h * 0.06, width: w - 40, height: 40), alignment: .center))
        view.addSubview(ShowcaseArt.label("Is it a cat, a dog, a fish or a rabbit?", size: min(15, w / 22), color: Color(white: 1, alpha: 0.8),
                                          frame: CGRect(x: 20, y: h * 0.06 + 38, width: w - 40, height: 24), alignment: .center))
        let cardFrame = CGRect(x: w * 0.12, y: h * 0.2, width: w * 0.76, height: h * 0.62)
        card = ShowcaseArt.box(cardFrame, .white, radius: 22)
        ShowcaseArt.addShadow(to: card, radius: 14, opacity: 0.3)
        let cw = cardFrame.width, ch = cardFrame.height
        let badge = ShowcaseArt.box(CGRect(x: cw / 2 - cw * 0.2, y: ch * 0.1, width: cw * 0.4, height: cw * 0.4), pet.backdrop, radius: cw * 0.2)
        badge.addSubview(ShowcaseArt.label("?", size: cw * 0.24, weight: .bold, color: ShowcaseArt.purple,
                                           frame: badge.bounds, alignment: .center))
        card.addSubview(badge)
        card.addSubview(ShowcaseArt.label("Who am I?", size: min(22, cw / 9), weight: .bold, color: ShowcaseArt.ink,
                                          frame: CGRect(x: 16, y: ch * 0.1 + cw * 0.44, width: cw - 32, height: 30), alignment: .center))
        card.addSubview(ShowcaseArt.paragraph(pet.clue, size: min(16, cw / 14), color: ShowcaseArt.secondaryInk,
                                              frame: CGRect(x: 18, y: ch * 0.1 + cw * 0.44 + 34, width: cw - 36, height: ch * 0.3),
                                              alignment: .center))
        let button = ShowcaseArt.box(CGRect(x: cw * 0.18, y: ch - 58, width: cw * 0.64, height: 40), ShowcaseArt.purple, radius: 20)
        button.addSubview(ShowcaseArt.label("Tap to reveal", size: min(16, cw / 13), weight: .semibold, color: .white,
                                            frame: button.bounds, alignment: .center))
        card.addSubview(button)
        view.addSubview(card)
        for i in 0..<Pet.all.count {
            let dot = ShowcaseArt.box(CGRect(x: w / 2 - 44 + CGFloat(i) * 16, y: h * 0.88, width: 8, height: 8),
                                      Color(white: 1, alpha: i == 0 ? 1 : 0.4), radius: 4)
            view.addSubview(dot)
        }
    }
}
