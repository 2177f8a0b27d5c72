import Foundation
import Testing
import SharedElements
import SharedElementsTestSupport

/// A shared element inside another flies once: inside its parent's flight when the parents pair,
/// and never also in the parents' snapshots.
@MainActor
@Suite struct SharedElementNestingTests {
    let scene = MatchingTestScene(size: CGSize(width: 200, height: 300))
    static let orange = Color(red: 1, green: 0.7, blue: 0.28)

    /// A blue card holding an orange dot on each screen; both cards clip.
    @discardableResult
    func build(dotFrom: CGRect = CGRect(x: 10, y: 10, width: 30, height: 30),
               dotTo: CGRect = CGRect(x: 120, y: 20, width: 60, height: 60)) -> (View, View) {
        let card = scene.tagged("card", CGRect(x: 20, y: 40, width: 80, height: 80), in: scene.back.view, color: .blue)
        card.clipsToBounds = true
        let dot = scene.tagged("dot", dotFrom, in: card, color: Self.orange)
        let big = scene.tagged("card", CGRect(x: 0, y: 100, width: 200, height: 200), in: scene.fore.view, color: .blue)
        big.clipsToBounds = true
        scene.tagged("dot", dotTo, in: big, color: Self.orange)
        return (card, dot)
    }

    /// The orange pixels of `frame`: how many, and the area of the box around them.
    static func orangeInk(_ frame: Bitmap) -> (count: Int, boxArea: Int) {
        var count = 0, minX = Int.max, minY = Int.max, maxX = -1, maxY = -1
        for y in 0..<frame.height {
            for x in 0..<frame.width {
                let c = frame[x, y]
                guard c.r > 200, c.g > 120, c.g < 220, c.b < 110 else { continue }
                count += 1
                minX = min(minX, x); maxX = max(maxX, x); minY = min(minY, y); maxY = max(maxY, y)
            }
        }
        return (count, count == 0 ? 0 : (maxX - minX + 1) * (maxY - minY + 1))
    }

    @Test func theNestedElementShowsOnceOnEveryFrame() throws {
        build()
        let (transition, rest) = try scene.presentLinearly(duration: 1)
        #expect(Self.orangeInk(rest).count == 900)
        let flights = transition.activeFlights
        #expect(flights.count == 2)
        let parent = try #require(flights.first), child = try #require(flights.last)
        #expect(child.isInsideParent && child.root.isDescendant(of: parent.flyer))
        for step in 1...9 {
            scene.window.clock.advance(by: 0.1)
            let frame = try scene.window.render()
            let ink = Self.orangeInk(frame)
            // The dot's side grows linearly from 30 to 60 points: one square of that size.
            let side = 30 + 30 * CGFloat(step) / 10
            let expected = Int(side * side)
            #expect(abs(ink.count - expected) < expected / 8, "step \(step): \(ink.count) orange pixels, one dot is \(expected)")
            #expect(ink.boxArea < ink.count * 5 / 4, "step \(step): the orange ink spreads over \(ink.boxArea) pixels")
        }
        scene.window.clock.advance(by: 0.2)
        #expect(transition.lastRestoration?.isClean == true)
    }

    @Test func firstAndLastFramesEqualTheScreensAtRest() throws {
        build()
        let (transition, rest) = try scene.presentLinearly(duration: 0.5)
        #expect(matchingTestDifferingPixels(try scene.window.render(), rest) == 0)
        scene.window.clock.advance(by: 0.5 - 1e-6)
        let last = try scene.window.render()
        scene.window.clock.advance(by: 0.1)
        #expect(!transition.isRunning)
        #expect(matchingTestDifferingPixels(last, try scene.window.render()) == 0)
    }

