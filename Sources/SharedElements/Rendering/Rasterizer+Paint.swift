import Foundation
internal import SharedElementsKernels

/// Fills that paint as they rasterize: the sweep is specialised for each paint, so a run goes
/// straight to its pixel loop with no closure, no paint switch and no call per run.
extension Rasterizer {
    /// How many rows ahead a solid fill asks the CPU for the pixels it will blend there (see
    /// ``SolidSink/constant(y:x0:x1:coverage:)``): a shape's next rows start a new stretch of
    /// memory each, which the hardware does not foresee, and a canvas-sized frame does not stay
    /// in cache. Four rows measured best on the many-layers scene (about a fifth faster than none).
    static let prefetchRows = 4
    /// Pixels beyond each end of the run also asked for: the rows ahead are a little wider or
    /// shifted where the shape's edges slope.
    static let prefetchMargin = 4

    /// Source-over of one premultiplied colour (packed, see ``PixelOps``) over the polygons'
    /// coverage, limited to `clip` and scaled by `mask` where there is one.
    package func fillSolid(_ contours: [[CGPoint]], clip: PixelRect, color: UInt32, surface: RenderSurface, mask: ClipMask?) {
        let target = Target(surface)
        if let mask {
            var sink = SolidSink(target: target, color: color, mask: MaskRows(mask))
            sweep(contours, clip: clip, into: &sink)
        } else {
            var sink = SolidSink(target: target, color: color, mask: NoMask())
            sweep(contours, clip: clip, into: &sink)
        }
    }

    /// Source-over of an image's samples, faded by `alpha` (0...255), over the polygons' coverage.
    /// `samples` holds at least `clip.width` pixels of scratch.
    package func fillImage(
        _ contours: [[CGPoint]], clip: PixelRect, sampler: ImageSampler, alpha: UInt32, samples: UnsafeMutablePointer<UInt32>,
        surface: RenderSurface, mask: ClipMask?
    ) {
        let target = Target(surface)
        if let mask {
            var sink = ImageSink(target: target, sampler: sampler, alpha: alpha, samples: samples, mask: MaskRows(mask))
            sweep(contours, clip: clip, into: &sink)
        } else {
            var sink = ImageSink(target: target, sampler: sampler, alpha: alpha, samples: samples, mask: NoMask())
            sweep(contours, clip: clip, into: &sink)
        }
    }

    /// Writes the polygons' 8-bit coverage into `mask`, times `outer`'s where there is one.
    package func fillMask(_ contours: [[CGPoint]], clip: PixelRect, into mask: ClipMask, outer: ClipMask?) {
        var sink = MaskSink(rows: MaskRows(mask), outer: outer.map(MaskRows.init))
        sweep(contours, clip: clip, into: &sink)
    }
}

/// A surface's pixels by device row, without holding the surface.
struct Target {
    let pixels: UnsafeMutablePointer<UInt32>
    let x0: Int, y0: Int, width: Int, y1: Int

    init(_ surface: RenderSurface) {
        pixels = surface.pixels
        x0 = surface.rect.x0
        y0 = surface.rect.y0
        width = surface.rect.width
        y1 = surface.rect.y1
    }

    @inline(__always)
    func row(_ y: Int) -> UnsafeMutablePointer<UInt32> { pixels + ((y &- y0) &* width &- x0) }
}

/// A clip mask's rows, or none: a type each, so the unmasked loops carry no mask test.
protocol MaskSource {
    func row(_ y: Int, _ x: Int) -> UnsafePointer<UInt8>?
}

struct NoMask: MaskSource {
    @inline(__always) func row(_ y: Int, _ x: Int) -> UnsafePointer<UInt8>? { nil }
}

struct MaskRows: MaskSource {
    let coverage: UnsafeMutablePointer<UInt8>
    let x0: Int, y0: Int, width: Int

    init(_ mask: ClipMask) {
        coverage = mask.coverage
        x0 = mask.rect.x0
        y0 = mask.rect.y0
        width = mask.rect.width
    }

    @inline(__always) func row(_ y: Int, _ x: Int) -> UnsafePointer<UInt8>? { UnsafePointer(mutableRow(y, x)) }
    @inline(__always) func mutableRow(_ y: Int, _ x: Int) -> UnsafeMutablePointer<UInt8> { coverage + ((y &- y0) &* width &- x0 &+ x) }
}

