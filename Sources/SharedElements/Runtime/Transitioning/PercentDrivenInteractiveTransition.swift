import Foundation

/// Drives a transition's animator by a progress value, usually from a gesture
/// (`UIPercentDrivenInteractiveTransition`).
///
/// It runs the animator with the container's layer paused (speed 0) and scrubs it by the
/// layer's `timeOffset`: ``update(_:)`` shows the animations at `percent × duration`. ``finish()``
/// lets them play on to the end at ``completionSpeed``; ``cancel()`` plays them back to the start,
/// then removes them so their completions run (the animator then calls
/// `completeTransition(false)`, and the runtime puts every view back). ``pause()`` catches a
/// finishing or cancelling transition where it is and makes it interactive again. Every
/// animation the animator starts in `animateTransition(using:)` is scrubbed: inside the
/// container, and on the layers elsewhere in the window it animated (UIKit holds only the
/// container's layer; this holds the rest too, so nothing runs on clock time).
///
/// ```swift
/// let interaction = PercentDrivenInteractiveTransition()
/// // in the pan handler:
/// interaction.update(translation.x / 200)
/// if ended { progress > 0.5 ? interaction.finish() : interaction.cancel() }
/// ```
@MainActor
open class PercentDrivenInteractiveTransition: ViewControllerInteractiveTransitioning, ScrubsAlongsideAnimations {
    /// How fast the rest plays after ``finish()`` or ``cancel()`` (1: the animator's own speed).
    open var completionSpeed: CGFloat = 1
    /// Whether the transition starts interactive (true); false plays it as a normal animation.
    open var wantsInteractiveStart = true
    /// The last progress given to ``update(_:)``, 0...1.
    public private(set) var percentComplete: CGFloat = 0

    private var context: ViewControllerContextTransitioning?
    /// The layers whose time is held: the container's first, then every layer outside it where
    /// the animator started an animation; each with its local time when the transition began.
    private var held: [(layer: Layer, start: TimeInterval)] = []
    private var animatorDuration: TimeInterval = 0
    /// The scheduled removal of a cancelled transition's animations.
    private var cancelTimer: (window: Window, id: Int)?

    /// An interaction at progress 0.
    public init() {}

    /// The duration of the transition's animator, in seconds (0 before it starts).
    public var duration: CGFloat { CGFloat(animatorDuration) }

    /// The container's layer, which the whole interaction follows.
    private var pausedLayer: Layer? { held.first?.layer }
    private var startTime: TimeInterval { held.first?.start ?? 0 }

    open func startInteractiveTransition(_ transitionContext: ViewControllerContextTransitioning) {
        context = transitionContext
        percentComplete = 0
        guard let runtime = transitionContext as? ContainerTransitionContext else { return }
        animatorDuration = runtime.duration
        let container = transitionContext.containerView.layer
        let root = transitionContext.containerView.window?.layer
        let before = root.map(Self.animationsByLayer) ?? [:]
        held = [(container, Self.hold(container))]
        runtime.endHooks.append { [weak self] in self?.resetLayerTiming() }
        runtime.animator.animateTransition(using: transitionContext)
        // UIKit's own percent-driven transition holds only the container; animations the
        // animator put on views elsewhere (a presenter's view left in place, a bar) would run
        // on clock time. Hold those layers too, so the whole transition follows the progress.
        if let root { holdLayers(startedSince: before, in: root) }
        // What started with the transition, before the animator: the status bar's cross-fade and
        // a container's bar choreography (a navigation bar's titles, a tab bar).
        for layer in runtime.alongsideLayers where Self.isAnimating(layer) && !held.contains(where: { $0.layer === layer }) {
            held.append((layer, Self.hold(layer)))
        }
        if !wantsInteractiveStart { finish() }
    }

    /// Whether `layer` or a layer under it has an animation attached.
    private static func isAnimating(_ layer: Layer) -> Bool {
        !layer.animationKeys().isEmpty || layer.sublayers.contains(where: isAnimating)
    }

    /// Pauses `layer` where its time is now; returns that local time.
    private static func hold(_ layer: Layer) -> TimeInterval {
        let start = layer.convertTime(layer.effectiveClock.now, from: nil)
        layer.speed = 0
        layer.timeOffset = start
        return start
    }

    private static func animationsByLayer(_ root: Layer) -> [ObjectIdentifier: (Layer, [AnyObject])] {
        var found: [ObjectIdentifier: (Layer, [AnyObject])] = [:]
        func visit(_ layer: Layer) {
            let animations = layer.attachedAnimationObjects
            if !animations.isEmpty { found[ObjectIdentifier(layer)] = (layer, animations) }
            for sub in layer.sublayers { visit(sub) }
        }
        visit(root)
        return found
    }

