import Foundation
import SharedElements

/// Checks every frame of a transition against the ``LintRule``s, as the frames are rendered.
///
/// Feed it each frame of a window in order — ``observe(_:frame:time:)`` after rendering — and
/// read the ``report`` at the end; it keeps only the two frames before, so memory does not grow with
/// the film's length. It finds what flies by walking the window for shared-element flyers, and
/// delimits transitions by ``/SharedElements/Window/isTransitioning``. Steps are judged against the median of the
/// latest steps before them in the same transition, so a finding can be cropped from the frame
/// it is on, and steady acceleration is not a jump.
///
/// ```swift
/// let linter = TransitionLinter()
/// list.present(detail, animated: true)
/// for i in 0..<40 {
///     linter.observe(window, frame: try window.render(), time: Double(i) / 60)
///     window.clock.advance(by: 1.0 / 60)
/// }
/// #expect(linter.report.isClean, "\(linter.report.summary)")
/// ```
///
/// The assertion ``Snapshotting/lint(_:)`` and the demo's `lint` command drive it for you.
@MainActor
public final class TransitionLinter {
    /// The rules and thresholds.
    public let rules: LintRules
    /// What was found so far.
    public internal(set) var report = LintReport()

    /// The frame before the current one, and whether a transition was running at it.
    /// (`luminance`: its whole luminance sum, once the flash rule has measured it.)
    private var previous: (frame: Bitmap, time: Double, active: Bool, flyers: [CGRect], luminance: UInt64?)?
    /// The frame before `previous`, its flyers' rectangles and luminance sum, for the flash rule.
    private var departure: (frame: Bitmap, flyers: [CGRect], luminance: UInt64?)?
    /// The current frame's whole luminance sum, once the flash rule has measured it.
    private var luminance: UInt64?
    /// View states at the latest frame at rest, to compare after a transition.
    private var restStates: [LintViewState] = []
    /// Per-transition step history, reset when a transition starts.
    var segment = Segment()
    /// How many crops are kept (the rest of the entries carry none).
    private let cropLimit = 200
    private var crops = 0

    /// A linter checking `rules`.
    /// - Precondition: `rules.problem == nil` (``Snapshotting/Snapshotting/lint(_:)`` throws instead).
    public init(rules: LintRules = LintRules()) {
        self.rules = rules
    }

    // MARK: - Observing

    /// Looks at `frame`, which `window` has just rendered at `time` (seconds on the film's
    /// clock, increasing).
    public func observe(_ window: Window, frame: Bitmap, time: Double) {
        let index = report.frameCount
        report.frameCount += 1
        luminance = nil
        let flights = Self.flights(in: window)
        let active = window.isTransitioning || !flights.isEmpty
        let wasActive = previous?.active ?? false
        let flyerRects = flights.map { $0.flyer.convert($0.flyer.bounds, to: nil) }
        if active {
            report.transitionFrames += 1
            if !wasActive { startSegment(window, frame: frame, index: index, time: time, flights: flights) }
            for flight in flights { checkFlight(flight, window: window, frame: frame, index: index, time: time) }
        }
        if active || wasActive { flushFlyers(keeping: active ? flights : []) }
        if active || wasActive, let previous {
            checkScreenStep(from: previous.frame, to: frame, index: index, time: time, ending: wasActive && !active)
        }
        if let previous, previous.active || active {
            checkFlash(frame, flyers: flyerRects, scale: window.scale, index: index)
        }
        if !active {
            if wasActive { checkRestoration(window, index: index, time: time) }
            restStates = LintViewState.capture(window)
            departure = nil
        }
        if active && segment.frames >= rules.frameLimit && !segment.reportedLimit {
            segment.reportedLimit = true
            add(.ends, frame: index, time: time, element: nil, measured: Double(segment.frames), threshold: Double(rules.frameLimit),
                message: "the transition is still running after \(segment.frames) frames (LintRules.frameLimit); it never ends",
                crop: nil)
        }
        if active { segment.frames += 1 }
        previous = (frame, time, active, flyerRects, luminance)
    }