private struct SolidSink<Mask: MaskSource>: RasterSink {
    let target: Target
    let color: UInt32
    let mask: Mask
    /// A full-coverage pixel gets the colour (times its mask) whichever run it is in.
    static var joinsFullCells: Bool { true }

    @inline(__always)
    func varying(y: Int, x0: Int, x1: Int, coverage: UnsafePointer<Float>) {
        PixelOps.blendSolid(color, into: target.row(y) + x0, count: x1 &- x0, coverage: coverage, constant: 0, mask: mask.row(y, x0))
    }

    @inline(__always)
    func constant(y: Int, x0: Int, x1: Int, coverage: Float) {
        PixelOps.blendSolid(color, into: target.row(y) + x0, count: x1 &- x0, coverage: nil, constant: coverage, mask: mask.row(y, x0))
        // The same stretch a few rows down, asked for now: a hint, which changes no pixel.
        if y &+ Rasterizer.prefetchRows < target.y1 {
            let from = max(x0 &- Rasterizer.prefetchMargin, target.x0)
            let to = min(x1 &+ Rasterizer.prefetchMargin, target.x0 &+ target.width)
            sek_prefetch_pixels(target.row(y &+ Rasterizer.prefetchRows) + from, to &- from)
        }
    }
}

private struct ImageSink<Mask: MaskSource>: RasterSink {
    let target: Target
    let sampler: ImageSampler
    let alpha: UInt32
    let samples: UnsafeMutablePointer<UInt32>
    let mask: Mask
    static var joinsFullCells: Bool { false }

    @inline(__always)
    func source(y: Int, x0: Int, count n: Int) -> UnsafePointer<UInt32> {
        if alpha == 255 {
            if let direct = sampler.directRow(y: y, x0: x0, count: n) { return direct }
            sampler.sampleRow(y: y, x0: x0, count: n, into: samples)
        } else {
            sampler.sampleRow(y: y, x0: x0, count: n, into: samples)
            for i in 0..<n { samples[i] = PixelOps.scale(samples[i], alpha) }
        }
        return UnsafePointer(samples)
    }

    @inline(__always)
    func varying(y: Int, x0: Int, x1: Int, coverage: UnsafePointer<Float>) {
        let n = x1 &- x0
        PixelOps.blendRow(source(y: y, x0: x0, count: n), into: target.row(y) + x0, count: n, coverage: coverage, constant: 0,
                          mask: mask.row(y, x0))
    }

    @inline(__always)
    func constant(y: Int, x0: Int, x1: Int, coverage: Float) {
        let n = x1 &- x0
        let maskRow = mask.row(y, x0)
        if alpha != 255 && maskRow == nil && PixelOps.coverage8(coverage) == 255 {
            // A faded picture at full coverage: the samples scaled and blended in one pass, the
            // same pixels as scaling them first and then source-over.
            sampler.sampleRow(y: y, x0: x0, count: n, into: samples)
            PixelOps.overRun(samples, target.row(y) + x0, count: n, alpha: alpha)
            return
        }
        PixelOps.blendRow(source(y: y, x0: x0, count: n), into: target.row(y) + x0, count: n, coverage: nil, constant: coverage,
                          mask: maskRow)
    }
}

private struct MaskSink: RasterSink {
    let rows: MaskRows
    let outer: MaskRows?
    static var joinsFullCells: Bool { true }

    @inline(__always)
    func write(y: Int, x0: Int, x1: Int, _ value: (Int) -> UInt32) {
        let row = rows.mutableRow(y, x0)
        if let outer {
            let o = outer.row(y, x0)!
            for i in 0..<(x1 &- x0) { row[i] = UInt8(truncatingIfNeeded: PixelOps.scale255(value(i), UInt32(o[i]))) }
        } else {
            for i in 0..<(x1 &- x0) { row[i] = UInt8(truncatingIfNeeded: value(i)) }
        }
    }

    @inline(__always)
    func varying(y: Int, x0: Int, x1: Int, coverage: UnsafePointer<Float>) {
        write(y: y, x0: x0, x1: x1) { PixelOps.coverage8(coverage[$0]) }
    }

    @inline(__always)
    func constant(y: Int, x0: Int, x1: Int, coverage: Float) {
        let k = PixelOps.coverage8(coverage)
        write(y: y, x0: x0, x1: x1) { _ in k }
    }
}
