import Foundation
import Testing
import SharedElements
import SharedElementsTestSupport

/// The catalog's card flip, card expand and zoom keep a turned card's rotation and border: the
/// first frame of a presentation and the last of a dismissal are the back screen at rest, the
/// card turns smoothly to the screen's 0° on the way, and every view is put back.
@MainActor
@Suite struct TurnedCardTransitionTests {
    static let angle: CGFloat = 8 * .pi / 180
    static let duration: TimeInterval = 0.5

    /// A red card rotated 8° with a 5 pt white border on a light back screen; the fore screen
    /// is white with a red square tagged like the card (what the zoom flies to).
    @MainActor final class Scene {
        let window = Window(size: CGSize(width: 200, height: 300), scale: 2)
        let back = ViewController()
        let fore = ViewController()
        let card = View(frame: CGRect(x: 50, y: 80, width: 100, height: 140))

        init() {
            back.view.backgroundColor = Color(red: 0.95, green: 0.95, blue: 0.97)
            card.backgroundColor = Color(red: 1, green: 0.18, blue: 0.33)
            card.layer.cornerRadius = 14
            card.layer.borderWidth = 5
            card.layer.borderColor = .white
            card.transform = AffineTransform(rotationAngle: TurnedCardTransitionTests.angle)
            card.transitionID = "card"
            back.view.addSubview(card)
            fore.view.backgroundColor = .white
            let photo = View(frame: CGRect(x: 0, y: 50, width: 200, height: 200))
            photo.backgroundColor = card.backgroundColor
            photo.transitionID = "card"
            fore.view.addSubview(photo)
            window.rootViewController = back
        }
    }

    /// Pixels whose channels differ by more than `tolerance`, and the largest difference.
    static func difference(_ a: Bitmap, _ b: Bitmap, tolerance: Int = 2) -> (count: Int, largest: Int) {
        var count = 0, largest = 0
        for y in 0..<a.height { for x in 0..<a.width {
            let p = a[x, y], q = b[x, y]
            let d = max(abs(Int(p.r) - Int(q.r)), abs(Int(p.g) - Int(q.g)), abs(Int(p.b) - Int(q.b)))
            largest = max(largest, d)
            if d > tolerance { count += 1 }
        } }
        return (count, largest)
    }

    /// The turn (degrees) a view shows now in the container: the angle of its presentation
    /// transform's x axis.
    static func degrees(_ view: View) -> CGFloat {
        let t = view.layer.presentation()!.transform
        return atan2(t.m12, t.m11) * 180 / .pi
    }

    /// Runs `transition` both ways on a fresh scene: `rest` and the frames where the card must
    /// look as it rests (the presentation's first, the dismissal's last), plus `midway` called
    /// half way through the presentation.
    static func run(
        _ transition: (Scene) -> Transition, midway: (Scene) throws -> Void = { _ in }
    ) throws -> (scene: Scene, rest: Bitmap, first: Bitmap, last: Bitmap, after: Bitmap) {
        let s = Scene()
        s.fore.transitionController.transition = transition(s)
        let rest = try s.window.render()
        s.back.present(s.fore, animated: true)
        let first = try s.window.render()
        s.window.clock.advance(by: duration / 2)
        try midway(s)
        s.window.clock.advance(by: duration)
        #expect(s.back.presentedViewController === s.fore && !s.window.isTransitioning)
        expectRestored(s)
        s.fore.dismiss(animated: true)
        s.window.clock.advance(by: duration - 1e-6)
        let last = try s.window.render()
        s.window.clock.advance(by: duration)
        #expect(s.back.presentedViewController == nil && !s.window.isTransitioning)
        expectRestored(s)
        return (s, rest, first, last, try s.window.render())
    }

