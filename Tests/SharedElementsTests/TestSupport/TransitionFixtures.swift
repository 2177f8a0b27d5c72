import Foundation
import SharedElements

/// A shared list of the callbacks controllers received, in order.
@MainActor
final class CallLog {
    var entries: [String] = []
    func record(_ s: String) { entries.append(s) }
    /// The entries without `viewDidLoad` and layout noise.
    var appearance: [String] { entries.filter { !$0.hasSuffix(".viewDidLoad") } }
    func reset() { entries.removeAll() }
}

/// A controller that records its appearance callbacks as "name.willAppear" and so on.
@MainActor
final class LoggingViewController: ViewController {
    let name: String
    let log: CallLog

    init(_ name: String, log: CallLog, color: Color = .white) {
        self.name = name
        self.log = log
        super.init()
        title = name
        view.backgroundColor = color
        log.reset()
    }

    override func viewDidLoad() { log.record("\(name).viewDidLoad") }
    override func viewWillAppear(_ animated: Bool) { log.record("\(name).willAppear") }
    override func viewDidAppear(_ animated: Bool) { log.record("\(name).didAppear") }
    override func viewWillDisappear(_ animated: Bool) { log.record("\(name).willDisappear") }
    override func viewDidDisappear(_ animated: Bool) { log.record("\(name).didDisappear") }
}

/// An animator that adds the "to" view (below the "from" view when that is in the container)
/// and completes after `completesAfter` seconds of clock time; `nil` never completes.
@MainActor
final class ScriptedAnimator: ViewControllerAnimatedTransitioning {
    var duration: TimeInterval = 0.3
    var completesAfter: TimeInterval? = 0.3
    var completeTwice = false
    var addsToView = true
    private(set) var context: ViewControllerContextTransitioning?
    private(set) var endedWith: [Bool] = []

    func transitionDuration(using transitionContext: ViewControllerContextTransitioning?) -> TimeInterval { duration }

    func animateTransition(using transitionContext: ViewControllerContextTransitioning) {
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

    func animationEnded(_ transitionCompleted: Bool) { endedWith.append(transitionCompleted) }
}

/// A transitioning delegate handing out fixed animators and interaction controllers.
@MainActor
final class ScriptedTransitioningDelegate: ViewControllerTransitioningDelegate {
    var presentAnimator: ViewControllerAnimatedTransitioning?
    var dismissAnimator: ViewControllerAnimatedTransitioning?
    var dismissInteractor: ViewControllerInteractiveTransitioning?
    var presentation: ((ViewController, ViewController?) -> PresentationController)?

    func animationController(
        forPresented presented: ViewController, presenting: ViewController, source: ViewController
    ) -> ViewControllerAnimatedTransitioning? { presentAnimator }
    func animationController(forDismissed dismissed: ViewController) -> ViewControllerAnimatedTransitioning? { dismissAnimator }
    func interactionControllerForDismissal(
        using animator: ViewControllerAnimatedTransitioning
    ) -> ViewControllerInteractiveTransitioning? { dismissInteractor }
    func presentationController(
        forPresented presented: ViewController, presenting: ViewController?, source: ViewController
    ) -> PresentationController? { presentation?(presented, presenting) }
}

/// An interaction controller that hands the context to the test, which drives it by hand.
@MainActor
final class ManualInteractor: ViewControllerInteractiveTransitioning {
    private(set) var context: ViewControllerContextTransitioning?
    let animator: ViewControllerAnimatedTransitioning?

    init(animator: ViewControllerAnimatedTransitioning? = nil) { self.animator = animator }

    func startInteractiveTransition(_ transitionContext: ViewControllerContextTransitioning) {
        context = transitionContext
        if let animator { animator.animateTransition(using: transitionContext) }
        else if let toView = transitionContext.view(forKey: .to), toView.superview == nil {
            transitionContext.containerView.addSubview(toView)
        }
    }
}

/// The resting values a controller's view must have after any finished transition.
@MainActor
func isAtRest(_ view: View, frame: CGRect) -> Bool {
    view.frame == frame && view.alpha == 1 && view.transform.isIdentity && !view.isHidden
        && view.layer.anchorPoint == CGPoint(x: 0.5, y: 0.5)
}

/// How many times `view` occurs in the window's tree (0 or 1 in a tree; counts layers too, so
/// a view whose layer sits elsewhere than its superview's layer shows up as an error).
@MainActor
func placements(of view: View, in window: Window) -> Int {
    func count(_ v: View) -> Int {
        (v === view ? 1 : 0) + v.subviews.reduce(0) { $0 + count($1) }
    }
    let inTree = count(window)
    let layerConsistent = view.superview.map { view.layer.superlayer === $0.layer } ?? (view.layer.superlayer == nil)
    return layerConsistent ? inTree : -1
}
