import Foundation

/// Keeps a screen's chrome (``View/isTransitionChrome``: navigation bars, tab bars, marked views)
/// above the flyers of a shared-element transition. Chrome that sits inside the transition's
/// container (on the arriving or leaving screen, which the flyers are drawn over) is captured at
/// the start and shown by a stand-in above the flyers, at the chrome's place and at its opacity
/// as it is on screen frame by frame (its screen fading in or out with it), while the chrome
/// itself is hidden; at the end the chrome is shown again. Chrome outside the container (a
/// navigation controller's own bar during a push) is above the flyers already.
@MainActor
package final class SharedElementChrome {
    /// The z position of the stand-ins in the container: above every flyer that does not ask to
    /// fly above chrome (those are lifted above it, ``SharedElementOptions/fliesAboveChrome``).
    package static let zPosition: CGFloat = 1_000_000

    /// Each chrome view, the stand-in drawing it, for a view drawn over an element the flyer
    /// the stand-in goes just above (`nil`: above every flyer), and for chrome of a screen
    /// underneath the opaque screen over it, whose opacity on each frame is how much of that
    /// chrome it covers.
    package private(set) var standIns: [(chrome: View, standIn: View, above: View?, coveredBy: View?)] = []
    private let container: View
    /// With chrome of a screen underneath (``init(roots:container:elements:covered:)``'s
    /// `covered`): the isolated group above the flyers in which the chrome stand-ins add up
    /// with plus-lighter, so where both screens have chrome the two cross-fade coverage-true (the
    /// one underneath at what the screen over it leaves in sight, the other at that screen's
    /// opacity: weights that add up to at most 1), and a bar both screens share holds steady
    /// instead of dimming mid-fade as two source-over layers would.
    private var crossFadeGroup: View?

    /// The chrome under `roots` (the screens in the transition) that lies inside `container`,
    /// each captured into a stand-in above the flyers. Hidden and nearly transparent chrome is
    /// left alone; inside chrome, only the outermost counts.
    ///
    /// With `elements` (the views whose flyers fly, each with its flyer's root in the
    /// container), the views a screen draws over one of them count too: a later view in drawing
    /// order that lies at least half inside an element's rectangle, or partly inside a larger
    /// element's, and holds no tagged view (a subtitle, a slider and a button over a full-screen
    /// background that flies, an avatar across a cover's edge) keeps showing over that
    /// element's flyer, fading with its screen, as it shows over the element at rest. Its
    /// stand-in goes just above that flyer, under the flyers after it. Views turned or scaled on
    /// screen are left under the flyers.
    ///
    /// With `covered`, the chrome of a screen underneath (the back screen, with the opaque fore
    /// screen fading in over it) is kept above the flyers too, at the part of it the screen over
    /// it leaves in sight on each frame: all of it while that screen is clear, none once it is
    /// opaque. (A tab bar on the back screen stays over a photo leaving from under it.) So are
    /// the views that screen draws over its elements (`elements` may name views of both
    /// screens): a duration badge over a video's thumbnail stays over the thumbnail's flyer as
    /// the list fades under the arriving player, so the first frame of a presentation and the
    /// last of a dismissal are that screen at rest too.
    package init(roots: [View], container: View, elements: [(view: View, flight: SharedElementFlight)] = [],
                 covered: [(root: View, by: View)] = []) {
        self.container = container
        for (root, cover) in covered {
            for chrome in Self.chrome(under: root) { capture(chrome, coveredBy: cover) }
        }
        var flyers: [ObjectIdentifier: SharedElementFlight] = [:]
        for element in elements { flyers[ObjectIdentifier(element.view)] = element.flight }
        let screens = roots.map { ($0, nil as View?) } + covered.map { ($0.root, $0.by as View?) }
        for (root, cover) in screens where root.isDescendant(of: container) {
            var tagged: Set<ObjectIdentifier> = []
            Self.ancestorsOfTagged(root, into: &tagged)
            var passed: [(rect: CGRect, flight: SharedElementFlight)] = []
            collect(root, flyers: flyers, tagged: tagged, coveredBy: cover, passed: &passed)
        }
    }

    /// The outermost shown chrome views under `view`.
    private static func chrome(under view: View) -> [View] {
        guard !view.isHidden, view.alpha > 0.01 else { return [] }
        if view.isTransitionChrome { return [view] }
        return view.subviews.flatMap { chrome(under: $0) }
    }

    /// Adds `view` and every view above a tagged view under `view` (a view with a
    /// `transitionID`, itself included) to `set`; returns whether `view` is one.
    @discardableResult
    private static func ancestorsOfTagged(_ view: View, into set: inout Set<ObjectIdentifier>) -> Bool {
        var found = view.transitionID != nil
        for subview in view.subviews where ancestorsOfTagged(subview, into: &set) { found = true }
        if found { set.insert(ObjectIdentifier(view)) }
        return found
    }

    /// Captures the chrome under `view` (unless its screen is `coveredBy` another, whose chrome
    /// is captured already) and the views drawn over the elements among `flyers`.
    private func collect(
        _ view: View, flyers: [ObjectIdentifier: SharedElementFlight], tagged: Set<ObjectIdentifier>, coveredBy cover: View?,
        passed: inout [(rect: CGRect, flight: SharedElementFlight)]
    ) {
        let id = ObjectIdentifier(view)
        if let flight = flyers[id] {
            // Its subtree flies with it; what is drawn after it and over it is an overlay.
            let rect = container.convert(view.bounds, from: view)
            if rect.width > 0, rect.height > 0, rect.minX.isFinite, rect.minY.isFinite { passed.append((rect, flight)) }
            return
        }
        guard !view.isHidden, view.alpha > 0.01 else { return }
        if view.isTransitionChrome {
            if cover == nil { capture(view) }
            return
        }
        if !tagged.contains(id), !passed.isEmpty, view.bounds.width > 0, view.bounds.height > 0,
           view.mapsToWindowByTranslation {
            let rect = container.convert(view.bounds, from: view)
            // Over the last element drawn under it that holds at least half of it, or any of
            // it when the element is the larger (an avatar across a cover's bottom edge). A
            // larger view only partly over an element (a panel over a header's bottom edge)
            // stays on its screen: over the whole flight it would hide the flyer.
            let area = rect.width * rect.height
            if let under = passed.last(where: {
                let common = $0.rect.intersection(rect)
                guard !common.isNull else { return false }
                let shared = common.width * common.height
                return shared >= area / 2 || (shared > 0 && area <= $0.rect.width * $0.rect.height)
            }) {
                captureOverlay(view, over: under.rect, of: under.flight, coveredBy: cover)
                return
            }
        }
        for subview in view.subviews { collect(subview, flyers: flyers, tagged: tagged, coveredBy: cover, passed: &passed) }
    }

    /// Captures an overlay into a stand-in to go just above `flyer`: what it draws within two
    /// points around its bounds (text ink reaches past a label's bounds), on the screen's pixel
    /// grid, so the stand-in matches it pixel for pixel (``View/pixelCapture(in:ignoringClips:)``;
    /// its opacity is set frame by frame, times what `coveredBy` leaves in sight), which rides
    /// with the flyer of `flight`, whose element lies at `element` (``placeRiders()``). A view
    /// that cannot be drawn so stays where it is.
    private func captureOverlay(_ view: View, over element: CGRect, of flight: SharedElementFlight, coveredBy cover: View?) {
        guard let standIn = view.pixelCapture(in: container, ignoringClips: true) else { return }
        standIns.append((view, standIn, flight.root, cover))
        riders.append((standIn, standIn.frame, element, flight))
    }

    /// The overlays' stand-ins, each with its frame at rest, its element's rectangle at rest
    /// (container coordinates) and the flight of that element.
    private var riders: [(standIn: View, rest: CGRect, element: CGRect, flight: SharedElementFlight)] = []

    /// Moves each overlay's stand-in with its element's flyer: its place in the element's
    /// rectangle maps to the same place in the flyer's, and its size scales by the lesser of the
    /// flyer's two scales (a duration badge keeps its shape on a thumbnail that changes aspect;
    /// a progress bar along a video's bottom edge stays along it). At an end, where the flyer is
    /// the element, it is exactly at rest. A flyer turned or in perspective leaves it at rest.
    private func placeRiders() {
        for (standIn, rest, element, flight) in riders {
            let g = flight.currentGeometry
            guard g.transform.isTranslation else {
                if standIn.frame != rest { standIn.frame = rest }
                continue
            }
            let f = g.frame
            let sx = f.width / element.width, sy = f.height / element.height
            guard sx.isFinite, sy.isFinite, sx > 0, sy > 0, f.minX.isFinite, f.minY.isFinite else { continue }
            let frame: CGRect
            if abs(sx - 1) < 1e-9, abs(sy - 1) < 1e-9, abs(f.minX - element.minX) < 1e-9, abs(f.minY - element.minY) < 1e-9 {
                frame = rest
            } else {
                let k = min(sx, sy)
                let centre = CGPoint(x: f.minX + (rest.midX - element.minX) * sx, y: f.minY + (rest.midY - element.minY) * sy)
                frame = CGRect(x: centre.x - rest.width * k / 2, y: centre.y - rest.height * k / 2, width: rest.width * k, height: rest.height * k)
            }
            if standIn.frame != frame { standIn.frame = frame }
        }
    }

    /// Captures `view` into a stand-in above the flyers, shown as much as `coveredBy` (a screen
    /// over it) leaves it in sight.
    private func capture(_ view: View, coveredBy: View? = nil) {
        guard view.bounds.width > 0, view.bounds.height > 0, let snapshot = view.snapshotView(afterScreenUpdates: true) else { return }
        let standIn = View(frame: container.convert(view.bounds, from: view))
        standIn.isUserInteractionEnabled = false
        snapshot.frame = standIn.bounds
        snapshot.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        standIn.addSubview(snapshot)
        standIns.append((view, standIn, nil, coveredBy))
    }

    /// Veils over flyers that pass over the chrome but rest under it at an end (a sun under a
    /// translucent tab bar that flies above it): a copy of the chrome where it lies over the
    /// flyer at that end, held by the flyer and clipped to its shape but staying where the chrome
    /// is, that fades out over the first 15% of the flight's time, and at least 0.12 s of it (or in
    /// over the last 15% for an end it lands under). The flyer so starts as it rests, under the bar, and comes out from
    /// under it rather than jumping over it on the first frame.
    private var veils: [(flight: SharedElementFlight, veil: View, chrome: View, standIn: View?, rect: CGRect, atStart: Bool)] = []

    /// The share of a flight's time over which a veil fades.
    static let veilSpan = 0.15
    /// The least time a veil takes to fade, in seconds (a larger share of a short flight), so
    /// that it fades over three or four frames at 30 fps rather than popping in under two.
    static let veilMinimumSeconds = 0.12
    /// Seconds into the run, as last shown (``update(elapsed:)``).
    private var elapsed: TimeInterval = 0

    /// Adds the veils `flights` need (``veils``): over each flyer passing over the chrome, for
    /// the chrome of the `source` screen lying over it at its start and that of the
    /// `destination` screen lying over it at its end. A flyer passes over chrome when it flies
    /// above the chrome's stand-ins, or over chrome left on its screen: that of `backInSight`,
    /// the back screen left in sight under a clear fore screen (a lamp's photo flying out of a
    /// product card lands under the list's translucent bar, which it passes over on the way).
    /// Call after ``install()``.
    package func veil(_ flights: [SharedElementFlight], source: View, destination: View, backInSight: View? = nil) {
        let topLevel = flights.filter { !$0.isInsideParent }
        let lifted = topLevel.filter { $0.flyer.layer.zPosition > Self.zPosition }
        guard !lifted.isEmpty || backInSight != nil else { return }
        for (root, atStart) in [(source, true), (destination, false)] {
            // The chrome of that screen: captured above (hidden now), which only the lifted
            // flyers pass over, or left on it, which they all do on a screen left in sight.
            var chromes: [(chrome: View, standIn: View?, over: [SharedElementFlight])] = standIns
                .filter { $0.above == nil && $0.chrome.isDescendant(of: root) }
                .map { ($0.chrome, $0.standIn, lifted) }
            let overLeft = root === backInSight ? topLevel : lifted
            chromes += Self.chrome(under: root).map { ($0, nil, overLeft) }
            for (chrome, standIn, over) in chromes where !over.isEmpty {
                let rect = container.convert(chrome.bounds, from: chrome)
                guard rect.width > 0, rect.height > 0, rect.minX.isFinite, rect.minY.isFinite else { continue }
                var picture: Layer?
                for flight in over {
                    // Only over an element the chrome is drawn over at rest (a button inside a
                    // bar, or drawn after it, is over the bar: no veil).
                    guard let view = atStart ? flight.sourceView : flight.destinationView, Self.isDrawn(view, under: chrome) else { continue }
                    let g = atStart ? flight.track.from : flight.track.to
                    guard g.transform.isTranslation else { continue }
                    let f = g.frame
                    guard !f.isNull, f.intersects(rect) else { continue }
                    if picture == nil {
                        picture = standIn?.subviews.first?.layer ?? chrome.snapshotView(afterScreenUpdates: false)?.layer
                    }
                    guard let picture else { break }
                    let veil = View(frame: rect.offsetBy(dx: -f.minX, dy: -f.minY))
                    veil.isUserInteractionEnabled = false
                    veil.layer.contents = picture.contents
                    veil.layer.contentsScale = picture.contentsScale
                    veil.layer.contentsGravity = picture.contentsGravity
                    veil.layer.contentsRect = picture.contentsRect
                    veil.alpha = 0
                    flight.holdVeil(veil)
                    veils.append((flight, veil, chrome, standIn, rect, atStart))
                }
            }
        }
        update()
    }

    /// Whether `chrome` is drawn over `view` in their window's drawing order (subview order,
    /// z positions among siblings): it holds `view`'s ancestor drawn before it, or comes after
    /// `view`'s branch under their closest common ancestor. A view inside the chrome is drawn
    /// over the chrome's background, not under it.
    package static func isDrawn(_ view: View, under chrome: View) -> Bool {
        if view === chrome || view.isDescendant(of: chrome) { return false }
        if chrome.isDescendant(of: view) { return true }
        var chain: [View] = []
        var v: View? = view
        while let current = v { chain.append(current); v = current.superview }
        var c: View = chrome
        while let parent = c.superview {
            if let k = chain.firstIndex(where: { $0 === parent }), k > 0 {
                let branch = chain[k - 1]
                let siblings = parent.subviews
                guard let i = siblings.firstIndex(where: { $0 === branch }), let j = siblings.firstIndex(where: { $0 === c }) else { return false }
                let zi = branch.layer.zPosition, zj = c.layer.zPosition
                return zj != zi ? zj > zi : j > i
            }
            c = parent
        }
        return false
    }

    /// The chrome views, for the run to record and hand back.
    package var chromeViews: [View] { standIns.map(\.chrome) }

    /// Puts the stand-ins in the container and hides the chrome they stand in for: chrome's above
    /// every flyer, an overlay's just above its element's flyer (after the overlays already
    /// there, in drawing order), at that flyer's z position.
    package func install() {
        var lastAbove: [ObjectIdentifier: View] = [:]
        View.performWithoutAnimation {
            if standIns.contains(where: { $0.coveredBy != nil && $0.above == nil }) {
                let group = View(frame: container.bounds)
                group.bounds = container.bounds
                group.isUserInteractionEnabled = false
                group.layer.zPosition = Self.zPosition
                container.addSubview(group)
                crossFadeGroup = group
            }
            for (chrome, standIn, above, _) in standIns {
                if let flyer = above, flyer.superview === container {
                    let below = lastAbove[ObjectIdentifier(flyer)] ?? flyer
                    container.insertSubview(standIn, aboveSubview: below)
                    standIn.layer.zPosition = flyer.layer.zPosition
                    lastAbove[ObjectIdentifier(flyer)] = standIn
                } else if let group = crossFadeGroup {
                    standIn.layer.compositingFilter = .plusLighter
                    group.addSubview(standIn)
                } else {
                    standIn.layer.zPosition = Self.zPosition
                    container.addSubview(standIn)
                }
                chrome.isHidden = true
            }
        }
        update()
    }

    /// Gives each stand-in its chrome's opacity as it is on screen now: the product of the
    /// chrome's and its ancestors' opacities up to the container (``View/opacityOnScreen(in:)``),
    /// times what the screen covering it leaves in sight.
    package func update(elapsed: TimeInterval? = nil) {
        if let elapsed, elapsed.isFinite { self.elapsed = elapsed }
        View.performWithoutAnimation {
            for (chrome, standIn, _, cover) in standIns {
                var alpha = chrome.opacityOnScreen(in: container)
                if let cover { alpha *= 1 - cover.opacityOnScreen(in: container) }
                if standIn.alpha != alpha { standIn.alpha = alpha }
            }
            placeRiders()
            for (flight, veil, chrome, standIn, rect, atStart) in veils {
                // By time, not eased progress: a spring covers most of its way in its first
                // frames and bounces about its end for many more, over the bar, before it
                // settles under it.
                let linear = flight.track.lane.linearProgress(at: self.elapsed)
                let d = flight.duration
                let span = d.isFinite && d > 0 ? min(max(Self.veilSpan, Self.veilMinimumSeconds / d), 0.5) : Self.veilSpan
                let k = atStart ? 1 - min(linear / span, 1) : max((linear - (1 - span)) / span, 0)
                // The chrome's opacity as it shows now: its stand-in's, or its own on screen.
                let shown = standIn?.alpha ?? chrome.opacityOnScreen(in: container)
                let alpha = shown * CGFloat(k * k * (3 - 2 * k))
                if veil.alpha != alpha { veil.alpha = alpha }
                flight.placeVeil(veil, over: rect)
            }
        }
    }

    /// Takes the stand-ins away (the run hands the chrome's hidden flags back).
    package func remove() {
        for entry in standIns { entry.standIn.removeFromSuperview() }
        crossFadeGroup?.removeFromSuperview()
        crossFadeGroup = nil
    }
}
