import Foundation
import Testing
import SharedElements
import SharedElementsTestSupport

/// A clear fore screen presented over full screen (a compose card over the list) leaves the back
/// screen in sight before, during and after the run. Its views stay shown: a floating button
/// that grows into the card stays where it is while the card lifts off it, and the card lands
/// back on it; a tagged view without a partner keeps still. Nothing pops on the first or the
/// last frame of either run.
@MainActor
@Suite struct SharedElementBackInSightTests {
    let scene = MatchingTestScene(size: CGSize(width: 150, height: 250))

    /// A shadowed round button at the bottom right of the back screen, a lonely tagged tile, and
    /// a card on a clear fore screen presented over full screen with a dim background.
    func present() throws -> (SharedElementTransition, button: View, lonely: View, rest: Bitmap) {
        let button = scene.tagged("compose", CGRect(x: 100, y: 200, width: 40, height: 40), in: scene.back.view, color: .systemBlue)
        button.layer.cornerRadius = 20
        button.layer.shadowOpacity = 0.4
        button.layer.shadowRadius = 4
        button.layer.shadowOffset = CGSize(width: 0, height: 3)
        let lonely = scene.tagged("tile", CGRect(x: 10, y: 10, width: 50, height: 50), in: scene.back.view, color: .systemOrange)
        let card = scene.tagged("compose", CGRect(x: 15, y: 80, width: 120, height: 100), in: scene.fore.view, color: .white)
        card.layer.cornerRadius = 16
        scene.fore.view.backgroundColor = .clear
        scene.fore.modalPresentationStyle = .overFullScreen
        var options = SharedElementOptions()
        options.duration = .fixed(0.4)
        options.timing = .linear
        options.background = .dim(Color(white: 0, alpha: 0.3))
        let transition = SharedElementTransition(options: options)
        scene.fore.transitionController.transition = transition
        let rest = try scene.window.render()
        scene.back.present(scene.fore, animated: true)
        return (transition, button, lonely, rest)
    }

    /// Renders the last frame of `transition`, which ends `seconds` from now, lets it end, and
    /// expects a clean restoration and that last frame to be the screen at rest.
    func expectTheLastFrameIsRest(_ transition: SharedElementTransition, after seconds: TimeInterval) throws {
        scene.window.clock.advance(by: seconds - 1e-6)
        let last = try scene.window.render()
        scene.window.clock.advance(by: 0.1)
        #expect(!transition.isRunning && transition.lastRestoration?.isClean == true)
        #expect(matchingTestDifferingPixels(last, try scene.window.render(), tolerance: 2) == 0, "the last frame is the screen at rest")
    }

    @Test func thePresentationLiftsTheCardOffTheButtonWhichStays() throws {
        let (transition, button, lonely, rest) = try present()
        #expect(matchingTestDifferingPixels(rest, try scene.window.render(), tolerance: 2) == 0, "the first frame is the screen at rest")
        #expect(!button.isHidden && !lonely.isHidden)
        scene.window.clock.advance(by: 0.2)
        #expect(!button.isHidden && lonely.alpha == 1 && lonely.transform == .identity, "the back screen's views keep still")
        try expectTheLastFrameIsRest(transition, after: 0.2)
    }

    @Test func theDismissalLandsTheCardOnTheButton() throws {
        let (transition, button, _, _) = try present()
        scene.window.clock.advance(by: 1)
        let presented = try scene.window.render()
        scene.fore.dismiss(animated: true)
        #expect(matchingTestDifferingPixels(presented, try scene.window.render(), tolerance: 2) == 0, "the first frame is the screen at rest")
        #expect(!button.isHidden)
        try expectTheLastFrameIsRest(transition, after: 0.4)
    }

    /// The list's translucent bar drawn over the button: the card lands under it as the button
    /// rests under it, a copy of the bar fading in over the card's flyer as it comes down, rather
    /// than covering the bar until the last frame and letting it pop back on.
    @Test func theDismissalLandsTheCardUnderTheListsBar() throws {
        let bar = scene.tagged(nil, CGRect(x: 0, y: 190, width: 150, height: 60), in: scene.back.view, color: Color(red: 1, green: 0, blue: 0, alpha: 0.6))
        bar.isTransitionChrome = true
        let (transition, _, _, _) = try present()
        scene.window.clock.advance(by: 1)
        scene.back.view.bringSubviewToFront(bar)
        let rest = try scene.window.render()
        scene.fore.dismiss(animated: true)
        scene.window.clock.advance(by: 0.4 - 0.03)
        let flight = try #require(transition.activeFlights.first)
        let card = flight.flyer.convert(flight.flyer.bounds, to: nil)
        let frame = try scene.window.render()
        // Where the landing card lies under the bar, the bar's red is over it (a copy most of
        // the way in: over the button's blue, red at least half), never the bare blue.
        var reddened = 0, bare = 0
        for y in Int(max(card.minY, 192).rounded(.up))..<Int(card.maxY) {
            for x in Int(card.minX.rounded(.up))..<Int(card.maxX) where rest[x, y].r >= 150 {
                if frame[x, y].r >= 100 { reddened += 1 } else { bare += 1 }
            }
        }
        #expect(reddened > 500 && bare == 0, "\(reddened) pixels under the bar's red, \(bare) of bare blue")
        try expectTheLastFrameIsRest(transition, after: 0.03)
    }

