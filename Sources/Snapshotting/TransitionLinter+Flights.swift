import Foundation
import SharedElements

extension TransitionLinter {
    /// Checks one flyer on one frame: its originals, its steps, and — drawn alone — its
    /// coverage, ink, clip and label scale.
    func checkFlight(_ flight: SharedElementFlight, window: Window, frame: Bitmap, index: Int, time: Double) {
        let flyer = flight.flyer
        let rect = flyer.convert(flyer.bounds, to: nil)
        let shown = Self.isVisible(flyer, in: window)
        if shown, rules.checks(.double) {
            // A back screen's view left in sight under a clear fore screen stays shown on
            // purpose: its flyer lifts off it or lands on it.
            let kept = flight.restsOnViewAt.map { $0 == 0 ? "source" : "destination" }
            for (side, original) in [("source", flight.sourceView), ("destination", flight.destinationView)] where side != kept {
                guard let original, Self.isVisible(original, in: window) else { continue }
                persistent(.double, kind: side, flight: flight, frame: index, time: time, measured: 1, threshold: 0,
                           message: "the \(side) view is on screen while its flyer flies (shown twice)", region: rect,
                           crop: Self.crop(frame, rect, scale: window.scale))
            }
        }
        checkSteps(flight, rect: rect, index: index, time: time, frame: frame, scale: window.scale)
        guard shown, rect.width.isFinite, rect.height.isFinite, rect.width > 0, rect.height > 0 else { return }
        if rules.checks(.text) { checkLabelScale(flight, window: window, index: index, time: time, frame: frame, rect: rect) }
        guard rules.checks(.coverage) || rules.checks(.double) || rules.checks(.clip),
              let renders = FlyerRenders(flight, around: rect, window: window) else { return }
        if rules.checks(.coverage), let coverage = renders.coverage(inset: rules.coverageInset),
           coverage < rules.minimumCoverage {
            persistent(.coverage, flight: flight, frame: index, time: time, measured: coverage, threshold: rules.minimumCoverage,
                       message: "the flyer's alpha falls to \(Self.format(coverage * 255))/255 where both snapshots are opaque: "
                           + "the screen behind shows through", region: rect, crop: Self.crop(frame, rect, scale: window.scale))
        }
        if rules.checks(.double), let overflow = renders.inkOverflow(), overflow > rules.inkOverflow {
            persistent(.double, kind: "ink", flight: flight, frame: index, time: time, measured: overflow, threshold: rules.inkOverflow,
                       message: "the flyer's ink is \(Self.format(overflow)) px wider or taller than either snapshot's: "
                           + "its content shows twice", region: rect, crop: Self.crop(frame, rect, scale: window.scale))
        }
        // A pair of labels draws its ink past the flyer's bounds on purpose (as a label does past
        // its own), unless both labels clip; so do views that do not clip what their subviews
        // draw past their bounds (``SharedElementFlight/overflow``).
        let inkMayOverhang = flight.layout.isText && !(flight.sourceView?.clipsToBounds == true && flight.destinationView?.clipsToBounds == true)
            || flight.overflows
        if rules.checks(.clip), !inkMayOverhang {
            let outside = renders.pixelsOutsideShape()
            if outside > rules.clipPixels {
                persistent(.clip, flight: flight, frame: index, time: time, measured: Double(outside),
                           threshold: Double(rules.clipPixels),
                           message: "\(outside) flyer pixels lie outside its own rounded shape",
                           region: rect, crop: Self.crop(frame, rect, scale: window.scale))
            }
        }
    }

    /// The jump rule for one flyer's position, size, corner radius and opacity.
    private func checkSteps(_ flight: SharedElementFlight, rect: CGRect, index: Int, time: Double, frame: Bitmap, scale: CGFloat) {
        let values = [Double(rect.midX), Double(rect.midY), Double(rect.width), Double(rect.height),
                      Double(flight.shownCornerRadius), Self.effectiveAlpha(flight.flyer)]
        let names = ["x", "y", "width", "height", "corner radius", "opacity"]
        let key = ObjectIdentifier(flight)
        guard var series = segment.flyers[key] else {
            segment.flyers[key] = FlyerSeries(last: values)
            return
        }
        for i in values.indices {
            let delta = values[i] - series.last[i]
            let step = abs(delta)
            guard step.isFinite else { continue }
            // A step stands out if the motion stops after it or turns straight back (a glitch);
            // the way back from a glitch is not a second jump.
            if let pending = series.pending[i] {
                series.pending[i] = nil
                let returns = (pending.step > 0) != (delta > 0) && step > abs(pending.step) / 2
                if abs(pending.step) > 2 * step || returns {
                    report.entries.append(pending.entry)
                    if returns {
                        series.steps[i].append(step)
                        continue
                    }
                }
            }
            let floor = i == 5 ? rules.jumpMinimumOpacity : rules.jumpMinimumPoints
            if rules.checks(.jump), let median = series.steps[i].median, step > floor, step > rules.jumpFactor * median {
                series.pending[i] = JumpCandidate(entry: LintFinding(
                    rule: .jump, frame: index, time: time, element: flight.elementID, measured: step,
                    threshold: max(floor, rules.jumpFactor * median),
                    message: "the flyer's \(names[i]) changes by \(Self.format(step))\(i == 5 ? "" : " pt") in one frame, "
                        + "\(Self.format(step / median))x the median of the latest steps",
                    region: rect, crop: takeCrop(Self.crop(frame, rect, scale: scale))), step: delta)
            }
            if step > 1e-9 { series.steps[i].append(step) }
        }
        series.last = values
        segment.flyers[key] = series
    }

