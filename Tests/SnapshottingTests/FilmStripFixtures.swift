import Foundation
import SharedElements

/// A present/dismiss animator made of public API only: the new screen fades in linearly over
/// the old one (and out again when dismissed) in 0.4 seconds.
@MainActor
final class FadeAnimator: ViewControllerAnimatedTransitioning {
    func transitionDuration(using transitionContext: ViewControllerContextTransitioning?) -> TimeInterval { 0.4 }

    func animateTransition(using transitionContext: ViewControllerContextTransitioning) {
        let container = transitionContext.containerView
        if let toView = transitionContext.view(forKey: .to), toView.superview == nil {
            container.addSubview(toView)
        }
        let presenting = transitionContext.viewController(forKey: .to)?.isBeingPresented ?? false
        guard let moving = presenting ? transitionContext.view(forKey: .to) : transitionContext.view(forKey: .from) else {
            return transitionContext.completeTransition(true)
        }
        if presenting {
            container.bringSubviewToFront(moving)
            moving.alpha = 0
        }
        View.animate(withDuration: 0.4, options: .curveLinear, animations: { moving.alpha = presenting ? 1 : 0 },
                     completion: { _ in
            transitionContext.completeTransition(!transitionContext.transitionWasCancelled)
        })
    }
}

/// The same fade as a ``Transition``, written once for both directions.
@MainActor
final class FadeTransition: Transition, TransitionWithCustomDuration {
    func transitionDuration(with context: TransitionContext) -> TimeInterval { 0.4 }

    func start(with context: TransitionContext) {
        guard let fore = context.foreViewController.viewIfLoaded else { return context.transitionDidEnd() }
        let forward = context.direction == .forward
        View.performWithoutAnimation { fore.alpha = forward ? 0 : 1 }
        View.animate(withDuration: context.duration, options: .curveLinear, animations: { fore.alpha = forward ? 1 : 0 },
                     completion: { _ in context.transitionDidEnd() })
    }
}

/// A controller whose view is one colour.
@MainActor
final class ColorViewController: ViewController {
    let color: Color
    init(_ color: Color) { self.color = color; super.init() }
    override func viewDidLoad() { view.backgroundColor = color }
}

/// Dismisses its controller when a downward pan begins and drives the dismissal with the pan:
/// progress is the translation over ``distance`` points; letting go past one half finishes.
@MainActor
final class PullDownInteraction: PercentDrivenInteractiveTransition, ViewControllerTransitioningDelegate {
    let distance: CGFloat
    private(set) var isInteracting = false
    private weak var controller: ViewController?

    init(controller: ViewController, distance: CGFloat) {
        self.controller = controller
        self.distance = distance
        super.init()
        let pan = PanGestureRecognizer { [weak self] g in
            guard let self, let pan = g as? PanGestureRecognizer else { return }
            let progress = min(max(pan.translation(in: nil).y / self.distance, 0), 1)
            switch pan.state {
            case .began:
                self.isInteracting = true
                self.controller?.dismiss(animated: true)
            case .changed:
                self.update(progress)
            case .ended, .cancelled, .failed:
                self.isInteracting = false
                if progress > 0.5 { self.finish() } else { self.cancel() }
            default:
                break
            }
        }
        controller.view.addGestureRecognizer(pan)
        controller.transitioningDelegate = self
    }

    func animationController(forDismissed dismissed: ViewController) -> ViewControllerAnimatedTransitioning? {
        FadeAnimator()
    }

    func interactionControllerForDismissal(
        using animator: ViewControllerAnimatedTransitioning
    ) -> ViewControllerInteractiveTransitioning? {
        isInteracting ? self : nil
    }
}
