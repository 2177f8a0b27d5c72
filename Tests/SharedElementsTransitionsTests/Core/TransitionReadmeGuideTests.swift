import Foundation
import Testing
import SharedElements
import SharedElementsTestSupport

/// The README's transition guides, as written there.
@MainActor
enum TransitionReadmeGuide {
    final class FadeTransition: Transition {
        func start(with context: TransitionContext) {
            let backOpacity: CGFloat = 0
            let foreOpacity: CGFloat = 1
            let forward = context.direction == .forward
            let foreView: View = context.foreViewController.view
            foreView.alpha = forward ? backOpacity : foreOpacity
            View.animate(withDuration: context.duration, animations: {
                foreView.alpha = forward ? foreOpacity : backOpacity
            }, completion: { _ in
                context.transitionDidEnd()
            })
        }
    }

    final class SheetTransition: Transition, TransitionWithPresentation {
        func defaultModalPresentationStyle() -> ModalPresentationStyle { .custom }

        func presentationController(forPresented presented: ViewController, presenting: ViewController?,
                                    source: ViewController) -> PresentationController? {
            let sheet = TransitionPresentationController(
                presentedViewController: presented, presenting: presenting, dimmingColor: Color(white: 0, alpha: 0.4)
            ) { bounds in
                CGRect(x: 0, y: bounds.height / 2, width: bounds.width, height: bounds.height / 2)
            }
            sheet.dismissesOnDimmingViewTap = true
            return sheet
        }

        func start(with context: TransitionContext) {
            let sheetView: View = context.foreViewController.view
            let offscreen = AffineTransform(translationX: 0, y: sheetView.frame.height)
            let forward = context.direction == .forward
            sheetView.transform = forward ? offscreen : .identity
            View.animate(withDuration: context.duration, animations: {
                sheetView.transform = forward ? .identity : offscreen
            }, completion: { _ in
                context.transitionDidEnd()
            })
        }
    }

    final class BlurPresentationController: PresentationController, Transition {
        let backdrop = View()

        override func presentationTransitionWillBegin() {
            guard let container = containerView else { return }
            backdrop.frame = container.bounds
            backdrop.backgroundColor = Color(white: 1, alpha: 0.6)
            container.insertSubview(backdrop, at: 0)
        }

        override func dismissalTransitionDidEnd(_ completed: Bool) {
            if completed { backdrop.removeFromSuperview() }
        }

        func start(with context: TransitionContext) {
            let forward = context.direction == .forward
            backdrop.alpha = forward ? 0 : 1
            View.animate(withDuration: context.duration, animations: {
                self.backdrop.alpha = forward ? 1 : 0
            }, completion: { _ in
                context.transitionDidEnd()
            })
        }
    }

    /// Hands out the README's `BlurPresentationController` (the guide's option 2).
    final class BlurTransition: Transition, TransitionWithPresentation {
        var made: BlurPresentationController?
        func defaultModalPresentationStyle() -> ModalPresentationStyle { .custom }
        func presentationController(forPresented presented: ViewController, presenting: ViewController?,
                                    source: ViewController) -> PresentationController? {
            let pc = BlurPresentationController(presentedViewController: presented, presenting: presenting)
            made = pc
            return pc
        }
        func start(with context: TransitionContext) { context.transitionDidEnd() }
    }
}

@MainActor
@Suite struct TransitionReadmeGuideTests {
    let window = Window(size: CGSize(width: 40, height: 80), scale: 1)
    let list = transitionTestController(.white, title: "List")
    let detail = transitionTestController(.red, title: "Detail")

    init() {
        window.rootViewController = list
    }

    /// The red channel of the pixel in the middle of the window (255 red detail, 255 white list;
    /// the green channel tells them apart).
    func centreGreen() throws -> Int {
        Int(try window.render()[20, 40].g)
    }

    @Test func fadeGuideFadesTheDetailInAndOut() throws {
        detail.transitionController.transition = TransitionReadmeGuide.FadeTransition()
        list.present(detail, animated: true)
        #expect(try centreGreen() == 255)
        window.clock.advance(by: 0.175)
        let mid = try centreGreen()
        #expect(mid > 100 && mid < 155)
        window.clock.advance(by: 0.2)
        #expect(try centreGreen() == 0)
        detail.dismiss(animated: true)
        #expect(try centreGreen() == 0)
        window.clock.advance(by: 0.175)
        let back = try centreGreen()
        #expect(back > 100 && back < 155)
        window.clock.advance(by: 0.2)
        #expect(try centreGreen() == 255)
        #expect(list.presentedViewController == nil)
    }

    @Test func sheetGuidePresentsInTheBottomHalfOverADimmingView() throws {
        let sheet = TransitionReadmeGuide.SheetTransition()
        detail.transitionController.transition = sheet
        #expect(detail.modalPresentationStyle == .custom)
        list.present(detail, animated: true)
        window.clock.advance(by: 0.4)
        #expect(detail.view.frame == CGRect(x: 0, y: 40, width: 40, height: 40))
        let frame = try window.render()
        #expect(transitionTestPixel(frame, 20, 60, is: .red))
        #expect(transitionTestPixel(frame, 20, 20, is: Color(white: 0.6), tolerance: 3))
        let pc = try #require(detail.presentationController as? TransitionPresentationController)
        #expect(pc.dimmingViewTapped())
        window.clock.advance(by: 0.4)
        #expect(list.presentedViewController == nil)
        #expect(pc.dimmingView == nil)
    }

    @Test func presentationControllerGuideFadesItsBackdropAndRemovesItAfterDismissal() throws {
        let blur = TransitionReadmeGuide.BlurTransition()
        detail.transitionController.transition = blur
        list.present(detail, animated: true)
        let pc = try #require(blur.made)
        #expect(pc.backdrop.superview === pc.containerView)
        window.clock.advance(by: 0.175)
        let alpha = pc.backdrop.layer.presentation()!.opacity
        #expect(alpha > 0.2 && alpha < 0.8)
        window.clock.advance(by: 0.2)
        #expect(pc.backdrop.alpha == 1)
        detail.dismiss(animated: true)
        window.clock.advance(by: 0.4)
        #expect(pc.backdrop.superview == nil)
    }

    @Test func navigationGuideFadesOnPushAndPop() throws {
        let list = transitionTestController(.white, title: "List")
        let detail = transitionTestController(.red, title: "Detail")
        let navigationController = NavigationController(rootViewController: list)
        let window = Window(size: CGSize(width: 40, height: 80), scale: 1)
        window.rootViewController = navigationController

        navigationController.delegate = TransitionNavigationControllerDelegate.shared
        detail.transitionController.transition = TransitionReadmeGuide.FadeTransition()
        navigationController.pushViewController(detail, animated: true)   // fades in
        window.clock.advance(by: 0.175)
        let pushing = detail.view.layer.presentation()!.opacity
        #expect(pushing > 0.3 && pushing < 0.7)
        window.clock.advance(by: 0.2)
        #expect(navigationController.topViewController === detail)
        _ = navigationController.popViewController(animated: true)        // fades out
        window.clock.advance(by: 0.175)
        let popping = detail.view.layer.presentation()!.opacity
        #expect(popping > 0.3 && popping < 0.7)
        window.clock.advance(by: 0.2)
        #expect(navigationController.topViewController === list)
    }
}
