import Foundation

/// The match step of a shared-element transition: collects the tagged views of both sides in
/// tree order, leaves out the ones that cannot fly, and pairs the rest by ID.
///
/// Rules (documented on ``SharedElementTransition``): hidden, transparent, zero-size, off-window
/// and root views do not match; a side's duplicates pair first-with-first in tree order and the
/// rest lose; a pair inside an already matched pair's view flies inside that flight.
@MainActor
struct SharedElementMatcher {
    typealias Element = SharedElementPlan.Element
    typealias Side = SharedElementPlan.Side

    /// A tagged view that may take part.
    struct Candidate {
        let view: View
        let element: Element
        /// The flattened map from the view's bounds space to its root's superlayer space.
        let toRoot: ProjectiveTransform
        /// The index of the nearest candidate above it on its side, if any.
        let taggedAncestor: Int?
        /// The view's opacity times its ancestors' up to the side's root, inclusive.
        var opacity: CGFloat = 1
    }

    /// A pair of views to fly, with their plan names.
    struct Match {
        let id: String
        let source: Candidate
        let destination: Candidate
    }

    struct Result {
        var matches: [Match] = []
        var unmatched: [Candidate] = []
        var duplicates: [SharedElementPlan.Duplicate] = []
        var skipped: [SharedElementPlan.Skipped] = []
    }

    /// Matches the tagged views under `sourceRoot` against those under `destinationRoot`.
    static func match(
        sourceRoot: View, sourceSide: Side, destinationRoot: View, destinationSide: Side, window: Window?
    ) -> Result {
        var result = Result()
        let sources = collect(sourceRoot, side: sourceSide, window: window, skipped: &result.skipped)
        let destinations = collect(destinationRoot, side: destinationSide, window: window, skipped: &result.skipped)
        let (sourceGroups, sourceRanks) = group(sources)
        let (destinationGroups, destinationRanks) = group(destinations)
        var sourceWon = [Bool](repeating: false, count: sources.count)
        var destinationWon = [Bool](repeating: false, count: destinations.count)
        result.matches.reserveCapacity(min(sources.count, destinations.count))

        for (i, candidate) in sources.enumerated() {
            let id = candidate.element.id
            let rank = sourceRanks[i]
            guard let partners = destinationGroups[id] else {
                result.unmatched.append(candidate)
                continue
            }
            guard rank < partners.count else {
                result.skipped.append(.init(element: candidate.element, reason: .duplicateLost))
                continue
            }
            let j = partners[rank]
            let partner = destinations[j]
            if hasMatchedAncestor(candidate, in: sources, won: sourceWon)
                || hasMatchedAncestor(partner, in: destinations, won: destinationWon) {
                result.skipped.append(.init(element: candidate.element, reason: .nestedInMatchedAncestor))
                result.skipped.append(.init(element: partner.element, reason: .nestedInMatchedAncestor))
                continue
            }
            sourceWon[i] = true
            destinationWon[j] = true
            result.matches.append(Match(id: id, source: candidate, destination: partner))
        }
        for (j, candidate) in destinations.enumerated() {
            let count = sourceGroups[candidate.element.id]?.count ?? 0
            if count == 0 {
                result.unmatched.append(candidate)
            } else if destinationRanks[j] >= count {
                result.skipped.append(.init(element: candidate.element, reason: .duplicateLost))
            }
        }
        for (groups, members, won, side) in [(sourceGroups, sources, sourceWon, sourceSide),
                                             (destinationGroups, destinations, destinationWon, destinationSide)] {
            for id in groups.keys.filter({ (groups[$0]?.count ?? 0) > 1 }).sorted() {
                guard let indices = groups[id] else { continue }
                let winner = indices.first { won[$0] }
                result.duplicates.append(.init(
                    id: id, side: side, elements: indices.map { members[$0].element }, winner: winner.map { members[$0].element }))
            }
        }
        return result
    }

    /// The tagged views under `root` that may fly, in tree (pre-)order; the others go to
    /// `skipped` with the reason.
    static func collect(_ root: View, side: Side, window: Window?, skipped: inout [SharedElementPlan.Skipped]) -> [Candidate] {
        var walk = Walk(root: root, side: side, skipped: skipped)
        if let window, root.window != nil, let inverse = window.layer.projectiveTransformToRoot().inverse {
            walk.screen = (window.bounds, inverse)
        }
        walk.visit(root, hidden: false, opacity: 1, taggedAncestor: nil)
        skipped = walk.skipped
        return walk.found
    }

    /// The state of one depth-first walk of `collect`.
    @MainActor
    private struct Walk {
        let root: View
        let side: Side
        var skipped: [SharedElementPlan.Skipped]
        var found: [Candidate] = []
        var path: [Int] = []
        /// The window's bounds and the map from root space into window space.
        var screen: (bounds: CGRect, fromRoot: ProjectiveTransform)?

        init(root: View, side: Side, skipped: [SharedElementPlan.Skipped]) {
            self.root = root
            self.side = side
            self.skipped = skipped
        }

