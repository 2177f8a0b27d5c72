import Foundation

/// A flyer's shadow at one end of its flight: the view's own, or — for a view without one — the
/// other view's made transparent, so a shadow one side lacks fades instead of popping.
package struct SharedElementShadow: Equatable, Sendable {
    package var color: Color
    package var opacity: CGFloat
    package var radius: CGFloat
    package var offset: CGSize

    /// The largest blur radius a flyer's shadow takes, points: past it a shadow is a faint wash,
    /// and a larger (or infinite) one is clamped to it.
    package static let maximumRadius: CGFloat = 1_000
    /// The largest offset a flyer's shadow takes each way, points.
    package static let maximumOffset: CGFloat = 100_000

    /// The shadows a flyer goes between, from `source`'s layer to `destination`'s; `nil` when
    /// neither has a visible shadow. A layer that masks to its bounds shows no shadow outside
    /// them (as in Core Animation, where `clipsToBounds` hides a view's shadow), so its flyer
    /// casts none of its own; a layer without a shadow of its own that is the only sublayer of
    /// a wrapper drawing nothing itself takes the wrapper's (a clipping card in a shadowed
    /// wrapper: the wrapper's shadow is the card's shape, gone while the card flies).
    @MainActor
    package static func pair(source: Layer, destination: Layer) -> (SharedElementShadow, SharedElementShadow)? {
        func own(_ l: Layer) -> SharedElementShadow? {
            let opacity = CGFloat(l.shadowOpacity)
            guard opacity.isFinite, opacity > 0, l.shadowColor.alpha > 0, !l.masksToBounds else { return nil }
            let radius = l.shadowRadius.isNaN ? 0 : min(max(l.shadowRadius, 0), maximumRadius)
            func clamped(_ v: CGFloat) -> CGFloat { v.isNaN ? 0 : min(max(v, -maximumOffset), maximumOffset) }
            let offset = CGSize(width: clamped(l.shadowOffset.width), height: clamped(l.shadowOffset.height))
            return SharedElementShadow(color: l.shadowColor, opacity: min(opacity, 1), radius: radius, offset: offset)
        }
        // A wrapper that draws nothing itself, does not clip and holds the view alone casts its
        // shadow from the view's shape (the usual way to give a clipping card a shadow): the
        // shadow goes with the view when it flies, so the flyer casts it instead.
        func hosted(_ l: Layer) -> SharedElementShadow? {
            guard let host = l.superlayer, host.sublayers.count == 1, (host.backgroundColor?.alpha ?? 0) <= 0.01,
                  host.borderWidth <= 0 || host.borderColor.alpha <= 0.01, host.contents == nil, !host.isHidden else { return nil }
            return own(host)
        }
        switch (own(source) ?? hosted(source), own(destination) ?? hosted(destination)) {
        case (nil, nil): return nil
        case let (a?, b?): return (a, b)
        case let (a?, nil): return (a, a.transparent)
        case let (nil, b?): return (b.transparent, b)
        }
    }

    /// This shadow at opacity 0.
    var transparent: SharedElementShadow {
        var copy = self
        copy.opacity = 0
        return copy
    }

    /// The shadow a fraction `t` (0...1) of the way from `self` to `other`.
    package func mixed(with other: SharedElementShadow, _ t: CGFloat) -> SharedElementShadow {
        func mix(_ a: CGFloat, _ b: CGFloat) -> CGFloat { a + (b - a) * t }
        return SharedElementShadow(
            color: Color(red: mix(color.red, other.color.red), green: mix(color.green, other.color.green),
                         blue: mix(color.blue, other.color.blue), alpha: mix(color.alpha, other.color.alpha)),
            opacity: mix(opacity, other.opacity), radius: mix(radius, other.radius),
            offset: CGSize(width: mix(offset.width, other.offset.width), height: mix(offset.height, other.offset.height)))
    }
}
