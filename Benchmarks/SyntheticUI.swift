import Foundation
import SharedElements

/// A UI-like frame drawn with integer formulas: a soft background gradient, a flat navigation bar,
/// rounded cards with shadows, list rows with separators and glyph-like marks, and a photo-like
/// card with a smooth two-axis gradient. Opaque, deterministic, no text engine needed.
enum SyntheticUI {
    static func frame(width w: Int, height h: Int, cardOffset: Int = 0) throws -> Bitmap {
        var bitmap = try Bitmap(width: w, height: h)
        let s = w / 390 > 0 ? w / 390 : 1
        bitmap.withUnsafeMutablePixels { p in
            for y in 0..<h {
                let bg = UInt32(242 + 8 * y / h)
                for x in 0..<w { p[y * w + x] = rgb(bg, bg, min(255, bg + 3)) }
            }
            fill(p, w, h, 0, 0, w, 44 * s, rgb(249, 249, 250))                       // status + navigation bar
            fill(p, w, h, 0, 44 * s, w, 1, rgb(200, 200, 204))                        // bar hairline
            glyphs(p, w, h, 16 * s, 14 * s, 120 * s, 14 * s, rgb(20, 20, 24), seed: 1)  // title
            for row in 0..<6 {                                                      // list rows
                let top = (60 + row * 52) * s
                fill(p, w, h, 0, top, w, 51 * s, rgb(255, 255, 255))
                fill(p, w, h, 16 * s, top + 51 * s, w - 16 * s, 1, rgb(216, 216, 220))
                roundedRect(p, w, h, 16 * s, top + 8 * s, 36 * s, 36 * s, 8 * s, rgb(UInt32(40 * row), 120, 220))
                glyphs(p, w, h, 64 * s, top + 12 * s, (150 + 23 * row) * s, 10 * s, rgb(30, 30, 34), seed: row + 2)
                glyphs(p, w, h, 64 * s, top + 30 * s, (90 + 17 * row) * s, 8 * s, rgb(130, 130, 138), seed: row + 20)
            }
            for card in 0..<2 {                                                     // cards with shadows
                let x0 = (16 + card * 187) * s + cardOffset * s, y0 = 390 * s
                shadow(p, w, h, x0, y0 + 4 * s, 171 * s, 220 * s, 16 * s, 12 * s)
                roundedRect(p, w, h, x0, y0, 171 * s, 220 * s, 16 * s, rgb(255, 255, 255))
                photo(p, w, h, x0, y0, 171 * s, 130 * s, 16 * s)
                glyphs(p, w, h, x0 + 12 * s, y0 + 142 * s, 120 * s, 12 * s, rgb(20, 20, 24), seed: card + 40)
                glyphs(p, w, h, x0 + 12 * s, y0 + 164 * s, 140 * s, 9 * s, rgb(120, 120, 128), seed: card + 50)
            }
            photo(p, w, h, 16 * s, 640 * s, w - 32 * s, 150 * s, 20 * s)               // hero image
            fill(p, w, h, 0, h - 83 * s, w, 83 * s, rgb(249, 249, 250))                // tab bar
            fill(p, w, h, 0, h - 83 * s, w, 1, rgb(200, 200, 204))
            for tab in 0..<4 {
                roundedRect(p, w, h, (40 + tab * 90) * s, h - 75 * s, 28 * s, 28 * s, 7 * s,
                            tab == 0 ? rgb(0, 122, 255) : rgb(150, 150, 155))
            }
        }
        return bitmap
    }

    static func rgb(_ r: UInt32, _ g: UInt32, _ b: UInt32) -> UInt32 { r | g << 8 | b << 16 | 0xFF00_0000 }

    static func fill(_ p: UnsafeMutablePointer<UInt32>, _ w: Int, _ h: Int, _ x0: Int, _ y0: Int, _ rw: Int, _ rh: Int, _ c: UInt32) {
        for y in stride(from: max(0, y0), to: min(h, y0 + rh), by: 1) {
            for x in stride(from: max(0, x0), to: min(w, x0 + rw), by: 1) { p[y * w + x] = c }
        }
    }

    /// Blends `c` over the pixel with coverage 0...255.
    static func blend(_ p: UnsafeMutablePointer<UInt32>, _ i: Int, _ c: UInt32, _ cover: UInt32) {
        let d = p[i]
        var out: UInt32 = 0xFF00_0000
        for shift in stride(from: 0, to: 24, by: 8) {
            let a = (c >> UInt32(shift)) & 0xFF, b = (d >> UInt32(shift)) & 0xFF
            out |= ((a * cover + b * (255 - cover) + 127) / 255) << UInt32(shift)
        }
        p[i] = out
    }

