/// What ``PNGDecoder`` decoded, before premultiplication: straight (not premultiplied) RGBA, rows
/// top to bottom, 8 bits per channel, or 16 for 16-bit files.
///
/// Palette, grey and `tRNS` transparency are already expanded; gamma and colour profiles are not
/// applied. Sub-byte greys are scaled exactly (`v * 255 / (2^bits - 1)`).
///
/// ```swift
/// let decoded = try PNGDecoder.decode(data)
/// let red = decoded.rgba8[0]                    // first pixel's red, 0...255
/// let image = Image(bitmap: try decoded.bitmap(), scale: 2)
/// ```
public struct PNGPixels: Sendable, Equatable {
    /// The file's header (size, colour type, depth, interlacing).
    public let header: PNGHeader
    /// Straight RGBA8: `width * height * 4` bytes. For 16-bit files, each sample's high byte.
    public let rgba8: [UInt8]
    /// Straight RGBA16 (`width * height * 4` samples) for 16-bit files; nil otherwise.
    public let rgba16: [UInt16]?

    /// Width in pixels.
    public var width: Int { header.width }
    /// Height in pixels.
    public var height: Int { header.height }
    /// 16 when ``rgba16`` holds the samples, otherwise 8.
    public var bitsPerChannel: Int { rgba16 == nil ? 8 : 16 }

    /// The pixels premultiplied (from the 8-bit samples, rounded) as a ``Bitmap``.
    public func bitmap() throws -> Bitmap {
        try Bitmap(width: width, height: height, straightBytes: rgba8)
    }
}
