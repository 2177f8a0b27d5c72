import Foundation

/// An anti-aliased polygon filler: exact area coverage per pixel, non-zero winding.
///
/// Coverage is the absolute signed area inside each pixel, clamped to 1: exact for simple
/// polygons and for contours that wind the same way (rings use an inner contour wound the other
/// way). Where a self-intersecting contour crosses itself inside a pixel, areas of opposite
/// winding cancel in that pixel, as in other signed-area rasterizers.
///
/// Edges are accumulated as signed areas into a band of rows, then each row is turned into
/// coverage by a running sum over the cells the edges touched. Runs between edges have one
/// coverage and are handed out as such, so the cost grows with the edges and the pixels a
/// shape covers rather than with the canvas.
///
/// ```swift
/// let r = Rasterizer()
/// r.fill([[p0, p1, p2]], clip: PixelRect(width: 100, height: 100)) { y, x0, x1, coverage, constant in
///     // pixels x0 ..< x1 of row y: coverage[0 ..< x1 - x0] in 0...1, or `constant` when nil
/// }
/// ```
public final class Rasterizer {
    /// Rows accumulated at once.
    static let bandHeight = 32

    private var acc: UnsafeMutablePointer<Float>
    private var accCapacity: Int
    private var cover: UnsafeMutablePointer<Float>
    private var coverCapacity: Int
    private var touched: UnsafeMutablePointer<UInt64>
    private var touchedCapacity = 0
    private let rowMin: UnsafeMutablePointer<Int>
    private let rowMax: UnsafeMutablePointer<Int>
    private var segments: [Segment] = []
    /// Whether rows that repeat the row above hand out its runs again rather than being
    /// computed (the same runs either way; off only to test that).
    package var repeatsRows = true
    /// The runs handed out for the last row computed, to hand out again for rows that repeat it.
    private var record: UnsafeMutablePointer<Run>
    private var recordCapacity = 16

    private struct Segment { var x0, y0, x1, y1: Double }

    /// One run of a row: pixels `x0 ..< x1` (device), with `coverage` when `offset` < 0, else
    /// with `cover[offset ..< offset + x1 - x0]`.
    private struct Run { var x0, x1, offset: Int; var coverage: Float }

    /// A rasterizer with empty buffers.
    public init() {
        accCapacity = 0
        acc = .allocate(capacity: 1)
        coverCapacity = 0
        cover = .allocate(capacity: 1)
        touched = .allocate(capacity: 1)
        rowMin = .allocate(capacity: Rasterizer.bandHeight)
        rowMin.initialize(repeating: .max, count: Rasterizer.bandHeight)
        rowMax = .allocate(capacity: Rasterizer.bandHeight)
        rowMax.initialize(repeating: -1, count: Rasterizer.bandHeight)
        record = .allocate(capacity: recordCapacity)
    }

    deinit {
        acc.deallocate()
        cover.deallocate()
        rowMin.deallocate()
        rowMax.deallocate()
        touched.deallocate()
        record.deallocate()
    }

    /// Fills closed polygons (device pixel coordinates; each contour closes back to its first
    /// point) inside `clip`, calling `row(y, x0, x1, coverage)` for every row with coverage.
    /// Non-finite points make the whole fill draw nothing.
    public func fill(
        _ contours: [[CGPoint]], clip: PixelRect,
        _ row: (_ y: Int, _ x0: Int, _ x1: Int, _ coverage: UnsafePointer<Float>?, _ constant: Float) -> Void
    ) {
        withoutActuallyEscaping(row) { row in
            var sink = ClosureSink(row: row)
            sweep(contours, clip: clip, into: &sink)
        }
    }

    /// Hands the runs to a closure (the public entry point's callers).
    private struct ClosureSink: RasterSink {
        static var joinsFullCells: Bool { false }
        let row: (_ y: Int, _ x0: Int, _ x1: Int, _ coverage: UnsafePointer<Float>?, _ constant: Float) -> Void
        @inline(__always) func varying(y: Int, x0: Int, x1: Int, coverage: UnsafePointer<Float>) { row(y, x0, x1, coverage, 0) }
        @inline(__always) func constant(y: Int, x0: Int, x1: Int, coverage: Float) { row(y, x0, x1, nil, coverage) }
    }

