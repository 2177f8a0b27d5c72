import Foundation

/// The preprocessing of one shared-element transition, as a pipeline of stages over one flight
/// per pair (a ``SharedElementPlan/Pair``, built once and stored where the plan keeps it, its
/// views beside it):
///
/// 1. collect — the tagged views of both sides that may fly, in tree order
///    (``SharedElementMatcher/collect(sourceRoot:sourceSide:destinationRoot:destinationSide:window:)``);
/// 2. pair — by ID, first with first (``SharedElementMatcher/pair(_:)``);
/// 3. measure — each pair's geometry at both ends, in the container's coordinates
///    (``measure(_:_:in:into:skipped:)``);
/// 4. apply options — the element's or the transition's (``applyOptions(to:fore:back:_:)``);
/// 5. plan — the ``SharedElementPlan`` (``makePlan(direction:pairs:match:options:)``).
///
/// A run then records, hides and flies the pairings, and treats the unmatched views.
@MainActor
package struct SharedElementPlanner {
    package let plan: SharedElementPlan
    /// The views of each pair that flies, in plan order (`views[i]` are `plan.pairs[i]`'s).
    package let views: [(source: View, destination: View)]
    package let foreRoot: View
    /// Tagged views without a partner, and whether their screen is leaving.
    package let unmatched: [(view: View, leaving: Bool)]

    /// The pairs that fly, in plan order (`plan.pairs[i]` is `pairings[i].pair`).
    package var pairings: [SharedElementPairing] {
        views.indices.map {
            SharedElementPairing(sourceView: views[$0].source, destinationView: views[$0].destination, pair: plan.pairs[$0])
        }
    }

    package static func plan(
        foreRoot: View, backRoot: View, direction: TransitionDirection, container: View, window: Window?,
        options: SharedElementOptions, reducedMotion: Bool
    ) -> SharedElementPlanner {
        let forward = direction == .forward
        let sourceRoot = forward ? backRoot : foreRoot
        let destinationRoot = forward ? foreRoot : backRoot
        var match = SharedElementMatcher.collect(
            sourceRoot: sourceRoot, sourceSide: forward ? .back : .fore,
            destinationRoot: destinationRoot, destinationSide: forward ? .fore : .back, window: window)
        SharedElementMatcher.pair(&match)
        var flying: (pairs: [SharedElementPlan.Pair], views: [(source: View, destination: View)]) = ([], [])
        if !reducedMotion, let space = MeasureSpace(
            container: container, window: window, sourceRoot: sourceRoot, destinationRoot: destinationRoot) {
            flying = pairs(of: &match, in: space, options: FlightOptions(options), forward: forward)
        }
        let unmatched = match.unmatched.map { (view: $0.view, leaving: ($0.element.side == .back) == forward) }
        let plan = makePlan(direction: direction, pairs: flying.pairs, match: consume match, options: options)
        return SharedElementPlanner(plan: plan, views: flying.views, foreRoot: foreRoot, unmatched: unmatched)
    }

    /// The measure and apply-options stages over every match: the flights in plan order with
    /// their views (a pairing's parts, each pair built once and stored where the plan keeps it).
    static func pairs(
        of match: inout SharedElementMatcher.Result, in space: MeasureSpace, options shared: FlightOptions, forward: Bool
    ) -> (pairs: [SharedElementPlan.Pair], views: [(source: View, destination: View)]) {
        var pairs: [SharedElementPlan.Pair] = [], views: [(source: View, destination: View)] = []
        pairs.reserveCapacity(match.matches.count)
        views.reserveCapacity(match.matches.count)
        // Each source candidate's pairing, and each pairing's destination candidate: to find
        // the flight a nested element flies inside.
        var pairingOfSource: [Int: Int] = [:]
        var destinationOfPairing: [Int] = []
        var nests = false
        for m in match.matches where m.sourceAncestor != nil || m.destinationAncestor != nil { nests = true }
        // Each pair's ends in the container (its settled end), when elements nest: a pair's own
        // are relative to its parent's flyer once it is nested, and an element nested in a
        // nested one (a badge's count in a badge on a bag) is placed against where its parent
        // flies in the container, not against that parent's place inside the grandparent.
        var containerEnds: [(from: SharedElementGeometry, to: SharedElementGeometry)] = []
        // The snapshot pixels of the pairs so far: past the budget, the rest go with their screens.
        var spent = 0.0
        match.sources.withUnsafeMutableBufferPointer { sources in
            match.destinations.withUnsafeMutableBufferPointer { destinations in
                for m in match.matches {
                    let source = sources.baseAddress! + m.source, destination = destinations.baseAddress! + m.destination
                    if spent <= snapshotPixelBudget {
                        spent += snapshotPixels(source.pointee, scale: space.scale) + snapshotPixels(destination.pointee, scale: space.scale)
                    }
                    if spent > snapshotPixelBudget {
                        match.skipped.append(.init(element: source.pointee.element, reason: .overSnapshotBudget))
                        match.skipped.append(.init(element: destination.pointee.element, reason: .overSnapshotBudget))
                        continue
                    }
                    // Each stage works on the pair in place, where the plan keeps it.
                    guard measure(source, destination, in: space, into: &pairs, skipped: &match.skipped) else { continue }
                    let k = pairs.count - 1
                    let inContainer = (from: pairs[k].from, to: pairs[k].to)
                    if let a = m.sourceAncestor, let b = m.destinationAncestor, let p = pairingOfSource[a],
                       destinationOfPairing[p] == b {
                        nest(&pairs[k], inside: containerEnds[p], at: p)
                    }
                    let fore = UnsafePointer(forward ? destination : source), back = UnsafePointer(forward ? source : destination)
                    applyOptions(to: &pairs[k], fore: fore, back: back, shared)
                    if let p = pairs[k].parent, pairs[k].fliesAboveChrome, !pairs[p].fliesAboveChrome {
                        // Its own options lift it over the chrome its parent passes under: it
                        // cannot do that inside the parent's flyer, so it flies on its own.
                        pairs[k].from = inContainer.from
                        pairs[k].to = inContainer.to
                        pairs[k].parent = nil
                        applyOptions(to: &pairs[k], fore: fore, back: back, shared)
                    }
                    if let p = pairs[k].parent, !pairs[k].hasElementOptions {
                        // Without options of its own, a nested element keeps time with its parent
                        // and goes straight inside it: the parent's arc carries it (an arc of its
                        // own as well would bow it out of the parent, a card's number off the card).
                        let time = (delay: pairs[p].delay, duration: pairs[p].duration, timing: pairs[p].timing)
                        pairs[k].delay = time.delay
                        pairs[k].duration = time.duration
                        pairs[k].timing = time.timing
                        pairs[k].arc = 0
                    }
                    if nests {
                        pairingOfSource[m.source] = k
                        destinationOfPairing.append(m.destination)
                        let nested = pairs[k].parent != nil
                        containerEnds.append((inContainer.from, nested ? inContainer.to : pairs[k].settle ?? pairs[k].to))
                    }
                    views.append((source.pointee.view, destination.pointee.view))
                }
            }
        }
        keepOrderAboveChrome(&pairs)
        return (pairs, views)
    }

    /// The most snapshot pixels the flights of one transition hold, 80 million (320 MB): about
    /// a dozen full-screen pairs at 3x. Pairs past it in plan order (tree order, ancestors
    /// first) do not fly; the plan lists them as skipped with
    /// ``SharedElementPlan/SkipReason/overSnapshotBudget``, and they go with their screens.
    package static let snapshotPixelBudget = 80_000_000.0

    /// The device pixels a candidate's snapshot takes at `scale`, with the margin its shadow
    /// blurs into (three blur radii each side, the radius clamped as flyers clamp it); 0 for a
    /// size that is not a number (other stages deal with those).
    static func snapshotPixels(_ candidate: SharedElementMatcher.Candidate, scale: CGFloat) -> Double {
        let layer = candidate.view.layer
        let radius = layer.shadowRadius.isNaN ? 0 : min(max(layer.shadowRadius, 0), SharedElementShadow.maximumRadius)
        let margin = layer.shadowOpacity > 0 ? 6 * Double(radius) : 0
        let w = (Double(candidate.bounds.width) + margin) * Double(scale), h = (Double(candidate.bounds.height) + margin) * Double(scale)
        guard !w.isNaN, !h.isNaN else { return 0 }
        return max(w, 1) * max(h, 1)
    }

    /// What ``SharedElementOptions/fliesAboveChrome`` adds to a flyer's z position: above the
    /// chrome's stand-ins (``SharedElementChrome/zPosition``).
    static let aboveChrome = 2 * SharedElementChrome.zPosition

    /// Keeps the flyers in the order their z positions ask for when some fly above the chrome:
    /// a flyer in the container placed higher than one that flies above the chrome is lifted
    /// with it (a badge at z 5 stays over a photo at z 1 flying above a toolbar), so flying over
    /// the chrome never puts a flyer over one asked to be above it.
    static func keepOrderAboveChrome(_ pairs: inout [SharedElementPlan.Pair]) {
        var lowest = CGFloat.infinity
        for pair in pairs where pair.fliesAboveChrome && pair.parent == nil {
            lowest = min(lowest, pair.zPosition - aboveChrome)
        }
        guard lowest.isFinite else { return }
        for k in pairs.indices where !pairs[k].fliesAboveChrome && pairs[k].parent == nil && pairs[k].zPosition > lowest {
            pairs[k].zPosition += aboveChrome
            pairs[k].fliesAboveChrome = true
        }
    }

    /// Makes `pair` fly inside the flight at index `index`, whose flyer is at `parent.from` and
    /// `parent.to` at the ends (its settled end): its geometry at each end is taken relative to
    /// where the parent's flyer is then. Left as it is (a flight in the container) when either
    /// relation cannot be worked out.
    static func nest(
        _ pair: inout SharedElementPlan.Pair, inside parent: (from: SharedElementGeometry, to: SharedElementGeometry), at index: Int
    ) {
        guard let from = pair.from.relative(to: parent.from), let to = pair.to.relative(to: parent.to) else { return }
        pair.from = from
        pair.to = to
        pair.parent = index
    }

    /// The plan stage: the flights (in plan order) and what matching left out.
    static func makePlan(
        direction: TransitionDirection, pairs: consuming [SharedElementPlan.Pair], match: consuming SharedElementMatcher.Result,
        options: SharedElementOptions
    ) -> SharedElementPlan {
        var plan = SharedElementPlan(direction: direction, timing: options.timing)
        plan.pairs = pairs
        plan.unmatched = match.unmatched.map(\.element)
        plan.duplicates = match.duplicates
        plan.skipped = match.skipped
        return plan
    }

    // MARK: - Running

    /// The states of every view a run will touch: the fore root, the unmatched views and both
    /// views of each pair.
    package func makeRecords() -> [SharedElementViewRecord] {
        let positions = SharedElementSiblingPositions()
        var records = [SharedElementViewRecord(foreRoot, element: nil, handedBack: .alpha, positions: positions)]
        records += unmatched.map { SharedElementViewRecord($0.view, element: nil, handedBack: [.alpha, .transform], positions: positions) }
        for pairing in pairings { records += pairing.records(positions: positions) }
        return records
    }

    /// The flights along `timeline`'s tracks (made from ``plan``), snapshots taken now, each
    /// keeping the clip its views sit in inside `container`.
    ///
    /// Flights are made last to first, each hiding its views once its snapshots are taken, so a
    /// nested element's views are hidden by the time its ancestors are captured: it shows once,
    /// in its own flight.
    ///
    /// With `backInSight` (the back screen stays in sight under a clear fore screen, before and
    /// after the run), the back screen's views are shown again once every snapshot is taken, as
    /// they are at rest at both ends; each flyer casts no shadow at the back screen's end,
    /// where the view's own shadow shows, and fades in as it lifts off the view (or out as it
    /// lands on it).
    func makeFlights(timeline: SharedElementTimeline, container: View, backInSight: Bool = false) -> [SharedElementFlight] {
        let pairings = self.pairings
        var flights: [SharedElementFlight] = []
        flights.reserveCapacity(pairings.count)
        for i in pairings.indices.reversed() {
            flights.append(pairings[i].makeFlight(track: timeline.tracks[i], container: container))
            View.performWithoutAnimation { pairings[i].hideViews() }
        }
        flights.reverse()
        for (i, pairing) in pairings.enumerated() {
            guard let p = pairing.pair.parent, flights.indices.contains(p) else { continue }
            flights[i].isInsideParent = true
            flights[p].embed(flights[i], clipped: Self.parentClips(pairings[p], child: timeline.tracks[i], parent: timeline.tracks[p]))
        }
        // A relaid flyer renders its live views on every frame: every element inside them stays
        // out of those renders, whether it flies inside this flyer or in the container (nested on
        // one screen only, or in a parent that does not pair), even on a frame where its view
        // shows (a stand-in's first frame).
        var relaid: [ObjectIdentifier: SharedElementRelayout] = [:]
        for (p, pairing) in pairings.enumerated() {
            guard case .relayout(let relayout) = flights[p].layout else { continue }
            relaid[ObjectIdentifier(pairing.sourceView)] = relayout
            relaid[ObjectIdentifier(pairing.destinationView)] = relayout
        }
        if !relaid.isEmpty {
            for pairing in pairings {
                for view in [pairing.sourceView, pairing.destinationView] {
                    var ancestor = view.superview
                    while let current = ancestor {
                        relaid[ObjectIdentifier(current)]?.leaveOut([view])
                        ancestor = current.superview
                    }
                }
            }
        }
        if backInSight {
            let forward = plan.direction == .forward
            View.performWithoutAnimation {
                for (flight, pairing) in zip(flights, pairings) {
                    (forward ? pairing.sourceView : pairing.destinationView).isHidden = false
                    if let (a, b) = flight.shadows { flight.shadows = forward ? (a.transparent, b) : (a, b.transparent) }
                    if !flight.isInsideParent { flight.restsOnViewAt = forward ? 0 : 1 }
                }
            }
        }
        return flights
    }

    /// Whether a nested element's flyer is clipped by its parent's: when both of the parent's
    /// views clip their contents, or one does and at the other end the element lies within the
    /// parent's bounds, where a clip cuts nothing (a photo in a card with rounded corners on the
    /// list and square full-screen ones on the detail keeps the rounded corner it has at rest).
    /// An element across the edge of a parent that does not clip at one end (an avatar across a
    /// cover's edge) flies unclipped.
    static func parentClips(_ parent: SharedElementPairing, child: SharedElementTimeline.Track, parent track: SharedElementTimeline.Track) -> Bool {
        let a = parent.sourceView.clipsToBounds, b = parent.destinationView.clipsToBounds
        func inside(_ g: SharedElementGeometry, _ p: SharedElementGeometry) -> Bool {
            let f = g.frame
            return !f.isNull && f.minX >= -0.5 && f.minY >= -0.5 && f.maxX <= p.size.width + 0.5 && f.maxY <= p.size.height + 0.5
        }
        return (a && b) || (a && inside(child.to, track.to)) || (b && inside(child.from, track.from))
    }

    /// The unmatched views' treatments: staggered by `cascade` in tree order, each lasting as
    /// long as the longest flight (or `fallbackDuration` without flights).
    func makeUnmatchedTracks(options: SharedElementOptions, fallbackDuration: TimeInterval, backInSight: Bool = false) -> [SharedElementUnmatchedTrack] {
        guard options.unmatched != .none else { return [] }
        let duration = plan.pairs.isEmpty ? fallbackDuration : plan.pairs.map(\.duration).max() ?? fallbackDuration
        let step = options.cascade.isFinite ? max(options.cascade, 0) : 0
        // The back screen's views stay as they are when that screen stays in sight.
        let forward = plan.direction == .forward
        let treated = backInSight ? unmatched.filter { forward ? !$0.leaving : $0.leaving } : unmatched
        return treated.enumerated().map { i, item in
            SharedElementUnmatchedTrack(view: item.view, leaving: item.leaving, treatment: options.unmatched,
                                        delay: Double(i) * step, duration: duration)
        }
    }
}
