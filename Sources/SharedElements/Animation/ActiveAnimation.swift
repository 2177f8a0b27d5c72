import Foundation

/// A ``LayerAnimation`` compiled for evaluation every frame: values resolved and converted to
/// four-number vectors or decomposed transforms, timing resolved, nothing left to allocate.
package final class ActiveAnimation {
    // Fields read every frame come first, so one frame touches few cache lines.

    /// Set by a property animator: progress comes from it instead of the layer's time.
    @exclusivity(unchecked) package var driver: AnimatorDriver?
    package let property: AnimatableProperty
    let isTransform: Bool
    package let isAdditive: Bool
    package let autoreverses: Bool
    let fillsBackwards: Bool
    let fillsForwards: Bool
    package let isRemovedOnCompletion: Bool

    // MARK: Timing
    package let beginTime: Double
    package let speed: Double
    package let timeOffset: Double
    package let duration: Double
    let cycleDuration: Double
    let activeDuration: Double

    // MARK: Values
    // Read every frame; set only while the animation is built.
    @exclusivity(unchecked) package var from = SIMD4<Double>.zero
    @exclusivity(unchecked) package var to = SIMD4<Double>.zero
    package let keyframes: CompiledKeyframes?
    package let timing: ResolvedTiming
    let transformTrack: TransformTrack
    /// The track's planar form, kept apart so a frame never copies the whole track out of
    /// its optional; ``isPlanarTransform`` says whether it applies.
    let planarTransform: PlanarTransformTrack
    /// Whether both transform ends are flat, so ``planarTransform`` gives the values.
    let isPlanarTransform: Bool

    // MARK: Bookkeeping
    package var key: String
    /// The animation as added (with its begin time resolved).
    package let source: LayerAnimation
    /// Transactions waiting for this animation to end.
    package var groups: [TransactionGroup] = []
    /// Whether the end has been reported.
    package var didReportEnd = false

    /// Compiles `animation` for a layer whose property shows `presented` and holds `model`,
    /// at layer time `now`.
    package init(_ animation: LayerAnimation, key: String, presented: AnimationValue, model: AnimationValue,
         now: Double) throws(AnimationError) {
        var a = animation
        let p = animation.property
        property = p
        isTransform = p.valueKind == .transform
        isAdditive = animation.isAdditive
        self.key = key

        let d = animation.duration
        duration = d.isFinite && d > 0 ? d : 0
        let s = Double(animation.speed)
        speed = s.isFinite ? s : 1
        timeOffset = animation.timeOffset.isFinite ? animation.timeOffset : 0
        let b = animation.beginTime.isFinite ? animation.beginTime : 0
        beginTime = b == 0 ? now : b
        a.beginTime = beginTime
        autoreverses = animation.autoreverses
        cycleDuration = duration * (autoreverses ? 2 : 1)
        let r = Double(animation.repeatCount)
        let passes = r.isNaN || r <= 0 ? 1 : r
        // A zero-length animation repeated for ever still lasts 0 (not 0 × ∞ = NaN).
        activeDuration = cycleDuration > 0 ? cycleDuration * passes : 0
        fillsBackwards = animation.fillMode == .backwards || animation.fillMode == .both
        fillsForwards = animation.fillMode == .forwards || animation.fillMode == .both
        isRemovedOnCompletion = animation.isRemovedOnCompletion
        if case .spring(_, let v) = animation.timing, !v.isFinite {
            throw .invalidSpring("the initial velocity \(v) of the \(p.rawValue) animation is not finite")
        }
        guard let t = animation.timing.resolved(duration: duration) else {
            throw .invalidSpring("the timing of the \(p.rawValue) animation describes no spring")
        }
        timing = t

        switch animation.content {
        case .basic(let f, let to, let by):
            for v in [f, to, by] {
                if let v { try ActiveAnimation.check(v, for: p) }
            }
            let (a0, a1) = ActiveAnimation.resolveEnds(
                from: f, to: to, by: by, additive: isAdditive, presented: presented, model: model)
            if isTransform {
                transformTrack = TransformTrack(from: a0.transformValue, to: a1.transformValue)
            } else {
                transformTrack = .identity
                from = a0.vector
                self.to = a1.vector
            }
            keyframes = nil
        case .keyframes(let k):
            transformTrack = .identity
            guard !k.values.isEmpty else { throw .mismatchedValues("a keyframe animation of \(p.rawValue) has no values") }
            for v in k.values { try ActiveAnimation.check(v, for: p) }
            keyframes = try CompiledKeyframes(k, isTransform: isTransform)
        }
        planarTransform = transformTrack.planar ?? .identity
        isPlanarTransform = transformTrack.planar != nil
        source = a
    }

    package static func check(_ v: AnimationValue, for p: AnimatableProperty) throws(AnimationError) {
        guard v.kind == p.valueKind else {
            throw .mismatchedValues("a \(v.kind) value cannot animate \(p.rawValue), which holds a \(p.valueKind)")
        }
        guard v.isFinite else { throw .invalidInput("a non-finite value for \(p.rawValue)") }
    }

    /// Core Animation's rules for missing from/to/by.
    static func resolveEnds(
        from: AnimationValue?, to: AnimationValue?, by: AnimationValue?, additive: Bool,
        presented: AnimationValue, model: AnimationValue
    ) -> (AnimationValue, AnimationValue) {
        let zero = presented.zero
        if additive {
            let a = from ?? zero
            return (a, to ?? by.map { a.adding($0) } ?? zero)
        }
        switch (from, to, by) {
        case (let f?, let t?, _): return (f, t)
        case (let f?, nil, let b?): return (f, f.adding(b))
        case (nil, let t?, let b?): return (t.subtracting(b), t)
        case (let f?, nil, nil): return (f, model)
        case (nil, let t?, nil): return (presented, t)
        case (nil, nil, let b?): return (presented, presented.adding(b))
        case (nil, nil, nil): return (presented, model)
        }
    }
}

