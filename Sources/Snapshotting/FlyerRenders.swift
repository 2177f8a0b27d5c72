import Foundation
import SharedElements

/// A flyer drawn alone three times around where it is — as it is, its source snapshot alone and
/// its destination snapshot alone, each at full opacity and without shadow — for the linter's
/// coverage, ink and clip measures.
@MainActor
struct FlyerRenders {
    /// The flyer as it is (opacity 1, no shadow).
    let composite: Bitmap
    /// Its source and destination snapshots alone, `nil` when it has no such snapshot.
    let source: Bitmap?
    let destination: Bitmap?
    /// The flyer's rectangle in the renders' pixels, and its corner radii there; `nil` radii
    /// when the flyer is not axis-aligned (then only the rectangle is its shape).
    let shape: CGRect
    let radii: CornerRadii?

    /// Renders `flight`'s flyer in the window region around `rect` (the flyer's window-space
    /// bounding box), without the flyers nested in it outside its snapshots' clip (a badge
    /// across the edge of a bag that does not clip it: that flyer's pixels are its own, not
    /// this flyer's content escaping its shape). `nil` when the region cannot be rendered.
    init?(_ flight: SharedElementFlight, around rect: CGRect, window: Window) {
        let flyer = flight.flyer
        guard let container = flyer.superview else { return nil }
        // One pixel per point (fewer when the window's scale is below 1): enough to see coverage,
        // ink and clip, at a quarter of the cost of a 2x render.
        let scale = min(window.scale, 1)
        // Room around the flyer for what escapes it (content outside its bounds, wide borders).
        let margin = max(8, 0.25 * max(rect.width, rect.height))
        let region = rect.insetBy(dx: -margin, dy: -margin).intersection(window.bounds.insetBy(dx: -margin, dy: -margin))
        guard !region.isNull, region.width * region.height * scale * scale < 16_000_000 else { return nil }
        let local = container.convert(region, from: nil)
        let layer = flyer.layer
        let saved = (layer.opacity, layer.shadowOpacity, flight.sourceSnapshot?.layer.opacity, flight.destinationSnapshot?.layer.opacity)
        let time = window.clock.now
        func draw() -> Bitmap? { try? Compositor().render(layer, region: local, scale: scale, time: time) }
        var made: (Bitmap?, Bitmap?, Bitmap?) = (nil, nil, nil)
        let snapshots = flight.sourceSnapshot?.superview ?? flight.destinationSnapshot?.superview
        let nested = flyer.subviews.filter { $0 !== snapshots && !$0.isHidden && Self.holdsFlyer($0) }
        View.performWithoutAnimation {
            for view in nested { view.isHidden = true }
            defer { for view in nested { view.isHidden = false } }
            layer.opacity = 1
            layer.shadowOpacity = 0
            made.0 = draw()
            // Alone renders matter only while both snapshots show and neither covers the other.
            if let s = flight.sourceSnapshot, let d = flight.destinationSnapshot,
               (0.02..<0.999).contains(s.layer.opacity), (0.02..<0.999).contains(d.layer.opacity) {
                s.layer.opacity = 1; d.layer.opacity = 0
                made.1 = draw()
                s.layer.opacity = 0; d.layer.opacity = 1
                made.2 = draw()
            }
            layer.opacity = saved.0
            layer.shadowOpacity = saved.1
            if let o = saved.2 { flight.sourceSnapshot?.layer.opacity = o }
            if let o = saved.3 { flight.destinationSnapshot?.layer.opacity = o }
        }
        guard let composite = made.0 else { return nil }
        self.composite = composite
        source = made.1
        destination = made.2
        shape = CGRect(x: (rect.minX - region.minX) * scale, y: (rect.minY - region.minY) * scale,
                       width: rect.width * scale, height: rect.height * scale)
        // Axis-aligned when the corners map onto the bounding box's corners.
        let b = flyer.bounds
        let topLeft = flyer.convert(CGPoint(x: b.minX, y: b.minY), to: nil)
        let bottomRight = flyer.convert(CGPoint(x: b.maxX, y: b.maxY), to: nil)
        let aligned = abs(topLeft.x - rect.minX) < 0.01 && abs(topLeft.y - rect.minY) < 0.01
            && abs(bottomRight.x - rect.maxX) < 0.01 && abs(bottomRight.y - rect.maxY) < 0.01
        let k = b.width > 0 ? rect.width / b.width : 1
        // The content is clipped to the smaller radius where a view does not clip its content.
        // A flyer following the window's corners has a radius for each corner.
        let r = min(layer.cornerRadius, flight.contentCornerRadius)
        let half = min(shape.width, shape.height) / 2
        radii = aligned ? (layer.cornerRadii ?? CornerRadii(all: r)).combined(with: CornerRadii(all: k * scale)) { min($0 * $1, half) } : nil
    }

    /// Whether `view` is a shared element's flyer or holds one.
    static func holdsFlyer(_ view: View) -> Bool {
        SharedElementFlight.flight(ofFlyer: view) != nil || view.subviews.contains { holdsFlyer($0) }
    }

