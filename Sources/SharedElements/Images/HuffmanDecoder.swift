/// A canonical Huffman code for decoding (RFC 1951, section 3.2.2), in memory owned by the caller.
///
/// Codes of up to ``fastBits`` bits resolve with one table look-up; longer ones are walked a bit
/// at a time with the per-length counts, as zlib's `puff` does.
package struct HuffmanDecoder {
    static let fastBits = 10
    /// Words of memory one decoder needs.
    package static let words = (1 << fastBits) + 16 + 288

    /// `symbol << 4 | length` by the next `fastBits` bits; 0 when the code is longer or unused.
    package let fast: UnsafeMutablePointer<UInt16>
    /// Codes of each length, 0...15.
    package let counts: UnsafeMutablePointer<UInt16>
    /// Symbols ordered by code.
    let symbols: UnsafeMutablePointer<UInt16>

    package init(memory: UnsafeMutablePointer<UInt16>) {
        fast = memory
        counts = memory + (1 << HuffmanDecoder.fastBits)
        symbols = counts + 16
    }

    package enum Kind { case literalLength, distance, codeLength }

    /// Builds the code from per-symbol lengths (0 = unused).
    ///
    /// Like zlib, an over-subscribed code is invalid, and an incomplete one is allowed only when it
    /// has a single code of length 1 (or, for distances, no codes at all).
    package func build(lengths: UnsafePointer<UInt8>, count n: Int, kind: Kind) throws(ImageError) {
        fast.initialize(repeating: 0, count: 1 << HuffmanDecoder.fastBits)
        counts.initialize(repeating: 0, count: 16)
        for s in 0..<n { counts[Int(lengths[s])] &+= 1 }
        let name = kind == .literalLength ? "literal/length" : kind == .distance ? "distance" : "code length"
        counts[0] = 0
        var left = 1
        var maxLength = 0
        for len in 1...15 {
            left <<= 1
            left -= Int(counts[len])
            if counts[len] != 0 { maxLength = len }
            guard left >= 0 else { throw ImageError.invalidFormat("invalid Huffman table: over-subscribed \(name) code") }
        }
        if left > 0 {
            let singleCode = maxLength == 1 && counts[1] == 1
            let empty = maxLength == 0 && kind == .distance
            guard singleCode || empty else { throw ImageError.invalidFormat("invalid Huffman table: incomplete \(name) code") }
        }
        // Symbols sorted by (length, symbol) are sorted by code.
        var offsets = (UInt16(0), UInt16(0), UInt16(0), UInt16(0), UInt16(0), UInt16(0), UInt16(0), UInt16(0),
                       UInt16(0), UInt16(0), UInt16(0), UInt16(0), UInt16(0), UInt16(0), UInt16(0), UInt16(0))
        withUnsafeMutableBytes(of: &offsets) { raw in
            let off = raw.baseAddress.unsafelyUnwrapped.assumingMemoryBound(to: UInt16.self)
            off[1] = 0
            for len in 1..<15 { off[len + 1] = off[len] &+ counts[len] }
            for s in 0..<n where lengths[s] != 0 {
                let len = Int(lengths[s])
                symbols[Int(off[len])] = UInt16(s)
                off[len] &+= 1
            }
        }
        // Fill the fast table from canonical codes, bit-reversed because DEFLATE sends codes
        // most-significant bit first inside an LSB-first stream.
        var code = 0
        var index = 0
        for len in 1...15 {
            let c = Int(counts[len])
            if len <= HuffmanDecoder.fastBits {
                for k in 0..<c {
                    let sym = symbols[index + k]
                    var rev = 0
                    var x = code + k
                    for _ in 0..<len { rev = rev << 1 | (x & 1); x >>= 1 }
                    let entry = sym << 4 | UInt16(len)
                    var j = rev
                    while j < 1 << HuffmanDecoder.fastBits {
                        fast[j] = entry
                        j += 1 << len
                    }
                }
            }
            index += c
            code = (code + c) << 1
        }
    }

    /// Decodes one symbol; the reader holds at least 15 bits.
    @inline(__always)
    package func decode(_ r: inout BitReader) throws(ImageError) -> Int {
        let e = fast[r.peek(HuffmanDecoder.fastBits)]
        if e != 0 {
            r.consume(Int(e & 15))
            return Int(e >> 4)
        }
        return try decodeSlowly(&r)
    }

    func decodeSlowly(_ r: inout BitReader) throws(ImageError) -> Int {
        var code = 0, first = 0, index = 0
        let bits = r.buffer
        for len in 1...15 {
            code |= Int((bits >> UInt64(len - 1)) & 1)
            let c = Int(counts[len])
            if code - c < first {
                r.consume(len)
                return Int(symbols[index + code - first])
            }
            index += c
            first = (first + c) << 1
            code <<= 1
        }
        throw ImageError.invalidFormat("invalid Huffman code: no symbol for the next 15 bits")
    }
}
