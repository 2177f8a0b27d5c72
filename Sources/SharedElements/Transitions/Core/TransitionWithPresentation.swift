import Foundation

/// A transition that customizes how its controller is presented: the presentation style it
/// needs and the ``PresentationController`` that manages the presented view.
///
/// Setting the transition on a ``TransitionController`` sets the controller's
/// `modalPresentationStyle` to ``defaultModalPresentationStyle()``; return `.custom` for the
/// presentation controller to be used. A presentation controller that is itself a
/// ``Transition`` is started before the transition, with its own context, and must end it too.
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
    /// The presentation controller of a `.custom` presentation; `nil` uses a plain one.
    func presentationController(
        forPresented presented: ViewController, presenting: ViewController?, source: ViewController
    ) -> PresentationController?
}
