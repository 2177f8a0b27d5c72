import Foundation

/// A raster of premultiplied RGBA8 pixels, row-major from the top-left, in one contiguous buffer.
///
/// Byte `4 * (y * width + x)` is the red channel of pixel `(x, y)`; green, blue and alpha follow.
/// Colour channels never exceed alpha. Sizes are limited to ``maxSide`` pixels a side and
/// ``maxPixels`` pixels in all, so a hostile size cannot take the machine's memory.
///
/// ```swift
/// var canvas = try Bitmap(width: 780, height: 1688, fill: PremultipliedColor(r: 255, g: 255, b: 255, a: 255))
/// canvas[10, 20] = .transparent
/// ```
public struct Bitmap: Sendable, Hashable {
    /// Width in pixels.
    public let width: Int
    /// Height in pixels.
    public let height: Int
    /// `width * height * 4` bytes of premultiplied RGBA.
    public package(set) var bytes: [UInt8]

    /// The largest width or height a bitmap may have.
    public static let maxSide = 16384
    /// The largest number of pixels a bitmap may have (2^28).
    public static let maxPixels = 1 << 28

    /// Creates a bitmap filled with one colour (transparent by default).
    /// - Throws: ``BitmapError`` when a side is negative or the size is over the limits.
    public init(width: Int, height: Int, fill: PremultipliedColor = .transparent) throws {
        try Bitmap.validate(width: width, height: height)
        self.width = width
        self.height = height
        let count = width * height
        if fill == .transparent {
            bytes = [UInt8](repeating: 0, count: count * 4)
        } else {
            bytes = [UInt8](unsafeUninitializedCapacity: count * 4) { buffer, initialized in
                if fill.r == fill.a && fill.g == fill.a && fill.b == fill.a {
                    // Every byte the same (opaque white, say): the C library's widest fill.
                    buffer.baseAddress!.initialize(repeating: fill.a, count: count * 4)
                } else {
                    buffer.baseAddress!.withMemoryRebound(to: UInt32.self, capacity: count) {
                        $0.initialize(repeating: fill.packed, count: count)
                    }
                }
                initialized = count * 4
            }
        }
    }

    /// A bitmap whose pixels are whatever the memory held: for a caller that writes every pixel
    /// before any is read (a canvas an opaque layer covers).
    /// - Throws: ``BitmapError`` when a side is negative or the size is over the limits.
    package init(uninitializedWidth width: Int, height: Int) throws {
        try Bitmap.validate(width: width, height: height)
        self.width = width
        self.height = height
        bytes = [UInt8](unsafeUninitializedCapacity: width * height * 4) { _, initialized in initialized = width * height * 4 }
    }

    /// Wraps existing premultiplied RGBA bytes.
    /// - Throws: ``BitmapError`` when the size is invalid, the byte count does not match, or a
    ///   colour channel exceeds its alpha.
    public init(width: Int, height: Int, premultipliedBytes: [UInt8]) throws {
        try Bitmap.validate(width: width, height: height)
        guard premultipliedBytes.count == width * height * 4 else {
            throw BitmapError.byteCountMismatch(expected: width * height * 4, actual: premultipliedBytes.count)
        }
        var i = 0
        while i < premultipliedBytes.count {
            let a = premultipliedBytes[i + 3]
            if premultipliedBytes[i] > a || premultipliedBytes[i + 1] > a || premultipliedBytes[i + 2] > a {
                throw BitmapError.notPremultiplied(pixel: i / 4)
            }
            i += 4
        }
        self.width = width
        self.height = height
        self.bytes = premultipliedBytes
    }

    /// Creates a bitmap from straight-alpha RGBA8 bytes, premultiplying them (rounded).
    public init(width: Int, height: Int, straightBytes: [UInt8]) throws {
        try Bitmap.validate(width: width, height: height)
        guard straightBytes.count == width * height * 4 else {
            throw BitmapError.byteCountMismatch(expected: width * height * 4, actual: straightBytes.count)
        }
        var out = straightBytes
        out.withUnsafeMutableBufferPointer { p in
            var i = 0
            while i < p.count {
                let a = UInt32(p[i + 3])
                if a != 255 {
                    p[i] = Bitmap.mulDiv255(UInt32(p[i]), a)
                    p[i + 1] = Bitmap.mulDiv255(UInt32(p[i + 1]), a)
                    p[i + 2] = Bitmap.mulDiv255(UInt32(p[i + 2]), a)
                }
                i += 4
            }
        }
        self.width = width
        self.height = height
        self.bytes = out
    }

    /// Checks a size against the limits.
    public static func validate(width: Int, height: Int) throws {
        guard width >= 0, height >= 0 else { throw BitmapError.negativeSize(width: width, height: height) }
        guard width <= maxSide, height <= maxSide, width * height <= maxPixels else {
            throw BitmapError.tooLarge(width: width, height: height)
        }
    }

