import Foundation

/// A ``Transition`` that flies views with the same ``View/transitionID`` from where they are on
/// one screen to where they will be on the other, while the fore screen fades in or out.
///
/// ```swift
/// cell.imageView.transitionID = "photo-42"
/// detail.photoView.transitionID = "photo-42"
/// detail.transitionController.transition = SharedElementTransition()
/// list.present(detail, animated: true)   // and dismiss, push, pop with the shared delegate
/// ```
///
/// Matching rules (the outcome of each is in ``lastPlan``):
/// - Tagged views are collected from both controllers' views in tree (pre-)order after layout:
///   the back side as it is, the fore side as it will be at the end.
/// - A view that is hidden (or inside a hidden view), whose opacity with its ancestors' is below
///   1%, whose bounds have no area, that lies entirely outside the window, or that is the
///   controller's root view does not match.
/// - Views are paired by ID. When an ID is used more than once on a side, the occurrences pair
///   first-with-first in tree order; the extra ones lose and are reported with the winner.
/// - A matched view inside another matched view flies once: inside its ancestor's flight (in
///   the ancestor flyer's coordinates, clipped when the ancestors clip) when the two ancestors
///   are a pair, else in the container above it; the ancestors' snapshots leave it out.
/// - A view with no partner gets the unmatched treatment: it moves with its screen's background.
///
/// Each pair becomes a flyer in the container: the source's snapshot and the destination's
/// (taken after layout), cross-fading coverage-true (plus-lighter, ``SharedElementOptions/crossFade``),
/// with styles (background colour, corner radius, border, shadow) taken off before capture and
/// animated on the flyer — a style only one side has fades. How the snapshots fill the flyer is
/// ``SharedElementOptions/content``: a pair of labels flies text-aware (one word turning into the
/// other in place, never stretched), image views by their content modes, a card whose shape
/// changes laid out again at every size. A view inside a clipping ancestor flies inside that
/// clip, which opens up over the flight (``SharedElementOptions/keepsAncestorClip``); flyers pass
/// under navigation bars, tab bars and views marked ``View/isTransitionChrome``
/// (``SharedElementOptions/fliesAboveChrome``). A destination that moves during the flight is
/// followed and landed on; one that leaves the window fades out where its flyer is
/// (``SharedElementPlan/destinationsMoved``, ``SharedElementPlan/destinationsRemoved``). It moves in container coordinates from the source's
/// geometry to the destination's — size, and the full 3D transform interpolated by the CSS
/// Transforms decomposition — while the originals are hidden. Afterwards every touched view is
/// put back and checked (``lastRestoration``).
///
/// A transition started while this instance already runs a transition (in another window) does
/// not fly anything: it ends at once with the plan's background treatment skipped.
///
/// Driven by a gesture (``TransitionInteractiveController``,
/// ``TransitionController/dismissWhenGestureRecognizerBegins(_:direction:)``), each flyer follows
/// the finger — translated by it and shrinking as it drags away, down to 60% over the whole
/// distance — while the background and unmatched views follow the progress. On release the
/// flyers spring (``releaseSpring``) from where they are, with the finger's velocity, to their
/// destination or back to their source; a new touch catches them where they are.
@MainActor
public final class SharedElementTransition: Transition, TransitionWithCustomDuration {
    /// The options of every run.
    public var options: SharedElementOptions
    /// The plan of the latest run (`nil` before the first).
    public private(set) var lastPlan: SharedElementPlan?
    /// The restoration check of the latest run that ended.
    public private(set) var lastRestoration: SharedElementRestoration?
    /// Replaces flights with a plain cross-fade of the fore view, for everyone who asked the
    /// system for reduced motion: the one setting ``Accessibility/isReduceMotionEnabled``, which
    /// the catalog's transitions honour too. Ambient, like the system setting; set it in tests and restore.
    public static var prefersReducedMotion: Bool {
        get { Accessibility.isReduceMotionEnabled }
        set { Accessibility.isReduceMotionEnabled = newValue }
    }

