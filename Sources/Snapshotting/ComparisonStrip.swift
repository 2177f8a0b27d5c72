import Foundation
import SharedElements

/// For people reviewing a failed film strip: one row per frame — the reference, the actual frame
/// and their difference (pixelmatch style under the test's tolerance: counted pixels red over a
/// faded reference) — shrunk like the contact sheet. Written with the artifacts, never read back.
///
/// Every pixel the tolerance counted is painted ``mark`` in the difference cell, after
/// shrinking too, so that a single differing pixel still shows in a shrunk strip.
package enum ComparisonStrip {
    static let gutter = ContactSheet.gutter
    static let background = ContactSheet.background
    /// The colour of a counted pixel in the difference cell (pixelmatch's diff colour).
    package static let mark = PremultipliedColor(r: 255, g: 0, b: 0, a: 255)

    /// The rows for `frames` (`nil` reference: none recorded; that cell stays empty), their
    /// differences marked as `tolerance` counts them.
    package static func make(_ rows: [(reference: Bitmap?, actual: Bitmap)], tolerance: SnapshotTolerance) throws -> Bitmap {
        guard let first = rows.first?.actual else { return try Bitmap(width: 0, height: 0) }
        let factor = max(1, (first.height + ContactSheet.maxFrameHeight - 1) / ContactSheet.maxFrameHeight)
        let w = first.width / factor, h = first.height / factor
        var sheet = try Bitmap(width: gutter + 3 * (w + gutter), height: gutter + rows.count * (h + gutter), fill: background)
        for (row, item) in rows.enumerated() {
            let top = gutter + row * (h + gutter)
            let cells = [item.reference, item.actual].map { $0.map { ContactSheet.shrink($0, by: factor) } }
                + [difference(item.reference, item.actual, tolerance: tolerance, factor: factor)]
            for (column, cell) in cells.enumerated() {
                guard let cell else { continue }
                ContactSheet.paste(cell, into: &sheet, left: gutter + column * (w + gutter), top: top, width: w, height: h)
            }
        }
        return sheet
    }

    /// The difference cell, shrunk by `factor`: pixelmatch's diff image under `tolerance`, with
    /// each pixel `tolerance` counts painted ``mark`` before and after shrinking. `nil` without a
    /// reference of the actual frame's size.
    static func difference(_ reference: Bitmap?, _ actual: Bitmap, tolerance: SnapshotTolerance, factor: Int) -> Bitmap? {
        guard let reference, reference.width == actual.width, reference.height == actual.height else { return nil }
        let old = reference.straightBytes, new = actual.straightBytes
        guard let diff = try? ImageDiff.compare(old, new, width: actual.width, height: actual.height,
                                                options: tolerance.diffOptions, drawsDiff: true).diffImage,
              var image = try? Bitmap(width: actual.width, height: actual.height, straightBytes: diff)
        else { return nil }
        let counted = countedPixels(old, new, width: actual.width, height: actual.height, tolerance: tolerance)
        for (x, y) in counted { image[x, y] = mark }
        var small = ContactSheet.shrink(image, by: factor)
        for (x, y) in counted where x / factor < small.width && y / factor < small.height {
            small[x / factor, y / factor] = mark
        }
        return small
    }

    /// The pixels (column, row) `tolerance` counts as differing between two straight RGBA8
    /// images of `width` x `height`: every changed pixel when it counts every change, else those
    /// pixelmatch counts under its options.
    static func countedPixels(_ old: [UInt8], _ new: [UInt8], width: Int, height: Int,
                              tolerance: SnapshotTolerance) -> [(x: Int, y: Int)] {
        var mask: [UInt8]?
        if !tolerance.countsEveryChange {
            var options = tolerance.diffOptions
            options.diffMask = true
            // With a mask, only counted pixels are drawn (opaque); the rest stay transparent.
            mask = try? ImageDiff.compare(old, new, width: width, height: height, options: options, drawsDiff: true).diffImage
        }
        var pixels: [(x: Int, y: Int)] = []
        for y in 0..<height {
            for x in 0..<width {
                let k = (y * width + x) * 4
                let isCounted = if let mask {
                    mask[k + 3] != 0
                } else {
                    old[k] != new[k] || old[k + 1] != new[k + 1] || old[k + 2] != new[k + 2] || old[k + 3] != new[k + 3]
                }
                if isCounted { pixels.append((x, y)) }
            }
        }
        return pixels
    }
}
