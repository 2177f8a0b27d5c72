import Foundation
import Testing
import SharedElements
import SharedElementsTestSupport

/// A view that is turned or scaled on screen cannot be matched by its flyer, which draws its
/// snapshot resampled: on the first frame the view as it is on screen shows in place of the
/// flyer (a capture on the screen's pixel grid, at the flyer's place among the flyers, or the
/// view itself inside a clipping ancestor), so that frame is the screen at rest to the byte
/// (text and edges included), and the flyer takes over as soon as the clock moves.
@MainActor
@Suite struct SharedElementStandInTests {
    /// A white card turned by 8° on the back screen holding a tagged label (text resamples
    /// badly) and, when `nested`, a tagged square inside the label's card too; the partners are
    /// upright on the fore screen.
    func turnedCard(_ scene: MatchingTestScene, nested: Bool = false) throws -> (card: View, label: Label) {
        let card = View(frame: CGRect(x: 20, y: 60, width: 110, height: 70))
        card.backgroundColor = .white
        card.transform = AffineTransform(rotationAngle: -8 * .pi / 180)
        scene.back.view.addSubview(card)
        scene.back.view.backgroundColor = Color(white: 0.6)
        let label = Label(frame: CGRect(x: 8, y: 8, width: 94, height: 24))
        label.text = "Beach"
        label.font = try Font.systemFont(ofSize: 17)
        label.transitionID = "caption"
        card.addSubview(label)
        let big = Label(frame: CGRect(x: 10, y: 150, width: 130, height: 40))
        big.text = "Beach"
        big.font = try Font.systemFont(ofSize: 28)
        big.transitionID = "caption"
        scene.fore.view.addSubview(big)
        if nested {
            card.transitionID = "card"
            scene.tagged("dot", CGRect(x: 70, y: 40, width: 20, height: 20), in: card, color: .blue)
            let foreCard = View(frame: CGRect(x: 10, y: 20, width: 130, height: 110))
            foreCard.backgroundColor = .white
            foreCard.transitionID = "card"
            scene.fore.view.addSubview(foreCard)
            scene.tagged("dot", CGRect(x: 90, y: 60, width: 30, height: 30), in: foreCard, color: .blue)
        }
        return (card, label)
    }

    @Test func theFirstFrameShowsTheTurnedViewItselfThenTheFlyerTakesOver() throws {
        let scene = MatchingTestScene(size: CGSize(width: 150, height: 250))
        let (_, label) = try turnedCard(scene)
        let (transition, rest) = try scene.presentLinearly()
        let flight = try #require(transition.activeFlights.first { $0.sourceView === label })
        #expect(matchingTestDifferingPixels(rest, try scene.window.render(), tolerance: 0) == 0)
        #expect(flight.root.isHidden && !label.isHidden)
        // A control: the flyer itself, resampling the turned text, differs from the screen at rest.
        flight.root.isHidden = false
        label.isHidden = true
        #expect(matchingTestDifferingPixels(rest, try scene.window.render(), tolerance: 2) > 0)
        flight.root.isHidden = true
        label.isHidden = false
        // The clock moves: the flyer flies, the label is hidden until the end.
        scene.window.clock.advance(by: 0.1)
        #expect(!flight.root.isHidden && label.isHidden)
        scene.window.clock.advance(by: 0.4)
        #expect(!scene.window.isTransitioning)
        #expect(!label.isHidden && label.alpha == 1 && label.superview != nil)
    }

    @Test func anUprightViewKeepsItsFlyerOnTheFirstFrame() throws {
        let scene = MatchingTestScene(size: CGSize(width: 150, height: 250))
        let source = scene.tagged("dot", CGRect(x: 10.5, y: 20.25, width: 30, height: 30), in: scene.back.view)
        scene.tagged("dot", CGRect(x: 20, y: 100, width: 100, height: 100), in: scene.fore.view)
        let (transition, rest) = try scene.presentLinearly()
        let flight = try #require(transition.activeFlights.first)
        #expect(!flight.root.isHidden && source.isHidden)
        #expect(matchingTestDifferingPixels(rest, try scene.window.render(), tolerance: 0) == 0)
    }

    @Test func aForeScreenThatCoversTheBackAtOnceKeepsTheFlyers() throws {
        // With no background fade the fore screen covers the back one from the first frame: the
        // turned view would be hidden under it, so the flyer shows.
        let scene = MatchingTestScene(size: CGSize(width: 150, height: 250))
        let (_, label) = try turnedCard(scene)
        var options = SharedElementOptions()
        options.duration = .fixed(0.4)
        options.background = .none
        let transition = SharedElementTransition(options: options)
        scene.fore.transitionController.transition = transition
        scene.back.present(scene.fore, animated: true)
        let flight = try #require(transition.activeFlights.first { $0.sourceView === label })
        #expect(!flight.root.isHidden && label.isHidden)
    }