    /// The fill itself, specialised for each kind of sink so that the runs are painted inline.
    @inline(__always)
    func sweep<Sink: RasterSink>(_ contours: [[CGPoint]], clip: PixelRect, into sink: inout Sink) {
        var minX = Double.infinity, minY = Double.infinity, maxX = -Double.infinity, maxY = -Double.infinity
        for c in contours {
            for p in c {
                guard p.x.isFinite, p.y.isFinite else { return }
                minX = min(minX, p.x); maxX = max(maxX, p.x); minY = min(minY, p.y); maxY = max(maxY, p.y)
            }
        }
        guard minX <= maxX else { return }
        // From the edges themselves: as a CGRect, a shape from -1e18 to 4 would end at 0.
        let area = clip.intersection(PixelRect(coveringMinX: minX, minY: minY, maxX: maxX, maxY: maxY))
        guard !area.isEmpty else { return }
        let w = area.width
        let stride = w + 2
        let words = (stride + 63) >> 6
        ensureCapacity(stride: stride, width: w, words: words)
        buildSegments(contours, originX: Double(area.x0), width: Double(w))
        if segments.isEmpty { return }

        let acc = self.acc, cover = self.cover, rowMin = self.rowMin, rowMax = self.rowMax, touched = self.touched
        let segs = segments
        // Only a shape with a vertical edge has rows that repeat: the others compute every row
        // and keep no record.
        let repeats = repeatsRows && segs.contains { $0.x0 == $0.x1 }
        // Whether `record` holds the runs of the row above the current one.
        var recorded = false
        var runs = 0
        var bandY = area.y0
        while bandY < area.y1 {
            let bandEnd = min(bandY + Rasterizer.bandHeight, area.y1)
            let top = Double(bandY), bottom = Double(bandEnd)
            // The rows to compute. Every other row repeats the row above it: only vertical
            // edges cross both, each over both rows' full height, so each edge adds the same
            // areas to the same cells in the same order, and the runs are the same.
            var fresh = repeats ? Rasterizer.rowsToCompute(segs, bandY: bandY, bandEnd: bandEnd) : ~0
            if !recorded { fresh |= 1 }
            for s in segs {
                let sy0 = min(s.y0, s.y1), sy1 = max(s.y0, s.y1)
                if sy1 <= top || sy0 >= bottom { continue }
                Rasterizer.accumulate(
                    s, acc: acc, touched: touched, words: words, rowMin: rowMin, rowMax: rowMax,
                    bandTop: bandY, top: top, bottom: bottom, stride: stride, fresh: fresh)
            }
            for r in 0..<(bandEnd - bandY) {
                let y = bandY + r
                guard fresh & (1 << UInt64(r)) != 0 else {
                    // The row above's runs again (no cell of this row was written).
                    for k in 0..<runs {
                        let run = record[k]
                        if run.offset < 0 {
                            sink.constant(y: y, x0: run.x0, x1: run.x1, coverage: run.coverage)
                        } else {
                            sink.varying(y: y, x0: run.x0, x1: run.x1, coverage: cover + run.offset)
                        }
                    }
                    continue
                }
                recorded = true
                runs = 0
                let lo = rowMin[r], hi = rowMax[r]
                guard lo <= hi else { continue }
                rowMin[r] = .max
                rowMax[r] = -1
                let base = acc + r * stride
                let bits = touched + r * words
                var sum: Float = 0
                let limit = min(hi, w - 1)
                var c = lo
                // Where the next constant run starts: before `c` when the varying run handed it
                // its last cells, which had the run's coverage already.
                var constantStart = lo
                while c <= limit {
                    if bits[c >> 6] & (1 << UInt64(c & 63)) != 0 {
                        // Cells an edge passes through: coverage varies pixel by pixel.
                        let start = c
                        let runEnd = min(Rasterizer.nextClearBit(bits, from: c, words: words), limit &+ 1)
                        repeat {
                            sum += base[c]
                            base[c] = 0
                            let a = abs(sum)
                            cover[c] = a < 1 ? a : 1
                            c &+= 1
                        } while c < runEnd
                        // Full cells at the end of the run (the one past a left edge) join the
                        // full run that follows: one wide fill instead of a short one and a call
                        // (for sinks whose pixels do not depend on where a run starts).
                        var end = c
                        if c <= limit {
                            let a = min(abs(sum), 1)
                            if Sink.joinsFullCells && PixelOps.isFull(a) { while end > start && cover[end - 1] == a { end -= 1 } }
                        }
                        if end > start {
                            sink.varying(y: y, x0: area.x0 + start, x1: area.x0 + end, coverage: cover + start)
                            if repeats { keep(Run(x0: area.x0 + start, x1: area.x0 + end, offset: start, coverage: 0), at: &runs) }
                        }
                        constantStart = end
                    } else {
                        // No edge until the next touched cell: one coverage for the whole run.
                        let start = constantStart
                        c = Rasterizer.nextSetBit(bits, from: c, limit: limit + 1)
                        let a = min(abs(sum), 1)
                        if a * 255 >= 0.5 {
                            sink.constant(y: y, x0: area.x0 + start, x1: area.x0 + c, coverage: a)
                            if repeats { keep(Run(x0: area.x0 + start, x1: area.x0 + c, offset: -1, coverage: a), at: &runs) }
                        }
                        constantStart = c
                    }
                }
                if limit + 1 <= hi { for k in (limit + 1)...hi { base[k] = 0 } }
                if limit + 1 < w {
                    let a = min(abs(sum), 1)
                    if a * 255 >= 0.5 {
                        sink.constant(y: y, x0: area.x0 + limit + 1, x1: area.x0 + w, coverage: a)
                        if repeats { keep(Run(x0: area.x0 + limit + 1, x1: area.x0 + w, offset: -1, coverage: a), at: &runs) }
                    }
                }
                for word in (lo >> 6)...(hi >> 6) { bits[word] = 0 }
            }
            bandY = bandEnd
        }
    }

