import Foundation
import Testing
import SharedElements
import SharedElementsTestSupport

// The tutorial's card-flip presentation of a pet-guessing game, ported with its own UIKit
// spellings (prefixes dropped) and this file's own names and values. Its text ends before the
// interactive part; the percent-driven presentation and the swipe-driven dismissal below are
// written in the same style.

/// Adds perspective and y-axis turns (the tutorial's animation helper, renamed).
@MainActor
enum TurnHelper {
    static func yRotation(_ angle: Double) -> Transform3D {
        Transform3DMakeRotation(CGFloat(angle), 0.0, 1.0, 0.0)
    }

    static func perspectiveTransform(for containerView: View) {
        var transform = Transform3DIdentity
        transform.m34 = -0.0025
        containerView.layer.sublayerTransform = transform
    }
}

/// The turn about the y axis a layer's transform makes, in radians.
func yTurn(_ transform: Transform3D) -> Double {
    atan2(Double(-transform.m13), Double(transform.m11))
}

/// Presents by turning the "from" screen away, then the snapshot of the "to" screen in at the
/// tapped card's frame, then growing it to the final frame: three thirds of the duration.
@MainActor
final class PetFlipPresentAnimator: ViewControllerAnimatedTransitioning {
    private let originFrame: CGRect
    /// What the container held when the animator was handed it.
    private(set) var containerAtStart: [View] = []
    private(set) var snapshot: View?
    var events: [String] = []

    init(originFrame: CGRect) {
        self.originFrame = originFrame
    }

    func transitionDuration(using transitionContext: ViewControllerContextTransitioning?) -> TimeInterval {
        return 1.5
    }

    func animateTransition(using transitionContext: ViewControllerContextTransitioning) {
        guard let fromVC = transitionContext.viewController(forKey: .from),
              let toVC = transitionContext.viewController(forKey: .to),
              let snapshot = toVC.view.snapshotView(afterScreenUpdates: true)
        else {
            return
        }
        let containerView = transitionContext.containerView
        containerAtStart = containerView.subviews
        let finalFrame = transitionContext.finalFrame(for: toVC)

        snapshot.frame = originFrame
        snapshot.layer.cornerRadius = PetCardViewController.cardCornerRadius
        snapshot.layer.masksToBounds = true
        self.snapshot = snapshot

        containerView.addSubview(toVC.view)
        containerView.addSubview(snapshot)
        toVC.view.isHidden = true

        TurnHelper.perspectiveTransform(for: containerView)
        snapshot.layer.transform = TurnHelper.yRotation(.pi / 2)
        let duration = transitionDuration(using: transitionContext)

        View.animateKeyframes(
            withDuration: duration,
            delay: 0,
            options: .calculationModeCubic,
            animations: {
                View.addKeyframe(withRelativeStartTime: 0.0, relativeDuration: 1/3) {
                    fromVC.view.layer.transform = TurnHelper.yRotation(-.pi / 2)
                }
                View.addKeyframe(withRelativeStartTime: 1/3, relativeDuration: 1/3) {
                    snapshot.layer.transform = TurnHelper.yRotation(0.0)
                }
                View.addKeyframe(withRelativeStartTime: 2/3, relativeDuration: 1/3) {
                    snapshot.frame = finalFrame
                    snapshot.layer.cornerRadius = 0
                }
            },
            completion: { _ in
                toVC.view.isHidden = false
                snapshot.removeFromSuperview()
                fromVC.view.layer.transform = Transform3DIdentity
                self.events.append("animation completed")
                transitionContext.completeTransition(!transitionContext.transitionWasCancelled)
            })
    }
}

/// Dismisses the other way: the revealed screen shrinks into the card, turns away, and the
/// card screen turns back in.
@MainActor
final class PetFlipDismissAnimator: ViewControllerAnimatedTransitioning {
    private let destinationFrame: CGRect
    let interactionController: PetSwipeInteractionController?
    private(set) var snapshot: View?

    init(destinationFrame: CGRect, interactionController: PetSwipeInteractionController?) {
        self.destinationFrame = destinationFrame
        self.interactionController = interactionController
    }

    func transitionDuration(using transitionContext: ViewControllerContextTransitioning?) -> TimeInterval {
        return 1.2
    }

