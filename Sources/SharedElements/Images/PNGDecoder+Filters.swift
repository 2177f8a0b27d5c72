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
        switch (bpp, type) {
        case (4, 4): paeth4(cur, prev, count: count)
        case (3, 4): paeth3(cur, prev, count: count)
        case (4, _): unfilter(type, cur, prev, count: count, stride: 4)
        case (3, _): unfilter(type, cur, prev, count: count, stride: 3)
        default: unfilter(type, cur, prev, count: count, stride: bpp)
        }
    }

    /// Paeth for 4-byte pixels, the left and upper-left pixels kept in registers: the serial
    /// dependency runs through four independent channels instead of through memory.
    static func paeth4(_ cur: UnsafeMutablePointer<UInt8>, _ prev: UnsafePointer<UInt8>, count: Int) {
        var a0: UInt8 = 0, a1: UInt8 = 0, a2: UInt8 = 0, a3: UInt8 = 0
        var c0: UInt8 = 0, c1: UInt8 = 0, c2: UInt8 = 0, c3: UInt8 = 0
        var i = 0
        while i &+ 4 <= count {
            let b0 = prev[i], b1 = prev[i &+ 1], b2 = prev[i &+ 2], b3 = prev[i &+ 3]
            a0 = cur[i] &+ PNGFilter.paeth(a0, b0, c0)
            a1 = cur[i &+ 1] &+ PNGFilter.paeth(a1, b1, c1)
            a2 = cur[i &+ 2] &+ PNGFilter.paeth(a2, b2, c2)
            a3 = cur[i &+ 3] &+ PNGFilter.paeth(a3, b3, c3)
            cur[i] = a0; cur[i &+ 1] = a1; cur[i &+ 2] = a2; cur[i &+ 3] = a3
            c0 = b0; c1 = b1; c2 = b2; c3 = b3
            i &+= 4
        }
    }

    /// Paeth for 3-byte pixels, as ``paeth4(_:_:count:)``.
    static func paeth3(_ cur: UnsafeMutablePointer<UInt8>, _ prev: UnsafePointer<UInt8>, count: Int) {
        var a0: UInt8 = 0, a1: UInt8 = 0, a2: UInt8 = 0
        var c0: UInt8 = 0, c1: UInt8 = 0, c2: UInt8 = 0
        var i = 0
        while i &+ 3 <= count {
            let b0 = prev[i], b1 = prev[i &+ 1], b2 = prev[i &+ 2]
            a0 = cur[i] &+ PNGFilter.paeth(a0, b0, c0)
            a1 = cur[i &+ 1] &+ PNGFilter.paeth(a1, b1, c1)
            a2 = cur[i &+ 2] &+ PNGFilter.paeth(a2, b2, c2)
            cur[i] = a0; cur[i &+ 1] = a1; cur[i &+ 2] = a2
            c0 = b0; c1 = b1; c2 = b2
            i &+= 3
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