    /// `round(x * a / 255)` for bytes, exact for all inputs.
    @inline(__always)
    public static func mulDiv255(_ x: UInt32, _ a: UInt32) -> UInt8 {
        let t = x &* a &+ 128
        return UInt8(truncatingIfNeeded: (t &+ (t >> 8)) >> 8)
    }

    /// The pixel at column `x`, row `y`. Reading outside the bitmap gives transparent; writing
    /// outside is ignored.
    public subscript(x: Int, y: Int) -> PremultipliedColor {
        get {
            guard x >= 0, y >= 0, x < width, y < height else { return .transparent }
            let i = (y * width + x) * 4
            return PremultipliedColor(r: bytes[i], g: bytes[i + 1], b: bytes[i + 2], a: bytes[i + 3])
        }
        set {
            guard x >= 0, y >= 0, x < width, y < height else { return }
            let i = (y * width + x) * 4
            bytes[i] = newValue.r; bytes[i + 1] = newValue.g; bytes[i + 2] = newValue.b; bytes[i + 3] = newValue.a
        }
    }

    /// The pixels as straight-alpha RGBA8 bytes (un-premultiplied, rounded), as PNG stores them.
    public var straightBytes: [UInt8] {
        var out = bytes
        out.withUnsafeMutableBufferPointer { p in
            var i = 0
            while i < p.count {
                let a = UInt32(p[i + 3])
                if a == 0 {
                    p[i] = 0; p[i + 1] = 0; p[i + 2] = 0
                } else if a != 255 {
                    p[i] = UInt8(min(255, (UInt32(p[i]) * 255 + a / 2) / a))
                    p[i + 1] = UInt8(min(255, (UInt32(p[i + 1]) * 255 + a / 2) / a))
                    p[i + 2] = UInt8(min(255, (UInt32(p[i + 2]) * 255 + a / 2) / a))
                }
                i += 4
            }
        }
        return out
    }

    /// Runs `body` with the pixels as mutable packed little-endian RGBA words.
    public mutating func withUnsafeMutablePixels<R>(_ body: (UnsafeMutablePointer<UInt32>) throws -> R) rethrows -> R {
        let count = width * height
        return try bytes.withUnsafeMutableBytes { raw in
            try body(raw.baseAddress!.bindMemory(to: UInt32.self, capacity: max(count, 1)))
        }
    }

    /// Runs `body` with the pixels as packed little-endian RGBA words.
    public func withUnsafePixels<R>(_ body: (UnsafePointer<UInt32>) throws -> R) rethrows -> R {
        let count = width * height
        return try bytes.withUnsafeBytes { raw in
            try body(raw.baseAddress!.bindMemory(to: UInt32.self, capacity: max(count, 1)))
        }
    }
}

/// Why a ``Bitmap`` could not be created.
public enum BitmapError: Error, Equatable, CustomStringConvertible {
    /// A width or height below zero.
    case negativeSize(width: Int, height: Int)
    /// Over 16384 pixels a side or 2^28 pixels in all.
    case tooLarge(width: Int, height: Int)
    /// The byte buffer does not hold `width * height * 4` bytes.
    case byteCountMismatch(expected: Int, actual: Int)
    /// A colour channel exceeds its alpha at the given pixel index.
    case notPremultiplied(pixel: Int)
    /// A canvas of `width` x `height` points at `scale` pixels per point that has no usable
    /// pixel size: over the limits (or infinite), a side that is not a number, or a scale
    /// that is not above 0.
    case invalidCanvas(width: Double, height: Double, scale: Double)

    /// What went wrong, for people.
    public var description: String {
        switch self {
        case let .negativeSize(w, h): "bitmap size \(w)x\(h) is negative"
        case let .tooLarge(w, h):
            "bitmap size \(w)x\(h) is over the limits (\(Bitmap.maxSide) pixels a side, \(Bitmap.maxPixels) pixels in all)"
        case let .byteCountMismatch(e, a): "expected \(e) bytes of RGBA, got \(a)"
        case let .notPremultiplied(p): "pixel \(p) has a colour channel above its alpha: not premultiplied"
        case let .invalidCanvas(w, h, scale):
            if !(scale > 0) {
                "a canvas at scale \(Self.format(scale)) has no size in pixels; give a scale above 0"
            } else if w.isNaN || h.isNaN {
                "a canvas of \(Self.format(w))x\(Self.format(h)) points has no size in pixels; give a width and height that are numbers"
            } else {
                "a canvas of \(Self.format(w))x\(Self.format(h)) points at scale \(Self.format(scale)) is over the limits "
                    + "(\(Bitmap.maxSide) pixels a side, \(Bitmap.maxPixels) pixels in all); lower the scale or the size"
            }
        }
    }

    /// A whole number without a decimal point (`390`), any other as Swift writes it (`1e+308`).
    private static func format(_ v: Double) -> String { v == v.rounded() && abs(v) < 1e15 ? String(Int(v)) : String(v) }
}
