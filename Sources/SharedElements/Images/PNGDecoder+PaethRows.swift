// MARK: - Paeth on several rows at once

extension PNGDecoder {
    /// Paeth on two consecutive rows `r0` and `r1` (both Paeth-filtered, `prev` the row above
    /// `r0`), as a wavefront: each step decodes pixel k of `r0` and pixel k - 1 of `r1` as the two
    /// halves of one vector, since that pixel of `r1` needs only `r0`'s pixels up to k - 1. Two
    /// chains from pixel to pixel run at once, which is what bounds Paeth's speed. Pixels of three
    /// bytes are written bytewise and read four bytes at a time, the row's last pixel three.
    @inline(__always)
    static func paethPair(
        _ r0: UnsafeMutablePointer<UInt8>, _ r1: UnsafeMutablePointer<UInt8>, _ prev: UnsafePointer<UInt8>, count: Int, stride bpp: Int
    ) {
        let pixels = count / bpp
        let zero = SIMD4<Int16>(repeating: 0)
        // r0's first pixel alone: its left and upper-left are zero.
        var c0 = wide(prev)
        var a0 = (paeth(zero, c0, zero) &+ wide(r0)) & 0xFF
        store(a0, r0, stride: bpp)
        var a1 = zero, c1 = zero
        var k = 1
        while k < pixels {
            let b0 = wide(prev + k &* bpp)
            let x = SIMD8(lowHalf: wide(r0 + k &* bpp), highHalf: wide(r1 + (k &- 1) &* bpp))
            // r1's pixel k - 1 has r0's pixel k - 1 (a0) above it and r0's pixel k - 2 (c1) up-left.
            let v = (paeth(SIMD8(lowHalf: a0, highHalf: a1), SIMD8(lowHalf: b0, highHalf: a0), SIMD8(lowHalf: c0, highHalf: c1)) &+ x) & 0xFF
            c1 = a0
            c0 = b0
            a0 = v.lowHalf
            a1 = v.highHalf
            store(a0, r0 + k &* bpp, stride: bpp)
            store(a1, r1 + (k &- 1) &* bpp, stride: bpp)
            k &+= 1
        }
        // r1's last pixel alone, its three bytes read one by one.
        let last = r1 + (pixels &- 1) &* bpp
        let x = bpp == 4 ? wide(last) : SIMD4<Int16>(truncatingIfNeeded: load3(last))
        store((paeth(a1, a0, c1) &+ x) & 0xFF, last, stride: bpp)
    }

    /// ``paethPair(_:_:_:count:stride:)`` on four consecutive Paeth rows, the first at `r0`
    /// (each row's data follows the one before it and its filter-type byte): step k decodes pixel
    /// k - i of row i, so four chains run at once. The three steps before every row has started
    /// and after the first has ended go through ``paethQuadEdge(_:_:_:_:count:stride:)``.
    @inline(__always)
    static func paethQuad(_ r0: UnsafeMutablePointer<UInt8>, _ prev: UnsafePointer<UInt8>, count: Int, stride bpp: Int) {
        let pixels = count / bpp
        let rowStride = count + 1
        let r1 = r0 + rowStride, r2 = r1 + rowStride, r3 = r2 + rowStride
        // Lanes 0-3: row 0's pixel, 4-7 row 1's, and so on. `a`: the pixels to the left;
        // `c`: the pixels up-left, which are the pixels up of the step before.
        var a = SIMD16<Int16>(repeating: 0), c = SIMD16<Int16>(repeating: 0)
        for k in 0..<3 { paethQuadEdge(r0, prev, &a, &c, step: k, count: count, stride: bpp) }
        var k = 3
        while k < pixels {
            // Row i's pixel up is row i - 1's pixel of the step before, still in `a`.
            let b = SIMD16(lowHalf: SIMD8(lowHalf: wide(prev + k &* bpp), highHalf: a.lowHalf.lowHalf),
                           highHalf: SIMD8(lowHalf: a.lowHalf.highHalf, highHalf: a.highHalf.lowHalf))
            let x = SIMD16(lowHalf: SIMD8(lowHalf: wide(r0 + k &* bpp), highHalf: wide(r1 + (k &- 1) &* bpp)),
                           highHalf: SIMD8(lowHalf: wide(r2 + (k &- 2) &* bpp), highHalf: wide(r3 + (k &- 3) &* bpp)))
            a = (paeth(a, b, c) &+ x) & 0xFF
            c = b
            store(a.lowHalf.lowHalf, r0 + k &* bpp, stride: bpp)
            store(a.lowHalf.highHalf, r1 + (k &- 1) &* bpp, stride: bpp)
            store(a.highHalf.lowHalf, r2 + (k &- 2) &* bpp, stride: bpp)
            store(a.highHalf.highHalf, r3 + (k &- 3) &* bpp, stride: bpp)
            k &+= 1
        }
        for k in pixels..<(pixels + 3) { paethQuadEdge(r0, prev, &a, &c, step: k, count: count, stride: bpp) }
    }

    /// One step of ``paethQuad(_:_:count:stride:)`` where some rows have not started or have
    /// ended: those rows read nothing, write nothing and keep their lanes of `a`.
    static func paethQuadEdge(
        _ r0: UnsafeMutablePointer<UInt8>, _ prev: UnsafePointer<UInt8>, _ a: inout SIMD16<Int16>, _ c: inout SIMD16<Int16>,
        step k: Int, count: Int, stride bpp: Int
    ) {
        let pixels = count / bpp
        func pixel(_ p: UnsafePointer<UInt8>) -> SIMD4<Int16> {
            SIMD4<Int16>(truncatingIfNeeded: bpp == 4 ? load4(p) : load3(p))
        }
        func group(_ v: SIMD16<Int16>, _ i: Int) -> SIMD4<Int16> {
            SIMD4(v[4 * i], v[4 * i + 1], v[4 * i + 2], v[4 * i + 3])
        }
        let up0 = k < pixels ? pixel(prev + k * bpp) : SIMD4<Int16>(repeating: 0)
        let b = SIMD16(lowHalf: SIMD8(lowHalf: up0, highHalf: group(a, 0)), highHalf: SIMD8(lowHalf: group(a, 1), highHalf: group(a, 2)))
        var x = SIMD16<Int16>(repeating: 0)
        for i in 0..<4 where k - i >= 0 && k - i < pixels {
            let v = pixel(r0 + i * (count + 1) + (k - i) * bpp)
            for lane in 0..<4 { x[4 * i + lane] = v[lane] }
        }
        let v = (paeth(a, b, c) &+ x) & 0xFF
        for i in 0..<4 where k - i >= 0 && k - i < pixels {
            for lane in 0..<4 { a[4 * i + lane] = v[4 * i + lane] }
            store(group(a, i), r0 + i * (count + 1) + (k - i) * bpp, stride: bpp)
        }
        c = b
    }

    @inline(__always)
    static func wide(_ p: UnsafePointer<UInt8>) -> SIMD4<Int16> { SIMD4<Int16>(truncatingIfNeeded: load4(p)) }

    /// Writes a pixel's `stride` (3 or 4) bytes.
    @inline(__always)
    static func store(_ v: SIMD4<Int16>, _ p: UnsafeMutablePointer<UInt8>, stride: Int) {
        if stride == 4 { store4(SIMD4<UInt8>(truncatingIfNeeded: v), p) } else { store3(SIMD4<UInt8>(truncatingIfNeeded: v), p) }
    }
}