    func animateTransition(using transitionContext: ViewControllerContextTransitioning) {
        guard let fromVC = transitionContext.viewController(forKey: .from),
              let toVC = transitionContext.viewController(forKey: .to),
              let snapshot = fromVC.view.snapshotView(afterScreenUpdates: false)
        else {
            return
        }
        snapshot.layer.cornerRadius = PetCardViewController.cardCornerRadius
        snapshot.layer.masksToBounds = true
        self.snapshot = snapshot

        let containerView = transitionContext.containerView
        containerView.insertSubview(toVC.view, at: 0)
        containerView.addSubview(snapshot)
        fromVC.view.isHidden = true

        TurnHelper.perspectiveTransform(for: containerView)
        toVC.view.layer.transform = TurnHelper.yRotation(-.pi / 2)
        let duration = transitionDuration(using: transitionContext)

        View.animateKeyframes(
            withDuration: duration,
            delay: 0,
            options: .calculationModeCubic,
            animations: {
                View.addKeyframe(withRelativeStartTime: 0.0, relativeDuration: 1/3) {
                    snapshot.frame = self.destinationFrame
                }
                View.addKeyframe(withRelativeStartTime: 1/3, relativeDuration: 1/3) {
                    snapshot.layer.transform = TurnHelper.yRotation(.pi / 2)
                }
                View.addKeyframe(withRelativeStartTime: 2/3, relativeDuration: 1/3) {
                    toVC.view.layer.transform = TurnHelper.yRotation(0.0)
                }
            },
            completion: { _ in
                fromVC.view.isHidden = false
                snapshot.removeFromSuperview()
                if transitionContext.transitionWasCancelled {
                    toVC.view.removeFromSuperview()
                }
                transitionContext.completeTransition(!transitionContext.transitionWasCancelled)
            })
    }
}

/// Drives a transition with a pan (the tutorial's swipe interaction controller, renamed):
/// the dismissal from the left screen edge, or, for the presentation written here in the same
/// style, an upward drag on the card.
@MainActor
final class PetSwipeInteractionController: PercentDrivenInteractiveTransition {
    var interactionInProgress = false
    private var shouldCompleteTransition = false
    private weak var viewController: ViewController?
    /// What the swipe does when it begins: dismiss by default, present when given.
    private let presenting: (() -> Void)?
    /// Points of travel for the whole transition.
    let travel: CGFloat

    init(viewController: ViewController, travel: CGFloat = 160, presenting: (() -> Void)? = nil) {
        self.viewController = viewController
        self.travel = travel
        self.presenting = presenting
        super.init()
        prepareGestureRecognizer(in: viewController.view)
    }

    private func prepareGestureRecognizer(in view: View) {
        if presenting == nil {
            let gesture = ScreenEdgePanGestureRecognizer(target: self, action: PetSwipeInteractionController.handleGesture)
            gesture.edges = .left
            view.addGestureRecognizer(gesture)
        } else {
            // Differs from the tutorial: it has no interactive presentation; an upward pan on the card drives one here.
            let gesture = PanGestureRecognizer(target: self, action: PetSwipeInteractionController.handleGesture)
            view.addGestureRecognizer(gesture)
        }
    }

    // Differs from UIKit: no @objc and no #selector; the action is a method reference.
    func handleGesture(_ gestureRecognizer: PanGestureRecognizer) {
        let translation = gestureRecognizer.translation(in: gestureRecognizer.view!.superview!)
        var progress = presenting == nil ? translation.x / travel : -translation.y / travel
        progress = CGFloat(fminf(fmaxf(Float(progress), 0.0), 1.0))

        switch gestureRecognizer.state {
        case .began:
            interactionInProgress = true
            if let presenting {
                presenting()
            } else {
                viewController?.dismiss(animated: true, completion: nil)
            }
        case .changed:
            shouldCompleteTransition = progress > 0.5
            update(progress)
        case .cancelled:
            interactionInProgress = false
            cancel()
        case .ended:
            interactionInProgress = false
            if shouldCompleteTransition {
                finish()
            } else {
                cancel()
            }
        default:
            break
        }
    }
}

/// The screen the card flips to.
@MainActor
final class PetRevealViewController: ViewController {
    var swipeInteractionController: PetSwipeInteractionController?

    override func viewDidLoad() {
        view.backgroundColor = Color(red: 0.95, green: 0.75, blue: 0.3)
        let badge = View(frame: CGRect(x: 50, y: 80, width: 80, height: 80))
        badge.backgroundColor = Color(red: 0.5, green: 0.3, blue: 0.1)
        badge.layer.cornerRadius = 40
        view.addSubview(badge)
        swipeInteractionController = PetSwipeInteractionController(viewController: self)
    }
}

/// The card screen: tapping the card presents the reveal screen with the flip.
@MainActor
final class PetCardViewController: ViewController, ViewControllerTransitioningDelegate {
    static let cardCornerRadius: CGFloat = 14
    let cardView = View(frame: CGRect(x: 30, y: 70, width: 120, height: 170))
    var presentAnimator: PetFlipPresentAnimator?
    var dismissAnimator: PetFlipDismissAnimator?
    /// Set when the presentation is driven by a swipe.
    var presentInteraction: PetSwipeInteractionController?

