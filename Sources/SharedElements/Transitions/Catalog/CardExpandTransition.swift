import Foundation

/// The App Store "Today" card: the tapped card on the back screen expands into the fore screen,
/// its corners straightening to the screen's as it grows, while the rest of the back screen
/// shrinks back slightly and fades; dismissal shrinks the screen back into the card.
///
/// ```swift
/// story.transitionController.transition = CardExpandTransition(card: .view(tappedCard))
/// today.present(story, animated: true)      // the card opens into the story
/// story.dismiss(animated: true)              // and closes back into it
/// ```
///
/// The card can also be named by ``View/transitionID`` (`CardExpandTransition(card: "story-2")`).
/// The expanding shape shows the fore screen scaled to its width, top-aligned — so a detail
/// screen whose top repeats the card (the same picture and title) grows out of it seamlessly —
/// cross-fading from the card's own picture in the first half. When the card is missing, has no
/// area or a non-finite frame, the transition cross-fades instead and says why in
/// ``lastFallback``. A card its transform (or an ancestor's) turns starts turned as it rests and
/// straightens as it grows; the card's border fades with its picture. Every motion is a Core
/// Animation animation inside the container, so an interaction controller scrubbing the
/// container's time drives it as it is.
@MainActor
public final class CardExpandTransition: Transition, TransitionWithCustomDuration, TransitionWithReducedMotion {
    /// The card on the back screen.
    public var card: TransitionElement
    /// Seconds.
    public var duration: TimeInterval
    /// The timing of the expansion; the card's cross-fade takes the first half of it (forward).
    public var timing: AnimationTiming
    /// The scale the back screen shrinks to while the card is open (1: none).
    public var backScale: CGFloat
    /// The back screen's opacity while the card is open (1: no fade).
    public var backAlpha: CGFloat
    /// Why the latest run cross-faded instead of expanding; `nil` when it expanded.
    public private(set) var lastFallback: ElementTransitionFallback?
    /// The expanding shape while a run is in progress (a clipping view holding snapshots of the
    /// card and the fore screen); `nil` otherwise.
    public private(set) var flyingView: View?

    /// A card expansion from `card` over `duration` seconds, the list behind shrinking to `backScale` and fading to `backAlpha`.
    public init(card: TransitionElement, duration: TimeInterval = 0.5,
                timing: AnimationTiming = .curve(SharedElementOptions.standardCurve),
                backScale: CGFloat = 0.92, backAlpha: CGFloat = 0.6) {
        self.card = card
        self.duration = duration
        self.timing = timing
        self.backScale = backScale.isFinite ? max(backScale, 0.01) : 1
        self.backAlpha = backAlpha.isFinite ? min(max(backAlpha, 0), 1) : 1
    }

    public func transitionDuration(with context: TransitionContext) -> TimeInterval { duration }

