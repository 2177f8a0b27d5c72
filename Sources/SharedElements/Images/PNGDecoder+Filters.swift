// MARK: - Inflating and unfiltering the image data

extension PNGDecoder {
    /// Inflates the image data into exactly the size the header implies and undoes each
    /// scanline's filter in place; the result still holds the filter-type bytes.
    static func inflateAndUnfilter(_ s: Stream) throws(ImageError) -> [UInt8] {
        let header = s.header
        let size = header.inflatedSize
        // DEFLATE cannot expand more than 1032 to 1 (258-byte matches in two bits), so data too
        // short for the header's size is refused before the buffer is taken.
        guard size <= s.compressed.count * 1032 + 64 else {
            throw ImageError.invalidFormat(
                "truncated image data: \(s.compressed.count) bytes of IDAT cannot inflate to the \(size) bytes the header implies")
        }
        // Uninitialised: inflating must fill all of it, or the data is refused below.
        var data = [UInt8](unsafeUninitializedCapacity: size) { _, initialized in initialized = size }
        try data.withUnsafeMutableBufferPointer { (buf: inout UnsafeMutableBufferPointer<UInt8>) throws(ImageError) in
            let out = buf.baseAddress.unsafelyUnwrapped
            let n: Int
            do throws(ImageError) {
                n = try s.compressed.withUnsafeBufferPointer { (z: UnsafeBufferPointer<UInt8>) throws(ImageError) -> Int in
                    try Inflate.zlib(UnsafeRawBufferPointer(z), into: out, capacity: size)
                }
            } catch {
                throw ImageError.invalidFormat("IDAT data: \(error.message)")
            }
            guard n == size else {
                throw ImageError.invalidFormat("truncated image data: IDAT inflates to \(n) bytes, the header implies \(size)")
            }
            let bpp = header.filterStride
            let zero = UnsafeMutablePointer<UInt8>.allocate(capacity: header.rowBytes(width: header.width) + 1)
            defer { zero.deallocate() }
            zero.initialize(repeating: 0, count: header.rowBytes(width: header.width) + 1)
            var start = 0
            for (index, pass) in header.passes.enumerated() {
                let rb = header.rowBytes(width: pass.width)
                var y = 0
                while y < pass.height {
                    let row = out + start + y * (rb + 1)
                    let prev = y == 0 ? UnsafePointer(zero) : UnsafePointer(row - rb)
                    let type = row[0]
                    guard type <= 4 else {
                        let place = header.interlaced ? "row \(y) of Adam7 pass \(index + 1)" : "row \(y)"
                        throw ImageError.invalidFormat("invalid filter type \(type) in \(place)")
                    }
                    if type == 4, y + 3 < pass.height, bpp == 3 || bpp == 4, rb >= 4 * bpp,
                       row[rb + 1] == 4, row[2 * (rb + 1)] == 4, row[3 * (rb + 1)] == 4 {
                        if bpp == 3 { paethQuad(row + 1, prev, count: rb, stride: 3) }
                        else { paethQuad(row + 1, prev, count: rb, stride: 4) }
                        y += 4
                        continue
                    }
                    if type == 4, y + 1 < pass.height, row[rb + 1] == 4, rb >= 2 * bpp, bpp == 3 || bpp == 4 {
                        if bpp == 3 { paethPair(row + 1, row + rb + 2, prev, count: rb, stride: 3) }
                        else { paethPair(row + 1, row + rb + 2, prev, count: rb, stride: 4) }
                        y += 2
                        continue
                    }
                    unfilter(type, row + 1, prev, count: rb, bpp: bpp)
                    y += 1
                }
                start += pass.height * (rb + 1)
            }
        }
        return data
    }

    /// Undoes one filter (PNG specification, section 9) on `count` bytes at `cur` given the
    /// unfiltered previous row `prev`.
    @inline(__always)
    static func unfilter(_ type: UInt8, _ cur: UnsafeMutablePointer<UInt8>, _ prev: UnsafePointer<UInt8>, count: Int, bpp: Int) {
        switch (bpp, type) {
        case (4, 1): sub4(cur, count: count)
        case (3, 1): sub3(cur, count: count)
        case (4, 3): average4(cur, prev, count: count)
        case (3, 3): average3(cur, prev, count: count)
        case (4, 4): paeth4(cur, prev, count: count)
        case (3, 4): paeth3(cur, prev, count: count)
        case (4, _): unfilter(type, cur, prev, count: count, stride: 4)
        case (3, _): unfilter(type, cur, prev, count: count, stride: 3)
        default: unfilter(type, cur, prev, count: count, stride: bpp)
        }
    }