    /// A rounded card that clips on the list holds a dot across its corner; the detail's card
    /// does not clip but holds its dot inside it: the dot is clipped by the card's rounded shape
    /// in flight, so the first frame shows the rounded corner the list shows at rest. A dot across
    /// the edge of the card that does not clip flies unclipped.
    @Test(arguments: [true, false])
    func aParentThatClipsAtOneEndClipsWhereItCutsNothingAtTheOther(insideAtTheOtherEnd: Bool) throws {
        let card = scene.tagged("card", CGRect(x: 20, y: 40, width: 80, height: 80), in: scene.back.view, color: .blue)
        card.clipsToBounds = true
        card.layer.cornerRadius = 20
        scene.tagged("dot", CGRect(x: 0, y: 0, width: 40, height: 40), in: card, color: Self.orange)
        let big = scene.tagged("card", CGRect(x: 0, y: 100, width: 200, height: 200), in: scene.fore.view, color: .blue)
        scene.tagged("dot", insideAtTheOtherEnd ? CGRect(x: 0, y: 0, width: 100, height: 100) : CGRect(x: -20, y: -20, width: 100, height: 100),
                     in: big, color: Self.orange)
        let (transition, rest) = try scene.presentLinearly(duration: 1)
        let parent = try #require(transition.activeFlights.first), child = try #require(transition.activeFlights.last)
        #expect((child.root.superview === parent.flyer) == !insideAtTheOtherEnd, "clipped: inside the flyer's clipping content")
        if insideAtTheOtherEnd {
            #expect(matchingTestDifferingPixels(try scene.window.render(), rest) == 0, "the first frame is the list at rest")
            // The rounded corner: the top-left pixel of the card is not the dot's.
            #expect(rest[20, 40].b > 200, "the background there, not the dot")
        }
        scene.window.clock.advance(by: 1.1)
        #expect(transition.lastRestoration?.isClean == true)
    }

    @Test func theNestedFlightKeepsTimeWithItsParentUnlessItHasOptions() throws {
        let (_, dot) = build()
        var own = SharedElementOptions()
        own.duration = .fixed(0.2)
        dot.sharedElementOptions = own
        let (transition, _) = try scene.presentLinearly(duration: 0.5)
        let plan = try #require(transition.lastPlan)
        #expect(plan.pairs.map(\.duration) == [0.5, 0.2])
    }