    @Test func aTurnedCardShowsWithItsNestedElementOnTheFirstFrame() throws {
        let scene = MatchingTestScene(size: CGSize(width: 150, height: 250))
        let (card, _) = try turnedCard(scene, nested: true)
        let (transition, rest) = try scene.presentLinearly()
        #expect(matchingTestDifferingPixels(rest, try scene.window.render(), tolerance: 0) == 0)
        let cardFlight = try #require(transition.activeFlights.first { $0.sourceView === card })
        #expect(cardFlight.root.isHidden)
        scene.window.clock.advance(by: 0.1)
        #expect(transition.activeFlights.allSatisfy { $0.sourceView?.isHidden ?? false })
        scene.window.clock.advance(by: 0.4)
        #expect(!scene.window.isTransitioning)
        #expect(!card.isHidden && card.subviews.allSatisfy { !$0.isHidden })
    }

    @Test func theDismissalStartsOnTheTurnedViewToo() throws {
        // Backward: the turned view is on the fore screen, in sight at the start.
        let scene = MatchingTestScene(size: CGSize(width: 150, height: 250))
        let label = Label(frame: CGRect(x: 20, y: 60, width: 100, height: 30))
        label.text = "Beach"
        label.transitionID = "caption"
        label.transform = AffineTransform(rotationAngle: 0.2)
        scene.fore.view.addSubview(label)
        let small = Label(frame: CGRect(x: 10, y: 200, width: 60, height: 20))
        small.text = "Beach"
        small.transitionID = "caption"
        scene.back.view.addSubview(small)
        let (transition, _) = try scene.presentLinearly()
        scene.window.clock.advance(by: 1)
        #expect(!scene.window.isTransitioning)
        let rest = try scene.window.render()
        scene.fore.dismiss(animated: true)
        let flight = try #require(transition.activeFlights.first)
        #expect(flight.sourceView === label && flight.root.isHidden)
        #expect(matchingTestDifferingPixels(rest, try scene.window.render(), tolerance: 0) == 0)
        scene.window.clock.advance(by: 1)
        #expect(!scene.window.isTransitioning && !small.isHidden)
    }

    /// A turned badge over the bottom of a photo on the fore screen, both elements: on the
    /// dismissal's first frame the photo's flyer (in the container, over the screen) must not
    /// cover the badge, which is over the photo at rest; its capture stands in at its flyer's
    /// place among the flyers. Then the badge's flyer flies over the photo's, as asked.
    @Test func aTurnedViewOverAnotherElementStaysOverItsFlyerOnTheFirstFrame() throws {
        let scene = MatchingTestScene(size: CGSize(width: 150, height: 250))
        scene.tagged("photo", CGRect(x: 0, y: 0, width: 150, height: 100), in: scene.fore.view, color: .blue)
        let badge = scene.tagged("badge", CGRect(x: 100, y: 80, width: 40, height: 40), in: scene.fore.view)
        badge.layer.cornerRadius = 20
        badge.transform = AffineTransform(rotationAngle: -0.5)
        var above = SharedElementOptions()
        above.zPosition = 1
        badge.sharedElementOptions = above
        scene.tagged("photo", CGRect(x: 10, y: 150, width: 40, height: 40), in: scene.back.view, color: .blue)
        scene.tagged("badge", CGRect(x: 90, y: 160, width: 30, height: 30), in: scene.back.view)
        let (transition, _) = try scene.presentLinearly()
        scene.window.clock.advance(by: 1)
        #expect(!scene.window.isTransitioning)
        let rest = try scene.window.render()
        scene.fore.dismiss(animated: true)
        let flight = try #require(transition.activeFlights.first { $0.sourceView === badge })
        #expect(flight.root.isHidden && badge.isHidden, "a capture stands in for the badge")
        #expect(matchingTestDifferingPixels(rest, try scene.window.render(), tolerance: 0) == 0)
        scene.window.clock.advance(by: 0.05)
        #expect(!flight.root.isHidden)
        let frame = try scene.window.render()
        let centre = flight.flyer.convert(CGPoint(x: flight.flyer.bounds.midX, y: flight.flyer.bounds.midY), to: nil)
        let pixel = frame[Int(centre.x), Int(centre.y)]
        #expect(pixel.r > 200 && pixel.b < 60, "the badge's flyer over the photo's: \(pixel)")
        scene.window.clock.advance(by: 1)
        #expect(!scene.window.isTransitioning && !badge.isHidden)
        #expect(transition.lastRestoration?.isClean == true)
        #expect(scene.window.subviews.allSatisfy { $0.layer.contents == nil }, "no capture left behind")
    }