    /// The spring a released element settles on (interactive transitions): it starts with the
    /// finger's velocity.
    public var releaseSpring = Spring(unchecked: 1, pow(2 * Double.pi / 0.4, 2), 4 * Double.pi * 0.9 / 0.4)

    package var driver: SharedElementDriver?
    package var context: TransitionContext?
    /// The dimming view of ``SharedElementOptions/Background/dim(_:)`` left over the back screen
    /// after a presentation that keeps it in sight (over full screen, a fore screen it shows
    /// through): the back screen stays dimmed while presented, and the dismissal fades it out.
    private var keptDimming: View?
    /// The latest gesture sample, kept while the run waits for content.
    var heldSample: TransitionInteractionSample?
    /// A release that came while the run waited for content.
    var pendingRelease: (sample: TransitionInteractionSample, completing: Bool)?

    /// A shared-element transition whose flights take `options` unless an element's own say otherwise.
    public init(options: SharedElementOptions = SharedElementOptions()) {
        self.options = options
    }

    /// Whether a run is in progress.
    public var isRunning: Bool { context != nil }

    /// The flights of the run in progress (for tests and tools).
    package var activeFlights: [SharedElementFlight] { driver?.flights ?? [] }

    public func transitionDuration(with context: TransitionContext) -> TimeInterval {
        options.nominalDuration
    }

    /// Runs the flights back to where they started and ends the transition as cancelled (the
    /// runtime then puts both screens back). Does nothing when no run is in progress.
    public func cancel() {
        guard let driver, let context, let window = context.containerView.window else { return }
        context.requestCancellation()
        driver.reverse(at: window.clock.now)
        if context.isInteractive {
            driver.release(completing: false, velocity: .zero, spring: releaseSpring, at: window.clock.now)
            window.clock.register(driver)
        }
    }

    public func start(with context: TransitionContext) {
        guard driver == nil, self.context == nil, let window = context.containerView.window else {
            return context.transitionDidEnd()
        }
        self.context = context
        let foreRoot: View = context.foreViewController.view
        let backRoot: View = context.backViewController.view
        foreRoot.layoutIfNeeded()
        backRoot.layoutIfNeeded()
        guard !Self.unreadyViews(under: [foreRoot, backRoot]).isEmpty else { return begin(context, window: window, waited: 0) }
        // Keep the arriving screen out of sight while waiting; the flights start from nothing shown.
        let wasHidden = foreRoot.isHidden
        let hides = context.direction == .forward && options.fadesForeground
        if hides { foreRoot.isHidden = true }
        Self.waitForReadiness(under: [foreRoot, backRoot], window: window, timeout: options.readinessTimeout) { [weak self] waited in
            if hides { foreRoot.isHidden = wasHidden }
            guard let self else { return context.transitionDidEnd() }
            foreRoot.layoutIfNeeded()
            self.begin(context, window: window, waited: waited)
        }
    }

