import Foundation

/// The content of a ``SharedElementOptions/Content/relayout`` flight: on every frame each live
/// view is given the flyer's size, laid out, rendered without the styles the flyer draws, and
/// put back exactly as it was (its bounds and every subview's bounds and centre), so the
/// snapshots show what the views' own layout makes of the size in between — text rewrapped,
/// subviews placed by their layout — rather than a resized picture.
@MainActor
package final class SharedElementRelayout {
    private weak var source: View?
    private weak var destination: View?
    /// The size last rendered (rendering again at the same size is skipped).
    private var renderedSize: CGSize?
    /// Views inside either view that fly on their own (nested elements): hidden while the
    /// views are rendered, so their content shows once, in their own flyer, even where they are
    /// shown during the run (a back screen left in sight under a clear fore screen).
    private var leftOut: [WeakView] = []

    private struct WeakView { weak var view: View? }

    package init(source: View, destination: View) {
        self.source = source
        self.destination = destination
    }

    /// Leaves `views` (nested elements with flyers of their own) out of every render.
    func leaveOut(_ views: [View]) {
        leftOut.append(contentsOf: views.map { WeakView(view: $0) })
    }

    /// Renders both views at `size` into `sourceSnapshot` and `destinationSnapshot`'s contents.
    /// A view gone, or a size that is empty or not finite, leaves its snapshot as it was.
    func update(sourceSnapshot: View?, destinationSnapshot: View?, size: CGSize) {
        guard size != renderedSize, size.width.isFinite, size.height.isFinite, size.width >= 1, size.height >= 1 else { return }
        renderedSize = size
        for (view, snapshot) in [(source, sourceSnapshot), (destination, destinationSnapshot)] {
            guard let view, let snapshot, let rendered = Self.render(view, at: size, leavingOut: leftOut.compactMap(\.view)) else { continue }
            snapshot.layer.contents = rendered.layer.contents
            snapshot.layer.contentsScale = rendered.layer.contentsScale
            snapshot.layer.contentsRect = rendered.layer.contentsRect
        }
    }

    /// A snapshot of `view` laid out at `size` (shown, at full opacity, without the styles a
    /// flyer draws, without those of `leftOut` inside it), after which the view and its subtree
    /// are exactly as before.
    static func render(_ view: View, at size: CGSize, leavingOut leftOut: [View] = []) -> View? {
        var saved: [(View, CGRect, CGPoint)] = []
        func record(_ v: View) {
            saved.append((v, v.bounds, v.center))
            for s in v.subviews { record(s) }
        }
        record(view)
        let wasHidden = view.isHidden
        let inside = leftOut.filter { $0 !== view && !$0.isHidden && $0.isDescendant(of: view) }
        var snapshot: View?
        View.performWithoutAnimation {
            for v in inside { v.isHidden = true }
            view.isHidden = false
            view.bounds = CGRect(origin: view.bounds.origin, size: size)
            view.setNeedsLayout()
            snapshot = view.snapshotView(afterScreenUpdates: true, leavingOut: SharedElementFlight.stylesOnFlyer)
            for (v, bounds, center) in saved {
                v.bounds = bounds
                v.center = center
            }
            view.isHidden = wasHidden
            for v in inside { v.isHidden = false }
        }
        return snapshot
    }
}