    /// Every flight whose flyer is in `window`, in tree order.
    static func flights(in window: Window) -> [SharedElementFlight] {
        var found: [SharedElementFlight] = []
        func walk(_ view: View) {
            if let flight = SharedElementFlight.flight(ofFlyer: view) {
                found.append(flight)
                return
            }
            for sub in view.subviews { walk(sub) }
        }
        walk(window)
        return found
    }

    // MARK: - Transition boundaries

    private func startSegment(_ window: Window, frame: Bitmap, index: Int, time: Double, flights: [SharedElementFlight]) {
        segment = Segment()
        guard rules.checks(.ends), let previous, !previous.active else { return }
        let (count, worst) = Self.differingPixels(previous.frame, frame, tolerance: rules.endsChannelTolerance)
        guard count > rules.endsPixels else { return }
        if let threshold = rules.endsPerceptualThreshold, previous.frame.width == frame.width, previous.frame.height == frame.height,
           let result = try? ImageDiff.compare(previous.frame.straightBytes, frame.straightBytes, width: frame.width,
                                               height: frame.height, options: ImageDiff.Options(threshold: threshold)),
           result.differentPixels <= rules.endsPixels {
            return
        }
        let asked = flights.contains { !$0.backgroundFades }
        // A transition a finger starts shows on its first frame where the finger has already
        // taken it (the jump rule still judges that step).
        let finger = window.isTransitioningInteractively
        add(.ends, severity: asked || finger ? .info : .finding, frame: index, time: time, element: nil, measured: Double(count),
            threshold: Double(rules.endsPixels),
            message: "the first frame differs from the screen at rest before it in \(count) pixels (largest channel "
                + "difference \(worst); tolerance \(rules.endsChannelTolerance))"
                + (asked ? ": the flights' options ask for no background fade"
                    : finger ? ": a finger drives the transition, which starts where the finger has taken it" : ""),
            region: nil, crop: Self.sideBySide(previous.frame, frame))
    }

    private func checkScreenStep(from a: Bitmap, to b: Bitmap, index: Int, time: Double, ending: Bool) {
        let energy = Self.differenceEnergy(a, b)
        // A step stands out only if the next one is much smaller: sustained fast change is motion.
        if let pending = segment.pendingScreen {
            segment.pendingScreen = nil
            // It stands out if the change stops, or if the frame after it looks like the one
            // before it again (a one-frame glitch).
            let back = pending.before.map { Self.differenceEnergy($0, b) } ?? pending.step
            if pending.step > 2 * energy || pending.step > 2 * back { report.entries.append(pending.entry) }
        }
        let median = segment.energies.median
        let floor = rules.jumpMinimumEnergy
        let rule: LintRule = ending ? .ends : .jump
        if let median, energy > floor, energy > rules.jumpFactor * median, rules.checks(rule) {
            let what = ending ? "the last step, into the screen at rest," : "the screen"
            let entry = LintFinding(
                rule: rule, frame: index, time: time, element: nil, measured: energy, threshold: max(floor, rules.jumpFactor * median),
                message: "\(what) changes by \(Self.format(energy)) (frame-difference energy), "
                    + "\(Self.format(energy / median))x the median of the latest steps",
                crop: takeCrop(Self.sideBySide(a, b)))
            if ending {
                report.entries.append(entry)
            } else {
                segment.pendingScreen = JumpCandidate(entry: entry, step: energy, before: a)
            }
        }
        if energy > 1e-6 { segment.energies.append(energy) }
    }

    /// Reports the pending jumps of flyers that are gone (a step with nothing after it stands out).
    func flushFlyers(keeping flights: [SharedElementFlight]) {
        let current = Set(flights.map { ObjectIdentifier($0) })
        for (key, series) in segment.flyers where !current.contains(key) {
            report.entries += series.pending.compactMap { $0 }.map(\.entry)
            segment.flyers[key] = nil
        }
    }

    /// `crop`, while fewer than the limit have been kept.
    func takeCrop(_ crop: @autoclosure () -> Bitmap?) -> Bitmap? {
        guard crops < cropLimit, let image = crop() else { return nil }
        crops += 1
        return image
    }

