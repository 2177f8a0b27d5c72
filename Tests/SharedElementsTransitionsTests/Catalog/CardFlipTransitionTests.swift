import Foundation
import Testing
import SharedElements
import SharedElementsTestSupport

/// The card flip, in thirds of its duration (0.6 s here), each keyframe linear: the card (a
/// holder drawing it) turns edge-on about its vertical axis, the next screen (a snapshot at the
/// card's frame and corner radius) turns face-on, then grows to its own frame as its corners
/// straighten — each seen in perspective from in front of its own centre (eye 500 pt away).
/// Dismissing runs the thirds backwards.
@MainActor
@Suite struct CardFlipTransitionTests {
    let window = Window(size: CGSize(width: 200, height: 300), scale: 1)
    let back = transitionTestController(.white, title: "cards")
    let fore = transitionTestController(.systemBlue, title: "reveal")
    let card = View(frame: CGRect(x: 40, y: 80, width: 120, height: 90))

    static let cardFrame = CGRect(x: 40, y: 80, width: 120, height: 90)
    static let screen = CGRect(x: 0, y: 0, width: 200, height: 300)
    /// Half way from the card's frame to the screen's.
    static let between = CGRect(x: 20, y: 40, width: 160, height: 195)

    init() {
        card.backgroundColor = .systemOrange
        card.layer.cornerRadius = 12
        back.view.addSubview(card)
        window.rootViewController = back
    }

    /// `CATransform3DMakeRotation(angle, 0, 1, 0)` followed by the `m34 = -1/500` perspective:
    /// a turn about the vertical axis seen from 500 pt in front of the layer's centre.
    static func yTurn(_ angle: Double) -> Transform3D {
        let c = cos(angle), s = sin(angle), d = 500.0
        return Transform3D(m11: c, m12: 0, m13: -s, m14: s / d, m21: 0, m22: 1, m23: 0, m24: 0,
                           m31: s, m32: 0, m33: c, m34: -c / d, m41: 0, m42: 0, m43: 0, m44: 1)
    }

    /// The card's holder and the screen's snapshot: the two views the flip adds to the
    /// container, in that order, after the fore screen.
    func flyers() throws -> (container: View, cardFace: View, screen: View) {
        let container = try #require(fore.view.superview)
        let added = container.subviews.drop { $0 !== fore.view }.dropFirst()
        try #require(added.count == 2, "the card's holder and the screen's snapshot")
        return (container, added[added.startIndex], added[added.startIndex + 1])
    }

    func expectTransform(_ view: View, _ expected: Transform3D, _ what: String) {
        #expect(isClose(view.layer.presentation()!.transform, expected, abs: 1e-6), "\(what): \(view.layer.presentation()!.transform)")
    }

    @Test func presentingTurnsTheCardEdgeOnThenTheScreenInThenGrowsIt() throws {
        fore.transitionController.transition = CardFlipTransition(card: card, duration: 0.6)
        back.present(fore, animated: true)
        let f = try flyers()
        #expect(isClose(CatalogFixture.presentedFrame(f.cardFace), Self.cardFrame) && f.cardFace.layer.cornerRadius == 12)
        #expect(isClose(CatalogFixture.presentedFrame(f.screen), Self.cardFrame))
        expectTransform(f.cardFace, Self.yTurn(0), "card at the start, face-on")
        expectTransform(f.screen, Self.yTurn(.pi / 2), "screen at the start, edge-on")
        #expect(card.isHidden && fore.view.isHidden)
        let start = window.clock.now

        window.clock.advance(to: start + 0.1)   // half of the first third
        expectTransform(f.cardFace, Self.yTurn(-.pi / 4), "card face at 1/6")
        expectTransform(f.screen, Self.yTurn(.pi / 2), "screen at 1/6, waiting edge-on")

        window.clock.advance(to: start + 0.3)   // half of the second third
        expectTransform(f.cardFace, Self.yTurn(-.pi / 2), "card face at 1/2")
        expectTransform(f.screen, Self.yTurn(.pi / 4), "screen at 1/2")
        #expect(isClose(CatalogFixture.presentedFrame(f.screen), Self.cardFrame, abs: 1e-9))

        window.clock.advance(to: start + 0.5)   // half of the last third
        expectTransform(f.screen, Self.yTurn(0), "screen at 5/6, face-on")
        #expect(isClose(CatalogFixture.presentedFrame(f.screen), Self.between, abs: 1e-6))
        #expect(isClose(f.screen.layer.presentation()!.cornerRadius, 6, abs: 1e-6))

        window.clock.advance(to: start + 0.61)
        #expect(!window.isTransitioning && back.presentedViewController === fore)
        #expect(f.cardFace.superview == nil && f.screen.superview == nil)
        #expect(!card.isHidden && !fore.view.isHidden && isAtRest(fore.view, frame: window.bounds))
        #expect(window.transitionDiagnostics.entries.isEmpty)
    }

