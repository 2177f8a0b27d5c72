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
