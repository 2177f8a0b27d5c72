import Foundation
import Testing
import SharedElements
import SharedElementsTestSupport

/// The gallery zoom: geometry at both ends and half way in both directions, no distortion,
/// dimming, restoration after completion and cancellation, and bad input falling back to a fade.
@MainActor
@Suite struct ZoomTransitionTests {
    typealias Gallery = CatalogFixture.Gallery

    // Thumbnail: a 60 x 60 square at (20, 40) covered by the 4:3 image scaled 0.2 (80 x 60).
    static let thumbClip = CGRect(x: 20, y: 40, width: 60, height: 60)
    static let thumbImage = CGRect(x: 10, y: 40, width: 80, height: 60)
    // Photo: the whole image fitted in 200 x 200 at (0, 50): 200 x 150, centred.
    static let photoRect = CGRect(x: 0, y: 75, width: 200, height: 150)

    static func zoom(duration: TimeInterval = 0.4) -> ZoomTransition {
        ZoomTransition(transitionID: "photo", duration: duration, timing: .linear)
    }

    /// The flyer's clip and image frames (container points) and corner radius right now.
    static func flight(_ zoom: ZoomTransition) throws -> (clip: CGRect, image: CGRect, radius: CGFloat) {
        let clip = try #require(zoom.flyingView)
        let picture = try #require(clip.subviews.first)
        let c = CatalogFixture.presentedFrame(clip)
        let i = CatalogFixture.presentedFrame(picture).offsetBy(dx: c.minX, dy: c.minY)
        return (c, i, clip.layer.presentation()!.cornerRadius)
    }

