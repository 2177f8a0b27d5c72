import Foundation
import Testing
@testable import SharedElements

/// A view's ``SharedElementOverrides`` change only its own flight, and the fore screen's win.
@MainActor
@Suite struct SharedElementOverridesTests {
    static func plan(back: SharedElementOverrides?, fore: SharedElementOverrides?, direction: TransitionDirection) -> SharedElementPlan {
        let window = Window(size: CGSize(width: 200, height: 300), scale: 1)
        let backRoot = View(frame: window.bounds), foreRoot = View(frame: window.bounds)
        window.addSubview(backRoot)
        window.addSubview(foreRoot)
        for (i, id) in ["a", "b"].enumerated() {
            let small = View(frame: CGRect(x: 10, y: 10 + 60 * CGFloat(i), width: 40, height: 40))
            let big = View(frame: CGRect(x: 0, y: 150 * CGFloat(i), width: 200, height: 150))
            small.transitionID = id
            big.transitionID = id
            if id == "a" { small.sharedElementOverrides = back; big.sharedElementOverrides = fore }
            backRoot.addSubview(small)
            foreRoot.addSubview(big)
        }
        var options = SharedElementOptions()
        options.duration = .fixed(0.4)
        return SharedElementPlan.make(fore: foreRoot, back: backRoot, direction: direction, container: window, options: options)
    }

    @Test(arguments: TransitionDirection.allCases)
    func overridesApplyToTheirFlightOnly(_ direction: TransitionDirection) {
        let plan = Self.plan(back: SharedElementOverrides(arc: 0.3, delay: 0.2),
                             fore: SharedElementOverrides(duration: .fixed(0.7), delay: 0.1), direction: direction)
        #expect(plan.pairs.map(\.id) == ["a", "b"])
        #expect(plan.pairs.map(\.delay) == [0.1, 0], "the fore screen's delay wins")
        #expect(plan.pairs.map(\.duration) == [0.7, 0.4])
        #expect(plan.pairs.map(\.arc) == [0.3, 0])
    }

    @Test func positionOnlyKeepsTheSourceSize() {
        let plan = Self.plan(back: nil, fore: SharedElementOverrides(properties: .position), direction: .forward)
        #expect(plan.pairs[0].to.size == CGSize(width: 40, height: 40))
        #expect(plan.pairs[1].to.size == CGSize(width: 200, height: 150))
    }
}
