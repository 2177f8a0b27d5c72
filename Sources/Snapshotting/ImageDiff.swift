import Foundation

/// A perceptual comparison of two straight-alpha RGBA8 images of one size, following the rules
/// of pixelmatch (v7): a YIQ colour distance per pixel against a threshold, with anti-aliased
/// pixels detected and, by default, not counted. It gives the same counts and diff images as
/// pixelmatch for the same options.
///
/// ```swift
/// let result = try ImageDiff.compare(reference.straightBytes, actual.straightBytes,
///                                    width: actual.width, height: actual.height)
/// print(result.differentPixels)
/// ```
public enum ImageDiff {
    /// A colour of the diff image.
    public struct RGB: Sendable, Equatable {
        /// The red, green and blue bytes.
        public var r: UInt8, g: UInt8, b: UInt8
        /// A colour from its red, green and blue bytes.
        public init(_ r: UInt8, _ g: UInt8, _ b: UInt8) { self.r = r; self.g = g; self.b = b }
    }

    /// pixelmatch's options, with its defaults.
    public struct Options: Sendable, Equatable {
        /// Matching threshold, 0...1: smaller is more sensitive. A pixel differs when its YIQ
        /// distance exceeds `35215 * threshold²` (35215 being the largest distance).
        public var threshold: Double = 0.1
        /// Whether anti-aliased differing pixels are counted.
        public var includeAntialiasing = false
        /// Opacity of the unchanged image under the diff, 0...1.
        public var alpha: Double = 0.1
        /// The colour of anti-aliased differing pixels in the diff image.
        public var antialiasingColor = RGB(255, 255, 0)
        /// The colour of counted differing pixels.
        public var diffColor = RGB(255, 0, 0)
        /// The colour of counted differing pixels where the second image is darker (`nil`: ``diffColor``).
        public var darkerDiffColor: RGB?
        /// Draw only the counted differences over transparency, nothing else.
        public var diffMask = false

        /// pixelmatch's defaults, with `threshold` and `includeAntialiasing` as given.
        public init(threshold: Double = 0.1, includeAntialiasing: Bool = false) {
            self.threshold = threshold
            self.includeAntialiasing = includeAntialiasing
        }
    }

    /// A pixel position.
    public struct Point: Sendable, Equatable, CustomStringConvertible {
        /// Column and row, from the top-left, in pixels.
        public var x: Int, y: Int
        /// `(x, y)`.
        public var description: String { "(\(x), \(y))" }
    }

    /// What a comparison found.
    public struct Result: Sendable {
        /// Pixels over the threshold and counted (anti-aliased ones only with `includeAntialiasing`).
        public var differentPixels = 0
        /// Pixels over the threshold judged anti-aliasing (counted only with `includeAntialiasing`).
        public var antialiasedPixels = 0
        /// Pixels whose stored RGBA differs at all, whatever the threshold.
        public var changedPixels = 0
        /// The largest colour distance of a changed pixel on the threshold's scale:
        /// `sqrt(delta / 35215)`, 0...1 (0 when nothing changed).
        public var largestDifference = 0.0
        /// Where ``largestDifference`` is (the first such pixel in row order).
        public var largestDifferenceAt: Point?
        /// The diff image (straight RGBA8) when one was asked for.
        public var diffImage: [UInt8]?
    }

    /// Compares `first` (the reference: the diff image fades it) with `second`.
    /// - Throws: ``SnapshotError/byteCountMismatch(expected:first:second:)`` unless both hold
    ///   `width * height * 4` bytes.
    public static func compare(
        _ first: [UInt8], _ second: [UInt8], width: Int, height: Int,
        options: Options = Options(), drawsDiff: Bool = false
    ) throws(SnapshotError) -> Result {
        let count = max(width, 0) * max(height, 0) * 4
        guard width >= 0, height >= 0, first.count == count, second.count == count else {
            throw .byteCountMismatch(expected: count, first: first.count, second: second.count)
        }
        var output = drawsDiff ? [UInt8](repeating: 0, count: count) : []
        var result = Result()
        first.withUnsafeBufferPointer { a in
            second.withUnsafeBufferPointer { b in
                output.withUnsafeMutableBufferPointer { out in
                    let pass = DiffPass(a: a, b: b, out: drawsDiff ? out : nil, width: width, height: height, options: options)
                    result = pass.run()
                }
            }
        }
        if drawsDiff { result.diffImage = output }
        return result
    }
}

