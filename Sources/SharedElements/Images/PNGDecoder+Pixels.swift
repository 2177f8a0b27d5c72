// MARK: - Expanding samples to straight RGBA

extension PNGDecoder.Stream {
    /// Straight RGBA8 (and RGBA16 for 16-bit files) from unfiltered image data.
    package func pixels(from inflated: [UInt8]) throws(ImageError) -> PNGPixels {
        let count = header.width * header.height * 4
        var rgba8 = [UInt8](repeating: 0, count: count)
        try rgba8.withUnsafeMutableBufferPointer { (dst: inout UnsafeMutableBufferPointer<UInt8>) throws(ImageError) in
            try expand8(inflated, into: dst.baseAddress.unsafelyUnwrapped)
        }
        var rgba16: [UInt16]?
        if header.bitDepth == 16 {
            var wide = [UInt16](repeating: 0, count: count)
            wide.withUnsafeMutableBufferPointer { expand16(inflated, into: $0.baseAddress.unsafelyUnwrapped) }
            rgba16 = wide
        }
        return PNGPixels(header: header, rgba8: rgba8, rgba16: rgba16)
    }

    /// Premultiplied pixels from unfiltered image data.
    package func bitmap(from inflated: [UInt8]) throws(ImageError) -> Bitmap {
        let count = header.width * header.height * 4
        let opaque = transparentKey == nil && (header.colorType == .rgb || header.colorType == .grayscale
            || (header.colorType == .indexed && !palette.enumerated().contains { $0.offset % 4 == 3 && $0.element != 255 }))
        var failure: ImageError?
        // Every byte is written by `expand8` (or the array is dropped on failure), so it starts uninitialised.
        let bytes = [UInt8](unsafeUninitializedCapacity: count) { buffer, initialized in
            let p = buffer.baseAddress.unsafelyUnwrapped
            do throws(ImageError) {
                try expand8(inflated, into: p)
            } catch {
                failure = error
                p.initialize(repeating: 0, count: count)
            }
            initialized = count
            guard !opaque && failure == nil else { return }
            var i = 0
            while i < count {
                let a = UInt32(p[i + 3])
                if a != 255 {
                    p[i] = Bitmap.mulDiv255(UInt32(p[i]), a)
                    p[i + 1] = Bitmap.mulDiv255(UInt32(p[i + 1]), a)
                    p[i + 2] = Bitmap.mulDiv255(UInt32(p[i + 2]), a)
                }
                i &+= 4
            }
        }
        if let failure { throw failure }
        return Bitmap(decodedWidth: header.width, height: header.height, premultiplied: bytes)
    }

    /// Walks the scanlines of every pass: `body(scanline, pass, row in pass)`.
    func forEachRow(
        _ inflated: [UInt8], _ body: (UnsafePointer<UInt8>, PNGHeader.Pass, Int) throws(ImageError) -> Void
    ) throws(ImageError) {
        try inflated.withUnsafeBufferPointer { (src: UnsafeBufferPointer<UInt8>) throws(ImageError) in
            var start = 0
            for pass in header.passes {
                let rb = header.rowBytes(width: pass.width)
                for y in 0..<pass.height {
                    try body(src.baseAddress.unsafelyUnwrapped + start + y * (rb + 1) + 1, pass, y)
                }
                start += pass.height * (rb + 1)
            }
        }
    }