    /// The text rule: a flying label's snapshots keep their aspect, and so does a stretched
    /// flyer with text inside (a card with a title): its words would be drawn out of shape.
    private func checkLabelScale(_ flight: SharedElementFlight, window: Window, index: Int, time: Double, frame: Bitmap, rect: CGRect) {
        let pairs: [(View?, View?)] = [(flight.sourceSnapshot, flight.sourceView), (flight.destinationSnapshot, flight.destinationView)]
        // Laid out again at every size, the views are rendered at the flyer's size, never
        // resampled out of shape, whatever the flyer's aspect.
        if case .relayout = flight.layout { return }
        var stretched = false
        if case .stretch = flight.layout { stretched = true }
        var flyerReported = false
        for (snapshot, original) in pairs {
            guard let snapshot, let original, snapshot.layer.opacity > 0.02,
                  original.bounds.width > 0, original.bounds.height > 0 else { continue }
            let isLabel = original is Label
            // A stretched flyer is one finding, whichever of its snapshots shows the text.
            guard isLabel || (stretched && !flyerReported && Self.showsText(original)) else { continue }
            // The lengths of the snapshot's edges on screen, so turning alone stretches nothing.
            let b = snapshot.bounds
            let origin = snapshot.convert(CGPoint(x: b.minX, y: b.minY), to: nil)
            let right = snapshot.convert(CGPoint(x: b.maxX, y: b.minY), to: nil)
            let down = snapshot.convert(CGPoint(x: b.minX, y: b.maxY), to: nil)
            // A snapshot holding what reaches past its view's bounds is that much larger.
            let unit = (snapshot === flight.sourceSnapshot ? flight.overflow.source : flight.overflow.destination)?.size
                ?? CGSize(width: 1, height: 1)
            let sx = hypot(right.x - origin.x, right.y - origin.y) / (original.bounds.width * unit.width)
            let sy = hypot(down.x - origin.x, down.y - origin.y) / (original.bounds.height * unit.height)
            guard sx > 0, sy > 0, sx.isFinite, sy.isFinite else { continue }
            let ratio = Double(max(sx / sy, sy / sx))
            if ratio - 1 > rules.textAspectTolerance {
                let what = isLabel ? "a label flies stretched" : "a flyer with text inside flies stretched (fly it with content .scaleToBounds or .relayout)"
                if !isLabel { flyerReported = true }
                persistent(.text, kind: isLabel ? (original === flight.sourceView ? "source" : "destination") : "flyer",
                           flight: flight, frame: index, time: time,
                           measured: ratio - 1, threshold: rules.textAspectTolerance,
                           message: "\(what): \(Self.format(Double(sx)))x wide by \(Self.format(Double(sy)))x tall",
                           region: rect, crop: Self.crop(frame, rect, scale: window.scale))
            }
        }
    }

    /// Whether `view` or a view inside it (the first 2,000 views of the tree) is a visible label
    /// with text. `view` itself counts as visible: it is hidden while its flyer flies.
    static func showsText(_ view: View) -> Bool {
        var stack = [view]
        var visited = 0
        while let v = stack.popLast(), visited < 2_000 {
            visited += 1
            guard v === view || (!v.isHidden && v.alpha > 0.01) else { continue }
            if let label = v as? Label, let text = label.text, !text.isEmpty { return true }
            stack.append(contentsOf: v.subviews)
        }
        return false
    }

    /// Reports a per-frame rule once per flight: the first frame it fires on, updated with the
    /// worst frame and how many frames it fires on.
    private func persistent(_ rule: LintRule, kind: String = "", flight: SharedElementFlight, frame: Int, time: Double, measured: Double,
                            threshold: Double, message: String, region: CGRect, crop: @autoclosure () -> Bitmap?) {
        let key = "\(rule.rawValue)|\(ObjectIdentifier(flight).hashValue)|\(kind)"
        if var tally = segment.persistent[key] {
            tally.frames += 1
            let worse = rule == .coverage ? measured < tally.worst : measured > tally.worst
            if worse { tally.worst = measured; tally.worstFrame = frame }
            segment.persistent[key] = tally
            let i = tally.entry
            report.entries[i].measured = tally.worst
            report.entries[i].message = tally.message + " (on \(tally.frames) frames from frame \(report.entries[i].frame); "
                + "worst \(Self.format(tally.worst)) at frame \(tally.worstFrame))"
            return
        }
        let before = report.entries.count
        add(rule, frame: frame, time: time, element: flight.elementID, measured: measured, threshold: threshold,
            message: message, region: region, crop: crop())
        if report.entries.count > before {
            segment.persistent[key] = Segment.Tally(entry: before, frames: 1, worst: measured, worstFrame: frame, message: message)
        }
    }

    /// Whether `view` shows on screen: in `window`, not hidden, not transparent, and overlapping it.
    static func isVisible(_ view: View, in window: Window) -> Bool {
        guard view.window === window else { return false }
        var v: View? = view
        var alpha: CGFloat = 1
        while let current = v {
            if current.isHidden { return false }
            alpha *= current.alpha
            v = current.superview
        }
        guard alpha >= 0.01 else { return false }
        return view.convert(view.bounds, to: nil).intersects(window.bounds)
    }

    /// The opacity of `view` with its ancestors'.
    static func effectiveAlpha(_ view: View) -> Double {
        var v: View? = view
        var alpha: CGFloat = 1
        while let current = v { alpha *= current.alpha; v = current.superview }
        return Double(alpha)
    }
}
