import Foundation

/// How a ``SharedElementTransition`` flies its elements and treats everything else.
///
/// ```swift
/// var options = SharedElementOptions()
/// options.duration = .fixed(0.4)
/// options.background = .none
/// let transition = SharedElementTransition(options: options)
/// ```
public struct SharedElementOptions: Sendable, Equatable {
    /// How long each flight takes.
    public enum Duration: Sendable, Equatable {
        /// ``SharedElementOptions/automaticDuration(from:to:)``: longer for longer trips.
        case automatic
        /// A fixed length, in seconds.
        case fixed(TimeInterval)
    }

    /// What happens to the fore controller's view as a whole while the elements fly.
    public enum Background: Sendable, Equatable {
        /// Nothing: it appears and disappears at once.
        case none
        /// It fades in (forward) or out (backward) over the transition.
        case fade
        /// It fades as with ``fade`` while a layer of `color` darkens the back screen behind it
        /// (fading in going forward, out going backward), as a photo viewer dims the gallery.
        /// When the back screen stays in sight after a presentation (``ModalPresentationStyle/overFullScreen``
        /// and a fore screen without an opaque background, as a card over a clear screen), the
        /// layer stays until the dismissal fades it out.
        case dim(Color)
    }

    /// Which parts of the geometry a flight matches (SwiftUI's `matchedGeometryEffect` choice).
    public enum MatchedProperties: Sendable, Equatable {
        /// Position and size: the flyer ends exactly on the destination.
        case frame
        /// Only the position: the flyer keeps the source's size and transform, moving its centre.
        case position
        /// Only the size: the flyer grows or shrinks in place, around the source's centre.
        case size
    }

    /// What the tagged views without a partner do while the others fly.
    public enum UnmatchedTreatment: Sendable, Equatable {
        /// Nothing of their own: they go with their screen's background.
        case none
        /// They fade out (leaving) or in (arriving).
        case fade
        /// They shrink to (leaving) or grow from (arriving) `scale`, fading too.
        case scale(CGFloat)
        /// They slide by `offset` points away (leaving) or in from it (arriving), fading too.
        case translate(CGSize)
    }

    /// How a flyer blends the source's appearance into the destination's, at flight progress
    /// `p` (0 at the source, 1 at the destination). Source and destination follow the flight's
    /// direction: going back, the source is the fore screen's view.
    public enum CrossFade: String, Sendable, Equatable, CaseIterable {
        /// Both fade: the source out (opacity `1 - p`) and the destination in (`p`), added with
        /// ``CompositingFilter/plusLighter`` in an isolated group, so two opaque views make an
        /// opaque flyer at every `p` (the web's View Transitions cross-fade).
        case both
        /// The destination shows, opaque, under the source throughout; the source fades out
        /// over it (opacity `1 - p`). For a destination that only adds to the source.
        case fadeOutSource
        /// The source shows, opaque, throughout; the destination fades in over it (opacity `p`).
        /// For a destination that covers the source, as a photo over its placeholder.
        case fadeInDestination
        /// No fade: the flyer shows the destination throughout.
        case none
    }

