import Foundation

// MARK: - Time

extension ActiveAnimation {
    /// The animation's own time at layer time `t`.
    @inline(__always)
    func activeTime(atLayerTime t: Double) -> Double {
        (t - beginTime) * speed + timeOffset
    }

    /// Whether the animation has run its course by layer time `t`.
    @inline(__always)
    package func hasEnded(atLayerTime t: Double) -> Bool {
        guard speed >= 0 else { return false }
        return activeTime(atLayerTime: t) >= activeDuration
    }

    /// The progress shown at layer time `t` (global time `g` for animator-driven animations),
    /// or `nil` when the animation shows nothing then.
    @inline(__always)
    package func progress(atLayerTime t: Double, globalTime g: Double) -> Double? {
        if let driver { return driver.progress(at: g) }
        var ta = activeTime(atLayerTime: t)
        guard ta.isFinite else { return nil }
        if ta < 0 {
            guard fillsBackwards else { return nil }
            ta = 0
        }
        let cycleTime: Double
        if ta >= activeDuration {
            guard fillsForwards, !isRemovedOnCompletion else { return nil }
            guard cycleDuration > 0 else { return timing.progress(fraction: 1, time: 0) }
            let passes = activeDuration / cycleDuration
            let partial = passes - passes.rounded(.down)
            cycleTime = partial == 0 ? cycleDuration : partial * cycleDuration
        } else {
            cycleTime = ta < cycleDuration ? ta : ta.truncatingRemainder(dividingBy: cycleDuration)
        }
        let simple = autoreverses && cycleTime > duration ? cycleDuration - cycleTime : cycleTime
        let fraction = duration > 0 ? simple / duration : 1
        return timing.progress(fraction: fraction, time: simple)
    }

    // MARK: - Values

    /// The non-transform value at progress `p`.
    @inline(__always)
    package func vector(at p: Double) -> SIMD4<Double> {
        if let keyframes { return keyframes.vector(at: p) }
        return from + (to - from) * p
    }

    /// The transform value at progress `p`.
    @inline(__always)
    package func transform(at p: Double) -> Transform3D {
        if let keyframes { return keyframes.transform(at: p) }
        if isPlanarTransform { return planarTransform.value(at: p) }
        if transformTrack.decomposed { return transformTrack.decomposedValue(at: p) }
        return lerpedTransform(at: p)
    }

    /// The entry-wise blend of ends that cannot be decomposed: apart, so that the common paths
    /// never copy the two matrices out of the track.
    @inline(never)
    func lerpedTransform(at p: Double) -> Transform3D {
        transformTrack.spatialValue(at: p)
    }

    /// Applies this animation to `props` when it is the layer's only one.
    @inline(__always)
    package func applyAlone(progress p: Double, to props: inout LayerProperties) {
        if isTransform {
            let v = transform(at: p)
            if property == .transform {
                props.transform = isAdditive ? v.concatenating(props.transform) : v
            } else {
                props.sublayerTransform = isAdditive ? v.concatenating(props.sublayerTransform) : v
            }
            return
        }
        let v = vector(at: p)
        props.setVector(isAdditive ? props.vector(of: property) + v : v, of: property)
    }

    // MARK: - Applying to a layer's values

    /// Applies this animation at layer time `t` (global time `g` for an animator-driven one) to
    /// `props`, which holds the model, when it is the layer's only animation.
    package func applyAlone(atLayerTime t: Double, globalTime g: Double, to props: inout LayerProperties) {
        if let p = progress(atLayerTime: t, globalTime: g) { applyAlone(progress: p, to: &props) }
    }

    /// Applies the animations of `store`, in order, at layer time `t` (global time `g` for
    /// animator-driven ones) to `props`, which holds the model.
    package static func apply(
        _ store: UnsafeBufferPointer<ActiveAnimation>, atLayerTime t: Double, globalTime g: Double,
        to props: inout LayerProperties
    ) {
        var acc = AnimationAccumulator()
        for i in store.indices {
            // The store keeps each animation alive: no reference counting per frame.
            Unmanaged.passUnretained(store[i])._withUnsafeGuaranteedRef { a in
                if let p = a.progress(atLayerTime: t, globalTime: g) { acc.apply(a, progress: p) }
            }
        }
        acc.write(into: &props)
    }