    override func viewDidLoad() {
        view.backgroundColor = Color(red: 0.2, green: 0.35, blue: 0.6)
        cardView.backgroundColor = .white
        cardView.layer.cornerRadius = Self.cardCornerRadius
        view.addSubview(cardView)
    }

    // Differs from the tutorial: no storyboard segue; the tap's handler presents in code.
    func revealPet(completion: (() -> Void)? = nil) {
        let revealVC = PetRevealViewController()
        revealVC.transitioningDelegate = self
        present(revealVC, animated: true, completion: completion)
    }

    func animationController(forPresented presented: ViewController, presenting: ViewController,
                             source: ViewController) -> ViewControllerAnimatedTransitioning? {
        let animator = PetFlipPresentAnimator(originFrame: cardView.frame)
        presentAnimator = animator
        return animator
    }

    func animationController(forDismissed dismissed: ViewController) -> ViewControllerAnimatedTransitioning? {
        guard let revealVC = dismissed as? PetRevealViewController else { return nil }
        let animator = PetFlipDismissAnimator(destinationFrame: cardView.frame,
                                              interactionController: revealVC.swipeInteractionController)
        dismissAnimator = animator
        return animator
    }

    func interactionControllerForPresentation(
        using animator: ViewControllerAnimatedTransitioning
    ) -> ViewControllerInteractiveTransitioning? {
        guard let interaction = presentInteraction, interaction.interactionInProgress else { return nil }
        return interaction
    }

    func interactionControllerForDismissal(
        using animator: ViewControllerAnimatedTransitioning
    ) -> ViewControllerInteractiveTransitioning? {
        guard let animator = animator as? PetFlipDismissAnimator,
              let interactionController = animator.interactionController,
              interactionController.interactionInProgress
        else {
            return nil
        }
        return interactionController
    }
}

@MainActor
@Suite struct TutorialPresentationSeedTests {
    let window = Window(size: CGSize(width: 180, height: 320), scale: 1)
    let cards = PetCardViewController()

    init() { window.rootViewController = cards }

    func turn(_ view: View) -> Double { yTurn(view.layer.presentation()!.transform) }

    @Test func yTurnReadsTheHelpersRotation() {
        #expect(isClose(yTurn(TurnHelper.yRotation(0.4)), 0.4, abs: 1e-9))
        #expect(isClose(yTurn(TurnHelper.yRotation(-.pi / 2)), -.pi / 2, abs: 1e-9))
    }

    /// UIKit hands the animator a container that holds only the "from" view; the animator adds
    /// the hidden "to" view and the snapshot in front of it.
    @Test func theContainerHoldsTheFromViewWhenTheAnimatorStarts() throws {
        cards.revealPet()
        let animator = try #require(cards.presentAnimator)
        let reveal = try #require(cards.presentedViewController as? PetRevealViewController)
        #expect(animator.containerAtStart.count == 1 && animator.containerAtStart.first === cards.view)
        let container = try #require(cards.view.superview)
        #expect(container.subviews.count == 3)
        #expect(container.subviews[1] === reveal.view && reveal.view.isHidden)
        #expect(container.subviews[2] === animator.snapshot)
        #expect(container.layer.sublayerTransform.m34 == -0.0025)
    }

    /// The thirds: the card screen turns edge-on, the snapshot turns in at the card's frame,
    /// then grows to the screen. At half time (symmetric in any ease) the snapshot is half
    /// turned in; at the end the real screen shows and the card screen is untouched.
    @Test func theCardFlipsInThirdsAndEndsOnTheRevealedScreen() throws {
        var completed = false
        cards.revealPet { completed = true }
        let animator = try #require(cards.presentAnimator)
        let snapshot = try #require(animator.snapshot)
        let reveal = try #require(cards.presentedViewController)
        let start = window.clock.now
        #expect(isClose(turn(snapshot), .pi / 2, abs: 1e-9) && isClose(turn(cards.view), 0, abs: 1e-9))

        window.clock.advance(to: start + 0.75)
        #expect(isClose(turn(snapshot), .pi / 4, abs: 1e-6), "half turned in at half time")
        #expect(abs(turn(cards.view) + .pi / 2) < 0.15, "the card screen is edge-on")
        // Still the card's size: the cubic keyframes (Core Animation's Kochanek–Bartels spline)
        // dip a little below a held value before the growth that follows it.
        let size = snapshot.layer.presentation()!.bounds.size
        #expect(size.width > 100 && size.width <= 120 && size.height > 140 && size.height <= 170, "\(size)")
        #expect(reveal.view.isHidden && !completed)

        window.clock.advance(to: start + 1.6)
        #expect(completed && animator.events == ["animation completed"])
        #expect(!window.isTransitioning && snapshot.superview == nil && !reveal.view.isHidden)
        #expect(reveal.view.frame == window.bounds && reveal.view.layer.transform == Transform3DIdentity)
        // The card screen left the window with its transform put back.
        #expect(cards.view.superview == nil && cards.view.layer.transform == Transform3DIdentity)
    }

