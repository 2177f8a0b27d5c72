/// GIF's variable-length LZW (GIF89a, appendix F): codes from `minCodeSize + 1` up to 12 bits,
/// least-significant bit first, with a clear code whenever the 4096-entry table fills.
package enum LZWEncoder {
    /// The compressed bytes for `count` indices (each below `1 << minCodeSize`), without the
    /// sub-block framing.
    package static func encode(_ indices: UnsafePointer<UInt8>, count: Int, minCodeSize: Int) -> [UInt8] {
        let clear = 1 << minCodeSize, end = clear + 1
        var out: [UInt8] = []
        out.reserveCapacity(count / 2 + 16)
        var bits: UInt32 = 0, bitCount = 0
        func emit(_ code: Int, _ size: Int) {
            bits |= UInt32(code) << UInt32(bitCount)
            bitCount += size
            while bitCount >= 8 {
                out.append(UInt8(truncatingIfNeeded: bits))
                bits >>= 8
                bitCount -= 8
            }
        }
        // Open-addressed table from (prefix code, next index) to code.
        let tableSize = 8192
        let keys = UnsafeMutablePointer<Int32>.allocate(capacity: tableSize)
        defer { keys.deallocate() }
        keys.initialize(repeating: -1, count: tableSize)
        let values = UnsafeMutablePointer<Int16>.allocate(capacity: tableSize)
        defer { values.deallocate() }
        values.initialize(repeating: 0, count: tableSize)
        var next = end + 1
        var codeSize = minCodeSize + 1
        emit(clear, codeSize)
        guard count > 0 else {
            emit(end, codeSize)
            if bitCount > 0 { out.append(UInt8(truncatingIfNeeded: bits)) }
            return out
        }
        var prefix = Int(indices[0])
        for i in 1..<count {
            let k = Int(indices[i])
            let key = Int32(prefix << 8 | k)
            var slot = Int((UInt32(bitPattern: key) &* 2_654_435_761) >> 19)
            var found = -1
            while true {
                let stored = keys[slot]
                if stored == key { found = Int(values[slot]); break }
                if stored == -1 { break }
                slot = (slot &+ 1) & (tableSize &- 1)
            }
            if found >= 0 {
                prefix = found
                continue
            }
            emit(prefix, codeSize)
            if next < 4096 {
                keys[slot] = key
                values[slot] = Int16(next)
                // The decoder widens its codes once the next code no longer fits.
                if next == 1 << codeSize { codeSize += 1 }
                next += 1
            } else {
                emit(clear, codeSize)
                keys.update(repeating: -1, count: tableSize)
                next = end + 1
                codeSize = minCodeSize + 1
            }
            prefix = k
        }
        emit(prefix, codeSize)
        emit(end, codeSize)
        if bitCount > 0 { out.append(UInt8(truncatingIfNeeded: bits)) }
        return out
    }
}
