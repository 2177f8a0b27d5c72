import Foundation

/// Moves the flights of one shared-element transition on the window's clock: every clock step
/// puts each flyer where its curve says, and fades the background; at the end it calls `done`.
///
/// Driven by a gesture, it holds instead: the flyers follow the finger
/// (``SharedElementHandOff``) and the rest (background, unmatched views) shows the gesture's
/// progress; released, the flyers spring on from where they are and the rest plays on (or back)
/// with them, arriving with the last flyer home, and it ends when both are done.
@MainActor
package final class SharedElementDriver: ClockParticipant {
    package let flights: [SharedElementFlight]
    /// The flights' tracks (`timeline.tracks[i]` is `flights[i].track`): every timed frame
    /// evaluates them all at once.
    package let timeline: SharedElementTimeline
    /// A timed frame's geometries and eased progress, reused from frame to frame.
    // Read and written for every flight every frame, by this object alone: no dynamic
    // exclusivity checks.
    @exclusivity(unchecked) private var frames: [SharedElementGeometry] = []
    @exclusivity(unchecked) private var progress: [Double] = []
    package let unmatched: [SharedElementUnmatchedTrack]
    package let curve: SharedElementBackgroundEase
    package let background: View?
    let backgroundFrom: CGFloat
    let backgroundTo: CGFloat
    package let total: TimeInterval
    /// The dimming view of ``SharedElementOptions/Background/dim(_:)``, faded with the background.
    package var dimming: (view: View, from: CGFloat, to: CGFloat)?
    /// The container the flyers fly in: set to follow destinations that move or go away while
    /// playing on the clock (``SharedElementRetarget``); `nil` to keep every course as planned.
    package weak var container: View?
    /// The stand-ins keeping the screens' chrome above the flyers, given their chrome's opacity
    /// on every frame.
    package var chrome: SharedElementChrome?
    /// Told when flight `i`'s destination moved (`false`) or went away (`true`), once each.
    package var destinationChanged: ((Int, Bool) -> Void)?
    /// Each flight's following of its destination, made on the first frame it is needed.
    @exclusivity(unchecked) private var retargets: [SharedElementRetarget?] = []
    /// How many flights have a course of ``retargets``: with none, a frame reads none.
    @exclusivity(unchecked) private var following = 0
    /// Whether each flight's destination was in a window when the flight began.
    @exclusivity(unchecked) private var destinationWasShown: [Bool] = []
    private var done: (() -> Void)?
    /// The flights whose source view shows as it is on the first frame, in place of the flyer:
    /// a view that is turned or scaled on screen, whose snapshot the flyer would resample (its
    /// text and edges would shift on the frame that should match the screen at rest), or a
    /// label whose ink reaches past its bounds, which its snapshot would cut. Only
    /// flights in the container; their nested flights' views show inside them. Where it can,
    /// a capture of the view on the screen's pixel grid stands in, in the container at the
    /// flyer's place in the z order, so the other flyers stay above or below it as they are
    /// at rest (a badge over a photo whose flyer would otherwise cover the view on its screen);
    /// otherwise (`capture` nil: a view inside a clipping ancestor) the view itself shows.
    private var standIns: [(flight: SharedElementFlight, nested: [SharedElementFlight], capture: View?)] = []
    /// Whether the stand-ins show (the first frame of a timed run).
    private var standingIn = false

    private enum Mode {
        /// Playing on the clock from `start`.
        case timed(start: TimeInterval)
        /// Running back from `from` seconds in to 0 (a cancellation).
        case reversing(start: TimeInterval, from: TimeInterval)
        /// A finger holds it; the rest shows `elapsed` seconds in.
        case held(elapsed: TimeInterval)
        /// Let go at `start` with the rest `from` seconds in, playing on (`forward`) or back; the
        /// flyers' springs were last advanced to `last`.
        case released(start: TimeInterval, from: TimeInterval, forward: Bool, last: TimeInterval)
    }

    private var mode: Mode
    private var hands: [SharedElementHandOff] = []

    package init(timeline: SharedElementTimeline, flights: [SharedElementFlight], unmatched: [SharedElementUnmatchedTrack] = [], curve: SharedElementBackgroundEase, background: View?, backgroundFrom: CGFloat,
         backgroundTo: CGFloat, minimumDuration: TimeInterval, start: TimeInterval, done: @escaping () -> Void) {
        self.timeline = timeline
        self.flights = flights
        self.unmatched = unmatched
        self.curve = curve
        self.background = background
        self.backgroundFrom = backgroundFrom
        self.backgroundTo = backgroundTo
        mode = .timed(start: start)
        self.done = done
        // Without flights the background still fades over the transition's own duration.
        let flightEnd = flights.map { $0.delay + $0.duration }.max() ?? (background == nil ? 0 : max(minimumDuration, 0))
        total = max(flightEnd, unmatched.map { $0.delay + $0.duration }.max() ?? 0)
    }

    package nonisolated var isWaitingForClock: Bool { MainActor.assumeIsolated { done != nil } }

    /// Whether it has not ended yet.
    var isActive: Bool { done != nil }

    /// Shows the transition `elapsed` seconds in.
    package func show(elapsed: TimeInterval) {
        showFlights(elapsed: elapsed)
        showRest(elapsed: elapsed)
        if case .timed = mode { showStandIns(elapsed <= 0) } else { showStandIns(false) }
    }

    /// Lets the source views whose flyers would not draw them as they are (turned or scaled,
    /// or ink past their bounds; see ``standIns``) show as they are on screen on the first
    /// frame. For a run whose source views are in sight at its start: a dismissal's or pop's
    /// (on the fore screen), or a presentation's or push's whose fore screen fades in from
    /// transparent.
    package func standInOnTheFirstFrame() {
        let candidates = flights.filter { flight in
            guard !flight.isInsideParent, let source = flight.sourceView, source.window != nil else { return false }
            return !source.mapsToWindowByTranslation || Self.inkOverhangs(source)
        }
        standIns = candidates.compactMap { flight in
            guard let source = flight.sourceView else { return nil }
            let nested = flights.filter { $0 !== flight && ($0.sourceView?.isDescendant(of: source) ?? false) }
            // Inside another stand-in's view, it shows in that one's capture (or view).
            if candidates.contains(where: { $0 !== flight && ($0.sourceView.map { source.isDescendant(of: $0) } ?? false) }) {
                return (flight, nested, nil)
            }
            let capture = Self.capture(source, nested: nested, for: flight)
            // Inside a view hidden for its own flyer (a label in a bar that flies too), the view
            // itself cannot show: its flyer stays.
            if capture == nil, !Self.hiddenAncestors(of: source).isEmpty { return nil }
            return (flight, nested, capture)
        }
    }

    /// The views above `view` up to its window that are hidden: at the start of a run, those
    /// hidden while their own flyers stand in for them.
    private static func hiddenAncestors(of view: View) -> [View] {
        var found: [View] = []
        var ancestor = view.superview
        while let current = ancestor {
            if current.isHidden { found.append(current) }
            ancestor = current.superview
        }
        return found
    }

    /// Whether `view` draws text whose ink reaches past its bounds (the hook of a "J", an italic
    /// overhang): its snapshot, cut at the bounds, would lose that ink on the first frame.
    private static func inkOverhangs(_ view: View) -> Bool {
        guard let text = view.layer.textContent else { return false }
        let b = view.bounds, ink = text.drawingExtent(in: b)
        guard ink.minX.isFinite, ink.minY.isFinite, ink.maxX.isFinite, ink.maxY.isFinite else { return false }
        let slack: CGFloat = 1e-6
        return ink.minX < b.minX - slack || ink.minY < b.minY - slack || ink.maxX > b.maxX + slack || ink.maxY > b.maxY + slack
    }

    /// `source` as it is on screen, with its nested elements, just under `flight`'s root in the
    /// container (the stand-ins of views drawn over it stay above it), hidden until the first
    /// frame shows it; `nil` when it cannot be captured so (``View/pixelCapture(in:ignoringClips:)``).
    private static func capture(_ source: View, nested: [SharedElementFlight], for flight: SharedElementFlight) -> View? {
        let root = flight.root
        guard let container = root.superview else { return nil }
        // The views are hidden while their flyers stand in for them, and so may be views around
        // them that fly too (a bar the label sits in): shown for the capture, as at rest.
        let hidden = [source] + nested.compactMap(\.sourceView) + hiddenAncestors(of: source)
        let wereHidden = hidden.map(\.isHidden)
        var capture: View?
        View.performWithoutAnimation {
            for view in hidden { view.isHidden = false }
            capture = source.pixelCapture(in: container)
            for (view, was) in zip(hidden, wereHidden) { view.isHidden = was }
            if let capture {
                capture.layer.zPosition = root.layer.zPosition
                capture.isHidden = true
                container.insertSubview(capture, belowSubview: root)
            }
        }
        return capture
    }

    /// Shows the stand-ins' source views in place of their flyers (`on`), or the flyers again.
    private func showStandIns(_ on: Bool) {
        guard on != standingIn, !standIns.isEmpty else { return }
        standingIn = on
        View.performWithoutAnimation {
            for standIn in standIns {
                standIn.flight.root.isHidden = on
                if let capture = standIn.capture {
                    capture.isHidden = !on
                } else {
                    standIn.flight.sourceView?.isHidden = !on
                    for child in standIn.nested { child.sourceView?.isHidden = !on }
                }
            }
        }
    }

    /// Puts every flyer where the timeline has it `elapsed` seconds in (moved onto its
    /// destination's new place when `follow` and the destination moved).
    private func showFlights(elapsed: TimeInterval, follow: Bool = false) {
        timeline.evaluate(at: elapsed, into: &frames, progress: &progress)
        if follow { followDestinations(elapsed: elapsed) }
        View.performWithoutAnimation {
            // The array keeps every flight alive: no reference counting per flight per frame.
            flights.withUnsafeBufferPointer { flights in
                frames.withUnsafeBufferPointer { frames in
                    for i in flights.indices {
                        Unmanaged.passUnretained(flights[i])._withUnsafeGuaranteedRef { flight in
                            if following > 0, let retarget = retargets[i] {
                                flight.apply(retarget.applied(to: frames[i], at: progress[i], elapsed: elapsed,
                                                              end: flight.delay + flight.duration), fade: progress[i])
                            } else {
                                flight.apply(frames[i], fade: progress[i])
                            }
                        }
                    }
                }
            }
        }
    }

    /// Looks at every flight's destination (flights in the container only: a nested one rides
    /// with its parent) and follows it where it moved, or lets the flyer fade where it is when
    /// it went away.
    private func followDestinations(elapsed: TimeInterval) {
        guard let container, let inverse = container.layer.projectiveTransformToRoot().inverse else { return }
        // A view is in the window when its layer's root is the window's: a walk up unretained
        // superlayers, cheaper than up the views.
        let root = container.layer.rootLayer
        if destinationWasShown.count != flights.count {
            destinationWasShown = flights.map { $0.destinationView?.window != nil }
        }
        // Up to 64 destinations a frame, taking turns when there are more (each is then looked
        // at every few frames; a move seen late still blends in from where it is seen).
        let count = flights.count, budget = min(count, Self.destinationChecksPerFrame)
        for k in 0..<budget {
            let i = (nextCheck + k) % count
            guard destinationWasShown[i], !flights[i].isInsideParent else { continue }
            let flight = flights[i]
            if retargets.isEmpty { retargets = Array(repeating: nil, count: flights.count) }
            var retarget = retargets[i] ?? SharedElementRetarget(destination: flight.track.to)
            guard retarget.vanished == nil else { continue }
            // Kept only once it changes the course: an unmoved destination needs none.
            guard let view = flight.destinationView, let toRoot = view.layer.projectiveTransformToRoot(ifUnder: root) else {
                retarget.vanish(at: elapsed, geometry: flight.currentGeometry)
                keep(retarget, at: i)
                destinationChanged?(i, true)
                continue
            }
            guard let now = SharedElementPlanner.geometry(of: view, toRoot: toRoot, containerInverse: inverse) else { continue }
            let movedBefore = retarget.hasMoved
            if retarget.observe(now, at: progress[i]) {
                keep(retarget, at: i)
                if !movedBefore { destinationChanged?(i, false) }
            }
        }
        nextCheck = count > 0 ? (nextCheck + budget) % count : 0
    }

    /// Stores flight `i`'s changed course.
    private func keep(_ retarget: SharedElementRetarget, at i: Int) {
        if retargets[i] == nil { following += 1 }
        retargets[i] = retarget
    }

    /// How many flights' destinations one frame looks at.
    static let destinationChecksPerFrame = 64
    /// The flight whose destination the next frame looks at first.
    private var nextCheck = 0

    /// Shows the background and unmatched views `elapsed` seconds in.
    private func showRest(elapsed: TimeInterval) {
        View.performWithoutAnimation {
            for track in unmatched { track.apply(elapsed: elapsed, curve: curve) }
            let p = total > 0 ? min(max(elapsed / total, 0), 1) : 1
            if let background {
                background.alpha = backgroundFrom.interpolated(to: backgroundTo, progress: curve.value(at: p))
            }
            if let dimming {
                dimming.view.alpha = dimming.from.interpolated(to: dimming.to, progress: curve.value(at: p))
            }
        }
        chrome?.update(elapsed: elapsed)
    }

    /// Runs the flights back to their start from where they are now, then ends.
    func reverse(at now: TimeInterval) {
        guard done != nil, case .timed(let start) = mode else { return }
        mode = .reversing(start: now, from: min(now - start, total))
        showStandIns(false)
    }

    // MARK: - Interaction

    /// The rest's place at `now`, in seconds from the start.
    private func elapsed(at now: TimeInterval) -> TimeInterval {
        let e: TimeInterval
        switch mode {
        case .timed(let start): e = now - start
        case .reversing(let start, let from): e = from - (now - start)
        case .held(let elapsed): e = elapsed
        case .released(let start, let from, let forward, _):
            // With flyers, the rest comes home with the last of them (a cancelled pull-down's
            // backdrop darkens as the photo springs back, not ahead of it); without, on the clock.
            if hands.isEmpty {
                e = forward ? from + (now - start) : from - (now - start)
            } else {
                e = from + ((forward ? total : 0) - from) * restHoming
            }
        }
        return e.isFinite ? min(max(e, 0), total) : 0
    }

    /// Stops where everything is on screen at `now` and holds it for a finger. Returns the
    /// progress shown, 0...1.
    @discardableResult
    package func hold(at now: TimeInterval) -> CGFloat {
        advanceReleasedHands(to: now)
        let e = elapsed(at: now)
        if hands.count != flights.count {
            hands = flights.map { SharedElementHandOff(geometry: $0.currentGeometry, fade: $0.currentFade) }
        } else {
            for i in hands.indices { hands[i].grab() }
        }
        mode = .held(elapsed: e)
        showStandIns(false)
        return total > 0 ? CGFloat(e / total) : 0
    }

    /// While held: the flyers follow the sample's translation, the rest shows its progress.
    func follow(_ sample: TransitionInteractionSample) {
        guard case .held = mode else { return }
        let e = Double(sample.progress) * total
        mode = .held(elapsed: e)
        showStandIns(false)
        View.performWithoutAnimation {
            for i in hands.indices {
                // A nested flyer rides inside its parent, which the finger already moves.
                if flights[i].isInsideParent {
                    hands[i].hold(translation: .zero, distance: 0)
                } else {
                    hands[i].hold(translation: sample.translation, distance: sample.distance, keepingIn: container?.bounds)
                }
                flights[i].apply(hands[i].geometry, fade: hands[i].fade)
            }
        }
        showRest(elapsed: e)
    }

    /// Lets go at `now`: the flyers spring to their destination (`completing`) or back to their
    /// source with the finger's velocity, the rest plays on or back.
    package func release(completing: Bool, velocity: CGPoint, spring: Spring, at now: TimeInterval) {
        release(completing: completing, velocities: Array(repeating: velocity, count: hands.count), spring: spring, at: now)
    }

    private func release(completing: Bool, velocities: [CGPoint], spring: Spring, at now: TimeInterval) {
        guard case .held(let e) = mode else { return }
        for i in hands.indices {
            let track = flights[i].track
            let v = i < velocities.count ? velocities[i] : .zero
            hands[i].letGo(to: completing ? track.to : track.from, targetFade: completing ? 1 : 0, velocity: v, spring: spring)
        }
        mode = .released(start: now, from: e, forward: completing, last: now)
        restHoming = 0
        showStandIns(false)
    }

    /// How far the rest has come home since the release, 0...1: the least ``SharedElementHandOff/homing``
    /// of the let-go flyers, never going back (a spring's overshoot does not pulse the backdrop).
    private var restHoming = 0.0

    /// Moves let-go flyers on to `now`, and the rest's way home with them.
    private func advanceReleasedHands(to now: TimeInterval) {
        guard case .released(let start, let from, let forward, let last) = mode else { return }
        if now > last {
            for i in hands.indices { hands[i].advance(by: now - last) }
        }
        mode = .released(start: start, from: from, forward: forward, last: max(now, last))
        // A loop, not a mapped array: this runs on every frame of a release.
        var least = 1.0
        for hand in hands { least = min(least, hand.homing) }
        restHoming = max(restHoming, least)
    }

    /// Turns a timed run round at `now`: each flyer springs back to its source from its current
    /// place and velocity, the rest plays back. Returns false when not playing on the clock.
    func retarget(at now: TimeInterval, spring: Spring) -> Bool {
        guard done != nil, case .timed(let start) = mode else { return false }
        let e = min(max(now - start, 0), total)
        let h = 1e-4
        let velocities = flights.map { flight -> CGPoint in
            let a = centre(of: flight, at: e - h), b = centre(of: flight, at: e + h)
            let v = CGPoint(x: (b.x - a.x) / (2 * h), y: (b.y - a.y) / (2 * h))
            return v.x.isFinite && v.y.isFinite ? v : .zero
        }
        showFlights(elapsed: e)
        hold(at: now)
        release(completing: false, velocities: velocities, spring: spring, at: now)
        return true
    }

    private func centre(of flight: SharedElementFlight, at elapsed: TimeInterval) -> CGPoint {
        flight.track.geometry(at: flight.progress(at: elapsed)).center
    }

    /// The centre velocities of the let-go flyers, points per second (for tests).
    package var flyerVelocities: [CGPoint] { hands.map(\.centerVelocity) }

    // MARK: - Clock

    package nonisolated func clockDidAdvance(to now: TimeInterval, clock: AnimationClock) -> Bool {
        MainActor.assumeIsolated { step(to: now) }
    }

    private func step(to now: TimeInterval) -> Bool {
        guard done != nil else { return false }
        switch mode {
        case .timed(let start):
            let finished = now - start >= total - 1e-9
            let e = finished ? total : now - start
            showFlights(elapsed: e, follow: container != nil)
            showRest(elapsed: e)
            showStandIns(e <= 0 && !finished)
            if finished { finish() }
        case .reversing:
            let e = elapsed(at: now)
            show(elapsed: e)
            if e <= 0 { finish() }
        case .held:
            // Nothing moves on the clock while a finger holds it; a release registers again.
            return false
        case .released(_, _, let forward, _):
            advanceReleasedHands(to: now)
            View.performWithoutAnimation {
                for i in hands.indices { flights[i].apply(hands[i].geometry, fade: hands[i].fade) }
            }
            let e = elapsed(at: now)
            showRest(elapsed: e)
            let restDone = forward ? e >= total - 1e-9 : e <= 1e-9
            if restDone && hands.allSatisfy(\.hasSettled) { finish() }
        }
        return done != nil
    }

    /// Ends now (from the clock, or at once for a transition with nothing to fly).
    package func finish() {
        for standIn in standIns { standIn.capture?.removeFromSuperview() }
        let callback = done
        done = nil
        callback?()
    }
}
