import Foundation
import Testing
import SharedElements
import SharedElementsTestSupport

@MainActor
@Suite struct TransitionAnimatorAdapterTests {
    let window = Window(size: CGSize(width: 40, height: 80), scale: 1)
    let back = transitionTestController(.white, title: "Back")
    let fore = transitionTestController(.red, title: "Fore")

    init() {
        window.rootViewController = back
    }

    final class SlideUpAnimator: ModalTransitionAnimator {
        var duration: TimeInterval = 0.4
        var onPresented: (() -> Void)?
        var onDismissed: (() -> Void)?
        var layouts: [Bool] = []
        func layout(presenting: Bool, modalView: View, in container: View) {
            layouts.append(presenting)
            if presenting { modalView.transform = AffineTransform(translationX: 0, y: container.bounds.height) }
        }
        func animate(presenting: Bool, modalView: View, in container: View) {
            modalView.transform = presenting ? .identity : AffineTransform(translationX: 0, y: container.bounds.height)
        }
    }

    final class CrossFadeAnimator: NavigationTransitionAnimator {
        var duration: TimeInterval = 0.3
        var auxAnimations: (Bool) -> [AuxAnimation] = { _ in [] }
        var seen: [(presenting: Bool, from: ObjectIdentifier, to: ObjectIdentifier)] = []
        func layout(presenting: Bool, fromView: View, toView: View, in container: View) {
            seen.append((presenting, ObjectIdentifier(fromView), ObjectIdentifier(toView)))
            toView.alpha = 0
        }
        func animations(presenting: Bool, fromView: View, toView: View, in container: View) {
            toView.alpha = 1
            fromView.alpha = 0
        }
    }

    @Test func modalAnimatorRunsAsATransitionWithItsDurationAndCallbacks() throws {
        let animator = SlideUpAnimator()
        var events: [String] = []
        animator.onPresented = { events.append("presented") }
        animator.onDismissed = { events.append("dismissed") }
        fore.transitionController.transition = animator
        back.present(fore, animated: true)
        window.clock.advance(by: 0.2)
        let mid = fore.view.layer.presentation()!.transform.affineTransform.ty
        #expect(mid > 0 && mid < 80)
        #expect(events.isEmpty)
        window.clock.advance(by: 0.25)
        #expect(events == ["presented"])
        fore.dismiss(animated: true)
        window.clock.advance(by: 0.45)
        #expect(events == ["presented", "dismissed"])
        #expect(animator.layouts == [true, false])
        #expect(back.presentedViewController == nil)
    }

    @Test func navigationAnimatorGetsLeavingAndArrivingViewsAndRunsAuxAnimations() throws {
        let nav = NavigationController(rootViewController: back)
        nav.delegate = TransitionNavigationControllerDelegate.shared
        let w = Window(size: CGSize(width: 40, height: 80), scale: 1)
        w.rootViewController = nav
        let animator = CrossFadeAnimator()
        let badge = View(frame: CGRect(x: 0, y: 0, width: 4, height: 4))
        animator.auxAnimations = { presenting in [{ badge.alpha = presenting ? 0.5 : 0.25 }] }
        fore.transitionController.transition = animator
        nav.pushViewController(fore, animated: true)
        w.clock.advance(by: 0.35)
        _ = nav.popViewController(animated: true)
        w.clock.advance(by: 0.35)
        let ids = (back: ObjectIdentifier(back.view), fore: ObjectIdentifier(fore.view))
        #expect(animator.seen.count == 2)
        #expect(animator.seen.first.map { $0.presenting && $0.from == ids.back && $0.to == ids.fore } == true)
        #expect(animator.seen.last.map { !$0.presenting && $0.from == ids.fore && $0.to == ids.back } == true)
        #expect(badge.alpha == 0.25)
        #expect(nav.topViewController === back)
    }
}
