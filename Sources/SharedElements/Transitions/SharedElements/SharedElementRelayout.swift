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

    /// Whether subviews without an autoresizing mask that sit centred in their superview keep
    /// their margins while the views are relaid (``centredMask(of:)``): the automatic choice of
    /// content does; `.relayout` asked for keeps UIKit's rule (such a subview keeps its frame).
    private let keepsCentredSubviews: Bool

    package init(source: View, destination: View, keepsCentredSubviews: Bool = false) {
        self.source = source
        self.destination = destination
        self.keepsCentredSubviews = keepsCentredSubviews
    }

    /// The mask a subview without one is given while relaid, for each axis on which its
    /// margins in its superview are equal (to half a point), as the leading and trailing
    /// constraints that usually place such a view would: across, a label or a view holding
    /// others keeps its margins and stretches (flexible width: a left-aligned title keeps its
    /// start, a centred one its middle), any other view keeps its size and stays centred
    /// (flexible margins: an icon); down, only a label stretches (flexible height). A pill button's title so stays in the middle as the button
    /// grows, where a fixed frame would leave the word at one side and show two words in the
    /// cross-fade.
    package static func centredMask(of view: View) -> AutoresizingMask {
        guard view.autoresizingMask.isEmpty, let parent = view.superview else { return [] }
        let f = view.frame, b = parent.bounds
        guard f.minX.isFinite, f.minY.isFinite, f.width.isFinite, f.height.isFinite else { return [] }
        let stretches = view is Label || !view.subviews.isEmpty
        var mask: AutoresizingMask = []
        if abs((f.minX - b.minX) - (b.maxX - f.maxX)) <= 0.5 {
            mask.formUnion(stretches ? [.flexibleWidth] : [.flexibleLeftMargin, .flexibleRightMargin])
        }
        // Vertically only a label, whose text is centred in its bounds anyway: a row's icon
        // with equal margins would otherwise slide to the middle of a card grown tall.
        if view is Label, abs((f.minY - b.minY) - (b.maxY - f.maxY)) <= 0.5 {
            mask.insert(.flexibleHeight)
        }
        return mask
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
        let leftOut = self.leftOut.compactMap(\.view)
        for (view, snapshot) in [(source, sourceSnapshot), (destination, destinationSnapshot)] {
            guard let view, let snapshot,
                  let rendered = Self.render(view, at: size, leavingOut: leftOut, keepingCentred: keepsCentredSubviews) else { continue }
            snapshot.layer.contents = rendered.layer.contents
            snapshot.layer.contentsScale = rendered.layer.contentsScale
            snapshot.layer.contentsRect = rendered.layer.contentsRect
        }
    }

    /// A snapshot of `view` laid out at `size` (shown, at full opacity, without the styles a
    /// flyer draws, without those of `leftOut` inside it), after which the view and its subtree
    /// are exactly as before.
    static func render(_ view: View, at size: CGSize, leavingOut leftOut: [View] = [], keepingCentred: Bool = false) -> View? {
        var saved: [(View, CGRect, CGPoint)] = []
        // Subviews given a mask for the render (``centredMask(of:)``), to be given none again.
        var masked: [View] = []
        func record(_ v: View) {
            saved.append((v, v.bounds, v.center))
            if keepingCentred, v !== view {
                let mask = centredMask(of: v)
                if !mask.isEmpty {
                    v.autoresizingMask = mask
                    masked.append(v)
                }
            }
            for s in v.subviews { record(s) }
        }
        record(view)
        defer { for v in masked { v.autoresizingMask = [] } }
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