        mutating func visit(_ view: View, hidden: Bool, opacity: CGFloat, taggedAncestor: Int?) {
            let hidden = hidden || view.isHidden
            let opacity = opacity * view.alpha
            var ancestor = taggedAncestor
            if let id = view.transitionID {
                let element = Element(id: id, side: side, path: path)
                let bounds = view.bounds
                var toRoot = ProjectiveTransform.identity
                var reason: SharedElementPlan.SkipReason? =
                    if view === root { .rootView }
                    else if hidden { .hidden }
                    else if opacity < 0.01 { .transparent }
                    else if bounds.width <= 0 || bounds.height <= 0 { .zeroSize }
                    else { nil }
                if reason == nil {
                    toRoot = SharedElementMatcher.flatMapToRoot(view.layer)
                    if let screen, !isOnScreen(bounds, map: toRoot.concatenating(screen.fromRoot), screen: screen.bounds) {
                        reason = .offScreen
                    }
                }
                if let reason {
                    skipped.append(.init(element: element, reason: reason))
                } else {
                    found.append(Candidate(view: view, element: element, toRoot: toRoot, taggedAncestor: taggedAncestor,
                                           opacity: opacity))
                    ancestor = found.count - 1
                }
            }
            let subviews = view.subviews
            guard !subviews.isEmpty else { return }
            path.append(0)
            for i in subviews.indices {
                path[path.count - 1] = i
                visit(subviews[i], hidden: hidden, opacity: opacity, taggedAncestor: ancestor)
            }
            path.removeLast()
        }
    }

    /// Whether `bounds`, mapped into window space by `map`, overlaps `screen` (a map that
    /// sends the whole rectangle behind the eye counts as off screen).
    nonisolated private static func isOnScreen(_ bounds: CGRect, map: ProjectiveTransform, screen: CGRect) -> Bool {
        if map.m13 == 0, map.m23 == 0, map.m33 == 1 {
            // Affine: the corners' bounding box, without clipping against the eye.
            let xs = [bounds.minX, bounds.maxX], ys = [bounds.minY, bounds.maxY]
            var minX = CGFloat.infinity, minY = CGFloat.infinity, maxX = -CGFloat.infinity, maxY = -CGFloat.infinity
            for x in xs {
                for y in ys {
                    let px = x * map.m11 + y * map.m21 + map.m31
                    let py = x * map.m12 + y * map.m22 + map.m32
                    minX = min(minX, px); maxX = max(maxX, px)
                    minY = min(minY, py); maxY = max(maxY, py)
                }
            }
            return maxX > screen.minX && minX < screen.maxX && maxY > screen.minY && minY < screen.maxY
        }
        guard let rect = map.mapRect(bounds), !rect.isNull else { return false }
        return rect.intersects(screen)
    }

    /// The candidates' indices by ID, and each candidate's rank among those with its ID.
    private static func group(_ candidates: [Candidate]) -> (groups: [String: [Int]], ranks: [Int]) {
        var groups: [String: [Int]] = [:]
        groups.reserveCapacity(candidates.count)
        var ranks: [Int] = []
        ranks.reserveCapacity(candidates.count)
        for (i, c) in candidates.enumerated() {
            ranks.append(groups[c.element.id]?.count ?? 0)
            groups[c.element.id, default: []].append(i)
        }
        return (groups, ranks)
    }

    /// Whether a candidate above `candidate` on its side was matched already.
    private static func hasMatchedAncestor(_ candidate: Candidate, in all: [Candidate], won: [Bool]) -> Bool {
        var next = candidate.taggedAncestor
        while let k = next {
            if won[k] { return true }
            next = all[k].taggedAncestor
        }
        return false
    }

    /// The flattened map from `layer`'s bounds space to its root's superlayer space, as
    /// `projectiveTransformToRoot()` computes it, with a fast path for the common levels (an
    /// affine transform under a superlayer without a sublayer transform).
    static func flatMapToRoot(_ layer: Layer) -> ProjectiveTransform {
        var m = ProjectiveTransform.identity
        var current: Layer? = layer
        while let l = current {
            let parent = l.superlayer
            let t = l.transform
            if t.isAffine, parent?.sublayerTransform.isIdentity ?? true {
                let b = l.bounds, anchor = l.anchorPoint, position = l.position
                let ax = b.origin.x + anchor.x * b.width, ay = b.origin.y + anchor.y * b.height
                m = m.concatenating(ProjectiveTransform(
                    m11: t.m11, m12: t.m12, m13: 0, m21: t.m21, m22: t.m22, m23: 0,
                    m31: t.m41 + position.x - ax * t.m11 - ay * t.m21,
                    m32: t.m42 + position.y - ax * t.m12 - ay * t.m22, m33: 1))
            } else {
                m = m.concatenating(l.projectiveTransformToSuperlayer)
            }
            current = parent
        }
        return m
    }
}