// MARK: - Transform ends

/// A transform end point with its decomposition done once.
package struct TransformEnd {
    package var matrix: Transform3D
    package var parts: DecomposedTransform3D?

    package init(_ m: Transform3D) {
        matrix = m
        parts = DecomposedTransform3D(m)
    }

    package static let identity = TransformEnd(.identity)

    /// The transform `progress` of the way to `other` (decomposed; entry-wise when either end
    /// cannot be decomposed).
    @inline(__always)
    package func interpolated(to other: TransformEnd, progress: Double) -> Transform3D {
        if let a = parts, let b = other.parts {
            return a.interpolated(to: b, progress: progress).recomposed()
        }
        return matrix.lerp(to: other.matrix, progress: progress)
    }
}

// MARK: - Value arithmetic for from/to/by

extension AnimationValue {
    package var zero: AnimationValue {
        switch self {
        case .number: .number(0)
        case .point: .point(.zero)
        case .size: .size(.zero)
        case .rect: .rect(.zero)
        case .color: .color(.clear)
        case .transform: .transform(.identity)
        }
    }

    var transformValue: Transform3D {
        if case .transform(let t) = self { return t }
        return .identity
    }

    func adding(_ o: AnimationValue) -> AnimationValue {
        if case .transform(let a) = self, case .transform(let b) = o { return .transform(a.concatenating(b)) }
        return AnimationValue(vector: vector + o.vector, like: self)
    }

    func subtracting(_ o: AnimationValue) -> AnimationValue {
        if case .transform(let a) = self, case .transform(let b) = o { return .transform(a.concatenating(b.inverted())) }
        return AnimationValue(vector: vector - o.vector, like: self)
    }

    package init(vector v: SIMD4<Double>, like kind: AnimationValue) {
        switch kind {
        case .number: self = .number(v.x)
        case .point: self = .point(CGPoint(x: v.x, y: v.y))
        case .size: self = .size(CGSize(width: v.x, height: v.y))
        case .rect: self = .rect(CGRect(x: v.x, y: v.y, width: v.z, height: v.w))
        case .color: self = .color(Color(premultipliedVector: v))
        case .transform: self = kind
        }
    }
}
