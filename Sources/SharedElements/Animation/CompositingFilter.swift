import Foundation

/// How a layer, with its sublayers, is composited onto what is beneath it (Core Animation's
/// `compositingFilter`, CSS's `mix-blend-mode`). Not animatable.
///
/// Any filter other than ``sourceOver`` makes the layer an isolated group: its shadow, content
/// and sublayers are composed over transparency first, and that group, faded by the layer's
/// opacity, is then composited by the filter. Its superlayer is isolated too, so the filter
/// reaches the superlayer's own drawing and the siblings drawn before it, never what lies behind
/// the superlayer.
///
/// ```swift
/// // A coverage-true cross-fade: two opaque halves add up to an opaque whole at any t.
/// from.compositingFilter = .plusLighter; from.opacity = Float(1 - t)
/// to.compositingFilter = .plusLighter;   to.opacity = Float(t)
/// ```
public enum CompositingFilter: String, Sendable, Hashable, CaseIterable {
    /// Source-over: `result = source + destination * (1 - source.alpha)` (the default).
    case sourceOver
    /// Addition, clamped: `result = min(1, source + destination)` for each premultiplied channel,
    /// alpha included (Core Animation's `plusL`, CSS's `plus-lighter`).
    case plusLighter
}