    /// The least alpha (0...1) of the composite where both snapshots are opaque at least `inset`
    /// pixels inside; `nil` when they share no such pixel.
    func coverage(inset: Int) -> Double? {
        guard let source, let destination else { return nil }
        let w = composite.width, h = composite.height
        guard source.width == w, destination.width == w, source.height == h, destination.height == h, w > 0, h > 0 else { return nil }
        // 1 where both snapshots are opaque, then eroded by `inset` (a separable minimum).
        var mask = [UInt8](repeating: 0, count: w * h)
        source.withUnsafePixels { s in
            destination.withUnsafePixels { d in
                for i in 0..<(w * h) where s[i] >> 24 == 255 && d[i] >> 24 == 255 { mask[i] = 1 }
            }
        }
        if inset > 0 {
            mask = Self.eroded(Self.eroded(mask, width: w, height: h, by: inset, step: 1, count: w),
                               width: w, height: h, by: inset, step: w, count: h)
        }
        var least: UInt32 = 255
        var any = false
        composite.withUnsafePixels { c in
            for i in 0..<(w * h) where mask[i] != 0 {
                any = true
                least = min(least, c[i] >> 24)
            }
        }
        return any ? Double(least) / 255 : nil
    }

    /// `mask` (1 inside, 0 outside) eroded along one axis: a pixel stays 1 only if every pixel
    /// within `by` of it along that axis (`step` apart in memory, `count` along the line) is 1.
    static func eroded(_ mask: [UInt8], width w: Int, height h: Int, by inset: Int, step: Int, count: Int) -> [UInt8] {
        var out = [UInt8](repeating: 0, count: w * h)
        for i in 0..<(w * h) where mask[i] != 0 {
            let along = step == 1 ? i % w : i / w
            var keep: UInt8 = 1
            for d in -inset...inset {
                let k = along + d
                if k < 0 || k >= count || mask[i + d * step] == 0 { keep = 0; break }
            }
            out[i] = keep
        }
        return out
    }

    /// How many pixels wider or taller the composite's ink is than the larger of the two
    /// snapshots' ink; `nil` without two snapshots with ink.
    func inkOverflow() -> Double? {
        guard let source, let destination, let a = Self.inkBox(composite), let b = Self.inkBox(source),
              let c = Self.inkBox(destination) else { return nil }
        return Double(max(a.width - max(b.width, c.width), a.height - max(b.height, c.height), 0))
    }

    /// The bounding box, in pixels, of a render's ink: pixels of real opacity whose colour
    /// differs from the render's paper (its most common opaque colour, if it has one).
    static func inkBox(_ bitmap: Bitmap) -> (width: Int, height: Int)? {
        let w = bitmap.width, h = bitmap.height
        var minX = Int.max, minY = Int.max, maxX = -1, maxY = -1
        bitmap.withUnsafePixels { p in
            var counts: [UInt32: Int] = [:]
            var i = 0
            while i < w * h {
                let v = p[i]
                if v >> 24 == 255 { counts[v & 0xF0F0_F0F0, default: 0] += 1 }
                i += 7
            }
            let paperEntry = counts.max { $0.value < $1.value }
            let opaqueSamples = counts.values.reduce(0, +)
            // Paper only when it covers a good part of the render.
            let paper: UInt32? = paperEntry.flatMap { $0.value * 4 >= opaqueSamples ? $0.key : nil }
            for y in 0..<h {
                for x in 0..<w {
                    let v = p[y * w + x]
                    let a = v >> 24
                    guard a >= 64 else { continue }
                    if let paper, a == 255 {
                        // (Channel by channel in typed steps: as one expression each took the
                        // type checker most of a second.)
                        let red: UInt32 = 0xFF
                        let r = Int(v & red), g = Int((v >> 8) & red), b = Int((v >> 16) & red)
                        let pr = Int(paper & red), pg = Int((paper >> 8) & red), pb = Int((paper >> 16) & red)
                        let dr: Int = abs(r - pr - 8), dg: Int = abs(g - pg - 8), db: Int = abs(b - pb - 8)
                        if max(dr, dg, db) <= 48 { continue }
                    }
                    minX = min(minX, x); maxX = max(maxX, x); minY = min(minY, y); maxY = max(maxY, y)
                }
            }
        }
        return maxX < 0 ? nil : (maxX - minX + 1, maxY - minY + 1)
    }

    /// How many composite pixels of real opacity lie outside the flyer's rounded shape (half a
    /// pixel of anti-aliasing allowed along edges, three quarters around corners, where a
    /// pixel's corner reaches furthest).
    func pixelsOutsideShape() -> Int {
        let w = composite.width, h = composite.height
        let s = shape.insetBy(dx: -0.5, dy: -0.5)
        let radii = self.radii ?? CornerRadii(all: 0)
        var count = 0
        composite.withUnsafePixels { p in
            for y in 0..<h {
                let cy = CGFloat(y) + 0.5
                for x in 0..<w where p[y * w + x] >> 24 >= 16 {
                    let cx = CGFloat(x) + 0.5
                    if cx < s.minX || cx > s.maxX || cy < s.minY || cy > s.maxY { count += 1; continue }
                    let left = cx < shape.midX, top = cy < shape.midY
                    let r = top ? (left ? radii.topLeft : radii.topRight) : (left ? radii.bottomLeft : radii.bottomRight)
                    guard r > 0.5 else { continue }
                    let ox = cx < shape.minX + r ? shape.minX + r : cx > shape.maxX - r ? shape.maxX - r : cx
                    let oy = cy < shape.minY + r ? shape.minY + r : cy > shape.maxY - r ? shape.maxY - r : cy
                    let dx = cx - ox, dy = cy - oy
                    if dx * dx + dy * dy > (r + 0.75) * (r + 0.75) { count += 1 }
                }
            }
        }
        return count
    }
}
