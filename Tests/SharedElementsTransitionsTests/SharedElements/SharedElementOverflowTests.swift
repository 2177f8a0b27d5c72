import Foundation
import Testing
import SharedElements
import SharedElementsTestSupport

/// A view that does not clip shows what its subviews draw past its bounds (a badge across a bag
/// icon's corner): its flyer shows that too, from the first frame, instead of cutting it off.
@MainActor
@Suite struct SharedElementOverflowTests {
    let scene = MatchingTestScene(size: CGSize(width: 200, height: 300))
    static let red = Color(red: 1, green: 0.23, blue: 0.19)

    /// A grey bag icon with a red badge hanging 6 points past its top right corner, on the back
    /// screen; a larger bag with the badge inside on the fore one.
    @discardableResult
    func build() -> View {
        let bag = scene.tagged("bag", CGRect(x: 140, y: 40, width: 40, height: 40), in: scene.back.view, color: .lightGray)
        let badge = View(frame: CGRect(x: 26, y: -6, width: 20, height: 20))
        badge.backgroundColor = Self.red
        bag.addSubview(badge)
        let big = scene.tagged("bag", CGRect(x: 20, y: 120, width: 160, height: 160), in: scene.fore.view, color: .lightGray)
        let inside = View(frame: CGRect(x: 20, y: 20, width: 40, height: 40))
        inside.backgroundColor = Self.red
        big.addSubview(inside)
        return bag
    }

    static func redPixels(_ frame: Bitmap, in rect: CGRect? = nil) -> Int {
        var count = 0
        for y in 0..<frame.height {
            for x in 0..<frame.width {
                if let rect, !rect.contains(CGPoint(x: CGFloat(x) + 0.5, y: CGFloat(y) + 0.5)) { continue }
                let c = frame[x, y]
                if c.r > 200, c.g < 120, c.b < 120 { count += 1 }
            }
        }
        return count
    }

    @Test func theSnapshotTakesWhatReachesPastTheBounds() throws {
        let bag = build()
        let plain = try #require(bag.snapshotView(afterScreenUpdates: false))
        #expect(plain.frame == CGRect(x: 0, y: 0, width: 40, height: 40), "UIKit's snapshot: the bounds")
        let whole = try #require(bag.snapshotView(afterScreenUpdates: false, overflowing: true))
        #expect(whole.frame == CGRect(x: 0, y: -6, width: 46, height: 46))
        bag.clipsToBounds = true
        let clipped = try #require(bag.snapshotView(afterScreenUpdates: false, overflowing: true))
        #expect(clipped.frame == plain.frame, "a view that clips shows nothing past its bounds")
    }

    @Test func theFirstFrameShowsTheWholeBadgeAndTheFlightKeepsIt() throws {
        build()
        let (transition, rest) = try scene.presentLinearly(duration: 1)
        #expect(Self.redPixels(rest) == 400)
        let first = try scene.window.render()
        #expect(matchingTestDifferingPixels(first, rest) == 0, "the first frame is the screen at rest")
        let flight = try #require(transition.activeFlights.first)
        #expect(flight.overflows)
        // Past the flyer's right edge, the badge's overhang keeps showing as the bag grows.
        scene.window.clock.advance(by: 0.2)
        let frame = try scene.window.render()
        let box = flight.flyer.convert(flight.flyer.bounds, to: nil)
        let outside = CGRect(x: box.maxX, y: box.minY - 20, width: 40, height: box.height + 20)
        #expect(Self.redPixels(frame, in: outside) > 20, "the overhang is drawn, not cut at the flyer's edge")
        scene.window.clock.advance(by: 1)
        #expect(transition.lastRestoration?.isClean == true)
    }
}
