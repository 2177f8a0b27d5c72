import Foundation
import Testing
import SharedElements
import SharedElementsTestSupport

// The EasyTransitions README's Swift samples, ported with their own spellings (UI prefixes
// dropped) and this file's own names and values.

/// A modal animator in the README's protocol shape: the card drops in from above.
final class DropInAnimator: ModalTransitionAnimator {
    var duration: TimeInterval = 0.5
    var onDismissed: (() -> Void)?
    var onPresented: (() -> Void)?
    var calls: [String] = []

    func layout(presenting: Bool, modalView: View, in container: View) {
        calls.append("layout \(presenting)")
        if presenting { modalView.transform = AffineTransform(translationX: 0, y: -container.bounds.height) }
    }

    func animate(presenting: Bool, modalView: View, in container: View) {
        calls.append("animate \(presenting)")
        modalView.transform = presenting ? .identity : AffineTransform(translationX: 0, y: container.bounds.height)
    }
}

/// A navigation animator in the README's protocol shape, with an auxiliary animation.
final class PageTurnAnimator: NavigationTransitionAnimator {
    var duration: TimeInterval = 0.4
    var auxAnimations: (Bool) -> [AuxAnimation] = { _ in [] }

    func layout(presenting: Bool, fromView: View, toView: View, in container: View) {
        toView.alpha = 0
        toView.transform = AffineTransform(translationX: presenting ? 80 : -80, y: 0)
    }

    func animations(presenting: Bool, fromView: View, toView: View, in container: View) {
        toView.alpha = 1
        toView.transform = .identity
        fromView.alpha = 0
    }
}

/// The README's generic example: a main controller keeping its transition delegate.
final class GalleryViewController: ViewController {
    var modalTransitionDelegate = ModalTransitionDelegate()
    let animator = DropInAnimator()
    let detailController = transitionTestController(.darkGray, title: "detail")

    func showDetailViewController(completion: (() -> Void)? = nil) {
        modalTransitionDelegate.set(animator: animator)
        modalTransitionDelegate.wire(viewController: detailController,
                                     with: .regular(.fromTop))
        detailController.transitioningDelegate = modalTransitionDelegate
        detailController.modalPresentationStyle = .custom
        present(detailController, animated: true, completion: completion)
    }
}

@MainActor
@Suite struct EasyTransitionsSeedTests {
    let window = Window(size: CGSize(width: 200, height: 400), scale: 1)
    let gallery = GalleryViewController()

    init() {
        gallery.view.backgroundColor = .white
        window.rootViewController = gallery
    }

    func drag(from y0: CGFloat, to y1: CGFloat, over seconds: TimeInterval, rest: TimeInterval = 0.3) {
        window.play(TouchScript(steps: [
            .init(time: 0, phase: .began, location: CGPoint(x: 100, y: y0)),
            .init(time: 0.05, phase: .moved, location: CGPoint(x: 100, y: y0 + 10)),
            .init(time: 0.05 + seconds, phase: .moved, location: CGPoint(x: 100, y: y1)),
            .init(time: 0.05 + seconds + rest, phase: .moved, location: CGPoint(x: 100, y: y1)),
            .init(time: 0.1 + seconds + rest, phase: .ended, location: CGPoint(x: 100, y: y1)),
        ]))
    }

    @Test func theModalAnimatorLaysOutThenAnimatesAndReportsTheEnd() {
        var events: [String] = []
        gallery.animator.onPresented = { events.append("onPresented") }
        gallery.showDetailViewController { events.append("completion") }
        let detail = gallery.detailController
        #expect(gallery.animator.calls == ["layout true", "animate true"])
        #expect(detail.transitioningDelegate === gallery.modalTransitionDelegate)
        window.clock.advance(by: 0.25)
        #expect(isClose(presentedOffset(detail.view).y, -200, abs: 1e-6), "half way down, on the default ease in and out")
        window.clock.advance(by: 0.3)
        #expect(events == ["onPresented", "completion"])
        #expect(detail.view.transform.isIdentity && gallery.presentedViewController === detail)
        // A custom presentation leaves the gallery in the window underneath.
        #expect(gallery.view.superview === window)
    }

    @Test func aPanFromTheTopDismissesPastHalfWayAndStaysOtherwise() {
        var dismissed = 0
        gallery.animator.onDismissed = { dismissed += 1 }
        gallery.showDetailViewController()
        window.clock.advance(by: 1)
        let detail = gallery.detailController

        // A short, slow drag down: cancelled, the detail springs back.
        drag(from: 100, to: 150, over: 0.3)
        window.clock.advance(by: 1)
        #expect(gallery.presentedViewController === detail && dismissed == 0)
        #expect(isClose(presentedOffset(detail.view), .zero, abs: 1e-6) && !window.isTransitioning)

        // Past half the screen's height: dismissed.
        drag(from: 60, to: 330, over: 0.3)
        window.clock.advance(by: 1)
        #expect(gallery.presentedViewController == nil && dismissed == 1)
        #expect(detail.view.superview == nil && gallery.view.superview === window)
    }

    @Test func aPresentationControllerSetOnTheDelegateManagesThePresentation() {
        let delegate = gallery.modalTransitionDelegate
        let sheet = PresentationController(presentedViewController: gallery.detailController, presenting: gallery)
        delegate.set(presentationController: sheet)
        gallery.showDetailViewController()
        #expect(gallery.detailController.presentationController === sheet)
        window.clock.advance(by: 1)
        #expect(sheet.containerView != nil && gallery.detailController.view.superview === sheet.containerView)
    }

    @Test func thePanEnumConvertsToTheInteractiveControllersPan() {
        #expect(Pan.regular(.fromTop).interactivePan == .regular(.down))
        #expect(Pan.regular(.fromBottom).interactivePan == .regular(.up))
        #expect(Pan.regular(.fromLeft).interactivePan == .regular(.right))
        #expect(Pan.regular(.fromRight).interactivePan == .regular(.left))
        #expect(Pan.edge(.left).interactivePan == .edge(.left))
        #expect(PanDirection.horizontal == .fromLeft && PanDirection.vertical == .fromTop)
    }

    @Test func theNavigationAnimatorRunsItsAuxiliaryAnimationsInTheSameBlock() {
        let list = transitionTestController(.white, title: "list")
        let page = transitionTestController(.lightGray, title: "page")
        let nav = NavigationController(rootViewController: list)
        window.rootViewController = nav
        nav.delegate = TransitionNavigationControllerDelegate.shared
        let turn = PageTurnAnimator()
        let badge = View(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        window.addSubview(badge)
        turn.auxAnimations = { presenting in [{ badge.alpha = presenting ? 0 : 1 }] }
        page.transitionController.transition = turn
        nav.pushViewController(page, animated: true)
        window.clock.advance(by: 0.2)
        let half = Double(badge.layer.presentation()!.opacity)
        #expect(isClose(half, 0.5, abs: 1e-6) && isClose(Double(page.view.layer.presentation()!.opacity), 0.5, abs: 1e-6))
        #expect(isClose(presentedOffset(page.view).x, 40, abs: 1e-6))
        window.clock.advance(by: 0.3)
        #expect(nav.topViewController === page && badge.alpha == 0 && page.view.alpha == 1)
    }
}
