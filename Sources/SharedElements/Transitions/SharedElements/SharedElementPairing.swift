import Foundation

/// One shared element as a run flies it: its two views and the flight the plan shows — the
/// elements, the geometry at both ends (``SharedElementPlanner/measure(_:_:in:into:skipped:)``) and the
/// options that apply to it (``SharedElementPlanner/applyOptions(to:fore:back:_:)``). The planner
/// keeps the flights in its plan and the views beside them (``SharedElementPlanner/pairings``
/// puts them together); a run hides its views, records them and flies it from this value.
@MainActor
package struct SharedElementPairing {
    /// The view whose appearance the flight starts from (back when moving forward).
    package let sourceView: View
    /// The view whose appearance the flight ends at.
    package let destinationView: View
    /// The flight as the plan shows it.
    package var pair: SharedElementPlan.Pair

    package init(sourceView: View, destinationView: View, pair: SharedElementPlan.Pair) {
        self.sourceView = sourceView
        self.destinationView = destinationView
        self.pair = pair
    }

    /// The view on the fore screen.
    package func foreView(forward: Bool) -> View { forward ? destinationView : sourceView }

    /// The view on the back screen.
    package func backView(forward: Bool) -> View { forward ? sourceView : destinationView }

    /// The states of both views, to put back and check after the run.
    package func records(positions: SharedElementSiblingPositions = SharedElementSiblingPositions()) -> [SharedElementViewRecord] {
        [SharedElementViewRecord(sourceView, element: pair.source, handedBack: .hidden, positions: positions),
         SharedElementViewRecord(destinationView, element: pair.destination, handedBack: .hidden, positions: positions)]
    }

    /// Hides both views while the flyer stands in for them.
    func hideViews() {
        sourceView.isHidden = true
        destinationView.isHidden = true
    }

    /// The flight, moving along `track` (this pairing's, in a run's timeline), its snapshots
    /// taken now (styles and opacity taken off for the capture). A pair of image views flies its
    /// images laid out by content mode instead of snapshots.
    func makeFlight(track: SharedElementTimeline.Track, container: View) -> SharedElementFlight {
        let clip = pair.parent == nil && pair.keepsAncestorClip ? SharedElementClip(source: sourceView, destination: destinationView, container: container) : nil
        let flight = makeFlyer(track: track, clip: clip)
        flight.sourceView = sourceView
        flight.destinationView = destinationView
        flight.elementID = pair.source.id
        if flight.layout.isText, sourceView.clipsToBounds, destinationView.clipsToBounds { flight.clipsText() }
        if pair.crossFade == .both, flight.imageContent == nil, !flight.layout.isText,
           SharedElementTextLayout.wouldGhost(sourceView, destinationView, comparingPlaces: !flight.layout.isRelayout) {
            // Texts that would show twice (a button's new title) fade one after the other.
            flight.fadesThrough = true
        }
        if !(sourceView.clipsToBounds && destinationView.clipsToBounds) {
            flight.contentCornerRadii = (sourceView.clipsToBounds ? track.from.cornerRadius : 0,
                                         destinationView.clipsToBounds ? track.to.cornerRadius : 0)
        }
        if pair.concentricCorners, pair.parent == nil, let window = container.window {
            let radius = window.layer.cornerRadius
            if radius.isFinite, radius > 0 {
                let bounds = container.convert(window.bounds, from: window)
                // What each end shows at rest, corner by corner: a corner that fills a window
                // corner has the window's radius there (its clip rounds it), so the flyer's
                // corner grows steadily to it; any other corner shows the view's own radius (a
                // header's bottom corners stay square).
                func atRest(_ g: SharedElementGeometry) -> CornerRadii {
                    let half = max(min(g.size.width, g.size.height) / 2, 0), own = g.cornerRadius
                    return CornerRadii(all: own).combined(with: SharedElementFlight.cornerInsets(g, window: bounds)) { r, inset in
                        inset <= SharedElementFlight.fillsWindowCorner ? min(max(r, radius), half) : r
                    }
                }
                flight.concentric = (radius, bounds, atRest(track.from), atRest(track.to), window.layer.masksToBounds)
            }
        }
        return flight
    }

    private func makeFlyer(track: SharedElementTimeline.Track, clip: SharedElementClip?) -> SharedElementFlight {
        let borderColor = Self.borderColors(source: sourceView.layer, destination: destinationView.layer)
        let shadows = SharedElementShadow.pair(source: sourceView.layer, destination: destinationView.layer)
        let backgrounds = Self.backgroundColors(source: sourceView.layer, destination: destinationView.layer)
        if pair.content == .automatic, let content = SharedElementImageContent(source: sourceView, destination: destinationView) {
            return SharedElementFlight(
                track: track, sourceSnapshot: nil, destinationSnapshot: nil, borderColor: borderColor,
                zPosition: pair.zPosition, crossFade: pair.crossFade, imageContent: content, clip: clip, shadows: shadows,
                backgroundColors: backgrounds)
        }
        let layout = SharedElementContentLayout.make(pair.content, source: sourceView, destination: destinationView)
        // Views that do not clip show what their subviews draw past their bounds (a badge across
        // a bag icon's corner): stretched snapshots take it too, and the flyer shows it whole.
        let overflowing = layout.isStretch && !sourceView.clipsToBounds && !destinationView.clipsToBounds
        let source = Self.bareSnapshot(of: sourceView, afterScreenUpdates: false, overflowing: overflowing)
        let destination = Self.bareSnapshot(of: destinationView, afterScreenUpdates: true, overflowing: overflowing)
        return SharedElementFlight(
            track: track, sourceSnapshot: source, destinationSnapshot: destination,
            borderColor: borderColor, zPosition: pair.zPosition, crossFade: pair.crossFade,
            layout: layout, clip: clip, shadows: shadows, backgroundColors: backgrounds,
            overflow: (Self.overflow(of: source, in: sourceView.bounds.size), Self.overflow(of: destination, in: destinationView.bounds.size)))
    }

    /// The border colours the flyer goes between: each view's own, and for a view without a
    /// border the other's made transparent, so a border that one side lacks fades instead of
    /// jumping to another colour.
    package static func borderColors(source: Layer, destination: Layer) -> (Color, Color) {
        func has(_ l: Layer) -> Bool { l.borderWidth.isFinite && l.borderWidth > 0 }
        return fading(has(source) ? source.borderColor : nil, has(destination) ? destination.borderColor : nil)
            ?? (source.borderColor, destination.borderColor)
    }

    /// The background colours the flyer goes between: each view's own, a side without one (or
    /// with a clear one) taking the other's made transparent; `nil` when neither has one.
    package static func backgroundColors(source: Layer, destination: Layer) -> (Color, Color)? {
        func visible(_ c: Color?) -> Color? {
            guard let c, c.alpha > 0, c.red.isFinite, c.green.isFinite, c.blue.isFinite, c.alpha.isFinite else { return nil }
            return c
        }
        return fading(visible(source.backgroundColor), visible(destination.backgroundColor))
    }

    /// A style's colour at each end, a missing side taking the other's made transparent (so the
    /// style fades rather than changes colour); `nil` when both are missing.
    static func fading(_ a: Color?, _ b: Color?) -> (Color, Color)? {
        func clear(_ c: Color) -> Color { Color(red: c.red, green: c.green, blue: c.blue, alpha: 0) }
        switch (a, b) {
        case (nil, nil): return nil
        case (let a?, nil): return (a, clear(a))
        case (nil, let b?): return (clear(b), b)
        case (let a?, let b?): return (a, b)
        }
    }

    /// A snapshot of `view` without its background colour, corner radius, border, shadow and
    /// opacity, which the flyer applies instead.
    static func bareSnapshot(of view: View, afterScreenUpdates: Bool, overflowing: Bool = false) -> View? {
        view.snapshotView(afterScreenUpdates: afterScreenUpdates, leavingOut: SharedElementFlight.stylesOnFlyer, overflowing: overflowing)
    }

    /// Where a snapshot taken with overflow lies in its view's bounds of `size`, as fractions of
    /// them (`(0, 0, 1, 1)`: the bounds); `nil` when it is the bounds.
    static func overflow(of snapshot: View?, in size: CGSize) -> CGRect? {
        guard let f = snapshot?.frame, size.width > 0, size.height > 0,
              f.minX < 0 || f.minY < 0 || f.maxX > size.width || f.maxY > size.height else { return nil }
        return CGRect(x: f.minX / size.width, y: f.minY / size.height, width: f.width / size.width, height: f.height / size.height)
    }
}
