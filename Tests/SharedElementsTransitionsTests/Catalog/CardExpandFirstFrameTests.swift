import Foundation
import Testing
import SharedElements
import SharedElementsTestSupport

/// The card expand starts from the screen at rest: the card keeps its shadow on the first frame,
/// and the shadow fades as the card becomes the screen.
@MainActor
@Suite struct CardExpandFirstFrameTests {
    @Test func theFirstFrameKeepsTheCardsShadow() throws {
        let window = Window(size: CGSize(width: 200, height: 300), scale: 2)
        let back = ViewController(), fore = ViewController()
        back.view.backgroundColor = Color(white: 0.95)
        fore.view.backgroundColor = .white
        let card = View(frame: CGRect(x: 20, y: 40, width: 160, height: 120))
        card.backgroundColor = .systemOrange
        card.layer.cornerRadius = 14
        card.layer.shadowOpacity = 0.3
        card.layer.shadowRadius = 10
        card.layer.shadowOffset = CGSize(width: 0, height: 6)
        back.view.addSubview(card)
        window.rootViewController = back
        let transition = CardExpandTransition(card: .view(card), duration: 0.5)
        fore.transitionController.transition = transition
        let rest = try window.render()
        back.present(fore, animated: true)
        let first = try window.render()
        var differing = 0
        for y in 0..<first.height { for x in 0..<first.width {
            let p = rest[x, y], q = first[x, y]
            if max(abs(Int(p.r) - Int(q.r)), abs(Int(p.g) - Int(q.g)), abs(Int(p.b) - Int(q.b))) > 2 { differing += 1 }
        } }
        // Under the card's bottom edge its shadow darkens the background on the first frame.
        let below = first[200, 2 * 160 + 8], background = first[200, 2 * 280]
        #expect(Int(below.r) + 8 < Int(background.r))
        #expect(differing < 300)   // at most the corners' anti-aliasing (the shadow alone would be thousands)
        // Open, the card is the screen: no shadow left.
        window.clock.advance(by: 0.6)
        #expect(transition.flyingView == nil)
        #expect(back.presentedViewController === fore)
    }

    /// A card that clips to its bounds shows no shadow (as in UIKit), so the flight casts none
    /// (the shade behind the clip used to cast the card's hidden shadow as soon as it flew). The
    /// same card without the clip is the control: its shadow flies.
    @Test(arguments: [true, false])
    func aClippingCardFliesWithoutTheShadowItHides(clips: Bool) throws {
        let window = Window(size: CGSize(width: 200, height: 300), scale: 2)
        let back = ViewController(), fore = ViewController()
        let background = Color(white: 0.95)
        back.view.backgroundColor = background
        fore.view.backgroundColor = .white
        let card = View(frame: CGRect(x: 20, y: 40, width: 160, height: 120))
        card.backgroundColor = Color(red: 0.1, green: 0.2, blue: 0.6)
        card.layer.cornerRadius = 14
        card.clipsToBounds = clips
        card.layer.shadowOpacity = 0.5
        card.layer.shadowRadius = 10
        card.layer.shadowOffset = CGSize(width: 0, height: 6)
        back.view.addSubview(card)
        window.rootViewController = back
        fore.transitionController.transition = CardExpandTransition(card: .view(card), duration: 0.5)
        back.present(fore, animated: true)
        // Past the first frame, where the card itself stands in: the flying views show.
        window.clock.advance(by: 1.0 / 120)
        let early = try window.render()
        for y in [2 * 160 + 4, 2 * 160 + 8, 2 * 160 + 16] {
            if clips {
                #expect(early[200, y] == background.premultiplied, "row \(y): no shadow below the card")
            } else {
                #expect(Int(early[200, y].r) + 4 < Int(background.premultiplied.r), "row \(y): the shadow flies")
            }
        }
    }
}
