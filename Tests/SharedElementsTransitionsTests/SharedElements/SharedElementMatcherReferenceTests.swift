import Foundation
import Testing
import SharedElements
import SharedElementsTestSupport

/// The matcher steps over untagged subtrees using counts the hierarchy keeps, and reuses its
/// ancestors' maps. These tests check the counts through random edits, and the whole match
/// against a plain reference that visits every view and maps each one from scratch.
@MainActor
@Suite struct SharedElementMatcherReferenceTests {
    static let ids = ["a", "b", "c", "d", "e", "f"]

    /// The tagged views in `view`'s subtree, counted the slow way.
    static func countTagged(_ view: View) -> Int {
        (view.transitionID == nil ? 0 : 1) + view.subviews.reduce(0) { $0 + countTagged($1) }
    }

    /// Random subtrees under two roots, tagged from a small pool of IDs (so duplicates and
    /// nesting happen), then edited: subtrees moved (between sides too), removed, re-tagged.
    static func scene(seed: UInt64) -> (window: Window, back: View, fore: View, pool: [View]) {
        var g = SeededGenerator(seed: seed)
        let window = Window(size: CGSize(width: 200, height: 300), scale: 1)
        let back = View(frame: window.bounds), fore = View(frame: window.bounds)
        window.addSubview(back)
        window.addSubview(fore)
        var pool = [back, fore]
        for _ in 0..<Int.random(in: 10...40, using: &g) {
            let v = View(frame: CGRect(x: .random(in: -40...120, using: &g), y: .random(in: -40...160, using: &g),
                                       width: Int.random(in: 0..<12, using: &g) == 0 ? 0 : .random(in: 1...90, using: &g),
                                       height: .random(in: 1...90, using: &g)))
            if Int.random(in: 0..<5, using: &g) == 0 { v.transform = AffineTransform(rotationAngle: .random(in: -1...1, using: &g)) }
            if Int.random(in: 0..<12, using: &g) == 0 { v.isHidden = true }
            if Int.random(in: 0..<12, using: &g) == 0 { v.alpha = 0 }
            if Int.random(in: 0..<5, using: &g) < 2 { v.transitionID = ids.randomElement(using: &g) }
            pool.randomElement(using: &g)!.addSubview(v)
            pool.append(v)
        }
        for _ in 0..<Int.random(in: 0...15, using: &g) {
            let v = pool[Int.random(in: 2..<pool.count, using: &g)]
            switch Int.random(in: 0..<5, using: &g) {
            case 0: v.removeFromSuperview()
            case 1: pool.randomElement(using: &g)!.insertSubview(v, at: .random(in: 0...3, using: &g))
            case 2: v.transitionID = Bool.random(using: &g) ? nil : ids.randomElement(using: &g)
            case 3: v.transitionID = ""
            default: (Bool.random(using: &g) ? back : fore).addSubview(v)
            }
        }
        if Bool.random(using: &g) { back.transitionID = "a" }
        return (window, back, fore, pool)
    }

    @Test func markedCountsFollowEveryEdit() {
        var wrong = 0
        for seed in 0..<200 as Range<UInt64> {
            let scene = Self.scene(seed: seed)
            for view in scene.pool where view.markedInSubtree != Self.countTagged(view) { wrong += 1 }
        }
        #expect(wrong == 0)
    }

    /// One side's tagged views as a plain walk sees them: every view visited, each map worked out
    /// from scratch with `projectiveTransformToRoot()`.
    struct ReferenceCandidate {
        let view: View
        let path: [Int]
        let ancestor: Int?
    }

