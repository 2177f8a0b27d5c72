import Foundation
import Testing
import SharedElements
import SharedElementsTestSupport

@MainActor
@Suite struct SharedElementOptionsTests {
    let scene = MatchingTestScene()

    func transition(_ configure: (inout SharedElementOptions) -> Void) -> SharedElementTransition {
        var options = SharedElementOptions()
        options.duration = .fixed(0.4)
        options.timing = .linear
        configure(&options)
        let t = SharedElementTransition(options: options)
        scene.fore.transitionController.transition = t
        return t
    }

    func addCards() {
        scene.tagged("card", CGRect(x: 10, y: 10, width: 20, height: 20), in: scene.back.view)
        scene.tagged("card", CGRect(x: 50, y: 110, width: 40, height: 60), in: scene.fore.view)
    }

    @Test func positionOnlyKeepsTheSourceSizeAndEndsOnTheDestinationCentre() throws {
        addCards()
        let t = transition { $0.properties = .position }
        scene.back.present(scene.fore, animated: true)
        let pair = try #require(t.lastPlan?.pairs.first)
        #expect(pair.to.size == CGSize(width: 20, height: 20))
        #expect(isClose(pair.to.center, CGPoint(x: 70, y: 140)))
    }

    /// A circle flying by position to where a rounded square rests stays a circle while it
    /// moves at its own size, and takes the square's corners as it settles onto it.
    @Test func positionOnlyKeepsTheSourceShapeUntilItSettles() throws {
        let circle = scene.tagged("sun", CGRect(x: 10, y: 10, width: 64, height: 64), in: scene.back.view)
        circle.layer.cornerRadius = 32
        scene.tagged("sun", CGRect(x: 50, y: 110, width: 40, height: 40), in: scene.fore.view).layer.cornerRadius = 8
        let t = transition { $0.properties = .position }
        scene.back.present(scene.fore, animated: true)
        let plan = try #require(t.lastPlan)
        let pair = try #require(plan.pairs.first)
        #expect(pair.to.cornerRadius == 32 && pair.to.size == CGSize(width: 64, height: 64))
        #expect(pair.settle?.cornerRadius == 8)
        let timeline = SharedElementTimeline(plan: plan)
        for f in [0.25, 0.5, 0.75] {
            let g = timeline.geometry(ofFlight: 0, at: pair.delay + f * pair.duration)
            #expect(isClose(Double(g.cornerRadius), Double(g.size.width) / 2, abs: 1e-6), "a circle at \(f): \(g.cornerRadius)")
        }
        #expect(isClose(Double(timeline.geometry(ofFlight: 0, at: pair.delay + pair.duration).cornerRadius), 8, abs: 1e-6))
    }

    /// A pair of image views flying by position: the picture keeps filling the flyer, which
    /// keeps the source's size, instead of growing to the destination's inside it.
    @Test func positionOnlyKeepsAPictureFillingItsFlyer() throws {
        let bitmap = try Bitmap(width: 8, height: 8, fill: Color.red.premultiplied)
        for (parent, frame) in [(scene.back.view!, CGRect(x: 10, y: 10, width: 20, height: 20)),
                                (scene.fore.view!, CGRect(x: 40, y: 100, width: 50, height: 50))] {
            let v = ImageView(image: Image(bitmap: bitmap, scale: 1))
            v.frame = frame
            v.contentMode = .scaleAspectFill
            v.transitionID = "dot"
            parent.addSubview(v)
        }
        let t = transition { $0.properties = .position }
        scene.back.present(scene.fore, animated: true)
        let flight = try #require(t.activeFlights.first)
        let content = try #require(flight.imageContent)
        for p in [0.25, 0.5, 0.7] {
            View.performWithoutAnimation { flight.apply(p) }
            #expect(flight.flyer.bounds.size == CGSize(width: 20, height: 20))
            #expect(isClose(content.sourceView.frame, CGRect(x: 0, y: 0, width: 20, height: 20), abs: 1e-9), "at \(p): \(content.sourceView.frame)")
            #expect(isClose(content.destinationView.frame, CGRect(x: 0, y: 0, width: 20, height: 20), abs: 1e-9))
        }
        scene.window.clock.advance(by: 0.5)
        #expect(t.lastRestoration?.isClean == true)
    }

    @Test func sizeOnlyGrowsInPlace() throws {
        addCards()
        let t = transition { $0.properties = .size }
        scene.back.present(scene.fore, animated: true)
        let pair = try #require(t.lastPlan?.pairs.first)
        #expect(pair.to.size == CGSize(width: 40, height: 60))
        #expect(isClose(pair.to.center, CGPoint(x: 20, y: 20)))
    }

