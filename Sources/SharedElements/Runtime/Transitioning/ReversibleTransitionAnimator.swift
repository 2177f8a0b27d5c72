import Foundation

/// An animator that can turn a running transition round where it is: the runtime asks it when a
/// pop arrives while the push of the same controller is still animating, and reverses the push
/// instead of queueing the pop. The transition framework's runs adopt it; others are left to
/// finish first.
@MainActor
package protocol ReversibleTransitionAnimator: ViewControllerAnimatedTransitioning {
    /// The controller a forward run is bringing on screen; `nil` for a backward run.
    var incomingController: ViewController? { get }
    /// Sends every moving part back to its start from where it is and ends the transition
    /// cancelled; `false` when the animator cannot (nothing was reversed).
    func retargetToStart() -> Bool
}
