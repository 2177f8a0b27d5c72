import Foundation
import Testing
import SharedElements
import SharedElementsTestSupport

/// The Today card: the shape and corner radius at both ends and half way in both directions,
/// the back screen's shrink and fade, restoration after completion and cancellation, and bad
/// input falling back to a fade.
@MainActor
@Suite struct CardExpandTransitionTests {
    /// A 200 x 300 window: a list (light grey) with a 160 x 100 card at (20, 40), radius 16; a
    /// story screen (orange) filling the window.
    @MainActor final class Today {
        let window = Window(size: CGSize(width: 200, height: 300), scale: 1)
        let list = ViewController()
        let story = ViewController()
        let card = View(frame: CGRect(x: 20, y: 40, width: 160, height: 100))

        init() {
            list.view.backgroundColor = Color(white: 0.9)
            card.backgroundColor = .systemBlue
            card.layer.cornerRadius = 16
            card.transitionID = "story"
            list.view.addSubview(card)
            story.view.backgroundColor = .systemOrange
            window.rootViewController = list
        }
    }

    static let cardFrame = CGRect(x: 20, y: 40, width: 160, height: 100)
    static let screen = CGRect(x: 0, y: 0, width: 200, height: 300)
    static let halfWay = CGRect(x: 10, y: 20, width: 180, height: 200)

    static func expand() -> CardExpandTransition {
        CardExpandTransition(card: "story", duration: 0.4, timing: .linear, backScale: 0.9, backAlpha: 0.5)
    }

    static func shape(_ t: CardExpandTransition) throws -> (frame: CGRect, radius: CGFloat, screenShot: CGRect) {
        let clip = try #require(t.flyingView)
        let shot = try #require(clip.subviews.first)
        return (CatalogFixture.presentedFrame(clip), clip.layer.presentation()!.cornerRadius, CatalogFixture.presentedFrame(shot))
    }

    static func backScale(_ s: Today) -> CGFloat { s.list.view.layer.presentation()!.transform.m11 }

    @Test func presentingExpandsTheCardIntoTheScreen() throws {
        let s = Today()
        let t = Self.expand()
        s.story.transitionController.transition = t
        s.list.present(s.story, animated: true)

        var f = try Self.shape(t)
        #expect(isClose(f.frame, Self.cardFrame, abs: 1e-6) && isClose(f.radius, 16))
        #expect(isClose(f.screenShot, CGRect(x: 0, y: 0, width: 160, height: 240), abs: 1e-6))  // top-aligned, screen aspect
        // The first frame shows the card itself; the clip takes over when the clock moves.
        #expect(isClose(Self.backScale(s), 1) && !s.card.isHidden && s.story.view.isHidden)
        #expect(t.flyingView?.isHidden == true)

        s.window.clock.advance(by: 0.2)
        #expect(s.card.isHidden && t.flyingView?.isHidden == false)
        f = try Self.shape(t)
        #expect(isClose(f.frame, Self.halfWay, abs: 1e-6) && isClose(f.radius, 8, abs: 1e-6))
        #expect(isClose(f.screenShot.width / f.screenShot.height, 200.0 / 300, abs: 1e-9))
        #expect(isClose(Self.backScale(s), 0.95, abs: 1e-6))
        #expect(isClose(s.list.view.layer.presentation()!.opacity, 0.75, abs: 1e-6))

        s.window.clock.advance(by: 0.2 - 1e-6)
        f = try Self.shape(t)
        #expect(isClose(f.frame, Self.screen, abs: 1e-3) && isClose(f.radius, 0, abs: 1e-4))
        #expect(isClose(Self.backScale(s), 0.9, abs: 1e-5))

        s.window.clock.advance(by: 0.01)
        #expect(t.flyingView == nil && t.lastFallback == nil)
        #expect(s.list.presentedViewController === s.story && !s.window.isTransitioning)
        #expect(!s.card.isHidden && !s.story.view.isHidden)
        #expect(s.list.view.transform == .identity && s.list.view.alpha == 1)
        #expect(s.window.transitionDiagnostics.entries.isEmpty)
    }

