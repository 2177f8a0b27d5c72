import Foundation
import Testing
import SharedElements
import SharedElementsTestSupport

/// Property tests: view setters keep NaN and infinities as UIKit does, and a window holding such
/// a view renders the same finite pixels as without it (the "Non-Finite Numbers" article of the documentation).
@MainActor
@Suite struct NonFiniteViewTests {
    static func window() -> (Window, View) {
        let window = Window(size: CGSize(width: 40, height: 40), scale: 1)
        let backdrop = View(frame: CGRect(x: 0, y: 0, width: 40, height: 40))
        backdrop.backgroundColor = Color(red: 0.95, green: 0.9, blue: 0.8, alpha: 1)
        window.addSubview(backdrop)
        let other = View(frame: CGRect(x: 22, y: 22, width: 14, height: 10))
        other.backgroundColor = .blue
        window.addSubview(other)
        return (window, backdrop)
    }

    static func card() -> View {
        let card = View(frame: CGRect(x: 4, y: 5, width: 20, height: 16))
        card.backgroundColor = .red
        let child = View(frame: CGRect(x: 2, y: 2, width: 10, height: 6))
        child.backgroundColor = .green
        child.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        card.addSubview(child)
        return card
    }

    @Test func aViewWithNonFiniteGeometryDrawsNothing() throws {
        var rng = SeededGenerator(seed: 0x19_04_31)
        let expected = try Self.window().0.render()
        for i in 0..<120 {
            let (window, _) = Self.window()
            let card = Self.card()
            window.addSubview(card)
            let bad = CGFloat(HostileNumbers.nonFinite(&rng))
            let what: String
            switch Int.random(in: 0..<6, using: &rng) {
            case 0: card.frame = CGRect(x: bad, y: 0, width: 10, height: 10); what = "frame.origin"
            case 1: card.frame = CGRect(x: 0, y: 0, width: 10, height: bad); what = "frame.size"
            case 2: card.bounds.size = CGSize(width: bad, height: 4); what = "bounds"
            case 3: card.center = HostileNumbers.nonFinitePoint(&rng); what = "center"
            case 4: card.transform = AffineTransform(translationX: bad, y: 1); what = "transform"
            default: card.alpha = .nan; what = "alpha"
            }
            let got = try window.render()
            #expect(got == expected, "case \(i): \(what) = \(bad)")
        }
    }

    @Test func setterValuesAreKeptAsGiven() {
        var rng = SeededGenerator(seed: 0x19_04_32)
        for _ in 0..<100 {
            let card = Self.card()
            let p = HostileNumbers.nonFinitePoint(&rng)
            card.center = p
            #expect(card.center.x.bitPattern == p.x.bitPattern || (card.center.x.isNaN && p.x.isNaN))
            let a = CGFloat(HostileNumbers.nonFinite(&rng))
            card.alpha = a
            #expect(card.alpha.isNaN == a.isNaN)
            // A rotation with a non-finite angle is the identity (UIKit gives a NaN matrix).
            card.transform = AffineTransform(rotationAngle: a)
            #expect(card.transform == .identity)
        }
    }

    @Test func alphaIsClampedAndNaNHidesTheView() throws {
        let expected = try Self.window().0.render()
        for a in HostileNumbers.nonFinite.map({ CGFloat($0) }).filter({ $0 != .infinity }) + [-5, 0] {
            let (window, _) = Self.window()
            let card = Self.card()
            window.addSubview(card)
            card.alpha = a
            #expect(try window.render() == expected, "alpha \(a)")
        }
        let (window, _) = Self.window()
        let card = Self.card()
        window.addSubview(card)
        let opaque = try window.render()
        for a in [1e300, .infinity, 7] as [CGFloat] {
            card.alpha = a
            #expect(try window.render() == opaque, "alpha \(a)")
        }
    }
}
