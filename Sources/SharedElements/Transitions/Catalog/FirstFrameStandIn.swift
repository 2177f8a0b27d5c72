import Foundation

/// Shows a catalog transition's element itself on the first frame, in place of the views that
/// fly it, until the clock first moves: a turned card or thumbnail drawn by its flying copy comes
/// out resampled (its edges and text shifted), so the frame that should be the screen at rest
/// would not be. Then the flying views take over for the rest of the run.
///
/// Shared-element flights do the same (their driver swaps each turned source view in on the
/// first frame); this is that behaviour for the transitions that fly one element themselves.
@MainActor
final class FirstFrameStandIn: ClockParticipant {
    private let element: View
    /// The flying views, each with whether the transition had it hidden.
    private let flying: [(view: View, wasHidden: Bool)]
    private var ended = false

    private init(element: View, flying: [View]) {
        self.element = element
        self.flying = flying.map { ($0, $0.isHidden) }
    }

    /// Shows `element` (which the transition has hidden) and hides `flying` until `clock` next
    /// advances. Call it once the flying views are in the container; each is then shown or
    /// hidden as the transition had set it. The element is hidden again then, unless the transition has
    /// already ended (its flying views are gone) and put it back itself.
    static func start(element: View, flying: [View], clock: AnimationClock) {
        let standIn = FirstFrameStandIn(element: element, flying: flying)
        View.performWithoutAnimation {
            element.isHidden = false
            for view in flying { view.isHidden = true }
        }
        clock.register(standIn)
    }

    nonisolated func clockDidAdvance(to now: TimeInterval, clock: AnimationClock) -> Bool {
        MainActor.assumeIsolated { end() }
        return false
    }

    nonisolated var isWaitingForClock: Bool { MainActor.assumeIsolated { !ended } }

    private func end() {
        guard !ended else { return }
        ended = true
        // A run that ended before the clock moved has put its views back already.
        guard flying.allSatisfy({ $0.view.superview != nil }) else { return }
        View.performWithoutAnimation {
            element.isHidden = true
            for (view, wasHidden) in flying { view.isHidden = wasHidden }
        }
    }
}
