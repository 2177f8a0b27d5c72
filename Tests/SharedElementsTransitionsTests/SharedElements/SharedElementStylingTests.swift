import Foundation
import Testing
import SharedElements
import SharedElementsTestSupport

/// Per-element options, springs, z order, the dimmed background and image content modes.
@MainActor
@Suite struct SharedElementStylingTests {
    let scene = MatchingTestScene()

    func transition(_ configure: (inout SharedElementOptions) -> Void = { _ in }) -> SharedElementTransition {
        var options = SharedElementOptions()
        options.duration = .fixed(0.4)
        options.timing = .linear
        configure(&options)
        let t = SharedElementTransition(options: options)
        scene.fore.transitionController.transition = t
        return t
    }

    /// A 2:1 image: left half red, right half blue.
    func wideImage() throws -> Image {
        var bitmap = try Bitmap(width: 40, height: 20, fill: Color.red.premultiplied)
        for y in 0..<20 { for x in 20..<40 { bitmap[x, y] = Color.blue.premultiplied } }
        return Image(bitmap: bitmap, scale: 1)
    }

    @Test func perElementOptionsOverrideTheTransitionsAndTheForeSideWins() throws {
        let backCard = scene.tagged("card", CGRect(x: 10, y: 10, width: 20, height: 20), in: scene.back.view)
        let foreCard = scene.tagged("card", CGRect(x: 50, y: 110, width: 40, height: 60), in: scene.fore.view)
        scene.tagged("plain", CGRect(x: 10, y: 40, width: 20, height: 20), in: scene.back.view)
        scene.tagged("plain", CGRect(x: 10, y: 150, width: 20, height: 20), in: scene.fore.view)
        var slow = SharedElementOptions()
        slow.duration = .fixed(0.6)
        slow.delay = 0.05
        slow.arc = 0.1
        var fast = SharedElementOptions()
        fast.duration = .fixed(0.1)
        backCard.sharedElementOptions = fast
        foreCard.sharedElementOptions = slow
        let t = transition()
        scene.back.present(scene.fore, animated: true)
        let plan = try #require(t.lastPlan)
        let card = try #require(plan.pairs.first { $0.id == "card" })
        let plain = try #require(plan.pairs.first { $0.id == "plain" })
        #expect(card.duration == 0.6 && card.delay == 0.05 && card.arc == 0.1 && card.hasElementOptions)
        #expect(plain.duration == 0.4 && plain.delay == 0 && !plain.hasElementOptions)
        #expect(plan.totalDuration == 0.65)
        scene.window.clock.advance(by: 0.5)
        #expect(t.isRunning)                     // the slow card is still flying
        scene.window.clock.advance(by: 0.2)
        #expect(!t.isRunning)
        #expect(t.lastRestoration?.isClean == true)
        #expect(foreCard.sharedElementOptions == slow && backCard.sharedElementOptions == fast)
    }

    @Test func springFlightOvershootsAndSettlesOnTheDestination() throws {
        scene.tagged("card", CGRect(x: 0, y: 0, width: 20, height: 20), in: scene.back.view)
        scene.tagged("card", CGRect(x: 0, y: 100, width: 20, height: 20), in: scene.fore.view)
        let spring = try Spring(response: 0.3, dampingRatio: 0.5)
        let t = transition {
            $0.duration = .automatic
            $0.timing = .settlingSpring(spring)
        }
        scene.back.present(scene.fore, animated: true)
        let plan = try #require(t.lastPlan)
        let pair = try #require(plan.pairs.first)
        #expect(isClose(pair.duration, spring.settlingDuration(), abs: 1e-9))
        #expect(pair.timing == .settlingSpring(spring))
        #expect(plan.timing == .settlingSpring(spring))
        let timeline = SharedElementTimeline(plan: plan)
        var furthest: CGFloat = 0
        for i in 0...100 {
            furthest = max(furthest, timeline.geometry(ofFlight: 0, at: pair.duration * Double(i) / 100).center.y)
        }
        // Centre 10 → 110; a damping ratio of 0.5 overshoots by e^(-π·0.5/√0.75) ≈ 16%.
        #expect(furthest > 125 && furthest < 128)
        #expect(isClose(timeline.geometry(ofFlight: 0, at: pair.duration).center, CGPoint(x: 10, y: 110), abs: 1e-9))
        scene.window.clock.advance(by: 0.1)
        let flyerY = try #require(t.activeFlights.first).flyer.layer.transform.m42
        #expect(isClose(Double(flyerY), 10 + 100 * spring.value(at: 0.1), abs: 1e-6))
        scene.window.clock.advance(by: pair.duration)
        #expect(!t.isRunning && t.lastRestoration?.isClean == true)
    }

