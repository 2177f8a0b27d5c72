import Foundation

// MARK: - Turning property changes into animations

extension Layer {
    /// Called by every animatable setter after the model changed. Cheap when no transaction
    /// is open on this thread.
    @inline(__always)
    func noteChange(_ property: AnimatableProperty, from old: AnimationValue) {
        guard let stack = TransactionStack.current, !stack.frames.isEmpty else { return }
        transactionChanged(property, from: old, stack: stack)
    }

    private func transactionChanged(_ property: AnimatableProperty, from old: AnimationValue, stack: TransactionStack) {
        // The innermost frame disabling actions decides at once (`performWithoutAnimation`, the
        // common case of code that sets many properties a frame): no value to read or compare.
        if stack.frames.last?.disableActions == true { return }
        let new = model.value(of: property)
        guard old != new else { return }
        // The innermost frame that decides: one that disables actions, records for an
        // animator or a keyframe animation, or sets a duration of its own.
        var span: KeyframeCollector.Span?
        for frame in stack.frames.reversed() {
            if frame.disableActions == true { return }
            if let recorder = frame.recorder {
                recorder.record(self, property, from: old, to: new)
                return
            }
            if span == nil { span = frame.keyframeSpan }
            if let collector = frame.keyframes {
                guard old.isFinite, new.isFinite else { return }
                collector.record(self, property, from: old, to: new, span: span ?? .whole)
                return
            }
            if frame.duration != nil || frame.disableActions == false { break }
        }
        guard old.isFinite, new.isFinite else { return }
        // "The UIView class disables layer animations by default but reenables them inside
        // animation blocks" (Core Animation Programming Guide): a change to a view's own layer
        // inside a plain transaction just happens.
        if isViewBacking && !stack.isInAnimationBlock { return }
        let duration = stack.duration
        guard duration.isFinite, duration > 0 else { return }
        let clock = effectiveClock
        let now = clock.now
        let begin = localTime(forGlobalTime: now) + stack.delay

        var animation = LayerAnimation(
            property: property, content: .basic(from: nil, to: nil, by: nil), timing: stack.timing, duration: duration)
        animation.beginTime = begin
        animation.fillMode = .backwards
        animation.repeatCount = stack.repeatCount
        animation.autoreverses = stack.autoreverses
        let key = uniqueAnimationKey(property.rawValue)

        if case .transform(let oldT) = old, case .transform(let newT) = new {
            // Additive: D(t) · new, from D = old · new⁻¹ to the identity.
            if let inv = newT.inverse, DecomposedTransform3D(oldT.concatenating(inv)) != nil {
                animation.isAdditive = true
                animation.content = .basic(from: .transform(oldT.concatenating(inv)), to: .transform(.identity), by: nil)
            } else {
                // No additive form: run from what is on screen to the new value.
                let shown = evaluateAnimations(at: now).value(of: property)
                animation.content = .basic(from: shown, to: new, by: nil)
            }
            guard let compiled = try? compile(animation, key: key, clock: clock) else { return }
            attach(compiled, clock: clock)
            return
        }
        // Additive: new + (old - new) → new, in vector space (colours premultiplied, unclamped).
        let delta = old.vector - new.vector
        animation.isAdditive = true
        animation.content = .basic(from: AnimationValue(vector: delta, like: new), to: new.zero, by: nil)
        guard let compiled = try? compile(animation, key: key, clock: clock) else { return }
        compiled.from = delta
        compiled.to = .zero
        attach(compiled, clock: clock)
    }
}