    /// Appends `run` to the record of the row being computed.
    @inline(__always)
    private func keep(_ run: Run, at count: inout Int) {
        if count == recordCapacity {
            let grown = UnsafeMutablePointer<Run>.allocate(capacity: recordCapacity * 2)
            grown.moveInitialize(from: record, count: count)
            record.deallocate()
            record = grown
            recordCapacity *= 2
        }
        record[count] = run
        count &+= 1
    }

    /// The rows of band `bandY ..< bandEnd` (bit `row - bandY`) that must be computed rather
    /// than repeat the row above: those a sloped edge touches, or the row above it does, and
    /// those where a vertical edge begins or ends (partly covering the row or the one above).
    @inline(__always)
    private static func rowsToCompute(_ segs: [Segment], bandY: Int, bandEnd: Int) -> UInt64 {
        var fresh: UInt64 = 0
        let top = Double(bandY) - 1, bottom = Double(bandEnd) + 1
        @inline(__always) func mark(_ from: Double, _ through: Double) {
            // Clamped to the band on both sides before the conversion: either end may lie far
            // outside it (an edge 1e300 pixels long), past what an Int holds.
            let a = max(Int(min(max(from, top), bottom)), bandY), b = min(Int(max(min(through, bottom), top)), bandEnd - 1)
            if a <= b { fresh |= (~0 >> UInt64(63 - (b - a))) << UInt64(a - bandY) }
        }
        for s in segs {
            let sy0 = min(s.y0, s.y1), sy1 = max(s.y0, s.y1)
            if sy1 < top || sy0 > bottom { continue }
            if s.x0 == s.x1 {
                mark(sy0.rounded(.down), sy0.rounded(.up))
                mark(sy1.rounded(.down), sy1.rounded(.up))
            } else {
                mark(sy0.rounded(.down), sy1.rounded(.up))
            }
        }
        return fresh
    }

