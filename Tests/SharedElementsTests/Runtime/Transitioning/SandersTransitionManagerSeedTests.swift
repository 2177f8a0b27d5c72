import Foundation
import Testing
import SharedElements
import SharedElementsTestSupport

// The "Prototyping Animated Transitions" post's transition manager, ported to the current
// names of the same calls (the post predates Swift 3: `animateTransition(transitionContext:)`
// is `animateTransition(using:)`, `viewForKey(UITransitionContextFromViewKey)` is
// `view(forKey: .from)`, `CGAffineTransformMakeTranslation` is `AffineTransform(translationX:y:)`),
// UI/CG prefixes dropped, with this file's own names and values.

/// One object that is both the animator and the transitioning delegate.
final class ScreenTransitionManager: ViewControllerAnimatedTransitioning, ViewControllerTransitioningDelegate {
    enum Motion { case slide, rotate }

    var motion: Motion = .slide
    /// Whether the running transition presents (set by the delegate methods).
    private(set) var presenting = false
    private(set) var completions = 0

    // MARK: ViewControllerAnimatedTransitioning protocol methods

    func animateTransition(using transitionContext: ViewControllerContextTransitioning) {
        let container = transitionContext.containerView
        let fromView = transitionContext.view(forKey: .from)!
        let toView = transitionContext.view(forKey: .to)!

        let offScreenRight = AffineTransform(translationX: container.frame.width, y: 0)
        let offScreenLeft = AffineTransform(translationX: -container.frame.width, y: 0)
        let π: CGFloat = .pi
        let offScreenRotateIn = AffineTransform(rotationAngle: -π / 2)
        let offScreenRotateOut = AffineTransform(rotationAngle: π / 2)

        switch motion {
        case .slide:
            toView.transform = presenting ? offScreenRight : offScreenLeft
        case .rotate:
            toView.transform = presenting ? offScreenRotateIn : offScreenRotateOut
            toView.layer.anchorPoint = CGPoint(x: 0, y: 0)
            fromView.layer.anchorPoint = CGPoint(x: 0, y: 0)
            toView.layer.position = CGPoint(x: 0, y: 0)
            fromView.layer.position = CGPoint(x: 0, y: 0)
        }

        container.addSubview(toView)
        container.addSubview(fromView)

        let duration = self.transitionDuration(using: transitionContext)
        View.animate(withDuration: duration, delay: 0.0, usingSpringWithDamping: 0.6, initialSpringVelocity: 0.5,
                     options: [], animations: {
            switch self.motion {
            case .slide:
                fromView.transform = self.presenting ? offScreenLeft : offScreenRight
            case .rotate:
                fromView.transform = self.presenting ? offScreenRotateOut : offScreenRotateIn
            }
            toView.transform = .identity
        }, completion: { finished in
            self.completions += 1
            transitionContext.completeTransition(true)
        })
    }

    func transitionDuration(using transitionContext: ViewControllerContextTransitioning?) -> TimeInterval {
        return 0.6
    }

    // MARK: ViewControllerTransitioningDelegate protocol methods

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

/// Both screens of the post are this one class.
final class ShowHideViewController: ViewController {
    let transitionManager = ScreenTransitionManager()

    // Differs from the post: no storyboard, segue or prepare(for:sender:); the button's handler presents in code.
    func show(_ other: ShowHideViewController) {
        other.transitioningDelegate = self.transitionManager
        present(other, animated: true, completion: nil)
    }

    // Differs from the post: no unwind segue or @IBAction; the Hide button's handler dismisses in code.
    func hide() {
        dismiss(animated: true, completion: nil)
    }

    override var preferredStatusBarStyle: StatusBarStyle {
        return self.presentingViewController == nil ? .default : .lightContent
    }
}

@MainActor
@Suite struct SandersTransitionManagerSeedTests {
    let window = Window(size: CGSize(width: 200, height: 400), scale: 1)
    let first = ShowHideViewController()
    let second = ShowHideViewController()

    init() {
        first.view.backgroundColor = .white
        second.view.backgroundColor = .darkGray
        window.rootViewController = first
    }

    func spring(_ t: Double) throws -> Double {
        try ReferenceMotion.uikitSpring(duration: 0.6, dampingRatio: 0.6, initialVelocity: 0.5, at: t)
    }

    @Test func theNewScreenSlidesInFromTheRightAsTheOldOneIsPushedOffToTheLeft() throws {
        first.show(second)
        #expect(second.view.superview === first.view.superview, "both screens are in the container")
        window.clock.advance(by: 0.1)
        let p = try spring(0.1)
        #expect(isClose(presentedOffset(second.view).x, 200 * (1 - p), abs: 1e-4))
        #expect(isClose(presentedOffset(first.view).x, -200 * p, abs: 1e-4))
        window.clock.advance(by: 0.6)
        #expect(!window.isTransitioning && first.transitionManager.completions == 1 && first.presentedViewController === second)
        #expect(first.view.superview == nil && second.view.transform.isIdentity)
    }

    @Test func dismissingReversesTheSlide() throws {
        first.show(second)
        window.clock.advance(by: 1)
        second.hide()
        window.clock.advance(by: 0.15)
        let p = try spring(0.15)
        #expect(isClose(presentedOffset(first.view).x, -200 * (1 - p), abs: 1e-4), "the old screen comes back from the left")
        #expect(isClose(presentedOffset(second.view).x, 200 * p, abs: 1e-4), "the new one leaves to the right")
        window.clock.advance(by: 0.6)
        #expect(!window.isTransitioning && first.presentedViewController == nil)
        #expect(first.view.superview === window && first.view.frame == window.bounds && first.view.transform.isIdentity)
    }

    @Test func theRotationTurnsBothScreensAboutTheTopLeftCorner() throws {
        first.transitionManager.motion = .rotate
        first.show(second)
        window.clock.advance(by: 0.12)
        let p = try spring(0.12)
        #expect(isClose(presentedAngle(second.view), -.pi / 2 * (1 - p), abs: 1e-4))
        #expect(isClose(presentedAngle(first.view), .pi / 2 * p, abs: 1e-4))
        #expect(second.view.layer.presentation()!.position == .zero && first.view.layer.anchorPoint == .zero)
        // Where neither screen covers, the black behind the container shows (the post's note).
        let frame = try window.render()
        #expect(transitionTestPixel(frame, 190, 390, is: .black))
        window.clock.advance(by: 0.6)
        #expect(!window.isTransitioning)
        #expect(second.view.frame == window.bounds, "anchored at its corner, the screen still fills the window")
        second.hide()
        window.clock.advance(by: 0.12)
        #expect(isClose(presentedAngle(first.view), .pi / 2 * (1 - p), abs: 1e-4), "the old screen turns back in")
        window.clock.advance(by: 0.6)
        #expect(first.presentedViewController == nil && first.view.frame == window.bounds && first.view.superview === window)
    }

    @Test func theStatusBarTurnsLightOverThePresentedScreen() {
        window.showsStatusBar = true
        #expect(window.statusBarStyle == .default)
        first.show(second)
        #expect(window.statusBarStyle == .lightContent, "the presented screen is in charge")
        window.clock.advance(by: 0.3)
        let light = window.statusBarView?.lightContent.layer.presentation()?.opacity ?? 0
        #expect(light > 0.4 && light < 0.6, "cross-fading with the transition: \(light)")
        window.clock.advance(by: 0.4)
        #expect(window.statusBarView?.lightContent.alpha == 1)
        second.hide()
        window.clock.advance(by: 0.7)
        #expect(window.statusBarStyle == .default && window.statusBarView?.darkContent.alpha == 1)
    }
}
