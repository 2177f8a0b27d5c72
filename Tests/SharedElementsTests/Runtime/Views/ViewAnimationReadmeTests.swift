import Foundation
import Testing
import SharedElements
import SharedElementsTestSupport

/// The README's `View` wrapper example (section "Animation"), kept compiling and checked.
@MainActor
@Suite struct ViewAnimationReadmeTests {
    @Test func theFlipAndThePulseRunAsTheReadmeSays() {
        let window = Window(size: CGSize(width: 200, height: 200), scale: 1)
        let front = View(frame: CGRect(x: 20, y: 20, width: 100, height: 100))
        let back = View(frame: front.frame)
        let dot = View(frame: CGRect(x: 0, y: 0, width: 8, height: 8))
        for v in [back, front, dot] { window.addSubview(v) }
        back.layer.transform = Transform3D(rotationAngle: .pi / 2, x: 0, y: 1, z: 0)

        // The tutorial's flip: cubic keyframes, eased as a whole (no curve given), done after 1.5 s.
        View.animateKeyframes(withDuration: 1.5, delay: 0, options: .calculationModeCubic, animations: {
            View.addKeyframe(withRelativeStartTime: 0, relativeDuration: 1 / 3) {
                front.layer.transform = Transform3D(rotationAngle: -.pi / 2, x: 0, y: 1, z: 0)
            }
            View.addKeyframe(withRelativeStartTime: 1 / 3, relativeDuration: 1 / 3) {
                back.layer.transform = .identity
            }
        }, completion: { _ in front.isHidden = true })

        // A pulse until the animation is removed.
        View.animate(withDuration: 0.8, delay: 0, options: [.repeat, .autoreverse], animations: { dot.alpha = 0.3 })

        window.clock.advance(by: 1.49)
        #expect(!front.isHidden)
        window.clock.advance(by: 0.02)
        #expect(front.isHidden, "done after 1.5 s")
        #expect(isClose(back.layer.presentation()!.transform, .identity, abs: 1e-9))
        #expect(dot.layer.animationKeys() == ["opacity"], "still pulsing")
    }
}
