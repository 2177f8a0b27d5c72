import Foundation

// MARK: - Attaching animations

extension Layer {
    /// Attaches `animation` under `key`, replacing (and reporting unfinished) any animation
    /// already there (`CALayer.add(_:forKey:)`). A `beginTime` of 0 becomes the layer's
    /// current time. Missing from/to values are taken from the layer now.
    ///
    /// An animation that cannot run (values of the wrong kind or not finite, bad key times, a
    /// spring that cannot exist) is not attached; its completion runs with `false` at the
    /// next clock step. ``validate(_:)`` says why.
    ///
    /// ```swift
    /// layer.add(.basic(.position, to: CGPoint(x: 10, y: 10), duration: 0.5), forKey: "move")
    /// ```
    public func add(_ animation: LayerAnimation, forKey key: String?) {
        let clock = effectiveClock
        let compiled: ActiveAnimation
        do {
            compiled = try compile(animation, key: key ?? uniqueAnimationKey("animation"), clock: clock)
        } catch {
            if let c = animation.completion { clock.schedule { c(false) } }
            return
        }
        attach(compiled, clock: clock)
    }

    /// Why `animation` could not run on this layer, or nothing when it can.
    public func validate(_ animation: LayerAnimation) throws(AnimationError) {
        _ = try compile(animation, key: "", clock: effectiveClock)
    }

    /// The animation attached under `key`, as added (with its begin time resolved).
    public func animation(forKey key: String) -> LayerAnimation? {
        animationStore.first { $0.key == key }?.source
    }

    /// The keys of the attached animations, in the order they apply.
    public func animationKeys() -> [String] { animationStore.map(\.key) }

    /// Detaches the animation under `key`; its completion runs with `false` at the next clock
    /// step (unless it had already ended).
    public func removeAnimation(forKey key: String) {
        guard let i = animationStore.firstIndex(where: { $0.key == key }) else { return }
        let removed = animationStore.remove(at: i)
        reportRemoved([removed])
    }

    /// Detaches every animation.
    public func removeAllAnimations() {
        let removed = animationStore
        animationStore = []
        reportRemoved(removed)
    }

    // MARK: - Presentation

    /// The values on screen now: ``renderProperties(at:)`` at the layer's clock's current time
    /// (`CALayer.presentation()`).
    ///
    /// Optional as in Core Animation, so ported code (`layer.presentation()?.opacity`) compiles
    /// unchanged; Core Animation returns `nil` for a layer that was never committed to a render
    /// tree, but every layer here has a clock (its own, a superlayer's or the default), so the
    /// result is never `nil`.
    ///
    /// ```swift
    /// let opacity = card.layer.presentation()?.opacity ?? card.layer.opacity
    /// ```
    public func presentation() -> LayerProperties? {
        renderProperties(at: effectiveClock.now)
    }

    /// How fast `property` is changing on screen at clock time `time`, per second (a central
    /// difference over ±0.1 ms of animation time): what a gesture hands over to a spring when
    /// it interrupts an animation. `nil` for colours and transforms (no velocity value of
    /// their kind) and for non-finite results.
    ///
    /// ```swift
    /// let v = card.presentationVelocity(of: .position, at: clock.now)   // .point, points per second
    /// ```
    public func presentationVelocity(of property: AnimatableProperty, at time: TimeInterval) -> AnimationValue? {
        guard property.valueKind != .transform, property.valueKind != .color, time.isFinite else { return nil }
        let h = 1e-4
        let a = renderProperties(at: time - h).vector(of: property)
        let b = renderProperties(at: time + h).vector(of: property)
        let v = (b - a) / (2 * h)
        guard v.x.isFinite, v.y.isFinite, v.z.isFinite, v.w.isFinite else { return nil }
        return AnimationValue(vector: v, like: model.value(of: property))
    }

