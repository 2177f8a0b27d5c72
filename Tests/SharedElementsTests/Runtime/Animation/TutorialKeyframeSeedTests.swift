import Foundation
import Testing
import SharedElements
import SharedElementsTestSupport

// The custom-transitions tutorial's card flip (seed 002), ported with its UIKit calls in their
// order: snapshot the presented screen, turn the presenting screen edge-on over the first third,
// turn the snapshot face-on over the second, grow it to the final frame over the last, in one
// `animateKeyframes` in cubic mode. Names, sizes and the duration are this port's own.

/// The tutorial's perspective and rotation helper, under this port's own names.
@MainActor
private enum Flip {
    static func addDepth(to container: View) {
        var depth = Transform3D.identity
        depth.m34 = -0.002
        container.layer.sublayerTransform = depth
    }

    static func turned(_ angle: Double) -> Transform3D {
        Transform3D(rotationAngle: angle, x: 0, y: 1, z: 0)
    }
}

@MainActor
private final class RevealAnimator: ViewControllerAnimatedTransitioning {
    static let corner: CGFloat = 14
    private let tappedFrame: CGRect
    private(set) var steps: [String] = []
    private(set) var snapshot: View?

    init(tappedFrame: CGRect) { self.tappedFrame = tappedFrame }

    func transitionDuration(using transitionContext: ViewControllerContextTransitioning?) -> TimeInterval { 1.5 }

    func animateTransition(using transitionContext: ViewControllerContextTransitioning) {
        guard let fromVC = transitionContext.viewController(forKey: .from),
              let toVC = transitionContext.viewController(forKey: .to),
              let snapshot = toVC.view.snapshotView(afterScreenUpdates: true)
        else { return transitionContext.completeTransition(false) }
        self.snapshot = snapshot

        let containerView = transitionContext.containerView
        let finalFrame = transitionContext.finalFrame(for: toVC)

        snapshot.frame = tappedFrame
        snapshot.layer.cornerRadius = Self.corner
        snapshot.layer.masksToBounds = true

        containerView.addSubview(toVC.view)
        containerView.addSubview(snapshot)
        toVC.view.isHidden = true

        Flip.addDepth(to: containerView)
        snapshot.layer.transform = Flip.turned(.pi / 2)

        let duration = transitionDuration(using: transitionContext)

        View.animateKeyframes(
            withDuration: duration,
            delay: 0,
            options: .calculationModeCubic,
            animations: {
                View.addKeyframe(withRelativeStartTime: 0.0, relativeDuration: 1 / 3) {
                    fromVC.view.layer.transform = Flip.turned(-.pi / 2)
                }
                View.addKeyframe(withRelativeStartTime: 1 / 3, relativeDuration: 1 / 3) {
                    snapshot.layer.transform = Flip.turned(0.0)
                }
                View.addKeyframe(withRelativeStartTime: 2 / 3, relativeDuration: 1 / 3) {
                    snapshot.frame = finalFrame
                    snapshot.layer.cornerRadius = 0
                }
            },
            completion: { _ in
                toVC.view.isHidden = false
                self.steps.append("shown")
                snapshot.removeFromSuperview()
                self.steps.append("snapshot removed")
                fromVC.view.layer.transform = Transform3D.identity  // CATransform3DIdentity
                self.steps.append("restored")
                transitionContext.completeTransition(!transitionContext.transitionWasCancelled)
                self.steps.append("completed")
            })
    }
}

@MainActor
private final class RevealTransitioning: ViewControllerTransitioningDelegate {
    private let animator: RevealAnimator
    init(animator: RevealAnimator) { self.animator = animator }

    func animationController(forPresented presented: ViewController, presenting: ViewController,
                             source: ViewController) -> ViewControllerAnimatedTransitioning? { animator }
}

/// What iOS shows of that flip: each property runs on one cubic keyframe curve over the whole
/// duration, paced as a whole by ease in and out (no curve was given).
@MainActor
@Suite struct TutorialKeyframeSeedTests {
    let window = Window(size: CGSize(width: 320, height: 560), scale: 1)
    let cards = ViewController()
    let reveal = ViewController()
    let tapped = CGRect(x: 40, y: 120, width: 240, height: 300)
    private let animator: RevealAnimator
    private let transitioning: RevealTransitioning

