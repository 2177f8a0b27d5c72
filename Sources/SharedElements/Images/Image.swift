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

    /// An image of `bitmap`'s pixels at `scale` pixels per point.
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

    /// Reads and decodes a PNG file of at most `maxSide` pixels a side (its header is checked
    /// before any pixel memory is taken).
    /// - Throws: ``ImageError/unsupported(_:)`` for a larger image, and as ``init(contentsOf:scale:)``.
    public init(contentsOf url: URL, scale: CGFloat = 1, maxSide: Int) throws {
        let data: Data
        do { data = try FileAccess.read(url) } catch { throw ImageError.cannotRead(error.description) }
        if let (w, h) = Image.pngSize(data), w > maxSide || h > maxSide {
            throw ImageError.unsupported("the PNG file is \(w)x\(h) pixels, over \(maxSide) a side")
        }
        try self.init(data: data, scale: scale)
    }

    /// The width and height a PNG file's header gives, or `nil` when it has none (the first
    /// chunk is not `IHDR`: the decoder then says so, rather than reading a size from elsewhere).
    package static func pngSize(_ data: Data) -> (width: Int, height: Int)? {
        guard data.count >= 24, data.prefix(8).elementsEqual(PNGDecoder.signature),
              data[data.startIndex + 12..<data.startIndex + 16].elementsEqual("IHDR".utf8) else { return nil }
        let b = [UInt8](data[data.startIndex + 16..<data.startIndex + 24])
        let w = Int(b[0]) << 24 | Int(b[1]) << 16 | Int(b[2]) << 8 | Int(b[3])
        let h = Int(b[4]) << 24 | Int(b[5]) << 16 | Int(b[6]) << 8 | Int(b[7])
        return (w, h)
    }

    /// Reads and decodes a PNG file.
    /// - Throws: ``ImageError/cannotRead(_:)`` naming the file and why (no such file, a folder,
    ///   no permission), or what ``init(data:scale:)`` throws.
    public init(contentsOf url: URL, scale: CGFloat = 1) throws {
        let data: Data
        do { data = try FileAccess.read(url) } catch { throw ImageError.cannotRead(error.description) }
        try self.init(data: data, scale: scale)
    }

    /// The image encoded as a PNG file: straight 8-bit RGB or RGBA, compressed (see ``PNGEncoder``).
    /// Decoding it gives back ``bitmap`` exactly.
    public func pngData() -> Data {
        PNGEncoder.encode(bitmap)
    }
}
