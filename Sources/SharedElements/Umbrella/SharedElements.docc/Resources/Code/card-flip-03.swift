import SharedElements

/// The clue screen of the pet guessing game: one card with a riddle about a pet.
final class ClueViewController: ViewController {
    let card = View(frame: CGRect(x: 45, y: 212, width: 300, height: 420))

    override func viewDidLoad() {
        view.backgroundColor = Color(red: 0.17, green: 0.24, blue: 0.45)
        card.backgroundColor = .white
        card.layer.cornerRadius = 20
        card.layer.shadowOpacity = 0.3
        card.layer.shadowRadius = 12
        view.addSubview(card)

        let clue = Label(frame: CGRect(x: 24, y: 140, width: 252, height: 140))
        clue.text = "Who am I? I nap in every sunbeam and purr when I am happy."
        clue.font = try? Font.systemFont(ofSize: 22, weight: .semibold)
        clue.numberOfLines = 0
        clue.textAlignment = .center
        card.addSubview(clue)
        card.addGestureRecognizer(TapGestureRecognizer(target: self, action: ClueViewController.cardTapped))
    }

    /// Turns the card over: the pet's screen flips in from the card and grows to full screen.
    func cardTapped(_ tap: TapGestureRecognizer) {
        let pet = PetViewController()
        pet.transitionController.transition = CardFlipTransition(card: card)
        present(pet, animated: true)
    }
}

/// The answer: the pet the clue was about.
final class PetViewController: ViewController {
    override func viewDidLoad() {
        view.backgroundColor = Color(red: 1, green: 0.7, blue: 0.28)
        let portrait = View(frame: CGRect(x: 95, y: 240, width: 200, height: 200))
        portrait.backgroundColor = Color(red: 0.55, green: 0.35, blue: 0.17)
        portrait.layer.cornerRadius = 100
        view.addSubview(portrait)

        let name = Label(frame: CGRect(x: 20, y: 470, width: 350, height: 40))
        name.text = "A cat!"
        name.font = try? Font.systemFont(ofSize: 32, weight: .bold)
        name.textAlignment = .center
        view.addSubview(name)
    }
}
