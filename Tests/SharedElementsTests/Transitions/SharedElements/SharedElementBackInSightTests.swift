import Foundation
import Testing
import SharedElements

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

    @Test func anOpaqueForeScreenStillHidesTheButtonWhileItFlies() throws {
        let button = scene.tagged("compose", CGRect(x: 100, y: 200, width: 40, height: 40), in: scene.back.view, color: .systemBlue)
        scene.tagged("compose", CGRect(x: 15, y: 80, width: 120, height: 100), in: scene.fore.view, color: .white)
        scene.fore.modalPresentationStyle = .overFullScreen
        let (transition, _) = try scene.presentLinearly()
        #expect(button.isHidden, "its flyer stands in for it")
        scene.window.clock.advance(by: 0.5)
        #expect(!button.isHidden && transition.lastRestoration?.isClean == true)
    }
}