    init() {
        window.rootViewController = cards
        cards.view.backgroundColor = .white
        reveal.view.backgroundColor = .systemOrange
        animator = RevealAnimator(tappedFrame: tapped)
        transitioning = RevealTransitioning(animator: animator)
        reveal.transitioningDelegate = transitioning
    }

    /// The value at keyframe time `f` of the Catmull-Rom curve (Kochanek–Bartels with tension,
    /// continuity and bias 0, tangents scaled to uneven key times) through `values` at `times`.
    static func spline(_ times: [Double], _ values: [Double], at f: Double) -> Double {
        var i = 0
        while i < times.count - 2, f >= times[i + 1] { i += 1 }
        func slope(_ k: Int) -> Double {
            let a = max(k - 1, 0), b = min(k + 1, times.count - 1)
            return (values[b] - values[a]) / (times[b] - times[a])
        }
        let h = times[i + 1] - times[i], u = (f - times[i]) / h
        let u2 = u * u, u3 = u2 * u
        return values[i] * (2 * u3 - 3 * u2 + 1) + slope(i) * h * (u3 - 2 * u2 + u)
            + values[i + 1] * (-2 * u3 + 3 * u2) + slope(i + 1) * h * (u3 - u2)
    }

    static func keyframeTime(_ t: Double, duration: Double) -> Double {
        TimingCurve.easeInEaseOut.value(at: t / duration)
    }

    @Test func theFlipFollowsOneEasedCubicCurvePerProperty() throws {
        cards.present(reveal, animated: true)
        let snapshot = try #require(animator.snapshot)
        let duration = 1.5
        for t in [0.25, 0.5, 0.75, 1.0, 1.25] {
            window.clock.advance(to: t)
            let f = Self.keyframeTime(t, duration: duration)
            // The presenting screen: identity, then edge-on from the end of the first third.
            let away = Self.spline([0, 1.0 / 3, 1], [0, -.pi / 2, -.pi / 2], at: f)
            #expect(isClose(cards.view.layer.presentation()!.transform, Flip.turned(away), abs: 1e-6), "at \(t) s")
            // The snapshot: edge-on until the second third, then face-on.
            let toward = Self.spline([0, 1.0 / 3, 2.0 / 3, 1], [.pi / 2, .pi / 2, 0, 0], at: f)
            #expect(isClose(snapshot.layer.presentation()!.transform, Flip.turned(toward), abs: 1e-6), "at \(t) s")
            // The snapshot grows over the last third: its width on the same kind of curve.
            let width = Self.spline([0, 2.0 / 3, 1], [240, 240, 320], at: f)
            #expect(isClose(Double(snapshot.layer.presentation()!.bounds.width), width, abs: 1e-6), "at \(t) s")
        }
    }

    @Test func atASixthOfTheDurationTheScreenHasTurnedLessThanALinearFlipWould() {
        cards.present(reveal, animated: true)
        window.clock.advance(to: 0.25)
        let t = cards.view.layer.presentation()!.transform
        let angle = atan2(Double(t.m13), Double(t.m11))
        // Eased, a sixth of the time is 5.6 % of the keyframes: far from the linear π/4.
        #expect(abs(angle) > 0.15 && abs(angle) < 0.4, "turned \(angle) rad")
    }

    @Test func theCompletionRunsAfterTheWholeFlipInTheTutorialsOrder() {
        var presented = false
        cards.present(reveal, animated: true) { presented = true }
        window.clock.advance(to: 1.49)
        #expect(animator.steps.isEmpty)
        #expect(reveal.view.isHidden, "the real screen stays hidden behind the snapshot")
        window.clock.advance(to: 1.51)
        #expect(animator.steps == ["shown", "snapshot removed", "restored", "completed"])
        #expect(presented)
        #expect(!reveal.view.isHidden)
        #expect(animator.snapshot?.superview == nil)
        #expect(cards.view.layer.transform == .identity)
        #expect(cards.presentedViewController === reveal)
        #expect(isClose(reveal.view.frame, window.bounds))
    }
}
