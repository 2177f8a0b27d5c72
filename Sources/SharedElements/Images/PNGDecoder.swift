import Foundation

/// Decodes PNG files (ISO/IEC 15948): every colour type and bit depth, palettes and `tRNS`,
/// Adam7 interlacing, all five filters, image data split over any number of `IDAT` chunks.
///
/// Every chunk's CRC is checked, ancillary chunks are skipped (an APNG decodes to its default
/// image), and failures are ``ImageError``s saying what and where. Sizes over ``Bitmap``'s limits
/// are refused before any pixel memory is taken, and the image data may not inflate past the
/// exact size its header implies.
///
/// ```swift
/// let decoded = try PNGDecoder.decode(try Data(contentsOf: url))
/// print(decoded.header.colorType, decoded.rgba8.count)
/// ```
public enum PNGDecoder {
    /// The eight bytes every PNG file starts with.
    package static let signature: [UInt8] = [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]

    /// Decodes a PNG file to straight RGBA (8 bits per channel, and 16 for 16-bit files).
    public static func decode(_ data: Data) throws -> PNGPixels {
        try data.withUnsafeBytes { (raw: UnsafeRawBufferPointer) throws(ImageError) -> PNGPixels in
            let stream = try parse(raw)
            let inflated = try inflateAndUnfilter(stream)
            return try stream.pixels(from: inflated)
        }
    }

    /// Decodes a PNG file straight to premultiplied pixels (the path ``Image/init(data:scale:)`` takes).
    public static func decodeBitmap(_ data: Data) throws -> Bitmap {
        try data.withUnsafeBytes { (raw: UnsafeRawBufferPointer) throws(ImageError) -> Bitmap in
            let stream = try parse(raw)
            let inflated = try inflateAndUnfilter(stream)
            return try stream.bitmap(from: inflated)
        }
    }

    /// The chunks that matter for pixels, read and checked.
    package struct Stream {
        package var header: PNGHeader
        /// 256 straight RGBA entries; alpha from `tRNS`, 255 otherwise.
        package var palette: [UInt8] = []
        var paletteCount = 0
        /// The grey (in all three) or RGB sample value `tRNS` makes transparent, at the file's depth.
        package var transparentKey: (r: Int, g: Int, b: Int)?
        /// The concatenated `IDAT` payloads: one zlib stream.
        var compressed: [UInt8] = []
    }

    package static func parse(_ raw: UnsafeRawBufferPointer) throws(ImageError) -> Stream {
        guard raw.count >= 8, let base = raw.baseAddress?.assumingMemoryBound(to: UInt8.self) else {
            throw ImageError.invalidFormat("not a PNG file: \(raw.count) bytes, shorter than the signature")
        }
        for i in 0..<8 where base[i] != signature[i] {
            throw ImageError.invalidFormat("not a PNG file: bad signature (byte \(i) is 0x\(String(base[i], radix: 16)))")
        }
        var stream: Stream?
        var offset = 8
        var seenPLTE = false, seenTRNS = false, idatState = 0  // 0 none yet, 1 in the run, 2 after it
        var compressed: [UInt8] = []
        while true {
            guard offset + 8 <= raw.count else {
                throw ImageError.invalidFormat("truncated file: it ends at byte \(raw.count) before the IEND chunk")
            }
            let length = Int(be32(base + offset))
            let typeBytes = (base[offset + 4], base[offset + 5], base[offset + 6], base[offset + 7])
            let type = String(decoding: [typeBytes.0, typeBytes.1, typeBytes.2, typeBytes.3], as: UTF8.self)
            guard length <= 0x7FFF_FFFF else {
                throw ImageError.invalidFormat("chunk \(printable(type)) at byte \(offset) declares \(length) bytes, over 2^31 - 1")
            }
            guard [typeBytes.0, typeBytes.1, typeBytes.2, typeBytes.3].allSatisfy({ ($0 | 0x20) >= 0x61 && ($0 | 0x20) <= 0x7A }) else {
                throw ImageError.invalidFormat("invalid chunk type \(printable(type)) at byte \(offset)")
            }
            guard length <= raw.count - offset - 12 else {
                throw ImageError.invalidFormat(
                    "truncated file: chunk \(type) at byte \(offset) declares \(length) bytes, only \(max(0, raw.count - offset - 12)) remain")
            }
            let body = base + offset + 8
            let stored = be32(body + length)
            let actual = CRC32.update(0, UnsafeRawBufferPointer(start: base + offset + 4, count: length + 4))
            #if !FUZZING  // so mutated chunks reach the chunk and pixel code (Scripts/fuzz-png.sh)
            guard stored == actual else {
                throw ImageError.invalidFormat("CRC mismatch in chunk \(type) at byte \(offset)")
            }
            #endif
            let chunkOffset = offset
            offset += 12 + length
            if stream == nil && type != "IHDR" {
                throw ImageError.invalidFormat("the first chunk is \(type) (at byte \(chunkOffset)), but a PNG file's first chunk must be IHDR")
            }
            if idatState == 1 && type != "IDAT" { idatState = 2 }
            switch type {
            case "IHDR":
                guard stream == nil else { throw ImageError.invalidFormat("second IHDR chunk at byte \(chunkOffset)") }
                stream = Stream(header: try readHeader(body, length: length))
            case "PLTE":
                guard var s = stream else { break }
                guard !seenPLTE, idatState == 0 else {
                    throw ImageError.invalidFormat("PLTE chunk at byte \(chunkOffset) is repeated or after IDAT")
                }
                seenPLTE = true
                let type = s.header.colorType
                guard type != .grayscale, type != .grayscaleAlpha else {
                    throw ImageError.invalidFormat("PLTE chunk at byte \(chunkOffset) in a greyscale image")
                }
                guard length % 3 == 0, length >= 3, length <= 768 else {
                    throw ImageError.invalidFormat("PLTE chunk at byte \(chunkOffset) has \(length) bytes, not 3 to 768 in threes")
                }
                if type == .indexed {
                    s.paletteCount = length / 3
                    s.palette = [UInt8](repeating: 255, count: 1024)
                    for i in 0..<s.paletteCount {
                        s.palette[i * 4] = body[i * 3]; s.palette[i * 4 + 1] = body[i * 3 + 1]; s.palette[i * 4 + 2] = body[i * 3 + 2]
                    }
                }
                stream = s
            case "tRNS":
                guard var s = stream else { break }
                guard !seenTRNS, idatState == 0 else {
                    throw ImageError.invalidFormat("tRNS chunk at byte \(chunkOffset) is repeated or after IDAT")
                }
                seenTRNS = true
                try readTransparency(&s, body, length: length, at: chunkOffset, afterPalette: seenPLTE)
                stream = s
            case "IDAT":
                guard idatState != 2 else {
                    throw ImageError.invalidFormat("IDAT chunk at byte \(chunkOffset) is not in one run with the other IDAT chunks")
                }
                if idatState == 0, let s = stream, s.header.colorType == .indexed, !seenPLTE {
                    throw ImageError.invalidFormat("indexed-colour image has no PLTE chunk before its IDAT at byte \(chunkOffset)")
                }
                idatState = 1
                compressed.append(contentsOf: UnsafeBufferPointer(start: body, count: length))
            case "IEND":
                guard idatState != 0, var s = stream else {
                    throw ImageError.invalidFormat("no IDAT chunk before IEND at byte \(chunkOffset)")
                }
                s.compressed = compressed
                return s
            default:
                if typeBytes.0 & 0x20 == 0 {
                    throw ImageError.unsupported("unknown critical chunk \(type) at byte \(chunkOffset)")
                }
            }
        }
    }

