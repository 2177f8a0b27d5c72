import Foundation
import SharedElements

/// The pixel comparison behind ``Diffing/image``.
package enum ImageComparison {
    /// `nil` when `actual` matches `reference` under `tolerance`.
    package static func diff(_ reference: Bitmap, _ actual: Bitmap, tolerance: SnapshotTolerance) -> DiffFailure? {
        guard reference.width == actual.width, reference.height == actual.height else {
            return DiffFailure(message: "has a different size from its reference: reference "
                               + "\(reference.width)x\(reference.height) pixels, actual \(actual.width)x\(actual.height) pixels")
        }
        if identical(reference, actual) { return nil }
        let result: ImageDiff.Result
        do {
            result = try ImageDiff.compare(reference.straightBytes, actual.straightBytes, width: actual.width,
                                           height: actual.height, options: tolerance.diffOptions, drawsDiff: true)
        } catch {
            return DiffFailure(message: "could not be compared: \(error)")
        }
        let pixels = actual.width * actual.height
        let counted = tolerance.countedPixels(in: result)
        let allowed = tolerance.allowedPixels(of: pixels)
        guard counted > allowed else { return nil }
        let diffImage = result.diffImage.flatMap {
            try? Bitmap(width: actual.width, height: actual.height, straightBytes: $0)
        }
        let attachments = diffImage.map {
            [SnapshotAttachment(kind: "diff", pathExtension: "png", data: Image(bitmap: $0).pngData())]
        }
        return DiffFailure(
            message: mismatch(result: result, counted: counted, allowed: allowed, pixels: pixels, tolerance: tolerance),
            attachments: attachments ?? [])
    }

    /// Whether two bitmaps hold the same bytes.
    static func identical(_ a: Bitmap, _ b: Bitmap) -> Bool {
        a.bytes.withUnsafeBytes { p in
            b.bytes.withUnsafeBytes { q in
                p.count == q.count && (p.count == 0 || memcmp(p.baseAddress!, q.baseAddress!, p.count) == 0)
            }
        }
    }

    /// "does not match its reference: 3 pixels differ (…)", with the largest difference and the
    /// comparison used.
    package static func mismatch(
        result: ImageDiff.Result, counted: Int, allowed: Int, pixels: Int, tolerance: SnapshotTolerance
    ) -> String {
        let percent = String(format: "%.3g", 100 * Double(counted) / Double(max(pixels, 1)))
        var text = "does not match its reference: \(counted) pixel\(counted == 1 ? "" : "s") "
            + "\(counted == 1 ? "differs" : "differ") (\(percent)% of \(pixels); allowed \(allowed))"
        if let at = result.largestDifferenceAt {
            text += "; largest difference \(String(format: "%.3f", result.largestDifference)) at \(at)"
        }
        if tolerance.isExact {
            text += " [exact comparison]"
        } else {
            text += " [threshold \(tolerance.threshold)"
            if !tolerance.countAntialiasing {
                let n = result.antialiasedPixels
                text += ", \(n) anti-aliased pixel\(n == 1 ? "" : "s") not counted"
            }
            text += "]"
        }
        return text
    }
}
