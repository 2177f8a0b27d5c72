import Foundation
import Testing
import SharedElements
import SharedElementsTestSupport

/// The flyer's cross-fade: opaque views make an opaque flyer on every frame, whatever the
/// ``SharedElementOptions/CrossFade``, and each choice gives its snapshots the right opacities.
@MainActor
@Suite struct SharedElementCrossFadeTests {
    let scene = MatchingTestScene()

    /// Opacities are whole 255ths: within one of the exact value.
    static func near(_ a: Float, _ b: Float) -> Bool { abs(a - b) <= 1.0 / 255 }

    /// A red card flying to a blue one over green screens, with linear timing.
    func start(_ crossFade: SharedElementOptions.CrossFade) throws -> SharedElementFlight {
        scene.back.view.backgroundColor = .green
        scene.fore.view.backgroundColor = .green
        scene.tagged("card", CGRect(x: 10, y: 10, width: 30, height: 30), in: scene.back.view, color: .red)
        scene.tagged("card", CGRect(x: 0, y: 100, width: 100, height: 100), in: scene.fore.view, color: .blue)
        var options = SharedElementOptions()
        options.duration = .fixed(1)
        options.timing = .linear
        options.crossFade = crossFade
        let transition = SharedElementTransition(options: options)
        scene.fore.transitionController.transition = transition
        scene.back.present(scene.fore, animated: true)
        return try #require(transition.activeFlights.first)
    }

    @Test(arguments: SharedElementOptions.CrossFade.allCases)
    func anOpaqueFlyerShowsNoBackgroundOnAnyFrame(_ crossFade: SharedElementOptions.CrossFade) throws {
        let flight = try start(crossFade)
        for step in 0...10 {
            let p = Double(step) / 10
            View.performWithoutAnimation { flight.apply(p) }
            let frame = try scene.window.render()
            let rect = flight.flyer.convert(flight.flyer.bounds, to: nil).insetBy(dx: 2, dy: 2)
            var worst: (x: Int, y: Int, pixel: PremultipliedColor)?
            for y in Int(rect.minY.rounded(.up))..<Int(rect.maxY) {
                for x in Int(rect.minX.rounded(.up))..<Int(rect.maxX) {
                    let c = frame[x, y]
                    // Only red and blue, adding up to opaque: no green from the screens beneath.
                    let sum = Int(c.r) + Int(c.b)
                    if c.a != 255 || c.g > 1 || sum < 254 || sum > 256 { worst = (x, y, c) }
                }
            }
            #expect(worst == nil, "\(crossFade) at p = \(p): \(String(describing: worst))")
        }
    }

    @Test func bothCrossFadesWithPlusLighterSourceOutDestinationIn() throws {
        let expected: [(Double, Float, Float)] = [(0, 1, 0), (0.5, 0.5, 0.5), (1, 0, 1)]
        for (p, source, destination) in expected {
            let o = SharedElementFlight.opacities(.both, at: p)
            #expect(Self.near(o.source, source) && Self.near(o.destination, destination), "p = \(p)")
        }
        let flight = try start(.both)
        View.performWithoutAnimation { flight.apply(0.25) }
        #expect(flight.sourceSnapshot?.layer.compositingFilter == .plusLighter)
        #expect(flight.destinationSnapshot?.layer.compositingFilter == .plusLighter)
        // In whole 255ths, adding up to exactly 255: 0.25 * 255 = 63.75 rounds to 64.
        #expect(flight.sourceSnapshot?.layer.opacity == Float(191.0 / 255))
        #expect(flight.destinationSnapshot?.layer.opacity == Float(64.0 / 255))
    }

    @Test func fadeOutSourceShowsTheDestinationUnderAFadingSource() throws {
        for (p, source) in [(0.0, Float(1)), (0.5, 0.5), (1, 0)] {
            let o = SharedElementFlight.opacities(.fadeOutSource, at: p)
            #expect(Self.near(o.source, source) && o.destination == 1, "p = \(p)")
        }
        let flight = try start(.fadeOutSource)
        let snapshots = try #require(flight.sourceSnapshot?.superview?.subviews)
        #expect(snapshots.last === flight.sourceSnapshot)
        #expect(flight.sourceSnapshot?.layer.compositingFilter == .sourceOver)
    }

    @Test func fadeInDestinationShowsTheSourceUnderAFadingDestination() throws {
        for (p, destination) in [(0.0, Float(0)), (0.5, 0.5), (1, 1)] {
            let o = SharedElementFlight.opacities(.fadeInDestination, at: p)
            #expect(o.source == 1 && Self.near(o.destination, destination), "p = \(p)")
        }
        let flight = try start(.fadeInDestination)
        let snapshots = try #require(flight.sourceSnapshot?.superview?.subviews)
        #expect(snapshots.last === flight.destinationSnapshot)
        #expect(flight.destinationSnapshot?.layer.compositingFilter == .sourceOver)
    }

    @Test func bothHalvesRoundToAlphasAddingUpTo255AtAnyProgress() {
        var g = SeededGenerator(seed: 3)
        for _ in 0..<10_000 {
            let o = SharedElementFlight.opacities(.both, at: Double.random(in: 0...1, using: &g))
            let a = (CGFloat(o.source) * 255 + 0.5).rounded(.down) + (CGFloat(o.destination) * 255 + 0.5).rounded(.down)
            #expect(a == 255)
            if a != 255 { return }
        }
    }

    @Test func noneShowsTheDestinationThroughout() {
        for p in [0, 0.5, 1] {
            let o = SharedElementFlight.opacities(.none, at: p)
            #expect(o.source == 0 && o.destination == 1, "p = \(p)")
        }
    }

    @Test func aViewsOwnCrossFadeReachesItsFlight() throws {
        scene.tagged("card", CGRect(x: 10, y: 10, width: 30, height: 30), in: scene.back.view)
        let destination = scene.tagged("card", CGRect(x: 0, y: 100, width: 100, height: 100), in: scene.fore.view)
        var own = SharedElementOptions()
        own.crossFade = .fadeInDestination
        destination.sharedElementOptions = own
        let transition = SharedElementTransition()
        scene.fore.transitionController.transition = transition
        scene.back.present(scene.fore, animated: true)
        #expect(transition.lastPlan?.pairs.first?.crossFade == .fadeInDestination)
        #expect(transition.activeFlights.first?.crossFade == .fadeInDestination)
        let timeline = transition.lastPlan?.timelineJSON() ?? ""
        #expect(timeline.contains(#""crossFade" : "fadeInDestination""#))
    }
}
