import Foundation
import Testing
import SharedElements
import SharedElementsTestSupport

/// A border that only one side has fades with its own colour instead of jumping to another.
@MainActor
@Suite struct SharedElementBorderTests {
    let scene = MatchingTestScene()

    @Test func aBorderOnlyTheSourceHasFadesInItsOwnColour() throws {
        let source = scene.tagged("tile", CGRect(x: 10, y: 10, width: 40, height: 40), in: scene.back.view, color: .blue)
        source.layer.borderWidth = 4
        source.layer.borderColor = .red
        scene.tagged("tile", CGRect(x: 0, y: 100, width: 100, height: 100), in: scene.fore.view, color: .blue)
        let (transition, rest) = try scene.presentLinearly()
        #expect(matchingTestDifferingPixels(rest, try scene.window.render()) == 0)
        let flyer = try #require(transition.activeFlights.first?.flyer)
        #expect(flyer.layer.borderColor == .red && flyer.layer.borderWidth == 4)
        scene.window.clock.advance(by: 0.2)
        let half = flyer.layer.borderColor
        #expect(half.red == 1 && half.green == 0 && half.blue == 0 && abs(half.alpha - 0.5) < 1e-9)
        #expect(abs(flyer.layer.borderWidth - 2) < 1e-9)
        scene.window.clock.advance(by: 0.3)
        #expect(transition.lastRestoration?.isClean == true)
        #expect(source.layer.borderColor == .red && source.layer.borderWidth == 4)
    }

    @Test func bothBordersGoFromOneColourToTheOther() {
        let a = Layer(), b = Layer()
        a.borderWidth = 2; a.borderColor = .red
        b.borderWidth = 6; b.borderColor = .blue
        let both = SharedElementPairing.borderColors(source: a, destination: b)
        #expect(both.0 == .red && both.1 == .blue)
        b.borderWidth = 0
        let one = SharedElementPairing.borderColors(source: a, destination: b)
        #expect(one.0 == .red && one.1 == Color(red: 1, green: 0, blue: 0, alpha: 0))
    }
}