    static func collect(_ root: View, side: SharedElementPlan.Side, window: Window,
                        skipped: inout [String]) -> [ReferenceCandidate] {
        var found: [ReferenceCandidate] = []
        func visit(_ view: View, path: [Int], hidden: Bool, opacity: CGFloat, ancestor: Int?) {
            let hidden = hidden || view.isHidden
            let opacity = opacity * view.alpha
            var ancestor = ancestor
            if let id = view.transitionID {
                let name = "\(side):\(id)@\(path)"
                // Overlapping the window with some area (touching an edge is off screen).
                let overlap = view.convert(view.bounds, to: window).intersection(window.bounds)
                let onScreen = !overlap.isNull && overlap.width > 0 && overlap.height > 0
                let reason: String? =
                    if view === root { "rootView" } else if hidden { "hidden" } else if opacity < 0.01 { "transparent" }
                    else if view.bounds.width <= 0 || view.bounds.height <= 0 { "zeroSize" }
                    else if !onScreen { "offScreen" } else { nil }
                if let reason {
                    skipped.append("\(name) \(reason)")
                } else {
                    found.append(ReferenceCandidate(view: view, path: path, ancestor: ancestor))
                    ancestor = found.count - 1
                }
            }
            for (i, subview) in view.subviews.enumerated() {
                visit(subview, path: path + [i], hidden: hidden, opacity: opacity, ancestor: ancestor)
            }
        }
        visit(root, path: [], hidden: false, opacity: 1, ancestor: nil)
        return found
    }

    /// Pairs, unmatched views and skipped views by the documented rules, as sorted strings.
    static func reference(back: View, fore: View, window: Window) -> (pairs: [String], unmatched: [String], skipped: [String]) {
        var skipped: [String] = []
        let sources = collect(back, side: .back, window: window, skipped: &skipped)
        let destinations = collect(fore, side: .fore, window: window, skipped: &skipped)
        func name(_ c: ReferenceCandidate, _ side: SharedElementPlan.Side) -> String { "\(side):\(c.view.transitionID!)@\(c.path)" }
        var pairs: [String] = [], unmatched: [String] = []
        for (i, s) in sources.enumerated() {
            let id = s.view.transitionID!
            let partners = destinations.indices.filter { destinations[$0].view.transitionID == id }
            let rank = sources[..<i].filter { $0.view.transitionID == id }.count
            if partners.isEmpty { unmatched.append(name(s, .back)); continue }
            if rank >= partners.count { skipped.append("\(name(s, .back)) duplicateLost"); continue }
            let j = partners[rank]
            // A nested pair flies too (inside its parent's flight, or in the container).
            pairs.append("\(name(s, .back)) -> \(name(destinations[j], .fore))")
        }
        for (j, d) in destinations.enumerated() {
            let id = d.view.transitionID!
            let count = sources.filter { $0.view.transitionID == id }.count
            let rank = destinations[..<j].filter { $0.view.transitionID == id }.count
            if count == 0 { unmatched.append(name(d, .fore)) } else if rank >= count { skipped.append("\(name(d, .fore)) duplicateLost") }
        }
        return (pairs.sorted(), unmatched.sorted(), skipped.sorted())
    }

    @Test func planMatchesTheReferenceOnRandomHierarchies() {
        var differing: [UInt64] = []
        var pairs = 0, skipped = 0
        for seed in 0..<300 as Range<UInt64> {
            let scene = Self.scene(seed: seed)
            let plan = SharedElementPlan.make(fore: scene.fore, back: scene.back, direction: .forward, container: scene.window)
            func name(_ e: SharedElementPlan.Element) -> String { "\(e.side):\(e.id)@\(e.path)" }
            let got = (pairs: plan.pairs.map { "\(name($0.source)) -> \(name($0.destination))" }.sorted(),
                       unmatched: plan.unmatched.map(name).sorted(),
                       skipped: plan.skipped.map { "\(name($0.element)) \($0.reason)" }.sorted())
            let expected = Self.reference(back: scene.back, fore: scene.fore, window: scene.window)
            if got.pairs != expected.pairs || got.unmatched != expected.unmatched || got.skipped != expected.skipped {
                differing.append(seed)
            }
            pairs += got.pairs.count
            skipped += got.skipped.count
        }
        #expect(differing.isEmpty, "seeds \(differing.prefix(10))")
        // The generator exercises both outcomes.
        #expect(pairs > 100)
        #expect(skipped > 100)
    }
}
