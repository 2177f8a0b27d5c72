import Foundation

// MARK: - Drawing one bitmap into another

extension Bitmap {
    /// Draws `source` source-over into `rect` (pixels) of this bitmap, scaled with nearest-pixel
    /// sampling. Used by ``View/drawHierarchy(in:of:scale:afterScreenUpdates:)``.
    mutating func blendSnapshot(_ source: Bitmap, into rect: CGRect) {
        guard source.width > 0, source.height > 0, rect.width > 0, rect.height > 0,
              rect.minX.isFinite, rect.minY.isFinite, rect.maxX.isFinite, rect.maxY.isFinite else { return }
        let x0 = max(0, Int(rect.minX.rounded())), x1 = min(width, Int(rect.maxX.rounded()))
        let y0 = max(0, Int(rect.minY.rounded())), y1 = min(height, Int(rect.maxY.rounded()))
        guard x0 < x1, y0 < y1 else { return }
        let sx = CGFloat(source.width) / rect.width, sy = CGFloat(source.height) / rect.height
        for y in y0..<y1 {
            let v = min(source.height - 1, max(0, Int((CGFloat(y) + 0.5 - rect.minY) * sy)))
            for x in x0..<x1 {
                let u = min(source.width - 1, max(0, Int((CGFloat(x) + 0.5 - rect.minX) * sx)))
                let s = source[u, v]
                guard s.a > 0 else { continue }
                if s.a == 255 { self[x, y] = s; continue }
                let d = self[x, y]
                let k = UInt32(255 - s.a)
                self[x, y] = PremultipliedColor(
                    r: s.r &+ Bitmap.mulDiv255(UInt32(d.r), k), g: s.g &+ Bitmap.mulDiv255(UInt32(d.g), k),
                    b: s.b &+ Bitmap.mulDiv255(UInt32(d.b), k), a: s.a &+ Bitmap.mulDiv255(UInt32(d.a), k))
            }
        }
    }
}