    @Test func zPositionPutsAFlyerAboveTheOthers() throws {
        let red = scene.tagged("a", CGRect(x: 10, y: 10, width: 40, height: 40), in: scene.back.view, color: .red)
        scene.tagged("b", CGRect(x: 30, y: 30, width: 40, height: 40), in: scene.back.view, color: .blue)
        scene.tagged("a", CGRect(x: 10, y: 110, width: 40, height: 40), in: scene.fore.view, color: .red)
        scene.tagged("b", CGRect(x: 30, y: 130, width: 40, height: 40), in: scene.fore.view, color: .blue)
        let t = transition { $0.background = .none }
        var onTop = SharedElementOptions()
        onTop.duration = .fixed(0.4)
        onTop.timing = .linear
        onTop.zPosition = 1
        red.sharedElementOptions = onTop
        scene.back.present(scene.fore, animated: true)
        #expect(t.lastPlan?.pairs.map(\.zPosition) == [1, 0])
        scene.window.clock.advance(by: 0.2)
        let frame = try scene.window.render()
        // Both flyers are at y 60...100 / 80...120 now; where they overlap the red one shows.
        let overlap = frame[40, 90]
        #expect(overlap.r > 200 && overlap.b < 40)
        scene.window.clock.advance(by: 0.3)
        #expect(t.lastRestoration?.isClean == true)
    }

    static let dimming = Color(red: 0, green: 0, blue: 0, alpha: 0.5)

    /// Presents the fore screen over full screen with a small card flying and a 50% black dim
    /// background; the fore screen is `clear`, or its own opaque grey.
    func presentOverFullScreenDimming(clear: Bool) -> SharedElementTransition {
        scene.tagged("card", CGRect(x: 10, y: 10, width: 20, height: 20), in: scene.back.view)
        scene.tagged("card", CGRect(x: 10, y: 110, width: 20, height: 20), in: scene.fore.view)
        if clear { scene.fore.view.backgroundColor = .clear }
        let t = transition { $0.background = .dim(Self.dimming) }
        scene.fore.modalPresentationStyle = .overFullScreen
        scene.back.present(scene.fore, animated: true)
        return t
    }

    /// Whether a view of the dimming colour is in `view`'s tree.
    static func holdsDimming(_ view: View) -> Bool {
        view.backgroundColor == dimming || view.subviews.contains(where: holdsDimming)
    }

    /// Over a clear fore screen presented over full screen the back screen stays in sight, so
    /// the dimming stays while the presentation lasts (it does not pop off on the last frame),
    /// and the dismissal fades it out; the app's views are put back exactly all the same.
    @Test func dimBackgroundStaysWhileAClearForeScreenIsPresentedThenFadesWithIt() throws {
        let t = presentOverFullScreenDimming(clear: true)
        scene.window.clock.advance(by: 0.2)
        let mid = try scene.window.render()
        // White back screen under half of a 50% black layer: about 191.
        #expect(abs(Int(mid[80, 60].r) - 191) <= 2)
        scene.window.clock.advance(by: 0.2)
        let end = try scene.window.render()
        #expect(!t.isRunning)
        // After the transition the back screen is still dimmed, as on the last frame.
        #expect(abs(Int(end[80, 60].r) - 128) <= 1)
        #expect(t.lastRestoration?.isClean == true)
        scene.window.clock.advance(by: 1)
        #expect(try scene.window.render() == end)
        scene.fore.dismiss(animated: true)
        scene.window.clock.advance(by: 0.2)
        #expect(abs(Int(try scene.window.render()[80, 60].r) - 191) <= 2)
        scene.window.clock.advance(by: 0.3)
        #expect(!t.isRunning && t.lastRestoration?.isClean == true)
        #expect(try scene.window.render()[80, 60].r == 255)
        #expect(!Self.holdsDimming(scene.window))
    }

