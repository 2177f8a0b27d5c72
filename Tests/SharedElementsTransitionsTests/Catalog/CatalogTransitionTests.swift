import Foundation
import Testing
import SharedElements
import SharedElementsTestSupport

/// Every catalog transition presents and dismisses and hands the screens back exactly as they
/// were. How each one moves on the way is checked value by value in its own suite
/// (`FadeTransitionTests`, `SlideTransitionTests`, …).
@MainActor
@Suite struct CatalogTransitionTests {
    @MainActor final class Screens {
        let window = Window(size: CGSize(width: 200, height: 300), scale: 1)
        let back = ViewController()
        let fore = ViewController()
        let card = View(frame: CGRect(x: 40, y: 80, width: 120, height: 90))

        init() {
            back.view.backgroundColor = .systemBlue
            card.backgroundColor = .systemOrange
            card.layer.cornerRadius = 12
            back.view.addSubview(card)
            fore.view.backgroundColor = Color(red: 0.2, green: 0.8, blue: 0.3)
            window.rootViewController = back
        }
    }

    static func differingPixels(_ a: Bitmap, _ b: Bitmap) -> Int {
        guard a.width == b.width, a.height == b.height else { return Int.max }
        var n = 0
        a.withUnsafePixels { pa in b.withUnsafePixels { pb in for i in 0..<(a.width * a.height) where pa[i] != pb[i] { n += 1 } } }
        return n
    }

    nonisolated static let names = ["fade", "slide", "rotate", "cardFlip", "sheet"]

    static func make(_ name: String, _ s: Screens) -> Transition {
        switch name {
        case "fade": FadeTransition(duration: 0.4)
        case "slide": SlideTransition(from: .right)
        case "rotate": RotateTransition()
        case "cardFlip": CardFlipTransition(card: s.card)
        default: VerticalSheetTransition()
        }
    }

    @Test(arguments: names)
    func presentsAndDismissesAndRestoresEverything(_ name: String) throws {
        let s = Screens()
        let transition = Self.make(name, s)
        s.fore.transitionController.transition = transition
        let duration = 0.7
        let before = try s.window.render()
        #expect(before[5, 5] == Color.systemBlue.premultiplied, "the screen compared afterwards is drawn")

        s.back.present(s.fore, animated: true)
        s.window.clock.advance(by: 0.05)
        #expect(s.window.isTransitioning, "\(name): still running early on")
        s.window.clock.advance(by: duration + 0.5)
        #expect(s.back.presentedViewController === s.fore)
        #expect(!s.window.isTransitioning)
        #expect(s.fore.view.window === s.window)
        #expect(s.fore.view.transform == .identity && s.fore.view.alpha == 1 && !s.fore.view.isHidden)
        #expect(s.fore.view.layer.anchorPoint == CGPoint(x: 0.5, y: 0.5))

        s.fore.dismiss(animated: true)
        s.window.clock.advance(by: 0.05)
        #expect(s.window.isTransitioning, "\(name): still running early on")
        s.window.clock.advance(by: duration + 0.5)
        let after = try s.window.render()
        #expect(s.back.presentedViewController == nil)
        #expect(!s.window.isTransitioning)
        #expect(Self.differingPixels(before, after) == 0, "\(name): the back screen did not come back as it was")
        #expect(s.card.superview === s.back.view && !s.card.isHidden && s.card.transform == .identity)
        #expect(s.back.view.transform == .identity && s.back.view.alpha == 1)
        #expect(s.back.view.layer.anchorPoint == CGPoint(x: 0.5, y: 0.5))
        #expect(s.fore.view.superview == nil)
        #expect(s.window.transitionDiagnostics.entries.isEmpty, "\(name): \(s.window.transitionDiagnostics.entries)")
    }

    @Test func cardFlipStartsAtTheCardAndTurnsInPerspective() throws {
        let s = Screens()
        s.fore.transitionController.transition = CardFlipTransition(card: s.card, duration: 0.6)
        s.back.present(s.fore, animated: true)
        // A third of the way the card is edge-on: the card's area shows the back screen's blue.
        s.window.clock.advance(by: 0.2)
        let edgeOn = try s.window.render()
        #expect(edgeOn[100, 125] == Color.systemBlue.premultiplied)
        // Two thirds: the new screen faces us at the card's size and place.
        s.window.clock.advance(by: 0.2)
        let faced = try s.window.render()
        #expect(faced[100, 125] == Color(red: 0.2, green: 0.8, blue: 0.3).premultiplied)
        #expect(faced[20, 20] == Color.systemBlue.premultiplied)
        s.window.clock.advance(by: 0.3)
        #expect(try s.window.render()[20, 20] == Color(red: 0.2, green: 0.8, blue: 0.3).premultiplied)
    }

    @Test func sheetCoversTheLowerPartOverADimmedScreen() throws {
        let s = Screens()
        s.fore.transitionController.transition = VerticalSheetTransition(heightFraction: 0.5)
        s.back.present(s.fore, animated: true)
        s.window.clock.advance(by: 1)
        let b = try s.window.render()
        #expect(s.fore.view.frame == CGRect(x: 0, y: 150, width: 200, height: 150))
        #expect(b[100, 250] == Color(red: 0.2, green: 0.8, blue: 0.3).premultiplied)
        let top = b[5, 5]
        let blue = Color.systemBlue.premultiplied
        #expect(top.b < blue.b && top.b > 0)  // dimmed
    }
}