    public func start(with context: TransitionContext) {
        let fore: View = context.foreViewController.view
        let back: View = context.backViewController.view
        let forward = context.direction == .forward
        let ends: Ends
        switch makeEnds(container: context.containerView, fore: fore, back: back, forward: forward) {
        case .success(let made): ends = made
        case .failure(let reason): return fallBack(reason, context)
        }
        lastFallback = nil
        let (cardView, cardSize, screenSize) = (ends.card, ends.cardFrame.size, ends.screenFrame.size)
        // A turned card flies as a cover drawn as the card is, over the clip (``makeCover``).
        let cover = ends.from.tilt == nil ? nil : Self.makeCover(of: cardView, frame: ends.from.frame)
        let cardShot = cover == nil ? Self.bareSnapshot(of: cardView) : nil
        let clip = Self.makeClip(frame: ends.from.frame, background: fore.backgroundColor, holding: [ends.screenShot, cardShot])
        // Behind the clip, the card's own background and shadow fly along (a clip cannot cast a
        // shadow): the first frame keeps the card's shadow, which fades as the card becomes the screen.
        let shade = Self.makeShade(like: cardView, frame: ends.from.frame, visible: forward)
        let castShadow = Self.castShadowOpacity(of: cardView)
        // A card without a background of its own casts its shadow from what it holds (a rounded
        // picture); the shade, which holds nothing, needs a body to cast it from: the clip's
        // background, which the clip covers.
        if castShadow > 0, (cardView.backgroundColor?.alpha ?? 0) < 1 {
            shade.backgroundColor = fore.backgroundColor ?? .white
        }
        // Without a shadow to cast, a shade under an opaque clip would only thicken the clip's
        // anti-aliased edge (its background drawn twice there): it stays out.
        if castShadow <= 0, let background = fore.backgroundColor, background.alpha >= 1 { shade.isHidden = true }
        let saved = (foreHidden: fore.isHidden, cardHidden: cardView.isHidden, backTransform: back.transform, backAlpha: back.alpha)
        let shrunk = saved.backTransform.concatenating(AffineTransform(scaleX: backScale, y: backScale))
        View.performWithoutAnimation {
            context.containerView.addSubview(shade)
            context.containerView.addSubview(clip)
            Self.put(clip, shade, cover, at: ends.from)
            if let cover { Self.startCover(cover, over: clip, shade: shade, forward: forward) }
            if let border = ends.border { Self.show(border, on: clip, shown: forward) }
            Self.place(ends.screenShot, cardShot, in: ends.from.frame.width, screen: screenSize, card: cardSize)
            cardShot?.alpha = forward ? 1 : 0
            fore.isHidden = true
            cardView.isHidden = true
            if back.window != nil && !forward {
                back.transform = shrunk
                back.alpha = saved.backAlpha * backAlpha
            }
        }
        flyingView = clip
        // Going forward, the card shows itself on the first frame: turned, its cover is
        // resampled; upright, the clip's rounded edge over its picture is not the card's own.
        if forward, !saved.cardHidden, let clock = cardView.window?.clock {
            FirstFrameStandIn.start(element: cardView, flying: [clip, shade] + (cover.map { [$0] } ?? []), clock: clock)
        }
        Self.fadeCard(cardShot ?? cover, border: ends.border.map { ($0, clip) }, under: cover.map { _ in (clip, cardView.alpha) },
                      forward: forward, half: context.duration / 2)
        let movesBack = back.window != nil
        Transaction.animate(duration: context.duration, timing: timing) {
            Self.put(clip, shade, cover, at: ends.to)
            shade.layer.shadowOpacity = forward ? 0 : castShadow
            Self.place(ends.screenShot, cardShot, in: ends.to.frame.width, screen: screenSize, card: cardSize)
            if movesBack {
                back.transform = forward ? shrunk : saved.backTransform
                back.alpha = forward ? saved.backAlpha * backAlpha : saved.backAlpha
            }
        } completion: { [weak self] _ in
            View.performWithoutAnimation {
                for view in [clip, shade, cover] { view?.removeFromSuperview() }
                fore.isHidden = saved.foreHidden
                cardView.isHidden = saved.cardHidden
                back.transform = saved.backTransform
                back.alpha = saved.backAlpha
            }
            if self?.flyingView === clip { self?.flyingView = nil }
            context.transitionDidEnd()
        }
    }

    /// One end of the flying shape: its frame, corner radius and, for a turned card, transform.
    private typealias End = (frame: CGRect, radius: CGFloat, tilt: Transform3D?)

    /// What a run needs worked out before anything moves.
    private struct Ends {
        let card: View
        let cardFrame: CGRect
        let screenFrame: CGRect
        let screenShot: View
        let from: End
        let to: End
        let border: Border?
    }

    /// Finds the card and measures both ends, or says why the run cross-fades instead.
    private func makeEnds(container: View, fore: View, back: View, forward: Bool) -> Result<Ends, ElementTransitionFallback> {
        guard container.window != nil else { return .failure(.notInWindow) }
        guard let cardView = card.resolve(under: back) else { return .failure(.missingElement(.back)) }
        // A turned card flies at its own size about its centre, turned as it rests, and
        // straightens as it grows; an upright one from its frame in the container.
        let tilt = ElementTilt(of: cardView, in: container)
        let cardFrame = tilt?.frame ?? cardView.convert(cardView.bounds, to: container)
        let screenFrame = fore.frame
        guard cardView.bounds.isFiniteAndNonEmpty, cardFrame.isFiniteAndNonEmpty else { return .failure(.invalidFrame(.back)) }
        guard screenFrame.isFiniteAndNonEmpty, let screenShot = fore.snapshotView(afterScreenUpdates: true) else {
            return .failure(.invalidFrame(.fore))
        }
        let (from, to, fromRadius, toRadius) = Self.ends(
            card: cardView, cardFrame: cardFrame, screen: fore, screenFrame: screenFrame, forward: forward)
        let tilts = tilt.map { forward ? (from: $0.tilt, to: Transform3D.identity) : (from: .identity, to: $0.tilt) }
        return .success(Ends(
            card: cardView, cardFrame: cardFrame, screenFrame: screenFrame, screenShot: screenShot,
            from: (from, fromRadius, tilts?.from), to: (to, toRadius, tilts?.to),
            border: tilt == nil ? Self.border(of: cardView, scale: cardFrame.width / cardView.bounds.width) : nil))
    }

    /// Puts the clip and the shade behind it at `end`; a turned card's cover too, and the
    /// transform (only for a turned card).
    private static func put(_ clip: View, _ shade: View, _ cover: View?, at end: End) {
        clip.frame = end.frame
        clip.layer.cornerRadius = end.radius
        shade.frame = end.frame
        if let tilt = end.tilt {
            clip.layer.transform = tilt
            shade.layer.transform = tilt
        }
        shade.layer.cornerRadius = end.radius
        if let cover, let tilt = end.tilt {
            cover.frame = end.frame
            cover.layer.cornerRadius = end.radius
            cover.layer.transform = tilt
            // The card's content scales with the cover's width, top-aligned, as its picture does.
            if let face = cover.subviews.first, face.bounds.width > 0 {
                let w = end.frame.width
                face.frame = CGRect(x: 0, y: 0, width: w, height: w * face.bounds.height / face.bounds.width)
            }
        }
    }

