import Foundation

/// The preprocessing of one shared-element transition: the match, each pair's geometry at both
/// ends, the plan, and the records of every view it will touch.
@MainActor
package struct SharedElementPlanner {
    package let plan: SharedElementPlan
    /// The tagged views that may fly, by side; ``matches`` index them.
    package let sources: [SharedElementMatcher.Candidate]
    package let destinations: [SharedElementMatcher.Candidate]
    /// The pairs that fly, in plan order.
    package let matches: [SharedElementMatcher.Match]
    package let foreRoot: View
    /// Tagged views without a partner, and whether their screen is leaving.
    package let unmatched: [(view: View, leaving: Bool)]
    private let geometries: [(from: SharedElementGeometry, to: SharedElementGeometry)]

    /// The source and destination views of `match`.
    package func views(of match: SharedElementMatcher.Match) -> (source: View, destination: View) {
        (sources[match.source].view, destinations[match.destination].view)
    }

    package static func plan(
        foreRoot: View, backRoot: View, direction: TransitionDirection, container: View, window: Window?,
        options: SharedElementOptions, reducedMotion: Bool
    ) -> SharedElementPlanner {
        let forward = direction == .forward
        let sourceRoot = forward ? backRoot : foreRoot
        let destinationRoot = forward ? foreRoot : backRoot
        var result = SharedElementMatcher.match(
            sourceRoot: sourceRoot, sourceSide: forward ? .back : .fore,
            destinationRoot: destinationRoot, destinationSide: forward ? .fore : .back, window: window)
        var plan = SharedElementPlan(direction: direction)
        plan.curve = options.easing.controlPoints ?? []
        var matches: [SharedElementMatcher.Match] = []
        var geometries: [(from: SharedElementGeometry, to: SharedElementGeometry)] = []
        if !reducedMotion, let containerInverse = container.layer.projectiveTransformToRoot().inverse {
            let sourceAbove = opacity(above: sourceRoot), destinationAbove = opacity(above: destinationRoot)
            matches.reserveCapacity(result.matches.count)
            geometries.reserveCapacity(result.matches.count)
            plan.pairs.reserveCapacity(result.matches.count)
            // The options of pairs without their own, worked out once.
            let sharedDelay = options.delay.isFinite ? max(options.delay, 0) : 0
            let sharedArc = options.arc.isFinite ? options.arc : 0
            let sharedZ = options.zPosition.isFinite ? options.zPosition : 0
            result.sources.withUnsafeBufferPointer { sources in
                result.destinations.withUnsafeBufferPointer { destinations in
                    for match in result.matches {
                        let source = sources.baseAddress! + match.source
                        let destination = destinations.baseAddress! + match.destination
                        guard let from = geometry(of: source, containerInverse: containerInverse, opacityAbove: sourceAbove) else {
                            result.skipped.append(.init(element: source.pointee.element, reason: .singularTransform))
                            continue
                        }
                        guard var to = geometry(of: destination, containerInverse: containerInverse,
                                                opacityAbove: destinationAbove) else {
                            result.skipped.append(.init(element: destination.pointee.element, reason: .singularTransform))
                            continue
                        }
                        // Per-element options: the fore side's view first, then the back side's.
                        let foreView = forward ? destination.pointee.view : source.pointee.view
                        let backView = forward ? source.pointee.view : destination.pointee.view
                        let elementOptions = foreView.sharedElementOptions ?? backView.sharedElementOptions
                        var pair: SharedElementPlan.Pair
                        if let elementOptions {
                            to = restrict(to, from: from, to: elementOptions.properties)
                            pair = .init(
                                id: source.pointee.element.id, source: source.pointee.element,
                                destination: destination.pointee.element, from: from, to: to,
                                delay: elementOptions.delay.isFinite ? max(elementOptions.delay, 0) : 0,
                                duration: elementOptions.flightDuration(from: from, to: to),
                                arc: elementOptions.arc.isFinite ? elementOptions.arc : 0, easing: elementOptions.easing,
                                zPosition: elementOptions.zPosition.isFinite ? elementOptions.zPosition : 0,
                                hasElementOptions: true)
                        } else {
                            to = restrict(to, from: from, to: options.properties)
                            pair = .init(
                                id: source.pointee.element.id, source: source.pointee.element,
                                destination: destination.pointee.element, from: from, to: to,
                                delay: sharedDelay, duration: options.flightDuration(from: from, to: to),
                                arc: sharedArc, easing: options.easing, zPosition: sharedZ)
                        }
                        matches.append(match)
                        geometries.append((from, to))
                        plan.pairs.append(pair)
                    }
                }
            }
        }
        plan.unmatched = result.unmatched.map(\.element)
        plan.duplicates = result.duplicates
        plan.skipped = result.skipped
        let unmatched = result.unmatched.map { (view: $0.view, leaving: ($0.element.side == .back) == forward) }
        return SharedElementPlanner(
            plan: plan, sources: result.sources, destinations: result.destinations, matches: matches, foreRoot: foreRoot,
            unmatched: unmatched, geometries: geometries)
    }

    /// `to` limited to the properties the options match: with `.position` the flyer keeps the
    /// source's size and transform and only moves; with `.size` it keeps the source's centre.
    package static func restrict(
        _ to: SharedElementGeometry, from: SharedElementGeometry, to properties: SharedElementOptions.MatchedProperties
    ) -> SharedElementGeometry {
        var result = to
        switch properties {
        case .frame:
            break
        case .position:
            result.size = from.size
            result.transform = from.transform
            result.transform.m41 = to.center.x * from.transform.m44
            result.transform.m42 = to.center.y * from.transform.m44
        case .size:
            result.transform.m41 = from.center.x * to.transform.m44
            result.transform.m42 = from.center.y * to.transform.m44
        }
        return result
    }

    /// The unmatched views' treatments: staggered by `cascade` in tree order, each lasting as
    /// long as the longest flight (or `fallbackDuration` without flights).
    package func makeUnmatchedTracks(options: SharedElementOptions, fallbackDuration: TimeInterval) -> [SharedElementUnmatchedTrack] {
        guard options.unmatched != .none else { return [] }
        let duration = plan.pairs.isEmpty ? fallbackDuration : plan.pairs.map(\.duration).max() ?? fallbackDuration
        let step = options.cascade.isFinite ? max(options.cascade, 0) : 0
        return unmatched.enumerated().map { i, item in
            SharedElementUnmatchedTrack(view: item.view, leaving: item.leaving, treatment: options.unmatched,
                                        delay: Double(i) * step, duration: duration)
        }
    }

    /// The states of every view a run will touch: the fore root and both views of each pair.
    package func makeRecords() -> [SharedElementViewRecord] {
        var records = [SharedElementViewRecord(foreRoot, element: nil)]
        records += unmatched.map { SharedElementViewRecord($0.view, element: nil) }
        for match in matches {
            let source = sources[match.source], destination = destinations[match.destination]
            records.append(SharedElementViewRecord(source.view, element: source.element))
            records.append(SharedElementViewRecord(destination.view, element: destination.element))
        }
        return records
    }

    /// The flights, snapshots taken now (styles and opacity taken off for the capture). A pair
    /// of image views flies its images laid out by content mode instead of snapshots.
    package func makeFlights() -> [SharedElementFlight] {
        zip(zip(matches, geometries), plan.pairs).map { item, pair in
            let (match, geometry) = item
            let (source, destination) = views(of: match)
            if let content = SharedElementImageContent(source: source, destination: destination) {
                return SharedElementFlight(
                    from: geometry.from, to: geometry.to, sourceSnapshot: nil, destinationSnapshot: nil,
                    borderColor: destination.layer.borderColor, delay: pair.delay, duration: pair.duration,
                    arc: pair.arc, easing: pair.easing, zPosition: pair.zPosition, imageContent: content)
            }
            return SharedElementFlight(
                from: geometry.from, to: geometry.to,
                sourceSnapshot: Self.bareSnapshot(of: source, afterScreenUpdates: false),
                destinationSnapshot: Self.bareSnapshot(of: destination, afterScreenUpdates: true),
                borderColor: destination.layer.borderColor, delay: pair.delay, duration: pair.duration,
                arc: pair.arc, easing: pair.easing, zPosition: pair.zPosition)
        }
    }

    /// A snapshot of `view` without its corner radius, border, shadow and opacity, which the
    /// flyer applies instead.
    package static func bareSnapshot(of view: View, afterScreenUpdates: Bool) -> View? {
        let record = SharedElementViewRecord(view, element: nil)
        View.performWithoutAnimation {
            view.alpha = 1
            view.layer.cornerRadius = 0
            view.layer.borderWidth = 0
            view.layer.shadowOpacity = 0
        }
        let snapshot = view.snapshotView(afterScreenUpdates: afterScreenUpdates)
        record.restoreValues()
        return snapshot
    }

    /// Where `view` appears in the coordinates of the container whose map from its root's space
    /// is `containerInverse`, or `nil` when its map there is singular or not finite.
    package static func geometry(
        of candidate: UnsafePointer<SharedElementMatcher.Candidate>, containerInverse: ProjectiveTransform,
        opacityAbove: CGFloat
    ) -> SharedElementGeometry? {
        let view = candidate.pointee.view
        let map = candidate.pointee.toRoot.concatenating(containerInverse)
        let b = view.bounds
        let centred = ProjectiveTransform(scale: 1, translation: CGPoint(x: b.midX, y: b.midY)).concatenating(map)
        guard centred.isFinite, abs(centred.determinant) > 1e-12 else { return nil }
        // The walk gave the opacity down from the side's root; what lies above it comes in
        // `opacityAbove`.
        let alpha = candidate.pointee.opacity * opacityAbove
        return SharedElementGeometry(
            size: b.size, transform: embed(centred), alpha: alpha,
            cornerRadius: view.layer.cornerRadius, borderWidth: view.layer.borderWidth)
    }

    /// The product of the opacities of `root`'s ancestors.
    package static func opacity(above root: View) -> CGFloat {
        var alpha: CGFloat = 1
        var v = root.superview
        while let current = v {
            alpha *= current.alpha
            v = current.superview
        }
        return alpha
    }

    /// The 4x4 transform whose flattening is `p`.
    package static func embed(_ p: ProjectiveTransform) -> Transform3D {
        Transform3D(
            m11: p.m11, m12: p.m12, m13: 0, m14: p.m13,
            m21: p.m21, m22: p.m22, m23: 0, m24: p.m23,
            m31: 0, m32: 0, m33: 1, m34: 0,
            m41: p.m31, m42: p.m32, m43: 0, m44: p.m33)
    }
}