    /// Decides about the previous frame, now that both its neighbours are known: the three frames
    /// are measured on the same pixels, outside the flyers of all three (a flyer moving over a
    /// light or dark part of the screen changes nothing), and only while at least 2% of the
    /// frame is left (a flyer that covers the window has nothing outside it to flash).
    private func checkFlash(_ frame: Bitmap, flyers: [CGRect], scale: CGFloat, index: Int) {
        defer {
            if let previous { departure = (previous.frame, previous.flyers, previous.luminance) }
        }
        guard rules.checks(.flash), let previous, let before = departure else { return }
        let region = before.flyers + previous.flyers + flyers
        // Each frame is measured three times (as the one after, between and before): its whole
        // sum is kept with it, so each measure reads only the pixels under the flyers.
        guard let departed = Self.meanLuminance(before.frame, excluding: region, scale: scale, minimumFraction: 0.02,
                                                total: &departure!.luminance),
              let shown = Self.meanLuminance(previous.frame, excluding: region, scale: scale, minimumFraction: 0.02,
                                             total: &self.previous!.luminance),
              let luminance = Self.meanLuminance(frame, excluding: region, scale: scale, minimumFraction: 0.02,
                                                 total: &self.luminance) else { return }
        let up = shown - departed, down = shown - luminance
        let t = rules.flashLuminance
        guard abs(up) > t, abs(down) > t, (up > 0) == (down > 0) else { return }
        add(.flash, frame: index - 1, time: previous.time, element: nil, measured: min(abs(up), abs(down)), threshold: t,
            message: "mean luminance outside the flyers \(up > 0 ? "rises" : "drops") to \(Self.format(shown)) "
                + "from \(Self.format(departed)) and returns to \(Self.format(luminance)) on the next frame",
            crop: Self.thumbnail(previous.frame))
    }

    private func checkRestoration(_ window: Window, index: Int, time: Double) {
        guard rules.checks(.restore) else { return }
        var problems: [String] = []
        let onScreen = Set(LintViewState.capture(window).map { ObjectIdentifier($0.view) })
        for state in restStates {
            let wrong = state.differences(stillOnScreen: onScreen.contains(ObjectIdentifier(state.view)))
            if !wrong.isEmpty { problems.append("\(state.name): \(wrong.joined(separator: ", "))") }
        }
        guard !problems.isEmpty else { return }
        add(.restore, frame: index, time: time, element: nil, measured: Double(problems.count), threshold: 0,
            message: "\(problems.count) view\(problems.count == 1 ? " is" : "s are") not back as before the transition: "
                + problems.prefix(5).joined(separator: "; ") + (problems.count > 5 ? "; …" : ""),
            crop: nil)
    }

    // MARK: - Reporting

    func add(_ rule: LintRule, severity: LintFinding.Severity = .finding, frame: Int, time: Double, element: String?,
             measured: Double, threshold: Double, message: String, region: CGRect? = nil, crop: @autoclosure () -> Bitmap?) {
        guard rules.checks(rule) else { return }
        let image = takeCrop(crop())
        report.entries.append(LintFinding(rule: rule, severity: severity, frame: frame, time: time, element: element,
                                          measured: measured, threshold: threshold, message: message, region: region, crop: image))
    }

    static func format(_ x: Double) -> String { String(format: "%.3g", x) }

    /// What a transition has seen so far.
    struct Segment {
        var frames = 0
        var reportedLimit = false
        var energies = RunningSteps()
        /// A screen step that stands out, reported if the next step is much smaller.
        var pendingScreen: JumpCandidate?
        /// Per flight, its quantities' steps so far and their last values.
        var flyers: [ObjectIdentifier: FlyerSeries] = [:]
        /// Per-frame rules already reported for a flight: where, on how many frames, the worst.
        var persistent: [String: Tally] = [:]

        struct Tally {
            var entry: Int
            var frames: Int
            var worst: Double
            var worstFrame: Int
            var message: String
        }
    }
}
