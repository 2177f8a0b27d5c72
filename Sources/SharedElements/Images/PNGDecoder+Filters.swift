// MARK: - Inflating and unfiltering the image data

extension PNGDecoder {
    /// Inflates the image data into exactly the size the header implies and undoes each
    /// scanline's filter in place; the result still holds the filter-type bytes.
    static func inflateAndUnfilter(_ s: Stream) throws(ImageError) -> [UInt8] {
        let header = s.header
        let size = header.inflatedSize
        var data = [UInt8](repeating: 0, count: size)
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
                for y in 0..<pass.height {
                    let row = out + start + y * (rb + 1)
                    let prev = y == 0 ? UnsafePointer(zero) : UnsafePointer(row - rb)
                    let type = row[0]
                    guard type <= 4 else {
                        let place = header.interlaced ? "row \(y) of Adam7 pass \(index + 1)" : "row \(y)"
                        throw ImageError.invalidFormat("invalid filter type \(type) in \(place)")
                    }
                    unfilter(type, row + 1, prev, count: rb, bpp: bpp)
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
        switch type {
        case 1:
            var i = bpp
            while i < count { cur[i] &+= cur[i - bpp]; i += 1 }
        case 2:
            var i = 0
            while i < count { cur[i] &+= prev[i]; i += 1 }
        case 3:
            var i = 0
            while i < min(bpp, count) { cur[i] &+= prev[i] >> 1; i += 1 }
            while i < count {
                cur[i] &+= UInt8(truncatingIfNeeded: (UInt16(cur[i - bpp]) + UInt16(prev[i])) >> 1)
                i += 1
            }
        case 4:
            var i = 0
            while i < min(bpp, count) { cur[i] &+= prev[i]; i += 1 }
            while i < count {
                cur[i] &+= paeth(cur[i - bpp], prev[i], prev[i - bpp])
                i += 1
            }
        default:
            break
        }
    }

    /// The Paeth predictor: whichever of left, up and upper-left is closest to `left + up - upperLeft`.
    @inline(__always)
    static func paeth(_ a: UInt8, _ b: UInt8, _ c: UInt8) -> UInt8 {
        let ia = Int32(a), ib = Int32(b), ic = Int32(c)
        let pa = abs(ib - ic), pb = abs(ia - ic), pc = abs(ia + ib - 2 * ic)
        if pa <= pb && pa <= pc { return a }
        return pb <= pc ? b : c
    }
}
