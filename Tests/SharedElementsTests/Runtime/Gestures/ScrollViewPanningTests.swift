import Foundation
import Testing
import SharedElements
import SharedElementsTestSupport

@MainActor
@Suite struct ScrollViewPanningTests {
    func makeScroll() -> (Window, ScrollView) {
        let window = Window(size: CGSize(width: 390, height: 844), scale: 1)
        let scroll = ScrollView(frame: window.bounds)
        scroll.contentSize = CGSize(width: 390, height: 10_000)
        window.addSubview(scroll)
        return (window, scroll)
    }

    @Test func draggingMovesTheContentWithTheFinger() {
        let (window, scroll) = makeScroll()
        scroll.setContentOffset(CGPoint(x: 0, y: 1000), animated: false)
        // A slow drag up by 200 points (lifting with no speed left: the last samples stand still).
        let drag = TouchScript.drag(through: [CGPoint(x: 200, y: 600), CGPoint(x: 200, y: 400)], duration: 0.5, lift: false)
        window.play(drag)
        let moved = scroll.contentOffset.y - 1000
        #expect(moved > 170 && moved <= 200)  // less the slop of the first frame
        window.clock.advance(by: 0.2)
        window.sendTouch(.ended, at: CGPoint(x: 200, y: 400))
        #expect(!scroll.isDecelerating)
    }

    @Test func aFlingGlidesAndSlowsToAStop() throws {
        let (window, scroll) = makeScroll()
        scroll.setContentOffset(CGPoint(x: 0, y: 2000), animated: false)
        window.play(.swipe(from: CGPoint(x: 200, y: 700), to: CGPoint(x: 200, y: 400), duration: 0.15))
        let released = scroll.layer.presentation()!.bounds.origin.y
        #expect(scroll.isDecelerating)
        // Velocity 2000 pt/s at rate 0.998 glides about 2000 * 0.4995 = 999 points further.
        let glide = scroll.contentOffset.y - released
        #expect(abs(glide - 999) < 60)
        window.clock.advance(by: 0.2)
        let mid = scroll.layer.presentation()!.bounds.origin.y
        #expect(mid > released && mid < scroll.contentOffset.y)
        window.clock.advance(by: 5)
        #expect(!scroll.isDecelerating)
        #expect(scroll.layer.presentation()!.bounds.origin.y == scroll.contentOffset.y)
    }

    @Test func aTouchCatchesAGlidingScrollWhereItIs() {
        let (window, scroll) = makeScroll()
        window.play(.swipe(from: CGPoint(x: 200, y: 700), to: CGPoint(x: 200, y: 400), duration: 0.15))
        window.clock.advance(by: 0.1)
        let onScreen = scroll.layer.presentation()!.bounds.origin.y
        scroll.stopDeceleration()
        #expect(!scroll.isDecelerating)
        #expect(abs(scroll.contentOffset.y - onScreen) < 1e-6)
    }

    @Test func flingsStopAtTheContentEdge() {
        let (window, scroll) = makeScroll()
        scroll.contentSize = CGSize(width: 390, height: 1200)
        window.play(.swipe(from: CGPoint(x: 200, y: 800), to: CGPoint(x: 200, y: 300), duration: 0.1))
        #expect(scroll.contentOffset.y == scroll.maximumContentOffset.y)
        window.clock.advance(by: 5)
        #expect(scroll.layer.presentation()!.bounds.origin.y == 356)
        scroll.decelerate(withVelocity: CGPoint(x: CGFloat.nan, y: 1))
        #expect(!scroll.isDecelerating)
    }
}
