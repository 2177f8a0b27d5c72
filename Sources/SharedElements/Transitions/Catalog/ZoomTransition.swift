import Foundation

/// The photo-gallery zoom: a thumbnail on the back screen grows into the full photo on the fore
/// screen while a dimming layer fades in behind it and the fore screen fades in; dismissal runs it
/// back into the thumbnail. The flying picture is corrected for aspect: an aspect-fill thumbnail
/// (cropped to its square) opens out into the aspect-fit photo (the whole picture) without ever
/// being stretched — see ``ZoomGeometry``.
///
/// ```swift
/// cell.imageView.transitionID = "photo-7"
/// viewer.photoView.transitionID = "photo-7"          // an ImageView, .scaleAspectFit
/// viewer.transitionController.transition = ZoomTransition(transitionID: "photo-7")
/// grid.present(viewer, animated: true)               // zooms in
/// viewer.dismiss(animated: true)                     // zooms back into the thumbnail
/// ```
///
/// The elements can also be given as views: `ZoomTransition(thumbnail: .view(cell.imageView),
/// photo: .view(viewer.photoView))`. The image is the photo's (an ``ImageView`` with an image),
/// else the thumbnail's, else a rendering of the photo view. When an element is missing, has no
/// area or a non-finite frame, or there is no image, the transition cross-fades instead and says
/// why in ``lastFallback``. A thumbnail its transform (or an ancestor's) turns starts turned as it
/// rests and straightens on the way; its border, when it frames the picture, thins out as it grows.
///
/// **Swipe down to dismiss.** Every motion is a Core Animation animation of views inside the
/// transition's container, so an interaction controller that scrubs the container's time — a
/// ``PercentDrivenInteractiveTransition``, or any controller driving the dismissal by progress —
/// drives the zoom as it stands: start `dismiss(animated: true)` when the pan begins, feed
/// ``dismissalProgress(forDrag:distance:)`` of the pan's translation to `update(_:)`, and
/// `finish()` or `cancel()` on release (a cancelled zoom flies back to the full photo and every
/// view is put back).
@MainActor
public final class ZoomTransition: Transition, TransitionWithCustomDuration, TransitionWithReducedMotion {
    /// The small picture on the back screen.
    public var thumbnail: TransitionElement
    /// The full picture on the fore screen.
    public var photo: TransitionElement
    /// Seconds for the whole zoom.
    public var duration: TimeInterval
    /// The timing of the zoom; the flight, the dimming and the fade share it.
    public var timing: AnimationTiming
    /// The colour that covers the back screen when the photo is fully open (its alpha included).
    public var dimmingColor: Color
    /// Why the latest run cross-faded instead of zooming; `nil` when it zoomed.
    public private(set) var lastFallback: ElementTransitionFallback?
    /// The flying picture while a zoom runs (a clipping view holding an ``ImageView``); `nil`
    /// otherwise. For tests and interactions that want to read where it is.
    public private(set) var flyingView: View?
    /// The dimming view behind the fore screen while a zoom runs; `nil` otherwise.
    public private(set) var dimmingView: View?

    /// Zooms between the views tagged `transitionID` on the two screens.
    public convenience init(transitionID: String, duration: TimeInterval = 0.45,
                            timing: AnimationTiming = .curve(SharedElementOptions.standardCurve),
                            dimmingColor: Color = .black) {
        self.init(thumbnail: TransitionElement(transitionID: transitionID), photo: TransitionElement(transitionID: transitionID),
                  duration: duration, timing: timing, dimmingColor: dimmingColor)
    }

    /// Zooms from `thumbnail` (on the back screen) to `photo` (on the fore screen).
    public init(thumbnail: TransitionElement, photo: TransitionElement, duration: TimeInterval = 0.45,
                timing: AnimationTiming = .curve(SharedElementOptions.standardCurve), dimmingColor: Color = .black) {
        self.thumbnail = thumbnail
        self.photo = photo
        self.duration = duration
        self.timing = timing
        self.dimmingColor = dimmingColor
    }

