import Foundation

/// Encodes bitmaps as PNG files: straight 8-bit RGB (when every pixel is opaque) or RGBA,
/// each row filtered with whichever of None, Sub, Up and Paeth gives the smallest sum of absolute
/// residuals, then deflated (LZ77 with hash chains and lazy matching, matches
/// of 5 bytes or fewer left as literals as zlib's `Z_FILTERED` does, dynamic Huffman blocks).
///
/// Decoding the result gives back the bitmap exactly.
///
/// The rows are filtered and deflated a band at a time (8 MiB of filtered rows, each
/// band an `IDAT` chunk of its own when there are several), so encoding holds the bitmap and one
/// band rather than a second copy of the image: ``write(_:keepsAlpha:to:)`` writes a
/// 16384x16384 canvas (1 GiB of pixels) to a file in about 1 GiB of memory.
///
/// ```swift
/// let bitmap = try Bitmap(width: 64, height: 64, fill: PremultipliedColor(r: 0, g: 0, b: 255, a: 255))
/// let data = PNGEncoder.encode(bitmap)
/// try data.write(to: URL(fileURLWithPath: "blue.png"))
/// ```
public enum PNGEncoder {
    /// Bytes of filtered rows deflated at once (8 MiB; at least one row).
    package static let pieceBytes = 8 << 20

    /// The PNG file for `bitmap`, un-premultiplied to straight alpha: RGB when every pixel is
    /// opaque, unless `keepsAlpha` asks for RGBA whatever the pixels (as the layer-scene format's
    /// output does).
    ///
    /// ```swift
    /// let rgba = PNGEncoder.encode(bitmap, keepsAlpha: true)
    /// ```
    public static func encode(_ bitmap: Bitmap, keepsAlpha: Bool = false) -> Data {
        var out: [UInt8] = []
        chunks(bitmap, keepsAlpha: keepsAlpha) { out += $0 }
        return Data(out)
    }

    /// Writes the PNG file for `bitmap` (the bytes of ``encode(_:keepsAlpha:)``) to `url` as it
    /// is encoded, without holding the file in memory; the file appears whole or not at all.
    /// - Throws: ``ImageError/cannotWrite(_:)`` naming the file and the reason.
    ///
    /// ```swift
    /// try PNGEncoder.write(canvas, keepsAlpha: true, to: URL(fileURLWithPath: "out.png"))
    /// ```
    public static func write(_ bitmap: Bitmap, keepsAlpha: Bool = false, to url: URL) throws {
        let sink = try ByteSink(file: url)
        try chunks(bitmap, keepsAlpha: keepsAlpha) { try sink.write($0) }
        try sink.close()
    }

    /// Hands out the file's bytes in order: the signature with `IHDR`, then each `IDAT` chunk as
    /// it is made, then `IEND`.
    static func chunks(_ bitmap: Bitmap, keepsAlpha: Bool, _ emit: ([UInt8]) throws -> Void) rethrows {
        var out = PNGDecoder.signature
        let opaque = !keepsAlpha && isOpaque(bitmap)
        appendChunk("IHDR", header(width: bitmap.width, height: bitmap.height, colorType: opaque ? .rgb : .rgba), to: &out)
        try emit(out)
        try imageData(bitmap, opaque: opaque) { piece in
            var chunk: [UInt8] = []
            appendChunk("IDAT", piece, to: &chunk)
            try emit(chunk)
        }
        out.removeAll()
        appendChunk("IEND", [], to: &out)
        try emit(out)
    }

    /// Whether every pixel has alpha 255.
    package static func isOpaque(_ bitmap: Bitmap) -> Bool {
        bitmap.withUnsafePixels { p in
            var all: UInt32 = 0xFF00_0000
            for i in 0..<(bitmap.width * bitmap.height) { all &= p[i] }
            return all == 0xFF00_0000
        }
    }

    /// An `IHDR` body for 8-bit samples, not interlaced.
    package static func header(width: Int, height: Int, colorType: PNGHeader.ColorType) -> [UInt8] {
        be32(width) + be32(height) + [8, colorType.rawValue, 0, 0, 0]
    }

    /// The zlib stream of `bitmap`'s filtered scanlines, as RGB when `opaque`, else straight RGBA.
    package static func imageData(_ bitmap: Bitmap, opaque: Bool) -> [UInt8] {
        var out: [UInt8] = []
        imageData(bitmap, opaque: opaque) { out += $0 }
        return out
    }

