import Foundation
import SharedElements
import Snapshotting
import Testing

// The card-flip tutorial's step files (`SharedElements.docc/Resources/Code/card-flip-NN.swift`),
// each in a namespace of its own since every step redeclares the screens, run by the suite
// below; `DocumentationListingTests` checks that they are the step files line for line. The
// suite also renders the tutorial's figures and compares them with the catalog's images.

/// Step 1.
struct CardFlipStep1 {
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
}

/// Step 2.
struct CardFlipStep2 {
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
}

/// Step 3.
struct CardFlipStep3 {
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
}

/// Step 4.
struct CardFlipStep4 {
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
            view.addGestureRecognizer(TapGestureRecognizer(target: self, action: PetViewController.tapped))
        }

        /// Flips back to the card: the same transition, run backwards.
        func tapped(_ tap: TapGestureRecognizer) {
            dismiss(animated: true)
        }
    }
}

/// Step 5.
struct CardFlipStep5 {
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
            view.addGestureRecognizer(TapGestureRecognizer(target: self, action: PetViewController.tapped))
        }

        /// Flips back to the card: the same transition, run backwards.
        func tapped(_ tap: TapGestureRecognizer) {
            dismiss(animated: true)
        }
    }

    /// The game played in a window: a tap on the card, the flip, a tap on the pet, the flip back.
    @MainActor enum PetGame {
        static func play(every interval: TimeInterval = 0.1) throws -> [Bitmap] {
            let window = Window(size: CGSize(width: 390, height: 844), scale: 1)
            window.rootViewController = ClueViewController()
            var frames: [Bitmap] = []
            for _ in 0..<2 {
                window.sendTouch(.began, at: CGPoint(x: 195, y: 420))
                window.sendTouch(.ended, at: CGPoint(x: 195, y: 420))
                for _ in 0...7 {
                    frames.append(try window.render())
                    window.clock.advance(by: interval)
                }
            }
            return frames
        }
    }
}

@MainActor
@Suite struct CardFlipTutorialTests {
    func window(_ root: ViewController) -> Window {
        let window = Window(size: CGSize(width: 390, height: 844), scale: 1)
        window.rootViewController = root
        return window
    }

    func tap(_ window: Window, at point: CGPoint = CGPoint(x: 195, y: 420)) {
        window.sendTouch(.began, at: point)
        window.sendTouch(.ended, at: point)
    }

    @Test func stepOneShowsTheClueCard() throws {
        let clues = CardFlipStep1.ClueViewController()
        let frame = try window(clues).render()
        #expect(frame[60, 230] == PremultipliedColor(r: 255, g: 255, b: 255, a: 255))   // the card
        #expect(frame[20, 20] != frame[60, 230])                                        // the backdrop
        #expect(Set((0..<250).map { frame[70 + $0, 420] }).count > 2)                   // the riddle's glyphs
    }

    @Test func stepTwoShowsThePet() throws {
        let frame = try window(CardFlipStep2.PetViewController()).render()
        #expect(frame[195, 340] != frame[20, 20])                                       // the portrait
    }

    @Test func stepThreeFlipsToThePetOnATap() {
        let clues = CardFlipStep3.ClueViewController()
        let window = window(clues)
        tap(window)
        #expect(window.isTransitioning)
        window.clock.advance(by: 1)
        #expect(clues.presentedViewController is CardFlipStep3.PetViewController && !window.isTransitioning)
        tap(window)                                      // step 3's pet does not answer taps yet
        window.clock.advance(by: 1)
        #expect(clues.presentedViewController != nil)
    }

    @Test func stepFourFlipsBackOnATap() {
        let clues = CardFlipStep4.ClueViewController()
        let window = window(clues)
        tap(window)
        window.clock.advance(by: 1)
        tap(window)
        #expect(window.isTransitioning)
        window.clock.advance(by: 1)
        #expect(clues.presentedViewController == nil && !window.isTransitioning)
        #expect(clues.card.superview === clues.view && clues.card.layer.transform == .identity)
    }

    @Test func stepFivePlaysTheGame() throws {
        let frames = try CardFlipStep5.PetGame.play()
        #expect(frames.count == 16)
        #expect(frames[0] == frames[15])                  // back on the clue card at the end
        #expect(frames[7] != frames[0] && frames[3] != frames[0] && frames[3] != frames[7])
    }

    /// The tutorial's images, rendered from the step files.
    @Test func figures() throws {
        let frames = try CardFlipStep5.PetGame.play()
        try TutorialFigures.check(try TutorialFigures.strip(Array(frames[0...6])), named: "card-flip-strip.png")
        try TutorialFigures.check(try TutorialFigures.strip(Array(frames[8...14])), named: "card-flip-back-strip.png")
        let clue = try window(CardFlipStep5.ClueViewController()).render()
        try TutorialFigures.check(try TutorialFigures.strip([clue]), named: "card-flip-clue.png")
        let pet = try window(CardFlipStep5.PetViewController()).render()
        try TutorialFigures.check(try TutorialFigures.strip([pet]), named: "card-flip-pet.png")
    }
}
