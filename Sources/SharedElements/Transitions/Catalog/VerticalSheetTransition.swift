import Foundation

/// A sheet that slides up from the bottom over a dimmed screen, and back down on dismissal.
/// Its presentation controller places it in the lower part of the screen and, when asked,
/// dismisses it when the dimmed area is tapped. A tall sheet (``scalesBackground``, by default
/// from 85% of the height up) is a page sheet: the screen underneath scales back into a card
/// with rounded top corners, as iOS's large sheets do, and comes forward again on dismissal.
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

    /// A sheet of `heightFraction` of the container's height over `dimmingColor` (`nil`: none), dismissed by a tap on the dimming when `dismissesOnDimmingTap`.
    public init(heightFraction: CGFloat = 0.55, dimmingColor: Color? = Color(white: 0, alpha: 0.4),
                dismissesOnDimmingTap: Bool = true, duration: TimeInterval = 0.4) {
        self.heightFraction = heightFraction.isFinite ? min(max(heightFraction, 0.05), 1) : 0.55
        self.dimmingColor = dimmingColor
        self.dismissesOnDimmingTap = dismissesOnDimmingTap
        self.duration = duration
        scalesBackground = self.heightFraction >= 0.85
    }

    /// Whether the screen underneath scales back into a card while the sheet is up (iOS's page
    /// sheet; by default for sheets of 85% of the height or more, as iOS does not scale the
    /// screen under a half-height sheet).
    public var scalesBackground: Bool
    /// How far the screen underneath scales back, as a fraction (iOS: its width less 16 points
    /// a side, about 0.92 on a phone), and how far down it moves, points.
    public var backgroundInset: CGFloat = 16
    /// How far the screen underneath moves down as it scales back, in points.
    public var backgroundDrop: CGFloat = 10

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
        // The dimming keeps step with the sheet, which moves on a critically damped spring.
        controller.dimmingSpringDamping = 1
        return controller
    }

    /// The sheet's top corner radius while presented, points (UIKit's sheets use about 10).
    public var cornerRadius: CGFloat = 10
    /// Whether a grabber (a short rounded bar at the top centre) shows on the sheet.
    public var showsGrabber = true

    /// What the screen underneath looked like before it scaled back, to hand back on dismissal.
    private var savedBackground: (view: View, transform: AffineTransform, radius: CGFloat, clips: Bool)?

    /// The transform that scales `back` into the card behind a page sheet.
    private func backgroundTransform(for back: View) -> AffineTransform {
        let w = back.bounds.width
        let inset = backgroundInset.isFinite ? min(max(backgroundInset, 0), w / 4) : 16
        let k = w > 0 ? (w - 2 * inset) / w : 1
        let drop = backgroundDrop.isFinite ? backgroundDrop : 10
        // Scaled about its centre, then moved so its top sits `drop` points below where it was.
        let h = back.bounds.height
        return AffineTransform(translationX: 0, y: drop - h * (1 - k) / 2).scaledBy(x: k, y: k)
    }

    /// What the sheet's view looked like before this transition styled it, to hand back.
    private var savedStyle: (view: View, radius: CGFloat, corners: CornerMask, clips: Bool)?
    /// The grabber drawn on the sheet while it is presented.
    private var grabber: Layer?

    public func start(with context: TransitionContext) {
        let sheet: View = context.foreViewController.view
        let drop = max(context.containerView.bounds.maxY - sheet.frame.minY, 0)
        let down = AffineTransform(translationX: 0, y: drop)
        let saved = sheet.transform
        let forward = context.direction == .forward
        let back: View = context.backViewController.view
        let scales = scalesBackground && back.window != nil && !back.isDescendant(of: sheet)
        if scales, forward, savedBackground?.view !== back {
            savedBackground = (back, back.transform, back.layer.cornerRadius, back.clipsToBounds)
        }
        let rest = savedBackground?.view === back ? savedBackground : nil
        View.performWithoutAnimation {
            if forward { style(sheet) }
            sheet.transform = forward ? down : saved
            if scales { back.clipsToBounds = true }
        }
        let cardRadius = max(rest?.radius ?? 0, cornerRadius.isFinite ? cornerRadius : 10)
        let card = scales ? backgroundTransform(for: back) : .identity
        let animations = {
            sheet.transform = forward ? saved : down
            if scales, let rest {
                // The corners round as the screen scales back, and square up as it comes forward.
                back.transform = forward ? card.concatenating(rest.transform) : rest.transform
                back.layer.cornerRadius = forward ? cardRadius : rest.radius
            }
        }
        let completion: (Bool) -> Void = { [weak self] _ in
            View.performWithoutAnimation {
                sheet.transform = saved
                // Dismissed (or a presentation cancelled): the views go back as they were.
                if forward == context.transitionWasCancelled {
                    self?.unstyle(sheet)
                    if scales { self?.restoreBackground(back) }
                }
            }
            context.transitionDidEnd()
        }
        if context.isInteractive {
            // A finger drives it (a pull down): linear in the progress, so the sheet stays under
            // the finger, where the spring would run ahead of it.
            View.animate(withDuration: context.duration, options: .curveLinear, animations: animations, completion: completion)
        } else {
            View.animate(withDuration: context.duration, usingSpringWithDamping: 1, initialSpringVelocity: 0,
                         animations: animations, completion: completion)
        }
    }

    /// Rounds the sheet's top corners and puts the grabber on it, remembering what it was.
    private func style(_ sheet: View) {
        if savedStyle?.view !== sheet {
            savedStyle = (sheet, sheet.layer.cornerRadius, sheet.layer.maskedCorners, sheet.clipsToBounds)
        }
        let radius = cornerRadius.isFinite ? max(cornerRadius, 0) : 0
        sheet.layer.cornerRadius = radius
        sheet.layer.maskedCorners = [.layerMinXMinYCorner, .layerMaxXMinYCorner]
        sheet.clipsToBounds = radius > 0 || sheet.clipsToBounds
        grabber?.removeFromSuperlayer()
        guard showsGrabber else { return }
        let bar = Layer()
        bar.bounds = CGRect(x: 0, y: 0, width: 36, height: 5)
        bar.position = CGPoint(x: sheet.bounds.midX, y: 5 + 2.5)
        bar.cornerRadius = 2.5
        bar.backgroundColor = Color(white: 0.5, alpha: 0.45)
        bar.zPosition = 1_000
        sheet.layer.addSublayer(bar)
        grabber = bar
    }

    /// Hands the screen underneath back as it was before it scaled back.
    private func restoreBackground(_ back: View) {
        guard let saved = savedBackground, saved.view === back else { return }
        back.transform = saved.transform
        back.layer.cornerRadius = saved.radius
        back.clipsToBounds = saved.clips
        savedBackground = nil
    }

    /// Hands the sheet's view back as it was before ``style(_:)``.
    private func unstyle(_ sheet: View) {
        grabber?.removeFromSuperlayer()
        grabber = nil
        guard let saved = savedStyle, saved.view === sheet else { return }
        sheet.layer.cornerRadius = saved.radius
        sheet.layer.maskedCorners = saved.corners
        sheet.clipsToBounds = saved.clips
        savedStyle = nil
    }
}
