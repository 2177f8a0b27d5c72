import Foundation
import Testing
import SharedElements
import SharedElementsTestSupport

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

    /// A video thumbnail on the back screen with a duration badge drawn over its corner, and the
    /// player on the fore screen with a progress bar drawn along its bottom edge.
    func video(_ scene: MatchingTestScene) -> (thumbnail: View, badge: View, player: View, bar: View) {
        let thumbnail = scene.tagged("video", CGRect(x: 20, y: 150, width: 100, height: 60), in: scene.back.view, color: .systemBlue)
        let badge = scene.tagged(nil, CGRect(x: 90, y: 195, width: 26, height: 12), in: scene.back.view, color: .black)
        let player = scene.tagged("video", CGRect(x: 0, y: 20, width: 150, height: 90), in: scene.fore.view, color: .systemBlue)
        let bar = scene.tagged(nil, CGRect(x: 0, y: 106, width: 150, height: 4), in: scene.fore.view, color: .red)
        return (thumbnail, badge, player, bar)
    }

    @Test func thePresentationStartsWithTheBackScreensBadgeOverTheThumbnailAndEndsAtRest() throws {
        let scene = MatchingTestScene(size: CGSize(width: 150, height: 250))
        let views = video(scene)
        let (transition, rest) = try scene.presentLinearly()
        // The first frame is the list at rest, the badge over the thumbnail's flyer.
        #expect(matchingTestDifferingPixels(rest, try scene.window.render(), tolerance: 0) == 0)
        #expect(views.badge.isHidden, "its stand-in draws it")
        scene.window.clock.advance(by: 0.4 - 1e-6)
        let last = try scene.window.render()
        scene.window.clock.advance(by: 0.1)
        #expect(!scene.window.isTransitioning && !views.badge.isHidden && !views.bar.isHidden)
        #expect(transition.lastRestoration?.isClean == true)
        #expect(matchingTestDifferingPixels(try scene.window.render(), last, tolerance: 2) == 0)
    }

    @Test func theDismissalEndsWithTheBackScreensBadgeOverTheThumbnail() throws {
        let scene = MatchingTestScene(size: CGSize(width: 150, height: 250))
        let views = video(scene)
        let (transition, _) = try scene.presentLinearly()
        scene.window.clock.advance(by: 1)
        scene.fore.dismiss(animated: true)
        scene.window.clock.advance(by: 0.4 - 1e-6)
        let last = try scene.window.render()
        scene.window.clock.advance(by: 0.1)
        #expect(!scene.window.isTransitioning && !views.badge.isHidden && views.badge.superview === scene.back.view)
        #expect(transition.lastRestoration?.isClean == true)
        #expect(matchingTestDifferingPixels(try scene.window.render(), last, tolerance: 2) == 0, "the last frame is the list at rest")
    }

    /// Mid-flight the badge and the bar ride with their elements' flyers: the bar along the
    /// flyer's bottom edge and as wide as it, the badge at the flyer's bottom-right corner, each
    /// scaled with the flyer rather than left where it rests, cutting across it.
    @Test func overlaysRideWithTheirElementsFlyers() throws {
        let scene = MatchingTestScene(size: CGSize(width: 150, height: 250))
        _ = video(scene)
        let (transition, _) = try scene.presentLinearly()
        scene.window.clock.advance(by: 0.2)
        let flight = try #require(transition.activeFlights.first)
        let f = flight.currentGeometry.frame
        #expect(f.width > 110 && f.width < 140, "half way: \(f)")
        // The back screen's badge, then the fore screen's bar, both above the one flyer: the
        // stand-ins in drawing order right after it.
        let order = try #require(flight.root.superview).subviews
        let index = try #require(order.firstIndex { $0 === flight.root })
        let above = order[(index + 1)...].prefix(2).map(\.frame)
        try #require(above.count == 2)
        let bar = try #require(above.first { $0.width > 50 })
        let badge = try #require(above.first { $0.width < 50 })
        // Each stand-in is its view's capture with a point of margin round it (the bar's
        // 150 x 4 at y 106 drawn into 152 x 6, the badge's 26 x 12 into 28 x 14), mapped from its
        // element's rectangle into the flyer's: the player's (0, 20, 150, 90) for the bar, the
        // thumbnail's (20, 150, 100, 60) for the badge.
        let k = f.width / 150
        #expect(isClose(k, f.height / 90, abs: 1e-9), "the same aspect at both ends")
        #expect(isClose(bar.midX, f.minX + 75 * k, abs: 1e-6) && isClose(bar.midY, f.minY + 88 * k, abs: 1e-6))
        #expect(isClose(bar.width, 152 * k, abs: 1e-6) && isClose(bar.height, 6 * k, abs: 1e-6))
        // So the bar's own edge (a scaled point inside its stand-in) is the flyer's bottom edge.
        #expect(isClose(bar.maxY - k, f.maxY, abs: 1e-6))
        let s = f.width / 100
        #expect(isClose(badge.midX, f.minX + 83 * s, abs: 1e-6) && isClose(badge.midY, f.minY + 51 * s, abs: 1e-6))
        #expect(isClose(badge.width, 28 * s, abs: 1e-6) && isClose(badge.height, 14 * s, abs: 1e-6))
        #expect(badge.maxX - s < f.maxX && badge.maxY - s < f.maxY, "inside the flyer's corner")
    }
}
