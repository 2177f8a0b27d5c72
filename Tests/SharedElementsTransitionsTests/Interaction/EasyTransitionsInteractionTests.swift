import Foundation
import Testing
import SharedElements
import SharedElementsTestSupport

/// ``TransitionInteractiveController`` in EasyTransitions' spelling: made unwired, given a
/// `navigationAction`, then wired to a view controller with the top-level ``Pan``.
@MainActor
@Suite struct EasyTransitionsInteractionTests {
    let log = CallLog()
    let window = Window(size: CGSize(width: 100, height: 200), scale: 1)
    let a: LoggingViewController
    let b: LoggingViewController

    init() {
        a = LoggingViewController("A", log: log)
        b = LoggingViewController("B", log: log)
        window.rootViewController = a
        b.transitionController.transition = LinearDropTransition()
        a.present(b, animated: false)
    }

    func drag(_ ys: [CGFloat], duration: TimeInterval, lift: Bool = true) -> TouchScript {
        .drag(through: ys.map { CGPoint(x: 50, y: $0) }, duration: duration, lift: lift)
    }

    func lift(at y: CGFloat) -> TouchScript {
        TouchScript(steps: [.init(time: 0, phase: .ended, location: CGPoint(x: 50, y: y))])
    }

    @Test func theNavigationActionStartsTheTransitionThePanDrives() throws {
        let interactive = TransitionInteractiveController()
        let b = b
        var ran = 0
        interactive.navigationAction = { ran += 1; b.dismiss(animated: true) }
        interactive.wireTo(viewController: b, with: .regular(.fromTop))
        #expect(interactive.pan == .regular(.down) && interactive.viewController === b)
        #expect(!interactive.interactionInProgress && interactive.interactionController == nil)
        // 130 points over 1.6 s, 120 after the slop: 60% of the 200-point container.
        window.play(drag([20, 150], duration: 1.6, lift: false))
        #expect(ran == 1)
        #expect(interactive.interactionInProgress && interactive.interactionController != nil)
        #expect(isClose(Double(interactive.percentComplete), 0.6, abs: 0.01))
        let m42 = try #require(b.view.layer.presentation()).transform.m42
        #expect(isClose(Double(m42), 0.6 * 200, abs: 1), "the drop held at 60%, not played on the clock")
        window.play(lift(at: 150))
        #expect(!interactive.interactionInProgress)
        window.clock.advance(by: 0.5)
        #expect(a.presentedViewController == nil && b.view.window == nil)
        #expect(interactive.interactionController == nil && !window.isTransitioning)
    }

    @Test func anEdgePanGetsAScreenEdgeRecognizer() throws {
        let interactive = TransitionInteractiveController()
        interactive.wireTo(viewController: b, with: .edge(.left))
        let recognizer = try #require(interactive.gestureRecognizer as? ScreenEdgePanGestureRecognizer)
        #expect(recognizer.edges == .left && recognizer.view === b.view)
        #expect(interactive.pan == .edge(.left) && interactive.pan.direction == .right)
    }

    @Test func wiringAgainMovesThePanToTheNewController() throws {
        let interactive = TransitionInteractiveController()
        interactive.wireTo(viewController: a, with: .regular(.fromBottom))
        let first = try #require(interactive.gestureRecognizer)
        interactive.wireTo(viewController: b, with: .regular(.fromTop))
        #expect(first.view == nil && !a.view.gestureRecognizers.contains { $0 === first })
        #expect(interactive.gestureRecognizer?.view === b.view && interactive.viewController === b)
    }

    @Test func anActionThatStartsNothingLeavesNothingInProgress() {
        let interactive = TransitionInteractiveController()
        var ran = 0
        interactive.navigationAction = { ran += 1 }
        interactive.wireTo(viewController: b, with: .regular(.fromTop))
        window.play(drag([20, 150], duration: 1.6))
        #expect(ran == 1)
        #expect(!interactive.interactionInProgress && interactive.interactionController == nil && !interactive.isTransitioning)
        #expect(a.presentedViewController === b && b.view.transform.isIdentity)
    }

    @Test func anUnwiredControllerAndAnotherActionReadAsEmpty() {
        let interactive = TransitionInteractiveController()
        #expect(interactive.viewController == nil && interactive.gestureRecognizer == nil)
        interactive.action = .dismiss
        var ran = false
        interactive.navigationAction()
        interactive.navigationAction = { ran = true }
        if case .custom(let perform) = interactive.action { perform() }
        #expect(ran, "setting navigationAction makes the action .custom")
    }

    /// A transitioning delegate of one's own, in UIKit's shape, hands over the interaction while
    /// the pan is in progress (EasyTransitions' `interactionInProgress ? controller : nil`).
    @Test func aDelegateOfYourOwnReturnsTheInteractionWhileInProgress() throws {
        final class Delegate: ViewControllerTransitioningDelegate {
            let interactive: TransitionInteractiveController
            let animator = DropAnimator()
            init(_ interactive: TransitionInteractiveController) { self.interactive = interactive }
            func animationController(forDismissed dismissed: ViewController) -> ViewControllerAnimatedTransitioning? { animator }
            func interactionControllerForDismissal(using animator: ViewControllerAnimatedTransitioning)
                -> ViewControllerInteractiveTransitioning? {
                interactive.interactionInProgress ? interactive.interactionController : nil
            }
        }
        let c = LoggingViewController("C", log: log)
        a.dismiss(animated: false)
        let interactive = TransitionInteractiveController()
        let delegate = Delegate(interactive)
        c.transitioningDelegate = delegate
        a.present(c, animated: false)
        interactive.navigationAction = { c.dismiss(animated: true) }
        interactive.wireTo(viewController: c, with: .regular(.fromTop))
        window.play(drag([20, 70], duration: 1.6, lift: false))    // 40 points after the slop: 20%
        let m42 = try #require(c.view.layer.presentation()).transform.m42
        #expect(isClose(Double(m42), 0.2 * 200, abs: 1))
        window.play(lift(at: 70))
        window.clock.advance(by: 1)
        #expect(a.presentedViewController === c, "released short and slow: cancelled")
        #expect(c.view.transform.isIdentity && !window.isTransitioning)
    }

    @Test func theModalDelegateWiresANavigationAction() throws {
        let modal = ModalTransitionDelegate()
        let b = b
        var ran = 0
        modal.wire(viewController: b, with: .regular(.fromTop), navigationAction: { ran += 1; b.dismiss(animated: true) })
        window.play(drag([20, 150], duration: 1.6, lift: false))
        #expect(ran == 1 && modal.interactiveController?.interactionInProgress == true)
        window.play(lift(at: 150))
        window.clock.advance(by: 0.5)
        #expect(a.presentedViewController == nil)
    }
}

/// A UIKit-style animator: drops the from-view by the container's height over one second, linearly.
@MainActor
final class DropAnimator: ViewControllerAnimatedTransitioning {
    func transitionDuration(using transitionContext: ViewControllerContextTransitioning?) -> TimeInterval { 1 }
    func animateTransition(using transitionContext: ViewControllerContextTransitioning) {
        guard let from = transitionContext.view(forKey: .from) else { return transitionContext.completeTransition(false) }
        if let to = transitionContext.view(forKey: .to) { transitionContext.containerView.insertSubview(to, at: 0) }
        let height = transitionContext.containerView.bounds.height
        View.animate(withDuration: 1, delay: 0, options: .curveLinear, animations: {
            from.transform = AffineTransform(translationX: 0, y: height)
        }, completion: { _ in
            from.transform = .identity
            transitionContext.completeTransition(!transitionContext.transitionWasCancelled)
        })
    }
}
