/// DEFLATE (RFC 1951) compression in a zlib wrapper (RFC 1950): LZ77 over a 32 KiB window with
/// hash chains and lazy matching (zlib level 6's parameters), then per block the cheapest of
/// dynamic Huffman, fixed Huffman and stored.
///
/// ```swift
/// let z = Deflate.zlib(Array(repeating: 7, count: 100_000))   // a few hundred bytes
/// ```
package struct Deflate {
    /// Matcher settings, named as in zlib's `configuration_table`.
    package struct Parameters: Sendable {
        /// A previous match at least this long makes the lazy search shorter (a quarter of the chain).
        var goodLength = 8
        /// No lazy search after a match at least this long.
        var maxLazy = 16
        /// Stop searching at a match this long.
        var niceLength = 128
        /// Candidates tried per search.
        var maxChain = 128
        /// Whether matches of 5 bytes or fewer are dropped for literals (zlib's `Z_FILTERED`): in
        /// filtered image data short matches are mostly chance, and the literals they would
        /// replace code cheaply.
        var filtered = false
        /// zlib's level 6.
        static let level6 = Parameters()
        /// zlib's level 6 with `Z_FILTERED`, for PNG image data.
        package static let level6Filtered = Parameters(filtered: true)
    }

    static let hashBits = 15
    static let windowMask = 32767
    /// The farthest back a match may reach: closer than the window, so the chain links are current.
    static let maxDistance = 32767
    /// Symbols per block before it is written.
    static let blockSymbols = 1 << 14
    /// Matches longer than this have only their last 8 positions indexed.
    static let longMatch = 128
    /// Bytes of readable padding the matcher needs after the input.
    static let padding = 16

    package let data: UnsafePointer<UInt8>
    package let count: Int
    package let parameters: Parameters
    var writer: BitWriter
    /// The latest position with each hash, -1 for none.
    package let head: UnsafeMutablePointer<Int32>
    /// By position modulo the window: how far back the previous position with the same hash
    /// is, 0 for none or out of reach (16 bits keep the chains small in cache, as zlib's).
    package let prev: UnsafeMutablePointer<UInt16>
    /// Pending symbols: a literal byte, or `length << 16 | distance`.
    let symbols: UnsafeMutablePointer<UInt32>
    var symbolCount = 0
    let litFreq: UnsafeMutablePointer<UInt32>
    let distFreq: UnsafeMutablePointer<UInt32>
    var blockStart = 0

    /// Compresses `bytes` into a zlib stream.
    package static func zlib(_ bytes: [UInt8], parameters: Parameters = .level6) -> [UInt8] {
        let padded = UnsafeMutablePointer<UInt8>.allocate(capacity: bytes.count + padding)
        defer { padded.deallocate() }
        padded.initialize(repeating: 0, count: bytes.count + padding)
        bytes.withUnsafeBufferPointer { if let b = $0.baseAddress { padded.update(from: b, count: bytes.count) } }
        return zlib(padded: padded, count: bytes.count, parameters: parameters)
    }

    /// Compresses `count` bytes at `padded`, which must be followed by ``padding`` readable bytes.
    package static func zlib(padded: UnsafePointer<UInt8>, count: Int, parameters: Parameters = .level6) -> [UInt8] {
        var writer = BitWriter(capacity: count / 4 + 1024)
        writeHeader(into: &writer)
        blocks(padded: padded, count: count, parameters: parameters, final: true, into: &writer)
        writeTrailer(Adler32.update(1, UnsafeRawBufferPointer(start: padded, count: count)), into: &writer)
        return writer.finish()
    }

    /// The zlib header: deflate with a 32 KiB window, default level, no dictionary.
    static func writeHeader(into writer: inout BitWriter) {
        writer.write(0x78, 8)
        writer.write(0x9C, 8)  // (0x78 << 8 | 0x9C) % 31 == 0
    }

    /// The zlib trailer, at a byte boundary: the Adler-32 of everything compressed, big-endian.
    static func writeTrailer(_ adler: UInt32, into writer: inout BitWriter) {
        writer.alignToByte()
        writer.reserve(4)
        for shift in [24, 16, 8, 0] { writer.write(UInt32(truncatingIfNeeded: adler >> UInt32(shift)) & 0xFF, 8) }
    }

    /// Compresses `count` bytes at `padded` (followed by ``padding`` readable bytes) into DEFLATE
    /// blocks appended to `writer`'s bit stream, the last of them marked final when `final`.
    /// Matches stay within these bytes.
    static func blocks(padded: UnsafePointer<UInt8>, count: Int, parameters: Parameters, final: Bool, into writer: inout BitWriter) {
        var d = Deflate(data: padded, count: count, parameters: parameters, writer: writer)
        d.compress(final: final)
        writer = d.writer
        d.release()
    }

    private init(data: UnsafePointer<UInt8>, count: Int, parameters: Parameters, writer: BitWriter) {
        self.data = data
        self.count = count
        self.parameters = parameters
        self.writer = writer
        head = .allocate(capacity: 1 << Deflate.hashBits)
        head.initialize(repeating: -1, count: 1 << Deflate.hashBits)
        prev = .allocate(capacity: Deflate.windowMask + 1)
        prev.initialize(repeating: 0, count: Deflate.windowMask + 1)
        symbols = .allocate(capacity: Deflate.blockSymbols)
        litFreq = .allocate(capacity: 288)
        litFreq.initialize(repeating: 0, count: 288)
        distFreq = .allocate(capacity: 32)
        distFreq.initialize(repeating: 0, count: 32)
    }

    private func release() {
        head.deallocate(); prev.deallocate(); symbols.deallocate(); litFreq.deallocate(); distFreq.deallocate()
    }

    @inline(__always)
    package func hash(_ pos: Int) -> Int {
        let v = UnsafeRawPointer(data + pos).loadUnaligned(as: UInt32.self).littleEndian
        return Int((v &* 2_654_435_761) >> UInt32(32 - Deflate.hashBits))
    }

    /// Links `pos` into its hash chain (reads four bytes from `pos`).
    @inline(__always)
    package func insert(_ pos: Int) {
        let h = hash(pos)
        let last = Int(head[h])
        let back = pos &- last
        prev[pos & Deflate.windowMask] = last >= 0 && back <= Deflate.maxDistance ? UInt16(truncatingIfNeeded: back) : 0
        head[h] = Int32(truncatingIfNeeded: pos)
    }

    /// The longest match for `pos` longer than `best`, following the chain from `pos`'s link.
    /// Index arithmetic wraps: positions are far from overflow, and checks would slow the loop.
    @inline(__always)
    func longestMatch(_ pos: Int, best initialBest: Int, chain initialChain: Int) -> (length: Int, distance: Int) {
        let maxLength = min(258, count &- pos)
        var best = initialBest, bestDistance = 0
        guard best < maxLength else { return (0, 0) }
        var chain = initialChain
        var step = Int(prev[pos & Deflate.windowMask])
        var candidate = pos &- step
        let here = data + pos
        let start16 = UnsafeRawPointer(here).loadUnaligned(as: UInt16.self)
        while step != 0 && pos &- candidate <= Deflate.maxDistance && chain > 0 {
            let there = data + candidate
            let thereEnd: UInt16 = UnsafeRawPointer(there + (best &- 1)).loadUnaligned(as: UInt16.self)
            let hereEnd: UInt16 = UnsafeRawPointer(here + (best &- 1)).loadUnaligned(as: UInt16.self)
            let thereStart: UInt16 = UnsafeRawPointer(there).loadUnaligned(as: UInt16.self)
            if thereEnd == hereEnd && thereStart == start16 {
                var length = 2
                while length < maxLength {
                    let x = UnsafeRawPointer(here + length).loadUnaligned(as: UInt64.self)
                        ^ UnsafeRawPointer(there + length).loadUnaligned(as: UInt64.self)
                    if x != 0 {
                        length &+= UInt64(littleEndian: x).trailingZeroBitCount >> 3
                        break
                    }
                    length &+= 8
                }
                length = min(length, maxLength)
                if length > best {
                    best = length
                    bestDistance = pos &- candidate
                    if length >= parameters.niceLength || length == maxLength { break }
                }
            }
            step = Int(prev[candidate & Deflate.windowMask])
            candidate &-= step
            chain &-= 1
        }
        return bestDistance == 0 ? (0, 0) : (best, bestDistance)
    }

    /// LZ77 with lazy matching, as zlib's `deflate_slow`; the last block is final when `final`.
    private mutating func compress(final: Bool) {
        let n = count
        var pos = 0
        var prevLength = 0, prevDistance = 0
        var pendingLiteral = false
        while pos < n {
            if pos + 2 < n { insert(pos) }
            var length = 0, distance = 0
            if prevLength < parameters.maxLazy && pos + 2 < n {
                let chain = prevLength >= parameters.goodLength ? parameters.maxChain >> 2 : parameters.maxChain
                (length, distance) = longestMatch(pos, best: max(prevLength, 2), chain: chain)
                // A far short match costs more than literals; with `filtered`, any short one does.
                if length <= 5 && (parameters.filtered || (length == 3 && distance > 4096)) { length = 0 }
            }
            if prevLength >= 3 && length <= prevLength {
                // The match found at pos - 1 wins: emit it and skip past it, indexing as we go.
                emitMatch(prevLength, prevDistance)
                let end = pos - 1 + prevLength
                // Inside a long match only its last positions are indexed: in flat areas those
                // find the same runs, and indexing every byte would cost more than the matching.
                var p = prevLength > Deflate.longMatch ? end - 8 : pos + 1
                while p < end {
                    if p + 2 < n { insert(p) }
                    p += 1
                }
                pos = end
                prevLength = 0
                pendingLiteral = false
            } else {
                if pendingLiteral { emitLiteral(data[pos - 1]) }
                pendingLiteral = true
                prevLength = length
                prevDistance = distance
                pos += 1
            }
            if symbolCount >= Deflate.blockSymbols - 2 { flushBlock(rawEnd: pendingLiteral ? pos - 1 : pos, final: false) }
        }
        if pendingLiteral { emitLiteral(data[n - 1]) }
        flushBlock(rawEnd: n, final: final)
    }

    @inline(__always)
    private mutating func emitLiteral(_ byte: UInt8) {
        symbols[symbolCount] = UInt32(byte)
        symbolCount += 1
        litFreq[Int(byte)] += 1
    }

    @inline(__always)
    private mutating func emitMatch(_ length: Int, _ distance: Int) {
        symbols[symbolCount] = UInt32(length) << 16 | UInt32(distance)
        symbolCount += 1
        litFreq[257 + Int(DeflateTables.lengthSymbol[length - 3])] += 1
        distFreq[DeflateTables.distanceSymbol(distance)] += 1
    }
}
