import SharedElements

/// A film strip built as the film is rendered: ten frames picked evenly across `count` frames
/// (frame `k × count / 10` for k = 0…9), each at half size (the mean of each 2x2 block), side
/// by side on a dark band. Frames so large that ten halves would pass the largest bitmap (16,384
/// pixels a side, 2^28 in all) are halved again until they fit; a side of one pixel is not
/// halved (to nothing), so a frame 4096 pixels wide and 1 tall shrinks along its width alone.
/// Only the strip is kept, never the film.
final class FilmStripBuilder {
    private(set) var bitmap: Bitmap
    /// The size of each frame in the strip, pixels.
    let slot: (width: Int, height: Int)
    /// For each film frame, the strip slots it fills.
    private var slots: [Int: [Int]] = [:]
    /// How many times each frame is halved across and down (1: half size).
    private let halvings: (x: Int, y: Int)
    static let gap = 8

    init(count: Int, width: Int, height: Int) throws {
        var halvings = (x: width >= 2 ? 1 : 0, y: height >= 2 ? 1 : 0)
        func stripWidth(_ w: Int) -> Int { 10 * (w + Self.gap) + Self.gap }
        func fits(_ w: Int, _ h: Int) -> Bool {
            stripWidth(w) <= Bitmap.maxSide && h + 2 * Self.gap <= Bitmap.maxSide && stripWidth(w) * (h + 2 * Self.gap) <= Bitmap.maxPixels
        }
        while !fits(width >> halvings.x, height >> halvings.y) {
            let across = width >> halvings.x >= 2, down = height >> halvings.y >= 2
            guard across || down else { break }
            if across { halvings.x += 1 }
            if down { halvings.y += 1 }
        }
        self.halvings = halvings
        slot = (max(0, width >> halvings.x), max(0, height >> halvings.y))
        for k in 0..<10 { slots[min(count - 1, k * count / 10), default: []].append(k) }
        bitmap = try Bitmap(width: stripWidth(slot.width), height: slot.height + 2 * Self.gap,
                            fill: PremultipliedColor(r: 40, g: 40, b: 46, a: 255))
    }

    /// Places frame `index` in its slots, if it has any.
    func add(_ frame: Bitmap, index: Int) throws {
        guard let ks = slots[index], slot.width > 0, slot.height > 0 else { return }
        // Halved both ways at once while both sides halve, then along the longer side alone.
        var small = frame
        for _ in 0..<min(halvings.x, halvings.y) { small = try InspectorFrames.halved(small) }
        let rest = (x: halvings.x - min(halvings.x, halvings.y), y: halvings.y - min(halvings.x, halvings.y))
        small = try InspectorFrames.downsampled(small, byX: 1 << rest.x, byY: 1 << rest.y)
        let stride = bitmap.width, width = slot.width
        bitmap.withUnsafeMutablePixels { dst in
            small.withUnsafePixels { src in
                for k in ks {
                    let x0 = Self.gap + k * (width + Self.gap)
                    for y in 0..<slot.height {
                        (dst + (Self.gap + y) * stride + x0).update(from: src + y * width, count: width)
                    }
                }
            }
        }
    }
}
