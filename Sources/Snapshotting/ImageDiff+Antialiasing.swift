import Foundation

// MARK: - Anti-aliasing detection

extension DiffPass {
    /// Whether pixel `(x, y)` of `image` looks like an anti-aliased edge pixel (Vyšniauskas 2009,
    /// as pixelmatch applies it): few neighbours of its own brightness, and the darkest or the
    /// brightest neighbour sitting in a flat area of exactly one colour in both images.
    func antialiased(_ image: UnsafeBufferPointer<UInt8>, _ x1: Int, _ y1: Int, other: UnsafeBufferPointer<UInt8>) -> Bool {
        let x0 = max(x1 - 1, 0), y0 = max(y1 - 1, 0)
        let x2 = min(x1 + 1, width - 1), y2 = min(y1 + 1, height - 1)
        let centre = (y1 * width + x1) * 4
        var zeroes = (x1 == x0 || x1 == x2 || y1 == y0 || y1 == y2) ? 1 : 0
        var minDelta = 0.0, maxDelta = 0.0
        var minX = 0, minY = 0, maxX = 0, maxY = 0
        for x in x0...x2 {
            for y in y0...y2 where x != x1 || y != y1 {
                let delta = colorDelta(image, image, centre, (y * width + x) * 4, yOnly: true)
                if delta == 0 {
                    zeroes += 1
                    if zeroes > 2 { return false }
                } else if delta < minDelta {
                    minDelta = delta; minX = x; minY = y
                } else if delta > maxDelta {
                    maxDelta = delta; maxX = x; maxY = y
                }
            }
        }
        if minDelta == 0 || maxDelta == 0 { return false }
        return (hasManySiblings(image, minX, minY) && hasManySiblings(other, minX, minY))
            || (hasManySiblings(image, maxX, maxY) && hasManySiblings(other, maxX, maxY))
    }

    /// Whether more than two neighbours of `(x1, y1)` have exactly its RGBA (a pixel on the
    /// border starts the count at one).
    func hasManySiblings(_ image: UnsafeBufferPointer<UInt8>, _ x1: Int, _ y1: Int) -> Bool {
        let x0 = max(x1 - 1, 0), y0 = max(y1 - 1, 0)
        let x2 = min(x1 + 1, width - 1), y2 = min(y1 + 1, height - 1)
        let value = word(image, y1 * width + x1)
        var zeroes = (x1 == x0 || x1 == x2 || y1 == y0 || y1 == y2) ? 1 : 0
        for x in x0...x2 {
            for y in y0...y2 where x != x1 || y != y1 {
                if word(image, y * width + x) == value {
                    zeroes += 1
                    if zeroes > 2 { return true }
                }
            }
        }
        return false
    }

    @inline(__always)
    private func word(_ image: UnsafeBufferPointer<UInt8>, _ i: Int) -> UInt32 {
        UnsafeRawPointer(image.baseAddress!).loadUnaligned(fromByteOffset: i * 4, as: UInt32.self)
    }
}
