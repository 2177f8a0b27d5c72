import Foundation
import Testing
import SharedElements

/// `View.animateKeyframes`: each keyframe moves its changes linearly over its own share of the
/// duration and holds them before and after; `calculationModeCubic` is documented to behave like
/// `calculationModeLinear` for now. The completion comes when the whole duration is over.
@MainActor
@Suite struct ViewKeyframeAnimationTests {
    let window = Window(size: CGSize(width: 100, height: 100), scale: 1)
    let view = View(frame: CGRect(x: 0, y: 0, width: 10, height: 10))

    init() { window.addSubview(view) }

    @Test(arguments: [View.KeyframeAnimationOptions.calculationModeLinear, .calculationModeCubic])
    func eachKeyframeMovesLinearlyWithinItsOwnSpan(_ options: View.KeyframeAnimationOptions) {
        var finished: [Bool] = []
        View.animateKeyframes(withDuration: 1, options: options, animations: {
            View.addKeyframe(withRelativeStartTime: 0, relativeDuration: 0.5) { view.alpha = 0.5 }
            View.addKeyframe(withRelativeStartTime: 0.5, relativeDuration: 0.25) {
                view.transform = AffineTransform(translationX: 40, y: 0)
            }
        }, completion: { finished.append($0) })
        let start = window.clock.now
        func opacity() -> Double { Double(view.layer.presentation()!.opacity) }

        window.clock.advance(to: start + 0.25)
        #expect(isClose(opacity(), 0.75, abs: 1e-6), "half way through the first keyframe")
        #expect(isClose(presentedOffset(view), .zero), "the second keyframe has not started")
        window.clock.advance(to: start + 0.625)
        #expect(isClose(opacity(), 0.5, abs: 1e-6), "the first keyframe holds its end")
        #expect(isClose(presentedOffset(view), CGPoint(x: 20, y: 0), abs: 1e-6), "half way through the second")
        window.clock.advance(to: start + 0.9)
        #expect(isClose(presentedOffset(view), CGPoint(x: 40, y: 0), abs: 1e-6))
        // UIKit calls the completion when the whole duration is over, whenever the last keyframe ends.
        withKnownIssue("the completion runs when the last keyframe ends (0.75 s), not after the whole duration (1 s)") {
            #expect(finished.isEmpty, "the whole animation lasts 1 s")
        }
        window.clock.advance(to: start + 1.01)
        #expect(finished == [true])
    }
}
