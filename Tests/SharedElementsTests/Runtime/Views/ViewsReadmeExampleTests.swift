import Foundation
import Testing
import SharedElements
import SharedElementsTestSupport

// The "Views and view controllers" example of the README, kept compiling and checked.

private final class ReadmeFadeAnimator: ViewControllerAnimatedTransitioning {
    func transitionDuration(using transitionContext: ViewControllerContextTransitioning?) -> TimeInterval { 0.3 }

    func animateTransition(using transitionContext: ViewControllerContextTransitioning) {
        guard let toView = transitionContext.view(forKey: .to) else { return transitionContext.completeTransition(true) }
        transitionContext.containerView.addSubview(toView)
        toView.alpha = 0
        View.animate(withDuration: transitionDuration(using: transitionContext), animations: {
            toView.alpha = 1
        }, completion: { _ in
            transitionContext.completeTransition(!transitionContext.transitionWasCancelled)
        })
    }
}

private final class ReadmeFadeTransition: ViewControllerTransitioningDelegate {
    func animationController(forPresented presented: ViewController, presenting: ViewController,
                             source: ViewController) -> ViewControllerAnimatedTransitioning? { ReadmeFadeAnimator() }
}

@MainActor
@Suite struct ViewsReadmeExampleTests {
    @Test func fadePresentationFromTheReadmeRuns() throws {
        let window = Window()
        let list = ViewController()
        window.rootViewController = NavigationController(rootViewController: list)

        let detail = ViewController()
        detail.view.backgroundColor = .systemOrange
        let fade = ReadmeFadeTransition()
        detail.transitioningDelegate = fade
        list.present(detail, animated: true)

        window.clock.advance(by: 0.15)
        let frame = try window.render()
        #expect(frame.width == 780)
        let half = detail.view.layer.presentation()!.opacity
        #expect(half > 0.2 && half < 0.8)
        window.clock.advance(by: 0.16)
        #expect(list.presentedViewController === detail)
        #expect(!window.isTransitioning)
        #expect(window.transitionDiagnostics.entries.isEmpty)
    }
}
