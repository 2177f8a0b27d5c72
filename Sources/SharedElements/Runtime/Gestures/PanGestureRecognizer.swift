import Foundation

/// Recognizes a drag (`UIPanGestureRecognizer`): begins once a touch has moved
/// ``minimumDistance`` points, then reports ``translation(in:)`` and ``velocity(in:)``.
///
/// ```swift
/// let pan = PanGestureRecognizer { g in
///     let pan = g as! PanGestureRecognizer
///     card.center.y = start + pan.translation(in: nil).y
/// }
/// ```
@MainActor
open class PanGestureRecognizer: GestureRecognizer {
    /// How far a touch moves before the pan begins, in points (UIKit's slop is about 10).
    public var minimumDistance: CGFloat = 10

    private var startLocation: CGPoint = .zero
    private var translationOrigin: CGPoint = .zero
    var tracker = VelocityTracker()

    /// The translation since the pan began (or since ``setTranslation(_:in:)``), in `view`'s
    /// coordinates (`nil`: the window's), in points. Always finite: zero when `view` cannot be
    /// placed (a non-finite frame or transform) or the result overflows.
    public func translation(in view: View?) -> CGPoint {
        guard state == .began || state == .changed || state == .ended, touches.first != nil else { return .zero }
        let now = location(in: nil)
        let d = CGPoint(x: now.x - translationOrigin.x, y: now.y - translationOrigin.y)
        return convertVector(d, to: view)
    }

    /// Makes the current translation read as `translation` from now on. A translation with a
    /// NaN or infinite coordinate is ignored.
    public func setTranslation(_ translation: CGPoint, in view: View?) {
        guard translation.x.isFinite, translation.y.isFinite else { return }
        let inWindow = convertVector(translation, from: view)
        let now = location(in: nil)
        translationOrigin = CGPoint(x: now.x - inWindow.x, y: now.y - inWindow.y)
    }

    /// The finger's velocity in points per second, in `view`'s coordinates (`nil`: the window's).
    /// Always finite: zero when it cannot be worked out (fewer than two samples at distinct
    /// times, a `view` that cannot be placed, an overflow).
    public func velocity(in view: View?) -> CGPoint {
        convertVector(tracker.velocity, to: view)
    }

    /// Whether the first movement may begin the pan (screen-edge pans restrict this).
    open func canBegin(at start: CGPoint, movedTo point: CGPoint) -> Bool { true }

    /// Notes where the pan starts.
    open override func touchesBegan(_ touches: [Touch], with event: Event) {
        guard let t = touches.first else { return }
        if self.touches.count == touches.count {
            startLocation = t.windowLocation
            tracker.reset()
        }
        tracker.add(location(in: nil), at: event.timestamp)
    }

    /// Begins after `minimumDistance` of movement, then reports changes.
    open override func touchesMoved(_ touches: [Touch], with event: Event) {
        let p = location(in: nil)
        tracker.add(p, at: event.timestamp)
        switch state {
        case .possible:
            let d = hypot(p.x - startLocation.x, p.y - startLocation.y)
            guard d >= minimumDistance else { return }
            guard canBegin(at: startLocation, movedTo: p) else { state = .failed; return }
            translationOrigin = p
            beginIfAllowed()
        case .began, .changed:
            state = .changed
        default:
            break
        }
    }

    /// Ends the pan (or fails one that never began); the lift counts as a velocity sample.
    open override func touchesEnded(_ touches: [Touch], with event: Event) {
        // The lift counts as a sample: a finger that rested before lifting has no speed left.
        tracker.add(location(in: nil), at: event.timestamp)
        if state == .began || state == .changed {
            state = .ended
        } else if state == .possible {
            state = .failed
        }
    }

    /// A vector (not a point) in window coordinates expressed in `view`'s coordinates.
    func convertVector(_ v: CGPoint, to view: View?) -> CGPoint {
        guard let view else { return v.x.isFinite && v.y.isFinite ? v : .zero }
        let a = view.convert(CGPoint.zero, from: view.window)
        let b = view.convert(v, from: view.window)
        let r = CGPoint(x: b.x - a.x, y: b.y - a.y)
        return r.x.isFinite && r.y.isFinite ? r : .zero
    }

    func convertVector(_ v: CGPoint, from view: View?) -> CGPoint {
        guard let view else { return v.x.isFinite && v.y.isFinite ? v : .zero }
        let a = view.convert(CGPoint.zero, to: view.window)
        let b = view.convert(v, to: view.window)
        let r = CGPoint(x: b.x - a.x, y: b.y - a.y)
        return r.x.isFinite && r.y.isFinite ? r : .zero
    }
}