    /// A card with no background of its own, whose shadow its rounded picture casts (as the
    /// App Store card's is): the shadow flies with it from the first frame the clip shows,
    /// where it vanished before (the shade behind the clip had nothing to cast it from) and
    /// popped back on the last.
    @Test func aCardWithoutABackgroundKeepsItsShadowInFlight() throws {
        let s = Today()
        s.card.backgroundColor = nil
        s.card.layer.shadowOpacity = 0.6
        s.card.layer.shadowRadius = 6
        s.card.layer.shadowOffset = CGSize(width: 0, height: 6)
        let picture = View(frame: s.card.bounds)
        picture.backgroundColor = .systemBlue
        picture.layer.cornerRadius = 16
        picture.clipsToBounds = true
        s.card.addSubview(picture)
        let t = Self.expand()
        s.story.transitionController.transition = t
        let rest = try s.window.render()
        s.list.present(s.story, animated: true)
        s.window.clock.advance(by: 0.02)
        let frame = try s.window.render()
        // Just under the card's bottom edge, in its shadow at rest and in flight.
        let below = (x: 100, y: Int(Self.cardFrame.maxY) + 6)
        #expect(rest[below.x, below.y].r < 215, "the card casts a shadow at rest: \(rest[below.x, below.y])")
        let clip = try #require(t.flyingView)
        let bottom = Int(CatalogFixture.presentedFrame(clip).maxY.rounded(.up)) + 5
        #expect(frame[below.x, bottom].r < 225, "the shadow flies with the card: \(frame[below.x, bottom])")
        s.window.clock.advance(by: 1)
        #expect(!s.window.isTransitioning && !s.card.isHidden)
    }

    /// The card's own picture (the clip's second view) fades out linearly over the first half
    /// going forward, and back in over the second half going backward.
    @Test(arguments: [TransitionDirection.forward, .backward])
    func theCardsPictureCrossFadesInItsHalf(_ direction: TransitionDirection) throws {
        let s = Today()
        let t = Self.expand()
        s.story.transitionController.transition = t
        if direction == .backward {
            s.list.present(s.story, animated: false)
            s.window.clock.advance(by: 0)
            s.story.dismiss(animated: true)
        } else {
            s.list.present(s.story, animated: true)
        }
        let clip = try #require(t.flyingView)
        try #require(clip.subviews.count == 2, "the screen's snapshot and the card's")
        let picture = clip.subviews[1]
        func opacity() -> Double { Double(picture.layer.presentation()!.opacity) }
        let forward = direction == .forward
        #expect(isClose(opacity(), forward ? 1 : 0, abs: 1e-9))
        let start = s.window.clock.now
        // Quarter points of the 0.4 s run: forward 0.5, 0, 0; backward 0, 0.5, (nearly) 1.
        for (time, forwardValue, backwardValue) in [(0.1, 0.5, 0.0), (0.3, 0.0, 0.5), (0.39, 0.0, 0.95)] {
            s.window.clock.advance(to: start + time)
            #expect(isClose(opacity(), forward ? forwardValue : backwardValue, abs: 1e-6), "\(direction) at \(time) s")
        }
    }

    /// With its defaults the card takes 0.5 s on the standard curve (0.4, 0) (0.2, 1) and the
    /// list shrinks to 0.92 and fades to 0.6 alongside.
    @Test func theDefaultExpansionFollowsTheStandardCurve() throws {
        let s = Today()
        let t = CardExpandTransition(card: "story")
        s.story.transitionController.transition = t
        s.list.present(s.story, animated: true)
        s.window.clock.advance(by: 0.125)
        let p = ReferenceMotion.bezier(0.4, 0, 0.2, 1, at: 0.25)
        let f = try Self.shape(t)
        #expect(isClose(f.frame, ReferenceMotion.lerp(Self.cardFrame, Self.screen, p), abs: 1e-4))
        #expect(isClose(f.radius, 16 * (1 - p), abs: 1e-4))
        #expect(isClose(Self.backScale(s), 1 - 0.08 * p, abs: 1e-5))
        #expect(isClose(Double(s.list.view.layer.presentation()!.opacity), 1 - 0.4 * p, abs: 1e-5))
        s.window.clock.advance(by: 0.4)
        #expect(!s.window.isTransitioning && t.flyingView == nil)
    }

