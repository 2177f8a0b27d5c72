import Foundation
import Testing
import SharedElements
import SharedElementsTestSupport

/// Snapshots holding texts that would show twice if cross-faded (a button's new title, a card's
/// title moved on its detail) fade one after the other: never both at more than a trace.
@MainActor
@Suite struct SharedElementFadeThroughTests {
    let scene = MatchingTestScene()

    /// A purple button titled `from` on the back screen and `to` on the fore one, the fore
    /// title `toFrame` in its button (the whole button when `nil`).
    func button(_ from: String, _ to: String, toFrame: CGRect? = nil, crossFade: SharedElementOptions.CrossFade = .both) throws -> SharedElementFlight {
        func make(_ title: String, in screen: View, frame: CGRect, titleFrame: CGRect?) {
            let button = scene.tagged("cta", frame, in: screen, color: Color(red: 0.49, green: 0.36, blue: 1))
            let label = Label(frame: titleFrame ?? button.bounds)
            label.text = title
            label.textAlignment = .center
            label.textColor = .white
            button.addSubview(label)
        }
        make(from, in: scene.back.view, frame: CGRect(x: 10, y: 100, width: 100, height: 30), titleFrame: nil)
        make(to, in: scene.fore.view, frame: CGRect(x: 10, y: 100, width: 160, height: 48), titleFrame: toFrame)
        var options = SharedElementOptions()
        options.duration = .fixed(1)
        options.timing = .linear
        options.crossFade = crossFade
        let transition = SharedElementTransition(options: options)
        scene.fore.transitionController.transition = transition
        scene.back.present(scene.fore, animated: true)
        return try #require(transition.activeFlights.first)
    }

    func opacities(_ flight: SharedElementFlight, at p: Double) -> (Float, Float) {
        View.performWithoutAnimation { flight.apply(p) }
        return (flight.sourceSnapshot?.layer.opacity ?? -1, flight.destinationSnapshot?.layer.opacity ?? -1)
    }

    @Test func aNewTitleFadesInAfterTheOldOneHasFadedOut() throws {
        let flight = try button("Continue", "Get Started")
        #expect(flight.fadesThrough)
        for step in 0...20 {
            let (out, into) = opacities(flight, at: Double(step) / 20)
            #expect(min(out, into) < 0.1, "step \(step): both titles show, at \(out) and \(into)")
        }
        #expect(opacities(flight, at: 0) == (1, 0))
        #expect(opacities(flight, at: 1) == (0, 1))
    }

    @Test func theSameTitleInTheSamePlaceCrossFades() throws {
        let flight = try button("Continue", "Continue")
        #expect(!flight.fadesThrough)
        let (out, into) = opacities(flight, at: 0.5)
        #expect(abs(out - 0.5) < 0.01 && abs(into - 0.5) < 0.01)
    }

    /// The same title elsewhere in the button pairs as a label of its own and flies: nothing
    /// left in the button's snapshots to fade through.
    @Test func theSameTitleMovedWithinItsViewFliesAsALabel() throws {
        let flight = try button("Continue", "Continue", toFrame: CGRect(x: 0, y: 0, width: 80, height: 24))
        #expect(!flight.fadesThrough)
    }

    @Test func textsThatDifferOrMoveWouldGhostAndTheSameInPlaceWouldNot() {
        func view(_ texts: [(String, CGRect)], size: CGSize) -> View {
            let v = View(frame: CGRect(origin: .zero, size: size))
            for (text, frame) in texts {
                let label = Label(frame: frame)
                label.text = text
                // Text sized with its view: 12 points in a view 100 wide, 24 in one 200 wide.
                label.font = try? Font.systemFont(ofSize: size.width * 0.12)
                v.addSubview(label)
            }
            return v
        }
        let small = CGSize(width: 100, height: 50), big = CGSize(width: 200, height: 100)
        let a = view([("Lamp", CGRect(x: 0, y: 0, width: 100, height: 25))], size: small)
        let scaled = view([("Lamp", CGRect(x: 0, y: 0, width: 200, height: 50))], size: big)
        let moved = view([("Lamp", CGRect(x: 0, y: 50, width: 200, height: 50))], size: big)
        let other = view([("Desk", CGRect(x: 0, y: 0, width: 200, height: 50))], size: big)
        let none = view([], size: big)
        #expect(!SharedElementTextLayout.wouldGhost(a, scaled))
        #expect(SharedElementTextLayout.wouldGhost(a, moved))
        #expect(SharedElementTextLayout.wouldGhost(a, other))
        #expect(!SharedElementTextLayout.wouldGhost(a, none), "no second text to ghost against")
        let hidden = view([("Desk", CGRect(x: 0, y: 0, width: 200, height: 50))], size: big)
        hidden.subviews[0].isHidden = true
        #expect(!SharedElementTextLayout.wouldGhost(a, hidden))
    }

    @Test func aCrossFadeChosenByTheDesignerIsKept() throws {
        let flight = try button("Continue", "Get Started", crossFade: .fadeOutSource)
        #expect(!flight.fadesThrough)
    }

    @Test func fadeThroughRampsAreEasedAndMonotonic() {
        var last = (out: -1.0, in: -1.0)
        for step in 0...100 {
            let f = SharedElementTextLayout.fadeThrough(at: Double(step) / 100)
            #expect(f.out >= last.out && f.in >= last.in)
            last = f
        }
        #expect(SharedElementTextLayout.fadeThrough(at: 0.2) == (0, 0))
        #expect(SharedElementTextLayout.fadeThrough(at: 0.8) == (1, 1))
        #expect(SharedElementTextLayout.fadeThrough(at: .nan) == (1, 1))
    }
}
