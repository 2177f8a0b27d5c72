import Foundation
import Testing
import SharedElements

/// Views a screen draws over a flying element (a subtitle and a button over a full-screen
/// background that flies into a mini player) keep showing over its flyer, fading with their
/// screen, as they show over the element at rest; later flyers still pass over them.
@MainActor
@Suite struct SharedElementOverlayTests {
    /// The fore screen: a tagged full-screen background, a tagged art square, then an untagged
    /// bar and a button drawn over the background (the bar lies under the art's path); the back
    /// screen: a small tagged player bar holding a small tagged art square.
    func player(_ scene: MatchingTestScene) -> (background: View, bar: View, button: View, edge: View) {
        let background = scene.tagged("player", scene.window.bounds, in: scene.fore.view, color: Color(red: 0.9, green: 0.9, blue: 0.95))
        scene.tagged("art", CGRect(x: 25, y: 30, width: 100, height: 100), in: scene.fore.view, color: .systemOrange)
        let bar = scene.tagged(nil, CGRect(x: 25, y: 150, width: 100, height: 6), in: scene.fore.view, color: Color(white: 0.5))
        let button = scene.tagged(nil, CGRect(x: 60, y: 180, width: 30, height: 30), in: scene.fore.view, color: .black)
        // Mostly outside the background (which is the window), but smaller than it: over its
        // flyer all the same, as an avatar across a cover's edge.
        let edge = scene.tagged(nil, CGRect(x: 130, y: 230, width: 40, height: 40), in: scene.fore.view, color: .blue)
        let mini = scene.tagged("player", CGRect(x: 5, y: 200, width: 140, height: 40), in: scene.back.view, color: Color(white: 0.95))
        scene.tagged("art", CGRect(x: 5, y: 5, width: 30, height: 30), in: mini, color: .systemOrange)
        return (background, bar, button, edge)
    }

    @Test func aDismissalStartsWithTheViewsOverTheBackgroundOverItsFlyer() throws {
        let scene = MatchingTestScene(size: CGSize(width: 150, height: 250))
        let views = player(scene)
        let (transition, _) = try scene.presentLinearly()
        scene.window.clock.advance(by: 1)
        #expect(!scene.window.isTransitioning)
        let rest = try scene.window.render()
        scene.fore.dismiss(animated: true)
        // The bar, the button and the view across the background's edge show over the
        // background's flyer: the first frame is the screen at rest.
        let first = try scene.window.render()
        #expect(matchingTestDifferingPixels(rest, first, tolerance: 0) == 0)
        #expect(views.bar.isHidden && views.button.isHidden && views.edge.isHidden, "their stand-ins draw them")
        let flights = transition.activeFlights
        let background = try #require(flights.first { $0.sourceView === views.background })
        let art = try #require(flights.first { $0.sourceView?.transitionID == "art" })
        let container = try #require(background.root.superview)
        let order = container.subviews
        let backgroundIndex = try #require(order.firstIndex { $0 === background.root })
        let artIndex = try #require(order.firstIndex { $0 === art.root })
        // The stand-ins sit right above the background's flyer, under the art's.
        let standIns = order[(backgroundIndex + 1)..<artIndex]
        #expect(standIns.count == 3)
        // Half way they fade with the fore screen.
        scene.window.clock.advance(by: 0.2)
        let foreAlpha = scene.fore.view.alpha
        #expect(foreAlpha > 0.05 && foreAlpha < 0.95)
        #expect(standIns.allSatisfy { abs($0.alpha - foreAlpha) < 1e-9 })
        scene.window.clock.advance(by: 1)
        #expect(!scene.window.isTransitioning)
        #expect(!views.bar.isHidden && !views.button.isHidden && views.bar.superview === scene.fore.view)
    }

    @Test func aPresentationEndsWithTheViewsOverTheBackground() throws {
        let scene = MatchingTestScene(size: CGSize(width: 150, height: 250))
        let views = player(scene)
        let (_, _) = try scene.presentLinearly()
        scene.window.clock.advance(by: 0.4 - 1e-6)
        let last = try scene.window.render()
        scene.window.clock.advance(by: 0.1)
        #expect(!scene.window.isTransitioning && !views.bar.isHidden)
        // The last frame of the flight is the screen at rest (the button and the view across
        // the edge over the background).
        #expect(matchingTestDifferingPixels(try scene.window.render(), last, tolerance: 2) == 0)
    }

    /// A view larger than an element and only partly over it (a panel over the art's bottom
    /// edge) stays under that element's flyer, which it would otherwise hide wherever the two
    /// cross during the whole flight; it still shows over the background it lies on.
    @Test func aLargerViewPartlyOverAnElementStaysUnderItsFlyer() throws {
        let scene = MatchingTestScene(size: CGSize(width: 150, height: 250))
        _ = player(scene)
        let panel = scene.tagged(nil, CGRect(x: 0, y: 110, width: 150, height: 120), in: scene.fore.view, color: .white)
        let (transition, _) = try scene.presentLinearly()
        let flights = transition.activeFlights
        let background = try #require(flights.first { $0.destinationView?.transitionID == "player" })
        let art = try #require(flights.first { $0.destinationView?.transitionID == "art" })
        #expect(panel.isHidden, "drawn by a stand-in over the background's flyer")
        let order = try #require(background.root.superview).subviews
        let backgroundIndex = try #require(order.firstIndex { $0 === background.root })
        let artIndex = try #require(order.firstIndex { $0 === art.root })
        #expect(order[(backgroundIndex + 1)..<artIndex].count == 4, "the bar, the button, the edge view and the panel")
        scene.window.clock.advance(by: 0.5)
        #expect(!panel.isHidden && transition.lastRestoration?.isClean == true)
    }
}