    static func readHeader(_ p: UnsafePointer<UInt8>, length: Int) throws(ImageError) -> PNGHeader {
        guard length == 13 else { throw ImageError.invalidFormat("IHDR chunk has \(length) bytes, not 13") }
        let w = Int(be32(p)), h = Int(be32(p + 4))
        guard w > 0, h > 0, w <= 0x7FFF_FFFF, h <= 0x7FFF_FFFF else {
            throw ImageError.invalidFormat("IHDR size \(w)x\(h) is not 1 to 2^31 - 1 a side")
        }
        guard let type = PNGHeader.ColorType(rawValue: p[9]) else {
            throw ImageError.invalidFormat("IHDR colour type \(p[9]) is not 0, 2, 3, 4 or 6")
        }
        let depth = Int(p[8])
        guard type.allowedDepths.contains(depth) else {
            throw ImageError.invalidFormat("IHDR bit depth \(depth) is not allowed with colour type \(type.rawValue)")
        }
        guard p[10] == 0 else { throw ImageError.invalidFormat("IHDR compression method \(p[10]) is not 0 (deflate)") }
        guard p[11] == 0 else { throw ImageError.invalidFormat("IHDR filter method \(p[11]) is not 0") }
        guard p[12] <= 1 else { throw ImageError.invalidFormat("IHDR interlace method \(p[12]) is not 0 or 1") }
        do {
            try Bitmap.validate(width: w, height: h)
        } catch {
            throw ImageError.unsupported(
                "image of \(w)x\(h) pixels is over the limits (\(Bitmap.maxSide) pixels a side, 2^28 pixels in all)")
        }
        return PNGHeader(width: w, height: h, bitDepth: depth, colorType: type, interlaced: p[12] == 1)
    }

    static func readTransparency(
        _ s: inout Stream, _ p: UnsafePointer<UInt8>, length: Int, at offset: Int, afterPalette: Bool
    ) throws(ImageError) {
        switch s.header.colorType {
        case .indexed:
            guard afterPalette, length <= s.paletteCount else {
                throw ImageError.invalidFormat("tRNS chunk at byte \(offset) has \(length) entries for a palette of \(s.paletteCount)")
            }
            for i in 0..<length { s.palette[i * 4 + 3] = p[i] }
        case .grayscale:
            guard length == 2 else { throw ImageError.invalidFormat("tRNS chunk at byte \(offset) has \(length) bytes, not 2") }
            let g = Int(p[0]) << 8 | Int(p[1])
            // A key beyond the depth matches no pixel, which is what keeping it as it is does.
            s.transparentKey = (g, g, g)
        case .rgb:
            guard length == 6 else { throw ImageError.invalidFormat("tRNS chunk at byte \(offset) has \(length) bytes, not 6") }
            s.transparentKey = (Int(p[0]) << 8 | Int(p[1]), Int(p[2]) << 8 | Int(p[3]), Int(p[4]) << 8 | Int(p[5]))
        case .grayscaleAlpha, .rgba:
            throw ImageError.invalidFormat("tRNS chunk at byte \(offset) in an image that has an alpha channel")
        }
    }

    @inline(__always)
    package static func be32(_ p: UnsafePointer<UInt8>) -> UInt32 {
        UInt32(p[0]) << 24 | UInt32(p[1]) << 16 | UInt32(p[2]) << 8 | UInt32(p[3])
    }

    static func printable(_ s: String) -> String {
        s.unicodeScalars.allSatisfy { $0.value >= 0x20 && $0.value < 0x7F } ? s : "(non-ASCII)"
    }
}
