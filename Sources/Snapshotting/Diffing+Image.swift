import Foundation
import SharedElements

extension Diffing where Format == Bitmap {
    /// Bitmaps stored as PNG files (straight RGBA8 on disk, premultiplied in memory) and compared
    /// under the assertion's ``SnapshotTolerance``: exact by default, or pixelmatch's perceptual
    /// distance. A mismatch says how many pixels differ, the largest difference and where, and
    /// attaches the `diff` image (differing pixels red over a faded grey reference, anti-aliased
    /// ones yellow); a reference of another size is reported with both sizes.
    ///
    /// ```swift
    /// let failure = Diffing<Bitmap>.image.diff(reference, actual, .perceptual(maxDifferentPixels: 4))
    /// ```
    public static var image: Diffing<Bitmap> {
        Diffing(
            pathExtension: "png", formatName: "PNG",
            toData: { Image(bitmap: $0).pngData() },
            fromData: { try PNGDecoder.decodeBitmap($0) },
            diff: { reference, actual, tolerance in ImageComparison.diff(reference, actual, tolerance: tolerance) })
    }
}
