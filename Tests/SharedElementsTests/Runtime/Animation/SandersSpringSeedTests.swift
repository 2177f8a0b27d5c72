import Foundation
import Testing
import SharedElements
import SharedElementsTestSupport

// The prototyping post's transition manager (seed 004): one object is both the animator and the
// transitioning delegate, slides the screens with UIKit's spring block animation and, in its
// second form, turns them about the window's top-left corner. Ported to the current names of
// the same calls (the post predates Swift 3): `containerView` is a property,
// `view(forKey: .from)` replaces `viewForKey(UITransitionContextFromViewKey)`,
// `AffineTransform(translationX:y:)` / `(rotationAngle:)` replace the `CGAffineTransformMake…`
// functions, and `options: []` replaces `options: nil`. Names and values are this port's own.

@MainActor
private final class SwingManager: ViewControllerAnimatedTransitioning, ViewControllerTransitioningDelegate {
    enum Motion { case slide, swing }
    let motion: Motion
    private var presenting = true

    init(_ motion: Motion) { self.motion = motion }

    // MARK: ViewControllerAnimatedTransitioning

    func animateTransition(using transitionContext: ViewControllerContextTransitioning) {
        let container = transitionContext.containerView
        guard let fromView = transitionContext.view(forKey: .from), let toView = transitionContext.view(forKey: .to)
        else { return transitionContext.completeTransition(false) }

        let offScreenRight = AffineTransform(translationX: container.frame.width, y: 0)
        let offScreenLeft = AffineTransform(translationX: -container.frame.width, y: 0)
        let swingIn = AffineTransform(rotationAngle: -.pi / 2)
        let swingOut = AffineTransform(rotationAngle: .pi / 2)

        switch motion {
        case .slide:
            toView.transform = presenting ? offScreenRight : offScreenLeft
        case .swing:
            toView.transform = presenting ? swingIn : swingOut
            toView.layer.anchorPoint = CGPoint(x: 0, y: 0)
            fromView.layer.anchorPoint = CGPoint(x: 0, y: 0)
            toView.layer.position = CGPoint(x: 0, y: 0)
            fromView.layer.position = CGPoint(x: 0, y: 0)
        }

        container.addSubview(toView)
        container.addSubview(fromView)

        let duration = self.transitionDuration(using: transitionContext)

        View.animate(withDuration: duration, delay: 0.0, usingSpringWithDamping: 0.5, initialSpringVelocity: 0.8,
                     options: [], animations: {
            switch self.motion {
            case .slide: fromView.transform = self.presenting ? offScreenLeft : offScreenRight
            case .swing: fromView.transform = self.presenting ? swingOut : swingIn
            }
            toView.transform = AffineTransform.identity
        }, completion: { finished in
            transitionContext.completeTransition(true)
        })
    }

    func transitionDuration(using transitionContext: ViewControllerContextTransitioning?) -> TimeInterval { 0.6 }

    // MARK: ViewControllerTransitioningDelegate

    func animationController(forPresented presented: ViewController, presenting: ViewController,
                             source: ViewController) -> ViewControllerAnimatedTransitioning? {
        self.presenting = true
        return self
    }

    func animationController(forDismissed dismissed: ViewController) -> ViewControllerAnimatedTransitioning? {
        self.presenting = false
        return self
    }
}

/// What iOS shows: both screens move on UIKit's spring for a 0.6 s duration, damping ratio 0.5
/// and initial velocity 0.8, which overshoots the end once before settling.
@MainActor
@Suite struct SandersSpringSeedTests {
    let window = Window(size: CGSize(width: 300, height: 500), scale: 1)
    let first = ViewController()
    let second = ViewController()

    init() {
        window.rootViewController = first
        first.view.backgroundColor = .white
        second.view.backgroundColor = .systemBlue
    }

    /// UIKit's spring progress at `t` seconds.
    static func progress(_ t: Double) -> Double {
        AnimationTiming.springDampingRatio(0.5, initialVelocity: 0.8).progress(at: t / 0.6, duration: 0.6)
    }

    @Test func theScreensSlideOnABouncySpring() throws {
        let manager = SwingManager(.slide)
        second.transitioningDelegate = manager
        first.present(second, animated: true)
        var overshot = false
        for step in 1...11 {
            let t = Double(step) * 0.05
            window.clock.advance(to: t)
            let p = Self.progress(t)
            overshot = overshot || p > 1
            #expect(isClose(presentedOffset(second.view), CGPoint(x: 300 * (1 - p), y: 0), abs: 1e-6), "at \(t) s")
            #expect(isClose(presentedOffset(first.view), CGPoint(x: -300 * p, y: 0), abs: 1e-6), "at \(t) s")
        }
        #expect(overshot, "damping 0.5 overshoots")
        window.clock.advance(to: 0.65)
        #expect(first.presentedViewController === second)
        #expect(second.view.transform == .identity)
    }

    @Test func dismissingSlidesTheOtherWay() {
        let manager = SwingManager(.slide)
        second.transitioningDelegate = manager
        first.present(second, animated: false)
        second.dismiss(animated: true)
        window.clock.advance(by: 0.2)
        let p = Self.progress(0.2)
        #expect(isClose(presentedOffset(first.view), CGPoint(x: -300 * (1 - p), y: 0), abs: 1e-6))
        #expect(isClose(presentedOffset(second.view), CGPoint(x: 300 * p, y: 0), abs: 1e-6))
        window.clock.advance(by: 0.5)
        #expect(first.presentedViewController == nil)
    }

    @Test func theSwingTurnsBothScreensAboutTheTopLeftCorner() {
        let manager = SwingManager(.swing)
        second.transitioningDelegate = manager
        first.present(second, animated: true)
        #expect(second.view.layer.anchorPoint == .zero)
        for t in [0.1, 0.2, 0.3] {
            window.clock.advance(to: t)
            let p = Self.progress(t)
            #expect(isClose(presentedAngle(second.view), -.pi / 2 * (1 - p), abs: 1e-6), "at \(t) s")
            #expect(isClose(presentedAngle(first.view), .pi / 2 * p, abs: 1e-6), "at \(t) s")
            // The turn is about the top-left corner: that corner stays at the window's origin.
            let corner = second.view.layer.presentation()!.position
            #expect(isClose(corner, .zero, abs: 1e-9))
        }
        window.clock.advance(to: 0.65)
        #expect(first.presentedViewController === second)
    }
}
