import Foundation
import SharedElements

/// All frames of a film strip side by side on a grey card, for people to look at: written with
/// the artifacts, never used as a reference.
///
/// Frames taller than ``maxFrameHeight`` pixels are shrunk by a whole factor (box-filtered), so
/// a strip of five 780x1688 frames stays a few megabytes.
package enum ContactSheet {
    /// The tallest a frame is drawn, in pixels.
    static let maxFrameHeight = 640
    /// Pixels around and between frames.
    static let gutter = 8
    package static let background = PremultipliedColor(r: 128, g: 128, b: 128, a: 255)

    /// The frames (all of one size) in a row.
    package static func make(_ frames: [Bitmap]) throws -> Bitmap {
        guard let first = frames.first else { return try Bitmap(width: 0, height: 0) }
        let factor = max(1, (first.height + maxFrameHeight - 1) / maxFrameHeight)
        let w = first.width / factor, h = first.height / factor
        let sheetWidth = gutter + frames.count * (w + gutter)
        var sheet = try Bitmap(width: sheetWidth, height: h + 2 * gutter, fill: background)
        for (index, frame) in frames.enumerated() {
            paste(shrink(frame, by: factor), into: &sheet, left: gutter + index * (w + gutter), top: gutter, width: w, height: h)
        }
        return sheet
    }

    /// Draws `small` over `sheet` with its top-left corner at (`left`, `top`), at most
    /// `width` x `height` of it (premultiplied source-over).
    static func paste(_ small: Bitmap, into sheet: inout Bitmap, left: Int, top: Int, width w: Int, height h: Int) {
        for y in 0..<min(h, small.height) {
            for x in 0..<min(w, small.width) {
                let s = small[x, y]
                let d = sheet[left + x, top + y]
                let k = UInt32(255 - s.a)
                sheet[left + x, top + y] = PremultipliedColor(
                    r: s.r &+ Bitmap.mulDiv255(UInt32(d.r), k), g: s.g &+ Bitmap.mulDiv255(UInt32(d.g), k),
                    b: s.b &+ Bitmap.mulDiv255(UInt32(d.b), k), a: s.a &+ Bitmap.mulDiv255(UInt32(d.a), k))
            }
        }
    }

    /// `bitmap` shrunk by a whole `factor`, each pixel the average of a `factor`-square block.
    static func shrink(_ bitmap: Bitmap, by factor: Int) -> Bitmap {
        guard factor > 1 else { return bitmap }
        let w = bitmap.width / factor, h = bitmap.height / factor
        guard var out = try? Bitmap(width: w, height: h) else { return bitmap }
        let n = UInt32(factor * factor)
        for y in 0..<h {
            for x in 0..<w {
                var r: UInt32 = 0, g: UInt32 = 0, b: UInt32 = 0, a: UInt32 = 0
                for dy in 0..<factor {
                    for dx in 0..<factor {
                        let c = bitmap[x * factor + dx, y * factor + dy]
                        r += UInt32(c.r); g += UInt32(c.g); b += UInt32(c.b); a += UInt32(c.a)
                    }
                }
                out[x, y] = PremultipliedColor(r: UInt8((r + n / 2) / n), g: UInt8((g + n / 2) / n),
                                               b: UInt8((b + n / 2) / n), a: UInt8((a + n / 2) / n))
            }
        }
        return out
    }
}
