import Foundation
import Testing
import SharedElements
import SharedElementsTestSupport

/// One reduced-motion setting: with it, every catalog transition cross-fades the fore screen in
/// place instead of moving anything, and shared elements do not fly.
@MainActor
@Suite struct ReducedMotionTests {
    nonisolated static let names = ["slide", "rotate", "cardFlip", "sheet", "zoom", "cardExpand"]

    @Test(arguments: names)
    func catalogTransitionsCrossFadeInstead(_ name: String) throws {
        let window = Window(size: CGSize(width: 200, height: 300), scale: 1)
        let back = ViewController(), fore = ViewController()
        back.view.backgroundColor = .white
        fore.view.backgroundColor = .blue
        let card = View(frame: CGRect(x: 40, y: 60, width: 80, height: 80))
        card.backgroundColor = .systemOrange
        card.transitionID = "card"
        back.view.addSubview(card)
        window.rootViewController = back
        let transition: Transition = switch name {
        case "slide": SlideTransition(from: .right, duration: 0.4)
        case "rotate": RotateTransition(duration: 0.4)
        case "cardFlip": CardFlipTransition(card: card, duration: 0.4)
        case "sheet": VerticalSheetTransition(duration: 0.4)
        case "zoom": ZoomTransition(thumbnail: "card", photo: "card", duration: 0.4)
        default: CardExpandTransition(card: .view(card), duration: 0.4)
        }
        #expect(transition is TransitionWithReducedMotion)
        fore.transitionController.transition = transition
        Accessibility.isReduceMotionEnabled = true
        defer { Accessibility.isReduceMotionEnabled = false }
        back.present(fore, animated: true)
        window.clock.advance(by: 0.2)
        // Half way: the fore screen is half faded in where it ends, nothing has moved.
        let alpha = Double(fore.view.layer.presentation()!.opacity)
        #expect(alpha > 0.2 && alpha < 0.8, "\(name): opacity \(alpha)")
        #expect(fore.view.layer.presentation()!.transform == .identity, "\(name)")
        #expect(back.view.layer.presentation()!.transform == .identity, "\(name)")
        #expect(card.layer.presentation()!.transform == .identity && !card.isHidden, "\(name)")
        window.clock.advance(by: 0.5)
        #expect(back.presentedViewController === fore && !window.isTransitioning)
        #expect(fore.view.alpha == 1)
    }

    @Test func theSharedElementSettingIsTheSameSetting() {
        defer { Accessibility.isReduceMotionEnabled = false }
        SharedElementTransition.prefersReducedMotion = true
        #expect(Accessibility.isReduceMotionEnabled)
        Accessibility.isReduceMotionEnabled = false
        #expect(!SharedElementTransition.prefersReducedMotion)
    }
}
