import Foundation

/// The preprocessing of one shared-element transition, as a pipeline of stages over one value
/// per pair (``SharedElementPairing``):
///
/// 1. collect — the tagged views of both sides that may fly, in tree order
///    (``SharedElementMatcher/collect(sourceRoot:sourceSide:destinationRoot:destinationSide:window:)``);
/// 2. pair — by ID, first with first (``SharedElementMatcher/pair(_:)``);
/// 3. measure — each pair's geometry at both ends, in the container's coordinates
///    (``measure(_:_:in:skipped:)``);
/// 4. apply options — the element's or the transition's (``applyOptions(to:_:forward:)``);
/// 5. plan — the ``SharedElementPlan`` (``makePlan(direction:pairings:match:options:)``).
///
/// A run then records, hides and flies the pairings, and treats the unmatched views.
@MainActor
package struct SharedElementPlanner {
    package let plan: SharedElementPlan
    /// The pairs that fly, in plan order (`plan.pairs[i]` is `pairings[i].pair`).
    package let pairings: [SharedElementPairing]
    package let foreRoot: View
    /// Tagged views without a partner, and whether their screen is leaving.
    package let unmatched: [(view: View, leaving: Bool)]

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
        var pairings: [SharedElementPairing] = []
        if !reducedMotion, let space = MeasureSpace(container: container, sourceRoot: sourceRoot, destinationRoot: destinationRoot) {
            pairings.reserveCapacity(match.matches.count)
            let shared = FlightOptions(options)
            // Each source candidate's pairing, and each pairing's destination candidate: to find
            // the flight a nested element flies inside.
            var pairingOfSource: [Int: Int] = [:]
            var destinationOfPairing: [Int] = []
            let nests = match.matches.contains { $0.sourceAncestor != nil || $0.destinationAncestor != nil }
            match.sources.withUnsafeBufferPointer { sources in
                match.destinations.withUnsafeBufferPointer { destinations in
                    for m in match.matches {
                        guard var pairing = measure(sources.baseAddress! + m.source, destinations.baseAddress! + m.destination,
                                                    in: space, skipped: &match.skipped) else { continue }
                        if let a = m.sourceAncestor, let b = m.destinationAncestor, let p = pairingOfSource[a],
                           destinationOfPairing[p] == b {
                            nest(&pairing, inside: pairings[p], at: p)
                        }
                        applyOptions(to: &pairing, shared, forward: forward)
                        if let p = pairing.pair.parent, !pairing.pair.hasElementOptions {
                            // Without options of its own, a nested element keeps time with its parent.
                            pairing.pair.delay = pairings[p].pair.delay
                            pairing.pair.duration = pairings[p].pair.duration
                            pairing.pair.timing = pairings[p].pair.timing
                        }
                        if nests {
                            pairingOfSource[m.source] = pairings.count
                            destinationOfPairing.append(m.destination)
                        }
                        pairings.append(consume pairing)
                    }
                }
            }
        }
        let plan = makePlan(direction: direction, pairings: pairings, match: match, options: options)
        let unmatched = match.unmatched.map { (view: $0.view, leaving: ($0.element.side == .back) == forward) }
        return SharedElementPlanner(plan: plan, pairings: pairings, foreRoot: foreRoot, unmatched: unmatched)
    }

    /// Makes `pairing` fly inside `parent`'s flight (at index `index`): its geometry at each end
    /// is taken relative to where the parent's flyer is then. Left as it is (a flight in the
    /// container) when either relation cannot be worked out.
    static func nest(_ pairing: inout SharedElementPairing, inside parent: SharedElementPairing, at index: Int) {
        guard let from = pairing.pair.from.relative(to: parent.pair.from),
              let to = pairing.pair.to.relative(to: parent.pair.settle ?? parent.pair.to) else { return }
        pairing.pair.from = from
        pairing.pair.to = to
        pairing.pair.parent = index
    }

    /// The plan stage: the pairings' flights and what matching left out.
    static func makePlan(
        direction: TransitionDirection, pairings: [SharedElementPairing], match: SharedElementMatcher.Result,
        options: SharedElementOptions
    ) -> SharedElementPlan {
        var plan = SharedElementPlan(direction: direction, timing: options.timing)
        plan.pairs = pairings.map(\.pair)
        plan.unmatched = match.unmatched.map(\.element)
        plan.duplicates = match.duplicates
        plan.skipped = match.skipped
        return plan
    }

    // MARK: - Running

    /// The states of every view a run will touch: the fore root, the unmatched views and both
    /// views of each pair.
    package func makeRecords() -> [SharedElementViewRecord] {
        var records = [SharedElementViewRecord(foreRoot, element: nil, handedBack: .alpha)]
        records += unmatched.map { SharedElementViewRecord($0.view, element: nil, handedBack: [.alpha, .transform]) }
        for pairing in pairings { records += pairing.records() }
        return records
    }

    /// The flights along `timeline`'s tracks (made from ``plan``), snapshots taken now, each
    /// keeping the clip its views sit in inside `container`.
    ///
    /// Flights are made last to first, each hiding its views once its snapshots are taken, so a
    /// nested element's views are hidden by the time its ancestors are captured: it shows once,
    /// in its own flight.
    func makeFlights(timeline: SharedElementTimeline, container: View) -> [SharedElementFlight] {
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
            flights[p].embed(flights[i], clipped: pairings[p].sourceView.clipsToBounds && pairings[p].destinationView.clipsToBounds)
        }
        return flights
    }

    /// The unmatched views' treatments: staggered by `cascade` in tree order, each lasting as
    /// long as the longest flight (or `fallbackDuration` without flights).
    func makeUnmatchedTracks(options: SharedElementOptions, fallbackDuration: TimeInterval) -> [SharedElementUnmatchedTrack] {
        guard options.unmatched != .none else { return [] }
        let duration = plan.pairs.isEmpty ? fallbackDuration : plan.pairs.map(\.duration).max() ?? fallbackDuration
        let step = options.cascade.isFinite ? max(options.cascade, 0) : 0
        return unmatched.enumerated().map { i, item in
            SharedElementUnmatchedTrack(view: item.view, leaving: item.leaving, treatment: options.unmatched,
                                        delay: Double(i) * step, duration: duration)
        }
    }
}
