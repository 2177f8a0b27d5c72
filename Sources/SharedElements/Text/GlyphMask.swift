import Foundation

/// A glyph rendered to coverage at one pixel size and one horizontal subpixel offset.
///
/// Coverage byte `(x, y)` (0...255) belongs to device pixel `(penX + left + x, baselineY + top + y)`
/// where `penX` is the pen position rounded down to a whole pixel and `baselineY` the baseline
/// row. Rows keep the span of their non-zero bytes so drawing skips the empty margins.
package struct GlyphMask: Sendable {
    package let width: Int
    package let height: Int
    /// Offset of column 0 from the whole-pixel pen position, pixels.
    package let left: Int
    /// Offset of row 0 from the baseline row, pixels (negative: above the baseline).
    package let top: Int
    package let coverage: [UInt8]
    /// Per row, the first and one-past-last column with coverage (equal when the row is empty).
    package let spans: [(start: Int32, end: Int32)]

    package static let empty = GlyphMask(width: 0, height: 0, left: 0, top: 0, coverage: [], spans: [])

    /// Renders `outline` with `scale` pixels per font unit, the pen `subpixel` pixels right of a
    /// whole pixel (0 ..< 1), with chords within `tolerance` pixels of the curves.
    package static func render(_ outline: GlyphOutline, scale: Double, subpixel: Double, rasterizer: Rasterizer,
                       tolerance: Double = 0.1) -> GlyphMask {
        let box = outline.controlBounds
        guard !box.isNull, scale.isFinite, scale > 0 else { return .empty }
        let minX = (box.minX * scale + subpixel).rounded(.down), maxX = (box.maxX * scale + subpixel).rounded(.up)
        let minY = (-box.maxY * scale).rounded(.down), maxY = (-box.minY * scale).rounded(.up)
        // Past this a glyph is not text any more; such sizes draw as outlines instead.
        guard maxX - minX < 4096, maxY - minY < 4096 else { return .empty }
        let width = Int(maxX - minX) + 1, height = Int(maxY - minY) + 1
        let polygons = outline.flattened(scale: scale, origin: CGPoint(x: subpixel - minX, y: -minY), tolerance: tolerance)
        var coverage = [UInt8](repeating: 0, count: width * height)
        var spans = [(start: Int32, end: Int32)](repeating: (0, 0), count: height)
        coverage.withUnsafeMutableBufferPointer { out in
            guard let base = out.baseAddress else { return }
            rasterizer.fill(polygons, clip: PixelRect(width: width, height: height)) { y, x0, x1, cov, constant in
                let row = base + y * width
                let k = UInt8(PixelOps.coverage8(constant))
                for x in x0..<x1 { row[x] = cov.map { UInt8(PixelOps.coverage8($0[x - x0])) } ?? k }
            }
            for y in 0..<height {
                let row = base + y * width
                var s = 0, e = width
                while s < width && row[s] == 0 { s += 1 }
                while e > s && row[e - 1] == 0 { e -= 1 }
                spans[y] = (Int32(s), Int32(e))
            }
        }
        return GlyphMask(width: width, height: height, left: Int(minX), top: Int(minY), coverage: coverage, spans: spans)
    }
}
