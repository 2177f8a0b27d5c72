/// A PNG file's `IHDR`: size, sample layout and interlacing.
///
/// ```swift
/// let header = try PNGDecoder.decode(data).header
/// print(header.width, header.height, header.colorType, header.bitDepth)
/// ```
public struct PNGHeader: Sendable, Equatable {
    /// How a PNG pixel is made of samples.
    public enum ColorType: UInt8, Sendable {
        /// Grey samples (type 0).
        case grayscale = 0
        /// Red, green, blue samples (type 2).
        case rgb = 2
        /// Palette indices into `PLTE` (type 3).
        case indexed = 3
        /// Grey and alpha samples (type 4).
        case grayscaleAlpha = 4
        /// Red, green, blue, alpha samples (type 6).
        case rgba = 6

        /// Samples per pixel.
        public var channels: Int {
            switch self {
            case .grayscale, .indexed: 1
            case .grayscaleAlpha: 2
            case .rgb: 3
            case .rgba: 4
            }
        }

        /// The bit depths the PNG specification allows for this colour type.
        var allowedDepths: [Int] {
            switch self {
            case .grayscale: [1, 2, 4, 8, 16]
            case .indexed: [1, 2, 4, 8]
            case .rgb, .grayscaleAlpha, .rgba: [8, 16]
            }
        }
    }

    /// Width in pixels (1...16384).
    public var width: Int
    /// Height in pixels (1...16384).
    public var height: Int
    /// Bits per sample: 1, 2, 4, 8 or 16 (palette indices: up to 8).
    public var bitDepth: Int
    /// How pixels are made of samples.
    public var colorType: ColorType
    /// Whether the image data is in Adam7's seven passes.
    public var interlaced: Bool

    /// Bits per pixel in the image data.
    var bitsPerPixel: Int { bitDepth * colorType.channels }
    /// Bytes between a byte and the matching byte of the pixel to its left, for filtering (at least 1).
    var filterStride: Int { max(1, bitsPerPixel / 8) }

    /// Bytes in a scanline of `width` pixels, without its filter-type byte.
    package func rowBytes(width: Int) -> Int { (width * bitsPerPixel + 7) / 8 }

    /// One Adam7 pass (or the whole image when not interlaced): where its pixels sit.
    package struct Pass {
        package var x0: Int, y0: Int, dx: Int, dy: Int, width: Int, height: Int
    }

    /// The passes image data is stored in, empty ones left out.
    package var passes: [Pass] {
        guard interlaced else { return [Pass(x0: 0, y0: 0, dx: 1, dy: 1, width: width, height: height)] }
        let adam7 = [(0, 0, 8, 8), (4, 0, 8, 8), (0, 4, 4, 8), (2, 0, 4, 4), (0, 2, 2, 4), (1, 0, 2, 2), (0, 1, 1, 2)]
        return adam7.compactMap { x0, y0, dx, dy in
            let w = width > x0 ? (width - x0 + dx - 1) / dx : 0
            let h = height > y0 ? (height - y0 + dy - 1) / dy : 0
            return w > 0 && h > 0 ? Pass(x0: x0, y0: y0, dx: dx, dy: dy, width: w, height: h) : nil
        }
    }

    /// Exactly how many bytes the image data inflates to: every pass's scanlines with filter bytes.
    var inflatedSize: Int { passes.reduce(0) { $0 + $1.height * (1 + rowBytes(width: $1.width)) } }
}
