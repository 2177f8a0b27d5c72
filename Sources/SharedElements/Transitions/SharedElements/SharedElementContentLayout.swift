import Foundation

/// Where a flyer puts its two snapshots on each frame, by the element's
/// ``SharedElementOptions/Content`` (image views' content lives in ``SharedElementImageContent``).
@MainActor
package enum SharedElementContentLayout {
    /// Both snapshots fill the flyer (they resize with it).
    case stretch
    /// A pair of labels: one word turns into the other on one baseline.
    case text(SharedElementTextLayout)
    /// Each snapshot at its natural size scaled uniformly and aligned in the flyer.
    case scaled(SharedElementOptions.ContentScale, SharedElementOptions.ContentAlignment, source: CGSize, destination: CGSize)
    /// The live views rendered at the flyer's size each frame; the snapshots fill the flyer.
    case relayout(SharedElementRelayout)

    /// The layout for `content` between `source` and `destination` (image views are handled
    /// before this). ``SharedElementOptions/Content/automatic`` picks text for two labels with
    /// text, relayout for views with subviews whose shape changes (aspect ratios more than 5%
    /// apart: stretching would distort what is inside), else stretch.
    package static func make(_ content: SharedElementOptions.Content, source: View, destination: View) -> SharedElementContentLayout {
        switch content {
        case .automatic:
            if let text = SharedElementTextLayout(source: source, destination: destination) { return .text(text) }
            if !(source.subviews.isEmpty && destination.subviews.isEmpty),
               reshapes(source.bounds.size, destination.bounds.size) {
                return .relayout(SharedElementRelayout(source: source, destination: destination, keepsCentredSubviews: true))
            }
            return .stretch
        case .stretch:
            return .stretch
        case .scaleToBounds(let scale, let alignment):
            return .scaled(scale, alignment, source: source.bounds.size, destination: destination.bounds.size)
        case .relayout:
            return .relayout(SharedElementRelayout(source: source, destination: destination))
        }
    }

    /// Whether the aspect ratios of `a` and `b` are more than 5% apart.
    static func reshapes(_ a: CGSize, _ b: CGSize) -> Bool {
        guard a.width > 0, a.height > 0, b.width > 0, b.height > 0 else { return false }
        let ratio = (a.width / a.height) / (b.width / b.height)
        return ratio.isFinite && abs(ratio - 1) > 0.05
    }

    /// Whether the snapshots simply fill the flyer (and resize with it).
    var fills: Bool {
        switch self {
        case .stretch, .relayout: true
        case .text, .scaled: false
        }
    }

    /// Whether it is a pair of labels' text.
    package var isText: Bool {
        if case .text = self { return true }
        return false
    }

    /// Whether the snapshots are stretched to the flyer.
    package var isStretch: Bool {
        if case .stretch = self { return true }
        return false
    }

    /// Whether the live views are laid out anew every frame (``SharedElementRelayout``).
    package var isRelayout: Bool {
        if case .relayout = self { return true }
        return false
    }

    /// The snapshots' frames in a flyer of `size` at progress `p`; `nil` when they fill it.
    func frames(at p: Double, size: CGSize) -> (source: CGRect, destination: CGRect)? {
        switch self {
        case .stretch, .relayout:
            return nil
        case .text(let text):
            let frames = text.frames(at: p)
            // Past either end (a spring's overshoot) the text scales with the flyer, uniformly
            // and from its top-left corner as the label lays it out, so a word bouncing smaller
            // than its label stays whole and clear of the words around it.
            guard p > 1 || p < 0 else { return frames }
            let end = p > 1 ? text.destinationSize : text.sourceSize
            let k = min(size.width / end.width, size.height / end.height)
            guard k.isFinite, k > 0 else { return frames }
            func scaled(_ r: CGRect) -> CGRect { CGRect(x: r.minX * k, y: r.minY * k, width: r.width * k, height: r.height * k) }
            return (scaled(frames.source), scaled(frames.destination))
        case .scaled(let scale, let alignment, let a, let b):
            let box = CGRect(origin: .zero, size: size)
            return (alignment.place(a, scaledBy: scale.factor(for: a, in: size), in: box),
                    alignment.place(b, scaledBy: scale.factor(for: b, in: size), in: box))
        }
    }
}
