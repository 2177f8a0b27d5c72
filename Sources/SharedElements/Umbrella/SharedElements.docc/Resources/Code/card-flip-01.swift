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
    }
}