    /// An upright label whose ink reaches past its bounds (a 28 pt word in a frame 12 points
    /// tall, its glyphs above and below it, as a "J"'s hook reaches left of a row title): its
    /// snapshot would cut that ink on the first frame, so a capture of it stands in there, and
    /// the first frame is the screen at rest to the byte.
    @Test func aLabelWhoseInkOverhangsItsBoundsStandsInOnTheFirstFrame() throws {
        let scene = MatchingTestScene(size: CGSize(width: 150, height: 250))
        let label = Label(frame: CGRect(x: 10, y: 40, width: 130, height: 12))
        label.text = "Jumpy"
        label.font = try Font.systemFont(ofSize: 28)
        label.transitionID = "title"
        scene.back.view.addSubview(label)
        let big = Label(frame: CGRect(x: 10, y: 150, width: 130, height: 40))
        big.text = "Jumpy"
        big.font = try Font.systemFont(ofSize: 28)
        big.transitionID = "title"
        scene.fore.view.addSubview(big)
        let (transition, rest) = try scene.presentLinearly()
        let flight = try #require(transition.activeFlights.first)
        #expect(flight.root.isHidden && label.isHidden, "a capture stands in")
        #expect(matchingTestDifferingPixels(rest, try scene.window.render(), tolerance: 0) == 0)
        // A control: the flyer's snapshot, cut at the bounds, differs from the screen at rest.
        flight.root.isHidden = false
        #expect(matchingTestDifferingPixels(rest, try scene.window.render(), tolerance: 2) > 0)
        flight.root.isHidden = true
        scene.window.clock.advance(by: 0.1)
        #expect(!flight.root.isHidden)
        scene.window.clock.advance(by: 0.4)
        #expect(!scene.window.isTransitioning && !label.isHidden && transition.lastRestoration?.isClean == true)
    }

    /// A label in a bar that flies too, the label outside the bar on the other screen (nested on
    /// one screen only: both fly in the container). The bar's view is hidden for its own flyer,
    /// so the label's capture stands in (the view itself could not show inside it), and the bar's
    /// relaid flyer renders its view without the label on every frame, the first included, where
    /// the label's view is shown for the capture: the word shows once, never twice or not at all.
    @Test func aLabelInABarThatFliesStandsInAndShowsOnce() throws {
        let scene = MatchingTestScene(size: CGSize(width: 150, height: 250))
        // A pale bar tagged "bar" holding, on the back screen, a 28-point "Jumpy" tagged "title".
        func tagged(_ view: View, _ id: String, in parent: View) -> View {
            view.transitionID = id
            parent.addSubview(view)
            return view
        }
        func bar(_ frame: CGRect) -> View {
            let v = View(frame: frame)
            v.backgroundColor = Color(white: 0.95)
            return v
        }
        func title(_ frame: CGRect) throws -> Label {
            let l = Label(frame: frame)
            l.text = "Jumpy"
            l.font = try Font.systemFont(ofSize: 28)
            return l
        }
        let backBar = tagged(bar(CGRect(x: 0, y: 200, width: 150, height: 50)), "bar", in: scene.back.view)
        let label = try title(CGRect(x: 10, y: 20, width: 130, height: 12))
        _ = tagged(label, "title", in: backBar)
        _ = tagged(bar(CGRect(x: 0, y: 0, width: 150, height: 250)), "bar", in: scene.fore.view)
        _ = tagged(try title(CGRect(x: 10, y: 150, width: 130, height: 40)), "title", in: scene.fore.view)
        func inkPixels(_ b: Bitmap) -> Int {
            var n = 0
            for y in 0..<b.height { for x in 0..<b.width where b[x, y].r < 100 { n += 1 } }
            return n
        }
        let (transition, rest) = try scene.presentLinearly()
        let title = try #require(transition.activeFlights.first { $0.sourceView === label })
        let barFlight = try #require(transition.activeFlights.first { $0.sourceView === backBar })
        guard case .relayout = barFlight.layout else { Issue.record("the bar is relaid"); return }
        let first = try scene.window.render()
        #expect(matchingTestDifferingPixels(rest, first, tolerance: 0) == 0, "the first frame is the screen at rest")
        scene.window.clock.advance(by: 0.05)
        let flying = try scene.window.render()
        title.root.isHidden = true
        let withoutTitle = try scene.window.render()
        title.root.isHidden = false
        let (restInk, flyingInk, barInk) = (inkPixels(rest), inkPixels(flying), inkPixels(withoutTitle))
        #expect(restInk > 0 && flyingInk > 0)
        #expect(barInk == 0, "the bar's flyer draws none of the word")
        scene.window.clock.advance(by: 0.4)
        #expect(!scene.window.isTransitioning && !label.isHidden && !backBar.isHidden && transition.lastRestoration?.isClean == true)
    }
}