    @Test func dismissingShrinksTheScreenBackIntoTheCard() throws {
        let s = Today()
        let t = Self.expand()
        s.story.transitionController.transition = t
        let before = try s.window.render()
        s.list.present(s.story, animated: false)
        s.window.clock.advance(by: 0)
        s.story.dismiss(animated: true)

        var f = try Self.shape(t)
        #expect(isClose(f.frame, Self.screen, abs: 1e-6) && isClose(f.radius, 0))
        #expect(isClose(Self.backScale(s), 0.9, abs: 1e-6))
        s.window.clock.advance(by: 0.2)
        f = try Self.shape(t)
        #expect(isClose(f.frame, Self.halfWay, abs: 1e-6) && isClose(f.radius, 8, abs: 1e-6))
        #expect(isClose(s.list.view.layer.presentation()!.opacity, 0.75, abs: 1e-6))
        s.window.clock.advance(by: 0.2 - 1e-6)
        f = try Self.shape(t)
        #expect(isClose(f.frame, Self.cardFrame, abs: 1e-3) && isClose(f.radius, 16, abs: 1e-4))
        #expect(isClose(Self.backScale(s), 1, abs: 1e-5))

        s.window.clock.advance(by: 0.5)
        #expect(s.list.presentedViewController == nil && !s.window.isTransitioning && t.flyingView == nil)
        #expect(!s.card.isHidden && s.card.superview === s.list.view && s.story.view.superview == nil)
        #expect(!s.story.view.isHidden && s.list.view.transform == .identity && s.list.view.alpha == 1)
        #expect(CatalogFixture.differingPixels(before, try s.window.render()) == 0)
    }

    @Test(arguments: [TransitionDirection.forward, .backward])
    func cancellationPutsEveryViewBack(_ direction: TransitionDirection) throws {
        let s = Today()
        let t = Self.expand()
        s.story.transitionController.transition = t
        if direction == .backward {
            s.list.present(s.story, animated: false)
            s.window.clock.advance(by: 0)
        }
        let before = try s.window.render()
        let interactive = InteractiveTransitioningDelegate(s.story.transitionController)
        s.story.transitioningDelegate = interactive
        if direction == .forward { s.list.present(s.story, animated: true) } else { s.story.dismiss(animated: true) }
        interactive.interaction.update(0.5)
        let f = try Self.shape(t)
        #expect(isClose(f.frame, Self.halfWay, abs: 1e-6) && isClose(f.radius, 8, abs: 1e-6))

        interactive.interaction.cancel()
        s.window.clock.advance(by: 1)
        #expect(!s.window.isTransitioning && t.flyingView == nil)
        #expect((s.list.presentedViewController === s.story) == (direction == .backward))
        #expect(!s.card.isHidden && !s.story.view.isHidden)
        #expect(s.list.view.transform == .identity && s.list.view.alpha == 1)
        #expect(CatalogFixture.differingPixels(before, try s.window.render()) == 0)
        _ = interactive
    }

    enum BadInput: String, CaseIterable { case noCard, zeroSizeCard, nanCard, cardOnTheForeScreen }

    @Test(arguments: BadInput.allCases)
    func badInputFallsBackToAFade(_ bad: BadInput) throws {
        let s = Today()
        var t = Self.expand()
        let expected: ElementTransitionFallback
        switch bad {
        case .noCard:
            s.card.removeFromSuperview()
            expected = .missingElement(.back)
        case .zeroSizeCard:
            s.card.frame = CGRect(x: 20, y: 40, width: 0, height: 100)
            expected = .invalidFrame(.back)
        case .nanCard:
            s.card.frame = CGRect(x: 20, y: CGFloat.nan, width: 160, height: 100)
            expected = .invalidFrame(.back)
        case .cardOnTheForeScreen:
            let stray = View(frame: Self.cardFrame)
            s.story.view.addSubview(stray)
            t = CardExpandTransition(card: .view(stray))
            expected = .missingElement(.back)
        }
        s.story.transitionController.transition = t
        s.list.present(s.story, animated: true)
        #expect(t.lastFallback == expected && t.flyingView == nil)
        s.window.clock.advance(by: 1)
        #expect(s.list.presentedViewController === s.story && !s.window.isTransitioning)
        s.story.dismiss(animated: true)
        s.window.clock.advance(by: 1)
        #expect(s.list.presentedViewController == nil && t.lastFallback == expected)
        #expect(s.list.view.transform == .identity && s.list.view.alpha == 1)
        #expect(s.window.transitionDiagnostics.entries.isEmpty)
    }
}
