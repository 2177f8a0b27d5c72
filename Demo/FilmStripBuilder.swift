import SharedElements

/// A film strip built as the film is rendered: ten frames picked evenly across `count` frames
/// (frame `k × count / 10` for k = 0…9), each at half size (the mean of each 2x2 block), side
/// by side on a dark band. Frames so wide that ten halves would pass the largest bitmap (16,384
/// pixels a side) are halved again until they fit. Only the strip is kept, never the film.
final class FilmStripBuilder {
    private(set) var bitmap: Bitmap
    /// For each film frame, the strip slots it fills.
    private var slots: [Int: [Int]] = [:]
    private let half: (width: Int, height: Int)
    /// How many times each frame is halved (1: half size).
    private let halvings: Int
    static let gap = 8

    init(count: Int, width: Int, height: Int) throws {
        var halvings = 1
        var size = (width: width / 2, height: height / 2)
        func stripWidth(_ w: Int) -> Int { 10 * (w + Self.gap) + Self.gap }
        while size.width > 0, size.height > 0,
              stripWidth(size.width) > Bitmap.maxSide || size.height + 2 * Self.gap > Bitmap.maxSide
                || stripWidth(size.width) * (size.height + 2 * Self.gap) > Bitmap.maxPixels {
            halvings += 1
            size = (size.width / 2, size.height / 2)
        }
        half = size
        self.halvings = halvings
        for k in 0..<10 { slots[min(count - 1, k * count / 10), default: []].append(k) }
        bitmap = try Bitmap(width: stripWidth(half.width), height: half.height + 2 * Self.gap,
                            fill: PremultipliedColor(r: 40, g: 40, b: 46, a: 255))
    }

    /// Places frame `index` in its slots, if it has any.
    func add(_ frame: Bitmap, index: Int) throws {
        guard let ks = slots[index], half.width > 0, half.height > 0 else { return }
        var small = try InspectorFrames.halved(frame)
        for _ in 1..<halvings { small = try InspectorFrames.halved(small) }
        let stride = bitmap.width
        bitmap.withUnsafeMutablePixels { dst in
            small.withUnsafePixels { src in
                for k in ks {
                    let x0 = Self.gap + k * (half.width + Self.gap)
                    for y in 0..<half.height {
                        (dst + (Self.gap + y) * stride + x0).update(from: src + y * half.width, count: half.width)
                    }
                }
            }
        }
    }
}