    // MARK: - Ending

    /// Reports the end once: the animation's completion, then the transactions waiting for it.
    package func reportEnd(finished: Bool) {
        source.completion?(finished)
        let g = groups
        groups = []
        // Innermost transaction first: it was committed first.
        for group in g.reversed() { group.animationEnded(finished: finished) }
    }
}

// MARK: - Accumulating values

/// The values of one layer's animated properties while its animations are applied in order:
/// non-additive animations replace, additive ones add (transforms: concatenate before). The
/// model is read only at the end, for properties no animation replaced.
package struct AnimationAccumulator {
    private var replaced = InlineArray<16, SIMD4<Double>>(repeating: .zero)
    private var added = InlineArray<16, SIMD4<Double>>(repeating: .zero)
    private var touched: UInt16 = 0
    private var replacedBits: UInt16 = 0
    private var transformBase: Transform3D?
    private var transformPrefix: Transform3D?
    private var transformTouched = false
    private var sublayerBase: Transform3D?
    private var sublayerPrefix: Transform3D?
    private var sublayerTouched = false

    package init() {}

    @inline(__always)
    package mutating func apply(_ a: ActiveAnimation, progress p: Double) {
        if a.isTransform {
            let v = a.transform(at: p)
            if a.property == .transform {
                transformTouched = true
                if a.isAdditive { transformPrefix = transformPrefix.map { $0.concatenating(v) } ?? v }
                else { transformBase = v; transformPrefix = nil }
            } else {
                sublayerTouched = true
                if a.isAdditive { sublayerPrefix = sublayerPrefix.map { $0.concatenating(v) } ?? v }
                else { sublayerBase = v; sublayerPrefix = nil }
            }
            return
        }
        let i = a.property.slot
        let bit: UInt16 = 1 << UInt16(i)
        let v = a.vector(at: p)
        if touched & bit == 0 {
            touched |= bit
            added[i] = .zero
        }
        if a.isAdditive {
            added[i] += v
        } else {
            replaced[i] = v
            added[i] = .zero
            replacedBits |= bit
        }
    }

    /// Writes the accumulated values into `props`, which holds the model.
    package mutating func write(into props: inout LayerProperties) {
        var bits = touched
        while bits != 0 {
            let i = bits.trailingZeroBitCount
            let bit: UInt16 = 1 << UInt16(i)
            bits &= bits - 1
            let property = AnimatableProperty.bySlot[i]
            let base = replacedBits & bit != 0 ? replaced[i] : props.vector(of: property)
            props.setVector(base + added[i], of: property)
        }
        if transformTouched {
            let base = transformBase ?? props.transform
            props.transform = transformPrefix.map { $0.concatenating(base) } ?? base
        }
        if sublayerTouched {
            let base = sublayerBase ?? props.sublayerTransform
            props.sublayerTransform = sublayerPrefix.map { $0.concatenating(base) } ?? base
        }
    }
}

extension AnimatableProperty {
    /// The properties in slot order.
    static let bySlot: [AnimatableProperty] = [
        .bounds, .position, .anchorPoint, .zPosition, .transform, .sublayerTransform, .opacity,
        .backgroundColor, .cornerRadius, .borderWidth, .borderColor, .shadowColor, .shadowOpacity,
        .shadowOffset, .shadowRadius,
    ]

    /// A small index for per-property storage.
    @inline(__always)
    package var slot: Int {
        switch self {
        case .bounds: 0
        case .position: 1
        case .anchorPoint: 2
        case .zPosition: 3
        case .transform: 4
        case .sublayerTransform: 5
        case .opacity: 6
        case .backgroundColor: 7
        case .cornerRadius: 8
        case .borderWidth: 9
        case .borderColor: 10
        case .shadowColor: 11
        case .shadowOpacity: 12
        case .shadowOffset: 13
        case .shadowRadius: 14
        }
    }
}
