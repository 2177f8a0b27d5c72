import Foundation
import Testing
import SharedElements
import SharedElementsTestSupport

// The MotionTransitioning README's Swift samples (and its fork's), ported with their own
// spellings: the `mdm_`/`gtm_` prefix of `transitionController` and the UI/CA prefixes dropped,
// this file's own names and values.

/// The README's first transition: explicit layer animations inside a transaction whose
/// completion block ends the transition.
final class BlinkTransition: NSObject, Transition {
    private(set) var startedAt: TimeInterval?

    func start(with context: TransitionContext) {
        startedAt = context.foreViewController.view.window?.clock.now
        Transaction.begin()
        Transaction.setCompletionBlock {
            context.transitionDidEnd()
        }
        let opacity: Float = context.direction == .forward ? 1 : 0
        let fade = LayerAnimation.basic(.opacity, from: 1 - opacity, to: opacity, duration: 0.45)
        context.foreViewController.view.layer.add(fade, forKey: "blink")
        context.foreViewController.view.layer.opacity = opacity
        Transaction.commit()
    }
}

/// The README's fade, step 3.
final class DimFadeTransition: NSObject, Transition {
    func start(with context: TransitionContext) {
        // Differs from the README: its `let backOpacity = 0` is an Int, which Swift does not assign to a CGFloat alpha on iOS either.
        let backOpacity: CGFloat = 0
        let foreOpacity: CGFloat = 1
        let initialOpacity = context.direction == .forward ? backOpacity : foreOpacity
        let finalOpacity = context.direction == .forward ? foreOpacity : backOpacity
        context.foreViewController.view.alpha = initialOpacity
        View.animate(withDuration: context.duration, animations: {
            context.foreViewController.view.alpha = finalOpacity
        }, completion: { didComplete in
            context.transitionDidEnd()
        })
    }
}

/// A presentation controller with motion of its own (README option 2): a scrim behind the
/// presented view that fades in over 0.5 s, longer than the transition.
final class ScrimPresentationController: PresentationController {
    let scrim = View()
    var log: [String] = []

    override func presentationTransitionWillBegin() {
        guard let containerView else { return }
        scrim.frame = containerView.bounds
        scrim.backgroundColor = Color(white: 0, alpha: 0.5)
        containerView.insertSubview(scrim, at: 0)
    }
}

extension ScrimPresentationController: Transition {
    func start(with context: TransitionContext) {
        log.append("presentation controller started")
        scrim.alpha = context.direction == .forward ? 0 : 1
        View.animate(withDuration: 0.5, animations: {
            self.scrim.alpha = context.direction == .forward ? 1 : 0
        }, completion: { _ in
            self.log.append("presentation controller ended")
            context.transitionDidEnd()
        })
    }
}

/// The README's sheet with a custom presentation, answering in MotionTransitioning's spelling
/// (`presenting` non-optional, `source` optional).
final class HalfSheetTransition: NSObject, Transition {
    var presentation: ScrimPresentationController?

    func start(with context: TransitionContext) {
        presentation?.log.append("transition started")
        let sheet: View = context.foreViewController.view
        let away = AffineTransform(translationX: 0, y: sheet.frame.height)
        sheet.transform = context.direction == .forward ? away : .identity
        View.animate(withDuration: context.duration, animations: {
            sheet.transform = context.direction == .forward ? .identity : away
        }, completion: { _ in
            self.presentation?.log.append("transition ended")
            context.transitionDidEnd()
        })
    }
}

extension HalfSheetTransition: TransitionWithPresentation {
    func defaultModalPresentationStyle() -> ModalPresentationStyle {
        return .custom
    }

    func presentationController(forPresented presented: ViewController,
                                presenting: ViewController,
                                source: ViewController?) -> PresentationController? {
        let controller = ScrimPresentationController(presentedViewController: presented, presenting: presenting)
        presentation = controller
        return controller
    }
}

@MainActor
@Suite struct MotionTransitioningSeedTests {
    let window = Window(size: CGSize(width: 200, height: 360), scale: 1)
    let list = transitionTestController(.white, title: "list")
    let detail = transitionTestController(.darkGray, title: "detail")

    init() { window.rootViewController = list }

    func opacity(_ view: View) -> Double { Double(view.layer.presentation()!.opacity) }

