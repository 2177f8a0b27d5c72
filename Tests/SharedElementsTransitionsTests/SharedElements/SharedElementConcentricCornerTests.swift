import Foundation
import Testing
import SharedElements
import SharedElementsTestSupport

/// Concentric corners: a flyer's corner radius follows the window's as it nears the window's
/// corners, so a card opening to full screen ends with the window's own rounded corners.
@MainActor
@Suite struct SharedElementConcentricCornerTests {
    /// A scene in a window of `size` whose corners are rounded by `radius` and clip.
    func roundedScene(_ size: CGSize, radius: CGFloat) -> MatchingTestScene {
        let scene = MatchingTestScene(size: size)
        scene.window.layer.cornerRadius = radius
        scene.window.clipsToBounds = true
        return scene
    }

    /// Presents `scene`'s fore screen with concentric corners on `view`'s flight, over one
    /// linear second: the transition, its one flight and the screen at rest before it.
    func presentConcentric(_ view: View, in scene: MatchingTestScene) throws
        -> (transition: SharedElementTransition, flight: SharedElementFlight, rest: Bitmap) {
        var options = SharedElementOptions()
        options.concentricCorners = true
        options.duration = .fixed(1)
        options.timing = .linear
        view.sharedElementOptions = options
        let (transition, rest) = try scene.presentLinearly(duration: 1)
        return (transition, try #require(transition.activeFlights.first), rest)
    }

    @Test func theRadiusIsTheWindowsLessTheDistanceToTheNearestCorner() {
        let window = CGRect(x: 0, y: 0, width: 200, height: 400)
        func geometry(_ frame: CGRect, radius: CGFloat = 0) -> SharedElementGeometry {
            SharedElementGeometry(size: frame.size, transform: Transform3D(translationX: frame.midX, y: frame.midY), cornerRadius: radius)
        }
        // Filling the window: the window's radius.
        #expect(SharedElementFlight.concentricRadius(geometry(window), window: window, radius: 40) == 40)
        // 10 points in from the left and 6 from the top: 40 - max(10, 6).
        #expect(SharedElementFlight.concentricRadius(geometry(CGRect(x: 10, y: 6, width: 100, height: 100)), window: window, radius: 40) == 30)
        // Far from every corner: the flight's own radius.
        #expect(SharedElementFlight.concentricRadius(geometry(CGRect(x: 50, y: 150, width: 100, height: 100), radius: 12), window: window, radius: 40) == 12)
        // Never more than half the shorter side.
        #expect(SharedElementFlight.concentricRadius(geometry(CGRect(x: 0, y: 0, width: 30, height: 30)), window: window, radius: 40) == 15)
    }

    @Test func aCardOpeningToFullScreenEndsWithTheWindowsCorners() throws {
        let scene = roundedScene(CGSize(width: 100, height: 200), radius: 24)
        let card = scene.tagged("card", CGRect(x: 20, y: 60, width: 60, height: 60), in: scene.back.view, color: .blue)
        card.layer.cornerRadius = 8
        let full = scene.tagged("card", CGRect(x: 0, y: 0, width: 100, height: 200), in: scene.fore.view, color: .blue)
        let (transition, flight, rest) = try presentConcentric(full, in: scene)
        #expect(flight.flyer.layer.cornerRadius == 8, "far from the corners: the card's own")
        #expect(matchingTestDifferingPixels(try scene.window.render(), rest) == 0)
        var radii: [CGFloat] = []
        for _ in 0..<9 {
            scene.window.clock.advance(by: 0.1)
            radii.append(flight.flyer.layer.cornerRadius)
        }
        #expect(radii.last! > 21 && radii.last! < 24, "near the end: close to the window's 24, \(radii)")
        #expect(radii.allSatisfy { $0 >= 8 }, "never sharper than the card's own corners: \(radii)")
        #expect(zip(radii, radii.dropFirst()).allSatisfy { $0 <= $1 + 1e-9 }, "grows steadily: \(radii)")
        scene.window.clock.advance(by: 0.1 - 1e-6)
        let last = try scene.window.render()
        scene.window.clock.advance(by: 0.1)
        // The last frame is the screen at rest except in the anti-aliased rim of the window's
        // rounded corners, where the flyer's own curve (the window's, concentric) meets the
        // window's clip: the compositor clips each layer at the rim's coverage, so the flyer's
        // edge and the screen under it blend there (at most about 2 pixels per point of radius).
        let end = try scene.window.render()
        var rim = 0, elsewhere = 0
        for y in 0..<end.height {
            for x in 0..<end.width {
                let a = last[x, y], b = end[x, y]
                guard max(abs(Int(a.r) - Int(b.r)), abs(Int(a.g) - Int(b.g)), abs(Int(a.b) - Int(b.b))) > 8 else { continue }
                let inCorner = (x < 24 || x >= end.width - 24) && (y < 24 || y >= end.height - 24)
                if inCorner { rim += 1 } else { elsewhere += 1 }
            }
        }
        #expect(elsewhere == 0 && rim <= 4 * 48, "\(rim) rim pixels and \(elsewhere) elsewhere differ from the screen at rest")
        #expect(transition.lastRestoration?.isClean == true)
    }

    @Test func aCardNearTheWindowsCornerStartsAsItIsAtRest() throws {
        // 4 points from the top left corner with its own 16 point corners: concentric with the
        // window's 40 it would be 36 from the first frame on, a pop; it eases there instead.
        let scene = roundedScene(CGSize(width: 200, height: 300), radius: 40)
        let card = scene.tagged("card", CGRect(x: 4, y: 4, width: 120, height: 80), in: scene.back.view, color: .blue)
        card.layer.cornerRadius = 16
        let big = scene.tagged("card", CGRect(x: 4, y: 100, width: 192, height: 150), in: scene.fore.view, color: .blue)
        big.layer.cornerRadius = 16
        let (_, flight, rest) = try presentConcentric(big, in: scene)
        #expect(flight.flyer.layer.cornerRadius == 16)
        #expect(matchingTestDifferingPixels(try scene.window.render(), rest) == 0, "the first frame is the screen at rest")
        var radii: [CGFloat] = []
        for _ in 0..<5 {
            scene.window.clock.advance(by: 0.02)
            radii.append(flight.flyer.layer.cornerRadius)
        }
        #expect(radii[0] - 16 < 4, "no jump on the first frame: \(radii)")
        #expect((radii.max() ?? 0) > 24, "concentric once under way: \(radii)")
    }

    /// A header across the top of the window has the window's rounded corners at the top (its
    /// clip) and square ones at the bottom: its flyer starts with its own square corners, which
    /// the window's clip rounds at the top, instead of the window's radius on all four (the
    /// bottom corners rounded off on the first frame).
    @Test func aHeaderAcrossTheTopStartsWithItsSquareBottomCorners() throws {
        let scene = roundedScene(CGSize(width: 120, height: 240), radius: 30)
        scene.tagged("header", CGRect(x: 0, y: 0, width: 120, height: 90), in: scene.back.view, color: .blue)
        let card = scene.tagged("header", CGRect(x: 20, y: 120, width: 80, height: 60), in: scene.fore.view, color: .blue)
        card.layer.cornerRadius = 12
        let (transition, flight, rest) = try presentConcentric(card, in: scene)
        #expect(flight.flyer.layer.cornerRadii == CornerRadii(all: 0), "its own square corners, which the window's clip rounds")
        #expect(matchingTestDifferingPixels(try scene.window.render(), rest, tolerance: 0) == 0)
        scene.window.clock.advance(by: 0.5)
        let middle = try #require(flight.flyer.layer.cornerRadii)
        #expect(middle.bottomLeft > 0 && middle.bottomLeft < 12, "rounding under way")
        scene.window.clock.advance(by: 0.6)
        #expect(transition.lastRestoration?.isClean == true)
    }

    /// A card flying to a header across the top of the window: its top corners grow steadily
    /// into the window's while its bottom corners go square, each corner changing by a small
    /// step every frame (one radius for all four would round the bottom corners like the top
    /// ones and snap them square on the last frames).
    @Test func aCardFlyingToAHeaderRoundsOnlyTheCornersThatReachTheWindows() throws {
        let scene = roundedScene(CGSize(width: 200, height: 400), radius: 40)
        let card = scene.tagged("card", CGRect(x: 20, y: 150, width: 160, height: 100), in: scene.back.view, color: .blue)
        card.layer.cornerRadius = 12
        let header = scene.tagged("card", CGRect(x: 0, y: 0, width: 200, height: 260), in: scene.fore.view, color: .blue)
        let (transition, flight, _) = try presentConcentric(header, in: scene)
        var last = try #require(flight.flyer.layer.cornerRadii)
        #expect(last == CornerRadii(all: 12))
        var shown = flight.shownCornerRadius, largestStep: CGFloat = 0, roundest: CGFloat = 0
        for _ in 1...30 {
            scene.window.clock.advance(by: 1.0 / 30)
            guard transition.activeFlights.contains(where: { $0 === flight }) else { break }
            let now = try #require(flight.flyer.layer.cornerRadii)
            for (a, b) in [(last.bottomLeft, now.bottomLeft), (last.bottomRight, now.bottomRight), (shown, flight.shownCornerRadius)] {
                largestStep = max(largestStep, abs(b - a))
            }
            #expect(now.bottomLeft <= 12.001 && now.bottomRight <= 12.001, "the bottom corners never round past the card's")
            roundest = max(roundest, now.topLeft)
            last = now
            shown = flight.shownCornerRadius
        }
        #expect(largestStep < 6, "a corner's radius steps by \(largestStep) points in one frame")
        #expect(roundest > 20, "\(roundest)")
        #expect(shown > 30, "\(shown)")
        #expect(last.bottomLeft < 1, "\(last)")
        scene.window.clock.advance(by: 0.2)
        #expect(transition.lastRestoration?.isClean == true)
    }
}
