import Foundation

/// One flying element: a flyer view in the container holding the source and destination
/// snapshots, moved from the source's geometry to the destination's. The flyer carries the
/// corner radius and border as styles (clipping the snapshots), so rounded content stays
/// rounded mid-flight; the snapshots cross-fade.
@MainActor
final class SharedElementFlight {
    let flyer: View
    let sourceSnapshot: View?
    let destinationSnapshot: View?
    let from: SharedElementGeometry
    let to: SharedElementGeometry
    let delay: TimeInterval
    let duration: TimeInterval
    private let track: TransformTrack

    init(from: SharedElementGeometry, to: SharedElementGeometry, sourceSnapshot: View?, destinationSnapshot: View?,
         borderColor: Color, delay: TimeInterval, duration: TimeInterval) {
        self.from = from
        self.to = to
        self.delay = delay
        self.duration = duration
        self.sourceSnapshot = sourceSnapshot
        self.destinationSnapshot = destinationSnapshot
        track = TransformTrack(from: from.transform, to: to.transform)
        flyer = View(frame: CGRect(origin: .zero, size: from.size))
        flyer.clipsToBounds = true
        flyer.layer.borderColor = borderColor
        flyer.autoresizesSubviews = true
        for snapshot in [sourceSnapshot, destinationSnapshot].compactMap({ $0 }) {
            snapshot.frame = flyer.bounds
            snapshot.autoresizingMask = [.flexibleWidth, .flexibleHeight]
            flyer.addSubview(snapshot)
        }
    }

    /// The flight's own progress at `elapsed` seconds into the transition, 0...1, before the
    /// timing curve.
    func linearProgress(at elapsed: TimeInterval) -> Double {
        guard duration > 0 else { return elapsed >= delay ? 1 : 0 }
        return min(max((elapsed - delay) / duration, 0), 1)
    }

    /// The geometry at curve-mapped progress `p`.
    func geometry(at p: Double) -> SharedElementGeometry {
        SharedElementGeometry(
            size: from.size.interpolated(to: to.size, progress: p),
            transform: track.value(at: p),
            alpha: from.alpha.interpolated(to: to.alpha, progress: p),
            cornerRadius: max(0, from.cornerRadius.interpolated(to: to.cornerRadius, progress: p)),
            borderWidth: max(0, from.borderWidth.interpolated(to: to.borderWidth, progress: p)))
    }

    /// Puts the flyer where it is at curve-mapped progress `p`.
    func apply(_ p: Double) {
        let g = geometry(at: p)
        let layer = flyer.layer
        flyer.bounds = CGRect(origin: .zero, size: g.size)
        layer.position = .zero
        layer.transform = g.transform
        layer.opacity = Float(g.alpha)
        layer.cornerRadius = g.cornerRadius
        layer.borderWidth = g.borderWidth
        // The destination fades in over a source that stays opaque for the first half, so the
        // pair never shows through in the middle and each end shows one image alone.
        destinationSnapshot?.layer.opacity = Float(p)
        sourceSnapshot?.layer.opacity = Float(min(1, 2 * (1 - p)))
    }
}
