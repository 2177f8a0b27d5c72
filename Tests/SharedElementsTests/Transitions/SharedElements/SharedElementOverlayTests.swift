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
        // Mostly outside the background (which is the window): not over it by half, so it stays
        // on its screen.
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
        // The bar and the button show over the background's flyer.
        // The first frame is the screen at rest, but for the view mostly outside the background,
        // which the background's flyer covers (as every view under a flyer was).
        let first = try scene.window.render()
        var differing = 0, inEdge = 0
        for y in 0..<rest.height { for x in 0..<rest.width where rest[x, y] != first[x, y] {
            differing += 1
            if x >= 130 && y >= 230 { inEdge += 1 }
        } }
        #expect(differing == inEdge && inEdge == 20 * 20)
        #expect(views.bar.isHidden && views.button.isHidden, "their stand-ins draw them")
        #expect(!views.edge.isHidden, "a view not over the background by half stays on its screen")
        let flights = transition.activeFlights
        let background = try #require(flights.first { $0.sourceView === views.background })
        let art = try #require(flights.first { $0.sourceView?.transitionID == "art" })
        let container = try #require(background.root.superview)
        let order = container.subviews
        let backgroundIndex = try #require(order.firstIndex { $0 === background.root })
        let artIndex = try #require(order.firstIndex { $0 === art.root })
        // The stand-ins sit right above the background's flyer, under the art's.
        let standIns = order[(backgroundIndex + 1)..<artIndex]
        #expect(standIns.count == 2)
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
        // The last frame of the flight is the screen at rest (the button over the background),
        // but for the view mostly outside the background, under its flyer until the end.
        let rest = try scene.window.render()
        var differing = 0
        for y in 0..<rest.height { for x in 0..<rest.width where !(x >= 130 && y >= 230) {
            let p = rest[x, y], q = last[x, y]
            if max(abs(Int(p.r) - Int(q.r)), abs(Int(p.g) - Int(q.g)), abs(Int(p.b) - Int(q.b))) > 2 { differing += 1 }
        } }
        #expect(differing == 0)
    }
}