    /// Which geometry flights match (default ``MatchedProperties/frame``).
    public var properties: MatchedProperties = .frame
    /// How far the path bows away from a straight line, as a fraction of the distance travelled
    /// (0: straight; 0.2 is a gentle arc, like Android's ArcMotion). Positive bows to the right
    /// of the direction of travel.
    public var arc: CGFloat = 0
    /// The treatment of tagged views without a partner (default ``UnmatchedTreatment/fade``).
    public var unmatched: UnmatchedTreatment = .fade
    /// Seconds between the starts of consecutive unmatched views' treatments (a stagger, in tree
    /// order; 0: all together).
    public var cascade: TimeInterval = 0
    /// The longest wait, in seconds, for tagged views adopting ``SharedElementContentReadiness``
    /// to become ready before capture (default 0.1 s).
    public var readinessTimeout: TimeInterval = 0.1
    /// The flights' length (default ``Duration/automatic``).
    public var duration: Duration = .automatic
    /// How the flights move through their change: Material's standard easing curve
    /// (0.4, 0, 0.2, 1) by default. With ``AnimationTiming/settlingSpring(_:)`` progress
    /// follows the spring's step response, so an under-damped spring overshoots the destination
    /// and settles; with ``Duration/automatic`` a flight then lasts the spring's settling
    /// duration (with ``AnimationTiming/spring(_:initialVelocity:)``, the spring's settling
    /// duration from its initial velocity).
    ///
    /// ```swift
    /// options.timing = .settlingSpring(try Spring(response: 0.4, dampingRatio: 0.75))
    /// ```
    public var timing: AnimationTiming = .curve(SharedElementOptions.standardCurve)
    /// Seconds every flight waits before moving.
    public var delay: TimeInterval = 0
    /// The fore view's treatment (default ``Background/fade``).
    public var background: Background = .fade
    /// Where a flyer sits among the container's subviews (its layer's `zPosition`; higher is
    /// on top). Flyers with equal values stack in source tree order, above the screens.
    /// Mostly useful per element, through ``View/sharedElementOptions``.
    public var zPosition: CGFloat = 0
    /// How each flyer blends its two sides (default ``CrossFade/both``).
    /// Mostly useful per element, through ``View/sharedElementOptions``.
    ///
    /// ```swift
    /// var photo = SharedElementOptions()
    /// photo.crossFade = .fadeInDestination
    /// detailPhoto.sharedElementOptions = photo
    /// ```
    public var crossFade: CrossFade = .both
    /// How each flyer's snapshots fill it as its size changes (default ``Content/automatic``:
    /// text-aware labels, image views by content mode, the rest stretched).
    /// Mostly useful per element, through ``View/sharedElementOptions``.
    ///
    /// ```swift
    /// var card = SharedElementOptions()
    /// card.content = .relayout   // the card's own layout at every size in between
    /// detailCard.sharedElementOptions = card
    /// ```
    public var content: Content = .automatic
    /// Whether flyers pass over the screens' chrome (navigation bars, tab bars, views marked
    /// ``View/isTransitionChrome``) instead of under it (default `false`), as Compose's
    /// `renderInSharedTransitionScopeOverlay` does. Mostly useful per element, for an element
    /// that must stay in sight (a photo flying into a full-screen viewer). Flyers keep the order
    /// of their ``zPosition``: one placed higher than a flyer that flies above the chrome is
    /// lifted with it (a badge at z 5 stays over a photo at z 1 flying over a toolbar).
    public var fliesAboveChrome = false
    /// Whether a flyer that starts or ends inside a clipping ancestor (a scroll view, a card that
    /// clips) flies inside that ancestor's clip, which opens up over the flight (default `true`,
    /// Compose's `clipInOverlayDuringTransition`); `false` lets it fly free of every clip. The
    /// clip is the nearest clipping ancestor as it is drawn — its bounds, corner radius and
    /// rounded corners under its whole transform, turned or in perspective — cut further by the
    /// clipping ancestors around it while they are all axis-aligned with the view, so the first
    /// frame is the screen at rest (a view hidden by a zero-size clipping ancestor starts hidden).
    public var keepsAncestorClip = true
    /// Whether a flyer's corners are concentric with the window's (iOS 26's
    /// `containerConcentric`): never sharper than the window's corner radius less the flyer's
    /// distance from the nearest window corner, so an expanding card's corners converge on the
    /// window's as it fills it (default `false`). Over the first and last tenth of the flight the
    /// radius eases from and to the views' own radii, so the first and last frames are the
    /// screens at rest (where the window's clip rounds a view near its corners). The window's
    /// corner radius is its layer's
    /// (`window.layer.cornerRadius`, with `window.clipsToBounds` for a screen with rounded
    /// corners); without one this changes nothing.
    ///
    /// ```swift
    /// window.layer.cornerRadius = 47
    /// window.clipsToBounds = true
    /// options.concentricCorners = true
    /// ```
    public var concentricCorners = false

    /// The defaults: automatic duration, the standard curve, every view matched by frame.
    public init() {}

    /// Material's standard easing curve.
    public static let standardCurve = TimingCurve(unchecked: 0.4, 0, 0.2, 1)

    /// The automatic flight length, in seconds: Hero's rule, 0.208 s plus a third of a
    /// millisecond per point the centre travels, counting at most 500 points (so 0.208...0.375 s).
    ///
    /// ```swift
    /// SharedElementOptions.automaticDuration(from: a, to: b)   // 0.308 s for a 300 pt trip
    /// ```
    public static func automaticDuration(from: SharedElementGeometry, to: SharedElementGeometry) -> TimeInterval {
        let a = from.center, b = to.center
        let distance = hypot(b.x - a.x, b.y - a.y)
        guard distance.isFinite else { return 0.375 }
        return 0.208 + Double(min(distance, 500)) / 3000
    }

    /// Whether the fore view fades (``Background/fade`` and ``Background/dim(_:)``).
    var fadesForeground: Bool {
        if case .none = background { return false }
        return true
    }

    /// The dimming colour of ``Background/dim(_:)``.
    package var dimmingColor: Color? {
        if case .dim(let color) = background { return color }
        return nil
    }

    /// The curve the background and the unmatched views follow: the flights' curve, or the
    /// standard curve when the flights follow a spring.
    var backgroundCurve: TimingCurve { timing.curve ?? Self.standardCurve }

    /// The automatic length of a flight following a spring, in seconds (`nil` for a curve or a
    /// spring fitted to the duration).
    var springDuration: TimeInterval? {
        switch timing {
        case .settlingSpring(let s): return AnimationTiming.settlingSpan(of: s)
        case .spring(let s, let v):
            let settling = s.settlingDuration(initialVelocity: v.isFinite ? v : 0)
            return settling.isFinite && settling > 0 ? min(settling, 10) : 10
        case .curve, .springDampingRatio: return nil
        }
    }

    /// The transition's duration as the runtime sees it (before anything is matched), seconds.
    var nominalDuration: TimeInterval {
        let d: TimeInterval = switch duration {
        case .automatic: springDuration ?? 0.375
        case .fixed(let seconds): seconds.isFinite ? max(seconds, 0) : 0
        }
        return d + (delay.isFinite ? max(delay, 0) : 0)
    }
}
