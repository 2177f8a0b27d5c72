import Foundation
import Testing
import SharedElements
import SharedElementsTestSupport

/// How a flyer's snapshots fill it: ``SharedElementOptions/Content`` per element, and the
/// flyer's background colour flying between the two sides'.
@MainActor
@Suite struct SharedElementContentTests {
    typealias Scale = SharedElementOptions.ContentScale
    typealias Alignment = SharedElementOptions.ContentAlignment
    let scene = MatchingTestScene(size: CGSize(width: 200, height: 300))

    @Test func scalesFitFillAndFollowAnAxis() {
        let content = CGSize(width: 40, height: 20), box = CGSize(width: 100, height: 100)
        #expect(Scale.fit.factor(for: content, in: box) == 2.5)
        #expect(Scale.fill.factor(for: content, in: box) == 5)
        #expect(Scale.fillWidth.factor(for: content, in: box) == 2.5)
        #expect(Scale.fillHeight.factor(for: content, in: box) == 5)
        #expect(Scale.none.factor(for: content, in: box) == 1)
        // Nothing to scale, or a box that is not finite: left at 1.
        #expect(Scale.fit.factor(for: .zero, in: box) == 1)
        #expect(Scale.fill.factor(for: content, in: CGSize(width: CGFloat.nan, height: 1)) == 1)
    }

    @Test func alignmentPlacesContentByItsShareOfTheFreeSpace() {
        let box = CGRect(x: 0, y: 0, width: 100, height: 100), content = CGSize(width: 40, height: 20)
        #expect(Alignment.center.place(content, scaledBy: 1, in: box) == CGRect(x: 30, y: 40, width: 40, height: 20))
        #expect(Alignment.topLeading.place(content, scaledBy: 2, in: box) == CGRect(x: 0, y: 0, width: 80, height: 40))
        #expect(Alignment.bottomTrailing.place(content, scaledBy: 1, in: box) == CGRect(x: 60, y: 80, width: 40, height: 20))
        // Overflowing content centred sticks out on both sides; NaN is read as centred.
        #expect(Alignment.center.place(content, scaledBy: 5, in: box) == CGRect(x: -50, y: 0, width: 200, height: 100))
        #expect(Alignment(horizontal: .nan, vertical: .nan).place(content, scaledBy: 1, in: box) == CGRect(x: 30, y: 40, width: 40, height: 20))
        #expect(SharedElementOptions.Content.scaleToBounds(.fill, .topTrailing).description == "scaleToBounds(fill, topTrailing)")
    }

    /// A wide card holding a label and a badge, flying to a square card; `content` set on the
    /// destination.
    func startCard(_ content: SharedElementOptions.Content?) throws -> (SharedElementTransition, View) {
        let card = scene.tagged("card", CGRect(x: 10, y: 20, width: 160, height: 60), in: scene.back.view, color: .blue)
        let label = Label(frame: CGRect(x: 8, y: 8, width: 110, height: 44))
        label.text = "Morning run along the river"
        label.numberOfLines = 2
        label.autoresizingMask = [.flexibleWidth]
        card.addSubview(label)
        let badge = View(frame: CGRect(x: 128, y: 18, width: 24, height: 24))
        badge.backgroundColor = .green
        badge.autoresizingMask = [.flexibleLeftMargin]
        card.addSubview(badge)
        let square = scene.tagged("card", CGRect(x: 20, y: 100, width: 160, height: 160), in: scene.fore.view, color: .blue)
        if let content {
            var o = SharedElementOptions()
            o.content = content
            o.duration = .fixed(1)
            o.timing = .linear
            square.sharedElementOptions = o
        }
        let (transition, _) = try scene.presentLinearly(duration: 1)
        return (transition, card)
    }

    @Test func scaleToBoundsKeepsEachSnapshotsShape() throws {
        let (transition, _) = try startCard(.scaleToBounds(.fit, .center))
        let flight = try #require(transition.activeFlights.first)
        View.performWithoutAnimation { flight.apply(0.5) }
        let source = try #require(flight.sourceSnapshot?.frame), destination = try #require(flight.destinationSnapshot?.frame)
        let flyer = flight.flyer.bounds
        #expect(abs(source.width / source.height - 160.0 / 60) < 1e-9)
        #expect(abs(destination.width / destination.height - 1) < 1e-9)
        // Fitted and centred: the wide one spans the flyer's width, the square one its height.
        #expect(abs(source.width - flyer.width) < 1e-9 && abs(source.midY - flyer.midY) < 1e-9)
        #expect(abs(destination.height - flyer.height) < 1e-9 && abs(destination.midX - flyer.midX) < 1e-9)
        #expect(transition.lastPlan?.pairs.first?.content == .scaleToBounds(.fit, .center))
    }

