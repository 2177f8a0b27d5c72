import Foundation
import Testing
import SharedElements
import SharedElementsTestSupport

/// `View.AnimationOptions`' `.repeat` and `.autoreverse` map to the repeat count and
/// autoreverse of the layer animations the block makes.
@MainActor
@Suite struct ViewAnimationOptionsTests {
    let window = Window(size: CGSize(width: 100, height: 100), scale: 1)
    let view = View(frame: CGRect(x: 0, y: 0, width: 10, height: 10))

    init() { window.addSubview(view) }

    func opacity() -> Double { Double(view.layer.presentation()!.opacity) }

    @Test func optionsKeepUIKitsRawValues() {
        #expect(View.AnimationOptions.repeat.rawValue == 1 << 3)
        #expect(View.AnimationOptions.autoreverse.rawValue == 1 << 4)
        #expect(View.AnimationOptions.curveLinear.rawValue == 3 << 16)
        #expect(View.KeyframeAnimationOptions.calculationModeCubicPaced.rawValue == 4 << 10)
    }

    @Test func repeatPlaysForEverAndCompletesUnfinishedWhenRemoved() {
        var finished: [Bool] = []
        View.animate(withDuration: 1, delay: 0, options: [.repeat, .curveLinear], animations: { view.alpha = 0 },
                     completion: { finished.append($0) })
        window.clock.advance(by: 10.25)
        #expect(isClose(opacity(), 0.75, abs: 1e-6), "the eleventh pass, a quarter in")
        #expect(finished.isEmpty)
        view.layer.removeAllAnimations()
        window.clock.advance(by: 0.01)
        #expect(finished == [false])
        #expect(opacity() == 0)
    }

    @Test func autoreverseAloneGoesThereAndBackOnceThenShowsTheModel() {
        var finished: [Bool] = []
        View.animate(withDuration: 1, delay: 0, options: [.autoreverse, .curveLinear], animations: {
            view.center = CGPoint(x: 105, y: 5)
        }, completion: { finished.append($0) })
        window.clock.advance(by: 0.5)
        #expect(isClose(view.layer.presentation()!.position, CGPoint(x: 55, y: 5), abs: 1e-6))
        window.clock.advance(by: 1)
        #expect(isClose(view.layer.presentation()!.position, CGPoint(x: 55, y: 5), abs: 1e-6), "on the way back")
        window.clock.advance(by: 0.6)
        #expect(finished == [true])
        #expect(view.layer.presentation()!.position == CGPoint(x: 105, y: 5), "then the model value, as in UIKit")
    }

    @Test func repeatAndAutoreversePulse() {
        View.animate(withDuration: 0.5, delay: 0, usingSpringWithDamping: 1, initialSpringVelocity: 0,
                     options: [.repeat, .autoreverse], animations: { view.alpha = 0 })
        let animation = view.layer.animation(forKey: "opacity")
        #expect(animation?.repeatCount == .infinity)
        #expect(animation?.autoreverses == true)
    }

    @Test func modifyAnimationsRepeatsAFiniteNumberOfTimes() {
        var finished: [Bool] = []
        View.animate(withDuration: 1, delay: 0, options: .curveLinear, animations: {
            View.modifyAnimations(withRepeatCount: 2, autoreverses: true) { view.alpha = 0 }
            view.center = CGPoint(x: 50, y: 5)
        }, completion: { finished.append($0) })
        window.clock.advance(by: 2.5)
        #expect(isClose(opacity(), 0.5, abs: 1e-6), "half way into the second pass")
        #expect(view.layer.presentation()!.position == CGPoint(x: 50, y: 5), "the change outside plays once")
        window.clock.advance(by: 1.6)
        #expect(finished == [true], "after two passes there and back")
        #expect(opacity() == 0)
    }

    @Test func modifyAnimationsOutsideABlockAppliesAtOnce() {
        View.modifyAnimations(withRepeatCount: 2, autoreverses: false) { view.alpha = 0.5 }
        #expect(view.layer.animationKeys().isEmpty)
        #expect(opacity() == 0.5)
    }
}