    public func transitionDuration(with context: TransitionContext) -> TimeInterval { duration }

    /// The progress of a swipe-down dismissal for a pan's `translation` (points): the downward
    /// travel over `distance`, clamped to 0...1 (upward travel counts as none).
    ///
    /// ```swift
    /// interaction.update(ZoomTransition.dismissalProgress(forDrag: pan.translation(in: nil)))
    /// ```
    public nonisolated static func dismissalProgress(forDrag translation: CGPoint, distance: CGFloat = 320) -> CGFloat {
        guard translation.y.isFinite, distance.isFinite, distance > 0 else { return 0 }
        return min(max(translation.y / distance, 0), 1)
    }

    // MARK: - Running

    public func start(with context: TransitionContext) {
        let container = context.containerView
        let fore: View = context.foreViewController.view
        let back: View = context.backViewController.view
        fore.layoutIfNeeded()
        let plan: Plan
        switch makePlan(container: container, fore: fore, back: back) {
        case .success(let made): plan = made
        case .failure(let reason):
            lastFallback = reason
            return FadeTransition(duration: context.duration).start(with: context)
        }
        lastFallback = nil
        let forward = context.direction == .forward
        let (fromEnd, toEnd) = forward ? (plan.thumbnail, plan.photo) : (plan.photo, plan.thumbnail)
        let (from, to) = (fromEnd.geometry, toEnd.geometry)
        let (dim, clip, picture) = makeViews(container: container, from: from, image: plan.image)

        let foreAlpha = fore.alpha
        let hidden = [plan.thumbnailView, plan.photoView].map { ($0, $0.isHidden) }
        View.performWithoutAnimation {
            if fore.superview === container { container.insertSubview(dim, belowSubview: fore) } else { container.addSubview(dim) }
            container.addSubview(clip)
            clip.layer.cornerRadius = from.cornerRadius
            Self.dress(clip, as: fromEnd, other: toEnd)
            dim.alpha = forward ? 0 : 1
            fore.alpha = forward ? 0 : foreAlpha
            for (view, _) in hidden { view.isHidden = true }
        }
        flyingView = clip
        dimmingView = dim
        // A turned element shows itself on the first frame (its flying picture is resampled).
        let fromView = forward ? plan.thumbnailView : plan.photoView
        let fromWasShown = hidden.contains { $0.0 === fromView && !$0.1 }
        if fromEnd.tilt != nil, fromWasShown, let clock = fromView.window?.clock {
            FirstFrameStandIn.start(element: fromView, flying: [clip], clock: clock)
        }
        Transaction.animate(duration: context.duration, timing: timing) {
            clip.frame = to.clip
            clip.layer.cornerRadius = to.cornerRadius
            Self.dress(clip, as: toEnd, other: fromEnd)
            picture.frame = to.imageInClip
            dim.alpha = forward ? 1 : 0
            fore.alpha = forward ? foreAlpha : 0
        } completion: { [weak self] _ in
            View.performWithoutAnimation {
                clip.removeFromSuperview()
                dim.removeFromSuperview()
                fore.alpha = foreAlpha
                for (view, wasHidden) in hidden { view.isHidden = wasHidden }
            }
            if self?.flyingView === clip {
                self?.flyingView = nil
                self?.dimmingView = nil
            }
            context.transitionDidEnd()
        }
    }

    /// The dimming view over the container's bounds and the clipping view at `from` holding the
    /// picture of `image`.
    private func makeViews(container: View, from: ZoomGeometry, image: Image) -> (dim: View, clip: View, picture: ImageView) {
        let dim = View(frame: container.bounds)
        dim.backgroundColor = dimmingColor
        dim.isUserInteractionEnabled = false
        let clip = View(frame: from.clip)
        clip.clipsToBounds = true
        clip.isUserInteractionEnabled = false
        let picture = ImageView(frame: from.imageInClip)
        picture.image = image
        clip.addSubview(picture)
        return (dim, clip, picture)
    }