    /// The flight's start and end frames and corner radii: the card's (its radius scaled to its
    /// frame in the container) and the screen's, in the direction's order.
    private static func ends(card: View, cardFrame: CGRect, screen: View, screenFrame: CGRect, forward: Bool)
        -> (from: CGRect, to: CGRect, fromRadius: CGFloat, toRadius: CGFloat) {
        let cardRadius = card.layer.cornerRadius * cardFrame.width / card.bounds.width
        let screenRadius = screen.layer.cornerRadius
        return forward ? (cardFrame, screenFrame, cardRadius, screenRadius) : (screenFrame, cardFrame, screenRadius, cardRadius)
    }

    /// The view that flies: it clips both pictures to its rounded bounds over the screen's background.
    private static func makeClip(frame: CGRect, background: Color?, holding shots: [View?]) -> View {
        let clip = View(frame: frame)
        clip.clipsToBounds = true
        clip.isUserInteractionEnabled = false
        clip.backgroundColor = background
        for shot in shots.compactMap({ $0 }) { clip.addSubview(shot) }
        return clip
    }

    /// A view with `card`'s background and shadow at `frame` (the shadow shown when `visible`).
    private static func makeShade(like card: View, frame: CGRect, visible: Bool) -> View {
        let shade = View(frame: frame)
        shade.isUserInteractionEnabled = false
        let from = card.layer, to = shade.layer
        to.backgroundColor = from.backgroundColor
        to.shadowColor = from.shadowColor
        to.shadowRadius = from.shadowRadius
        to.shadowOffset = from.shadowOffset
        to.shadowOpacity = visible ? castShadowOpacity(of: card) : 0
        return shade
    }

    /// The opacity of the shadow `card` shows: none when it clips to its bounds (as in UIKit,
    /// `clipsToBounds` hides a view's shadow), so the shade does not cast one the card never had.
    private static func castShadowOpacity(of card: View) -> Float {
        card.clipsToBounds ? 0 : max(card.layer.shadowOpacity, 0)
    }

    /// The card's picture, and its border drawn on the clip, fade out over the first half going
    /// forward, and in over the second half going backward. A turned card's cover (`under`: the
    /// clip and the card's opacity) fades the same way over the clip, as ``fadeCover`` says.
    private static func fadeCard(
        _ cardShot: View?, border: (Border, on: View)?, under: (clip: View, alpha: CGFloat)?, forward: Bool, half: TimeInterval
    ) {
        if let cardShot, let under {
            fadeCover(cardShot, over: under.clip, alpha: under.alpha, forward: forward, half: half)
        } else if let cardShot {
            Transaction.animate(duration: half, delay: forward ? 0 : half, timing: .linear) {
                cardShot.alpha = forward ? 0 : 1
            }
        }
        if let (border, clip) = border {
            Transaction.animate(duration: half, delay: forward ? 0 : half, timing: .linear) {
                show(border, on: clip, shown: !forward)
            }
        }
    }

    /// A card's border as the clip draws it: its width (scaled as the card is in the container)
    /// and colour.
    private typealias Border = (width: CGFloat, color: Color)

    /// `card`'s border, its width times `scale`; `nil` when it draws none.
    private static func border(of card: View, scale: CGFloat) -> Border? {
        let style = card.layer, width = style.borderWidth * scale
        guard width > 0, width.isFinite, style.borderColor.alpha > 0 else { return nil }
        return (width, style.borderColor)
    }

    /// Draws `border` on `clip`, in its colour when `shown`, else fully transparent.
    private static func show(_ border: Border, on clip: View, shown: Bool) {
        clip.layer.borderWidth = border.width
        clip.layer.borderColor = shown ? border.color : border.color.withAlphaComponent(0)
    }

    private func fallBack(_ reason: ElementTransitionFallback, _ context: TransitionContext) {
        lastFallback = reason
        FadeTransition(duration: context.duration).start(with: context)
    }

    /// Lays both pictures out top-aligned at the clip's `width`, each keeping its aspect ratio.
    package static func place(_ screenShot: View, _ cardShot: View?, in width: CGFloat, screen: CGSize, card: CGSize) {
        screenShot.frame = CGRect(x: 0, y: 0, width: width, height: width * screen.height / screen.width)
        cardShot?.frame = CGRect(x: 0, y: 0, width: width, height: width * card.height / card.width)
    }

    /// The card as it looks, without the corner radius, border and shadow the clip takes over.
    static func bareSnapshot(of view: View) -> View? {
        view.snapshotView(afterScreenUpdates: false, leavingOut: [.cornerRadius, .border, .shadow])
    }
}
