import Foundation

/// One flying element: a flyer view in the container holding the source and destination
/// snapshots, moved from the source's geometry to the destination's. The flyer carries the
/// corner radius and border as styles (clipping the snapshots), so rounded content stays
/// rounded mid-flight; the snapshots cross-fade by the element's ``SharedElementOptions/CrossFade``,
/// inside a pair view that is an isolated group: with ``SharedElementOptions/CrossFade/both``
/// the two add up with plus-lighter, so two opaque snapshots make an opaque flyer throughout,
/// while the flyer's opacity, clip and background still apply to the pair as a whole.
@MainActor
package final class SharedElementFlight {
    package let flyer: View
    /// The snapshot (or image content) the flyer shows of the source, then of the destination.
    package let sourceSnapshot: View?
    package let destinationSnapshot: View?
    /// How the snapshots blend.
    package let crossFade: SharedElementOptions.CrossFade
    /// The view holding the snapshots, filling the flyer: their isolated group, drawn over the
    /// flyer's background.
    let pair: View
    /// Whether ``pair`` clips even with square corners: its snapshots are laid out beyond its
    /// bounds or it holds a nested flyer its views clip. Otherwise it clips only while its
    /// corners are round, since a square clip of snapshots that fill it cuts nothing and would
    /// only thin their edge pixels a second time (a pixel the edge half covers would come out a
    /// quarter, where the view at rest shows half, and its shadow differ likewise). A pair of
    /// labels does not clip its text square (``clipsText``): a label draws the ink of its
    /// glyphs past its bounds, and a word cut by a flyer that springs smaller than its text
    /// would lose the tops of its letters.
    @exclusivity(unchecked) private var pairClipsSquare: Bool
    /// The views the flyer stands in for (hidden while it flies); set by the run that makes it.
    package weak var sourceView: View?
    package weak var destinationView: View?
    /// The element's transition ID (set by the run that makes it).
    package var elementID = ""
    /// Whether the run fades the screen behind the flights (``SharedElementOptions/fadesForeground``);
    /// when it does not, the screen changes at once by request.
    package var backgroundFades = true
    package let track: SharedElementTimeline.Track
    /// Image views' content, laid out by content mode each frame instead of stretched.
    package let imageContent: SharedElementImageContent?
    /// Where the snapshots go each frame (``SharedElementOptions/Content``).
    package let layout: SharedElementContentLayout
    /// The border colour at the source and at the destination (straight RGBA, interpolated).
    let borderColors: (Color, Color)
    /// The background colour at the source and at the destination (straight RGBA, interpolated;
    /// one side's missing colour is the other's made transparent), `nil` when neither has one.
    let backgroundColors: (Color, Color)?
    /// The shadow at the source and at the destination (interpolated), `nil` without one.
    var shadows: (SharedElementShadow, SharedElementShadow)?
    /// The progress (0 or 1) at which the flyer sits on a view that stays shown (the back
    /// screen's, in sight under a clear fore screen): it fades in as it lifts off that view, or
    /// out as it lands on it (``liftOff(_:rest:progress:end:)``), so the ends are that view alone;
    /// `nil` when the view is hidden while its flyer stands in for it.
    @exclusivity(unchecked) package internal(set) var restsOnViewAt: Double?
    package let clipView: View?
    /// With concentric corners: the window's corner radius and its bounds in the container, and
    /// the radius each end shows at rest (the window's where it covers the whole window, else
    /// its own: the window's clip rounds whatever corner of it fills a window corner).
    /// `windowClips`: whether the window clips to its rounded corners (then a corner in a window
    /// corner is drawn square, the clip rounding it as at rest).
    @exclusivity(unchecked) package var concentric: (radius: CGFloat, bounds: CGRect, from: CornerRadii, to: CornerRadii, windowClips: Bool)?
    /// The corner radius the snapshots are clipped to at each end, when a view does not clip
    /// its content (`clipsToBounds` off: its background is rounded, what is inside it is not,
    /// so an image at its top keeps square corners at rest): 0 for such an end, the end's own
    /// radius for one that clips. `nil` when both clip: the snapshots take the flyer's radius.
    @exclusivity(unchecked) package var contentCornerRadii: (from: CGFloat, to: CGFloat)?
    /// The corner radius the snapshots are clipped to now (points, in the flyer's bounds): the
    /// flyer's own, or less where a view does not clip (``contentCornerRadii``).
    package var contentCornerRadius: CGFloat { pair.layer.cornerRadius }
    /// Where each stretched snapshot lies in the flyer's bounds, as fractions of them, when it
    /// holds what its view's subviews draw past the view's bounds (a badge across a bag icon's
    /// corner); `nil` for a snapshot of the bounds alone.
    package let overflow: (source: CGRect?, destination: CGRect?)
    /// Whether either snapshot reaches past the flyer's bounds (``overflow``).
    package var overflows: Bool { overflow.source != nil || overflow.destination != nil }

    /// `unit` (fractions of a rectangle's bounds) in a rectangle of `size` at the origin.
    static func scaled(_ unit: CGRect, to size: CGSize) -> CGRect {
        CGRect(x: unit.minX * size.width, y: unit.minY * size.height, width: unit.width * size.width, height: unit.height * size.height)
    }

    /// Whether its snapshots fade one after the other instead of together (they hold texts that
    /// would show twice: ``SharedElementTextLayout/wouldGhost(_:_:)``).
    @exclusivity(unchecked) package var fadesThrough = false
    /// Whether it flies inside another flight's flyer (a nested shared element), in that
    /// flyer's coordinates.
    @exclusivity(unchecked) package var isInsideParent = false
    /// The view around ``clipView`` applying the clip of the clipping ancestors further out
    /// (``SharedElementClip/outer``), `nil` without one.
    package let outerClipView: View?
    /// What goes into the container: the outer clip view, else the clip view, else the flyer.
    package var root: View { outerClipView ?? clipView ?? flyer }
    package var delay: TimeInterval { track.delay }
    package var duration: TimeInterval { track.duration }

    /// A flight along `track` (one of a run's ``SharedElementTimeline``, which moves it each
    /// frame), showing its snapshots or image content in a flyer at `zPosition`.
    package init(track: SharedElementTimeline.Track, sourceSnapshot: View?, destinationSnapshot: View?, borderColor: (Color, Color),
                 zPosition: CGFloat = 0, crossFade: SharedElementOptions.CrossFade = .both,
                 imageContent: SharedElementImageContent? = nil, layout: SharedElementContentLayout = .stretch,
                 clip: SharedElementClip? = nil, shadows: (SharedElementShadow, SharedElementShadow)? = nil,
                 backgroundColors: (Color, Color)? = nil, overflow: (source: CGRect?, destination: CGRect?) = (nil, nil)) {
        self.shadows = shadows
        self.backgroundColors = backgroundColors
        let from = track.from
        self.clip = clip
        self.layout = imageContent == nil ? layout : .stretch
        currentGeometry = from
        self.imageContent = imageContent
        self.sourceSnapshot = imageContent?.sourceView ?? sourceSnapshot
        self.destinationSnapshot = imageContent?.destinationView ?? destinationSnapshot
        self.track = track
        self.crossFade = crossFade
        flyer = View(frame: CGRect(origin: .zero, size: from.size))
        pair = View(frame: flyer.bounds)
        pairClipsSquare = imageContent != nil || !(self.layout.fills || self.layout.isText)
        flyer.layer.zPosition = zPosition
        // The flyer draws the border and casts the shadow (a clipping layer could not); the pair
        // inside clips the snapshots to the rounded shape.
        flyer.clipsToBounds = false
        pair.clipsToBounds = pairClipsSquare || from.cornerRadius > 0
        borderColors = borderColor
        flyer.layer.borderColor = borderColor.0
        flyer.autoresizesSubviews = true
        if let clip {
            let host = View()
            host.clipsToBounds = true
            host.isUserInteractionEnabled = false
            host.layer.zPosition = zPosition
            if clip.isTurned(from: from, to: track.to) {
                // A turned clip view holds the flyer through a view that undoes its transform.
                let unturn = View()
                unturn.isUserInteractionEnabled = false
                unturn.addSubview(flyer)
                host.addSubview(unturn)
                self.unturn = unturn
            } else {
                host.addSubview(flyer)
                unturn = nil
            }
            clipView = host
            if clip.outer != nil {
                let outerHost = View()
                outerHost.clipsToBounds = true
                outerHost.isUserInteractionEnabled = false
                outerHost.layer.zPosition = zPosition
                outerHost.addSubview(host)
                outerClipView = outerHost
            } else {
                outerClipView = nil
            }
        } else {
            clipView = nil
            outerClipView = nil
            unturn = nil
        }
        self.overflow = imageContent == nil && self.layout.fills ? overflow : (nil, nil)
        flyer.associations[FlightLink.self] = FlightLink(self)
        pair.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        pair.isUserInteractionEnabled = false
        flyer.addSubview(pair)
        // The one that fades over the other goes on top; plus-lighter adds in either order.
        var snapshots = [self.sourceSnapshot, self.destinationSnapshot].compactMap { $0 }
        if crossFade == .fadeOutSource { snapshots.reverse() }
        for snapshot in snapshots {
            if imageContent == nil && self.layout.fills {
                if let o = snapshot === self.sourceSnapshot ? self.overflow.source : self.overflow.destination {
                    snapshot.frame = Self.scaled(o, to: pair.bounds.size)
                } else {
                    snapshot.frame = pair.bounds
                    snapshot.autoresizingMask = [.flexibleWidth, .flexibleHeight]
                }
            }
            snapshot.layer.compositingFilter = crossFade == .both ? .plusLighter : .sourceOver
            pair.addSubview(snapshot)
        }
    }

    /// Puts `veil` (chrome the flyer rests under at an end) over the flyer, clipped to the
    /// flyer's rounded bounds; ``placeVeil(_:over:)`` keeps it where the chrome is.
    func holdVeil(_ veil: View) {
        let clip: View
        if let veilClip {
            clip = veilClip
        } else {
            clip = View(frame: flyer.bounds)
            clip.isUserInteractionEnabled = false
            clip.clipsToBounds = true
            clip.layer.cornerRadius = flyer.layer.cornerRadius
            flyer.addSubview(clip)
            veilClip = clip
        }
        clip.addSubview(veil)
    }

    /// The view clipping the veils to the flyer's shape (``holdVeil(_:)``), `nil` without veils.
    private var veilClip: View?

    /// Moves `veil` (one of its veils) to cover `rect` (container coordinates) while the flyer
    /// moves by translation; otherwise it stays as placed.
    func placeVeil(_ veil: View, over rect: CGRect) {
        guard let veilClip else { return }
        let g = currentGeometry
        guard g.transform.isTranslation else { return }
        let f = g.frame
        guard !f.isNull, f.minX.isFinite, f.minY.isFinite else { return }
        // The flyer's layers are sized directly each frame (no autoresizing), so the clip is too.
        let bounds = flyer.layer.bounds
        if veilClip.layer.bounds != bounds {
            veilClip.layer.model.bounds = bounds
            veilClip.layer.model.position = CGPoint(x: bounds.midX, y: bounds.midY)
        }
        if veilClip.layer.cornerRadius != flyer.layer.cornerRadius { veilClip.layer.model.cornerRadius = flyer.layer.cornerRadius }
        if veilClip.layer.cornerRadii != flyer.layer.cornerRadii { veilClip.layer.cornerRadii = flyer.layer.cornerRadii }
        veil.frame = rect.offsetBy(dx: -f.minX, dy: -f.minY)
    }

    /// Makes a pair of labels clip their text to the flyer's bounds, as both labels do at rest
    /// (`clipsToBounds`).
    func clipsText() {
        pairClipsSquare = true
        pair.clipsToBounds = true
    }

    /// How far a flyer at `g` has lifted off the view it rests on at progress `end` (at `rest`),
    /// 0...1: the further of a tenth of the flight and a point of distance between its frame
    /// and the view's (the largest gap between their edges, points). A flyer still over its view
    /// is faded (the two drawn over each other would darken their anti-aliased rim), one moved
    /// off it is opaque at once: a half-faded flyer beside its view would show both, its text
    /// doubled, for the frames a fast start (a spring) takes to cover a tenth.
    package static func liftOff(_ g: SharedElementGeometry, rest: SharedElementGeometry, progress p: Double, end: Double) -> Double {
        guard p.isFinite else { return 1 }
        let byProgress = min(abs(p - end) / 0.1, 1)
        let a = g.frame, b = rest.frame
        guard !a.isNull, !b.isNull else { return 1 }
        let gap = max(abs(a.minX - b.minX), abs(a.minY - b.minY), abs(a.maxX - b.maxX), abs(a.maxY - b.maxY))
        guard gap.isFinite else { return 1 }
        return max(byProgress, min(Double(gap) / liftOffDistance, 1))
    }

    /// The distance a flyer lifting off its view takes to become opaque, points.
    static let liftOffDistance = 1.0

    /// Puts `child`'s flyer inside this one: within the clipped pair, over the snapshots, when
    /// the parent's views clip their contents (`clipped`), else over the pair.
    func embed(_ child: SharedElementFlight, clipped: Bool) {
        child.root.removeFromSuperview()
        if clipped {
            pairClipsSquare = true
            pair.clipsToBounds = true
            pair.addSubview(child.root)
        } else {
            flyer.addSubview(child.root)
        }
    }

    /// The corner radius of a flyer at `g` concentric with a window of `bounds` and corner
    /// `radius`: the radius less the flyer's distance from the nearest window corner (the larger
    /// of its insets from that corner's two edges), never below the flight's own radius, and at
    /// most half the flyer's shorter side.
    package static func concentricRadius(_ g: SharedElementGeometry, window bounds: CGRect, radius: CGFloat) -> CGFloat {
        let nearest = nearestCornerInset(g, window: bounds)
        guard nearest.isFinite, radius.isFinite else { return g.cornerRadius }
        let concentric = radius - max(nearest, 0)
        return min(max(g.cornerRadius, concentric), min(g.size.width, g.size.height) / 2)
    }

    /// The largest inset from a window corner (points) at which a flyer's corner counts as
    /// filling it: the window's own rounding shows there.
    package static let fillsWindowCorner: CGFloat = 0.001

    /// How far each corner of a flyer at `g` is from the same corner of a window of `bounds`,
    /// points: the larger of its insets from that corner's two edges (0 or less where it fills
    /// the corner).
    package static func cornerInsets(_ g: SharedElementGeometry, window bounds: CGRect) -> CornerRadii {
        let f = g.frame
        let left = f.minX - bounds.minX, right = bounds.maxX - f.maxX
        let top = f.minY - bounds.minY, bottom = bounds.maxY - f.maxY
        return CornerRadii(topLeft: max(left, top), topRight: max(right, top), bottomRight: max(right, bottom),
                           bottomLeft: max(left, bottom))
    }

    /// How far a flyer at `g` is from the nearest corner of a window of `bounds`, points: the
    /// larger of its insets from that corner's two edges (0 or less where it fills the corner).
    package static func nearestCornerInset(_ g: SharedElementGeometry, window bounds: CGRect) -> CGFloat {
        cornerInsets(g, window: bounds).smallest
    }

    /// The styles a flyer draws itself, left out of its snapshots.
    static let stylesOnFlyer: SnapshotStyles = [.background, .cornerRadius, .border, .shadow, .alpha]

    /// The eased progress at `elapsed` seconds into the transition (the flight's curve or spring),
    /// for a flight evaluated alone.
    package func progress(at elapsed: TimeInterval) -> Double { track.progress(at: elapsed) }

    /// Where the flyer was last put.
    @exclusivity(unchecked) package private(set) var currentGeometry: SharedElementGeometry
    /// The roundest corner the flyer shows as last put, points in its bounds: its corner radius,
    /// or with concentric corners, the largest of its corners' radii and what the window's
    /// clip rounds off a corner in or near a window corner (a corner easing square under that
    /// clip still shows the window's rounding). What a designer sees of the corners: the
    /// linter follows it.
    package var shownCornerRadius: CGFloat {
        let radius = flyer.layer.cornerRadii?.largest ?? flyer.layer.cornerRadius
        guard let c = concentric else { return radius }
        let g = currentGeometry, half = max(min(g.size.width, g.size.height) / 2, 0)
        return (flyer.layer.cornerRadii ?? CornerRadii(all: radius)).combined(with: Self.cornerInsets(g, window: c.bounds)) { r, inset in
            inset.isFinite ? min(max(r, c.radius - max(inset, 0)), half) : r
        }.largest
    }
    /// The destination snapshot's opacity last set, 0...1.
    @exclusivity(unchecked) private(set) var currentFade: Double = 0
    /// The clip kept from the views' clipping ancestors, and the view that applies it (in the
    /// container, holding the flyer in container coordinates); `nil` when neither is clipped.
    /// Stored last, out of the way of what every frame reads.
    package let clip: SharedElementClip?
    /// The view between a turned clip view and the flyer, whose transform undoes the clip
    /// view's so the flyer keeps container coordinates; `nil` when the clip stays axis-aligned
    /// in the container (the flyer is then right inside the clip view) or there is none.
    package let unturn: View?

    /// Puts the flyer where it is at curve-mapped progress `p`.
    package func apply(_ p: Double) {
        apply(track.geometry(at: p), fade: p)
    }

    /// Puts the flyer at `g` with the destination snapshot at opacity `p` over the source.
    package func apply(_ g: SharedElementGeometry, fade p: Double) {
        currentGeometry = g
        currentFade = p
        let layer = flyer.layer
        // Straight to the layers' model values (a flyer never animates implicitly, so no transaction
        // needs to hear of it), and only what changed: a frame of many flights sets nothing twice.
        let size = g.size
        if layer.bounds.size != size || layer.bounds.origin != .zero {
            let rect = CGRect(origin: .zero, size: size), centre = CGPoint(x: size.width / 2, y: size.height / 2)
            layer.model.bounds = rect
            pair.layer.model.bounds = rect
            pair.layer.model.position = centre
            if imageContent == nil && layout.fills {
                // Two plain assignments each: no array per flyer per frame.
                let source = overflow.source.map { Self.scaled($0, to: size) } ?? rect
                let destination = overflow.destination.map { Self.scaled($0, to: size) } ?? rect
                sourceSnapshot?.layer.model.bounds = CGRect(origin: .zero, size: source.size)
                sourceSnapshot?.layer.model.position = CGPoint(x: source.midX, y: source.midY)
                destinationSnapshot?.layer.model.bounds = CGRect(origin: .zero, size: destination.size)
                destinationSnapshot?.layer.model.position = CGPoint(x: destination.midX, y: destination.midY)
            }
        }
        layer.model.position = .zero
        layer.model.transform = g.transform
        var opacity = Float(g.alpha)
        if let end = restsOnViewAt {
            let k = Float(Self.liftOff(g, rest: end == 0 ? track.from : track.to, progress: p, end: end))
            opacity *= k * k * (3 - 2 * k)
        }
        if layer.opacity != opacity { layer.model.opacity = opacity }
        // The progress clamped to the ends, for what goes from one end's value to the other's.
        let t = CGFloat(p.isFinite ? min(max(p, 0), 1) : 1)
        var radius = g.cornerRadius
        var radii: CornerRadii?
        if let c = concentric {
            // Corner by corner, from one end's radius at rest to the other's, never sharper than
            // concentric with the window corner it is nearest, but easing from and to the ends'
            // own radii over the first and last tenth of the flight: at rest the window's clip,
            // not a larger radius, rounds a view near its corner, so the ends match the screens
            // at rest. A header flying to the top of the window rounds its top corners like
            // the window's while its bottom ones go square.
            var own: CornerRadii
            if track.lane.tail > 0 {
                // A flight matching only part of the geometry keeps its own radius while that
                // part moves and settles onto the destination's after: its radius, moved by what
                // the window makes of each end at rest.
                let base = g.cornerRadius, from = track.from.cornerRadius, to = track.to.cornerRadius
                own = c.from.combined(with: c.to) { a, b in base + (a - from) * (1 - t) + (b - to) * t }
            } else {
                own = c.from.combined(with: c.to) { a, b in a + (b - a) * t }
            }
            let edge = min(min(t, 1 - t) / 0.1, 1)
            let weight = edge * edge * (3 - 2 * edge)
            let half = max(min(g.size.width, g.size.height) / 2, 0)
            let insets = Self.cornerInsets(g, window: c.bounds)
            let concentric = own.combined(with: insets) { r, inset in
                let k = inset.isFinite ? min(max(r, c.radius - max(inset, 0)), half) : r
                return max(r + (k - r) * weight, 0)
            }
            // A corner filling a window corner is drawn square under a window that clips: the
            // clip rounds it to the same arc, which the flyer's own edge would otherwise shade a
            // second time (a light fringe along the window's corner).
            let drawn = c.windowClips ? concentric.combined(with: insets) { r, inset in
                inset <= Self.fillsWindowCorner && r <= c.radius + 1e-9 ? 0 : r
            } : concentric
            radii = drawn
            radius = drawn.largest
        }
        if layer.cornerRadii != radii {
            layer.cornerRadii = radii
            pair.layer.cornerRadii = radii
        }
        if layer.cornerRadius != radius { layer.model.cornerRadius = radius }
        var contentRadius = radius
        if let (from, to) = contentCornerRadii, concentric == nil {
            contentRadius = min(max(from + (to - from) * t, 0), min(g.size.width, g.size.height) / 2)
        }
        if pair.layer.cornerRadius != contentRadius { pair.layer.model.cornerRadius = contentRadius }
        let clips = pairClipsSquare || contentRadius > 0
        if pair.layer.masksToBounds != clips { pair.layer.model.masksToBounds = clips }
        if let (a, b) = shadows {
            let shadow = a.mixed(with: b, t)
            layer.model.shadowColor = shadow.color
            layer.model.shadowOpacity = Float(shadow.opacity)
            layer.model.shadowRadius = shadow.radius
            layer.model.shadowOffset = shadow.offset
        }
        let (c0, c1) = borderColors
        if layer.borderWidth != g.borderWidth { layer.model.borderWidth = g.borderWidth }
        let borderColor = c0 == c1 ? c0 : Color(
            red: c0.red + (c1.red - c0.red) * t, green: c0.green + (c1.green - c0.green) * t,
            blue: c0.blue + (c1.blue - c0.blue) * t, alpha: c0.alpha + (c1.alpha - c0.alpha) * t)
        if layer.borderColor != borderColor { layer.model.borderColor = borderColor }
        imageContent?.layout(at: p, size: g.size, followingSize: track.lane.tail > 0)
        if let (c0, c1) = backgroundColors { layer.model.backgroundColor = c0.interpolated(to: c1, progress: Double(t)) }
        if let clipView, let clip {
            if let outerClipView, let outer = clip.outer, let bounds = outerClipView.superview?.bounds {
                let (rect, radius) = outer.clip(at: p, from: track.from, to: track.to, bounds: bounds)
                Self.place(outerClipView, at: rect, radius: radius)
                applyClip(clip, to: clipView, at: p, bounds: bounds)
            } else if let bounds = clipView.superview?.bounds {
                applyClip(clip, to: clipView, at: p, bounds: bounds)
            }
        }
        if case .relayout(let relayout) = layout {
            relayout.update(sourceSnapshot: sourceSnapshot, destinationSnapshot: destinationSnapshot, size: g.size)
        } else if let frames = layout.frames(at: p, size: g.size) {
            sourceSnapshot?.frame = frames.source
            destinationSnapshot?.frame = frames.destination
        }
        var fades = (out: p, in: p)
        if case .text(let text) = layout { fades = text.fades(at: p) } else if fadesThrough { fades = SharedElementTextLayout.fadeThrough(at: p) }
        let (source, destination) = Self.opacities(crossFade, out: fades.out, in: fades.in)
        if let s = sourceSnapshot?.layer, s.opacity != source { s.model.opacity = source }
        if let d = destinationSnapshot?.layer, d.opacity != destination { d.model.opacity = destination }
    }

    /// Puts the clip view where `clip` is at progress `p`, the flyer inside keeping container
    /// coordinates: an axis-aligned rectangle as its frame (and bounds), a turned one as its size
    /// and transform, which the view holding the flyer (``unturn``) undoes.
    @inline(never)
    private func applyClip(_ clip: SharedElementClip, to clipView: View, at p: Double, bounds: CGRect) {
        let layer = clipView.layer
        guard let unturn, let (shape, corners) = clip.transformedClip(at: p, from: track.from, to: track.to, bounds: bounds),
              let inverse = shape.transform.inverse else {
            let (rect, radius) = clip.clip(at: p, from: track.from, to: track.to, bounds: bounds)
            Self.place(clipView, at: rect, radius: radius)
            return
        }
        let rect = CGRect(origin: .zero, size: shape.size), centre = CGPoint(x: rect.midX, y: rect.midY)
        layer.model.bounds = rect
        layer.model.position = .zero
        layer.model.transform = shape.transform
        layer.model.cornerRadius = shape.cornerRadius
        layer.model.maskedCorners = corners
        // Centred on the clip view's centre and turned back: its bounds space is the container's.
        unturn.layer.model.bounds = rect
        unturn.layer.model.position = centre
        unturn.layer.model.transform = Transform3D(translationX: centre.x, y: centre.y).concatenating(inverse)
    }

    /// Puts an axis-aligned clip view at `rect` (container points) with corner radius `radius`;
    /// its bounds' origin is its frame's, so what it holds keeps container coordinates.
    private static func place(_ clipView: View, at rect: CGRect, radius: CGFloat) {
        clipView.frame = rect
        clipView.bounds = rect
        clipView.layer.cornerRadius = radius
    }

    /// The source's and the destination's opacity at fade progress `p` (clamped to 0...1), in
    /// whole 255ths: the compositor draws opacity in 8 bits, and the two halves of
    /// ``SharedElementOptions/CrossFade/both`` must round to alphas that add up to exactly 255.
    package static func opacities(_ crossFade: SharedElementOptions.CrossFade, at p: Double) -> (source: Float, destination: Float) {
        opacities(crossFade, out: p, in: p)
    }

    /// The snapshots' opacities when the source has faded out by `a` and the destination in by
    /// `b` (each 0...1, in steps of 1/255; equal for a coverage-true cross-fade, as above).
    package static func opacities(_ crossFade: SharedElementOptions.CrossFade, out a: Double, in b: Double) -> (source: Float, destination: Float) {
        func steps(_ x: Double) -> Double { ((x.isFinite ? min(max(x, 0), 1) : 1) * 255).rounded() }
        let fadeIn = Float(steps(b) / 255), fadeOut = Float((255 - steps(a)) / 255)
        switch crossFade {
        case .both: return (fadeOut, fadeIn)
        case .fadeOutSource: return (fadeOut, 1)
        case .fadeInDestination: return (1, fadeIn)
        case .none: return (0, 1)
        }
    }

    /// The flight whose flyer `view` is, while that flight exists (tools walk a window's views
    /// to find what flies).
    package static func flight(ofFlyer view: View) -> SharedElementFlight? {
        view.associations[FlightLink.self]?.flight
    }
}

/// What a flyer carries to find its flight again, without keeping it alive.
@MainActor
private final class FlightLink {
    weak var flight: SharedElementFlight?
    init(_ flight: SharedElementFlight) { self.flight = flight }
}