    /// Coverage of a rounded rectangle at a pixel centre, antialiased over one pixel.
    static func coverage(_ x: Int, _ y: Int, _ x0: Int, _ y0: Int, _ rw: Int, _ rh: Int, _ r: Int) -> UInt32 {
        let cx = Double(x) + 0.5, cy = Double(y) + 0.5
        let qx = max(Double(x0 + r) - cx, cx - Double(x0 + rw - r), 0)
        let qy = max(Double(y0 + r) - cy, cy - Double(y0 + rh - r), 0)
        let d = (qx * qx + qy * qy).squareRoot() - Double(r)
        return UInt32(max(0, min(1, 0.5 - d)) * 255)
    }

    static func roundedRect(_ p: UnsafeMutablePointer<UInt32>, _ w: Int, _ h: Int, _ x0: Int, _ y0: Int, _ rw: Int, _ rh: Int, _ r: Int, _ c: UInt32) {
        for y in stride(from: max(0, y0), to: min(h, y0 + rh), by: 1) {
            for x in stride(from: max(0, x0), to: min(w, x0 + rw), by: 1) {
                let cov = coverage(x, y, x0, y0, rw, rh, r)
                if cov == 255 { p[y * w + x] = c } else if cov > 0 { blend(p, y * w + x, c, cov) }
            }
        }
    }

    static func shadow(_ p: UnsafeMutablePointer<UInt32>, _ w: Int, _ h: Int, _ x0: Int, _ y0: Int, _ rw: Int, _ rh: Int, _ r: Int, _ blur: Int) {
        for y in stride(from: max(0, y0 - blur), to: min(h, y0 + rh + blur), by: 1) {
            for x in stride(from: max(0, x0 - blur), to: min(w, x0 + rw + blur), by: 1) {
                let cx = Double(x) + 0.5, cy = Double(y) + 0.5
                let qx = max(Double(x0 + r) - cx, cx - Double(x0 + rw - r), 0)
                let qy = max(Double(y0 + r) - cy, cy - Double(y0 + rh - r), 0)
                let d = (qx * qx + qy * qy).squareRoot() - Double(r)
                let t = max(0, min(1, 1 - d / Double(blur)))
                let cov = UInt32(t * t * 40)
                if cov > 0 { blend(p, y * w + x, 0xFF00_0000, cov) }
            }
        }
    }

    /// A smooth photo-like gradient clipped to a rounded top.
    static func photo(_ p: UnsafeMutablePointer<UInt32>, _ w: Int, _ h: Int, _ x0: Int, _ y0: Int, _ rw: Int, _ rh: Int, _ r: Int) {
        for y in stride(from: max(0, y0), to: min(h, y0 + rh), by: 1) {
            for x in stride(from: max(0, x0), to: min(w, x0 + rw), by: 1) {
                let u = Double(x - x0) / Double(rw), v = Double(y - y0) / Double(rh)
                let c = rgb(UInt32(60 + 150 * u * (1 - v)), UInt32(120 + 90 * v), UInt32(200 - 120 * u * v))
                let cov = coverage(x, y, x0, y0, rw, rh + r, r)
                if cov == 255 { p[y * w + x] = c } else if cov > 0 { blend(p, y * w + x, c, cov) }
            }
        }
    }

    /// Word-like runs of small marks, like a line of text.
    static func glyphs(_ p: UnsafeMutablePointer<UInt32>, _ w: Int, _ h: Int, _ x0: Int, _ y0: Int, _ length: Int, _ size: Int, _ c: UInt32, seed: Int) {
        var state = UInt32(truncatingIfNeeded: seed &* 2_654_435_761 | 1)
        var x = x0
        while x < x0 + length {
            state = state &* 1_103_515_245 &+ 12345
            let gw = max(2, size / 2 + Int(state >> 28) % max(1, size / 3))
            if state >> 24 & 7 == 0 { x += size / 2; continue }   // a space
            let tall = state >> 20 & 3 == 0
            for y in (tall ? y0 : y0 + size / 4)..<(y0 + size) where y >= 0 && y < h {
                for xx in stride(from: x, to: min(x + gw - 1, w), by: 1) where xx >= 0 && (xx == x || y == y0 + size - 1 || (state >> 16) & 1 == 0) {
                    blend(p, y * w + xx, c, 220)
                }
            }
            x += gw
        }
    }
}
