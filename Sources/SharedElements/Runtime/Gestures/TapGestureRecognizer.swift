import Foundation

/// Recognizes taps (`UITapGestureRecognizer`): ``numberOfTouchesRequired`` fingers come down and
/// lift, none moving more than ``allowableMovement`` points, ``numberOfTapsRequired`` times in a
/// row, each tap within 44 points of the first and at most ``maximumIntervalBetweenTaps`` seconds
/// from one lift to the next touch.
///
/// A tap is a discrete gesture: on the last lift the state goes straight to `.ended`
/// (`.recognized`) and the actions run once, with ``GestureRecognizer/location(in:)`` at the lifting
/// fingers. Moving too far, an extra finger or too slow a follow-up tap fails it.
///
/// ```swift
/// let doubleTap = TapGestureRecognizer { tap in
///     zoom(at: tap.location(in: photo))
/// }
/// doubleTap.numberOfTapsRequired = 2
/// photo.addGestureRecognizer(doubleTap)
/// ```
@MainActor
open class TapGestureRecognizer: GestureRecognizer {
    /// Taps in a row that make the gesture (1: a single tap).
    public var numberOfTapsRequired = 1
    /// Fingers each tap uses.
    public var numberOfTouchesRequired = 1
    /// How far, in points, a finger may move from where it came down and still tap (UIKit allows
    /// about 10).
    public var allowableMovement: CGFloat = 10
    /// The longest pause, in seconds, from one tap's lift to the next tap's touch.
    public var maximumIntervalBetweenTaps: TimeInterval = 0.35

    /// Taps completed in the current sequence.
    private var tapCount = 0
    private var lastLift: TimeInterval = -.infinity
    /// Where the sequence's first finger came down, in window coordinates.
    private var origin: CGPoint = .zero
    /// Where each finger of the current tap came down.
    private var starts: [ObjectIdentifier: CGPoint] = [:]
    /// How far from the first tap a follow-up tap may land, in points (about a fingertip).
    private static let tapSpacing: CGFloat = 44
    /// The most fingers down at once during the current tap.
    private var fingersDown = 0

    /// Counts fingers and taps (too many fingers fail).
    open override func touchesBegan(_ touches: [Touch], with event: Event) {
        guard state == .possible, let touch = touches.first else { return }
        if self.touches.count == touches.count {
            // The tap's first finger: continue the sequence or start one.
            let continues = tapCount > 0 && event.timestamp - lastLift <= maximumIntervalBetweenTaps
                && distance(touch.windowLocation, origin) <= Self.tapSpacing
            if !continues {
                tapCount = 0
                origin = touch.windowLocation
            }
            fingersDown = 0
            starts = [:]
        }
        for t in touches { starts[ObjectIdentifier(t)] = t.windowLocation }
        fingersDown = max(fingersDown, self.touches.count)
        if fingersDown > numberOfTouchesRequired { fail() }
    }

    /// Fails when a finger moves beyond `allowableMovement`.
    open override func touchesMoved(_ touches: [Touch], with event: Event) {
        guard state == .possible else { return }
        if touches.contains(where: moved) { fail() }
    }

    /// Recognizes on the last lift of the required taps.
    open override func touchesEnded(_ touches: [Touch], with event: Event) {
        guard state == .possible else { return }
        // The router removes the lifted touch after this call: the last finger is lifting when
        // every tracked touch is in `touches`.
        guard self.touches.count == touches.count else { return }
        guard fingersDown == numberOfTouchesRequired, !touches.contains(where: moved) else { return fail() }
        tapCount += 1
        lastLift = event.timestamp
        if tapCount >= max(numberOfTapsRequired, 1) {
            tapCount = 0
            state = .ended
        }
    }

    /// Forgets the taps so far and cancels, as every recognizer does.
    open override func touchesCancelled(_ touches: [Touch], with event: Event) {
        tapCount = 0
        super.touchesCancelled(touches, with: event)
    }

    /// Whether `touch` has moved too far from where it came down to tap.
    private func moved(_ touch: Touch) -> Bool {
        guard let start = starts[ObjectIdentifier(touch)] else { return false }
        return distance(touch.windowLocation, start) > allowableMovement
    }

    private func fail() {
        tapCount = 0
        state = .failed
    }

    private func distance(_ a: CGPoint, _ b: CGPoint) -> CGFloat {
        let d = hypot(a.x - b.x, a.y - b.y)
        return d.isFinite ? d : .infinity
    }
}