    /// A dismissal cancelled half way leaves the screen presented, so the back screen stays
    /// dimmed; the next dismissal fades the same dimming out.
    /// Lets the presentation end, renders the presented screen, then dismisses and cancels half
    /// way; returns that rendering.
    func cancelADismissalHalfWay(_ t: SharedElementTransition) throws -> Bitmap {
        scene.window.clock.advance(by: 0.5)
        let presented = try scene.window.render()
        scene.fore.dismiss(animated: true)
        scene.window.clock.advance(by: 0.2)
        t.cancel()
        scene.window.clock.advance(by: 1)
        #expect(!t.isRunning && scene.back.presentedViewController === scene.fore)
        return presented
    }

    @Test func aCancelledDismissalKeepsTheDimming() throws {
        let t = presentOverFullScreenDimming(clear: true)
        let presented = try cancelADismissalHalfWay(t)
        #expect(try scene.window.render() == presented, "still dimmed, as before the dismissal")
        scene.fore.dismiss(animated: true)
        scene.window.clock.advance(by: 1)
        #expect(scene.back.presentedViewController == nil && t.lastRestoration?.isClean == true)
        #expect(try scene.window.render()[80, 60].r == 255)
    }

    /// Over an opaque fore screen the presentation takes its dimming away, so the dismissal
    /// dims afresh: cancelled half way, it takes that dimming away too, leaving the presented
    /// screen as it was (it stayed over it, the whole window dark).
    @Test func aCancelledDismissalOfAnOpaqueScreenTakesItsDimmingAway() throws {
        let t = presentOverFullScreenDimming(clear: false)
        let presented = try cancelADismissalHalfWay(t)
        #expect(!Self.holdsDimming(scene.window))
        #expect(try scene.window.render() == presented, "the presented screen as it was")
        #expect(t.lastRestoration?.isClean == true)
    }

    /// Over an opaque fore screen the dimming is covered at the end: it is taken away then.
    @Test func dimBackgroundUnderAnOpaqueForeScreenIsGoneAfterwards() throws {
        let t = presentOverFullScreenDimming(clear: false)
        scene.window.clock.advance(by: 0.5)
        #expect(!t.isRunning && t.lastRestoration?.isClean == true)
        #expect(!Self.holdsDimming(scene.window))
    }

    /// An image view tagged "photo" showing `image` at `frame` by `mode`, added to `parent`.
    @discardableResult
    func photoView(_ image: Image, _ frame: CGRect, _ mode: ContentMode, clips: Bool, in parent: View) -> ImageView {
        let view = ImageView(image: image)
        view.frame = frame
        view.contentMode = mode
        view.clipsToBounds = clips
        view.transitionID = "photo"
        parent.addSubview(view)
        return view
    }

    @Test func anAspectFillThumbnailBecomesAnAspectFitPhotoWithoutDistortion() throws {
        let image = try wideImage()
        let thumbnail = photoView(image, CGRect(x: 10, y: 10, width: 40, height: 40), .scaleAspectFill, clips: true, in: scene.back.view)
        photoView(image, CGRect(x: 0, y: 0, width: 100, height: 200), .scaleAspectFit, clips: false, in: scene.fore.view)
        let t = transition()
        let before = try scene.window.render()
        scene.back.present(scene.fore, animated: true)
        let flight = try #require(t.activeFlights.first)
        let content = try #require(flight.imageContent)
        #expect(isClose(content.sourceView.frame, CGRect(x: -20, y: 0, width: 80, height: 40), abs: 1e-9))
        let atStart = try scene.window.render()
        let differing = matchingTestDifferingPixels(before, atStart)
        #expect(differing == 0, "\(differing) pixels differ, e.g. \(firstDifference(before, atStart))")
        for step in 1...4 {
            scene.window.clock.advance(by: 0.08)
            let f = content.sourceView.frame
            #expect(isClose(Double(f.width / f.height), 2, abs: 1e-9))
            #expect(isClose(Double(f.midX), Double(flight.flyer.bounds.midX), abs: 1e-9), "step \(step)")
        }
        View.performWithoutAnimation { flight.apply(1) }
        #expect(isClose(content.destinationView.frame, CGRect(x: 0, y: 75, width: 100, height: 50), abs: 1e-9))
        scene.window.clock.advance(by: 0.2)
        #expect(!t.isRunning && t.lastRestoration?.isClean == true)
        #expect(thumbnail.contentMode == .scaleAspectFill && !thumbnail.isHidden)
    }

