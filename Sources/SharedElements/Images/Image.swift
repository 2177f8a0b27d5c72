import Foundation

/// A bitmap with a scale: `size` in points is the pixel size divided by `scale` (`UIImage`'s role).
///
/// ```swift
/// let image = try Image(contentsOf: URL(fileURLWithPath: "pet.png"), scale: 2)
/// let data = image.pngData()
/// ```
public struct Image: Sendable, Equatable {
    /// The pixels, premultiplied.
    public var bitmap: Bitmap
    /// Pixels per point.
    public var scale: CGFloat

    public init(bitmap: Bitmap, scale: CGFloat = 1) {
        self.bitmap = bitmap
        self.scale = scale > 0 && scale.isFinite ? scale : 1
    }

    /// The size in points.
    public var size: CGSize {
        CGSize(width: CGFloat(bitmap.width) / scale, height: CGFloat(bitmap.height) / scale)
    }

    /// Decodes PNG data (any colour type and depth; see ``PNGDecoder``) into premultiplied pixels.
    /// - Throws: ``ImageError`` saying what is wrong and where.
    public init(data: Data, scale: CGFloat = 1) throws {
        self.init(bitmap: try PNGDecoder.decodeBitmap(data), scale: scale)
    }

    /// Reads and decodes a PNG file.
    public init(contentsOf url: URL, scale: CGFloat = 1) throws {
        try self.init(data: try Data(contentsOf: url), scale: scale)
    }

    /// The image encoded as a PNG file (straight RGBA, 8 bits per channel).
    public func pngData() -> Data {
        // Interim encoder: stored (uncompressed) deflate blocks.
        let w = bitmap.width, h = bitmap.height
        let straight = bitmap.straightBytes
        var raw = [UInt8]()
        raw.reserveCapacity((w * 4 + 1) * h)
        for y in 0..<h {
            raw.append(0)
            raw.append(contentsOf: straight[(y * w * 4)..<((y + 1) * w * 4)])
        }
        var z: [UInt8] = [0x78, 0x01]
        var i = 0
        repeat {
            let n = min(65535, raw.count - i)
            z.append(i + n == raw.count ? 1 : 0)
            z.append(UInt8(n & 0xFF)); z.append(UInt8(n >> 8))
            z.append(UInt8(~n & 0xFF)); z.append(UInt8((~n >> 8) & 0xFF))
            z.append(contentsOf: raw[i..<(i + n)])
            i += n
        } while i < raw.count
        var a: UInt32 = 1, b: UInt32 = 0
        for v in raw { a = (a + UInt32(v)) % 65521; b = (b + a) % 65521 }
        let adler = b << 16 | a
        z += [UInt8(adler >> 24), UInt8((adler >> 16) & 0xFF), UInt8((adler >> 8) & 0xFF), UInt8(adler & 0xFF)]
        var out: [UInt8] = [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]
        func chunk(_ type: String, _ body: [UInt8]) {
            let n = UInt32(body.count)
            out += [UInt8(n >> 24), UInt8((n >> 16) & 0xFF), UInt8((n >> 8) & 0xFF), UInt8(n & 0xFF)]
            let t = Array(type.utf8) + body
            out += t
            var c: UInt32 = 0xFFFF_FFFF
            for byte in t {
                c ^= UInt32(byte)
                for _ in 0..<8 { c = (c & 1) != 0 ? (c >> 1) ^ 0xEDB8_8320 : c >> 1 }
            }
            c ^= 0xFFFF_FFFF
            out += [UInt8(c >> 24), UInt8((c >> 16) & 0xFF), UInt8((c >> 8) & 0xFF), UInt8(c & 0xFF)]
        }
        let W = UInt32(w), H = UInt32(h)
        chunk("IHDR", [UInt8(W >> 24), UInt8((W >> 16) & 0xFF), UInt8((W >> 8) & 0xFF), UInt8(W & 0xFF),
                       UInt8(H >> 24), UInt8((H >> 16) & 0xFF), UInt8((H >> 8) & 0xFF), UInt8(H & 0xFF), 8, 6, 0, 0, 0])
        chunk("IDAT", z)
        chunk("IEND", [])
        return Data(out)
    }
}
