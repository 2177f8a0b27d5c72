import Foundation
import Testing
import SharedElements
import SharedElementsTestSupport

/// Styles no one should set, set anyway: a flight with NaN, infinite or huge shadow radii,
/// border widths and corner radii, or a label without text, flies with those styles clamped and
/// ends clean.
@MainActor
@Suite struct SharedElementHostileStyleTests {
    nonisolated static let values: [CGFloat] = [.nan, .infinity, -.infinity, 1e308, -5]

    func fly(_ style: (View) -> Void) throws -> (MatchingTestScene, SharedElementTransition) {
        let scene = MatchingTestScene()
        let source = scene.tagged("card", CGRect(x: 10, y: 10, width: 30, height: 30), in: scene.back.view)
        style(source)
        scene.tagged("card", CGRect(x: 0, y: 100, width: 100, height: 100), in: scene.fore.view, color: .blue)
        let (transition, _) = try scene.presentLinearly(duration: 0.4)
        return (scene, transition)
    }

    /// Steps through the flight: the flyer's numbers stay finite and in range, every frame renders.
    func checkFlight(_ scene: MatchingTestScene, _ transition: SharedElementTransition, _ what: String) throws {
        for _ in 0..<4 {
            let flyer = try #require(transition.activeFlights.first).flyer.layer
            for (name, v) in [("corner radius", flyer.cornerRadius), ("border width", flyer.borderWidth),
                              ("shadow radius", flyer.shadowRadius), ("opacity", CGFloat(flyer.opacity))] {
                #expect(v.isFinite && v >= 0 && v <= 1e6, "\(what): the flyer's \(name) is \(v)")
            }
            _ = try scene.window.render()
            scene.window.clock.advance(by: 0.1)
        }
        scene.window.clock.advance(by: 0.2)
        #expect(!transition.isRunning, "\(what)")
        #expect(transition.lastRestoration?.isClean == true, "\(what)")
    }

    @Test(arguments: values)
    func cornerRadius(_ value: CGFloat) throws {
        let (scene, transition) = try fly { $0.layer.cornerRadius = value }
        try checkFlight(scene, transition, "corner radius \(value)")
    }

    @Test(arguments: values)
    func borderWidth(_ value: CGFloat) throws {
        let (scene, transition) = try fly { $0.layer.borderWidth = value; $0.layer.borderColor = .green }
        try checkFlight(scene, transition, "border width \(value)")
    }

    @Test(arguments: values)
    func shadowRadius(_ value: CGFloat) throws {
        let (scene, transition) = try fly {
            $0.layer.shadowOpacity = 0.5
            $0.layer.shadowRadius = value
            $0.layer.shadowOffset = CGSize(width: value, height: 2)
        }
        try checkFlight(scene, transition, "shadow radius \(value)")
    }

    @Test func labelsWithoutTextFlyAsViews() throws {
        let scene = MatchingTestScene()
        let a = Label(frame: CGRect(x: 10, y: 10, width: 60, height: 20))
        a.transitionID = "title"
        scene.back.view.addSubview(a)
        let b = Label(frame: CGRect(x: 10, y: 100, width: 80, height: 30))
        b.text = ""
        b.transitionID = "title"
        scene.fore.view.addSubview(b)
        let (transition, _) = try scene.presentLinearly(duration: 0.4)
        let flight = try #require(transition.activeFlights.first)
        guard case .stretch = flight.layout else { Issue.record("expected stretch, got \(flight.layout)"); return }
        try checkFlight(scene, transition, "labels without text")
    }
}
