import Foundation
import Testing
import SharedElements
import SharedElementsTestSupport

/// The compositor draws presentation values: animations show up in pixels at the clock's time.
@Suite struct AnimatedRenderingTests {
    @Test func compositorDrawsTheAnimatedPosition() throws {
        let clock = AnimationClock()
        let root = Layer()
        root.animationClock = clock
        root.bounds = CGRect(x: 0, y: 0, width: 100, height: 20)
        root.position = CGPoint(x: 50, y: 10)
        let box = Layer()
        box.bounds = CGRect(x: 0, y: 0, width: 10, height: 10)
        box.position = CGPoint(x: 5, y: 10)
        box.backgroundColor = .red
        root.addSublayer(box)
        Transaction.animate(duration: 1, timing: .linear) { box.position = CGPoint(x: 95, y: 10) }

        clock.advance(by: 0.5)
        let frame = try Compositor().render(root, size: CGSize(width: 100, height: 20), time: clock.now)
        // Halfway: the box spans x 45...55.
        #expect(frame[50, 10] == Color.red.premultiplied)
        #expect(frame[5, 10] == PremultipliedColor.transparent)
        #expect(frame[95, 10] == PremultipliedColor.transparent)

        clock.advance(by: 0.5)
        let last = try Compositor().render(root, size: CGSize(width: 100, height: 20), time: clock.now)
        #expect(last[95, 10] == Color.red.premultiplied)
        #expect(last[50, 10] == PremultipliedColor.transparent)
    }
}
