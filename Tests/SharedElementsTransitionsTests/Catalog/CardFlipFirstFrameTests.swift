import Foundation
import Testing
import SharedElements
import SharedElementsTestSupport

/// The catalog's card flip starts from the screen exactly as it was — the card's shadow kept,
/// its text not resampled even at a fraction of a pixel — and flips a card anywhere on screen
/// about the card's own centre.
@MainActor
@Suite struct CardFlipFirstFrameTests {
    let window = Window(size: CGSize(width: 200, height: 300), scale: 2)
    let back = ViewController()
    let fore = ViewController()

    /// A white card with a shadow and a label at `frame` on a purple back screen.
    func card(at frame: CGRect) throws -> View {
        back.view.backgroundColor = Color(red: 0.35, green: 0.3, blue: 0.8)
        let card = View(frame: frame)
        card.backgroundColor = .white
        card.layer.cornerRadius = 12
        card.layer.shadowOpacity = 0.3
        card.layer.shadowRadius = 8
        card.layer.shadowOffset = CGSize(width: 0, height: 4)
        let label = Label(frame: CGRect(x: 8, y: 8, width: frame.width - 16, height: 24))
        label.text = "Who am I?"
        label.font = try? Font.boldSystemFont(ofSize: 15)
        card.addSubview(label)
        back.view.addSubview(card)
        fore.view.backgroundColor = Color(red: 1, green: 0.9, blue: 0.8)
        window.rootViewController = back
        return card
    }

    static func differing(_ a: Bitmap, _ b: Bitmap, tolerance: Int = 2) -> Int {
        var n = 0
        for y in 0..<a.height { for x in 0..<a.width {
            let p = a[x, y], q = b[x, y]
            if max(abs(Int(p.r) - Int(q.r)), abs(Int(p.g) - Int(q.g)), abs(Int(p.b) - Int(q.b))) > tolerance { n += 1 }
        } }
        return n
    }

    @Test func theFirstFrameIsTheScreenAtRestOnWholePixels() throws {
        let card = try card(at: CGRect(x: 30, y: 60, width: 100, height: 140))
        fore.transitionController.transition = CardFlipTransition(card: card, duration: 0.6)
        let rest = try window.render()
        back.present(fore, animated: true)
        let first = try window.render()
        #expect(Self.differing(rest, first) == 0)
        // A control: a frame later the card has turned.
        window.clock.advance(by: 0.05)
        #expect(Self.differing(rest, try window.render()) > 200)
    }

    @Test func atAFractionOfAPixelOnlyTheEdgesDifferSlightly() throws {
        let card = try card(at: CGRect(x: 30.3, y: 60.7, width: 100, height: 140))
        fore.transitionController.transition = CardFlipTransition(card: card, duration: 0.6)
        let rest = try window.render()
        back.present(fore, animated: true)
        let first = try window.render()
        // The text and the card's face match pixel for pixel; what differs is the shadow drawn
        // from the snapshot, by a few levels, along the card's outline.
        #expect(Self.differing(rest, first, tolerance: 40) == 0)
        #expect(Self.differing(rest, first) < 2 * (2 * 200 + 2 * 280))
    }

    @Test func anOffCentreCardTurnsAboutItsOwnCentreAndHidesTheAnswerEdgeOn() throws {
        let card = try card(at: CGRect(x: 10, y: 10, width: 80, height: 110))
        let transition = CardFlipTransition(card: card, duration: 0.6)
        fore.transitionController.transition = transition
        let rest = try window.render()
        back.present(fore, animated: true)
        let first = try window.render()
        // Nothing of the answer screen shows under or beside the card on the first frame.
        #expect(Self.differing(rest, first) == 0)
        // Part way through its first third the card is narrower, still about its own centre
        // (x = 50 pt, 100 px); a third of the way it is edge-on: at most a line.
        func cardColumns(_ frame: Bitmap) -> (count: Int, min: Int, max: Int) {
            var columns = Set<Int>()
            for y in 24..<236 { for x in 0..<400 where frame[x, y].r > 240 && frame[x, y].g > 240 && frame[x, y].b > 240 {
                columns.insert(x)
            } }
            return (columns.count, columns.min() ?? -1, columns.max() ?? -1)
        }
        window.clock.advance(by: 0.1)
        let turning = cardColumns(try window.render())
        #expect(turning.count > 20 && turning.count < 150)   // narrower than the card's 160 px, not gone
        #expect(abs(Double(turning.min + turning.max) / 2 - 100) < 10)
        window.clock.advance(by: 0.1)
        let edgeOn = try window.render()
        #expect(cardColumns(edgeOn).count <= 4)
        #expect(edgeOn[60, 130].b > 150)   // the back screen shows where the card was
    }
}