    @Test func dismissingShrinksTheScreenTurnsItAwayThenTurnsTheCardBack() throws {
        fore.transitionController.transition = CardFlipTransition(card: card, duration: 0.6)
        back.present(fore, animated: false)
        window.clock.advance(by: 0)
        fore.dismiss(animated: true)
        let f = try flyers()
        #expect(isClose(CatalogFixture.presentedFrame(f.screen), Self.screen))
        expectTransform(f.screen, Self.yTurn(0), "screen at the start, face-on")
        expectTransform(f.cardFace, Self.yTurn(-.pi / 2), "card face at the start, edge-on")
        let start = window.clock.now

        window.clock.advance(to: start + 0.1)
        #expect(isClose(CatalogFixture.presentedFrame(f.screen), Self.between, abs: 1e-6))
        #expect(isClose(f.screen.layer.presentation()!.cornerRadius, 6, abs: 1e-6))
        expectTransform(f.screen, Self.yTurn(0), "screen at 1/6, still face-on")

        window.clock.advance(to: start + 0.3)
        expectTransform(f.screen, Self.yTurn(.pi / 4), "screen at 1/2")
        expectTransform(f.cardFace, Self.yTurn(-.pi / 2), "card face at 1/2, still edge-on")

        window.clock.advance(to: start + 0.5)
        expectTransform(f.cardFace, Self.yTurn(-.pi / 4), "card face at 5/6")

        window.clock.advance(to: start + 0.61)
        #expect(!window.isTransitioning && back.presentedViewController == nil)
        #expect(!card.isHidden && card.superview === back.view && isAtRest(back.view, frame: window.bounds))
        #expect(fore.view.superview == nil && !fore.view.isHidden)
        #expect(window.transitionDiagnostics.entries.isEmpty)
    }

    @Test(arguments: [false, true])
    func anInteractiveDismissalScrubsTheFlipAndPutsEverythingBack(_ finishing: Bool) throws {
        fore.transitionController.transition = CardFlipTransition(card: card, duration: 0.6)
        back.present(fore, animated: false)
        window.clock.advance(by: 0)
        let presented = try window.render()
        let interactive = InteractiveTransitioningDelegate(fore.transitionController)
        fore.transitioningDelegate = interactive
        fore.dismiss(animated: true)
        interactive.interaction.update(0.5)
        let f = try flyers()
        expectTransform(f.screen, Self.yTurn(.pi / 4), "screen scrubbed to 1/2")
        #expect(isClose(CatalogFixture.presentedFrame(f.screen), Self.cardFrame, abs: 1e-6))

        if finishing { interactive.interaction.finish() } else { interactive.interaction.cancel() }
        window.clock.advance(by: 1)
        #expect(!window.isTransitioning)
        #expect((back.presentedViewController === fore) == !finishing)
        #expect(f.cardFace.superview == nil && f.screen.superview == nil)
        #expect(!card.isHidden && !fore.view.isHidden)
        if finishing {
            #expect(isAtRest(back.view, frame: window.bounds) && fore.view.superview == nil)
        } else {
            #expect(isAtRest(fore.view, frame: window.bounds))
            #expect(CatalogFixture.differingPixels(presented, try window.render()) == 0)
        }
        #expect(window.transitionDiagnostics.entries.isEmpty)
        _ = interactive
    }
}