    @Test(arguments: [SharedElementOptions.MatchedProperties.size, .position])
    func partialMatchesSettleOntoTheDestinationWithoutAJump(_ properties: SharedElementOptions.MatchedProperties) throws {
        addCards()
        let t = transition { $0.properties = properties }
        scene.back.present(scene.fore, animated: true)
        let plan = try #require(t.lastPlan)
        let pair = try #require(plan.pairs.first)
        let settle = try #require(pair.settle)
        #expect(isClose(settle.center, CGPoint(x: 70, y: 140)) && settle.size == CGSize(width: 40, height: 60))
        let timeline = SharedElementTimeline(plan: plan)
        // The matched part is done three quarters of the way; the last quarter settles.
        let atThreeQuarters = timeline.geometry(ofFlight: 0, at: pair.delay + 0.75 * pair.duration)
        let end = timeline.geometry(ofFlight: 0, at: pair.delay + pair.duration)
        #expect(isClose(end.center, settle.center, abs: 1e-6) && isClose(Double(end.size.width), 40, abs: 1e-6))
        if properties == .size {
            #expect(isClose(atThreeQuarters.center, CGPoint(x: 20, y: 20), abs: 1e-6))    // grew in place
        } else {
            #expect(isClose(Double(atThreeQuarters.size.width), 20, abs: 1e-6) && isClose(Double(atThreeQuarters.size.height), 20, abs: 1e-6))  // moved at its size
        }
        // No step of the centre or size between 1/120 s samples is more than a few times the
        // typical one: the hand-over to the destination view is continuous.
        var steps: [CGFloat] = []
        var last = timeline.geometry(ofFlight: 0, at: pair.delay)
        for k in 1...120 {
            let g = timeline.geometry(ofFlight: 0, at: pair.delay + pair.duration * Double(k) / 120)
            steps.append(hypot(g.center.x - last.center.x, g.center.y - last.center.y) + abs(g.size.width - last.size.width))
            last = g
        }
        let largest = try #require(steps.max())
        #expect(largest < 6, "\(properties): a step of \(largest) pt")
    }

    @Test func arcBowsThePathSidewaysInTheMiddleOnly() throws {
        addCards()
        let t = transition { $0.arc = 0.25 }
        scene.back.present(scene.fore, animated: true)
        let plan = try #require(t.lastPlan)
        let timeline = SharedElementTimeline(plan: plan)
        let mid = timeline.geometry(ofFlight: 0, at: 0.2).center
        // Straight midpoint (45, 80); travel (50, 120); a quarter of its right-hand normal (-120, 50).
        #expect(isClose(mid, CGPoint(x: 45 - 30, y: 80 + 12.5), abs: 1e-6))
        #expect(isClose(timeline.geometry(ofFlight: 0, at: 0.4).center, CGPoint(x: 70, y: 140), abs: 1e-6))
        scene.window.clock.advance(by: 0.1)
        let flyer = try #require(t.activeFlights.first?.flyer)
        #expect(isClose(flyer.layer.transform.m41, 32.5 - 30 * sin(Double.pi / 4), abs: 1e-6))
    }

    @Test func unmatchedViewsFadeWithACascadeAndComeBack() throws {
        addCards()
        let first = scene.tagged("only-a", CGRect(x: 0, y: 50, width: 10, height: 10), in: scene.fore.view)
        let second = scene.tagged("only-b", CGRect(x: 20, y: 50, width: 10, height: 10), in: scene.fore.view)
        second.transform = AffineTransform(rotationAngle: 0.2)
        let rotated = second.layer.transform
        let t = transition {
            $0.unmatched = .scale(0.5)
            $0.cascade = 0.1
            $0.background = .none
        }
        scene.back.present(scene.fore, animated: true)
        #expect(first.alpha == 0 && second.alpha == 0)
        scene.window.clock.advance(by: 0.2)
        #expect(isClose(Double(first.alpha), 0.5, abs: 1e-6))
        #expect(isClose(Double(second.alpha), 0.25, abs: 1e-6))
        #expect(second.layer.transform != rotated)
        scene.window.clock.advance(by: 0.35)
        #expect(first.alpha == 1 && second.alpha == 1)
        #expect(second.layer.transform == rotated)
        #expect(t.lastRestoration?.isClean == true)
    }
}
