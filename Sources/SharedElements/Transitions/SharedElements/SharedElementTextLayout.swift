import Foundation

/// How a flying pair of labels keeps its text in shape: each snapshot is scaled uniformly (never
/// stretched) so its text spans the width of the text's current rectangle, centred on it
/// vertically; the rectangle moves from where the source label draws its text (by its alignment,
/// centred vertically) to where the destination label draws its own. Both words therefore start
/// and end together and one turns into the other in place, whatever the labels' widths,
/// alignments, sizes and weights.
package struct SharedElementTextLayout: Equatable {
    /// The rectangles the text takes in each label's bounds, points.
    let sourceText: CGRect
    let destinationText: CGRect
    /// The labels' bounds sizes (the snapshots' natural sizes), points.
    package let sourceSize: CGSize
    package let destinationSize: CGSize
    /// Whether both labels show the same text broken into the same lines (the same number of
    /// glyphs on each line): then one turns into the other in place.
    let sameLines: Bool

    /// The layout of a pair of labels with text; `nil` for anything else.
    @MainActor
    package init?(source: View, destination: View) {
        guard source is Label, destination is Label,
              let a = Self.textRect(of: source), let b = Self.textRect(of: destination) else { return nil }
        sourceText = a
        destinationText = b
        sourceSize = source.bounds.size
        destinationSize = destination.bounds.size
        func lines(_ label: View) -> [Int] {
            label.layer.textContent.map { $0.layout(in: label.bounds.size).lines.map(\.glyphs.count) } ?? []
        }
        sameLines = (source as? Label)?.text == (destination as? Label)?.text && lines(source) == lines(destination)
    }

    /// How far the source has faded out and the destination in at progress `p`, each 0...1.
    /// Two renderings of one text never line up letter for letter (a bold word is wider for its
    /// height than a regular one), so they show together only in the middle of the flight:
    /// cross-fading from 0.3 to 0.7 when the lines match, and one after the other (out from
    /// 0.2 to 0.55, in from 0.45 to 0.8) when they do not, where two wrappings of a text would
    /// garble each other. Each edge is eased (smoothstep).
    package func fades(at p: Double) -> (out: Double, in: Double) {
        if sameLines {
            let f = Self.ramp(p, from: 0.3, to: 0.7)
            return (f, f)
        }
        return Self.fadeThrough(at: p)
    }

    /// 0 before `from`, 1 after `to`, smoothstep between; 1 when `p` is not a number.
    private static func ramp(_ p: Double, from: Double, to: Double) -> Double {
        guard p.isFinite else { return 1 }
        let t = min(max((p - from) / (to - from), 0), 1)
        return t * t * (3 - 2 * t)
    }

    /// One after the other: the source fades out from 0.2 to 0.55 of the flight and the
    /// destination in from 0.45 to 0.8, each edge eased (smoothstep), so two texts that do not
    /// line up never show together at more than a trace.
    package static func fadeThrough(at p: Double) -> (out: Double, in: Double) {
        (ramp(p, from: 0.2, to: 0.55), ramp(p, from: 0.45, to: 0.8))
    }

    /// Whether cross-fading snapshots of `source` and `destination` would show text twice: both
    /// hold text (labels shown, with text), and the texts differ, or the same text sits
    /// elsewhere in the view's bounds (as a fraction of them, beyond 3% of either side), so the
    /// stretched snapshots do not lay one over the other (a button's new title, a card's title
    /// moved on its detail). Without `comparingPlaces` (views laid out again at every size,
    /// which put a text in the same place at both ends), only the texts count.
    @MainActor
    package static func wouldGhost(_ source: View, _ destination: View, comparingPlaces: Bool = true) -> Bool {
        let a = texts(in: source), b = texts(in: destination)
        guard !a.isEmpty, !b.isEmpty else { return false }
        guard a.count == b.count else { return true }
        for (x, y) in zip(a, b) {
            guard x.text == y.text else { return true }
            guard comparingPlaces else { continue }
            let r = x.rect, q = y.rect
            if abs(r.minX - q.minX) > 0.03 || abs(r.maxX - q.maxX) > 0.03 || abs(r.minY - q.minY) > 0.03 || abs(r.maxY - q.maxY) > 0.03 {
                return true
            }
        }
        return false
    }

    /// The texts shown inside `root` in tree order, each with where it is drawn as a fraction of
    /// `root`'s bounds.
    @MainActor
    private static func texts(in root: View) -> [(text: String, rect: CGRect)] {
        let b = root.bounds
        guard b.width > 0, b.height > 0, b.width.isFinite, b.height.isFinite else { return [] }
        var found: [(text: String, rect: CGRect)] = []
        func visit(_ view: View, depth: Int) {
            guard depth < 64 else { return }
            for sub in view.subviews where !sub.isHidden && sub.alpha > 0 {
                if let label = sub as? Label, let text = label.text, !text.isEmpty, let rect = textRect(of: label) {
                    let r = label.convert(rect, to: root)
                    if r.minX.isFinite, r.minY.isFinite, r.width.isFinite, r.height.isFinite {
                        found.append((text, CGRect(x: (r.minX - b.minX) / b.width, y: (r.minY - b.minY) / b.height,
                                                   width: r.width / b.width, height: r.height / b.height)))
                    }
                }
                visit(sub, depth: depth + 1)
            }
        }
        visit(root, depth: 0)
        return found
    }

    /// Where `label`'s text is drawn in its bounds: its lines' width placed by its alignment, its
    /// lines' height centred, as the compositor draws it. `nil` without text.
    @MainActor
    package static func textRect(of label: View) -> CGRect? {
        guard let content = label.layer.textContent else { return nil }
        let bounds = label.bounds
        let layout = content.layout(in: bounds.size)
        let width = layout.lines.map(\.width).max() ?? 0
        let height = layout.size.height
        guard width > 0, height > 0, width.isFinite, height.isFinite else { return nil }
        return CGRect(x: content.alignment.offset(lineWidth: width, in: bounds.width),
                      y: (bounds.height - height) / 2, width: width, height: height)
    }

    /// The snapshots' frames in the flyer at progress `p` (0: the source's layout, 1: the
    /// destination's).
    package func frames(at p: Double) -> (source: CGRect, destination: CGRect) {
        let t = CGFloat(p.isFinite ? min(max(p, 0), 1) : 1)
        func mix(_ a: CGFloat, _ b: CGFloat) -> CGFloat { a + (b - a) * t }
        let text = CGRect(x: mix(sourceText.minX, destinationText.minX), y: mix(sourceText.minY, destinationText.minY),
                          width: mix(sourceText.width, destinationText.width),
                          height: mix(sourceText.height, destinationText.height))
        // Each word spans the current rectangle's width, centred on its middle line: two
        // weights or sizes of the same word keep their letters over each other from the first
        // to the last, where matching heights would leave the wider word's end sticking out.
        func place(_ own: CGRect, _ size: CGSize) -> CGRect {
            let k = own.width > 0 && text.width > 0 ? text.width / own.width : text.height / own.height
            return CGRect(x: text.minX - own.minX * k, y: text.midY - own.midY * k, width: size.width * k, height: size.height * k)
        }
        return (place(sourceText, sourceSize), place(destinationText, destinationSize))
    }
}
