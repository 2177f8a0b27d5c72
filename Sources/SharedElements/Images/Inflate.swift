/// DEFLATE (RFC 1951) and zlib (RFC 1950) decompression into a buffer whose size the caller
/// knows: PNG knows exactly how many bytes its image data inflates to, so a stream that would
/// write more is refused as soon as it tries, before any memory beyond the header's size is taken.
///
/// ```swift
/// let bytes = try Inflate.zlib(compressed, maxOutput: 1 << 20)
/// ```
package enum Inflate {
    /// Inflates a zlib stream, checking its header and Adler-32; at most `maxOutput` bytes.
    package static func zlib(_ input: [UInt8], maxOutput: Int) throws(ImageError) -> [UInt8] {
        var out = [UInt8](repeating: 0, count: maxOutput)
        let n: Int = try input.withUnsafeBufferPointer { (inp: UnsafeBufferPointer<UInt8>) throws(ImageError) -> Int in
            try out.withUnsafeMutableBufferPointer { (o: inout UnsafeMutableBufferPointer<UInt8>) throws(ImageError) -> Int in
                try zlib(UnsafeRawBufferPointer(inp), into: o.baseAddress.unsafelyUnwrapped, capacity: maxOutput)
            }
        }
        out.removeLast(maxOutput - n)
        return out
    }

    /// Inflates a raw DEFLATE stream; at most `maxOutput` bytes.
    package static func raw(_ input: [UInt8], maxOutput: Int) throws(ImageError) -> [UInt8] {
        var out = [UInt8](repeating: 0, count: maxOutput)
        let n: Int = try input.withUnsafeBufferPointer { (inp: UnsafeBufferPointer<UInt8>) throws(ImageError) -> Int in
            try out.withUnsafeMutableBufferPointer { (o: inout UnsafeMutableBufferPointer<UInt8>) throws(ImageError) -> Int in
                guard let b = inp.baseAddress else { throw truncated(0) }
                var r = BitReader(b, count: inp.count)
                return try deflate(&r, into: o.baseAddress.unsafelyUnwrapped, capacity: maxOutput)
            }
        }
        out.removeLast(maxOutput - n)
        return out
    }

    /// Inflates the zlib stream `input` into `out` (room for `capacity` bytes); returns the count.
    package static func zlib(
        _ input: UnsafeRawBufferPointer, into out: UnsafeMutablePointer<UInt8>, capacity: Int
    ) throws(ImageError) -> Int {
        guard input.count >= 2, let base = input.baseAddress?.assumingMemoryBound(to: UInt8.self) else {
            throw ImageError.invalidFormat("truncated zlib stream: \(input.count) bytes, no room for its header")
        }
        let cmf = Int(base[0]), flg = Int(base[1])
        guard (cmf << 8 | flg) % 31 == 0 else {
            throw ImageError.invalidFormat(hex("invalid zlib header: check bits of", cmf, flg))
        }
        guard cmf & 0x0F == 8, cmf >> 4 <= 7 else {
            throw ImageError.invalidFormat(hex("invalid zlib header: not deflate with a window of 32 KiB or less:", cmf, flg))
        }
        guard flg & 0x20 == 0 else { throw ImageError.invalidFormat("zlib stream asks for a preset dictionary, which PNG forbids") }
        var r = BitReader(base, count: input.count, position: 2)
        let n = try deflate(&r, into: out, capacity: capacity)
        guard r.alignToByte(), r.position + 4 <= input.count else {
            throw ImageError.invalidFormat("truncated zlib stream: the Adler-32 checksum is missing")
        }
        let p = r.position
        let stored = UInt32(base[p]) << 24 | UInt32(base[p + 1]) << 16 | UInt32(base[p + 2]) << 8 | UInt32(base[p + 3])
        let actual = Adler32.update(1, UnsafeRawBufferPointer(start: out, count: n))
        #if !FUZZING  // so mutated streams reach the pixel code (Scripts/fuzz-png.sh)
        guard stored == actual else {
            throw ImageError.invalidFormat(
                "zlib checksum mismatch: stream says Adler-32 \(hex32(stored)), data has \(hex32(actual))")
        }
        #endif
        return n
    }

    /// Decodes DEFLATE blocks up to and including the final one.
    static func deflate(_ r: inout BitReader, into out: UnsafeMutablePointer<UInt8>, capacity: Int) throws(ImageError) -> Int {
        let memory = UnsafeMutablePointer<UInt16>.allocate(capacity: 3 * HuffmanDecoder.words)
        defer { memory.deallocate() }
        let lit = HuffmanDecoder(memory: memory)
        let dist = HuffmanDecoder(memory: memory + HuffmanDecoder.words)
        let lengths = HuffmanDecoder(memory: memory + 2 * HuffmanDecoder.words)
        var o = 0
        var final = false
        while !final {
            r.refill()
            guard !r.isOverrun else { throw truncated(o) }
            final = r.read(1) == 1
            switch r.read(2) {
            case 0:
                guard r.alignToByte(), r.position + 4 <= r.count else { throw truncated(o) }
                let p = r.position
                let len = Int(r.base[p]) | Int(r.base[p + 1]) << 8
                let nlen = Int(r.base[p + 2]) | Int(r.base[p + 3]) << 8
                guard len == nlen ^ 0xFFFF else {
                    throw ImageError.invalidFormat("invalid stored block at compressed byte \(p): length \(len) does not match its complement")
                }
                guard p + 4 + len <= r.count else { throw truncated(o) }
                guard len <= capacity - o else { throw overflow(capacity) }
                (out + o).update(from: r.base + p + 4, count: len)
                o += len
                r.position = p + 4 + len
            case 1:
                try buildFixed(lit, dist)
                o = try inflateBlock(&r, lit, dist, out, o, capacity)
            case 2:
                try readDynamicTables(&r, lit, dist, lengths)
                o = try inflateBlock(&r, lit, dist, out, o, capacity)
            default:
                throw ImageError.invalidFormat("invalid deflate block type 3 at compressed byte \(r.position)")
            }
        }
        return o
    }

    static func buildFixed(_ lit: HuffmanDecoder, _ dist: HuffmanDecoder) throws(ImageError) {
        var l = [UInt8](repeating: 8, count: 288)
        for i in 144..<256 { l[i] = 9 }
        for i in 256..<280 { l[i] = 7 }
        try l.withUnsafeBufferPointer { (p: UnsafeBufferPointer<UInt8>) throws(ImageError) in
            try lit.build(lengths: p.baseAddress.unsafelyUnwrapped, count: 288, kind: .literalLength)
        }
        let d = [UInt8](repeating: 5, count: 32)
        try d.withUnsafeBufferPointer { (p: UnsafeBufferPointer<UInt8>) throws(ImageError) in
            try dist.build(lengths: p.baseAddress.unsafelyUnwrapped, count: 32, kind: .distance)
        }
    }

    /// The order code-length code lengths are sent in (RFC 1951, 3.2.7).
    static let codeLengthOrder: [Int] = [16, 17, 18, 0, 8, 7, 9, 6, 10, 5, 11, 4, 12, 3, 13, 2, 14, 1, 15]

    static func readDynamicTables(
        _ r: inout BitReader, _ lit: HuffmanDecoder, _ dist: HuffmanDecoder, _ lengths: HuffmanDecoder
    ) throws(ImageError) {
        r.refill()
        let nlit = r.read(5) + 257, ndist = r.read(5) + 1, nclen = r.read(4) + 4
        guard nlit <= 286, ndist <= 30 else {
            throw ImageError.invalidFormat("invalid dynamic block header: \(nlit) literal/length and \(ndist) distance codes (at most 286 and 30)")
        }
        var l = [UInt8](repeating: 0, count: 320)
        try l.withUnsafeMutableBufferPointer { (p: inout UnsafeMutableBufferPointer<UInt8>) throws(ImageError) in
            let len = p.baseAddress.unsafelyUnwrapped
            for i in 0..<nclen {
                if i == 8 || i == 16 { r.refill() }
                len[codeLengthOrder[i]] = UInt8(r.read(3))
            }
            try lengths.build(lengths: len, count: 19, kind: .codeLength)
            (len).update(repeating: 0, count: 19)
            var i = 0
            while i < nlit + ndist {
                r.refill()
                guard !r.isOverrun else { throw truncated(0) }
                let sym = try lengths.decode(&r)
                if sym < 16 {
                    len[i] = UInt8(sym)
                    i += 1
                    continue
                }
                var repeatValue: UInt8 = 0
                var n: Int
                switch sym {
                case 16:
                    guard i > 0 else { throw ImageError.invalidFormat("invalid dynamic block: code length 16 repeats nothing") }
                    repeatValue = len[i - 1]
                    n = 3 + r.read(2)
                case 17: n = 3 + r.read(3)
                default: n = 11 + r.read(7)
                }
                guard i + n <= nlit + ndist else {
                    throw ImageError.invalidFormat("invalid dynamic block: code lengths repeat past the \(nlit + ndist) codes")
                }
                len.advanced(by: i).update(repeating: repeatValue, count: n)
                i += n
            }
            guard len[256] != 0 else { throw ImageError.invalidFormat("invalid Huffman table: no end-of-block code") }
            try lit.build(lengths: len, count: nlit, kind: .literalLength)
            try dist.build(lengths: len + nlit, count: ndist, kind: .distance)
        }
        guard !r.isOverrun else { throw truncated(0) }
    }

    static let lengthBase: [UInt16] = [
        3, 4, 5, 6, 7, 8, 9, 10, 11, 13, 15, 17, 19, 23, 27, 31, 35, 43, 51, 59, 67, 83, 99, 115, 131, 163, 195, 227, 258,
    ]
    static let lengthExtra: [UInt8] = [0, 0, 0, 0, 0, 0, 0, 0, 1, 1, 1, 1, 2, 2, 2, 2, 3, 3, 3, 3, 4, 4, 4, 4, 5, 5, 5, 5, 0]
    static let distanceBase: [UInt16] = [
        1, 2, 3, 4, 5, 7, 9, 13, 17, 25, 33, 49, 65, 97, 129, 193, 257, 385, 513, 769, 1025, 1537, 2049, 3073,
        4097, 6145, 8193, 12289, 16385, 24577,
    ]
    static let distanceExtra: [UInt8] = [0, 0, 0, 0, 1, 1, 2, 2, 3, 3, 4, 4, 5, 5, 6, 6, 7, 7, 8, 8, 9, 9, 10, 10, 11, 11, 12, 12, 13, 13]

    /// The length and distance tables as raw pointers, made once and kept for the process.
    package struct Tables: @unchecked Sendable {
        let lengthBase: UnsafeMutablePointer<UInt16>
        let lengthExtra: UnsafeMutablePointer<UInt8>
        let distanceBase: UnsafeMutablePointer<UInt16>
        let distanceExtra: UnsafeMutablePointer<UInt8>

        package init() {
            lengthBase = .allocate(capacity: 29); lengthBase.initialize(from: Inflate.lengthBase, count: 29)
            lengthExtra = .allocate(capacity: 29); lengthExtra.initialize(from: Inflate.lengthExtra, count: 29)
            distanceBase = .allocate(capacity: 30); distanceBase.initialize(from: Inflate.distanceBase, count: 30)
            distanceExtra = .allocate(capacity: 30); distanceExtra.initialize(from: Inflate.distanceExtra, count: 30)
        }
    }

    package static let tables = Tables()

    /// Decodes one Huffman-coded block; returns the new output count.
    static func inflateBlock(
        _ reader: inout BitReader, _ lit: HuffmanDecoder, _ dist: HuffmanDecoder,
        _ out: UnsafeMutablePointer<UInt8>, _ start: Int, _ capacity: Int
    ) throws(ImageError) -> Int {
        // A local copy of the reader stays in registers; the caller's is updated on the way out.
        var r = reader
        defer { reader = r }
        let t = tables
        let fast = lit.fast
        var o = start
        while true {
            r.refill()
            if r.isOverrun { throw truncated(o) }
            var sym: Int
            let e = fast[r.peek(HuffmanDecoder.fastBits)]
            if e != 0 {
                r.consume(Int(e & 15))
                sym = Int(e >> 4)
            } else {
                sym = try lit.decodeSlowly(&r)
            }
            if sym < 256 {
                guard o < capacity else { throw overflow(capacity) }
                out[o] = UInt8(truncatingIfNeeded: sym)
                o &+= 1
                // Two more literals often fit in the bits already loaded.
                var more = 0
                while more < 2 && r.bitCount >= 15 {
                    let e2 = fast[r.peek(HuffmanDecoder.fastBits)]
                    guard e2 != 0 && e2 >> 4 < 256 else { break }
                    guard o < capacity else { throw overflow(capacity) }
                    r.consume(Int(e2 & 15))
                    out[o] = UInt8(truncatingIfNeeded: e2 >> 4)
                    o &+= 1
                    more &+= 1
                }
                continue
            }
            if sym == 256 { return o }
            sym &-= 257
            guard sym < 29 else { throw ImageError.invalidFormat("invalid literal/length symbol \(sym + 257)") }
            let length = Int(t.lengthBase[sym]) &+ r.read(Int(t.lengthExtra[sym]))
            let dsym = try dist.decode(&r)
            guard dsym < 30 else { throw ImageError.invalidFormat("invalid distance symbol \(dsym)") }
            let distance = Int(t.distanceBase[dsym]) &+ r.read(Int(t.distanceExtra[dsym]))
            guard distance <= o else {
                throw ImageError.invalidFormat("invalid distance \(distance): only \(o) bytes written so far")
            }
            guard length <= capacity &- o else { throw overflow(capacity) }
            copyMatch(out + o, distance: distance, length: length)
            o &+= length
        }
    }

    /// Copies `length` bytes from `distance` back; overlapping copies repeat the pattern.
    @inline(__always)
    static func copyMatch(_ dst: UnsafeMutablePointer<UInt8>, distance: Int, length: Int) {
        if distance == 1 {
            dst.update(repeating: dst[-1], count: length)
            return
        }
        // Short periods: lay down the pattern bytewise up to a multiple of the period that is at
        // least 8, then copy eight bytes at a time from that far back (no overlap within a word).
        let period = distance >= 8 ? distance : distance * ((8 + distance - 1) / distance)
        let src = dst - distance
        var i = 0
        let head = min(length, period == distance ? 0 : period)
        while i < head { dst[i] = src[i]; i &+= 1 }
        let raw = UnsafeMutableRawPointer(dst)
        while i &+ 8 <= length {
            raw.storeBytes(of: UnsafeRawPointer(dst + (i &- period)).loadUnaligned(as: UInt64.self), toByteOffset: i, as: UInt64.self)
            i &+= 8
        }
        while i < length { dst[i] = dst[i &- period]; i &+= 1 }
    }

    package static func truncated(_ written: Int) -> ImageError {
        .invalidFormat("truncated deflate stream: it ends after \(written) bytes of output, before its final block")
    }

    package static func overflow(_ capacity: Int) -> ImageError {
        .invalidFormat("deflate stream inflates to more than the \(capacity) bytes the header allows")
    }

    package static func hex(_ s: String, _ a: Int, _ b: Int) -> String {
        "\(s) 0x\(String(a, radix: 16)) 0x\(String(b, radix: 16))"
    }

    static func hex32(_ v: UInt32) -> String {
        let s = String(v, radix: 16)
        return String(repeating: "0", count: 8 - s.count) + s
    }
}