    /// The first clear bit at or after `c`, or the end of the row's `words`.
    @inline(__always)
    private static func nextClearBit(_ bits: UnsafeMutablePointer<UInt64>, from c: Int, words: Int) -> Int {
        var word = c >> 6
        var v = ~bits[word] & (~0 << UInt64(c & 63))
        while v == 0 {
            word &+= 1
            if word >= words { return words << 6 }
            v = ~bits[word]
        }
        return word << 6 &+ v.trailingZeroBitCount
    }

    @inline(__always)
    private static func nextSetBit(_ bits: UnsafeMutablePointer<UInt64>, from c: Int, limit: Int) -> Int {
        var word = c >> 6
        var v = bits[word] & (~0 << UInt64(c & 63))
        while v == 0 {
            word += 1
            if word << 6 >= limit { return limit }
            v = bits[word]
        }
        return min(word << 6 + v.trailingZeroBitCount, limit)
    }

    private func ensureCapacity(stride: Int, width: Int, words: Int) {
        if words * Rasterizer.bandHeight > touchedCapacity {
            touched.deallocate()
            touchedCapacity = words * Rasterizer.bandHeight
            touched = .allocate(capacity: touchedCapacity)
            touched.initialize(repeating: 0, count: touchedCapacity)
        }
        let need = stride * Rasterizer.bandHeight
        if need > accCapacity {
            acc.deallocate()
            acc = .allocate(capacity: need)
            acc.initialize(repeating: 0, count: need)
            accCapacity = need
        }
        if width + 2 > coverCapacity {
            cover.deallocate()
            cover = .allocate(capacity: width + 2)
            coverCapacity = width + 2
        }
    }

    /// Segments relative to `originX`, with the parts left of the area moved onto its left edge
    /// (they still add winding) and the parts right of it dropped (they cannot be seen).
    private func buildSegments(_ contours: [[CGPoint]], originX: Double, width: Double) {
        segments.removeAll(keepingCapacity: true)
        for c in contours where c.count >= 2 {
            var prev = c[c.count - 1]
            for p in c {
                addClipped(prev.x - originX, prev.y, p.x - originX, p.y, width: width)
                prev = p
            }
        }
    }

    private func addClipped(_ ax: Double, _ ay: Double, _ bx: Double, _ by: Double, width w: Double) {
        if ay == by { return }
        if ax >= w && bx >= w { return }
        if ax <= 0 && bx <= 0 { segments.append(Segment(x0: 0, y0: ay, x1: 0, y1: by)); return }
        if ax >= 0 && ax <= w && bx >= 0 && bx <= w { segments.append(Segment(x0: ax, y0: ay, x1: bx, y1: by)); return }
        // Split at x = 0 and x = w.
        var pts: [(Double, Double)] = [(ax, ay)]
        var ts: [Double] = []
        for edge in [0.0, w] where (ax - edge) * (bx - edge) < 0 { ts.append((edge - ax) / (bx - ax)) }
        ts.sort()
        for t in ts { pts.append((ax + (bx - ax) * t, ay + (by - ay) * t)) }
        pts.append((bx, by))
        for i in 0..<(pts.count - 1) {
            let (x0, y0) = pts[i], (x1, y1) = pts[i + 1]
            if y0 == y1 { continue }
            let mid = (x0 + x1) / 2
            if mid >= w { continue }
            if mid <= 0 {
                segments.append(Segment(x0: 0, y0: y0, x1: 0, y1: y1))
            } else {
                segments.append(Segment(x0: min(max(x0, 0), w), y0: y0, x1: min(max(x1, 0), w), y1: y1))
            }
        }
    }

