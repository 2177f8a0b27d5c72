import Foundation
import SharedElements

/// A shared list of the callbacks controllers received, in order.
@MainActor
package final class CallLog {
    package init() {}
    package var entries: [String] = []
    package func record(_ s: String) { entries.append(s) }
    /// The entries without `viewDidLoad` and layout noise.
    package var appearance: [String] { entries.filter { !$0.hasSuffix(".viewDidLoad") } }
    package func reset() { entries.removeAll() }
}

/// A controller that records its appearance callbacks as "name.willAppear" and so on.
@MainActor
package final class LoggingViewController: ViewController {
    package let name: String
    package let log: CallLog

    package init(_ name: String, log: CallLog, color: Color = .white) {
        self.name = name
        self.log = log
        super.init()
        title = name
        view.backgroundColor = color
        log.reset()
    }

    package override func viewDidLoad() { log.record("\(name).viewDidLoad") }
    package override func viewWillAppear(_ animated: Bool) { log.record("\(name).willAppear") }
    package override func viewDidAppear(_ animated: Bool) { log.record("\(name).didAppear") }
    package override func viewWillDisappear(_ animated: Bool) { log.record("\(name).willDisappear") }
    package override func viewDidDisappear(_ animated: Bool) { log.record("\(name).didDisappear") }
}

/// An animator that adds the "to" view (below the "from" view when that is in the container)
/// and completes after `completesAfter` seconds of clock time; `nil` never completes.
@MainActor
package final class ScriptedAnimator: ViewControllerAnimatedTransitioning {
    package init() {}
    package var duration: TimeInterval = 0.3
    package var completesAfter: TimeInterval? = 0.3
    package var completeTwice = false
    package var addsToView = true
    package private(set) var context: ViewControllerContextTransitioning?
    package private(set) var endedWith: [Bool] = []

    package func transitionDuration(using transitionContext: ViewControllerContextTransitioning?) -> TimeInterval { duration }

    package func animateTransition(using transitionContext: ViewControllerContextTransitioning) {
        context = transitionContext
        let container = transitionContext.containerView
        if addsToView, let toView = transitionContext.view(forKey: .to), toView.superview == nil {
            if let fromView = transitionContext.view(forKey: .from), fromView.superview === container {
                container.insertSubview(toView, belowSubview: fromView)
            } else {
                container.addSubview(toView)
            }
        }
        guard let delay = completesAfter, let window = container.window else { return }
        window.schedule(after: delay) { [completeTwice] in
            transitionContext.completeTransition(!transitionContext.transitionWasCancelled)
            if completeTwice { transitionContext.completeTransition(true) }
        }
    }

    package func animationEnded(_ transitionCompleted: Bool) { endedWith.append(transitionCompleted) }
}

/// A transitioning delegate handing out fixed animators and interaction controllers.
@MainActor
package final class ScriptedTransitioningDelegate: ViewControllerTransitioningDelegate {
    package init() {}
    package var presentAnimator: ViewControllerAnimatedTransitioning?
    package var dismissAnimator: ViewControllerAnimatedTransitioning?
    package var dismissInteractor: ViewControllerInteractiveTransitioning?
    package var presentation: ((ViewController, ViewController?) -> PresentationController)?

    package func animationController(
        forPresented presented: ViewController, presenting: ViewController, source: ViewController
    ) -> ViewControllerAnimatedTransitioning? { presentAnimator }
    package func animationController(forDismissed dismissed: ViewController) -> ViewControllerAnimatedTransitioning? { dismissAnimator }
    package func interactionControllerForDismissal(
        using animator: ViewControllerAnimatedTransitioning
    ) -> ViewControllerInteractiveTransitioning? { dismissInteractor }
    package func presentationController(
        forPresented presented: ViewController, presenting: ViewController?, source: ViewController
    ) -> PresentationController? { presentation?(presented, presenting) }
}

/// An interaction controller that hands the context to the test, which drives it by hand.
@MainActor
package final class ManualInteractor: ViewControllerInteractiveTransitioning {
    package private(set) var context: ViewControllerContextTransitioning?
    package let animator: ViewControllerAnimatedTransitioning?

    package init(animator: ViewControllerAnimatedTransitioning? = nil) { self.animator = animator }

    package func startInteractiveTransition(_ transitionContext: ViewControllerContextTransitioning) {
        context = transitionContext
        if let animator { animator.animateTransition(using: transitionContext) }
        else if let toView = transitionContext.view(forKey: .to), toView.superview == nil {
            transitionContext.containerView.addSubview(toView)
        }
    }
}

/// The resting values a controller's view must have after any finished transition.
@MainActor
package func isAtRest(_ view: View, frame: CGRect) -> Bool {
    view.frame == frame && view.alpha == 1 && view.transform.isIdentity && !view.isHidden
        && view.layer.anchorPoint == CGPoint(x: 0.5, y: 0.5)
}

/// How many times `view` occurs in the window's tree (0 or 1 in a tree; counts layers too, so
/// a view whose layer sits elsewhere than its superview's layer shows up as an error).
@MainActor
package func placements(of view: View, in window: Window) -> Int {
    func count(_ v: View) -> Int {
        (v === view ? 1 : 0) + v.subviews.reduce(0) { $0 + count($1) }
    }
    let inTree = count(window)
    let layerConsistent = view.superview.map { view.layer.superlayer === $0.layer } ?? (view.layer.superlayer == nil)
    return layerConsistent ? inTree : -1
}