    /// The clock this layer's animations run on: its own ``animationClock``, else the nearest
    /// superlayer's, else ``AnimationClock/default``.
    public var effectiveClock: AnimationClock {
        var l: Layer? = self
        while let c = l {
            if let clock = c.animationClock { return clock }
            l = c.superlayer
        }
        return AnimationClock.default
    }

    // MARK: - Internals

    package func compile(_ animation: LayerAnimation, key: String, clock: AnimationClock) throws(AnimationError) -> ActiveAnimation {
        let now = clock.now
        let presented = animationStore.isEmpty ? model : evaluateAnimations(at: now)
        return try ActiveAnimation(
            animation, key: key, presented: presented.value(of: animation.property),
            model: model.value(of: animation.property), now: localTime(forGlobalTime: now))
    }

    package func attach(_ compiled: ActiveAnimation, clock: AnimationClock) {
        if let i = animationStore.firstIndex(where: { $0.key == compiled.key }) {
            let old = animationStore.remove(at: i)
            reportRemoved([old])
        }
        if compiled.driver == nil, let stack = TransactionStack.current {
            stack.scheduleImplicitFlush(on: clock)
            for g in stack.groups {
                g.animationAdded(clock: clock)
                compiled.groups.append(g)
            }
        }
        animationStore.append(compiled)
        if compiled.driver == nil {
            registeredClock = clock
            clock.register(self)
        }
    }

    /// `base` if no animation uses it, else `base-2`, `base-3`…
    package func uniqueAnimationKey(_ base: String) -> String {
        if !animationStore.contains(where: { $0.key == base }) { return base }
        var n = 2
        while animationStore.contains(where: { $0.key == "\(base)-\(n)" }) { n += 1 }
        return "\(base)-\(n)"
    }

    private func reportRemoved(_ removed: [ActiveAnimation]) {
        let pending = removed.filter { !$0.didReportEnd && $0.driver == nil }
        guard !pending.isEmpty else { return }
        for a in pending { a.didReportEnd = true }
        (registeredClock ?? effectiveClock).schedule {
            for a in pending { a.reportEnd(finished: false) }
        }
    }

    /// The model with every animation applied at global time `time`.
    func evaluateAnimations(at time: TimeInterval) -> LayerProperties {
        var props = model
        applyAnimations(at: time, to: &props)
        return props
    }

    /// Applies every animation at global time `time` to `props`, which holds the model.
    func applyAnimations(at time: TimeInterval, to props: inout LayerProperties) {
        let local = localTime(forGlobalTime: time)
        if let sole = soleAnimation {
            // The common case needs no accumulation, nor reference counting.
            sole._withUnsafeGuaranteedRef { $0.applyAlone(atLayerTime: local, globalTime: time, to: &props) }
            return
        }
        animationStore.withUnsafeBufferPointer { ActiveAnimation.apply($0, atLayerTime: local, globalTime: time, to: &props) }
    }
}

// MARK: - Completions on the clock

extension Layer: ClockParticipant {
    package func clockDidAdvance(to now: TimeInterval, clock: AnimationClock) -> Bool {
        let local = localTime(forGlobalTime: now)
        var ended: [ActiveAnimation] = []
        for a in animationStore where a.driver == nil && !a.didReportEnd && a.hasEnded(atLayerTime: local) {
            a.didReportEnd = true
            ended.append(a)
        }
        if !ended.isEmpty {
            animationStore.removeAll { a in a.isRemovedOnCompletion && ended.contains { $0 === a } }
            for a in ended { a.reportEnd(finished: true) }
        }
        return isWaitingForClock
    }

    package var isWaitingForClock: Bool {
        animationStore.contains { $0.driver == nil && !$0.didReportEnd }
    }
}

// MARK: - Identities, for helpers that hold what a piece of code started

extension Layer {
    /// The attached animations as objects, for telling later additions from these by identity
    /// (an interaction holds the animations an animator started, wherever it put them).
    package var attachedAnimationObjects: [AnyObject] { animationStore }
}