    @inline(__always)
    private static func accumulate(
        _ s: Segment, acc: UnsafeMutablePointer<Float>, touched: UnsafeMutablePointer<UInt64>, words: Int, rowMin: UnsafeMutablePointer<Int>, rowMax: UnsafeMutablePointer<Int>,
        bandTop: Int, top: Double, bottom: Double, stride: Int, fresh: UInt64
    ) {
        let down = s.y0 < s.y1
        // A vertical edge writes only the rows computed (a sloped one touches none of the others).
        let skips: UInt64 = s.x0 == s.x1 ? ~fresh : 0
        let (x0, y0, x1, y1) = down ? (s.x0, s.y0, s.x1, s.y1) : (s.x1, s.y1, s.x0, s.y0)
        let dir: Double = down ? 1 : -1
        let dxdy = (x1 - x0) / (y1 - y0)
        var y = max(y0, top)
        let yEnd = min(y1, bottom)
        var x = y == y0 ? x0 : x0 + (y - y0) * dxdy
        var row = Int(y.rounded(.down))
        var r = row &- bandTop
        var base = acc + r &* stride
        var bits = touched + r &* words
        while y < yEnd {
            let rowEnd = min(Double(row &+ 1), yEnd)
            let xn = rowEnd == y1 ? x1 : x0 + (rowEnd - y0) * dxdy
            if skips & (1 << UInt64(r)) == 0 {
                cell(base: base, bits: bits, row: r, xa: x, xb: xn, d: (rowEnd - y) * dir, rowMin: rowMin, rowMax: rowMax)
            }
            x = xn
            y = rowEnd
            row &+= 1
            r &+= 1
            base += stride
            bits += words
        }
    }

    /// Adds one row's piece of an edge, from `xa` to `xb` (cells of the row, 0 ≤ x ≤ the area's
    /// width) with signed height `d`, to the row's cells: each cell it crosses gets its area to
    /// the right of the piece, the cell after it the rest, so the running sum along the row is
    /// the coverage.
    @inline(__always)
    private static func cell(
        base: UnsafeMutablePointer<Float>, bits: UnsafeMutablePointer<UInt64>, row r: Int, xa: Double, xb: Double, d: Double,
        rowMin: UnsafeMutablePointer<Int>, rowMax: UnsafeMutablePointer<Int>
    ) {
        let lo = min(xa, xb), hi = max(xa, xb)
        let c0 = Int(lo)
        var c = c0
        if hi <= Double(c0 &+ 1) {
            let xm = (xa + xb) * 0.5 - Double(c0)
            base[c0] += Float(d * (1 - xm))
            base[c0 &+ 1] += Float(d * xm)
            c = c0 &+ 1
        } else {
            // The piece crosses columns: split it at each column boundary.
            let perX = d / (hi - lo)
            var xs = lo
            while xs < hi {
                let xe = min(Double(c &+ 1), hi)
                let part = (xe - xs) * perX
                let xm = (xs + xe) * 0.5 - Double(c)
                base[c] += Float(part * (1 - xm))
                base[c &+ 1] += Float(part * xm)
                xs = xe
                c &+= 1
            }
        }
        markCells(bits, from: c0, through: c)
        if c0 < rowMin[r] { rowMin[r] = c0 }
        if c > rowMax[r] { rowMax[r] = c }
    }

    /// Sets the bits of cells `a ... b` (a ≤ b) in a row's words.
    @inline(__always)
    private static func markCells(_ bits: UnsafeMutablePointer<UInt64>, from a: Int, through b: Int) {
        let wa = a &>> 6, wb = b &>> 6
        let head: UInt64 = ~0 << UInt64(a & 63), tail: UInt64 = ~0 >> UInt64(63 &- (b & 63))
        if wa == wb {
            bits[wa] |= head & tail
        } else {
            bits[wa] |= head
            var w = wa &+ 1
            while w < wb {
                bits[w] = ~0
                w &+= 1
            }
            bits[wb] |= tail
        }
    }
}

/// Receives the runs of a fill, row by row from the top, left to right within a row.
protocol RasterSink {
    /// Pixels `x0 ..< x1` of row `y` with coverage `coverage[0 ..< x1 - x0]`, each in 0...1.
    mutating func varying(y: Int, x0: Int, x1: Int, coverage: UnsafePointer<Float>)
    /// Pixels `x0 ..< x1` of row `y`, all with `coverage` (in 0...1, at least half a step of 8 bits).
    mutating func constant(y: Int, x0: Int, x1: Int, coverage: Float)
    /// Whether a varying run's last cells may be handed to the constant run that follows when
    /// their coverage is that run's and rounds to full: true when a pixel's result depends only
    /// on its own coverage, not on where its run starts (image samples are stepped along a run).
    static var joinsFullCells: Bool { get }
}