    // MARK: - Whole pixels at once
    //
    // Sub, Average and Paeth depend on the pixel to the left, so a row is a chain of pixels; but
    // the channels of one pixel are independent, so each step works on a pixel's bytes as lanes of
    // one vector. Three-byte pixels are read four bytes at a time (the fourth is the next pixel's
    // first, read before it is overwritten) and the row's last pixel is written bytewise, so
    // nothing past the row changes.

    @inline(__always)
    static func load4(_ p: UnsafePointer<UInt8>) -> SIMD4<UInt8> {
        UnsafeRawPointer(p).loadUnaligned(as: SIMD4<UInt8>.self)
    }

    @inline(__always)
    static func store4(_ v: SIMD4<UInt8>, _ p: UnsafeMutablePointer<UInt8>) {
        UnsafeMutableRawPointer(p).storeBytes(of: v, as: SIMD4<UInt8>.self)
    }

    @inline(__always)
    static func store3(_ v: SIMD4<UInt8>, _ p: UnsafeMutablePointer<UInt8>) {
        p[0] = v[0]; p[1] = v[1]; p[2] = v[2]
    }

    /// The Paeth predictor of each lane.
    @inline(__always)
    static func paeth(_ a: SIMD4<Int16>, _ b: SIMD4<Int16>, _ c: SIMD4<Int16>) -> SIMD4<Int16> {
        // b - c does not depend on the left pixel: only `left` waits for the step before.
        let up = b &- c, left = a &- c
        let pa = magnitude(up), pb = magnitude(left), pc = magnitude(up &+ left)
        var predicted = c
        predicted.replace(with: b, where: pb .<= pc)
        predicted.replace(with: a, where: (pa .<= pb) .& (pa .<= pc))
        return predicted
    }

    /// ``paeth(_:_:_:)-(SIMD4<Int16>,_,_)`` on four pixels at once.
    @inline(__always)
    static func paeth(_ a: SIMD16<Int16>, _ b: SIMD16<Int16>, _ c: SIMD16<Int16>) -> SIMD16<Int16> {
        let up = b &- c, left = a &- c
        let pa = magnitude(up), pb = magnitude(left), pc = magnitude(up &+ left)
        var predicted = c
        predicted.replace(with: b, where: pb .<= pc)
        predicted.replace(with: a, where: (pa .<= pb) .& (pa .<= pc))
        return predicted
    }

    @inline(__always)
    static func magnitude(_ v: SIMD16<Int16>) -> SIMD16<Int16> {
        let sign = v &>> 15
        return (v ^ sign) &- sign
    }

    /// ``paeth(_:_:_:)-(SIMD4<Int16>,_,_)`` on two pixels at once.
    @inline(__always)
    static func paeth(_ a: SIMD8<Int16>, _ b: SIMD8<Int16>, _ c: SIMD8<Int16>) -> SIMD8<Int16> {
        let up = b &- c, left = a &- c
        let pa = magnitude(up), pb = magnitude(left), pc = magnitude(up &+ left)
        var predicted = c
        predicted.replace(with: b, where: pb .<= pc)
        predicted.replace(with: a, where: (pa .<= pb) .& (pa .<= pc))
        return predicted
    }

    @inline(__always)
    static func magnitude(_ v: SIMD4<Int16>) -> SIMD4<Int16> {
        let sign = v &>> 15
        return (v ^ sign) &- sign
    }

    @inline(__always)
    static func magnitude(_ v: SIMD8<Int16>) -> SIMD8<Int16> {
        let sign = v &>> 15
        return (v ^ sign) &- sign
    }

    static func sub4(_ cur: UnsafeMutablePointer<UInt8>, count: Int) {
        var a = SIMD4<UInt8>(repeating: 0)
        var i = 0
        while i &+ 4 <= count {
            a = load4(cur + i) &+ a
            store4(a, cur + i)
            i &+= 4
        }
    }

    static func sub3(_ cur: UnsafeMutablePointer<UInt8>, count: Int) {
        var a = SIMD4<UInt8>(repeating: 0)
        var i = 0
        guard count >= 3 else { return }
        var x = load3(cur)
        while i &+ 7 <= count {
            let next = load4(cur + (i &+ 3))
            a = x &+ a
            store4(a, cur + i)
            x = next
            i &+= 3
        }
        while true {
            a = x &+ a
            store3(a, cur + i)
            i &+= 3
            guard i &+ 3 <= count else { return }
            x = load3(cur + i)
        }
    }

    @inline(__always)
    static func load3(_ p: UnsafePointer<UInt8>) -> SIMD4<UInt8> { SIMD4(p[0], p[1], p[2], 0) }

    static func average4(_ cur: UnsafeMutablePointer<UInt8>, _ prev: UnsafePointer<UInt8>, count: Int) {
        var a = SIMD4<UInt16>(repeating: 0)
        var i = 0
        while i &+ 4 <= count {
            let b = SIMD4<UInt16>(truncatingIfNeeded: load4(prev + i))
            let v = SIMD4<UInt8>(truncatingIfNeeded: (a &+ b) &>> 1) &+ load4(cur + i)
            store4(v, cur + i)
            a = SIMD4<UInt16>(truncatingIfNeeded: v)
            i &+= 4
        }
    }