    @Test func relayoutRendersTheLiveViewAtTheFlyersSizeAndPutsItBack() throws {
        let (transition, card) = try startCard(.relayout)
        let flight = try #require(transition.activeFlights.first)
        let before = card.subviews.map(\.frame)
        View.performWithoutAnimation { flight.apply(0.5) }
        let size = flight.flyer.bounds.size
        #expect(size == CGSize(width: 160, height: 110))
        let bitmap = try #require(flight.sourceSnapshot?.layer.contents)
        // Drawn at the flyer's size (one pixel per point here), not a resized 160x60 picture.
        #expect(bitmap.width == 160 && bitmap.height == 110)
        #expect(flight.sourceSnapshot?.frame == flight.flyer.bounds)
        #expect(card.bounds.size == CGSize(width: 160, height: 60) && card.subviews.map(\.frame) == before && card.isHidden)
        // The badge sits at the right edge laid out at that size: green near the top-right.
        let green = (0..<bitmap.width).filter { x in (0..<bitmap.height).contains { y in
            let c = bitmap[x, y]; return c.g > 200 && c.r < 40 && c.b < 40 } }
        #expect(green.first == 128 && green.last == 151)
        scene.window.clock.advance(by: 1.1)
        #expect(transition.lastRestoration?.isClean == true)
    }

    /// A pill button whose centred mark has no autoresizing mask grows into a wider button: the
    /// automatic choice relays it keeping the mark centred (one mark, not one at each side in
    /// the cross-fade); `.relayout` asked for keeps UIKit's rule, the mark keeping its frame.
    @Test(arguments: [false, true])
    func automaticRelayoutKeepsCentredSubviewsCentred(asked: Bool) throws {
        let pill = scene.tagged("follow", CGRect(x: 10, y: 20, width: 60, height: 30), in: scene.back.view, color: .blue)
        let mark = View(frame: CGRect(x: 20, y: 10, width: 20, height: 10))
        mark.backgroundColor = .green
        pill.addSubview(mark)
        let wide = scene.tagged("follow", CGRect(x: 20, y: 100, width: 120, height: 36), in: scene.fore.view, color: .blue)
        let wideMark = View(frame: CGRect(x: 50, y: 13, width: 20, height: 10))
        wideMark.backgroundColor = .green
        wide.addSubview(wideMark)
        if asked {
            var o = SharedElementOptions()
            o.content = .relayout
            o.duration = .fixed(1)
            o.timing = .linear
            wide.sharedElementOptions = o
        }
        let (transition, _) = try scene.presentLinearly(duration: 1)
        let flight = try #require(transition.activeFlights.first)
        guard case .relayout = flight.layout else { Issue.record("expected relayout, got \(flight.layout)"); return }
        View.performWithoutAnimation { flight.apply(0.5) }
        let bitmap = try #require(flight.sourceSnapshot?.layer.contents)
        #expect(bitmap.width == 90)
        let green = (0..<bitmap.width).filter { x in (0..<bitmap.height).contains { y in
            let c = bitmap[x, y]; return c.g > 200 && c.r < 40 && c.b < 40 } }
        if asked {
            #expect(green.first == 20 && green.last == 39, "kept its frame: \(green)")
        } else {
            #expect(green.first == 35 && green.last == 54, "centred in 90 points: \(green)")
        }
        #expect(mark.autoresizingMask.isEmpty && mark.frame == CGRect(x: 20, y: 10, width: 20, height: 10))
        scene.window.clock.advance(by: 1.1)
        #expect(transition.lastRestoration?.isClean == true)
    }