    /// The card is back as it was: turned, bordered, shown, opaque, on the back screen.
    static func expectRestored(_ s: Scene) {
        #expect(s.card.transform == AffineTransform(rotationAngle: angle))
        #expect(!s.card.isHidden && s.card.alpha == 1 && s.card.superview === s.back.view)
        #expect(s.card.layer.borderWidth == 5 && s.card.layer.cornerRadius == 14)
        #expect(!s.fore.view.isHidden && s.fore.view.alpha == 1)
    }

    @Test func theCardFlipStartsAndEndsWithTheTurnedCardAtRest() throws {
        let run = try Self.run { CardFlipTransition(card: $0.card, duration: Self.duration) }
        #expect(Self.difference(run.rest, run.first).count == 0)
        #expect(Self.difference(run.rest, run.last).count == 0)
        #expect(Self.difference(run.rest, run.after).largest == 0)
    }

    @Test func theCardExpandStartsAndEndsWithTheTurnedCardAtRest() throws {
        var transition: CardExpandTransition?
        let run = try Self.run({
            let t = CardExpandTransition(card: .view($0.card), duration: Self.duration, timing: .linear)
            transition = t
            return t
        }, midway: { _ in
            // Half way the shape has turned half of the way to the screen's 0°.
            let clip = try #require(transition?.flyingView)
            #expect(abs(Self.degrees(clip) - 4) < 0.5)
        })
        // The card flies as a cover drawn as the card is: its edges are the card's.
        #expect(Self.difference(run.rest, run.first).largest == 0)
        #expect(Self.difference(run.rest, run.last).count == 0)
        #expect(Self.difference(run.rest, run.after).largest == 0)
    }

    @Test func theZoomStartsAndEndsWithTheTurnedThumbnailAtRest() throws {
        var transition: ZoomTransition?
        let run = try Self.run({ _ in
            let t = ZoomTransition(transitionID: "card", duration: Self.duration, timing: .linear)
            transition = t
            return t
        }, midway: { _ in
            let clip = try #require(transition?.flyingView)
            #expect(abs(Self.degrees(clip) - 4) < 0.5)
        })
        // The first frame shows the turned card itself (``FirstFrameStandIn``). At the end of
        // the dismissal the flying picture is the photo's image, cut by the clip where the card
        // is: only the outline along the picture's own edges differs, by a few levels.
        #expect(Self.difference(run.rest, run.first).largest == 0)
        let d = Self.difference(run.rest, run.last)
        #expect(d.count < 2 * 2 * (100 + 140) && d.largest <= 40)
        #expect(Self.difference(run.rest, run.after).largest == 0)
    }

    enum Kind: String, CaseIterable { case cardFlip, cardExpand, zoom }

    static func transition(_ kind: Kind, _ s: Scene) -> Transition {
        switch kind {
        case .cardFlip: CardFlipTransition(card: s.card, duration: duration)
        case .cardExpand: CardExpandTransition(card: .view(s.card), duration: duration)
        case .zoom: ZoomTransition(transitionID: "card", duration: duration)
        }
    }

    /// On the first frame the turned card shows itself and what flies it is hidden; the first
    /// step of the clock hands over to the flying views, and the run ends with the card back.
    @Test(arguments: Kind.allCases)
    func theTurnedCardStandsInUntilTheClockMoves(_ kind: Kind) throws {
        let s = Scene()
        let transition = Self.transition(kind, s)
        s.fore.transitionController.transition = transition
        s.back.present(s.fore, animated: true)
        let container = try #require(s.fore.view.superview)
        func flying() -> [View] {
            if let expand = transition as? CardExpandTransition { return [expand.flyingView].compactMap { $0 } }
            if let zoom = transition as? ZoomTransition { return [zoom.flyingView].compactMap { $0 } }
            // The card flip's holder: the card's size, in the container.
            return container.subviews.filter { $0.bounds.size == s.card.bounds.size }
        }
        #expect(!s.card.isHidden)
        #expect(!flying().isEmpty && flying().allSatisfy(\.isHidden), "\(kind)")
        s.window.clock.advance(by: 1.0 / 60)
        #expect(s.card.isHidden)
        #expect(flying().contains { !$0.isHidden }, "\(kind)")
        s.window.clock.advance(by: Self.duration)
        #expect(!s.window.isTransitioning)
        Self.expectRestored(s)
    }

