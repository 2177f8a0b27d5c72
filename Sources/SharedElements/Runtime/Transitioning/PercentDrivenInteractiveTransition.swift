import Foundation

/// Drives a transition's animator by a progress value, usually from a gesture
/// (`UIPercentDrivenInteractiveTransition`).
///
/// It runs the animator with the container's layer paused (speed 0) and scrubs it by the
/// layer's `timeOffset`: ``update(_:)`` shows the animations at `percent × duration`. ``finish()``
/// lets them play on to the end at ``completionSpeed``; ``cancel()`` plays them back to the start,
/// then removes them so their completions run (the animator then calls
/// `completeTransition(false)`, and the runtime puts every view back). ``pause()`` catches a
/// finishing or cancelling transition where it is and makes it interactive again. Only
/// animations of layers inside the container are scrubbed.
///
/// ```swift
/// let interaction = PercentDrivenInteractiveTransition()
/// // in the pan handler:
/// interaction.update(translation.x / 200)
/// if ended { progress > 0.5 ? interaction.finish() : interaction.cancel() }
/// ```
@MainActor
open class PercentDrivenInteractiveTransition: ViewControllerInteractiveTransitioning {
    /// How fast the rest plays after ``finish()`` or ``cancel()`` (1: the animator's own speed).
    open var completionSpeed: CGFloat = 1
    /// Whether the transition starts interactive (true); false plays it as a normal animation.
    open var wantsInteractiveStart = true
    /// The last progress given to ``update(_:)``, 0...1.
    public private(set) var percentComplete: CGFloat = 0

    private var context: ViewControllerContextTransitioning?
    private var pausedLayer: Layer?
    private var startTime: TimeInterval = 0
    private var animatorDuration: TimeInterval = 0
    /// The scheduled removal of a cancelled transition's animations.
    private var cancelTimer: (window: Window, id: Int)?

    public init() {}

    /// The duration of the transition's animator, in seconds (0 before it starts).
    public var duration: CGFloat { CGFloat(animatorDuration) }

    open func startInteractiveTransition(_ transitionContext: ViewControllerContextTransitioning) {
        context = transitionContext
        percentComplete = 0
        guard let runtime = transitionContext as? ContainerTransitionContext else { return }
        animatorDuration = runtime.duration
        let layer = transitionContext.containerView.layer
        let clock = layer.effectiveClock
        startTime = layer.convertTime(clock.now, from: nil)
        pausedLayer = layer
        layer.speed = 0
        layer.timeOffset = startTime
        runtime.endHooks.append { [weak self] in self?.resetLayerTiming() }
        runtime.animator.animateTransition(using: transitionContext)
        if !wantsInteractiveStart { finish() }
    }

    /// Shows the transition at `percentComplete` (clamped to 0...1) of the animator's duration.
    public func update(_ percentComplete: CGFloat) {
        guard let context, let layer = pausedLayer, layer.speed == 0, percentComplete.isFinite else { return }
        let p = min(max(percentComplete, 0), 1)
        self.percentComplete = p
        layer.timeOffset = startTime + Double(p) * animatorDuration
        context.updateInteractiveTransition(p)
    }

    /// Ends the interaction; the transition plays on to completion.
    public func finish() {
        guard let context, let layer = pausedLayer, layer.speed == 0 else { return }
        context.finishInteractiveTransition()
        resume(layer, direction: 1)
    }

    /// Ends the interaction; the transition plays back to the start and is cancelled.
    public func cancel() {
        guard let context, let layer = pausedLayer, layer.speed == 0 else { return }
        context.cancelInteractiveTransition()
        let remaining = Double(percentComplete) * animatorDuration / Double(max(completionSpeed, 0.01))
        resume(layer, direction: -1)
        guard let window = context.containerView.window else { return removeAnimations(in: layer) }
        let id = window.schedule(after: remaining) { [weak self] in
            guard let self else { return }
            self.cancelTimer = nil
            layer.speed = 0
            layer.timeOffset = self.startTime
            self.removeAnimations(in: layer)
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
        layer.speed = 0
        layer.beginTime = 0
        layer.timeOffset = current
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
        guard let layer = pausedLayer else { return }
        layer.speed = 1
        layer.timeOffset = 0
        layer.beginTime = 0
        pausedLayer = nil
        context = nil
        if let timer = cancelTimer {
            timer.window.cancelScheduled(timer.id)
            cancelTimer = nil
        }
    }
}