    private func begin(_ context: TransitionContext, window: Window, waited: TimeInterval) {
        let forward = context.direction == .forward
        let foreRoot: View = context.foreViewController.view
        let backRoot: View = context.backViewController.view
        let scrolled = forward || Self.prefersReducedMotion ? [] : SharedElementScrolling.reveal(
            ids: SharedElementScrolling.ids(under: foreRoot), under: backRoot, side: .back)

        // Labels showing the same text inside an element's two views fly as label pairs
        // (tagged for the plan only).
        let pairedLabels = SharedElementLabelPairing.tag(foreRoot: foreRoot, backRoot: backRoot, options: options)
        let run = SharedElementPlanner.plan(
            foreRoot: foreRoot, backRoot: backRoot, direction: context.direction, container: context.containerView,
            window: window, options: options, reducedMotion: Self.prefersReducedMotion)
        SharedElementLabelPairing.untag(pairedLabels)
        var plan = run.plan
        plan.scrolledIntoView = scrolled
        plan.readinessWait = waited
        lastPlan = plan
        var records = run.makeRecords()
        let timeline = SharedElementTimeline(plan: run.plan)
        // Under a clear fore screen presented over it, the back screen is in sight before and
        // after the run: its views stay shown, each flyer lifting off or landing on its view.
        let backInSight = Self.backStaysInSight(context, foreRoot: foreRoot)
        let flights = run.makeFlights(timeline: timeline, container: context.containerView, backInSight: backInSight)
        // A dismissal fades out the dimming its presentation left; a presentation dims afresh.
        let kept = forward ? nil : keptDimming.flatMap { $0.superview === context.containerView ? $0 : nil }
        keptDimming = nil
        let dimming = kept ?? (Self.prefersReducedMotion ? nil : options.dimmingColor.map { Self.dimmingView($0, in: context.containerView) })
        let keepsDimming = forward && backInSight
        // (Making the flights hid the views they stand in for.)
        View.performWithoutAnimation {
            for flight in flights where !flight.isInsideParent { context.containerView.addSubview(flight.root) }
            if let dimming, kept == nil { Self.insert(dimming, in: context.containerView, foreRoot: foreRoot, backRoot: backRoot) }
        }
        // The arriving or leaving screen's bars stay above the flyers, and so do the back
        // screen's, at what the fore screen fading over them leaves in sight (an opaque one
        // covers them once in; under a clear one they stay under the flyers, as at rest).
        let foreCovers = options.fadesForeground && !Self.prefersReducedMotion && foreRoot.hidesWhatIsBehind
        let chrome = flights.isEmpty ? nil : SharedElementChrome(
            roots: [foreRoot], container: context.containerView,
            elements: flights.filter { !$0.isInsideParent }.flatMap { flight in
                [flight.sourceView, flight.destinationView].compactMap { $0.map { ($0, flight) } }
            },
            covered: foreCovers ? [(backRoot, foreRoot)] : [])
        if let chrome {
            records += chrome.chromeViews.map { SharedElementViewRecord($0, element: nil, handedBack: .hidden) }
            chrome.install()
            chrome.veil(flights, source: forward ? backRoot : foreRoot, destination: forward ? foreRoot : backRoot,
                        backInSight: backInSight ? backRoot : nil)
        }
        let background: View? = options.fadesForeground || Self.prefersReducedMotion ? foreRoot : nil
        for flight in flights { flight.backgroundFades = background != nil }
        let unmatched = Self.prefersReducedMotion
            ? [] : run.makeUnmatchedTracks(options: options, fallbackDuration: context.duration, backInSight: backInSight)
        let driver = SharedElementDriver(
            timeline: timeline, flights: flights, unmatched: unmatched,
            curve: SharedElementBackgroundEase(timing: options.timing, duration: flights.map(\.duration).max() ?? context.duration,
                                               fallback: options.backgroundCurve, arrival: SharedElementBackgroundEase.arrival(of: flights)),
            background: background,
            backgroundFrom: forward ? 0 : foreRoot.alpha, backgroundTo: forward ? foreRoot.alpha : 0,
            minimumDuration: context.duration, start: window.clock.now
        ) { [weak self] in
            // Kept after a presentation over a back screen left in sight, or a dismissal of one
            // cancelled (the dimming its presentation left stays up). A dismissal that dimmed
            // afresh (the presentation's dimming was gone, its fore screen opaque) takes its
            // dimming away whether it completes or is cancelled.
            if let dimming, forward ? keepsDimming && !context.transitionWasCancelled : context.transitionWasCancelled && kept != nil {
                dimming.alpha = 1
                self?.keptDimming = dimming
            } else {
                dimming?.removeFromSuperview()
            }
            chrome?.remove()
            self?.end(records: records, flights: flights)
        }
        if let dimming { driver.dimming = (dimming, forward ? 0 : 1, forward ? 1 : 0) }
        driver.container = context.containerView
        driver.chrome = chrome
        driver.destinationChanged = { [weak self] i, removed in
            guard let self, run.plan.pairs.indices.contains(i) else { return }
            let element = run.plan.pairs[i].destination
            if removed { self.lastPlan?.destinationsRemoved.append(element) } else { self.lastPlan?.destinationsMoved.append(element) }
        }
        self.driver = driver
        // The source views are in sight at the start unless the fore screen covers them then.
        if !forward || background != nil && !backInSight { driver.standInOnTheFirstFrame() }
        driver.show(elapsed: 0)
        launch(driver, context: context, window: window, quiet: background == nil && dimming == nil)
    }

