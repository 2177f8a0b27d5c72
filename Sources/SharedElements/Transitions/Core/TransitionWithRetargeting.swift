import Foundation

/// A ``Transition`` that can turn round mid-flight: every moving part goes back to where it
/// started from its current on-screen value and velocity, and the transition then ends
/// cancelled. The runtime uses it when a pop arrives while the push of the same controller is
/// still running: the push turns round instead of the pop being refused.
///
/// ```swift
/// nav.pushViewController(detail, animated: true)   // SharedElementTransition
/// clock.advance(by: 0.1)
/// nav.popViewController(animated: true)            // the flyers turn round where they are
/// ```
@MainActor
public protocol TransitionWithRetargeting: Transition {
    /// Sends every moving part back to its start from where it is; returns false when the
    /// transition cannot turn round now (it then runs on and the request is refused).
    func retargetToStart(with context: TransitionContext) -> Bool
}