    @Test func restingGeometryFillsTheThumbnailAndFitsThePhoto() throws {
        let image = CGSize(width: 400, height: 300)
        let thumb = try #require(ZoomGeometry.resting(frame: Self.thumbClip, contentMode: .scaleAspectFill, clipsToBounds: true,
                                                      cornerRadius: 8, imageSize: image))
        #expect(thumb.clip == Self.thumbClip && isClose(thumb.image, Self.thumbImage) && thumb.cornerRadius == 8)
        let photo = try #require(ZoomGeometry.resting(frame: CGRect(x: 0, y: 50, width: 200, height: 200), contentMode: .scaleAspectFit,
                                                      clipsToBounds: false, cornerRadius: 0, imageSize: image))
        #expect(isClose(photo.clip, Self.photoRect) && isClose(photo.image, Self.photoRect))
        #expect(ZoomGeometry.resting(frame: .zero, contentMode: .scaleAspectFill, clipsToBounds: true, cornerRadius: 0, imageSize: image) == nil)
        #expect(ZoomGeometry.resting(frame: Self.thumbClip, contentMode: .scaleAspectFit, clipsToBounds: true, cornerRadius: 0,
                                     imageSize: CGSize(width: CGFloat.nan, height: 3)) == nil)
    }

    @Test func interpolationNeverDistortsTheImage() throws {
        var generator = SeededGenerator(seed: 10)
        for _ in 0..<200 {
            let aspect = Double.random(in: 0.2...5, using: &generator)
            let size = CGSize(width: 100 * aspect, height: 100)
            let modes: [ContentMode] = [.scaleAspectFill, .scaleAspectFit, .scaleToFill, .center]
            func random() -> CGRect {
                CGRect(x: .random(in: -50...300, using: &generator), y: .random(in: -50...600, using: &generator),
                       width: .random(in: 1...400, using: &generator), height: .random(in: 1...400, using: &generator))
            }
            let a = try #require(ZoomGeometry.resting(frame: random(), contentMode: modes.randomElement(using: &generator)!,
                                                      clipsToBounds: .random(using: &generator), cornerRadius: 4, imageSize: size))
            let b = try #require(ZoomGeometry.resting(frame: random(), contentMode: modes.randomElement(using: &generator)!,
                                                      clipsToBounds: .random(using: &generator), cornerRadius: 0, imageSize: size))
            for p in [0, 0.25, 0.5, 0.75, 1.0] {
                let g = a.interpolated(to: b, progress: p)
                #expect(isClose(g.image.width / g.image.height, aspect, rel: 1e-9), "progress \(p)")
            }
        }
    }

    @Test func presentingZoomsTheThumbnailIntoThePhoto() throws {
        let g = Gallery()
        let zoom = Self.zoom()
        g.viewer.transitionController.transition = zoom
        g.grid.present(g.viewer, animated: true)

        var f = try Self.flight(zoom)
        #expect(isClose(f.clip, Self.thumbClip, abs: 1e-6) && isClose(f.image, Self.thumbImage, abs: 1e-6) && isClose(f.radius, 8))
        #expect(isClose(zoom.dimmingView?.layer.presentation()!.opacity ?? -1, 0))
        #expect(g.thumbnail.isHidden && g.photo.isHidden)

        g.window.clock.advance(by: 0.2)
        f = try Self.flight(zoom)
        #expect(isClose(f.clip, CGRect(x: 10, y: 57.5, width: 130, height: 105), abs: 1e-6))
        #expect(isClose(f.image, CGRect(x: 5, y: 57.5, width: 140, height: 105), abs: 1e-6))
        #expect(isClose(f.image.width / f.image.height, 4.0 / 3, abs: 1e-9))
        #expect(isClose(f.radius, 4, abs: 1e-6))
        #expect(isClose(zoom.dimmingView?.layer.presentation()!.opacity ?? -1, 0.5, abs: 1e-6))
        #expect(isClose(g.viewer.view.layer.presentation()!.opacity, 0.5, abs: 1e-6))

        g.window.clock.advance(by: 0.2 - 1e-6)
        f = try Self.flight(zoom)
        #expect(isClose(f.clip, Self.photoRect, abs: 1e-3) && isClose(f.image, Self.photoRect, abs: 1e-3) && isClose(f.radius, 0, abs: 1e-4))
        #expect(isClose(zoom.dimmingView?.layer.presentation()!.opacity ?? -1, 1, abs: 1e-4))

        g.window.clock.advance(by: 0.01)
        #expect(zoom.flyingView == nil && zoom.dimmingView == nil && zoom.lastFallback == nil)
        #expect(g.grid.presentedViewController === g.viewer && !g.window.isTransitioning)
        #expect(!g.thumbnail.isHidden && !g.photo.isHidden && g.viewer.view.alpha == 1)
        #expect(g.window.transitionDiagnostics.entries.isEmpty)
    }

    /// With its defaults the zoom takes 0.45 s on the standard curve (0.4, 0) (0.2, 1): a
    /// quarter of the way through the time, everything is that curve's share of the way.
    @Test func theDefaultZoomFollowsTheStandardCurve() throws {
        let g = Gallery()
        let zoom = ZoomTransition(transitionID: "photo")
        g.viewer.transitionController.transition = zoom
        g.grid.present(g.viewer, animated: true)
        for fraction in [0.25, 0.5] {
            g.window.clock.advance(by: 0.45 * 0.25)
            let p = ReferenceMotion.bezier(0.4, 0, 0.2, 1, at: fraction)
            let f = try Self.flight(zoom)
            #expect(isClose(f.clip, ReferenceMotion.lerp(Self.thumbClip, Self.photoRect, p), abs: 1e-4), "at \(fraction)")
            #expect(isClose(f.image, ReferenceMotion.lerp(Self.thumbImage, Self.photoRect, p), abs: 1e-4), "at \(fraction)")
            #expect(isClose(f.radius, 8 * (1 - p), abs: 1e-4))
            #expect(isClose(Double(zoom.dimmingView?.layer.presentation()!.opacity ?? -1), p, abs: 1e-5))
            #expect(isClose(Double(g.viewer.view.layer.presentation()!.opacity), p, abs: 1e-5))
        }
        g.window.clock.advance(by: 0.23)
        #expect(!g.window.isTransitioning && zoom.flyingView == nil)
    }

    @Test func dismissingZoomsThePhotoBackIntoTheThumbnail() throws {
        let g = Gallery()
        let zoom = Self.zoom()
        g.viewer.transitionController.transition = zoom
        let before = try g.window.render()
        g.grid.present(g.viewer, animated: false)
        g.window.clock.advance(by: 0)
        g.viewer.dismiss(animated: true)

        var f = try Self.flight(zoom)
        #expect(isClose(f.clip, Self.photoRect, abs: 1e-6) && isClose(f.image, Self.photoRect, abs: 1e-6) && isClose(f.radius, 0))
        #expect(isClose(zoom.dimmingView?.layer.presentation()!.opacity ?? -1, 1))
        g.window.clock.advance(by: 0.2)
        f = try Self.flight(zoom)
        #expect(isClose(f.clip, CGRect(x: 10, y: 57.5, width: 130, height: 105), abs: 1e-6))
        #expect(isClose(f.image.width / f.image.height, 4.0 / 3, abs: 1e-9) && isClose(f.radius, 4, abs: 1e-6))
        #expect(isClose(zoom.dimmingView?.layer.presentation()!.opacity ?? -1, 0.5, abs: 1e-6))
        g.window.clock.advance(by: 0.2 - 1e-6)
        f = try Self.flight(zoom)
        #expect(isClose(f.clip, Self.thumbClip, abs: 1e-3) && isClose(f.image, Self.thumbImage, abs: 1e-3) && isClose(f.radius, 8, abs: 1e-4))

        g.window.clock.advance(by: 0.5)
        #expect(g.grid.presentedViewController == nil && !g.window.isTransitioning)
        #expect(zoom.flyingView == nil && !g.thumbnail.isHidden && !g.photo.isHidden)
        #expect(g.viewer.view.alpha == 1 && g.viewer.view.superview == nil)
        #expect(g.grid.view.subviews.count == 1)
        #expect(CatalogFixture.differingPixels(before, try g.window.render()) == 0)
    }

    @Test func cancelledSwipeDownPutsEveryViewBack() throws {
        let g = Gallery()
        let zoom = Self.zoom()
        g.viewer.transitionController.transition = zoom
        g.grid.present(g.viewer, animated: false)
        g.window.clock.advance(by: 0)
        let presented = try g.window.render()
        let interactive = InteractiveTransitioningDelegate(g.viewer.transitionController)
        g.viewer.transitioningDelegate = interactive

        g.viewer.dismiss(animated: true)
        interactive.interaction.update(ZoomTransition.dismissalProgress(forDrag: CGPoint(x: 3, y: 160)))
        #expect(interactive.interaction.percentComplete == 0.5)
        let f = try Self.flight(zoom)
        #expect(isClose(f.clip, CGRect(x: 10, y: 57.5, width: 130, height: 105), abs: 1e-6))
        #expect(isClose(f.image.width / f.image.height, 4.0 / 3, abs: 1e-9))

        interactive.interaction.cancel()
        g.window.clock.advance(by: 1)
        #expect(g.grid.presentedViewController === g.viewer && !g.window.isTransitioning)
        #expect(zoom.flyingView == nil && zoom.dimmingView == nil)
        #expect(!g.thumbnail.isHidden && !g.photo.isHidden && g.viewer.view.alpha == 1)
        #expect(g.viewer.view.superview != nil && g.thumbnail.superview === g.grid.view)
        #expect(CatalogFixture.differingPixels(presented, try g.window.render()) == 0)
        _ = interactive
    }

    @Test func aScriptedSwipeDownThroughTheInteractiveControllerDismissesOrStays() throws {
        let g = Gallery()
        let zoom = Self.zoom()
        g.viewer.transitionController.transition = zoom
        g.grid.present(g.viewer, animated: false)
        g.window.clock.advance(by: 0)
        let presented = try g.window.render()
        let swipe = TransitionInteractiveController(viewController: g.viewer, pan: .regular(.down), action: .dismiss)
        swipe.distance = 320
        var outcomes: [Bool] = []
        swipe.completion = { outcomes.append($0) }

        // Slow and short, held still before lifting: cancelled, the photo is back.
        g.window.play(TouchScript.drag(through: [CGPoint(x: 100, y: 100), CGPoint(x: 100, y: 160)], duration: 0.5, lift: false)
            .followed(by: TouchScript(steps: [.init(time: 0, phase: .ended, location: CGPoint(x: 100, y: 160))]), after: 0.2))
        g.window.clock.advance(by: 1)
        #expect(outcomes == [false])
        #expect(g.grid.presentedViewController === g.viewer && !g.window.isTransitioning)
        #expect(CatalogFixture.differingPixels(presented, try g.window.render()) == 0)

        // A flick: dismissed, the thumbnail is back in the grid.
        g.window.play(.swipe(from: CGPoint(x: 100, y: 100), to: CGPoint(x: 100, y: 150), duration: 0.08))
        g.window.clock.advance(by: 1)
        #expect(outcomes == [false, true])
        #expect(g.grid.presentedViewController == nil && !g.thumbnail.isHidden)
        #expect(zoom.flyingView == nil && zoom.dimmingView == nil)
    }

    @Test func swipeProgressIsTheDownwardTravel() {
        #expect(ZoomTransition.dismissalProgress(forDrag: CGPoint(x: 0, y: -40)) == 0)
        #expect(ZoomTransition.dismissalProgress(forDrag: CGPoint(x: 0, y: 80), distance: 160) == 0.5)
        #expect(ZoomTransition.dismissalProgress(forDrag: CGPoint(x: 0, y: 900)) == 1)
        #expect(ZoomTransition.dismissalProgress(forDrag: CGPoint(x: 0, y: CGFloat.nan)) == 0)
        #expect(ZoomTransition.dismissalProgress(forDrag: CGPoint(x: 0, y: 10), distance: 0) == 0)
    }

    @Test func findsTheElementsGivenAsViews() throws {
        let g = Gallery()
        g.thumbnail.transitionID = nil
        let zoom = ZoomTransition(thumbnail: .view(g.thumbnail), photo: .view(g.photo), duration: 0.4, timing: .linear)
        g.viewer.transitionController.transition = zoom
        g.grid.present(g.viewer, animated: true)
        #expect(isClose(try Self.flight(zoom).clip, Self.thumbClip, abs: 1e-6))
        g.window.clock.advance(by: 1)
        #expect(zoom.lastFallback == nil && g.grid.presentedViewController === g.viewer)
    }

    enum BadInput: String, CaseIterable {
        case noThumbnail, noPhoto, zeroSizeThumbnail, nanThumbnail, zeroSizePhoto, thumbnailOnTheWrongScreen
    }

    @Test(arguments: BadInput.allCases)
    func badInputFallsBackToAFade(_ bad: BadInput) throws {
        let g = Gallery()
        var zoom = Self.zoom()
        let expected: ElementTransitionFallback
        switch bad {
        case .noThumbnail:
            g.thumbnail.transitionID = "other"
            expected = .missingElement(.back)
        case .noPhoto:
            g.photo.removeFromSuperview()
            expected = .missingElement(.fore)
        case .zeroSizeThumbnail:
            g.thumbnail.frame = CGRect(x: 20, y: 40, width: 0, height: 0)
            expected = .invalidFrame(.back)
        case .nanThumbnail:
            g.thumbnail.frame = CGRect(x: CGFloat.nan, y: 40, width: CGFloat.nan, height: 60)
            expected = .invalidFrame(.back)
        case .zeroSizePhoto:
            g.photo.frame = .zero
            expected = .invalidFrame(.fore)
        case .thumbnailOnTheWrongScreen:
            zoom = ZoomTransition(thumbnail: .view(g.photo), photo: .view(g.photo))
            expected = .missingElement(.back)
        }
        g.viewer.transitionController.transition = zoom
        g.grid.present(g.viewer, animated: true)
        #expect(zoom.lastFallback == expected)
        #expect(zoom.flyingView == nil)
        g.window.clock.advance(by: 0.2)
        #expect(isClose(g.viewer.view.layer.presentation()!.opacity, 0.5, abs: 0.2))  // fading instead
        g.window.clock.advance(by: 1)
        #expect(g.grid.presentedViewController === g.viewer && !g.window.isTransitioning)
        g.viewer.dismiss(animated: true)
        g.window.clock.advance(by: 1)
        #expect(g.grid.presentedViewController == nil && zoom.lastFallback == expected)
        #expect(g.window.transitionDiagnostics.entries.isEmpty)
    }
}