    @Test func aTransactionsCompletionBlockEndsTheTransition() {
        let blink = BlinkTransition()
        var presented = false
        detail.transitionController.transition = blink
        list.present(detail, animated: true) { presented = true }
        #expect(blink.startedAt == 0)
        window.clock.advance(by: 0.4)
        #expect(!presented && window.isTransitioning, "the layer animation runs 0.45 s, past the 0.35 s default")
        window.clock.advance(by: 0.1)
        #expect(presented && !window.isTransitioning && opacity(detail.view) == 1)
        #expect(detail.view.superview?.superview === window && list.view.superview == nil)
    }

    @Test func theFadeRunsForwardWhenPresentingAndBackwardWhenDismissing() {
        let viewController = detail
        viewController.transitionController.transition = DimFadeTransition()
        list.present(viewController, animated: true)
        // The container holds the screen underneath during a full-screen presentation, as UIKit's does.
        #expect(list.view.superview === viewController.view.superview)
        window.clock.advance(by: 0.175)
        #expect(isClose(opacity(viewController.view), 0.5, abs: 1e-6), "half way through the ease in and out")
        #expect(opacity(list.view) == 1)
        window.clock.advance(by: 0.2)
        #expect(!window.isTransitioning && viewController.view.alpha == 1)

        viewController.dismiss(animated: true)
        window.clock.advance(by: 0.0875)
        #expect(opacity(viewController.view) > 0.5 && opacity(viewController.view) < 1)
        window.clock.advance(by: 0.3)
        #expect(!window.isTransitioning && list.presentedViewController == nil)
        #expect(isAtRest(list.view, frame: window.bounds) && list.view.superview === window)
    }

    /// The presentation controller is started before the transition, and the presentation
    /// completes only when both have ended.
    @Test func thePresentationControllerStartsFirstAndTheTransitionWaitsForIt() throws {
        let sheet = HalfSheetTransition()
        var presented = false
        detail.transitionController.transition = sheet
        #expect(detail.modalPresentationStyle == .custom)
        list.present(detail, animated: true) { presented = true }
        let presentation = try #require(sheet.presentation)
        #expect(detail.presentationController === presentation)
        #expect(presentation.log == ["presentation controller started", "transition started"])
        window.clock.advance(by: 0.4)
        #expect(presentation.log.last == "transition ended" && !presented)
        window.clock.advance(by: 0.15)
        #expect(presentation.log.last == "presentation controller ended" && presented)
        #expect(presentation.scrim.superview === presentation.containerView && presentation.scrim.alpha == 1)
        // Not full screen: the list stays in the window behind the sheet.
        #expect(list.view.superview === window)
    }

    /// Both spellings of the presentation-controller question reach the runtime.
    @Test func uikitsSpellingStillCompilesBesideMotionTransitionings() {
        final class UIKitSpelled: NSObject, TransitionWithPresentation {
            var asked = 0
            func defaultModalPresentationStyle() -> ModalPresentationStyle { .custom }
            func presentationController(forPresented presented: ViewController, presenting: ViewController?,
                                        source: ViewController) -> PresentationController? {
                asked += 1
                return nil
            }
            func start(with context: TransitionContext) { context.transitionDidEnd() }
        }
        let uikit = UIKitSpelled()
        detail.transitionController.transition = uikit
        list.present(detail, animated: true)
        window.clock.advance(by: 0.1)
        #expect(uikit.asked == 1 && list.presentedViewController === detail)
    }

    @Test func theSharedNavigationDelegateHonoursEachControllersTransition() {
        let navigationController = NavigationController(rootViewController: list)
        window.rootViewController = navigationController
        navigationController.delegate = TransitionNavigationControllerDelegate.sharedDelegate()
        #expect(navigationController.delegate === TransitionNavigationControllerDelegate.shared)
        detail.transitionController.transition = DimFadeTransition()
        navigationController.pushViewController(detail, animated: true)
        window.clock.advance(by: 0.175)
        #expect(isClose(opacity(detail.view), 0.5, abs: 1e-6), "pushed: it fades in instead of sliding")
        #expect(presentedOffset(detail.view) == .zero)
        window.clock.advance(by: 0.2)
        _ = navigationController.popViewController(animated: true)
        window.clock.advance(by: 0.175)
        #expect(isClose(opacity(detail.view), 0.5, abs: 1e-6), "popped: it fades out")
        window.clock.advance(by: 0.2)
        #expect(navigationController.viewControllers.count == 1 && detail.view.superview == nil && !window.isTransitioning)
    }
}
