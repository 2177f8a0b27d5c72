/// Writes DEFLATE's least-significant-bit-first bit stream into a growable byte buffer.
package struct BitWriter {
    package private(set) var buffer: UnsafeMutablePointer<UInt8>
    package private(set) var capacity: Int
    /// Whole bytes written.
    package private(set) var count = 0
    private var bits: UInt64 = 0
    private var bitCount = 0

    package init(capacity: Int) {
        self.capacity = max(capacity, 64)
        buffer = .allocate(capacity: self.capacity)
    }

    /// Makes sure `bytes` more bytes fit without further checks.
    mutating func reserve(_ bytes: Int) {
        guard count + bytes + 16 > capacity else { return }
        let grown = max(capacity * 2, count + bytes + 64)
        let b = UnsafeMutablePointer<UInt8>.allocate(capacity: grown)
        b.update(from: buffer, count: count)
        buffer.deallocate()
        buffer = b
        capacity = grown
    }

    /// Appends the low `n` bits of `value` (n <= 32); room must be reserved.
    @inline(__always)
    package mutating func write(_ value: UInt32, _ n: Int) {
        bits |= UInt64(value) << UInt64(bitCount)
        bitCount &+= n
        if bitCount >= 32 {
            UnsafeMutableRawPointer(buffer + count).storeBytes(of: UInt32(truncatingIfNeeded: bits).littleEndian, as: UInt32.self)
            count &+= 4
            bits >>= 32
            bitCount &-= 32
        }
    }

    /// Pads with zero bits to a byte boundary and flushes.
    mutating func alignToByte() {
        while bitCount > 0 {
            buffer[count] = UInt8(truncatingIfNeeded: bits)
            count += 1
            bits >>= 8
            bitCount = max(0, bitCount - 8)
        }
        bits = 0
    }

    /// Appends bytes at a byte boundary (call ``alignToByte()`` first).
    package mutating func append(_ p: UnsafePointer<UInt8>, count n: Int) {
        reserve(n)
        (buffer + count).update(from: p, count: n)
        count += n
    }

    /// The whole bytes written since the last call, leaving the bits of a byte not yet whole
    /// to be written on: how a stream hands out its output a piece at a time.
    package mutating func takeBytes() -> [UInt8] {
        let out = [UInt8](UnsafeBufferPointer(start: buffer, count: count))
        count = 0
        return out
    }

    /// Hands the memory back without the bytes (a writer given up).
    package mutating func release() {
        guard capacity > 0 else { return }
        buffer.deallocate()
        capacity = 0
        count = 0
    }

    /// The bytes written, handing the memory back.
    package mutating func finish() -> [UInt8] {
        alignToByte()
        let out = [UInt8](UnsafeBufferPointer(start: buffer, count: count))
        buffer.deallocate()
        capacity = 0
        count = 0
        return out
    }
}