    func expand8(_ inflated: [UInt8], into out: UnsafeMutablePointer<UInt8>) throws(ImageError) {
        let w = header.width, depth = header.bitDepth
        let key = transparentKey ?? (-1, -1, -1)
        let hasKey = transparentKey != nil
        let pal: [UInt8] = palette.isEmpty ? [UInt8](repeating: 0, count: 1024) : palette
        try pal.withUnsafeBufferPointer { (palBuf: UnsafeBufferPointer<UInt8>) throws(ImageError) in
            let pal = palBuf.baseAddress.unsafelyUnwrapped
            try forEachRow(inflated) { (src: UnsafePointer<UInt8>, pass: PNGHeader.Pass, y: Int) throws(ImageError) in
                let n = pass.width
                var d = out + 4 * ((pass.y0 + y * pass.dy) * w + pass.x0)
                let step = 4 * pass.dx
                switch (header.colorType, depth) {
                case (.rgba, 8):
                    if step == 4 {
                        d.update(from: src, count: 4 * n)
                    } else {
                        for x in 0..<n { (d + x * step).update(from: src + 4 * x, count: 4) }
                    }
                case (.rgba, _):
                    for x in 0..<n {
                        let s = src + 8 * x
                        d[0] = s[0]; d[1] = s[2]; d[2] = s[4]; d[3] = s[6]
                        d += step
                    }
                case (.rgb, 8) where !hasKey:
                    let d32 = UnsafeMutableRawPointer(d)
                    for x in 0..<n {
                        let s = src + 3 &* x
                        let v = UInt32(s[0]) | UInt32(s[1]) << 8 | UInt32(s[2]) << 16 | 0xFF00_0000
                        d32.storeBytes(of: v.littleEndian, toByteOffset: x &* step, as: UInt32.self)
                    }
                case (.rgb, _):
                    let bytes = depth / 8
                    for x in 0..<n {
                        let s = src + 3 * bytes * x
                        d[0] = s[0]; d[1] = s[bytes]; d[2] = s[2 * bytes]
                        d[3] = 255
                        if hasKey && sample(s, 0, bytes) == key.r && sample(s, 1, bytes) == key.g && sample(s, 2, bytes) == key.b {
                            d[3] = 0
                        }
                        d += step
                    }
                case (.grayscaleAlpha, _):
                    let bytes = depth / 8
                    for x in 0..<n {
                        let s = src + 2 * bytes * x
                        d[0] = s[0]; d[1] = s[0]; d[2] = s[0]; d[3] = s[bytes]
                        d += step
                    }
                case (.grayscale, 8), (.grayscale, 16):
                    let bytes = depth / 8
                    for x in 0..<n {
                        let s = src + bytes * x
                        d[0] = s[0]; d[1] = s[0]; d[2] = s[0]
                        d[3] = hasKey && sample(s, 0, bytes) == key.r ? 0 : 255
                        d += step
                    }
                case (.grayscale, _):
                    let scale = 255 / ((1 << depth) - 1)
                    for x in 0..<n {
                        let v = packed(src, x, depth)
                        let g = UInt8(truncatingIfNeeded: v * scale)
                        d[0] = g; d[1] = g; d[2] = g
                        d[3] = hasKey && v == key.r ? 0 : 255
                        d += step
                    }
                case (.indexed, _):
                    for x in 0..<n {
                        let i = depth == 8 ? Int(src[x]) : packed(src, x, depth)
                        guard i < paletteCount else {
                            throw ImageError.invalidFormat(
                                "palette index \(i) out of range (the palette has \(paletteCount) entries) at pixel (\(pass.x0 + x * pass.dx), \(pass.y0 + y * pass.dy))")
                        }
                        (d).update(from: pal + 4 * i, count: 4)
                        d += step
                    }
                }
            }
        }
    }

    /// 16-bit straight RGBA for 16-bit files.
    func expand16(_ inflated: [UInt8], into out: UnsafeMutablePointer<UInt16>) {
        let w = header.width
        let key = transparentKey ?? (-1, -1, -1)
        let hasKey = transparentKey != nil
        try? forEachRow(inflated) { (src: UnsafePointer<UInt8>, pass: PNGHeader.Pass, y: Int) in
            var d = out + 4 * ((pass.y0 + y * pass.dy) * w + pass.x0)
            let step = 4 * pass.dx
            let channels = header.colorType.channels
            for x in 0..<pass.width {
                let s = src + 2 * channels * x
                switch header.colorType {
                case .rgba:
                    d[0] = u16(s, 0); d[1] = u16(s, 1); d[2] = u16(s, 2); d[3] = u16(s, 3)
                case .rgb:
                    d[0] = u16(s, 0); d[1] = u16(s, 1); d[2] = u16(s, 2)
                    d[3] = hasKey && Int(d[0]) == key.r && Int(d[1]) == key.g && Int(d[2]) == key.b ? 0 : 0xFFFF
                case .grayscaleAlpha:
                    d[0] = u16(s, 0); d[1] = d[0]; d[2] = d[0]; d[3] = u16(s, 1)
                case .grayscale, .indexed:
                    d[0] = u16(s, 0); d[1] = d[0]; d[2] = d[0]
                    d[3] = hasKey && Int(d[0]) == key.r ? 0 : 0xFFFF
                }
                d += step
            }
        }
    }

    /// Sample `i` of a pixel whose samples are `bytes` wide (1 or 2), big-endian.
    @inline(__always)
    package func sample(_ s: UnsafePointer<UInt8>, _ i: Int, _ bytes: Int) -> Int {
        bytes == 1 ? Int(s[i]) : Int(s[2 * i]) << 8 | Int(s[2 * i + 1])
    }

    @inline(__always)
    package func u16(_ s: UnsafePointer<UInt8>, _ i: Int) -> UInt16 { UInt16(s[2 * i]) << 8 | UInt16(s[2 * i + 1]) }

    /// The `depth`-bit sample `x` of a row packed most-significant bits first.
    @inline(__always)
    package func packed(_ row: UnsafePointer<UInt8>, _ x: Int, _ depth: Int) -> Int {
        let bit = x * depth
        return Int(row[bit >> 3] >> UInt8(8 - depth - (bit & 7))) & ((1 << depth) - 1)
    }
}
