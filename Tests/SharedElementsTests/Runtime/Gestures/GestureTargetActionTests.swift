import Foundation
import Testing
import SharedElements
import SharedElementsTestSupport

/// UIKit's target–action idiom with a method reference in place of the selector: the target is
/// held weakly, a target gone before its gesture fires is a no-op, and removing a target stops
/// its actions while closure actions stay.
@MainActor
@Suite struct GestureTargetActionTests {
    /// A target in the shape of the tutorial's swipe controller.
    @MainActor final class Handler {
        var states: [GestureRecognizer.State] = []
        var lastTranslation = CGPoint.zero
        var taps = 0
        var bareCalls = 0

        func handleGesture(_ gestureRecognizer: PanGestureRecognizer) {
            states.append(gestureRecognizer.state)
            lastTranslation = gestureRecognizer.translation(in: nil)
        }

        func tapped(_ gestureRecognizer: TapGestureRecognizer) { taps += 1 }

        func poked() { bareCalls += 1 }
    }

    let window = Window(size: CGSize(width: 200, height: 400), scale: 1)
    let panel = View(frame: CGRect(x: 0, y: 0, width: 200, height: 400))

    init() { window.addSubview(panel) }

    func swipe() {
        window.play(.swipe(from: CGPoint(x: 100, y: 100), to: CGPoint(x: 100, y: 300), duration: 0.2))
    }

    @Test func theMethodOfTheTargetSeesEveryStateWithTheRecognizerItsParameterNames() {
        let handler = Handler()
        let pan = PanGestureRecognizer(target: handler, action: Handler.handleGesture)
        panel.addGestureRecognizer(pan)
        swipe()
        #expect(handler.states.first == .began && handler.states.last == .ended)
        #expect(handler.states.dropFirst().dropLast().allSatisfy { $0 == .changed })
        #expect(handler.lastTranslation.y > 180 && handler.lastTranslation.y <= 190)
    }

    @Test func theTargetIsHeldWeakly() {
        var handler: Handler? = Handler()
        weak let watched = handler
        let pan = PanGestureRecognizer(target: handler!, action: Handler.handleGesture)
        panel.addGestureRecognizer(pan)
        handler = nil
        #expect(watched == nil, "the recognizer must not keep its target alive")
    }

    @Test func aTargetGoneBeforeItsGestureFiresIsANoOp() {
        var handler: Handler? = Handler()
        let pan = PanGestureRecognizer(target: handler!, action: Handler.handleGesture)
        var closureStates: [GestureRecognizer.State] = []
        pan.addTarget { closureStates.append($0.state) }
        panel.addGestureRecognizer(pan)
        handler = nil
        swipe()
        // The closure action still runs; the gone target's action is skipped.
        #expect(closureStates.first == .began && closureStates.last == .ended)
        #expect(pan.state == .possible)
    }

    @Test func addTargetAndRemoveTargetMirrorUIKit() {
        let first = Handler(), second = Handler()
        let pan = PanGestureRecognizer()
        pan.addTarget(first, action: Handler.handleGesture)
        pan.addTarget(second, action: Handler.handleGesture)
        pan.addTarget(second, action: Handler.poked)
        panel.addGestureRecognizer(pan)
        pan.removeTarget(first, action: Handler.handleGesture)
        swipe()
        #expect(first.states.isEmpty)
        #expect(second.states.first == .began && second.bareCalls == second.states.count)
        let before = second.states.count
        pan.removeTarget(second, action: nil)
        swipe()
        #expect(second.states.count == before && second.bareCalls == before,
                "removeTarget(_:action: nil) removes every action of the target")
        pan.addTarget(first, action: Handler.handleGesture)
        pan.removeTarget(nil, action: nil)
        swipe()
        #expect(first.states.isEmpty, "removeTarget(nil, action: nil) removes every target")
    }

    @Test func anActionForAnotherRecognizerClassIsNotCalled() {
        let handler = Handler()
        let pan = PanGestureRecognizer(target: handler, action: Handler.tapped)
        panel.addGestureRecognizer(pan)
        swipe()
        #expect(handler.taps == 0)
        let tap = TapGestureRecognizer(target: handler, action: Handler.tapped)
        panel.addGestureRecognizer(tap)
        window.play(.swipe(from: CGPoint(x: 50, y: 50), to: CGPoint(x: 50, y: 50), duration: 0.05))
        #expect(handler.taps == 1)
    }
}
