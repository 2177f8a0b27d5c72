import Foundation

/// The integer-formula images of the layer-scene format, identical in every renderer.
public enum ImageGenerator {
    /// Red ramps with x, green with y, blue is 255 on odd 32-pixel checker squares.
    public static func checker(width w: Int, height h: Int) throws -> Bitmap {
        var b = try Bitmap(width: w, height: h)
        b.withUnsafeMutablePixels { p in
            for y in 0..<h {
                let g = UInt32((255 * y) / max(h - 1, 1))
                for x in 0..<w {
                    let r = UInt32((255 * x) / max(w - 1, 1))
                    let blue: UInt32 = ((x / 32 + y / 32) % 2 == 1) ? 255 : 0
                    p[y * w + x] = r | g << 8 | blue << 16 | 0xFF00_0000
                }
            }
        }
        return b
    }

    /// Concentric grey rings 400 squared pixels apart around the centre.
    public static func rings(width w: Int, height h: Int) throws -> Bitmap {
        var b = try Bitmap(width: w, height: h)
        b.withUnsafeMutablePixels { p in
            for y in 0..<h {
                let dy = y - h / 2
                for x in 0..<w {
                    let dx = x - w / 2
                    let d = dx * dx + dy * dy
                    let v: UInt32 = (d / 400) % 2 == 0 ? 255 : 40
                    p[y * w + x] = v | v << 8 | v << 16 | 0xFF00_0000
                }
            }
        }
        return b
    }

    /// Every pixel one colour.
    public static func solid(width w: Int, height h: Int, color: Color) throws -> Bitmap {
        try Bitmap(width: w, height: h, fill: color.premultiplied)
    }
}