    /// The same zlib stream, handed out a piece at a time: the rows are filtered and deflated
    /// `rowsPerPiece` at a time (by default as many as fit in ``pieceBytes``), so at most that
    /// many filtered rows are held. A bitmap that fits in one piece gives one piece, the bytes of
    /// a whole-image deflate.
    package static func imageData(_ bitmap: Bitmap, opaque: Bool, rowsPerPiece: Int? = nil,
                                  _ emit: ([UInt8]) throws -> Void) rethrows {
        let w = bitmap.width, h = bitmap.height
        let bpp = opaque ? 3 : 4
        let rowBytes = w * bpp
        let rowsAtOnce = max(1, min(h, rowsPerPiece ?? pieceBytes / (rowBytes + 1)))
        let capacity = rowsAtOnce * (rowBytes + 1)
        // Every filtered row is written whole before it is read, and the padding after each
        // piece is cleared then: nothing needs clearing first.
        let filtered = UnsafeMutablePointer<UInt8>.allocate(capacity: capacity + Deflate.padding)
        defer { filtered.deallocate() }
        // Two raw rows (current and previous), each with `bpp` zero bytes in front so the
        // filters can read the pixel to the left of the first one.
        let rows = UnsafeMutablePointer<UInt8>.allocate(capacity: 2 * (rowBytes + bpp))
        defer { rows.deallocate() }
        rows.initialize(repeating: 0, count: 2 * (rowBytes + bpp))
        var cur = rows + bpp, prev = rows + rowBytes + 2 * bpp
        let stream = DeflateStream(parameters: .level6Filtered)
        try bitmap.withUnsafePixels { pixels in
            var y = 0
            repeat {
                let end = min(h, y + rowsAtOnce)
                for row in y..<end {
                    straightRow(pixels + row * w, count: w, into: cur, rgb: opaque)
                    PNGFilter.filterBest(cur, prev, count: rowBytes, bpp: bpp, into: filtered + (row - y) * (rowBytes + 1))
                    swap(&cur, &prev)
                }
                let count = (end - y) * (rowBytes + 1)
                // The padding the matcher reads past the end is zeros, as after a whole image.
                (filtered + count).update(repeating: 0, count: Deflate.padding)
                try emit(stream.compress(padded: filtered, count: count, isLast: end == h))
                y = end
            } while y < h
        }
    }

    /// Un-premultiplies a row of packed premultiplied pixels into straight RGB or RGBA bytes.
    @inline(__always)
    static func straightRow(_ src: UnsafePointer<UInt32>, count: Int, into dst: UnsafeMutablePointer<UInt8>, rgb: Bool) {
        let bpp = rgb ? 3 : 4
        var x = 0
        if rgb {
            // Four opaque pixels at a time (premultiplied is straight): their twelve colour bytes
            // as three words.
            let raw = UnsafeMutableRawPointer(dst)
            while x &+ 4 <= count {
                let p0 = src[x], p1 = src[x &+ 1], p2 = src[x &+ 2], p3 = src[x &+ 3]
                if p0 & p1 & p2 & p3 >= 0xFF00_0000 {
                    let o = x &* 3
                    raw.storeBytes(of: (p0 & 0xFF_FFFF | p1 << 24).littleEndian, toByteOffset: o, as: UInt32.self)
                    raw.storeBytes(of: ((p1 >> 8) & 0xFFFF | p2 << 16).littleEndian, toByteOffset: o &+ 4, as: UInt32.self)
                    raw.storeBytes(of: ((p2 >> 16) & 0xFF | p3 << 8).littleEndian, toByteOffset: o &+ 8, as: UInt32.self)
                } else {
                    for k in x..<(x &+ 4) { straight(src[k], into: dst + k &* 3, rgb: true) }
                }
                x &+= 4
            }
        }
        while x < count {
            straight(src[x], into: dst + x &* bpp, rgb: rgb)
            x &+= 1
        }
    }

    /// One premultiplied pixel as straight RGB or RGBA bytes.
    @inline(__always)
    static func straight(_ v: UInt32, into d: UnsafeMutablePointer<UInt8>, rgb: Bool) {
        let a = v >> 24
        var r = v & 0xFF, g = (v >> 8) & 0xFF, b = (v >> 16) & 0xFF
        if a != 255 {
            if a == 0 {
                r = 0; g = 0; b = 0
            } else {
                r = min(255, (r * 255 + a / 2) / a)
                g = min(255, (g * 255 + a / 2) / a)
                b = min(255, (b * 255 + a / 2) / a)
            }
        }
        d[0] = UInt8(truncatingIfNeeded: r); d[1] = UInt8(truncatingIfNeeded: g); d[2] = UInt8(truncatingIfNeeded: b)
        if !rgb { d[3] = UInt8(truncatingIfNeeded: a) }
    }

    /// Appends a chunk: length, type, body, CRC-32 of type and body.
    package static func appendChunk(_ type: String, _ body: [UInt8], to out: inout [UInt8]) {
        out += be32(body.count)
        let start = out.count
        out += Array(type.utf8)
        out += body
        let crc = out.withUnsafeBytes { CRC32.update(0, UnsafeRawBufferPointer(rebasing: $0[start...])) }
        out += be32(Int(crc))
    }

    package static func be32(_ v: Int) -> [UInt8] {
        [UInt8(truncatingIfNeeded: v >> 24), UInt8(truncatingIfNeeded: v >> 16), UInt8(truncatingIfNeeded: v >> 8), UInt8(truncatingIfNeeded: v)]
    }
}
