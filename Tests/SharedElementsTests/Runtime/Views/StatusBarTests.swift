import Foundation
import Testing
import SharedElements
import SharedElementsTestSupport

/// The opt-in status bar: off unless asked for, drawn with a fixed time and a full battery,
/// in the style of the controller in charge, cross-fading while a transition runs.
@MainActor
@Suite struct StatusBarTests {
    /// A screen whose status bar style can change.
    final class Screen: ViewController {
        var style: StatusBarStyle
        var hidesBar = false
        override var prefersStatusBarHidden: Bool { hidesBar }
        init(_ color: Color, style: StatusBarStyle) {
            self.style = style
            super.init()
            view.backgroundColor = color
        }
        override var preferredStatusBarStyle: StatusBarStyle { style }
    }

    let window = Window(size: CGSize(width: 200, height: 300), scale: 1)
    let light = Screen(.white, style: .default)
    let dark = Screen(.black, style: .lightContent)

    init() { window.rootViewController = light }

    /// A point inside the battery's charge on a 200-point-wide bar: the battery body starts
    /// half way across the right third (x 166.7) and the charge 2 points inside it (y 20...28).
    static let charge = (x: 178, y: 24)

    func lightOpacity() -> Float { window.statusBarView?.lightContent.layer.presentation()?.opacity ?? -1 }
    func darkOpacity() -> Float { window.statusBarView?.darkContent.layer.presentation()?.opacity ?? -1 }

    /// A plain ease-in-out animator of `duration` seconds that moves nothing but the fore view's opacity.
    final class FadeAnimator: ViewControllerAnimatedTransitioning, ViewControllerTransitioningDelegate {
        func transitionDuration(using transitionContext: ViewControllerContextTransitioning?) -> TimeInterval { 0.4 }
        func animateTransition(using transitionContext: ViewControllerContextTransitioning) {
            let presenting = transitionContext.viewController(forKey: .to)?.presentingViewController != nil
                && transitionContext.viewController(forKey: .to)?.isBeingPresented == true
            let moving = presenting ? transitionContext.view(forKey: .to) : transitionContext.view(forKey: .from)
            if presenting, let toView = moving { transitionContext.containerView.addSubview(toView) }
            if let toView = transitionContext.view(forKey: .to), !presenting {
                transitionContext.containerView.insertSubview(toView, at: 0)
            }
            moving?.alpha = presenting ? 0 : 1
            View.animate(withDuration: 0.4, animations: { moving?.alpha = presenting ? 1 : 0 }, completion: { _ in
                transitionContext.completeTransition(!transitionContext.transitionWasCancelled)
            })
        }
        func animationController(forPresented presented: ViewController, presenting: ViewController,
                                 source: ViewController) -> ViewControllerAnimatedTransitioning? { self }
        func animationController(forDismissed dismissed: ViewController) -> ViewControllerAnimatedTransitioning? { self }
        var interaction: PercentDrivenInteractiveTransition?
        func interactionControllerForPresentation(using animator: ViewControllerAnimatedTransitioning)
            -> ViewControllerInteractiveTransitioning? { interaction }
    }

    @Test func theBarIsOffByDefault() {
        #expect(!window.showsStatusBar && window.statusBarView == nil)
        #expect(window.subviews.count == 1)
    }

    @Test func theBarShowsTheRootControllersStyleOverEverything() throws {
        window.showsStatusBar = true
        let bar = try #require(window.statusBarView)
        #expect(bar.frame == CGRect(x: 0, y: 0, width: 200, height: StatusBarView.height))
        #expect(!bar.isUserInteractionEnabled && window.hitTest(CGPoint(x: 100, y: 20)) === light.view)
        #expect(window.statusBarStyle == .default && darkOpacity() == 1 && lightOpacity() == 0)
        // The battery's charge is drawn in black.
        let frame = try window.render()
        #expect(transitionTestPixel(frame, Self.charge.x, Self.charge.y, is: .black))
        #expect(transitionTestPixel(frame, 100, 100, is: .white))
        window.showsStatusBar = false
        #expect(window.statusBarView == nil && bar.superview == nil)
    }

    @Test func aFullScreenPresentationCrossFadesToThePresentedStyle() throws {
        window.showsStatusBar = true
        let fade = FadeAnimator()
        dark.transitioningDelegate = fade
        light.present(dark, animated: true)
        #expect(window.statusBarStyle == .lightContent)
        window.clock.advance(by: 0.2)
        // Ease in and out over the transition's 0.4 s: half way at half time.
        #expect(isClose(lightOpacity(), 0.5, abs: 1e-3) && isClose(darkOpacity(), 0.5, abs: 1e-3))
        window.clock.advance(by: 0.3)
        #expect(!window.isTransitioning && lightOpacity() == 1 && darkOpacity() == 0)
        let frame = try window.render()
        #expect(transitionTestPixel(frame, Self.charge.x, Self.charge.y, is: .white))
        dark.dismiss(animated: true)
        window.clock.advance(by: 0.1)
        #expect(window.statusBarStyle == .default && lightOpacity() > 0.5)
        window.clock.advance(by: 0.4)
        #expect(darkOpacity() == 1 && lightOpacity() == 0)
    }

