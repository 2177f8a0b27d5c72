import Foundation
import Testing
import SharedElements
import SharedElementsTestSupport

/// Property: whatever the hierarchies and IDs, a shared-element transition that completes or is
/// cancelled leaves every original view as it was and no flyer behind.
@MainActor
@Suite struct SharedElementInvariantTests {
    /// The state the invariant compares.
    static func state(of view: View) -> ViewState { ViewState(of: view) }

    static func allViews(_ root: View) -> [View] {
        [root] + root.subviews.flatMap(allViews)
    }

    /// Two screens with random subtrees in a small window, a 0.1 s shared-element transition on
    /// the fore controller, and whether the run dismisses (then the fore is presented already).
    static func randomScene(rng: inout SeededGenerator)
        -> (Window, ViewController, ViewController, SharedElementTransition, dismissing: Bool) {
        let window = Window(size: CGSize(width: 60, height: 80), scale: 1)
        let back = ViewController()
        let fore = ViewController()
        window.rootViewController = back
        fore.view.frame = window.bounds
        grow(back.view, depth: 2, rng: &rng)
        grow(fore.view, depth: 2, rng: &rng)
        var options = SharedElementOptions()
        options.duration = .fixed(0.1)
        let transition = SharedElementTransition(options: options)
        fore.transitionController.transition = transition
        return (window, back, fore, transition, Bool.random(using: &rng))
    }

    /// Whether every view is as it was, the `roots` except for their superview and index (which
    /// a completed presentation changes).
    static func restoredBelowRoots(_ views: [View], _ before: [ViewState], _ after: [ViewState], roots: [View]) -> Bool {
        zip(zip(views, before), after).allSatisfy { pair, now in
            let (view, was) = pair
            if roots.contains(where: { $0 === view }) {
                return was.frame == now.frame && was.alpha == now.alpha && was.transform == now.transform
                    && was.hidden == now.hidden
            }
            return was == now
        }
    }

    /// Builds a random subtree under `parent`, `depth` levels deep at most.
    static func grow(_ parent: View, depth: Int, rng: inout SeededGenerator) {
        let ids = ["a", "b", "c", "d", "e"]
        for _ in 0..<Int.random(in: 1...3, using: &rng) {
            let zero = Int.random(in: 0..<16, using: &rng) == 0
            let w = zero ? 0 : CGFloat(Int.random(in: 4...30, using: &rng))
            let h = CGFloat(Int.random(in: 4...30, using: &rng))
            let x = CGFloat(Int.random(in: -10...50, using: &rng))
            let y = CGFloat(Int.random(in: -10...70, using: &rng))
            let v = View(frame: CGRect(x: x, y: y, width: w, height: h))
            v.backgroundColor = Color(white: Double.random(in: 0...1, using: &rng))
            if Int.random(in: 0..<3, using: &rng) > 0 { v.transitionID = ids.randomElement(using: &rng) }
            switch Int.random(in: 0..<12, using: &rng) {
            case 0: v.isHidden = true
            case 1: v.alpha = 0
            case 2: v.alpha = 0.5
            case 3: v.transform = AffineTransform(rotationAngle: Double.random(in: -1...1, using: &rng))
            case 4: v.transform = AffineTransform(scaleX: 1.5, y: 0.5)
            case 5: v.transform = AffineTransform(scaleX: 0, y: 1)
            case 6: v.layer.cornerRadius = 5
            default: break
            }
            parent.addSubview(v)
            if depth > 0 { grow(v, depth: depth - 1, rng: &rng) }
        }
    }

    @Test func everyOriginalViewIsBackAfterCompletedOrCancelledTransitions() {
        var rng = SeededGenerator(seed: 0x5EED_0007)
        var failures: [UInt64] = []
        var cancelled = 0, completed = 0, flights = 0
        for iteration in 0..<1_000 {
            let (window, back, fore, transition, dismissing) = Self.randomScene(rng: &rng)
            if dismissing {
                back.present(fore, animated: false)
            }
            let views = Self.allViews(back.view) + Self.allViews(fore.view)
            let before = views.map(Self.state)
            let containerBefore = window.subviews.last.map(Self.allViews)?.count
            if dismissing { fore.dismiss(animated: true) } else { back.present(fore, animated: true) }
            flights += transition.activeFlights.count
            let cancel = Bool.random(using: &rng)
            window.clock.advance(by: 0.05)
            if cancel {
                transition.cancel()
                cancelled += 1
            } else {
                completed += 1
            }
            window.clock.advance(by: 0.2)
            let after = views.map(Self.state)
            let ok: Bool
            if cancel || dismissing == false {
                // Everything below the roots is back; a completed presentation moved only roots.
                let rootsIgnored = Self.restoredBelowRoots(views, before, after, roots: [back.view, fore.view])
                ok = rootsIgnored && (cancel ? window.subviews.last.map(Self.allViews)?.count == containerBefore : true)
            } else {
                ok = zip(zip(views, before), after).allSatisfy { pair, now in
                    let (view, was) = pair
                    return view === back.view || view === fore.view ? was.frame == now.frame && was.hidden == now.hidden : was == now
                }
            }
            let clean = transition.lastRestoration?.isClean == true && !transition.isRunning && !window.isTransitioning
            let noFlyerLeft = !Self.allViews(window).contains { v in v.layer.contents != nil && !views.contains { $0 === v } }
            if !(ok && clean && noFlyerLeft) { failures.append(UInt64(iteration)) }
        }
        #expect(failures.isEmpty, "failing iterations: \(failures.prefix(10))")
        print("SharedElementInvariantTests: \(flights) flights, \(completed) completed, \(cancelled) cancelled")
        #expect(cancelled > 300 && completed > 300)
        #expect(flights > 300)
    }