    /// Gives `clip` the transform and border of `end`, when either end has them (an end without
    /// is upright, its border none in the other's colour); nothing otherwise.
    private static func dress(_ clip: View, as end: End, other: End) {
        if end.tilt != nil || other.tilt != nil { clip.layer.transform = end.tilt ?? .identity }
        guard let border = end.border ?? other.border else { return }
        clip.layer.borderWidth = end.border?.width ?? 0
        clip.layer.borderColor = border.color
    }

    /// Both ends of the zoom, worked out before anything moves.
    package struct Plan {
        let thumbnailView: View
        package let photoView: View
        package let image: Image
        package let thumbnail: End
        package let photo: End
    }

    /// How the image rests at one end: where (``ZoomGeometry``) and, when its view is turned or
    /// draws a border around the clip's window, that turn and border.
    package struct End {
        /// Where the image rests, in container points (for a turned view, as if it were upright).
        package let geometry: ZoomGeometry
        /// The view's transform about its centre in the container; `nil` when it is upright.
        package let tilt: Transform3D?
        /// The view's border, drawn on the clip when the clip is the view's bounds; `nil` when none.
        package let border: (width: CGFloat, color: Color)?
    }

    func makePlan(container: View, fore: View, back: View) -> Result<Plan, ElementTransitionFallback> {
        guard container.window != nil else { return .failure(.notInWindow) }
        guard let small = thumbnail.resolve(under: back) else { return .failure(.missingElement(.back)) }
        guard let large = photo.resolve(under: fore) else { return .failure(.missingElement(.fore)) }
        guard small.bounds.isFiniteAndNonEmpty else { return .failure(.invalidFrame(.back)) }
        guard large.bounds.isFiniteAndNonEmpty else { return .failure(.invalidFrame(.fore)) }
        guard let image = Self.image(of: large) ?? Self.image(of: small) ?? Self.rendering(of: large) else {
            return .failure(.missingImage)
        }
        guard let thumbnailGeometry = Self.resting(small, in: container, image: image) else {
            return .failure(.invalidFrame(.back))
        }
        guard let photoGeometry = Self.resting(large, in: container, image: image) else {
            return .failure(.invalidFrame(.fore))
        }
        return .success(Plan(thumbnailView: small, photoView: large, image: image,
                             thumbnail: thumbnailGeometry, photo: photoGeometry))
    }

    /// Where `image` rests in `view`, in container points, the corner radius and border scaled
    /// with the view; a turned view's at its own size about its centre, with its turn.
    package static func resting(_ view: View, in container: View, image: Image) -> End? {
        let bounds = view.bounds
        guard bounds.isFiniteAndNonEmpty else { return nil }
        let tilt = ElementTilt(of: view, in: container)
        let frame = tilt?.frame ?? view.convert(bounds, to: container)
        let scale = frame.isFiniteAndNonEmpty ? frame.width / bounds.width : 0
        let style = view.layer
        guard let geometry = ZoomGeometry.resting(
            frame: frame, contentMode: view.contentMode, clipsToBounds: view.clipsToBounds,
            cornerRadius: style.cornerRadius * scale, imageSize: image.size)
        else { return nil }
        let width = style.borderWidth * scale
        let bordered = geometry.clip == frame && width > 0 && width.isFinite && style.borderColor.alpha > 0
        return End(geometry: geometry, tilt: tilt?.tilt, border: bordered ? (width, style.borderColor) : nil)
    }

    package static func image(of view: View) -> Image? {
        guard let image = (view as? ImageView)?.image, image.size.width > 0, image.size.height > 0 else { return nil }
        return image
    }

    /// The view as it looks, when it has no image of its own.
    static func rendering(of view: View) -> Image? {
        guard view.bounds.isFiniteAndNonEmpty, let bitmap = try? view.renderedBitmap(afterScreenUpdates: true) else { return nil }
        return Image(bitmap: bitmap, scale: view.snapshotScale)
    }
}
