import Foundation

extension ScrollView {
    /// The animation key of a fling's deceleration.
    static let decelerationKey = "ScrollView.deceleration"

    /// Whether a fling is still gliding.
    public var isDecelerating: Bool { layer.animation(forKey: ScrollView.decelerationKey) != nil }

    func handlePan(_ pan: PanGestureRecognizer) {
        guard isScrollEnabled else { return }
        switch pan.state {
        case .began:
            stopDeceleration()
            dragStartOffset = contentOffset
            fallthrough
        case .changed:
            let t = pan.translation(in: self)
            contentOffset = clamped(CGPoint(x: dragStartOffset.x - t.x, y: dragStartOffset.y - t.y))
        case .ended:
            let v = pan.velocity(in: self)
            decelerate(withVelocity: CGPoint(x: -v.x, y: -v.y))
        case .cancelled, .failed, .possible:
            break
        }
    }

    /// Stops a gliding fling where it is on screen now.
    public func stopDeceleration() {
        guard isDecelerating else { return }
        let onScreen = layer.renderProperties(at: layer.effectiveClock.now).bounds.origin
        layer.removeAnimation(forKey: ScrollView.decelerationKey)
        contentOffset = clamped(onScreen)
    }

    /// Glides on with `velocity` (points per second of content offset), slowing by
    /// ``decelerationRate`` per millisecond, stopping at the content's edges. The offset at time
    /// t is `v (1 - r^(1000 t)) / (1000 ln(1/r))`.
    public func decelerate(withVelocity velocity: CGPoint) {
        let r = Double(decelerationRate)
        guard velocity.x.isFinite, velocity.y.isFinite, r > 0, r < 1 else { return }
        let speed = hypot(velocity.x, velocity.y)
        guard speed > 5 else { return }
        let k = 1000 * log(1 / r)
        let duration = min(log(speed / 5) / k, 10)
        let start = contentOffset
        func offset(at t: Double) -> CGPoint {
            let f = (1 - exp(-k * t)) / k
            return clamped(CGPoint(x: start.x + velocity.x * f, y: start.y + velocity.y * f))
        }
        let samples = 30
        let size = bounds.size
        let values = (0...samples).map { i in CGRect(origin: offset(at: duration * Double(i) / Double(samples)), size: size) }
        let end = values[samples].origin
        guard end != start else { return }
        Transaction.performWithoutAnimation { contentOffset = end }
        layer.add(.keyframes(.bounds, values: values, duration: duration), forKey: ScrollView.decelerationKey)
    }

    func clamped(_ p: CGPoint) -> CGPoint {
        let m = maximumContentOffset
        return CGPoint(x: min(max(p.x, 0), m.x), y: min(max(p.y, 0), m.y))
    }
}