    @Test func anOpaqueForeScreenStillHidesTheButtonWhileItFlies() throws {
        let button = scene.tagged("compose", CGRect(x: 100, y: 200, width: 40, height: 40), in: scene.back.view, color: .systemBlue)
        scene.tagged("compose", CGRect(x: 15, y: 80, width: 120, height: 100), in: scene.fore.view, color: .white)
        scene.fore.modalPresentationStyle = .overFullScreen
        let (transition, _) = try scene.presentLinearly()
        #expect(button.isHidden, "its flyer stands in for it")
        scene.window.clock.advance(by: 0.5)
        #expect(!button.isHidden && transition.lastRestoration?.isClean == true)
    }

    /// A bubble whose shape changes (so its content is laid out live at each size) lifts off a
    /// chat left in sight, holding a nested element with a flyer of its own: the nested view,
    /// shown again on the back screen, is left out of the bubble's live renders, so it shows once.
    @Test func aNestedElementShowsOnceInsideABubbleRelaidLive() throws {
        let bubble = scene.tagged("bubble", CGRect(x: 10, y: 100, width: 60, height: 30), in: scene.back.view, color: .blue)
        scene.tagged("dot", CGRect(x: 5, y: 10, width: 10, height: 10), in: bubble, color: .red)
        let card = scene.tagged("bubble", CGRect(x: 15, y: 150, width: 120, height: 40), in: scene.fore.view, color: .blue)
        scene.tagged("dot", CGRect(x: 100, y: 15, width: 10, height: 10), in: card, color: .red)
        scene.fore.view.backgroundColor = .clear
        scene.fore.modalPresentationStyle = .overFullScreen
        var options = SharedElementOptions()
        options.duration = .fixed(0.4)
        options.timing = .linear
        options.background = .none
        let transition = SharedElementTransition(options: options)
        scene.fore.transitionController.transition = transition
        scene.back.present(scene.fore, animated: true)
        scene.window.clock.advance(by: 0.2)
        let flying = try scene.window.render()
        // Below the bubble left on the back screen (y 100...130, its dot with it), red shows
        // where the dot's own flyer is (10 × 10 points, perhaps across pixel edges); the
        // bubble's live render of the back screen's dot would add a second, faded one.
        var red = 0
        for y in 130..<flying.height { for x in 0..<flying.width where flying[x, y].r > 40 && flying[x, y].g < 60 { red += 1 } }
        #expect(red >= 100 && red <= 121, "one dot: \(red) reddish pixels")
        #expect(!bubble.subviews[0].isHidden, "the back screen's dot stays shown")
        scene.window.clock.advance(by: 0.3)
        #expect(!transition.isRunning && transition.lastRestoration?.isClean == true)
    }

    /// A flyer lifting off a view left in sight is faded only while it is still over the view:
    /// a point away it is opaque, however little of the flight has passed.
    @Test func aFlyerIsOpaqueOnceItHasMovedAPointOffItsView() {
        let rest = SharedElementGeometry(size: CGSize(width: 40, height: 40), transform: Transform3D(translationX: 100, y: 100, z: 0))
        var moved = rest
        moved.transform = Transform3D(translationX: 100, y: 101.5, z: 0)
        var half = rest
        half.transform = Transform3D(translationX: 100.5, y: 100, z: 0)
        #expect(abs(SharedElementFlight.liftOff(rest, rest: rest, progress: 0.02, end: 0) - 0.2) < 1e-9, "over the view: a tenth of the flight")
        #expect(SharedElementFlight.liftOff(half, rest: rest, progress: 0.02, end: 0) == 0.5, "half a point off")
        #expect(SharedElementFlight.liftOff(moved, rest: rest, progress: 0.02, end: 0) == 1, "a point and a half off")
        #expect(abs(SharedElementFlight.liftOff(rest, rest: rest, progress: 0.95, end: 1) - 0.5) < 1e-9, "landing: from the other end")
        #expect(SharedElementFlight.liftOff(rest, rest: rest, progress: .nan, end: 0) == 1)
    }
}
