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
                let small = ContactSheet.shrink(cell, by: factor)
                let left = gutter + column * (w + gutter)
                for y in 0..<min(h, small.height) {
                    for x in 0..<min(w, small.width) {
                        let s = small[x, y]
                        let d = sheet[left + x, top + y]
                        let k = UInt32(255 - s.a)
                        sheet[left + x, top + y] = PremultipliedColor(
                            r: s.r &+ Bitmap.mulDiv255(UInt32(d.r), k), g: s.g &+ Bitmap.mulDiv255(UInt32(d.g), k),
                            b: s.b &+ Bitmap.mulDiv255(UInt32(d.b), k), a: s.a &+ Bitmap.mulDiv255(UInt32(d.a), k))
                    }
                }
            }
        }
        return sheet
    }
}
