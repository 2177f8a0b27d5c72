import Foundation

/// A sheet that slides up from the bottom over a dimmed screen, and back down on dismissal.
/// Its presentation controller places it in the lower part of the screen and, when asked,
/// dismisses it when the dimmed area is tapped.
///
/// ```swift
/// let sheet = FiltersViewController()
/// sheet.transitionController.transition = VerticalSheetTransition(heightFraction: 0.5)
/// list.present(sheet, animated: true)
/// ```
@MainActor
public final class VerticalSheetTransition: Transition, TransitionWithPresentation, TransitionWithCustomDuration, TransitionWithReducedMotion {
    /// The sheet's share of the container's height, 0...1.
    public var heightFraction: CGFloat
    /// The dimming colour behind the sheet; `nil` for none.
    public var dimmingColor: Color?
    /// Whether tapping the dimmed area dismisses the sheet.
    public var dismissesOnDimmingTap: Bool
    /// Seconds.
    public var duration: TimeInterval

    public init(heightFraction: CGFloat = 0.55, dimmingColor: Color? = Color(white: 0, alpha: 0.4),
                dismissesOnDimmingTap: Bool = true, duration: TimeInterval = 0.4) {
        self.heightFraction = heightFraction.isFinite ? min(max(heightFraction, 0.05), 1) : 0.55
        self.dimmingColor = dimmingColor
        self.dismissesOnDimmingTap = dismissesOnDimmingTap
        self.duration = duration
    }

    public func transitionDuration(with context: TransitionContext) -> TimeInterval { duration }

    public func defaultModalPresentationStyle() -> ModalPresentationStyle { .custom }

    public func presentationController(
        forPresented presented: ViewController, presenting: ViewController?, source: ViewController
    ) -> PresentationController? {
        let fraction = heightFraction
        let controller = TransitionPresentationController(
            presentedViewController: presented, presenting: presenting, dimmingColor: dimmingColor
        ) { bounds in
            let h = (bounds.height * fraction).rounded()
            return CGRect(x: bounds.minX, y: bounds.maxY - h, width: bounds.width, height: h)
        }
        controller.dismissesOnDimmingViewTap = dismissesOnDimmingTap
        return controller
    }

    public func start(with context: TransitionContext) {
        let sheet: View = context.foreViewController.view
        let drop = max(context.containerView.bounds.maxY - sheet.frame.minY, 0)
        let down = AffineTransform(translationX: 0, y: drop)
        let saved = sheet.transform
        let forward = context.direction == .forward
        View.performWithoutAnimation { sheet.transform = forward ? down : saved }
        View.animate(withDuration: context.duration, usingSpringWithDamping: 1, initialSpringVelocity: 0, animations: {
            sheet.transform = forward ? saved : down
        }, completion: { _ in
            View.performWithoutAnimation { sheet.transform = saved }
            context.transitionDidEnd()
        })
    }
}
