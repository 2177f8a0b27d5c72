internal import SharedElementsKernels

/// PNG's scanline filters (PNG specification, section 9) for the encoder, and the choice among
/// them: None, Sub, Up or Paeth, whichever gives residuals, read as signed bytes, with the smallest
/// absolute sum. Average is never chosen: on the benchmark's UI frames, rows it won by that sum
/// deflated worse than with the others (many-layers 1.3% larger with it), and they decode slower.
package enum PNGFilter {
    /// Filters `count` bytes at `cur` against `prev` with the best filter, writing the filter-type
    /// byte and the residuals to `out`. Both rows must have `bpp` readable zero bytes before them.
    /// `path` picks the code (see ``PixelKernels``): the C kernel of an x86-64 CPU with AVX2, or
    /// the portable Swift loop; both give the same bytes.
    @inline(__always)
    package static func filterBest(
        _ cur: UnsafePointer<UInt8>, _ prev: UnsafePointer<UInt8>, count n: Int, bpp: Int, into out: UnsafeMutablePointer<UInt8>,
        path: PixelKernels.Path = PixelKernels.fastest
    ) {
        if path != .swift && sek_png_filter(cur, prev, n, bpp, out, path.rawValue) != 0 { return }
        filterBestPortable(cur, prev, count: n, bpp: bpp, into: out)
    }

    /// ``filterBest(_:_:count:bpp:into:path:)`` in portable Swift.
    static func filterBestPortable(
        _ cur: UnsafePointer<UInt8>, _ prev: UnsafePointer<UInt8>, count n: Int, bpp: Int, into out: UnsafeMutablePointer<UInt8>
    ) {
        var s0: UInt32 = 0, s1: UInt32 = 0, s2: UInt32 = 0, s4: UInt32 = 0
        // Wrapping index arithmetic: an overflow check would keep the loop from being vectorised.
        let left = cur - bpp, upLeft = prev - bpp
        var start = 0
        while start < n {
            // 16-bit sums over 256 bytes at most (each cost is at most 128), so the loop is
            // vectorised eight or sixteen bytes wide instead of four.
            let end = min(n, start &+ 256)
            var t0: UInt16 = 0, t1: UInt16 = 0, t2: UInt16 = 0, t4: UInt16 = 0
            for i in start..<end {
                let x = cur[i], a = left[i], b = prev[i], c = upLeft[i]
                t0 &+= cost(x)
                t1 &+= cost(x &- a)
                t2 &+= cost(x &- b)
                t4 &+= cost(x &- paeth(a, b, c))
            }
            s0 &+= UInt32(t0); s1 &+= UInt32(t1); s2 &+= UInt32(t2); s4 &+= UInt32(t4)
            start = end
        }
        var best: UInt8 = 0, bestSum = s0
        if s1 < bestSum { best = 1; bestSum = s1 }
        if s2 < bestSum { best = 2; bestSum = s2 }
        if s4 < bestSum { best = 4 }
        out[0] = best
        let o = out + 1
        switch best {
        case 0: o.update(from: cur, count: n)
        case 1: for i in 0..<n { o[i] = cur[i] &- left[i] }
        case 2: for i in 0..<n { o[i] = cur[i] &- prev[i] }
        default: for i in 0..<n { o[i] = cur[i] &- paeth(left[i], prev[i], upLeft[i]) }
        }
    }

    /// A residual's magnitude as a signed byte.
    @inline(__always)
    static func cost(_ r: UInt8) -> UInt16 {
        UInt16(min(r, 0 &- r))
    }

    /// The Paeth predictor, without branches so the loop can be vectorised.
    @inline(__always)
    static func paeth(_ a: UInt8, _ b: UInt8, _ c: UInt8) -> UInt8 {
        let ia = Int16(a), ib = Int16(b), ic = Int16(c)
        let pa = magnitude(ib &- ic), pb = magnitude(ia &- ic), pc = magnitude(ia &+ ib &- ic &- ic)
        let bc = pb <= pc ? b : c
        return pa <= min(pb, pc) ? a : bc
    }

    /// |v| without `abs`'s overflow trap, which would keep the loop from being vectorised.
    @inline(__always)
    static func magnitude(_ v: Int16) -> Int16 {
        let sign = v >> 15
        return (v ^ sign) &- sign
    }
}
