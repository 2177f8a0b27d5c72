/// Reads DEFLATE's least-significant-bit-first bit stream from a byte buffer, 64 bits at a time.
///
/// Past the end of the input it feeds zero bytes and counts them in `overrun`, so the decoder's hot
/// loop needs no bounds checks; ``isOverrun`` tells when those fake bytes were actually consumed.
package struct BitReader {
    package let base: UnsafePointer<UInt8>
    package let count: Int
    /// The next input byte to load into `buffer`.
    package var position: Int
    /// Unconsumed bits, the next one lowest.
    package var buffer: UInt64 = 0
    /// How many bits of `buffer` are valid.
    var bitCount: Int = 0
    /// Zero bytes fed after the end of the input.
    var overrun: Int = 0

    package init(_ base: UnsafePointer<UInt8>, count: Int, position: Int = 0) {
        self.base = base
        self.count = count
        self.position = position
    }

    /// Makes at least 56 bits available.
    @inline(__always)
    mutating func refill() {
        if position + 8 <= count {
            buffer |= UInt64(littleEndian: UnsafeRawPointer(base + position).loadUnaligned(as: UInt64.self)) << bitCount
            position += (63 - bitCount) >> 3
            bitCount |= 56
        } else {
            refillSlowly()
        }
    }

    mutating func refillSlowly() {
        while bitCount <= 56 {
            if position < count {
                buffer |= UInt64(base[position]) << bitCount
                position += 1
            } else {
                overrun += 1
            }
            bitCount += 8
        }
    }

    /// Whether bits past the end of the input have been consumed.
    @inline(__always)
    var isOverrun: Bool { overrun != 0 && bitCount < overrun << 3 }

    /// The next `n` bits (n <= 32), not consumed.
    @inline(__always)
    func peek(_ n: Int) -> Int { Int(truncatingIfNeeded: buffer & ((1 << UInt64(n)) &- 1)) }

    @inline(__always)
    mutating func consume(_ n: Int) {
        buffer >>= UInt64(n)
        bitCount &-= n
    }

    /// Reads `n` bits (n <= 32); the caller has refilled enough.
    @inline(__always)
    package mutating func read(_ n: Int) -> Int {
        let v = peek(n)
        consume(n)
        return v
    }

    /// Drops the bits up to the next byte boundary and hands the unread bytes back to the input,
    /// so `position` is the next unread byte. Returns false when the stream was already overrun.
    mutating func alignToByte() -> Bool {
        let unread = bitCount >> 3
        guard unread >= overrun else { return false }
        position = position + overrun - unread
        buffer = 0
        bitCount = 0
        overrun = 0
        return true
    }
}
