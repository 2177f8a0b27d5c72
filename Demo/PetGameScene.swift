import Foundation
import SharedElements
import ShowcaseScreens

extension ShowcaseScene {
    /// The pet guessing game: a clue card flips over to reveal the pet, then flips back.
    static func petGame() -> ShowcaseScene {
        ShowcaseScene(
            name: "card-flip",
            caption: "The pet guessing game's CardFlipTransition: the clue card turns edge-on in perspective, the answer (a pet drawn by code) turns in at card size and grows to the screen; dismissing reverses it."
        ) { window in
            let size = window.bounds.size
            let cards = PetCardScreen(size: size)
            cards.loadViewIfNeeded()
            window.rootViewController = cards
            let reveal = PetRevealScreen(size: size)
            reveal.transitionController.transition = CardFlipTransition(card: cards.card, duration: 0.75)
            return [
                Step(time: 0.25) { cards.present(reveal, animated: true) },
                Step(time: 1.35) { reveal.dismiss(animated: true) },
            ]
        }
    }
}
