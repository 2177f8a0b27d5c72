import Foundation

/// A transition that customizes how its controller is presented: the presentation style it
/// needs and the ``PresentationController`` that manages the presented view.
///
/// Setting the transition on a ``TransitionController`` sets the controller's
/// `modalPresentationStyle` to ``defaultModalPresentationStyle()``; return `.custom` for the
/// presentation controller to be used. A presentation controller that is itself a
/// ``Transition`` is started before the transition, with its own context, and must end it too.
///
/// Either spelling of the presentation-controller method compiles: UIKit's (below) or
/// MotionTransitioning's (`presenting: ViewController, source: ViewController?`).
///
/// ```swift
/// extension SheetTransition: TransitionWithPresentation {
///     func defaultModalPresentationStyle() -> ModalPresentationStyle { .custom }
///     func presentationController(forPresented presented: ViewController, presenting: ViewController?,
///                                 source: ViewController) -> PresentationController? {
///         TransitionPresentationController(presentedViewController: presented, presenting: presenting,
///                                          dimmingColor: Color(white: 0, alpha: 0.4))
///     }
/// }
/// ```
@MainActor
public protocol TransitionWithPresentation: Transition {
    /// The presentation style the controller gets when this transition is set on it.
    func defaultModalPresentationStyle() -> ModalPresentationStyle
    /// The presentation controller of a `.custom` presentation; `nil` uses a plain one. This
    /// is UIKit's spelling (`UIViewControllerTransitioningDelegate`); implement it or
    /// MotionTransitioning's ``TransitionWithPresentation/presentationController(forPresented:presenting:source:)-(_,ViewController,_)``,
    /// whichever the ported code has.
    func presentationController(
        forPresented presented: ViewController, presenting: ViewController?, source: ViewController
    ) -> PresentationController?

    /// MotionTransitioning's spelling of the same question (`presenting` always known, `source`
    /// optional, as `MDMTransitionWithPresentation` declares it). The default returns `nil`.
    func presentationController(
        forPresented presented: ViewController, presenting: ViewController, source: ViewController?
    ) -> PresentationController?
}

extension TransitionWithPresentation {
    /// Asks MotionTransitioning's spelling, for transitions that implement that one.
    public func presentationController(
        forPresented presented: ViewController, presenting: ViewController?, source: ViewController
    ) -> PresentationController? {
        guard let presenting else { return nil }
        let optionalSource: ViewController? = source
        return presentationController(forPresented: presented, presenting: presenting, source: optionalSource)
    }

    /// No presentation controller: a `.custom` presentation then uses a plain one.
    public func presentationController(
        forPresented presented: ViewController, presenting: ViewController, source: ViewController?
    ) -> PresentationController? {
        nil
    }
}
