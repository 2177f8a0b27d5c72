import Foundation
import Testing
import SharedElements
import SharedElementsTestSupport

@MainActor
@Suite struct TapGestureRecognizerTests {
    let window = Window(size: CGSize(width: 200, height: 300), scale: 1)
    let panel = View(frame: CGRect(x: 0, y: 0, width: 200, height: 300))

    init() {
        window.addSubview(panel)
    }

    /// A recognizer on the panel that records each report.
    func recognizer(taps: Int = 1, touches: Int = 1, log: @escaping (GestureRecognizer.State, CGPoint) -> Void) -> TapGestureRecognizer {
        let tap = TapGestureRecognizer { g in log(g.state, g.location(in: nil)) }
        tap.numberOfTapsRequired = taps
        tap.numberOfTouchesRequired = touches
        panel.addGestureRecognizer(tap)
        return tap
    }

    func tapOnce(at p: CGPoint, finger: Int = 0, hold: TimeInterval = 0.05, moveTo q: CGPoint? = nil) {
        window.sendTouch(.began, at: p, finger: finger)
        window.clock.advance(by: hold)
        if let q { window.sendTouch(.moved, at: q, finger: finger) }
        window.sendTouch(.ended, at: q ?? p, finger: finger)
    }

    @Test func aTapIsRecognizedOnceOnLiftWhereTheFingerWas() {
        var reports: [(GestureRecognizer.State, CGPoint)] = []
        let tap = recognizer { reports.append(($0, $1)) }
        tapOnce(at: CGPoint(x: 50, y: 60), moveTo: CGPoint(x: 56, y: 62))
        #expect(reports.count == 1)
        #expect(reports.first?.0 == .ended)
        #expect(reports.first.map { isClose($0.1, CGPoint(x: 56, y: 62)) } == true)
        #expect(tap.state == .possible)
        tapOnce(at: CGPoint(x: 10, y: 10))
        #expect(reports.count == 2)
    }

    @Test func movingBeyondTheAllowanceFailsTheTap() {
        var reports = 0
        let tap = recognizer { _, _ in reports += 1 }
        tapOnce(at: CGPoint(x: 50, y: 60), moveTo: CGPoint(x: 50, y: 75))
        #expect(reports == 0)
        tap.allowableMovement = 20
        tapOnce(at: CGPoint(x: 50, y: 60), moveTo: CGPoint(x: 50, y: 75))
        #expect(reports == 1)
    }

    @Test func aDoubleTapNeedsTwoQuickTapsCloseTogether() {
        var reports = 0
        _ = recognizer(taps: 2) { _, _ in reports += 1 }
        tapOnce(at: CGPoint(x: 50, y: 60))
        #expect(reports == 0)
        window.clock.advance(by: 0.1)
        tapOnce(at: CGPoint(x: 54, y: 63))
        #expect(reports == 1)
        // Too slow: the second tap starts a new sequence, and a third completes it.
        tapOnce(at: CGPoint(x: 50, y: 60))
        window.clock.advance(by: 0.5)
        tapOnce(at: CGPoint(x: 50, y: 60))
        #expect(reports == 1)
        window.clock.advance(by: 0.1)
        tapOnce(at: CGPoint(x: 50, y: 60))
        #expect(reports == 2)
        // Too far apart.
        window.clock.advance(by: 1)
        tapOnce(at: CGPoint(x: 20, y: 20))
        window.clock.advance(by: 0.1)
        tapOnce(at: CGPoint(x: 150, y: 200))
        #expect(reports == 2)
    }

    @Test func fingerCountMustMatch() {
        var one = 0, two = 0
        _ = recognizer { _, _ in one += 1 }
        _ = recognizer(touches: 2) { _, _ in two += 1 }
        // Two fingers together: the two-finger tap, not the one-finger tap.
        window.sendTouch(.began, at: CGPoint(x: 50, y: 60), finger: 0)
        window.sendTouch(.began, at: CGPoint(x: 90, y: 60), finger: 1)
        window.sendTouch(.ended, at: CGPoint(x: 50, y: 60), finger: 0)
        window.sendTouch(.ended, at: CGPoint(x: 90, y: 60), finger: 1)
        #expect(one == 0)
        #expect(two == 1)
        tapOnce(at: CGPoint(x: 50, y: 60))
        #expect(one == 1)
        #expect(two == 1)
    }

    @Test func cancelledTouchesAndBadInputRecognizeNothing() {
        var reports = 0
        let tap = recognizer { _, _ in reports += 1 }
        window.sendTouch(.began, at: CGPoint(x: 50, y: 60))
        window.sendTouch(.cancelled, at: CGPoint(x: 50, y: 60))
        window.sendTouch(.began, at: CGPoint(x: 50, y: 60))
        window.sendTouch(.moved, at: CGPoint(x: CGFloat.nan, y: 60))
        window.sendTouch(.ended, at: CGPoint(x: 50, y: CGFloat.infinity))
        #expect(reports == 0)
        tap.isEnabled = false
        tapOnce(at: CGPoint(x: 50, y: 60))
        #expect(reports == 0)
        tap.isEnabled = true
        window.sendTouch(.cancelled, at: CGPoint(x: 50, y: 60))
        tapOnce(at: CGPoint(x: 50, y: 60))
        #expect(reports == 1)
    }
}