    /// Driven by an upward drag, the presentation follows the finger and holds while it rests:
    /// every animation the animator started (the card screen's turn too) is held at the scrub
    /// position, not run on clock time.
    @Test func aPercentDrivenPresentationHoldsTheCardPartWay() throws {
        let interaction = PetSwipeInteractionController(viewController: cards, travel: 240) { [cards] in
            cards.revealPet()
        }
        cards.presentInteraction = interaction
        // Down on the card, past the slop, then up by a sixth of the travel, and rest.
        window.play(TouchScript(steps: [
            .init(time: 0, phase: .began, location: CGPoint(x: 90, y: 200)),
            .init(time: 0.05, phase: .moved, location: CGPoint(x: 90, y: 190)),
            .init(time: 0.2, phase: .moved, location: CGPoint(x: 90, y: 150)),
        ]))
        #expect(window.isTransitioning && isClose(interaction.percentComplete, 1 / 6, abs: 1e-6))
        let held = turn(cards.view)
        #expect(held < -0.05 && held > -.pi / 2 + 0.1, "part way: \(held)")
        window.clock.advance(by: 1)
        #expect(isClose(turn(cards.view), held, abs: 1e-9), "held while the finger rests")
        #expect(window.isTransitioning && cards.presentAnimator?.events.isEmpty == true)
        // UIKit eases the whole keyframe animation: at a sixth about 0.26 rad, not 0.785.
        #expect(abs(held) < 0.4, "UIKit shows the card screen barely turned at a sixth: \(held)")
    }

    /// The swipe from the left edge dismisses: a short drag released is cancelled and puts
    /// everything back; a long one completes, and the card screen is back in the window.
    @Test func theSwipeFromTheEdgeDismissesOnlyPastHalfWay() throws {
        cards.revealPet()
        window.clock.advance(by: 2)
        let reveal = try #require(cards.presentedViewController as? PetRevealViewController)
        let swipe = try #require(reveal.swipeInteractionController)

        // A quarter of the travel, held, then lifted without speed: cancelled.
        window.play(TouchScript(steps: [
            .init(time: 0, phase: .began, location: CGPoint(x: 4, y: 160)),
            .init(time: 0.05, phase: .moved, location: CGPoint(x: 14, y: 160)),
            .init(time: 0.2, phase: .moved, location: CGPoint(x: 54, y: 160)),
            .init(time: 0.7, phase: .moved, location: CGPoint(x: 54, y: 160)),
        ]))
        let snapshot = try #require(cards.dismissAnimator?.snapshot)
        #expect(isClose(swipe.percentComplete, 0.25, abs: 1e-6) && reveal.view.isHidden)
        let shown = snapshot.layer.presentation()!.bounds.size
        #expect(shown.width < 180 && shown.width > 120, "shrinking part way toward the card: \(shown)")
        window.play(TouchScript(steps: [.init(time: 0, phase: .ended, location: CGPoint(x: 54, y: 160))]))
        window.clock.advance(by: 2)
        #expect(!window.isTransitioning && cards.presentedViewController === reveal)
        #expect(!reveal.view.isHidden && reveal.view.superview != nil && snapshot.superview == nil)
        #expect(cards.view.superview == nil, "the card screen stays out of the window under a full-screen presentation")

        // Past half way: completed.
        var order: [String] = []
        reveal.swipeInteractionController?.completionSpeed = 1
        window.play(TouchScript(steps: [
            .init(time: 0, phase: .began, location: CGPoint(x: 4, y: 160)),
            .init(time: 0.05, phase: .moved, location: CGPoint(x: 14, y: 160)),
            .init(time: 0.3, phase: .moved, location: CGPoint(x: 134, y: 160)),
            .init(time: 0.8, phase: .moved, location: CGPoint(x: 134, y: 160)),
            .init(time: 0.85, phase: .ended, location: CGPoint(x: 134, y: 160)),
        ]))
        order.append(window.isTransitioning ? "playing on" : "ended early")
        window.clock.advance(by: 2)
        #expect(order == ["playing on"])
        #expect(!window.isTransitioning && cards.presentedViewController == nil)
        #expect(cards.view.superview === window && cards.view.frame == window.bounds)
        #expect(cards.view.layer.transform == Transform3DIdentity && !cards.view.isHidden && cards.view.alpha == 1)
        #expect(reveal.view.superview == nil && !reveal.view.isHidden)
    }
}