    @Test func aGrandchildFliesInsideTheChildFlight() throws {
        let (_, dot) = build()
        scene.tagged("speck", CGRect(x: 5, y: 5, width: 10, height: 10), in: dot, color: .green)
        let bigDot = try #require(scene.fore.view.subviews.first?.subviews.first)
        scene.tagged("speck", CGRect(x: 10, y: 10, width: 20, height: 20), in: bigDot, color: .green)
        let (transition, _) = try scene.presentLinearly(duration: 0.5)
        let plan = try #require(transition.lastPlan)
        #expect(plan.pairs.map(\.id) == ["card", "dot", "speck"])
        #expect(plan.pairs.map(\.parent) == [nil, 0, 1])
        let flights = transition.activeFlights
        #expect(flights[2].root.isDescendant(of: flights[1].flyer))
        // The speck stays where it is in the dot all the way (a quarter in from its top-left
        // corner, a third of its side): placed against where the dot flies in the container,
        // not against the dot's place inside the card.
        for step in 0..<5 {
            let dot = flights[1].flyer.convert(flights[1].flyer.bounds, to: nil)
            let speck = flights[2].flyer.convert(flights[2].flyer.bounds, to: nil)
            let t = CGFloat(step) / 5
            let inset = 5 + 5 * t, side = 10 + 10 * t
            #expect(isClose(speck.minX - dot.minX, inset, abs: 1e-6) && isClose(speck.minY - dot.minY, inset, abs: 1e-6),
                    "step \(step): the speck at \(speck) in the dot at \(dot)")
            #expect(isClose(speck.width, side, abs: 1e-6))
            scene.window.clock.advance(by: 0.1)
        }
        scene.window.clock.advance(by: 1)
        #expect(transition.lastRestoration?.isClean == true)
    }

    @Test func aDismissalFliesTheNestedElementBack() throws {
        build()
        let (transition, _) = try scene.presentLinearly(duration: 0.3)
        scene.window.clock.advance(by: 0.5)
        let atRest = try scene.window.render()
        scene.fore.dismiss(animated: true)
        let plan = try #require(transition.lastPlan)
        #expect(plan.pairs.map(\.parent) == [nil, 0])
        #expect(matchingTestDifferingPixels(try scene.window.render(), atRest) == 0)
        scene.window.clock.advance(by: 0.15)
        let ink = Self.orangeInk(try scene.window.render())
        #expect(ink.count > 900 && ink.count < 3600 && ink.boxArea < ink.count * 5 / 4)
        scene.window.clock.advance(by: 0.5)
        #expect(transition.lastRestoration?.isClean == true)
        #expect(Self.orangeInk(try scene.window.render()).count == 900)
    }

    /// A photo on top of the list that sits inside a tagged card on the detail flies once, above
    /// the card's flyer (where it lands), and the card's snapshot leaves it out: the screens
    /// list the card after the photo, but the card is its ancestor on the detail.
    @Test func anElementNestedOnlyAtTheDestinationFliesOnceAboveItsAncestor() throws {
        let photo = scene.tagged("photo", CGRect(x: 0, y: 0, width: 200, height: 100), in: scene.back.view, color: Self.orange)
        _ = photo
        scene.tagged("card", CGRect(x: 150, y: 20, width: 30, height: 30), in: scene.back.view, color: .blue)
        let card = scene.tagged("card", CGRect(x: 20, y: 120, width: 160, height: 160), in: scene.fore.view, color: .blue)
        card.clipsToBounds = true
        scene.tagged("photo", CGRect(x: 20, y: 20, width: 60, height: 60), in: card, color: Self.orange)
        let (transition, _) = try scene.presentLinearly(duration: 1)
        let plan = try #require(transition.lastPlan)
        #expect(plan.pairs.map(\.id) == ["card", "photo"], "the ancestor first, so the photo flies above it")
        for step in 1...9 {
            scene.window.clock.advance(by: 0.1)
            let ink = Self.orangeInk(try scene.window.render())
            // One rectangle going from 200 x 100 to 60 x 60 points.
            let t = CGFloat(step) / 10
            let expected = Int((200 - 140 * t) * (100 - 40 * t))
            #expect(abs(ink.count - expected) < expected / 8, "step \(step): \(ink.count) orange pixels, one photo is \(expected)")
            #expect(ink.boxArea < ink.count * 5 / 4, "step \(step): the orange ink spreads over \(ink.boxArea) pixels")
        }
        scene.window.clock.advance(by: 0.2)
        #expect(transition.lastRestoration?.isClean == true)
        #expect(Self.orangeInk(try scene.window.render()).count == 3600)
    }
    /// Under a transition's arc, the card arcs and the dot inside it goes straight within the
    /// card's flyer (carried along the card's arc), so it never bows out of the card: at every
    /// step the orange dot lies inside the blue card's flyer.
    @Test func aNestedElementRidesItsParentsArc() throws {
        build()
        var options = SharedElementOptions()
        options.duration = .fixed(1)
        options.timing = .linear
        options.arc = 0.4
        let transition = SharedElementTransition(options: options)
        scene.fore.transitionController.transition = transition
        scene.back.present(scene.fore, animated: true)
        let plan = try #require(transition.lastPlan)
        #expect(plan.pairs.map(\.id) == ["card", "dot"] && plan.pairs[0].arc == 0.4 && plan.pairs[1].arc == 0)
        let parent = try #require(transition.activeFlights.first), child = try #require(transition.activeFlights.last)
        for _ in 1...9 {
            scene.window.clock.advance(by: 0.1)
            let card = parent.flyer.convert(parent.flyer.bounds, to: nil), dot = child.flyer.convert(child.flyer.bounds, to: nil)
            #expect(card.insetBy(dx: -0.5, dy: -0.5).contains(dot), "the dot \(dot) inside the card \(card)")
        }
        scene.window.clock.advance(by: 0.2)
        #expect(transition.lastRestoration?.isClean == true)
    }
}
