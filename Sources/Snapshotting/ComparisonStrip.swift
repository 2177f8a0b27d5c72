import Foundation
import SharedElements

/// For people reviewing a failed film strip: one row per frame — the reference, the actual frame
/// and their difference (pixelmatch style: changed pixels red over a faded reference) — shrunk
/// like the contact sheet. Written with the artifacts, never read back.
package enum ComparisonStrip {
    static let gutter = ContactSheet.gutter
    static let background = ContactSheet.background

    /// The rows for `frames` (`nil` reference: none recorded; that cell stays empty).
    package static func make(_ rows: [(reference: Bitmap?, actual: Bitmap)]) throws -> Bitmap {
        guard let first = rows.first?.actual else { return try Bitmap(width: 0, height: 0) }
        let factor = max(1, (first.height + ContactSheet.maxFrameHeight - 1) / ContactSheet.maxFrameHeight)
        let w = first.width / factor, h = first.height / factor
        var sheet = try Bitmap(width: gutter + 3 * (w + gutter), height: gutter + rows.count * (h + gutter), fill: background)
        for (row, item) in rows.enumerated() {
            let top = gutter + row * (h + gutter)
            var cells: [Bitmap?] = [item.reference, item.actual, nil]
            if let reference = item.reference, reference.width == item.actual.width, reference.height == item.actual.height,
               let diff = try? ImageDiff.compare(reference.straightBytes, item.actual.straightBytes, width: reference.width,
                                                 height: reference.height, drawsDiff: true).diffImage {
                cells[2] = try? Bitmap(width: reference.width, height: reference.height, straightBytes: diff)
            }
            for (column, cell) in cells.enumerated() {
                guard let cell else { continue }
                ContactSheet.paste(ContactSheet.shrink(cell, by: factor), into: &sheet, left: gutter + column * (w + gutter),
                                   top: top, width: w, height: h)
            }
        }
        return sheet
    }
}