    /// A random finger path in a 60 x 80 window: one drag, sometimes followed after a pause by a
    /// second that catches the first transition while it settles (or starts another).
    static func randomGesture(rng: inout SeededGenerator) -> TouchScript {
        func point() -> CGPoint {
            CGPoint(x: CGFloat(Int.random(in: 2...58, using: &rng)), y: CGFloat(Int.random(in: 2...78, using: &rng)))
        }
        func drag() -> TouchScript {
            let points = (0..<Int.random(in: 2...4, using: &rng)).map { _ in point() }
            return .drag(through: points, duration: Double.random(in: 0.05...0.5, using: &rng), fps: 30)
        }
        var script = drag()
        if Bool.random(using: &rng) {
            script = script.followed(by: drag(), after: Double.random(in: 0...0.3, using: &rng))
        }
        return script
    }

    @Test func everyOriginalViewIsBackAfterRandomGestureDrivenTransitions() {
        var rng = SeededGenerator(seed: 0x5EED_0008)
        var failures: [UInt64] = []
        var outcomes: [Bool] = []
        var flights = 0
        for iteration in 0..<150 {
            let (window, back, fore, transition, dismissing) = Self.randomScene(rng: &rng)
            if dismissing { back.present(fore, animated: false) }
            let direction = TransitionInteractiveController.Direction.allCases.randomElement(using: &rng) ?? .down
            let controller = TransitionInteractiveController(
                viewController: dismissing ? fore : back, pan: .regular(direction), action: dismissing ? .dismiss : .present(fore))
            var reported: [Bool] = []
            controller.completion = { reported.append($0) }
            let views = Self.allViews(back.view) + Self.allViews(fore.view)
            let before = views.map(Self.state)
            let containerBefore = window.subviews.last.map(Self.allViews)?.count
            window.play(Self.randomGesture(rng: &rng), fps: 30)
            flights += transition.activeFlights.count
            for _ in 0..<30 { window.clock.advance(by: 0.1) }
            let started = transition.lastRestoration != nil || !reported.isEmpty
            // A drag that follows an ended transition may start another one: the last one counts,
            // and only it may complete.
            let completed = reported.last ?? false
            let after = views.map(Self.state)
            let ok: Bool
            if !completed || !dismissing {
                let rootsIgnored = Self.restoredBelowRoots(views, before, after, roots: [back.view, fore.view])
                ok = rootsIgnored && (completed ? true : window.subviews.last.map(Self.allViews)?.count == containerBefore)
                    && (completed || (back.presentedViewController === fore) == dismissing)
            } else {
                ok = zip(zip(views, before), after).allSatisfy { pair, now in
                    let (view, was) = pair
                    return view === back.view || view === fore.view ? was.frame == now.frame && was.hidden == now.hidden : was == now
                } && back.presentedViewController == nil
            }
            let clean = !started || transition.lastRestoration?.isClean == true
            let settled = !transition.isRunning && !window.isTransitioning && !controller.isTransitioning
            let noFlyerLeft = !Self.allViews(window).contains { v in v.layer.contents != nil && !views.contains { $0 === v } }
            if !(ok && clean && settled && noFlyerLeft && reported.count <= 2
                 && !reported.dropLast().contains(true) && window.transitionDiagnostics.entries.isEmpty) {
                failures.append(UInt64(iteration))
            }
            outcomes += reported
        }
        #expect(failures.isEmpty, "failing iterations: \(failures.prefix(10))")
        let completed = outcomes.filter { $0 }.count
        print("SharedElementInvariantTests (gestures): \(flights) flights, \(completed) completed, \(outcomes.count - completed) cancelled")
        #expect(completed > 20 && outcomes.count - completed > 20)
        #expect(flights > 30)
    }
}
