import Foundation

/// How closely a rendering must match its reference.
///
/// The default, ``exact``, asks for every pixel's stored RGBA to match: renders here are
/// deterministic. Opting in to ``perceptual(threshold:maxDifferentPixels:maxDifferentRatio:countAntialiasing:)``
/// compares colours with pixelmatch's YIQ distance and, unless asked, does not count pixels that
/// look like anti-aliasing; a snapshot then passes while the counted pixels are at most
/// `max(maxDifferentPixels, maxDifferentRatio * pixel count)`.
///
/// ```swift
/// assertSnapshot(of: chart, tolerance: .perceptual(threshold: 0.1, maxDifferentPixels: 20))
/// ```
public struct SnapshotTolerance: Sendable, Equatable {
    /// pixelmatch's threshold, 0...1; 0 with ``countAntialiasing`` means any change counts.
    public var threshold: Double
    /// Counted pixels allowed.
    public var maxDifferentPixels: Int
    /// Counted pixels allowed, as a fraction of all pixels (0...1).
    public var maxDifferentRatio: Double
    /// Whether differing pixels judged anti-aliasing are counted.
    public var countAntialiasing: Bool

    /// A tolerance; values are clamped to their ranges.
    public init(threshold: Double, maxDifferentPixels: Int = 0, maxDifferentRatio: Double = 0, countAntialiasing: Bool = false) {
        self.threshold = threshold.isFinite ? min(max(threshold, 0), 1) : 0
        self.maxDifferentPixels = max(maxDifferentPixels, 0)
        self.maxDifferentRatio = maxDifferentRatio.isFinite ? min(max(maxDifferentRatio, 0), 1) : 0
        self.countAntialiasing = countAntialiasing
    }

    /// Every pixel must match exactly (the default).
    public static let exact = SnapshotTolerance(threshold: 0, countAntialiasing: true)

    /// A perceptual comparison in the manner of pixelmatch (threshold 0.1 by default, anti-aliased
    /// pixels not counted).
    public static func perceptual(
        threshold: Double = 0.1, maxDifferentPixels: Int = 0, maxDifferentRatio: Double = 0,
        countAntialiasing: Bool = false
    ) -> SnapshotTolerance {
        SnapshotTolerance(threshold: threshold, maxDifferentPixels: maxDifferentPixels,
                          maxDifferentRatio: maxDifferentRatio, countAntialiasing: countAntialiasing)
    }

    /// Whether any change at all fails.
    public var isExact: Bool { threshold == 0 && countAntialiasing && maxDifferentPixels == 0 && maxDifferentRatio == 0 }

    /// The diff options this tolerance compares with.
    var diffOptions: ImageDiff.Options {
        ImageDiff.Options(threshold: threshold, includeAntialiasing: countAntialiasing)
    }

    /// Whether every pixel whose stored RGBA changed at all is counted (not only those over the
    /// threshold: a change of a fully transparent pixel has no colour distance).
    var countsEveryChange: Bool { threshold == 0 && countAntialiasing }

    /// The pixels of `result` this tolerance counts.
    func countedPixels(in result: ImageDiff.Result) -> Int {
        countsEveryChange ? result.changedPixels : result.differentPixels
    }

    /// How many counted pixels are allowed in an image of `pixels` pixels.
    func allowedPixels(of pixels: Int) -> Int {
        max(maxDifferentPixels, Int((maxDifferentRatio * Double(pixels)).rounded(.down)))
    }
}
