import Dispatch
import Foundation

extension Compositor {
    /// Draws `root` into `bitmap` in `bands` horizontal bands at once, each by its own
    /// ``CompositorPass`` clipped to its rows. Returns false when a band passed its share of the
    /// working-memory budget (`bitmap` is then partly drawn): the caller renders on one thread,
    /// which decides.
    func renderBands(_ root: Layer, into bitmap: inout Bitmap, bands: Int, scale: CGFloat, time: TimeInterval) -> Bool {
        // Animation drivers cache their progress for the last time asked: asking once for every
        // layer here writes those caches before the bands only read them.
        Compositor.evaluate(root, at: time)
        let w = bitmap.width, h = bitmap.height
        let shared = BandState(root: root)
        let shadows = ShadowPlanes()
        bitmap.withUnsafeMutablePixels { p in
            let pixels = SendablePointer(pointer: p)
            DispatchQueue.concurrentPerform(iterations: bands) { i in
                let rows = PixelRect(x0: 0, y0: h * i / bands, x1: w, y1: h * (i + 1) / bands)
                // Each band gets its share of the budget: the bands' peaks add up to at least the
                // one-thread peak, so when every band stays within its share the render is within
                // the budget on one thread too, and when one does not, one thread decides. The
                // answer never depends on the number of bands.
                let pass = CompositorPass(time: time, budget: workingMemory / bands)
                pass.shadowPlanes = shadows
                pass.cullsCovered = cullsCovered
                let surface = RenderSurface(rect: PixelRect(width: w, height: h), borrowing: pixels.pointer)
                pass.drawLayer(shared.root, parent: nil, parentMatrix: ProjectiveTransform(scale: scale), planes: [],
                               surface: surface, clip: ClipRegion(rect: rows, mask: nil))
                if pass.overBudget != nil { shared.noteOverBudget() }
            }
        }
        return !shared.overBudget
    }

    /// Evaluates the properties of `layer` and of every layer under it at `time`.
    static func evaluate(_ layer: Layer, at time: TimeInterval) {
        // One value for the whole tree: the results are not kept.
        var scratch = LayerProperties()
        layer.renderProperties(at: time, into: &scratch)
        evaluateSublayers(of: layer, at: time, into: &scratch)
    }

    private static func evaluateSublayers(of layer: Layer, at time: TimeInterval, into scratch: inout LayerProperties) {
        Layer.evaluate(layer.sublayers, at: time, into: &scratch) { sub, p in evaluateSublayers(of: sub, at: time, into: &p) }
    }
}

/// What the bands of one render share: the tree they read and whether any went over budget.
private final class BandState: @unchecked Sendable {
    let root: Layer
    private let lock = NSLock()
    private var failed = false

    init(root: Layer) { self.root = root }

    func noteOverBudget() {
        lock.lock(); defer { lock.unlock() }
        failed = true
    }

    var overBudget: Bool {
        lock.lock(); defer { lock.unlock() }
        return failed
    }
}

/// The canvas's pixels, written by every band (each only inside its own rows).
private struct SendablePointer: @unchecked Sendable {
    let pointer: UnsafeMutablePointer<UInt32>
}
