import SharedElements

/// A film strip built as the film is rendered: ten frames picked evenly across `count` frames
/// (frame `k × count / 10` for k = 0…9), each at half size (the mean of each 2x2 block), side
/// by side on a dark band. Only the strip is kept, never the film.
final class FilmStripBuilder {
    private(set) var bitmap: Bitmap
    /// For each film frame, the strip slots it fills.
    private var slots: [Int: [Int]] = [:]
    private let half: (width: Int, height: Int)
    static let gap = 8

    init(count: Int, width: Int, height: Int) throws {
        half = (width / 2, height / 2)
        for k in 0..<10 { slots[min(count - 1, k * count / 10), default: []].append(k) }
        bitmap = try Bitmap(width: 10 * (half.width + Self.gap) + Self.gap, height: half.height + 2 * Self.gap,
                            fill: PremultipliedColor(r: 40, g: 40, b: 46, a: 255))
    }

    /// Places frame `index` in its slots, if it has any.
    func add(_ frame: Bitmap, index: Int) throws {
        guard let ks = slots[index], half.width > 0, half.height > 0 else { return }
        let small = try InspectorFrames.halved(frame)
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