    /// A full-screen aspect-fill photo dismissed into an aspect-fill thumbnail on a bouncy
    /// spring: past the end the flyer bounces smaller than the thumbnail, and the photo still
    /// fills it, placed by its content mode (carried on past the end, the rectangles would
    /// leave bars at its sides).
    @Test func anAspectFillPhotoStillFillsAFlyerThatBouncesPastTheEnd() throws {
        let image = try wideImage()
        photoView(image, CGRect(x: 0, y: 0, width: 100, height: 200), .scaleAspectFill, clips: false, in: scene.back.view)
        photoView(image, CGRect(x: 10, y: 10, width: 40, height: 40), .scaleAspectFill, clips: true, in: scene.fore.view)
        let t = transition()
        scene.back.present(scene.fore, animated: true)
        let flight = try #require(t.activeFlights.first)
        let content = try #require(flight.imageContent)
        for p in [1.1, 1.3, 1.6, -0.2] {
            View.performWithoutAnimation { flight.apply(p) }
            let box = flight.flyer.bounds
            for view in [content.sourceView, content.destinationView] {
                let f = view.frame
                #expect(f.minX <= box.minX + 1e-9 && f.maxX >= box.maxX - 1e-9 && f.minY <= box.minY + 1e-9
                        && f.maxY >= box.maxY - 1e-9, "at \(p): \(f) in \(box)")
                #expect(isClose(Double(f.width / f.height), 2, abs: 1e-9), "undistorted at \(p)")
            }
        }
        View.performWithoutAnimation { flight.apply(1.3) }
        #expect(flight.flyer.bounds.width > 0 && flight.flyer.bounds.width < 40, "past the end, smaller than the thumbnail")
        scene.window.clock.advance(by: 1)
        #expect(!t.isRunning && t.lastRestoration?.isClean == true)
    }

    @Test func anImageViewWithSubviewsFliesAsASnapshot() throws {
        let image = try wideImage()
        let badged = ImageView(image: image)
        badged.frame = CGRect(x: 10, y: 10, width: 40, height: 40)
        badged.transitionID = "photo"
        badged.addSubview(View(frame: CGRect(x: 0, y: 0, width: 5, height: 5)))
        scene.back.view.addSubview(badged)
        let photo = ImageView(image: image)
        photo.frame = CGRect(x: 0, y: 0, width: 100, height: 200)
        photo.transitionID = "photo"
        scene.fore.view.addSubview(photo)
        let t = transition()
        scene.back.present(scene.fore, animated: true)
        #expect(try #require(t.activeFlights.first).imageContent == nil)
        scene.window.clock.advance(by: 0.5)
        #expect(t.lastRestoration?.isClean == true)
    }

    @Test func theReadmesPerElementExampleFliesTheTitleOnTopWithItsSpring() throws {
        let listTitle = Label(frame: CGRect(x: 10, y: 10, width: 60, height: 20))
        listTitle.transitionID = "title"
        scene.back.view.addSubview(listTitle)
        let detailTitleLabel = Label(frame: CGRect(x: 10, y: 120, width: 80, height: 30))
        detailTitleLabel.transitionID = "title"
        scene.fore.view.addSubview(detailTitleLabel)
        let t = transition()

        var title = SharedElementOptions()
        title.timing = .settlingSpring(try Spring(response: 0.45, dampingRatio: 0.8))
        title.zPosition = 1                           // flies above the photo
        detailTitleLabel.sharedElementOptions = title

        scene.back.present(scene.fore, animated: true)
        let pair = try #require(t.lastPlan?.pairs.first)
        let expected = try Spring(response: 0.45, dampingRatio: 0.8)
        #expect(pair.zPosition == 1 && pair.timing == .settlingSpring(expected))
        scene.window.clock.advance(by: 2)
        #expect(t.lastRestoration?.isClean == true)
    }
}

private func firstDifference(_ a: Bitmap, _ b: Bitmap) -> String {
    for y in 0..<min(a.height, b.height) {
        for x in 0..<min(a.width, b.width) where a[x, y] != b[x, y] {
            return "(\(x), \(y)): \(a[x, y]) vs \(b[x, y])"
        }
    }
    return "none"
}