    @Test func onlyAFullScreenOrCapturingPresentationTakesTheBar() {
        window.showsStatusBar = true
        dark.modalPresentationStyle = .overFullScreen
        light.present(dark, animated: false)
        #expect(window.statusBarStyle == .default, "an over-full-screen controller leaves the bar to its presenter")
        dark.dismiss(animated: false)
        dark.modalPresentationCapturesStatusBarAppearance = true
        light.present(dark, animated: false)
        #expect(window.statusBarStyle == .lightContent && lightOpacity() == 1)
    }

    @Test func setNeedsStatusBarAppearanceUpdateAppliesAtOnceOrInsideAnAnimation() {
        window.showsStatusBar = true
        light.style = .lightContent
        #expect(window.statusBarStyle == .default, "nothing changes before the controller asks")
        light.setNeedsStatusBarAppearanceUpdate()
        #expect(window.statusBarStyle == .lightContent && lightOpacity() == 1)
        light.style = .darkContent
        View.animate(withDuration: 0.2, options: .curveLinear, animations: { light.setNeedsStatusBarAppearanceUpdate() })
        window.clock.advance(by: 0.05)
        #expect(isClose(darkOpacity(), 0.25, abs: 1e-3))
        window.clock.advance(by: 0.2)
        #expect(window.statusBarStyle == .darkContent && darkOpacity() == 1)
    }

    /// A change asked for mid-transition does not disturb the cross-fade; the bar takes the
    /// style in charge when the transition ends, without animation.
    @Test func aStyleChangeMidTransitionShowsWhenTheTransitionEnds() {
        window.showsStatusBar = true
        let fade = FadeAnimator()
        dark.transitioningDelegate = fade
        light.present(dark, animated: true)
        window.clock.advance(by: 0.2)
        dark.style = .default
        dark.setNeedsStatusBarAppearanceUpdate()
        #expect(window.statusBarStyle == .lightContent && isClose(lightOpacity(), 0.5, abs: 1e-3))
        window.clock.advance(by: 0.3)
        #expect(!window.isTransitioning)
        #expect(window.statusBarStyle == .default && darkOpacity() == 1 && lightOpacity() == 0)
    }

    /// Driven by a percent-driven interaction, the cross-fade follows the progress; cancelled,
    /// the bar goes back to the presenter's style.
    @Test func anInteractiveTransitionScrubsTheFadeAndACancelPutsItBack() {
        window.showsStatusBar = true
        let fade = FadeAnimator()
        let interaction = PercentDrivenInteractiveTransition()
        fade.interaction = interaction
        dark.transitioningDelegate = fade
        light.present(dark, animated: true)
        interaction.update(0.5)
        window.clock.advance(by: 1)
        #expect(window.isTransitioning && isClose(lightOpacity(), 0.5, abs: 1e-3))
        interaction.cancel()
        window.clock.advance(by: 1)
        #expect(!window.isTransitioning && light.presentedViewController == nil)
        #expect(window.statusBarStyle == .default && darkOpacity() == 1 && lightOpacity() == 0)
    }

    /// A controller that prefers the bar hidden fades it out over the transition that brings it
    /// and back in over the one that takes it away; the window's safe area keeps the bar.
    @Test func aControllerThatHidesTheBarFadesItOutAndBackIn() throws {
        window.showsStatusBar = true
        let fade = FadeAnimator()
        dark.transitioningDelegate = fade
        dark.hidesBar = true
        light.present(dark, animated: true)
        #expect(window.isStatusBarHidden)
        window.clock.advance(by: 0.2)
        #expect(isClose(darkOpacity(), 0.5, abs: 1e-3) && lightOpacity() == 0, "the dark content fades out, the light stays out")
        window.clock.advance(by: 0.3)
        #expect(darkOpacity() == 0 && lightOpacity() == 0)
        let frame = try window.render()
        #expect(transitionTestPixel(frame, Self.charge.x, Self.charge.y, is: .black), "the black screen shows where the battery was")
        #expect(window.safeAreaInsets.top == StatusBarView.height && dark.view.safeAreaInsets.top == StatusBarView.height)
        dark.dismiss(animated: true)
        #expect(!window.isStatusBarHidden)
        window.clock.advance(by: 0.5)
        #expect(darkOpacity() == 1 && lightOpacity() == 0)
    }

    /// A container names the child that answers for the bar's visibility, apart from its style.
    @Test func childForStatusBarHiddenAnswersForItsContainer() {
        final class Container: ViewController {
            let inner: ViewController
            init(_ inner: ViewController) { self.inner = inner; super.init() }
            override var childForStatusBarHidden: ViewController? { inner }
        }
        dark.hidesBar = true
        let container = Container(dark)
        window.rootViewController = container
        window.showsStatusBar = true
        #expect(window.isStatusBarHidden && window.statusBarStyle == .default)
        dark.hidesBar = false
        container.setNeedsStatusBarAppearanceUpdate()
        #expect(!window.isStatusBarHidden && darkOpacity() == 1)
    }
}