    /// Holds each top-most layer outside the held ones that gained an animation since `before`.
    private func holdLayers(startedSince before: [ObjectIdentifier: (Layer, [AnyObject])], in root: Layer) {
        func isHeld(_ layer: Layer) -> Bool {
            var l: Layer? = layer
            while let c = l {
                if held.contains(where: { $0.layer === c }) { return true }
                l = c.superlayer
            }
            return false
        }
        func visit(_ layer: Layer) {
            guard !isHeld(layer) else { return }
            let old = before[ObjectIdentifier(layer)]?.1 ?? []
            let started = layer.attachedAnimationObjects.contains { a in !old.contains { $0 === a } }
            if started, layer.speed == 1, layer.timeOffset == 0, layer.beginTime == 0 {
                held.append((layer, Self.hold(layer)))
                return
            }
            for sub in layer.sublayers { visit(sub) }
        }
        visit(root)
    }

    /// Shows the transition at `percentComplete` (clamped to 0...1) of the animator's duration.
    public func update(_ percentComplete: CGFloat) {
        guard let context, let layer = pausedLayer, layer.speed == 0, percentComplete.isFinite else { return }
        let p = min(max(percentComplete, 0), 1)
        self.percentComplete = p
        for h in held { h.layer.timeOffset = h.start + Double(p) * animatorDuration }
        context.updateInteractiveTransition(p)
    }

    /// Ends the interaction; the transition plays on to completion.
    public func finish() {
        guard let context, let layer = pausedLayer, layer.speed == 0 else { return }
        context.finishInteractiveTransition()
        for h in held { resume(h.layer, direction: 1) }
    }

    /// Ends the interaction; the transition plays back to the start and is cancelled.
    public func cancel() {
        guard let context, let layer = pausedLayer, layer.speed == 0 else { return }
        context.cancelInteractiveTransition()
        let remaining = Double(percentComplete) * animatorDuration / Double(max(completionSpeed, 0.01))
        for h in held { resume(h.layer, direction: -1) }
        let layers = held
        guard let window = context.containerView.window else {
            for h in layers { removeAnimations(in: h.layer) }
            return
        }
        let id = window.schedule(after: remaining) { [weak self] in
            guard let self else { return }
            self.cancelTimer = nil
            for h in layers {
                h.layer.speed = 0
                h.layer.timeOffset = h.start
                self.removeAnimations(in: h.layer)
            }
        }
        cancelTimer = (window, id)
    }

    /// Catches a transition that is playing on after ``finish()`` or ``cancel()``: the
    /// animations stop where they are on screen, ``percentComplete`` becomes their progress and
    /// the transition is interactive again (`UIPercentDrivenInteractiveTransition.pause()`).
    /// Does nothing while interactive or once the transition ended.
    ///
    /// ```swift
    /// interaction.finish()
    /// // a new touch lands before the end:
    /// interaction.pause()
    /// interaction.update(interaction.percentComplete - 0.1)
    /// ```
    public func pause() {
        guard let context, let layer = pausedLayer, !context.isInteractive else { return }
        if let timer = cancelTimer {
            timer.window.cancelScheduled(timer.id)
            cancelTimer = nil
        }
        // Speed 0 here means a cancellation already played back to the start.
        let now = layer.speed == 0 ? layer.timeOffset : layer.convertTime(layer.effectiveClock.now, from: nil)
        let lower = startTime, upper = startTime + animatorDuration
        let current = now.isFinite ? min(max(now, lower), upper) : lower
        for h in held {
            h.layer.speed = 0
            h.layer.beginTime = 0
            h.layer.timeOffset = h.start + (current - startTime)
        }
        percentComplete = animatorDuration > 0 ? CGFloat((current - startTime) / animatorDuration) : 0
        context.pauseInteractiveTransition()
        context.updateInteractiveTransition(percentComplete)
    }

    private func resume(_ layer: Layer, direction: Float) {
        let now = layer.superlayer.map { $0.convertTime(layer.effectiveClock.now, from: nil) } ?? layer.effectiveClock.now
        let current = layer.timeOffset
        layer.beginTime = now
        layer.timeOffset = current
        layer.speed = direction * Float(max(completionSpeed, 0.01))
    }

    private func removeAnimations(in layer: Layer) {
        layer.removeAllAnimations()
        for sub in layer.sublayers { removeAnimations(in: sub) }
    }

    private func resetLayerTiming() {
        guard !held.isEmpty else { return }
        for h in held {
            h.layer.speed = 1
            h.layer.timeOffset = 0
            h.layer.beginTime = 0
        }
        held = []
        context = nil
        if let timer = cancelTimer {
            timer.window.cancelScheduled(timer.id)
            cancelTimer = nil
        }
    }
}
