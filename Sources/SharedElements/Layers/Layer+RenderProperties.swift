import Foundation

// MARK: - The values to draw

extension Layer {
    /// The values to draw at `time` (seconds on the animation clock): the model with every
    /// attached animation applied.
    ///
    /// The compositor reads all values through this method or ``renderProperties(at:into:)``,
    /// so this is the one place animations take effect. It is not an override point (as Core
    /// Animation's presentation values are not): to change what a layer shows, set its model
    /// values or attach animations.
    ///
    /// ```swift
    /// let shown = layer.renderProperties(at: clock.now)
    /// print(shown.position, shown.opacity)
    /// ```
    public final func renderProperties(at time: TimeInterval) -> LayerProperties {
        var props = model
        // The sole animation's link first: it lies in the layer, the store's count in another object.
        if soleAnimation != nil || !animationStore.isEmpty { applyAnimations(at: time, to: &props) }
        return props
    }

    /// ``renderProperties(at:)`` written into `properties`, whatever it held before (every
    /// field is written): the form for a loop over many layers, which reuses one value rather
    /// than copying a new one out of each call (``LayerProperties`` is over 500 bytes). `time`
    /// is in seconds on the animation clock.
    ///
    /// ```swift
    /// var props = LayerProperties()
    /// for layer in root.sublayers {
    ///     layer.renderProperties(at: time, into: &props)
    ///     if !props.isHidden { visible += 1 }
    /// }
    /// ```
    public final func renderProperties(at time: TimeInterval, into properties: inout LayerProperties) {
        properties = model
        if soleAnimation != nil || !animationStore.isEmpty { applyAnimations(at: time, to: &properties) }
    }

    /// Evaluates each of `layers` in order into `properties` (``renderProperties(at:into:)`` at
    /// `time`, seconds on the animation clock), then calls `body` with the layer and the values.
    ///
    /// The walk of the compositor's evaluation pass over a tree, one array of sublayers at a
    /// time: `layers` holds every layer for the call, so the loop counts no references per
    /// layer, as a `for` loop over an array does around each call.
    @inlinable
    package static func evaluate(
        _ layers: [Layer], at time: TimeInterval, into properties: inout LayerProperties,
        _ body: (Layer, inout LayerProperties) -> Void
    ) {
        layers.withUnsafeBufferPointer { buffer in
            for i in buffer.indices {
                Unmanaged.passUnretained(buffer[i])._withUnsafeGuaranteedRef { layer in
                    layer.renderProperties(at: time, into: &properties)
                    body(layer, &properties)
                }
            }
        }
    }
}