    /// A presentation or dismissal scrubbed half way and cancelled puts every view back: the
    /// card turned and bordered where it was, nothing left flying.
    @Test(arguments: Kind.allCases, [TransitionDirection.forward, .backward])
    func cancellingHalfWayPutsTheTurnedCardBack(_ kind: Kind, _ direction: TransitionDirection) throws {
        let s = Scene()
        s.fore.transitionController.transition = switch kind {
        case .cardFlip: CardFlipTransition(card: s.card, duration: Self.duration)
        case .cardExpand: CardExpandTransition(card: .view(s.card), duration: Self.duration)
        case .zoom: ZoomTransition(transitionID: "card", duration: Self.duration)
        }
        if direction == .backward {
            s.back.present(s.fore, animated: false)
            s.window.clock.advance(by: 0)
        }
        let before = try s.window.render()
        let interactive = InteractiveTransitioningDelegate(s.fore.transitionController)
        s.fore.transitioningDelegate = interactive
        if direction == .forward { s.back.present(s.fore, animated: true) } else { s.fore.dismiss(animated: true) }
        interactive.interaction.update(0.5)
        interactive.interaction.cancel()
        s.window.clock.advance(by: 1)
        #expect(!s.window.isTransitioning)
        #expect((s.back.presentedViewController === s.fore) == (direction == .backward))
        Self.expectRestored(s)
        #expect(CatalogFixture.differingPixels(before, try s.window.render()) == 0)
        _ = interactive
    }
}

/// What the catalog transitions measure of an element: nothing for one its chain only moves and
/// scales along the axes (placed by its frame, as before), its own size about its centre and its
/// turn for one that is rotated, here or by an ancestor.
@MainActor
@Suite struct ElementTiltTests {
    let window = Window(size: CGSize(width: 200, height: 300), scale: 1)
    let root = ViewController()

    @Test func uprightAndScaledViewsHaveNoTilt() {
        window.rootViewController = root
        let view = View(frame: CGRect(x: 20, y: 30, width: 40, height: 50))
        root.view.addSubview(view)
        #expect(ElementTilt(of: view, in: root.view) == nil)
        view.transform = AffineTransform(scaleX: 1.5, y: 0.5)
        #expect(ElementTilt(of: view, in: root.view) == nil)
    }

    @Test func aTurnedViewIsItsSizeAboutItsCentreWithItsTurn() throws {
        window.rootViewController = root
        let parent = View(frame: CGRect(x: 10, y: 20, width: 150, height: 200))
        parent.transform = AffineTransform(rotationAngle: .pi / 12)
        let view = View(frame: CGRect(x: 20, y: 30, width: 40, height: 50))
        view.transform = AffineTransform(rotationAngle: .pi / 12)
        parent.addSubview(view)
        root.view.addSubview(parent)
        let tilt = try #require(ElementTilt(of: view, in: root.view))
        let centre = view.convert(CGPoint(x: view.bounds.midX, y: view.bounds.midY), to: root.view)
        #expect(isClose(tilt.frame.size, CGSize(width: 40, height: 50), abs: 1e-9))
        #expect(isClose(CGPoint(x: tilt.frame.midX, y: tilt.frame.midY), centre, abs: 1e-9))
        // Both turns add up: 30° about the centre, no translation left.
        #expect(isClose(atan2(tilt.tilt.m12, tilt.tilt.m11), .pi / 6, abs: 1e-9))
        #expect(abs(tilt.tilt.m41) < 1e-9 && abs(tilt.tilt.m42) < 1e-9)
    }
}