    /// What a subview without a mask is given while relaid, as leading and trailing
    /// constraints would place it: a label or a container stretches between its margins, any
    /// other view keeps its size in the middle; off-centre or with a mask of its own, nothing.
    @Test func centredSubviewsAreGivenTheMaskTheirConstraintsWouldMean() {
        let parent = View(frame: CGRect(x: 0, y: 0, width: 100, height: 40))
        let icon = View(frame: CGRect(x: 40, y: 10, width: 20, height: 20))
        let title = Label(frame: CGRect(x: 16, y: 5, width: 68, height: 20))
        let box = View(frame: CGRect(x: 10, y: 0, width: 80, height: 30))
        box.addSubview(View(frame: CGRect(x: 0, y: 0, width: 5, height: 5)))
        let aside = View(frame: CGRect(x: 70, y: 10, width: 20, height: 20))
        let masked = View(frame: CGRect(x: 40, y: 10, width: 20, height: 20))
        masked.autoresizingMask = [.flexibleLeftMargin]
        for v in [icon, title, box, aside, masked] { parent.addSubview(v) }
        #expect(SharedElementRelayout.centredMask(of: icon) == [.flexibleLeftMargin, .flexibleRightMargin], "across only: down it keeps its place")
        #expect(SharedElementRelayout.centredMask(of: title) == [.flexibleWidth])
        let centredTitle = Label(frame: CGRect(x: 16, y: 10, width: 68, height: 20))
        parent.addSubview(centredTitle)
        #expect(SharedElementRelayout.centredMask(of: centredTitle) == [.flexibleWidth, .flexibleHeight])
        #expect(SharedElementRelayout.centredMask(of: box) == [.flexibleWidth])
        #expect(SharedElementRelayout.centredMask(of: aside) == [])
        #expect(SharedElementRelayout.centredMask(of: masked) == [])
        #expect(SharedElementRelayout.centredMask(of: parent) == [], "no superview")
    }

    @Test func automaticPicksByWhatTheViewsAre() throws {
        // A card with subviews that changes shape lays out again; a plain view stretches.
        let (transition, _) = try startCard(nil)
        let flight = try #require(transition.activeFlights.first)
        guard case .relayout = flight.layout else { Issue.record("expected relayout, got \(flight.layout)"); return }
        let plain = MatchingTestScene()
        plain.tagged("a", CGRect(x: 0, y: 0, width: 20, height: 20), in: plain.back.view)
        plain.tagged("a", CGRect(x: 0, y: 50, width: 90, height: 40), in: plain.fore.view)
        let (t2, _) = try plain.presentLinearly()
        guard case .stretch = try #require(t2.activeFlights.first).layout else { Issue.record("expected stretch"); return }
    }

    @Test func theFlyersBackgroundColourFliesAndAMissingOneFades() throws {
        scene.tagged("card", CGRect(x: 10, y: 10, width: 40, height: 40), in: scene.back.view, color: Color(red: 1, green: 0, blue: 0))
        let clearOne = scene.tagged("card", CGRect(x: 0, y: 100, width: 100, height: 100), in: scene.fore.view, color: .clear)
        clearOne.backgroundColor = nil
        let (transition, _) = try scene.presentLinearly(duration: 1)
        let flight = try #require(transition.activeFlights.first)
        #expect(flight.flyer.layer.backgroundColor == Color(red: 1, green: 0, blue: 0))
        View.performWithoutAnimation { flight.apply(0.5) }
        let mid = try #require(flight.flyer.layer.backgroundColor)
        #expect(mid.red == 1 && mid.green == 0 && abs(mid.alpha - 0.5) < 1e-9)
        // The snapshots leave the colour out, so it is drawn once, by the flyer.
        let snapshotInk = try #require(flight.sourceSnapshot?.layer.contents)
        #expect(snapshotInk[20, 20].a == 0)
        View.performWithoutAnimation { flight.apply(1) }
        #expect(flight.flyer.layer.backgroundColor?.alpha == 0)
    }

    @Test func backgroundColoursBetweenTwoSidesInterpolate() {
        let a = Layer(), b = Layer()
        a.backgroundColor = Color(red: 1, green: 0, blue: 0)
        b.backgroundColor = Color(red: 0, green: 0, blue: 1, alpha: 0.5)
        let pair = SharedElementPairing.backgroundColors(source: a, destination: b)
        #expect(pair?.0 == a.backgroundColor && pair?.1 == b.backgroundColor)
        b.backgroundColor = .clear
        #expect(SharedElementPairing.backgroundColors(source: a, destination: b)?.1 == Color(red: 1, green: 0, blue: 0, alpha: 0))
        a.backgroundColor = nil
        #expect(SharedElementPairing.backgroundColors(source: a, destination: b) == nil)
    }
}
