import Foundation

/// The interaction controller of gesture-driven transitions: it scrubs the transition's layer
/// animations by progress (a ``PercentDrivenInteractiveTransition``) and, when the transition is
/// a ``TransitionWithInteraction``, also hands it every gesture sample so it can follow the
/// finger. It drives one transition; after that transition ended it is spent.
@MainActor
package final class TransitionInteraction: ViewControllerInteractiveTransitioning, ScrubsAlongsideAnimations {
    package enum Phase: Sendable, Equatable {
        /// Not started by a transition yet.
        case waiting
        /// A finger drives the transition.
        case interacting
        /// Released: the transition plays on to its end or back to its start.
        case settling
        /// The transition ended.
        case ended
    }

    package private(set) var phase: Phase = .waiting
    package let completionSpeed: CGFloat
    private let percent = PercentDrivenInteractiveTransition()
    private var custom: (transition: TransitionWithInteraction, context: TransitionContext)?
    /// The container of the running transition.
    package private(set) weak var containerView: View?
    /// Called once when the transition ends, with whether it completed.
    var onEnd: ((Bool) -> Void)?

    package init(completionSpeed: CGFloat = 1) {
        let speed = completionSpeed.isFinite && completionSpeed > 0 ? completionSpeed : 1
        self.completionSpeed = speed
        percent.completionSpeed = speed
    }

    /// The progress shown, 0...1.
    package var percentComplete: CGFloat { percent.percentComplete }

    package func startInteractiveTransition(_ transitionContext: ViewControllerContextTransitioning) {
        guard phase == .waiting else { return }
        phase = .interacting
        containerView = transitionContext.containerView
        if let runtime = transitionContext as? ContainerTransitionContext {
            runtime.endHooks.append { [weak self, unowned runtime] in
                self?.didEnd(completed: !runtime.transitionWasCancelled)
            }
            if let run = runtime.animator as? TransitionRun, let transition = run.transition as? TransitionWithInteraction {
                custom = (transition, run.mainContext)
            }
        }
        percent.startInteractiveTransition(transitionContext)
    }

    /// Shows the transition at the sample's progress (and tells a following transition).
    package func update(_ sample: TransitionInteractionSample) {
        guard phase == .interacting else { return }
        percent.update(sample.progress)
        if let custom { custom.transition.interactionDidChange(sample, with: custom.context) }
    }

    /// The finger lifted: play on to the end when `completing`, else back to the start.
    package func end(_ sample: TransitionInteractionSample, completing: Bool) {
        guard phase == .interacting else { return }
        phase = .settling
        if completing { percent.finish() } else { percent.cancel() }
        if phase == .settling, let custom {
            var released = sample
            released.completionSpeed = completionSpeed
            custom.transition.interactionDidEnd(released, completing: completing, with: custom.context)
        }
    }

    /// A new touch caught the settling transition: it stops where it is and is interactive
    /// again. Returns the progress shown, or `nil` when there is nothing to catch.
    func catchTransition() -> CGFloat? {
        guard phase == .settling else { return nil }
        percent.pause()
        var progress = percent.percentComplete
        if let custom { progress = custom.transition.interactionDidCatch(with: custom.context) }
        guard phase == .settling else { return nil }
        phase = .interacting
        percent.update(progress)
        return progress
    }

    private func didEnd(completed: Bool) {
        guard phase != .ended else { return }
        phase = .ended
        custom = nil
        let callback = onEnd
        onEnd = nil
        callback?(completed)
    }
}
