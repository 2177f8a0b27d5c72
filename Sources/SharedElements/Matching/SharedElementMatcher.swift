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
        let sourceGroups = group(sources)
        let destinationGroups = group(destinations)
        var used: [String: Int] = [:]
        var matchedSources = Set<ObjectIdentifier>()
        var matchedDestinations = Set<ObjectIdentifier>()

        for candidate in sources {
            let id = candidate.element.id
            let rank = used[id, default: 0]
            used[id] = rank + 1
            guard let partners = destinationGroups[id] else {
                result.unmatched.append(candidate)
                continue
            }
            guard rank < partners.count else {
                result.skipped.append(.init(element: candidate.element, reason: .duplicateLost))
                continue
            }
            let partner = partners[rank]
            if hasAncestor(candidate.view, in: matchedSources, below: sourceRoot)
                || hasAncestor(partner.view, in: matchedDestinations, below: destinationRoot) {
                result.skipped.append(.init(element: candidate.element, reason: .nestedInMatchedAncestor))
                result.skipped.append(.init(element: partner.element, reason: .nestedInMatchedAncestor))
                continue
            }
            matchedSources.insert(ObjectIdentifier(candidate.view))
            matchedDestinations.insert(ObjectIdentifier(partner.view))
            result.matches.append(Match(id: id, source: candidate, destination: partner))
        }
        for candidate in destinations {
            let id = candidate.element.id
            let count = sourceGroups[id]?.count ?? 0
            if count == 0 {
                result.unmatched.append(candidate)
            } else if let rank = destinationGroups[id]?.firstIndex(where: { $0.view === candidate.view }), rank >= count {
                result.skipped.append(.init(element: candidate.element, reason: .duplicateLost))
            }
        }
        let matchedIDs = Set(result.matches.map { ObjectIdentifier($0.source.view) })
            .union(result.matches.map { ObjectIdentifier($0.destination.view) })
        for (groups, side) in [(sourceGroups, sourceSide), (destinationGroups, destinationSide)] {
            for id in groups.keys.sorted() {
                guard let members = groups[id], members.count > 1 else { continue }
                let winner = members.first { matchedIDs.contains(ObjectIdentifier($0.view)) }
                result.duplicates.append(.init(id: id, side: side, elements: members.map(\.element), winner: winner?.element))
            }
        }
        return result
    }

    /// The tagged views under `root` that may fly, in tree (pre-)order; the others go to
    /// `skipped` with the reason.
    static func collect(_ root: View, side: Side, window: Window?, skipped: inout [SharedElementPlan.Skipped]) -> [Candidate] {
        var found: [Candidate] = []
        var path: [Int] = []
        let screen = window?.bounds
        func visit(_ view: View, hidden: Bool, opacity: CGFloat) {
            let hidden = hidden || view.isHidden
            let opacity = opacity * view.alpha
            if let id = view.transitionID {
                let element = Element(id: id, side: side, path: path)
                let reason: SharedElementPlan.SkipReason? =
                    if view === root { .rootView }
                    else if hidden { .hidden }
                    else if opacity < 0.01 { .transparent }
                    else if view.bounds.width <= 0 || view.bounds.height <= 0 { .zeroSize }
                    else if let screen, !isOnScreen(view, screen: screen) { .offScreen }
                    else { nil }
                if let reason {
                    skipped.append(.init(element: element, reason: reason))
                } else {
                    found.append(Candidate(view: view, element: element))
                }
            }
            for (i, sub) in view.subviews.enumerated() {
                path.append(i)
                visit(sub, hidden: hidden, opacity: opacity)
                path.removeLast()
            }
        }
        visit(root, hidden: false, opacity: 1)
        return found
    }

    private static func isOnScreen(_ view: View, screen: CGRect) -> Bool {
        guard view.window != nil else { return true }
        let rect = view.convert(view.bounds, to: nil)
        return !rect.isNull && rect.intersects(screen)
    }

    private static func group(_ candidates: [Candidate]) -> [String: [Candidate]] {
        var groups: [String: [Candidate]] = [:]
        for c in candidates { groups[c.element.id, default: []].append(c) }
        return groups
    }

    private static func hasAncestor(_ view: View, in set: Set<ObjectIdentifier>, below root: View) -> Bool {
        guard !set.isEmpty else { return false }
        var v = view.superview
        while let current = v, current !== root {
            if set.contains(ObjectIdentifier(current)) { return true }
            v = current.superview
        }
        return false
    }
}
