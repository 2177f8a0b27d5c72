import Foundation

/// The first two stages of a shared-element transition's planning (``SharedElementPlanner``):
/// collect the tagged views of both sides in tree order, leaving out the ones that cannot fly,
/// and pair the rest by ID.
///
/// Rules (documented on ``SharedElementTransition``): hidden, transparent, zero-size, off-window
/// and root views do not match; a side's duplicates pair first-with-first in tree order and the
/// rest lose; a pair inside an already matched pair's views flies once, inside that flight.
@MainActor
package struct SharedElementMatcher {
    package typealias Element = SharedElementPlan.Element
    package typealias Side = SharedElementPlan.Side

    /// A tagged view that may take part. Candidates live only while one plan is made, when their
    /// trees hold their views: they do not retain them.
    package struct Candidate {
        package unowned(unsafe) let view: View
        /// Empty once the candidate's pair is measured (its element moves into the flight).
        package var element: Element
        /// The flattened map from the view's bounds space to its root's superlayer space.
        package let toRoot: ProjectiveTransform
        /// The index of the nearest candidate above it on its side, if any.
        let taggedAncestor: Int?
        /// The view's opacity times its ancestors' up to the side's root, inclusive.
        package var opacity: CGFloat = 1
        /// Whether the view has options of its own (``View/sharedElementOptions``).
        package var hasOptions = false
        /// The map from the view's bounds space into the window's (``toRoot`` then the window's
        /// inverse), when the walk checked the view against the window.
        package var toWindow: ProjectiveTransform?
        /// The view's bounds, as the walk found them.
        package var bounds = CGRect.zero
        /// The view's layer's corner radius, as the walk found it.
        package var cornerRadius: CGFloat = 0
        /// The view's layer's border width, as the walk found it.
        package var borderWidth: CGFloat = 0
    }

    /// A pair of views to fly: indices into the result's sources and destinations, and the
    /// nearest matched candidate above each (a nested shared element: it flies once, inside
    /// its parent's flight when both ancestors are one pair, and is left out of the ancestors'
    /// snapshots).
    package struct Match {
        package let source: Int
        package let destination: Int
        package var sourceAncestor: Int? = nil
        package var destinationAncestor: Int? = nil
    }

    package struct Result {
        var sourceSide: Side = .back
        var destinationSide: Side = .fore
        /// The candidates of each side, in tree order.
        package var sources: [Candidate] = []
        package var destinations: [Candidate] = []
        package var matches: [Match] = []
        package var unmatched: [Candidate] = []
        package var duplicates: [SharedElementPlan.Duplicate] = []
        package var skipped: [SharedElementPlan.Skipped] = []
    }

    /// The collect stage: the candidates of both sides in tree order, and the views skipped.
    package static func collect(
        sourceRoot: View, sourceSide: Side, destinationRoot: View, destinationSide: Side, window: Window?
    ) -> Result {
        var result = Result(sourceSide: sourceSide, destinationSide: destinationSide)
        result.sources = collect(sourceRoot, side: sourceSide, window: window, skipped: &result.skipped)
        result.destinations = collect(destinationRoot, side: destinationSide, window: window, skipped: &result.skipped)
        return result
    }

    /// The pair stage: pairs the collected candidates by ID into `matches` (first with first in
    /// tree order), and fills in the unmatched views, the duplicates and the losers.
    package static func pair(_ result: inout Result) {
        let index = GroupIndex(result)
        let won = pairSources(&result, index: index)
        orderAncestorsFirst(&result, won: won)
        settleDestinations(&result, index: index)
        result.duplicates += duplicates(side: result.sourceSide, all: result.sources, index: index, onSourceSide: true,
                                        won: won.sources)
        result.duplicates += duplicates(side: result.destinationSide, all: result.destinations, index: index,
                                        onSourceSide: false, won: won.destinations)
    }

    /// The candidates grouped by ID: one hash per candidate, each group's candidates on both
    /// sides chained in tree order (no array per group).
    private struct GroupIndex {
        var members: [Group] = []
        var sourceGroup: [Int]
        var destinationGroup: [Int]
        var nextSource: [Int]
        var nextDestination: [Int]

        init(_ result: Result) {
            let numbers = result.sources.withUnsafeBufferPointer { sources in
                result.destinations.withUnsafeBufferPointer { SharedElementMatcher.groupNumbers(sources: sources, destinations: $0) }
            }
            sourceGroup = numbers.sources
            destinationGroup = numbers.destinations
            members = [Group](repeating: Group(), count: numbers.count)
            nextSource = [Int](repeating: -1, count: sourceGroup.count)
            nextDestination = [Int](repeating: -1, count: destinationGroup.count)
            for i in sourceGroup.indices { Group.append(i, to: &members[sourceGroup[i]].sources, next: &nextSource) }
            for j in destinationGroup.indices {
                Group.append(j, to: &members[destinationGroup[j]].destinations, next: &nextDestination)
            }
        }
    }

    /// Pairs each source with its group's next unpaired destination; returns which candidates
    /// won on each side.
    private static func pairSources(_ result: inout Result, index: GroupIndex) -> (sources: [Bool], destinations: [Bool]) {
        var sourceWon = [Bool](repeating: false, count: result.sources.count)
        var destinationWon = [Bool](repeating: false, count: result.destinations.count)
        result.matches.reserveCapacity(min(result.sources.count, result.destinations.count))
        // Each group's next unpaired destination: sources of a group come in rank order.
        var cursor = [Int](repeating: -1, count: index.members.count)
        for g in index.members.indices { cursor[g] = index.members[g].destinations.first }
        for i in 0..<result.sources.count {
            let g = index.sourceGroup[i]
            guard index.members[g].destinations.count > 0 else {
                result.unmatched.append(result.sources[i])
                continue
            }
            guard cursor[g] >= 0 else {
                result.skipped.append(.init(element: result.sources[i].element, reason: .duplicateLost))
                continue
            }
            let j = cursor[g]
            cursor[g] = index.nextDestination[j]
            let match = Match(source: i, destination: j,
                              sourceAncestor: matchedAncestor(above: i, in: result.sources, won: sourceWon),
                              destinationAncestor: matchedAncestor(above: j, in: result.destinations, won: destinationWon))
            sourceWon[i] = true
            destinationWon[j] = true
            result.matches.append(match)
        }
        return (sourceWon, destinationWon)
    }

    /// Completes each match's destination ancestor (a destination's tagged ancestor may pair
    /// after it, when its source comes later in the source's tree order) and puts every match
    /// after the matches of its ancestors at either end, otherwise keeping tree order: an element
    /// nested in another at one end only (a photo on top of a list, inside a card on the detail)
    /// then flies above that element's flyer and is left out of its snapshots. When the ends
    /// disagree (each nested in the other), the source's order decides.
    private static func orderAncestorsFirst(_ result: inout Result, won: (sources: [Bool], destinations: [Bool])) {
        var nests = false
        for k in result.matches.indices {
            let m = result.matches[k]
            if m.destinationAncestor == nil {
                result.matches[k].destinationAncestor = matchedAncestor(above: m.destination, in: result.destinations, won: won.destinations)
            }
            if result.matches[k].destinationAncestor != nil || m.sourceAncestor != nil { nests = true }
        }
        guard nests else { return }
        var matchOfSource = [Int](repeating: -1, count: result.sources.count)
        var matchOfDestination = [Int](repeating: -1, count: result.destinations.count)
        for (k, m) in result.matches.enumerated() {
            matchOfSource[m.source] = k
            matchOfDestination[m.destination] = k
        }
        // Depth first from each match in turn, its ancestors' matches emitted before it; a match
        // met again while its own ancestors are being emitted (ends that disagree) waits no more.
        var state = [UInt8](repeating: 0, count: result.matches.count) // 0 new, 1 on the path, 2 emitted
        var order: [Int] = []
        order.reserveCapacity(result.matches.count)
        var stack: [Int] = []
        for start in result.matches.indices where state[start] == 0 {
            stack.append(start)
            state[start] = 1
            while let k = stack.last {
                let m = result.matches[k]
                let bySource = m.sourceAncestor.map { matchOfSource[$0] } ?? -1
                let byDestination = m.destinationAncestor.map { matchOfDestination[$0] } ?? -1
                let next = bySource >= 0 && state[bySource] == 0 ? bySource
                    : byDestination >= 0 && state[byDestination] == 0 ? byDestination : -1
                if next >= 0 {
                    state[next] = 1
                    stack.append(next)
                } else {
                    stack.removeLast()
                    state[k] = 2
                    order.append(k)
                }
            }
        }
        let matches = result.matches
        result.matches = order.map { matches[$0] }
    }

    /// Destinations past their group's sources lost as duplicates; those of groups without
    /// sources are unmatched.
    private static func settleDestinations(_ result: inout Result, index: GroupIndex) {
        var rank = [Int](repeating: 0, count: index.members.count)
        for j in 0..<result.destinations.count {
            let g = index.destinationGroup[j]
            let count = index.members[g].sources.count
            if count == 0 {
                result.unmatched.append(result.destinations[j])
            } else if rank[g] >= count {
                result.skipped.append(.init(element: result.destinations[j].element, reason: .duplicateLost))
            }
            rank[g] += 1
        }
    }

    /// One side's IDs used more than once, sorted by ID, each with its winner.
    private static func duplicates(
        side: Side, all: [Candidate], index: GroupIndex, onSourceSide: Bool, won: [Bool]
    ) -> [SharedElementPlan.Duplicate] {
        let next = onSourceSide ? index.nextSource : index.nextDestination
        var duplicates: [SharedElementPlan.Duplicate] = []
        for group in index.members {
            let chain = onSourceSide ? group.sources : group.destinations
            guard chain.count > 1 else { continue }
            var indices: [Int] = []
            var k = chain.first
            while k >= 0 {
                indices.append(k)
                k = next[k]
            }
            let winner = indices.first { won[$0] }
            duplicates.append(.init(
                id: all[indices[0]].element.id, side: side, elements: indices.map { all[$0].element },
                winner: winner.map { all[$0].element }))
        }
        return duplicates.sorted { $0.id < $1.id }
    }

    /// The candidates of one ID: each side's first and last in tree order (linked through the
    /// `next` arrays) and count.
    private struct Group {
        struct Chain {
            var first = -1, last = -1, count = 0
        }
        var sources = Chain()
        var destinations = Chain()

        static func append(_ index: Int, to chain: inout Chain, next: inout [Int]) {
            if chain.last >= 0 { next[chain.last] = index } else { chain.first = index }
            chain.last = index
            chain.count += 1
        }
    }

    /// The tagged views under `root` that may fly, in tree (pre-)order; the others go to
    /// `skipped` with the reason.
    package static func collect(_ root: View, side: Side, window: Window?, skipped: inout [SharedElementPlan.Skipped]) -> [Candidate] {
        var walk = Walk(root: root, side: side)
        swap(&walk.skipped, &skipped)
        walk.found.reserveCapacity(root.uncheckedMarkedInSubtree)
        if let window, root.window != nil, let inverse = window.layer.projectiveTransformToRoot().inverse {
            walk.screen = (window.bounds, inverse)
        }
        walk.visit(root, hidden: false, opacity: 1, taggedAncestor: nil)
        swap(&walk.skipped, &skipped)
        return walk.found
    }

    /// The state of one depth-first walk of `collect`. It steps over subtrees without tagged
    /// views (``View/markedInSubtree``), and works out each ancestor's map to the root once for
    /// all the tagged views below it.
    @MainActor
    private struct Walk {
        let root: View
        let side: Side
        var skipped: [SharedElementPlan.Skipped] = []
        var found: [Candidate] = []
        var path: [Int] = []
        /// The layers of the views from the root down to the one being visited (not retained:
        /// the tree holds them during the walk).
        var chain: [Unmanaged<Layer>] = []
        /// `maps[k]` is the map from `chain[k]`'s bounds space to the root's superlayer space,
        /// valid for `k < validMaps`.
        var maps: [ProjectiveTransform] = []
        var validMaps = 0
        /// The window's bounds and the map from root space into window space.
        var screen: (bounds: CGRect, fromRoot: ProjectiveTransform)?

        init(root: View, side: Side) {
            self.root = root
            self.side = side
        }

        mutating func visit(_ view: View, hidden: Bool, opacity: CGFloat, taggedAncestor: Int?) {
            let hidden = hidden || view.isHidden
            let opacity = opacity * view.alpha
            let depth = chain.count
            chain.append(Unmanaged.passUnretained(view.layer))
            validMaps = min(validMaps, depth)
            var ancestor = taggedAncestor
            if view.uncheckedIsMarked, let tag = view.unretainedAssociation(SharedElementTag.self),
               case let (id?, hasOptions) = SharedElementMatcher.read(tag) {
                let element = Element(id: id, side: side, path: path)
                let bounds = view.bounds
                var toRoot = ProjectiveTransform.identity
                var reason: SharedElementPlan.SkipReason? =
                    if view === root { .rootView }
                    else if hidden { .hidden }
                    else if opacity < 0.01 { .transparent }
                    else if bounds.width <= 0 || bounds.height <= 0 { .zeroSize }
                    else { nil }
                var toWindow: ProjectiveTransform?
                if reason == nil {
                    toRoot = map(toRootAt: depth)
                    if let screen {
                        let map = toRoot.concatenating(screen.fromRoot)
                        toWindow = map
                        if !isOnScreen(bounds, map: map, screen: screen.bounds) { reason = .offScreen }
                    }
                }
                if let reason {
                    skipped.append(.init(element: element, reason: reason))
                } else {
                    let layer = view.layer
                    found.append(Candidate(view: view, element: element, toRoot: toRoot, taggedAncestor: taggedAncestor,
                                           opacity: opacity, hasOptions: hasOptions, toWindow: toWindow, bounds: bounds,
                                           cornerRadius: layer.cornerRadius, borderWidth: layer.borderWidth))
                    ancestor = found.count - 1
                }
            }
            let own = view.uncheckedIsMarked ? 1 : 0
            if view.uncheckedMarkedInSubtree > own {
                path.append(0)
                let subviews = view.uncheckedSubviews
                for i in subviews.indices where subviews[i].uncheckedMarkedInSubtree > 0 {
                    path[path.count - 1] = i
                    visit(subviews[i], hidden: hidden, opacity: opacity, taggedAncestor: ancestor)
                }
                path.removeLast()
            }
            chain.removeLast()
        }

        /// The map from `chain[depth]`'s bounds space to the root's superlayer space, reusing
        /// (and filling in) the maps of its ancestors.
        mutating func map(toRootAt depth: Int) -> ProjectiveTransform {
            while validMaps <= depth {
                let k = validMaps
                let m = k == 0
                    ? SharedElementMatcher.flatMapToRoot(chain[0])
                    : SharedElementMatcher.mapToSuperlayer(chain[k], superlayer: chain[k - 1]).concatenating(maps[k - 1])
                if maps.count > k { maps[k] = m } else { maps.append(m) }
                validMaps = k + 1
            }
            return maps[depth]
        }
    }

    /// Whether `bounds`, mapped into window space by `map`, overlaps `screen` (a map that
    /// sends the whole rectangle behind the eye counts as off screen).
    nonisolated private static func isOnScreen(_ bounds: CGRect, map: ProjectiveTransform, screen: CGRect) -> Bool {
        if map.m13 == 0, map.m23 == 0, map.m33 == 1 {
            // Affine: the corners' bounding box, without clipping against the eye.
            let x0 = bounds.minX * map.m11, x1 = bounds.maxX * map.m11
            let y0 = bounds.minY * map.m21, y1 = bounds.maxY * map.m21
            let u0 = bounds.minX * map.m12, u1 = bounds.maxX * map.m12
            let v0 = bounds.minY * map.m22, v1 = bounds.maxY * map.m22
            let minX = min(x0, x1) + min(y0, y1) + map.m31, maxX = max(x0, x1) + max(y0, y1) + map.m31
            let minY = min(u0, u1) + min(v0, v1) + map.m32, maxY = max(u0, u1) + max(v0, v1) + map.m32
            return maxX > screen.minX && minX < screen.maxX && maxY > screen.minY && minY < screen.maxY
        }
        guard let rect = map.mapRect(bounds), !rect.isNull else { return false }
        return rect.intersects(screen)
    }

    /// The index of the nearest candidate above `all[index]` that won a pair, if any.
    private static func matchedAncestor(above index: Int, in all: [Candidate], won: [Bool]) -> Int? {
        var next = all[index].taggedAncestor
        while let k = next {
            if won[k] { return k }
            next = all[k].taggedAncestor
        }
        return nil
    }

    /// A tag's ID and whether it has options, read without retaining it (outside the main
    /// actor's closures, which would check the executor on every call).
    nonisolated private static func read(_ tag: Unmanaged<SharedElementTag>) -> (id: String?, hasOptions: Bool) {
        tag._withUnsafeGuaranteedRef { ($0.transitionID, $0.hasOptions) }
    }

    /// ``flatMapToRoot(_:)`` of a layer the walk does not retain.
    nonisolated private static func flatMapToRoot(_ layer: Unmanaged<Layer>) -> ProjectiveTransform {
        layer._withUnsafeGuaranteedRef { flatMapToRoot($0) }
    }

    /// ``mapToSuperlayer(_:superlayer:)`` of layers the walk does not retain.
    nonisolated private static func mapToSuperlayer(_ layer: Unmanaged<Layer>, superlayer: Unmanaged<Layer>) -> ProjectiveTransform {
        layer._withUnsafeGuaranteedRef { l in superlayer._withUnsafeGuaranteedRef { mapToSuperlayer(l, superlayer: $0) } }
    }

    /// The flattened map from `layer`'s bounds space to its root's superlayer space, as
    /// `projectiveTransformToRoot()` computes it, with ``mapToSuperlayer(_:superlayer:)``'s
    /// fast path at every level.
    nonisolated package static func flatMapToRoot(_ layer: Layer) -> ProjectiveTransform {
        var m = ProjectiveTransform.identity
        var current: Layer? = layer
        while let l = current {
            let parent = l.superlayer
            m = m.concatenating(mapToSuperlayer(l, superlayer: parent))
            current = parent
        }
        return m
    }

    /// `layer.projectiveTransformToSuperlayer` for a layer whose superlayer is `superlayer`,
    /// with a fast path for the common case (an affine transform under a superlayer without a
    /// sublayer transform).
    @inline(__always)
    nonisolated static func mapToSuperlayer(_ l: Layer, superlayer parent: Layer?) -> ProjectiveTransform {
        let t = l.transform
        guard t.isAffine, parent?.sublayerTransform.isIdentity ?? true else { return l.projectiveTransformToSuperlayer }
        let b = l.bounds, anchor = l.anchorPoint, position = l.position
        let ax = b.origin.x + anchor.x * b.width, ay = b.origin.y + anchor.y * b.height
        return ProjectiveTransform(
            m11: t.m11, m12: t.m12, m13: 0, m21: t.m21, m22: t.m22, m23: 0,
            m31: t.m41 + position.x - ax * t.m11 - ay * t.m21,
            m32: t.m42 + position.y - ax * t.m12 - ay * t.m22, m33: 1)
    }
}