    /// Whether the back screen stays in sight before and after this presentation or dismissal:
    /// its presentation controller leaves the presenter's view in place and the fore screen lets
    /// it show through (no opaque background, or translucent as a whole).
    private static func backStaysInSight(_ context: TransitionContext, foreRoot: View) -> Bool {
        guard let controller = context.presentationController, !controller.shouldRemovePresentersView else { return false }
        return !foreRoot.hidesWhatIsBehind
    }

    /// A layer of `color` over the container, for ``SharedElementOptions/Background/dim(_:)``.
    private static func dimmingView(_ color: Color, in container: View) -> View {
        let dim = View(frame: container.bounds)
        dim.backgroundColor = color
        dim.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        dim.isUserInteractionEnabled = false
        dim.associations[SharedElementDimming.self] = SharedElementDimming()
        return dim
    }

    /// Puts `dimming` over the back screen, under the fore screen and the flyers.
    private static func insert(_ dimming: View, in container: View, foreRoot: View, backRoot: View) {
        if backRoot.superview === container {
            container.insertSubview(dimming, aboveSubview: backRoot)
        } else if foreRoot.superview === container {
            container.insertSubview(dimming, belowSubview: foreRoot)
        } else {
            container.insertSubview(dimming, at: 0)
        }
    }

    /// Sets `driver` going: held for a finger (and released if the finger already let go),
    /// ended at once when nothing moves (`quiet` and no flight time), or on the clock.
    private func launch(_ driver: SharedElementDriver, context: TransitionContext, window: Window, quiet: Bool) {
        if context.isInteractive || heldSample != nil || pendingRelease != nil {
            driver.hold(at: window.clock.now)
            if let heldSample { driver.follow(heldSample) }
            if let pendingRelease {
                self.pendingRelease = nil
                driver.release(completing: pendingRelease.completing, velocity: pendingRelease.sample.velocity,
                               spring: releaseSpring.speeded(by: pendingRelease.sample.completionSpeed), at: window.clock.now)
                window.clock.register(driver)
            }
        } else if driver.total <= 0 && quiet {
            driver.finish()
        } else {
            window.clock.register(driver)
        }
    }

    private func end(records: [SharedElementViewRecord], flights: [SharedElementFlight]) {
        for flight in flights.reversed() { flight.root.removeFromSuperview() }
        // The run hands back what it changed; the check sees anything else that differs, and
        // only then does the safety net put every recorded value back.
        for record in records { record.handBack() }
        var report = SharedElementRestoration()
        report.checkedViews = records.count
        // What the app itself did to a destination during the run (laid it out elsewhere, took
        // it away) is not the run's to put back.
        let moved = Set(lastPlan?.destinationsMoved ?? []), removed = Set(lastPlan?.destinationsRemoved ?? [])
        let positions = SharedElementSiblingPositions()
        report.mismatches = records.flatMap { $0.mismatches(positions: positions) }.filter { m in
            guard let e = m.element else { return true }
            if removed.contains(e) && (m.property == "superview" || m.property == "index") { return false }
            return !(moved.contains(e) && m.property == "frame")
        }
        report.leftoverSnapshots = flights.filter { $0.root.superview != nil }.count
        for record in records { record.restoreValues() }
        lastRestoration = report
        #if DEBUG
        if !report.isClean { print("SharedElementTransition: views not restored: \(report.mismatches)") }
        #endif
        driver = nil
        heldSample = nil
        pendingRelease = nil
        let context = self.context
        self.context = nil
        context?.transitionDidEnd()
    }
}