    static func average3(_ cur: UnsafeMutablePointer<UInt8>, _ prev: UnsafePointer<UInt8>, count: Int) {
        var a = SIMD4<UInt16>(repeating: 0)
        var i = 0
        guard count >= 3 else { return }
        var x = load3(cur)
        while i &+ 7 <= count {
            let next = load4(cur + (i &+ 3))
            let b = SIMD4<UInt16>(truncatingIfNeeded: load4(prev + i))
            let v = SIMD4<UInt8>(truncatingIfNeeded: (a &+ b) &>> 1) &+ x
            store4(v, cur + i)
            a = SIMD4<UInt16>(truncatingIfNeeded: v)
            x = next
            i &+= 3
        }
        while true {
            let b = SIMD4<UInt16>(truncatingIfNeeded: load3(prev + i))
            let v = SIMD4<UInt8>(truncatingIfNeeded: (a &+ b) &>> 1) &+ x
            store3(v, cur + i)
            a = SIMD4<UInt16>(truncatingIfNeeded: v)
            i &+= 3
            guard i &+ 3 <= count else { return }
            x = load3(cur + i)
        }
    }

    /// Paeth for 4-byte pixels, the left and upper-left pixels kept in registers.
    static func paeth4(_ cur: UnsafeMutablePointer<UInt8>, _ prev: UnsafePointer<UInt8>, count: Int) {
        var a = SIMD4<Int16>(repeating: 0), c = SIMD4<Int16>(repeating: 0)
        var i = 0
        while i &+ 4 <= count {
            let b = SIMD4<Int16>(truncatingIfNeeded: load4(prev + i))
            // Added as 16-bit lanes and masked: the left pixel for the next step never goes
            // through bytes, which keeps conversions off the chain from pixel to pixel.
            a = (paeth(a, b, c) &+ SIMD4<Int16>(truncatingIfNeeded: load4(cur + i))) & 0xFF
            store4(SIMD4<UInt8>(truncatingIfNeeded: a), cur + i)
            c = b
            i &+= 4
        }
    }

    /// Paeth for 3-byte pixels, as ``paeth4(_:_:count:)``.
    static func paeth3(_ cur: UnsafeMutablePointer<UInt8>, _ prev: UnsafePointer<UInt8>, count: Int) {
        var a = SIMD4<Int16>(repeating: 0), c = SIMD4<Int16>(repeating: 0)
        var i = 0
        guard count >= 3 else { return }
        var x = load3(cur)
        while i &+ 7 <= count {
            let next = load4(cur + (i &+ 3))
            let b = SIMD4<Int16>(truncatingIfNeeded: load4(prev + i))
            a = (paeth(a, b, c) &+ SIMD4<Int16>(truncatingIfNeeded: x)) & 0xFF
            store4(SIMD4<UInt8>(truncatingIfNeeded: a), cur + i)
            c = b
            x = next
            i &+= 3
        }
        while true {
            let b = SIMD4<Int16>(truncatingIfNeeded: load3(prev + i))
            a = (paeth(a, b, c) &+ SIMD4<Int16>(truncatingIfNeeded: x)) & 0xFF
            store3(SIMD4<UInt8>(truncatingIfNeeded: a), cur + i)
            c = b
            i &+= 3
            guard i &+ 3 <= count else { return }
            x = load3(cur + i)
        }
    }

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

    /// The filters with wrapping index arithmetic and a branch-free Paeth predictor; called with
    /// a constant `stride` for the common pixel sizes so the loops specialise.
    @inline(__always)
    static func unfilter(_ type: UInt8, _ cur: UnsafeMutablePointer<UInt8>, _ prev: UnsafePointer<UInt8>, count: Int, stride bpp: Int) {
        let head = min(bpp, count)
        let left = UnsafePointer(cur) - bpp
        switch type {
        case 1:
            var i = bpp
            while i < count { cur[i] &+= left[i]; i &+= 1 }
        case 2:
            for i in 0..<count { cur[i] &+= prev[i] }
        case 3:
            for i in 0..<head { cur[i] &+= prev[i] >> 1 }
            var i = bpp
            while i < count {
                cur[i] &+= UInt8(truncatingIfNeeded: (UInt16(left[i]) &+ UInt16(prev[i])) >> 1)
                i &+= 1
            }
        case 4:
            for i in 0..<head { cur[i] &+= prev[i] }
            let upLeft = prev - bpp
            var i = bpp
            while i < count {
                cur[i] &+= PNGFilter.paeth(left[i], prev[i], upLeft[i])
                i &+= 1
            }
        default:
            break
        }
    }
}