/// One comparison over borrowed buffers.
package struct DiffPass {
    package let a: UnsafeBufferPointer<UInt8>
    package let b: UnsafeBufferPointer<UInt8>
    package let out: UnsafeMutableBufferPointer<UInt8>?
    package let width: Int
    package let height: Int
    package let options: ImageDiff.Options

    static let maxDelta = 35215.0

    package func run() -> ImageDiff.Result {
        var result = ImageDiff.Result()
        let pixels = width * height
        guard pixels > 0 else { return result }
        if memcmp(a.baseAddress!, b.baseAddress!, pixels * 4) == 0 {
            if out != nil, !options.diffMask { for i in 0..<pixels { drawGrey(i * 4) } }
            return result
        }
        let limit = DiffPass.maxDelta * options.threshold * options.threshold
        var largest = 0.0
        for y in 0..<height {
            for x in 0..<width {
                let i = y * width + x, k = i * 4
                guard a[k] != b[k] || a[k + 1] != b[k + 1] || a[k + 2] != b[k + 2] || a[k + 3] != b[k + 3] else {
                    if out != nil, !options.diffMask { drawGrey(k) }
                    continue
                }
                result.changedPixels += 1
                let delta = colorDelta(a, b, k, k, yOnly: false)
                if abs(delta) > largest {
                    largest = abs(delta)
                    result.largestDifferenceAt = ImageDiff.Point(x: x, y: y)
                }
                if abs(delta) > limit {
                    let isAA = antialiased(a, x, y, other: b) || antialiased(b, x, y, other: a)
                    if isAA { result.antialiasedPixels += 1 }
                    if isAA && !options.includeAntialiasing {
                        if !options.diffMask { draw(k, options.antialiasingColor) }
                    } else {
                        draw(k, delta < 0 ? options.darkerDiffColor ?? options.diffColor : options.diffColor)
                        result.differentPixels += 1
                    }
                } else if !options.diffMask {
                    drawGrey(k)
                }
            }
        }
        result.largestDifference = min(1, (largest / DiffPass.maxDelta).squareRoot())
        return result
    }

    // MARK: - Colour distance

    /// The YIQ distance between pixel `k` of `p` and pixel `m` of `q` (byte offsets), negative
    /// when the first is brighter; with `yOnly`, the brightness difference alone. Translucent
    /// pixels are composed over a background chosen by `k`'s position.
    @inline(__always)
    func colorDelta(_ p: UnsafeBufferPointer<UInt8>, _ q: UnsafeBufferPointer<UInt8>, _ k: Int, _ m: Int, yOnly: Bool) -> Double {
        let r1 = Double(p[k]), g1 = Double(p[k + 1]), b1 = Double(p[k + 2]), a1 = Double(p[k + 3])
        let r2 = Double(q[m]), g2 = Double(q[m + 1]), b2 = Double(q[m + 2]), a2 = Double(q[m + 3])
        var dr = r1 - r2, dg = g1 - g2, db = b1 - b2
        let da = a1 - a2
        if dr == 0 && dg == 0 && db == 0 && da == 0 { return 0 }
        if a1 < 255 || a2 < 255 {
            let kd = Double(k)
            let rb = 48 + 159 * Double(k % 2)
            let gb = 48 + 159 * Double(Int((kd / 1.618033988749895).rounded(.towardZero)) % 2)
            let bb = 48 + 159 * Double(Int((kd / 2.618033988749895).rounded(.towardZero)) % 2)
            dr = (r1 * a1 - r2 * a2 - rb * da) / 255
            dg = (g1 * a1 - g2 * a2 - gb * da) / 255
            db = (b1 * a1 - b2 * a2 - bb * da) / 255
        }
        let y = dr * 0.29889531 + dg * 0.58662247 + db * 0.11448223
        if yOnly { return y }
        let i = dr * 0.59597799 - dg * 0.27417610 - db * 0.32180189
        let q = dr * 0.21147017 - dg * 0.52261711 + db * 0.31114694
        let delta = 0.5053 * y * y + 0.299 * i * i + 0.1957 * q * q
        return y > 0 ? -delta : delta
    }

    // MARK: - Drawing the diff

    @inline(__always)
    package func draw(_ k: Int, _ c: ImageDiff.RGB) {
        guard let out else { return }
        out[k] = c.r; out[k + 1] = c.g; out[k + 2] = c.b; out[k + 3] = 255
    }

    @inline(__always)
    func drawGrey(_ k: Int) {
        guard let out else { return }
        let y = Double(a[k]) * 0.29889531 + Double(a[k + 1]) * 0.58662247 + Double(a[k + 2]) * 0.11448223
        let v = 255 + (y - 255) * options.alpha * Double(a[k + 3]) / 255
        let byte = UInt8(clamping: Int(v.rounded(.towardZero)))
        out[k] = byte; out[k + 1] = byte; out[k + 2] = byte; out[k + 3] = 255
    }
}
