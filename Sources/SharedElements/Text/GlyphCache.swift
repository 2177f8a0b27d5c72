import Foundation
import Synchronization

/// Parsed outlines and rendered coverage masks of one face, keyed by glyph, pixel size and
/// subpixel position. Safe to share between threads; bounded (it starts over when full).
package final class GlyphCache: Sendable {
    /// Horizontal subpixel positions a glyph is rendered at (pen x rounded to 1/4 pixel).
    package static let subpixelSteps = 4
    /// Entries kept before the cache is emptied and refilled.
    package static let capacity = 8192

    package struct MaskKey: Hashable {
        package var glyph: Int32
        package var subpixel: Int32
        package var pixelsPerEm: Float
    }

    private struct State {
        var outlines: [Int: GlyphOutline] = [:]
        var masks: [MaskKey: GlyphMask] = [:]
    }

    private let font: TrueTypeFont
    private let state = Mutex(State())

    package init(font: TrueTypeFont) { self.font = font }

    /// The glyph's outline; an unreadable glyph is drawn as blank.
    package func outline(_ glyph: Int) -> GlyphOutline {
        if let o = state.withLock({ $0.outlines[glyph] }) { return o }
        let o = (try? font.outline(of: glyph)) ?? GlyphOutline()
        state.withLock { s in
            if s.outlines.count >= GlyphCache.capacity { s.outlines.removeAll(keepingCapacity: true) }
            s.outlines[glyph] = o
        }
        return o
    }

    /// The glyph's coverage at `pixelsPerEm` with the pen `subpixel` quarter pixels right of a
    /// whole pixel, rendered with `rasterizer` on a miss.
    package func mask(_ glyph: Int, pixelsPerEm: Float, subpixel: Int, rasterizer: Rasterizer) -> GlyphMask {
        let key = MaskKey(glyph: Int32(truncatingIfNeeded: glyph), subpixel: Int32(subpixel), pixelsPerEm: pixelsPerEm)
        if let m = state.withLock({ $0.masks[key] }) { return m }
        let scale = Double(pixelsPerEm) / Double(font.unitsPerEm)
        let m = GlyphMask.render(outline(glyph), scale: scale,
                                 subpixel: Double(subpixel) / Double(GlyphCache.subpixelSteps), rasterizer: rasterizer)
        state.withLock { s in
            if s.masks.count >= GlyphCache.capacity { s.masks.removeAll(keepingCapacity: true) }
            s.masks[key] = m
        }
        return m
    }

    /// Number of cached masks (for tests).
    package var maskCount: Int { state.withLock { $0.masks.count } }
}
