import Foundation

/// Recognizes a gesture from touches and reports it to its actions (`UIGestureRecognizer`).
///
/// States follow UIKit's machine: `.possible` → `.began` → `.changed`… → `.ended` (or
/// `.cancelled`), or `.possible` → `.failed`. Actions run on every change to began, changed, ended
/// and cancelled; the recognizer returns to `.possible` when the last touch lifts.
///
/// ```swift
/// let pan = PanGestureRecognizer { pan in
///     print(pan.state, pan.translation(in: nil))
/// }
/// view.addGestureRecognizer(pan)
/// ```
@MainActor
open class GestureRecognizer {
    /// The recognizer states.
    public enum State: String, Sendable {
        /// UIKit's states: waiting, then began, changed and ended (or cancelled) for continuous gestures, or failed.
        case possible, began, changed, ended, cancelled, failed
        /// UIKit's alias for `.ended`.
        public static let recognized = State.ended
    }

    /// The current state.
    public package(set) var state: State = .possible {
        didSet {
            guard state != oldValue || state == .changed else { return }
            switch state {
            case .began, .changed, .ended, .cancelled: fireActions()
            case .possible, .failed: break
            }
        }
    }

    /// Whether the recognizer receives touches.
    public var isEnabled = true {
        didSet { if !isEnabled, state == .began || state == .changed { state = .cancelled } }
    }

    /// The view the recognizer is attached to.
    public package(set) weak var view: View?

    /// Asked before the recognizer leaves `.possible`; returning false makes it fail.
    public var shouldBegin: (@MainActor (GestureRecognizer) -> Bool)?

    /// The actions, in the order they were added: closures, and target–action pairs whose
    /// target is held weakly (see `GestureRecognizer+TargetAction.swift`).
    var actions: [GestureAction] = []
    /// Touches currently tracked.
    public package(set) var touches: [Touch] = []

    /// A recognizer with no action yet.
    public init() {}

    /// A recognizer calling `action` on every state change it reports.
    public init(action: @escaping @MainActor (GestureRecognizer) -> Void) {
        actions = [GestureAction(run: action)]
    }

    /// Adds an action (UIKit's `addTarget(_:action:)`).
    public func addTarget(_ action: @escaping @MainActor (GestureRecognizer) -> Void) {
        actions.append(GestureAction(run: action))
    }

    /// The centroid of the tracked touches in `view`'s coordinates (`nil`: the window's).
    public func location(in view: View?) -> CGPoint {
        guard !touches.isEmpty else { return .zero }
        let points = touches.map { $0.location(in: view) }
        return CGPoint(x: points.map(\.x).reduce(0, +) / CGFloat(points.count),
                       y: points.map(\.y).reduce(0, +) / CGFloat(points.count))
    }

    /// The number of tracked touches.
    public var numberOfTouches: Int { touches.count }

    private func fireActions() {
        // A target released since it was added drops out: its action is a no-op, as a message
        // to a deallocated target is never sent in UIKit.
        actions.removeAll { $0.hasTarget && $0.target == nil }
        for action in actions { action.run(self) }
    }

    /// Moves from `.possible` to `.began` if ``shouldBegin`` agrees; otherwise fails.
    public func beginIfAllowed() {
        guard state == .possible else { return }
        if shouldBegin?(self) == false {
            state = .failed
        } else {
            state = .began
        }
    }

    // MARK: - Touch handling, for subclasses

    /// Called when touches begin in the view; subclasses recognize here.
    open func touchesBegan(_ touches: [Touch], with event: Event) {}
    /// Called when touches move.
    open func touchesMoved(_ touches: [Touch], with event: Event) {}
    /// Called when touches lift.
    open func touchesEnded(_ touches: [Touch], with event: Event) {}
    /// Called when touches are cancelled; the default cancels a gesture in progress and fails one not yet begun.
    open func touchesCancelled(_ touches: [Touch], with event: Event) {
        if state == .began || state == .changed { state = .cancelled } else if state == .possible { state = .failed }
    }

    /// Called when the gesture is over (every touch lifted) to return to `.possible`.
    open func reset() {}

    func finishIfIdle() {
        guard touches.isEmpty else { return }
        if state != .possible {
            // UIKit resets on the next run-loop turn; here at once, after the actions ran.
            state = .possible
        }
        reset()
    }
}

extension View {
    /// Attaches a gesture recognizer (`addGestureRecognizer(_:)`).
    public func addGestureRecognizer(_ recognizer: GestureRecognizer) {
        recognizer.view?.removeGestureRecognizer(recognizer)
        recognizer.view = self
        gestureRecognizers.append(recognizer)
    }

    /// Detaches a gesture recognizer.
    public func removeGestureRecognizer(_ recognizer: GestureRecognizer) {
        gestureRecognizers.removeAll { $0 === recognizer }
        if recognizer.view === self { recognizer.view = nil }
    }

    /// The deepest view containing `point` (UIKit's spelling; the event is not needed here).
    public func hitTest(_ point: CGPoint, with event: Event?) -> View? { hitTest(point) }

    /// Whether `point` is inside (UIKit's spelling).
    public func point(inside point: CGPoint, with event: Event?) -> Bool { self.point(inside: point) }
}
